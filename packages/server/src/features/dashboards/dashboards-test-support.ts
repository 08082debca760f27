import { CLIENT_UUID_HEADER } from '@app/shared';
import { expect } from 'vitest';
import type { RealtimeMessage } from '../../realtime/realtime-hub';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';

// The people and workspace every dashboards test starts from: ada owns a workspace shared with Write (wendy),
// Read (reed) and Admin (rita, a read-only user, who therefore reads only); nobody has no level; bob is of another
// organisation. Every event published is collected, so tests can check what the others were told.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const PEOPLE = ['ada', 'wendy', 'reed', 'rita', 'nobody', 'bob'] as const;
export type Person = (typeof PEOPLE)[number];

export type World = {
  t: TestApp;
  ids: Record<Person, number>;
  sessions: Record<Person, string>;
  events: RealtimeMessage[];
  call: (
    who: Person | null,
    method: Method,
    url: string,
    body?: unknown,
    clientUuid?: string,
  ) => ReturnType<TestApp['request']>;
  /** A workspace of ada's with one query, shared as above. */
  newWorkspace: (name?: string) => Promise<number>;
};

export async function buildWorld(t: TestApp): Promise<World> {
  const orgA = (await createOrganization(t.db, { name: 'Acme' })).id;
  const orgB = (await createOrganization(t.db, { name: 'Bolt' })).id;
  const ids = {} as Record<Person, number>;
  const sessions = {} as Record<Person, string>;
  for (const name of PEOPLE) {
    const user = await createUser(t.db, {
      organizationId: name === 'bob' ? orgB : orgA,
      firstName: name.charAt(0).toUpperCase() + name.slice(1),
      lastName: 'Tester',
      ...(name === 'rita' ? { is_read_only: true } : {}),
    });
    ids[name] = user.id;
    sessions[name] = await t.signIn(user);
  }
  const events: RealtimeMessage[] = [];
  t.ctx.realtime.onMessage((message) => events.push(message));
  const call: World['call'] = (who, method, url, body, clientUuid) =>
    t.request({
      method,
      url,
      ...(who ? { session: sessions[who] } : {}),
      ...(body === undefined ? {} : { body }),
      ...(clientUuid ? { headers: { [CLIENT_UUID_HEADER]: clientUuid } } : {}),
    });
  const newWorkspace = async (name = 'Landscape') => {
    const made = await call('ada', 'POST', '/api/workspaces', {
      name,
      queries: [{ name: 'Batteries', full_query: 'TAC=(method OR system OR device)' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const set = await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [
        { id: ids.wendy, level: 'Write' },
        { id: ids.reed, level: 'Read' },
        { id: ids.rita, level: 'Admin' },
      ],
      groups: [],
    });
    expect(set.statusCode, set.body).toBe(200);
    return id;
  };
  return { t, ids, sessions, events, call, newWorkspace };
}

/** The events published on a workspace's channel since `from` (an index into `events`). */
export function eventsOf(world: World, workspaceId: number, from = 0) {
  return world.events
    .slice(from)
    .filter((e) => e.channel === `private-workspace.${workspaceId}`)
    .map((e) => ({ event: e.event, data: e.data as Record<string, unknown> }));
}

export function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const body = response.json() as {
    error: { code: string; message: string; fields?: Record<string, string[]>; details?: unknown };
  };
  expect(body.error.code).toBe(code);
  return body.error;
}
