import type { SearchPayload } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResultSource } from '../types/ResultSource';

/**
 * One page of a result set. The previous page stays on screen while the next loads (with the busy indicator), so
 * the layout does not jump on every sort or page change. `enabled` false holds the request back until the payload
 * is settled (a highlighting scheme still being checked).
 */
export function useSearchRun(source: ResultSource, payload: SearchPayload, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['results', 'run', source.kind, source.id, payload] as const,
    queryFn: ({ signal }) => source.run(payload, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
