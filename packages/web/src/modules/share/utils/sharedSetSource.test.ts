import { describe, expect, it } from 'vitest';
import { publicPayload } from './sharedSetSource';

describe('publicPayload', () => {
  it('keeps what a visitor may ask and drops the scheme and the query inside the set', () => {
    const payload = publicPayload({
      start: 20,
      rows: 10,
      sort: 'publicationdate desc',
      grouped_by: 'simplefamily',
      q: 'TAC=(x)',
      highlighting: { on: true, scheme: 4, max_snippets: 2, max_snippet_length: 120, entire_field: true },
      filters: { filtersToApply: { country: ['EP'] }, filtersToExclude: {} },
    });
    expect(payload).toEqual({
      start: 20,
      rows: 10,
      sort: 'publicationdate desc',
      grouped_by: 'simplefamily',
      highlighting: { on: true, max_snippets: 2, max_snippet_length: 120, entire_field: true },
      filters: { filtersToApply: { country: ['EP'] }, filtersToExclude: {} },
    });
  });
});
