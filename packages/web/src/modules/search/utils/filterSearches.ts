import type { SearchRecord } from '@app/shared';

/**
 * The searches a history filter keeps: `#12` or `12` finds search 12 by number (and queries containing it),
 * anything else matches inside the query text, case-insensitively.
 */
export function filterSearches(searches: readonly SearchRecord[], filter: string): readonly SearchRecord[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return searches;
  const number = /^#?(\d+)$/.exec(needle)?.[1];
  return searches.filter(
    (search) =>
      (number !== undefined && search.query_index === Number(number)) || search.query.toLowerCase().includes(needle),
  );
}
