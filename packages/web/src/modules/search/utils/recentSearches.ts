import type { SearchRecord } from '@app/shared';

/** How many searches the search screen lists. */
export const RECENT_SEARCH_COUNT = 10;

/** The user's latest searches, newest first (search numbers only grow, so the highest number is the newest). */
export function recentSearches(searches: readonly SearchRecord[], count = RECENT_SEARCH_COUNT): SearchRecord[] {
  return newestFirst(searches).slice(0, count);
}

/** All searches, newest first, without changing the given list. */
export function newestFirst(searches: readonly SearchRecord[]): SearchRecord[] {
  return [...searches].sort((a, b) => b.query_index - a.query_index);
}
