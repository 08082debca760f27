// The realtime contract of analysis workspaces (SPEC §4 Collaboration, DESIGN.md §7): the channels a workspace
// page joins and the events it listens for. The server publishes them after each change it stores; the SPA's
// pusher-js client receives them. Both sides read the names from here so they cannot drift apart.

/** The private channel every change to a workspace is published on. */
export function workspaceChannel(workspaceId: number): string {
  return `private-workspace.${workspaceId}`;
}

/** The presence channel: who has the workspace open now (its members are the viewers). */
export function workspacePresenceChannel(workspaceId: number): string {
  return `presence-workspace.${workspaceId}`;
}

/** The workspace id a channel name belongs to, or null when the name is not a workspace channel. */
export function workspaceIdOfChannel(channel: string): number | null {
  const match = /^(?:private|presence)-workspace\.([1-9][0-9]{0,9})$/.exec(channel);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

export const WORKSPACE_EVENTS = {
  /** `{workspace}` whole, or `{reload: true}` when it would not fit in one message: fetch it again. */
  workspaceUpdated: 'workspace.updated',
  dashboardUpdated: 'dashboard.updated',
  dashboardDeleted: 'dashboard.deleted',
  chartCreated: 'chart.created',
  chartUpdated: 'chart.updated',
  chartDeleted: 'chart.deleted',
  viewersUpdated: 'viewers.updated',
  /** The workspace's active dashboard changed: `{dashboard_id, user}`; others show a notice naming the user. */
  dashboardSwitched: 'dashboard.switched',
} as const;
export type WorkspaceEventName = (typeof WORKSPACE_EVENTS)[keyof typeof WORKSPACE_EVENTS];

/**
 * What every workspace event carries beside its own fields: the client UUID of the browser tab that caused it
 * (sent as the `X-Client-UUID` header; null for changes made outside a tab), so that tab can ignore its own
 * echo, and a per-process sequence number a client may use to spot a repeated delivery.
 */
export type WorkspaceEventEnvelope = { client_uuid: string | null; event_id: string };

/** The header a tab sends its client UUID in. */
export const CLIENT_UUID_HEADER = 'x-client-uuid';

/**
 * Largest event payload, in bytes of JSON, that is published whole; a workspace update larger than this is
 * published as `{reload: true}` (SPEC §4). Under Pusher's 10 kB message cap and PostgreSQL NOTIFY's 8,000 bytes.
 */
export const MAX_EVENT_PAYLOAD_BYTES = 7_000;

/** SPEC §9: how often an open workspace page reports its user active. */
export const WORKSPACE_ACTIVITY_PING_MS = 30_000;

/** The Pusher application key the SPA's client connects with (the server accepts only this one). */
export const REALTIME_APP_KEY = 'patent-search';
