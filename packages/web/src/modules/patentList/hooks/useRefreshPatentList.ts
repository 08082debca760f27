import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patentListQuery } from '../queries/patentListQuery';
import { PATENT_LIST_RESULTS_KEY } from '../queries/patentListResultsKey';

/**
 * Refreshes what shows the patent list after it changed (an add, a removal, a clear or their undo): the header
 * badge's count and the list's results, which would otherwise stay cached for a minute.
 */
export function useRefreshPatentList(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: patentListQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: PATENT_LIST_RESULTS_KEY }),
    ]);
  }, [queryClient]);
}
