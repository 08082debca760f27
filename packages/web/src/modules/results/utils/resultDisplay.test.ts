import type { SearchDoc } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { dateRangeFilter } from './dateRangeFilter';
import { displayDate } from './displayDate';
import { highlightSegments } from './highlightSegments';
import { keywordSnippets } from './keywordSnippets';
import { localizedText } from './localizedText';
import { markedClaims } from './markedClaims';
import { markedField } from './markedField';
import { resultFields } from './resultFields';
import { sortOrder } from './sortOrder';
import { splitParagraphs } from './splitParagraphs';

function doc(fields: Record<string, unknown>): SearchDoc {
  return { ucid: 'EP-1325900-A1', score: 1, status: 'Alive', ...fields } as SearchDoc;
}

describe('displayDate', () => {
  it('shows 8-digit dates as YYYY-MM-DD and nothing else (SPEC §5)', () => {
    expect(displayDate(20190304)).toBe('2019-03-04');
    expect(displayDate('20190304')).toBe('2019-03-04');
    expect(displayDate(201903)).toBeNull();
    expect(displayDate('2019-03-04')).toBeNull();
    expect(displayDate(20190230)).toBeNull();
    expect(displayDate(undefined)).toBeNull();
  });
});

describe('dateRangeFilter', () => {
  it('writes from:to in YYYYMMDD, an empty end meaning today', () => {
    expect(dateRangeFilter.toValue('2010-01-01', '2015-12-31')).toBe('20100101:20151231');
    expect(dateRangeFilter.toValue('2010-01-01', '')).toBe('20100101:');
    expect(dateRangeFilter.toValue('', '2015-12-31')).toBe('17000101:20151231');
    expect(dateRangeFilter.toValue('2015-12-31', '2010-01-01')).toBe('20100101:20151231');
  });

  it('refuses empty and invalid input', () => {
    expect(dateRangeFilter.toValue('', '')).toBeNull();
    expect(dateRangeFilter.toValue('2019-02-30', '')).toBeNull();
  });

  it('reads a value back into input values', () => {
    expect(dateRangeFilter.fromValue('20100101:')).toEqual({ from: '2010-01-01', to: '' });
    expect(dateRangeFilter.fromValue('17000101:20151231')).toEqual({ from: '', to: '2015-12-31' });
  });
});

describe('sortOrder', () => {
  it('reads the leading key and writes keys with a tie-breaker', () => {
    expect(sortOrder.lead('score desc, publicationdate desc')).toEqual({ field: 'score', direction: 'desc' });
    expect(sortOrder.lead('publicationdate asc, score desc')).toEqual({ field: 'publicationdate', direction: 'asc' });
    expect(sortOrder.lead('nonsense')).toEqual({ field: 'score', direction: 'desc' });
    expect(sortOrder.of('score', 'desc')).toBe('score desc, publicationdate desc');
    expect(sortOrder.of('applicationdate', 'asc')).toBe('applicationdate asc, score desc');
  });
});

describe('highlightSegments', () => {
  it('cuts a text into plain and marked runs', () => {
    expect(
      highlightSegments('a battery cell with anode', [
        { start: 2, end: 9, group: 0 },
        { start: 20, end: 25, group: 1 },
      ]),
    ).toEqual([
      { text: 'a ', group: null },
      { text: 'battery', group: 0 },
      { text: ' cell with ', group: null },
      { text: 'anode', group: 1 },
    ]);
  });

  it('never repeats text for overlapping, unordered or out-of-range marks', () => {
    const segments = highlightSegments('abcdef', [
      { start: 3, end: 10, group: 2 },
      { start: 0, end: 4, group: 1 },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('abcdef');
    expect(segments).toEqual([
      { text: 'abcd', group: 1 },
      { text: 'ef', group: 2 },
    ]);
  });
});

describe('splitParagraphs', () => {
  it('gives each claim its own marks', () => {
    const claims = splitParagraphs({
      text: 'A cell.\n\nThe cell of claim 1.',
      highlights: [
        { start: 2, end: 6, group: 0 },
        { start: 13, end: 17, group: 0 },
      ],
    });
    expect(claims).toEqual([
      { text: 'A cell.', highlights: [{ start: 2, end: 6, group: 0 }] },
      { text: 'The cell of claim 1.', highlights: [{ start: 4, end: 8, group: 0 }] },
    ]);
  });
});

describe('localizedText', () => {
  it('prefers the asked language, then English, then the first', () => {
    expect(localizedText({ de: 'Zelle', en: 'Cell' }, 'de')).toEqual({ text: 'Zelle', language: 'de' });
    expect(localizedText({ de: 'Zelle', en: 'Cell' }, 'fr')).toEqual({ text: 'Cell', language: 'en' });
    expect(localizedText({ fr: 'Cellule' }, 'original')).toEqual({ text: 'Cellule', language: 'fr' });
    expect(localizedText('Cell', 'en')).toEqual({ text: 'Cell', language: null });
    expect(localizedText(['One.', 'Two.'], 'en')).toEqual({ text: 'One.\n\nTwo.', language: null });
    expect(localizedText({}, 'en')).toBeNull();
    expect(localizedText(42, 'en')).toBeNull();
  });
});

describe('markedField', () => {
  it('uses the whole-field marks or a snippet that covers the whole text', () => {
    const whole = { text: 'Battery cell', highlights: [{ start: 0, end: 7, group: 0 }] };
    const d = doc({
      highlighting: { hl: { 'titles.en': [{ ...whole, start: 0 }] }, entireFieldHl: {} },
    });
    expect(markedField(d, 'titles', { text: 'Battery cell', language: 'en' })).toMatchObject(whole);
    expect(markedField(d, 'titles', { text: 'Other', language: 'en' })).toBeNull();
    expect(markedField(d, 'abstracts', { text: 'Battery cell', language: 'en' })).toBeNull();
  });

  it('lays snippets back onto the whole text at their offsets, skipping ones that do not fit', () => {
    const text = 'A battery has an anode. The anode is coated. The battery is sealed.';
    const d = doc({
      highlighting: {
        hl: {
          abstracts: [
            { text: 'A battery has an anode.', start: 0, highlights: [{ start: 2, end: 9, group: 0 }] },
            { text: 'The battery is sealed.', start: 45, highlights: [{ start: 4, end: 11, group: 0 }] },
            { text: 'not at this offset', start: 24, highlights: [{ start: 0, end: 3, group: 1 }] },
          ],
        },
        entireFieldHl: {},
      },
    });
    const marked = markedField(d, 'abstracts', { text, language: null });
    expect(marked?.highlights.map((h) => text.slice(h.start, h.end))).toEqual(['battery', 'battery']);
    expect(marked?.highlights[1]?.start).toBe(49);
  });
});

describe('markedClaims', () => {
  it('marks each claim from snippets of the joined claims text', () => {
    const d = doc({
      claims: {
        en: [
          { num: 1, text: 'A cell.', dependsOn: [] },
          { num: 2, text: 'The cell of claim 1.', dependsOn: [1] },
        ],
      },
      highlighting: {
        hl: {
          'claims.en': [
            {
              text: 'A cell.\n\nThe cell',
              start: 0,
              highlights: [
                { start: 2, end: 6, group: 0 },
                { start: 13, end: 17, group: 0 },
              ],
            },
          ],
        },
        entireFieldHl: {},
      },
    });
    expect(markedClaims(d, 'en').map((c) => c.highlights)).toEqual([
      [{ start: 2, end: 6, group: 0 }],
      [{ start: 4, end: 8, group: 0 }],
    ]);
  });
});

describe('keywordSnippets', () => {
  it('puts claims first, drops first claims when claims have snippets, and keeps at most max', () => {
    const snippet = (text: string) => ({ text, start: 0, highlights: [] });
    const d = doc({
      highlighting: {
        hl: {
          'titles.en': [snippet('t')],
          'abstracts.en': [snippet('a')],
          'firstclaims.en': [snippet('f')],
          'claims.en': [snippet('c1'), snippet('c2')],
        },
        entireFieldHl: {},
      },
    });
    expect(keywordSnippets(d, 3).map((s) => `${s.field}:${s.text}`)).toEqual(['claims:c1', 'claims:c2', 'abstracts:a']);
  });
});

describe('resultFields', () => {
  it('reads names, codes, claims and families defensively', () => {
    const d = doc({
      assignees_name_original: ['ACME CORP'],
      classifications: { cpc: [{ code: 'H01M10/05', main: true }, { code: 'H01M4/13' }] },
      claims: {
        en: [
          { num: 1, text: 'A cell.', dependsOn: [] },
          { num: 2, text: 'The cell of claim 1.', dependsOn: [1] },
        ],
      },
      familydata: {
        'simple-family-data': {
          publications: [
            { ucid: 'EP-1-A1', an: 'EP1' },
            { ucid: 'US-2-B2', an: 'US2' },
          ],
        },
      },
      citedby: ['US-9-B1'],
      publicationnumber: 42,
    });
    expect(resultFields.assignees(d)).toEqual(['ACME CORP']);
    expect(resultFields.codes(d, 'cpc')).toEqual(['H01M10/05', 'H01M4/13']);
    expect(resultFields.mainCodes(d)).toEqual(['H01M10/05']);
    expect(resultFields.claims(d, 'en')).toEqual([
      { num: 1, text: 'A cell.', independent: true },
      { num: 2, text: 'The cell of claim 1.', independent: false },
    ]);
    expect(resultFields.family(d, 'simple')).toEqual(['EP-1-A1', 'US-2-B2']);
    expect(resultFields.citedByCount(d)).toBe(1);
    expect(resultFields.number(d)).toBe('EP-1325900-A1');
    expect(resultFields.codes(doc({ cpcvalues: ['A01B1/00'] }), 'cpc')).toEqual(['A01B1/00']);
  });
});
