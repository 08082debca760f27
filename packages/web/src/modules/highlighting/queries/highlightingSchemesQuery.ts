import type { HighlightingScheme } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { highlightingApi } from '../api/highlightingApi';

/** The user's schemes with the checksum they came with (SPEC §4: cached lists are fetched with a checksum). */
export type SchemeList = { readonly checksum: string; readonly schemes: readonly HighlightingScheme[] };

/** GET /api/highlighting_schemes; a refetch sends the last checksum and keeps the cached list on a match. */
export const highlightingSchemesQuery = queryOptions({
  queryKey: ['highlighting_schemes'] as const,
  queryFn: async ({ signal, client, queryKey }): Promise<SchemeList> => {
    const cached = client.getQueryData<SchemeList>(queryKey);
    const answer = await highlightingApi.list(cached?.checksum, signal);
    if (answer.match && cached) return cached;
    if (answer.data) return { checksum: answer.checksum, schemes: answer.data };
    const full = await highlightingApi.list(undefined, signal);
    return { checksum: full.checksum, schemes: full.data ?? [] };
  },
});
