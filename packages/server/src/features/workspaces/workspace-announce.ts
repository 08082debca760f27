import { WORKSPACE_EVENTS } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { clientUuidOf, publishWorkspaceEvent } from '../realtime/workspace-broadcast';

/**
 * Tells the workspace's open pages that it changed (SPEC §4 Collaboration: workspace update). The event says only
 * `{reload: true}`: the workspace as answered is the viewer's own (their level and access, their labels, the theme's
 * editability, the active dashboard from their global dashboards), so no one body is right for every viewer, and a
 * body made for one would show another what is not theirs. Each page fetches `GET /workspaces/{id}` again.
 */
export async function announceWorkspaceChange(
  ctx: AppContext,
  request: FastifyRequest,
  workspaceId: number,
): Promise<void> {
  await publishWorkspaceEvent(
    ctx,
    workspaceId,
    WORKSPACE_EVENTS.workspaceUpdated,
    { reload: true, workspace_id: workspaceId },
    clientUuidOf(request),
  );
}

/** The answer of a change to a workspace, once its update is announced. */
export function announced(ctx: AppContext, request: FastifyRequest) {
  return async <T extends { id: number }>(change: Promise<T>): Promise<T> => {
    const workspace = await change;
    await announceWorkspaceChange(ctx, request, workspace.id);
    return workspace;
  };
}
