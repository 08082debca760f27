import {
  type AnalysisLoadAnswer,
  AppError,
  WORKSPACE_SHARE_TYPES,
  type WorkspaceShareDetails,
  type WorkspaceShareType,
} from '@app/shared';
import type { AppContext } from '../../context';
import { newAnalysisId } from '../analysis/analysis-load.service';
import { type OpenWorkspaceLink, openWorkspaceLink } from './shared-workspace.service';

/**
 * The share type a loading call names (SPEC §5: dashboard or chart, else 'Invalid share type'); the loading screen's
 * redirect modes `shared_dashboard` and `shared_chart` name the same.
 */
export function shareTypeOf(type: string): WorkspaceShareType {
  const bare = type.startsWith('shared_') ? type.slice('shared_'.length) : type;
  if (!(WORKSPACE_SHARE_TYPES as readonly string[]).includes(bare)) throw new AppError('SHARE_INVALID_TYPE');
  return bare as WorkspaceShareType;
}

/** A link of that type, or 404/410 with the loading screen's message 'Could not load' (SPEC §8). */
export async function loadableLink(ctx: AppContext, type: string, key: string): Promise<OpenWorkspaceLink> {
  const kind = shareTypeOf(type);
  try {
    return await openWorkspaceLink(ctx, key, kind);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'SHARE_NOT_FOUND' || error.code === 'SHARE_EXPIRED'))
      throw new AppError(error.code, { message: 'Could not load' });
    throw error;
  }
}

/** `GET /workspaces/{type}/share/load/{key}` (public). */
export async function shareLoad(
  ctx: AppContext,
  type: string,
  key: string,
): Promise<{ valid_workspace_id: number; share_details: WorkspaceShareDetails }> {
  const open = await loadableLink(ctx, type, key);
  return { valid_workspace_id: open.workspace.id, share_details: open.details };
}

/** `POST /analysis/share_load` (no sign-in): the workspace a dashboard or chart link opens, for its visitor. */
export async function loadSharedAnalysis(
  ctx: AppContext,
  body: { type: string; key: string },
): Promise<AnalysisLoadAnswer> {
  const open = await loadableLink(ctx, body.type, body.key);
  return { analysisID: newAnalysisId(), workspaceID: open.workspace.id, no_of_queries: open.workspace.queryCount };
}
