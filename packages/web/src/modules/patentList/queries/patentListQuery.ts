import { queryOptions } from '@tanstack/react-query';
import { patentListApi } from '../api/patentListApi';

/** GET /api/listed_patents: the header badge counts it; adding to it refreshes it. */
export const patentListQuery = queryOptions({
  queryKey: ['patent-list'] as const,
  queryFn: ({ signal }) => patentListApi.list(signal),
  staleTime: 30_000,
});
