import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { withOptions } from '../utils/workspaceCache';
import { useWorkspaceCache } from './useWorkspaceCache';

/**
 * A change to the workspace's labels, colour theme or set. Its answer (the workspace) goes into the cached one, so
 * the header and the charts redraw at once; the workspaces list and the user's labels, which show the same labels,
 * are fetched again when next shown. Failures are left to the caller, which shows the server's message.
 */
export function useWorkspaceOptionChange<T>(
  workspaceId: number,
  change: (value: T) => Promise<{ data: FullWorkspace }>,
) {
  const cache = useWorkspaceCache(workspaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      cache.update((workspace) => withOptions(workspace, answer.data));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['analysis', 'workspaces'] }),
        queryClient.invalidateQueries({ queryKey: ['analysis', 'labels'] }),
      ]);
    },
  });
}
