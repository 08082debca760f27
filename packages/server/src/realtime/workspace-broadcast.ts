import {
  CLIENT_UUID_HEADER,
  MAX_EVENT_PAYLOAD_BYTES,
  WORKSPACE_EVENTS,
  type WorkspaceEventName,
  workspaceChannel,
} from '@app/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RealtimeHub } from './realtime-hub';

/** What publishing needs of the app context (named here so the context and this module do not import each other). */
type Publisher = { realtime: RealtimeHub; logger: FastifyBaseLogger };

let sequence = 0;
const processTag = `${process.pid.toString(36)}.${Date.now().toString(36)}`;

/** The client UUID the calling tab sent (SPEC §4: a tab ignores the events it caused), when well formed. */
export function clientUuidOf(request: FastifyRequest): string | null {
  const value = request.headers[CLIENT_UUID_HEADER];
  return typeof value === 'string' && /^[0-9a-zA-Z-]{8,64}$/.test(value) ? value : null;
}

/**
 * Publishes one workspace event after the change it reports is stored. A workspace update too large for one
 * message goes out as `{reload: true}` (SPEC §4); other events are small by construction. A failure to publish
 * is logged, never thrown: the change is saved, and the pages catch up on their next load.
 */
export async function publishWorkspaceEvent(
  ctx: Publisher,
  workspaceId: number,
  event: WorkspaceEventName,
  data: Record<string, unknown>,
  clientUuid: string | null,
): Promise<void> {
  sequence += 1;
  const envelope = { client_uuid: clientUuid, event_id: `${processTag}.${sequence}` };
  let payload: Record<string, unknown> = { ...data, ...envelope };
  if (Buffer.byteLength(JSON.stringify(payload)) > MAX_EVENT_PAYLOAD_BYTES) {
    if (event !== WORKSPACE_EVENTS.workspaceUpdated) {
      ctx.logger.warn({ workspaceId, event }, 'realtime event too large; sent as a workspace reload');
    }
    event = WORKSPACE_EVENTS.workspaceUpdated;
    payload = { reload: true, workspace_id: workspaceId, ...envelope };
  }
  try {
    await ctx.realtime.publish({ channel: workspaceChannel(workspaceId), event, data: payload });
  } catch (error) {
    ctx.logger.error({ err: error, workspaceId, event }, 'realtime event not published');
  }
}
