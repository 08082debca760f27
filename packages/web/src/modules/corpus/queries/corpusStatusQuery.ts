import { queryOptions } from '@tanstack/react-query';
import { corpusApi } from '../api/corpusApi';

/**
 * GET /api/corpus. The demo corpus is written in the background after a first start and replaced when real data
 * is ingested, so the answer changes on its own; a minute's staleness is soon enough for a banner.
 */
export const corpusStatusQuery = queryOptions({
  queryKey: ['corpus', 'status'] as const,
  queryFn: ({ signal }) => corpusApi.fetchStatus(signal),
  staleTime: 60_000,
  refetchInterval: 60_000,
});
