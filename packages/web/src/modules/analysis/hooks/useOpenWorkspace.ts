import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { workspaceQuery } from '../queries/analysisQueries';
import { workspacesListWithError } from '../utils/analysisRoutes';
import { readAnalysisSession } from '../utils/analysisSession';

/**
 * The workspace behind an analysis id, from the locally kept session (SPEC §3 Analysis session). Without a
 * session the page goes back to the workspaces list with noActiveWorkspace; a workspace that does not load, with
 * failedInit (or unknownError when the server failed).
 */
export function useOpenWorkspace(analysisId: string | undefined) {
  const navigate = useNavigate();
  const session = analysisId ? readAnalysisSession(analysisId) : null;
  const workspaceId = session?.workspaceID ?? null;
  const workspace = useQuery({ ...workspaceQuery(workspaceId ?? 0), enabled: workspaceId !== null });
  useEffect(() => {
    if (workspaceId === null) navigate(workspacesListWithError('noActiveWorkspace'), { replace: true });
  }, [workspaceId, navigate]);
  useEffect(() => {
    if (!workspace.isError) return;
    const error = workspace.error;
    const kind = error instanceof ApiError && error.status > 0 && error.status < 500 ? 'failedInit' : 'unknownError';
    navigate(workspacesListWithError(kind), { replace: true });
  }, [workspace.isError, workspace.error, navigate]);
  return { workspaceId, workspace };
}
