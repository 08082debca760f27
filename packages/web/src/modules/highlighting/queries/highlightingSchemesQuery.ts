import type { HighlightingScheme } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { highlightingApi } from '../api/highlightingApi';

/** The user's schemes with the checksum they came with (SPEC §4: cached lists are fetched with a checksum). */
export type SchemeList = { readonly checksum: string; readonly schemes: readonly HighlightingScheme[] };

/** GET /api/highlighting_schemes; a refetch sends the last checksum and keeps the cached list on a match. */
export const highlightingSchemesQuery = queryOptions({
  queryKey: ['highlighting_schemes'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<SchemeList>(queryKey),
      (checksum) => highlightingApi.list(checksum, signal),
      (answer): SchemeList => ({ checksum: answer.checksum, schemes: answer.data ?? [] }),
    ),
});
