import type { SearchRecord } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { newestFirst, recentSearches } from './recentSearches';

const search = (query_index: number): SearchRecord => ({
  query_index,
  query: `TI=q${query_index}`,
  type: 'commandline',
  num_found: null,
  created_at: '2025-01-01T00:00:00Z',
  last_run_at: null,
});

describe('recentSearches', () => {
  it('gives the ten highest numbers, newest first', () => {
    const ascending = Array.from({ length: 25 }, (_, i) => search(i + 1));
    // Out of order on purpose: the answer's order is the server's, not necessarily by number.
    const shuffled = [...ascending.slice(12), ...ascending.slice(0, 12)];
    expect(recentSearches(shuffled).map((s) => s.query_index)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
  });

  it('gives all of a short history and leaves the list given alone', () => {
    const list = [search(1), search(3), search(2)];
    expect(newestFirst(list).map((s) => s.query_index)).toEqual([3, 2, 1]);
    expect(list.map((s) => s.query_index)).toEqual([1, 3, 2]);
  });
});
