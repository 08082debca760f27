import { describe, expect, it } from 'vitest';
import { csvCellText, csvField } from './csv-writer';
import { downloadFileName } from './export-files';
import { dateOf, keywordsInContext } from './export-record';
import { jsonValue, valueText } from './export-values';

// The small text rules of exports: download names, CSV quoting, dates and keywords in context.

describe('download file names', () => {
  const at = new Date('2026-11-27T23:30:00Z');
  it('are the source name and the UTC date with the extension, with only safe characters', () => {
    expect(downloadFileName('Search 3', at, 'xlsx')).toBe('Search_3_20261127.xlsx');
    expect(downloadFileName('Folder Röntgen & Co / "prior art"', at, 'json')).toBe(
      'Folder_Rontgen_Co_prior_art_20261127.json',
    );
    expect(downloadFileName('../../etc/passwd', at, 'csv')).toBe('etc_passwd_20261127.csv');
    expect(downloadFileName('電池', at, 'pdf')).toBe('Export_20261127.pdf');
    expect(downloadFileName('x'.repeat(300), at, 'ris')).toBe(`${'x'.repeat(80)}_20261127.ris`);
  });
});

describe('CSV fields (RFC 4180)', () => {
  it('quote only what needs it and double the quotes inside', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
  });

  it('write text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCellText(formula)).toBe(`'${formula}`);
    expect(csvCellText(['=1', 'b'])).toBe("'=1; b");
    expect(csvCellText(-5)).toBe('-5');
    expect(csvCellText('EP-1000000-A1')).toBe('EP-1000000-A1');
    expect(csvCellText('a = b')).toBe('a = b');
    expect(csvCellText(null)).toBe('');
  });
});

describe('values as text', () => {
  it('write dates as YYYY-MM-DD and lists joined', () => {
    const date = dateOf(20190304);
    expect(date?.toISOString()).toBe('2019-03-04T00:00:00.000Z');
    expect(valueText(date)).toBe('2019-03-04');
    expect(jsonValue(date)).toBe('2019-03-04');
    expect(valueText(['A', 'B'])).toBe('A; B');
    expect(jsonValue(['A', 'B'])).toEqual(['A', 'B']);
    expect(valueText(null)).toBe('');
    expect(valueText(12)).toBe('12');
  });

  it('take no date from what is not one', () => {
    expect(dateOf(undefined)).toBeNull();
    expect(dateOf('2019')).toBeNull();
    expect(dateOf(1234)).toBeNull();
  });
});

describe('keywords in context', () => {
  it('marks each highlighted stretch of each snippet, in order', () => {
    const doc = {
      ucid: 'EP-1-A1',
      highlighting: {
        hl: {
          abstracts: [
            {
              text: 'a battery cell with a battery case',
              start: 0,
              highlights: [
                { start: 22, end: 29, group: 0 },
                { start: 2, end: 9, group: 0 },
              ],
            },
          ],
          claims: [{ text: 'the cell', start: 40, highlights: [{ start: 4, end: 8, group: 1 }] }],
        },
        entireFieldHl: {},
      },
    } as unknown as Parameters<typeof keywordsInContext>[0];
    expect(keywordsInContext(doc)).toBe('…a «battery» cell with a «battery» case…\n…the «cell»…');
    expect(keywordsInContext({ ucid: 'EP-2-A1' } as Parameters<typeof keywordsInContext>[0])).toBeNull();
  });
});
