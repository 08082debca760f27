import { describe, expect, it } from 'vitest';
import { canonicalPublicationNumber, parsePublicationNumber, publicationNumberVariants } from './publication-number';

describe('publication numbers', () => {
  it('parses the usual spellings', () => {
    expect(parsePublicationNumber('EP 1 234 567 A1')).toEqual({ country: 'EP', serial: '1234567', kind: 'A1' });
    expect(parsePublicationNumber('EP1234567A1')).toEqual({ country: 'EP', serial: '1234567', kind: 'A1' });
    expect(parsePublicationNumber('US 2010/0123456')).toEqual({ country: 'US', serial: '20100123456', kind: '' });
    expect(parsePublicationNumber('US2010123456 A1')).toEqual({ country: 'US', serial: '20100123456', kind: 'A1' });
    expect(parsePublicationNumber('US 7,057,742 B2')).toEqual({ country: 'US', serial: '7057742', kind: 'B2' });
    expect(parsePublicationNumber('US07057742')).toEqual({ country: 'US', serial: '7057742', kind: '' });
    expect(parsePublicationNumber('USD435,854 S1')).toEqual({ country: 'US', serial: 'D435854', kind: 'S1' });
    expect(parsePublicationNumber('WO 2009/85664 A2')).toEqual({ country: 'WO', serial: '2009085664', kind: 'A2' });
    expect(parsePublicationNumber('DE 10 2004 012 345 A1')).toEqual({
      country: 'DE',
      serial: '102004012345',
      kind: 'A1',
    });
    expect(parsePublicationNumber('jp 2005-533465 a')).toEqual({ country: 'JP', serial: '2005533465', kind: 'A' });
    expect(parsePublicationNumber('not a number')).toBeNull();
  });

  it('indexes every variant and searches by the written one', () => {
    expect(publicationNumberVariants('EP 1 234 567 A1')).toEqual(['EP1234567A1', 'EP1234567', '1234567A1', '1234567']);
    expect(publicationNumberVariants('US 2010/0123456')).toEqual(['US20100123456', '20100123456']);
    expect(canonicalPublicationNumber('ep1234567')).toBe('EP1234567');
    expect(canonicalPublicationNumber('EP 1234567 A1')).toBe('EP1234567A1');
    expect(publicationNumberVariants('EP1234567A1')).toContain(canonicalPublicationNumber('EP 1 234 567'));
  });
});
