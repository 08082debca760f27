import type { SearchPayload } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchApi } from '../../search/api/searchApi';

/**
 * One page of saved search `index`. The previous page stays on screen while the next loads (with the busy
 * indicator), so the layout does not jump on every sort or page change. `enabled` false holds the request back
 * until the payload is settled (a highlighting scheme still being checked).
 */
export function useSearchRun(index: number, payload: SearchPayload, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['results', 'run', index, payload] as const,
    queryFn: ({ signal }) => searchApi.run(index, payload, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
