import { DEFAULT_PREFERENCES, SearchPayloadSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { buildSearchPayload } from './buildSearchPayload';
import { defaultSearchState } from './defaultSearchState';
import { sanitizeSearchState } from './sanitizeSearchState';

const defaults = defaultSearchState({ ...DEFAULT_PREFERENCES, rows_per_page: 25, results_layout: 'table' });

describe('defaultSearchState', () => {
  it('starts from the user preferences and SPEC §9 defaults', () => {
    expect(defaults).toMatchObject({
      start: 0,
      rows: 25,
      sort: 'score desc, publicationdate desc',
      grouping: 'simplefamily',
      layout: { selected: 'table' },
      highlighting: { on: true, max_snippets: 3, max_snippet_length: 150 },
    });
  });
});

describe('sanitizeSearchState', () => {
  it('keeps valid fields and replaces invalid ones one by one', () => {
    const state = sanitizeSearchState(
      {
        start: 40,
        rows: 'many',
        sort: 'publicationdate asc',
        grouping: 'bogus',
        layout: { selected: 'split' },
        filters: { filtersToApply: { country: ['EP'], nope: ['x'] } },
        activeUcid: 'EP-1-A1',
        activeIndex: 41,
        highlighting: { on: false, scheme: null, query: null, max_snippets: 99, max_snippet_length: 150 },
      },
      defaults,
    );
    expect(state).toMatchObject({
      start: 40,
      rows: 25,
      sort: 'publicationdate asc',
      grouping: 'simplefamily',
      layout: { selected: 'split' },
      filters: { filtersToApply: { country: ['EP'] }, filtersToExclude: {} },
      activeUcid: 'EP-1-A1',
      activeIndex: 41,
      highlighting: { on: false, max_snippets: 3 },
    });
  });

  it('keeps a query run inside the set only when it is a non-blank string of allowed length', () => {
    const read = (value: unknown) => sanitizeSearchState({ publishedSubQuery: value }, defaults).publishedSubQuery;
    expect(read('TAC=(sensor)')).toBe('TAC=(sensor)');
    expect(read('   ')).toBeNull();
    expect(read(42)).toBeNull();
    expect(read('x'.repeat(100_001))).toBeNull();
  });

  it('falls back to the defaults for anything that is not an object', () => {
    expect(sanitizeSearchState('junk', defaults)).toBe(defaults);
    expect(sanitizeSearchState(null, defaults)).toBe(defaults);
  });
});

describe('buildSearchPayload', () => {
  it('is a request the API accepts, without empty filter lists', () => {
    const payload = buildSearchPayload({
      ...defaults,
      start: 25,
      filters: { filtersToApply: { country: ['EP'], pending: [] }, filtersToExclude: { kindcode: [] } },
    });
    expect(SearchPayloadSchema.parse(payload)).toMatchObject({
      start: 25,
      rows: 25,
      grouped_by: 'simplefamily',
      filters: { filtersToApply: { country: ['EP'] }, filtersToExclude: {} },
    });
  });
});
