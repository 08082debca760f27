import type { SearchRecord } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { filterSearches } from './filterSearches';

const search = (query_index: number, query: string): SearchRecord => ({
  query_index,
  query,
  type: 'commandline',
  num_found: 3,
  created_at: '2025-01-01T00:00:00Z',
  last_run_at: null,
});

const all = [search(1, 'TI=solar'), search(2, 'CPC=H01L31'), search(12, '#1 AND #2'), search(31, 'AB=Solar cell')];

describe('filterSearches', () => {
  it('keeps everything for an empty filter', () => {
    expect(filterSearches(all, '  ')).toBe(all);
  });

  it('finds a search by number, with or without #', () => {
    expect(filterSearches(all, '#12').map((s) => s.query_index)).toEqual([12]);
    expect(filterSearches(all, '31').map((s) => s.query_index)).toEqual([2, 31]);
  });

  it('finds words in the query, ignoring case', () => {
    expect(filterSearches(all, 'SOLAR').map((s) => s.query_index)).toEqual([1, 31]);
    expect(filterSearches(all, '#1 and').map((s) => s.query_index)).toEqual([12]);
  });
});
