import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { workspaceKey } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';

/** Changes the cached workspace in place (own saves and colleagues' events), or refetches it. */
export function useWorkspaceCache(workspaceId: number) {
  const queryClient = useQueryClient();
  const update = useCallback(
    (change: (workspace: FullWorkspace) => FullWorkspace) =>
      queryClient.setQueryData<FullWorkspace>(workspaceKey(workspaceId), (cached) =>
        cached ? change(cached) : cached,
      ),
    [queryClient, workspaceId],
  );
  const refetch = useCallback(
    () => queryClient.invalidateQueries({ queryKey: workspaceKey(workspaceId) }),
    [queryClient, workspaceId],
  );
  const read = useCallback(
    () => queryClient.getQueryData<FullWorkspace>(workspaceKey(workspaceId)),
    [queryClient, workspaceId],
  );
  // One object per workspace, so effects that depend on it do not rerun on every render.
  return useMemo(() => ({ update, refetch, read }), [update, refetch, read]);
}
