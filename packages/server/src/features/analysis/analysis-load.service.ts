import { randomBytes } from 'node:crypto';
import { type AnalysisLoadAnswer, AppError } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { bodyWorkspaceId, workspaceAccess } from '../workspaces/workspace-access';
import { listWorkspacesForViewer } from '../workspaces/workspaces.repository';

/** 32 lowercase letters and digits naming one analysis session of the loading screen (SPEC §4 Analysis start). */
export function newAnalysisId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * `POST /analysis/load`: the workspace to analyse, checked readable (Read). Without an id, the user's most recently
 * updated workspace; a user with none is told 'Active workspace could not be identified'. The redirect mode is the
 * loading screen's own business (any unknown one becomes dashboard there), so it is accepted and not echoed.
 */
export async function loadAnalysis(
  ctx: AppContext,
  user: UserRecord,
  body: { workspace_id?: string | number | undefined },
): Promise<AnalysisLoadAnswer> {
  let workspaceId: number;
  if (body.workspace_id === undefined || body.workspace_id === null || body.workspace_id === '') {
    const [recent] = await listWorkspacesForViewer(ctx.db, user, { recent: true, count: 1 });
    if (!recent) throw new AppError('WORKSPACE_NOT_IDENTIFIED');
    workspaceId = recent.id;
  } else {
    workspaceId = bodyWorkspaceId(body.workspace_id);
  }
  const { workspace } = await workspaceAccess(ctx.db, user, workspaceId, 'Read');
  return { analysisID: newAnalysisId(), workspaceID: workspace.id, no_of_queries: workspace.queryCount };
}
