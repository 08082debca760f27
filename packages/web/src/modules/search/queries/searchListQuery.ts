import type { SearchRecord } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { searchApi } from '../api/searchApi';

/** The user's searches with the checksum they came with (SPEC §4: cached lists are fetched with a checksum). */
export type SearchList = { readonly checksum: string; readonly searches: readonly SearchRecord[] };

/**
 * GET /api/searches: every search of the user, as the server orders them. The previous answer's checksum goes
 * with each refetch, and when the server reports a match the cached list is kept, so a user with thousands of
 * searches does not download them all again each time the history or the search screen opens.
 */
export const searchListQuery = queryOptions({
  queryKey: ['searches', 'list'] as const,
  queryFn: async ({ signal, client, queryKey }): Promise<SearchList> => {
    const cached = client.getQueryData<SearchList>(queryKey);
    const answer = await searchApi.list(cached?.checksum, signal);
    if (answer.match && cached) return cached;
    if (answer.data) return { checksum: answer.checksum, searches: answer.data };
    // A match reported for a checksum we did not send (or no data at all): ask again for the full list.
    const full = await searchApi.list(undefined, signal);
    return { checksum: full.checksum, searches: full.data ?? [] };
  },
});
