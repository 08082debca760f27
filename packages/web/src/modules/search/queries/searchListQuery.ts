import type { SearchRecord } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
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
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<SearchList>(queryKey),
      (checksum) => searchApi.list(checksum, signal),
      (answer): SearchList => ({ checksum: answer.checksum, searches: answer.data ?? [] }),
    ),
});
