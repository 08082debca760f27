import { describe, expect, it } from 'vitest';
import { formatApplicationNumber } from './formatApplicationNumber';
import { ucidFromParam } from './ucidFromParam';
import { usFileHistoryUrl } from './usFileHistoryUrl';

describe('ucidFromParam', () => {
  it('takes a canonical ucid as it is', () => {
    expect(ucidFromParam('US-7057742-B2')).toBe('US-7057742-B2');
    expect(ucidFromParam('US-D435854-S')).toBe('US-D435854-S');
  });

  it('reads a publication number in another spelling when it has country and kind', () => {
    expect(ucidFromParam('US7057742B2')).toBe('US-7057742-B2');
    expect(ucidFromParam('EP 1 234 567 A1')).toBe('EP-1234567-A1');
  });

  it('refuses what names no single publication', () => {
    expect(ucidFromParam(undefined)).toBeNull();
    expect(ucidFromParam('US7057742')).toBeNull();
    expect(ucidFromParam('not-a-patent')).toBeNull();
    expect(ucidFromParam('')).toBeNull();
  });
});

describe('formatApplicationNumber', () => {
  it('writes US numbers in 10 characters and international ones in 14 (SPEC §5)', () => {
    expect(formatApplicationNumber('US 16/123,456')).toBe('US16123456');
    expect(formatApplicationNumber('US16123456')).toHaveLength(10);
    expect(formatApplicationNumber('PCT/US2019/012345')).toBe('WO2019US012345');
    expect(formatApplicationNumber('WO2022IB055385')).toHaveLength(14);
  });

  it('keeps other offices canonical and shows unparsable text as stored', () => {
    expect(formatApplicationNumber('EP21165049')).toBe('EP21165049');
    expect(formatApplicationNumber('EP 17171508.9')).toBe('EP17171508');
    expect(formatApplicationNumber('???')).toBe('???');
    // No office written: not ours to guess which one, so it stays as written.
    expect(formatApplicationNumber('16/123,456')).toBe('16/123,456');
    expect(formatApplicationNumber(undefined)).toBeNull();
    expect(formatApplicationNumber(' ')).toBeNull();
  });
});

describe('usFileHistoryUrl', () => {
  const doc = { country: 'US', applicationnumber: 'US10610235' };

  it('links US publications from 1999-01-01 on to the file wrapper of their application', () => {
    expect(usFileHistoryUrl({ ...doc, publicationdate: 20060606 })).toBe(
      'https://patentcenter.uspto.gov/applications/10610235/ifw/docs',
    );
    expect(usFileHistoryUrl({ ...doc, publicationdate: 19990101 })).not.toBeNull();
  });

  it('shows none before 1999, outside the US, without a date, or without a series code', () => {
    expect(usFileHistoryUrl({ ...doc, publicationdate: 19981231 })).toBeNull();
    expect(usFileHistoryUrl({ ...doc, country: 'EP', publicationdate: 20060606 })).toBeNull();
    expect(usFileHistoryUrl(doc)).toBeNull();
    expect(
      usFileHistoryUrl({ country: 'US', publicationdate: 20060606, applicationnumber: 'US20070964952' }),
    ).toBeNull();
    expect(usFileHistoryUrl({ country: 'US', publicationdate: 20060606 })).toBeNull();
  });
});
