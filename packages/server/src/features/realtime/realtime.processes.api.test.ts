// Two servers on one PostgreSQL (issue 20: "a change made through one reaches a client connected to the other"):
// two apps, each with its own postgresHub (its own LISTEN connection, as separate processes have) and its own port.
// A pusher-js client on each receives every event published through either server exactly once, and a server
// whose listening connection is cut picks up again. Runs on PostgreSQL only (the api-postgres project; in CI a
// missing PostgreSQL fails that project).

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE_NAME, WORKSPACE_EVENTS, workspaceChannel, workspacePresenceChannel } from '@app/shared';
import pg from 'pg';
import type Pusher from 'pusher-js';
import type { Channel, PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-instance';
import { type DatabaseConnection, openDatabase } from '../../db/client';
import { type PostgresHub, postgresHub, REALTIME_NOTIFY_CHANNEL } from '../../realtime/postgres-hub';
import { publishWorkspaceEvent } from '../../realtime/workspace-broadcast';
import { sessionTokenFrom } from '../../test/build-app';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDatabaseDriver } from '../../test/test-database';
import { connected, listeningPort, nextEvent, pusherClient } from './realtime-test-clients';

type Server = { app: App; hub: PostgresHub; connection: DatabaseConnection; dataDir: string };

let database: TestDatabase;
const servers: Server[] = [];
const clients: Pusher[] = [];
let session: string;
let beaSession: string;
let beaId: number;
let workspaceId: number;
const secret = randomBytes(32).toString('base64url');

async function startOne(url: string): Promise<Server> {
  const connection = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  const hub = postgresHub(url);
  await hub.ready;
  const dataDir = await mkdtemp(join(tmpdir(), 'app-test-'));
  const app = await buildApp({
    db: connection.db,
    dataDir,
    secret,
    realtime: hub,
    webDistDir: null,
    logLevel: 'silent',
    runJobs: false,
    searchThreads: 1,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, hub, connection, dataDir };
}

/** The event ids a channel received, in order. */
function recordIds(channel: Channel, event: string): string[] {
  const ids: string[] = [];
  channel.bind(event, (data: { event_id: string }) => ids.push(data.event_id));
  return ids;
}

// Two server processes share one database only on PostgreSQL: the api-postgres project runs this file, and the
// api-pglite project leaves it out (vitest.config.ts) rather than reporting it skipped.
if (testDatabaseDriver() !== 'postgres')
  throw new Error('This file needs TEST_DB=postgres (the api-postgres project).');

describe('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.databaseUrl as string;
    servers.push(await startOne(url), await startOne(url));
    const org = (await createOrganization(database.db, { name: 'Acme' })).id;
    const user = await createUser(database.db, { organizationId: org, firstName: 'Ada' });
    const bea = await createUser(database.db, { organizationId: org, firstName: 'Bea' });
    beaId = bea.id;
    const [a] = servers as [Server, Server];
    const signIn = async (email: string) => {
      const login = await a.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      return sessionTokenFrom(login) as string;
    };
    session = await signIn(user.email);
    beaSession = await signIn(bea.email);
    const call = async (method: 'POST' | 'PUT', url: string, body: unknown) =>
      a.app.inject({
        method,
        url,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          cookie: `${SESSION_COOKIE_NAME}=${session}`,
        },
        payload: JSON.stringify(body),
      });
    const made = await call('POST', '/api/workspaces', { name: 'Landscape', queries: [] });
    expect(made.statusCode, made.body).toBe(201);
    workspaceId = made.json().data.id;
    const shared = await call('PUT', `/api/workspaces/${workspaceId}/permissions`, {
      users: [{ id: beaId, level: 'Read' }],
      groups: [],
    });
    expect(shared.statusCode, shared.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const server of servers) {
      await server.app.close();
      await server.hub.close();
      await server.connection.close();
      await rm(server.dataDir, { recursive: true, force: true });
    }
    await database?.close();
  });

  async function subscribed(server: Server): Promise<Channel> {
    const client = pusherClient(listeningPort(server.app), session);
    clients.push(client);
    await connected(client);
    const channel = client.subscribe(workspaceChannel(workspaceId));
    await nextEvent(channel, 'pusher:subscription_succeeded');
    return channel;
  }

  it('delivers what either server publishes to clients of both, each event exactly once', async () => {
    const [a, b] = servers as [Server, Server];
    const onA = await subscribed(a);
    const onB = await subscribed(b);
    const seenOnA = recordIds(onA, WORKSPACE_EVENTS.chartUpdated);
    const seenOnB = recordIds(onB, WORKSPACE_EVENTS.chartUpdated);

    const published: string[] = [];
    const markerA = nextEvent(onA, WORKSPACE_EVENTS.viewersUpdated);
    const markerB = nextEvent(onB, WORKSPACE_EVENTS.viewersUpdated);
    // What server a's hub hands its websocket server: each NOTIFY once, whichever server sent it.
    const stop = a.hub.onMessage((message) => {
      const id = (message.data as { event_id?: string }).event_id;
      if (message.event === WORKSPACE_EVENTS.chartUpdated && id) published.push(id);
    });
    // Publishing waits for each NOTIFY to commit, so the marker is delivered after every event before it.
    for (let i = 0; i < 5; i += 1) {
      const through = i % 2 === 0 ? a : b;
      await publishWorkspaceEvent(through.app.ctx, workspaceId, WORKSPACE_EVENTS.chartUpdated, { n: i }, null);
    }
    await publishWorkspaceEvent(b.app.ctx, workspaceId, WORKSPACE_EVENTS.viewersUpdated, {}, null);
    await Promise.all([markerA, markerB]);
    stop();

    expect(published).toHaveLength(5);
    expect(new Set(published).size).toBe(5);
    expect(seenOnA).toEqual(published);
    expect(seenOnB).toEqual(published);
  });

  it('refuses a message over the NOTIFY limit instead of sending part of it', async () => {
    const [a] = servers as [Server, Server];
    await expect(
      a.hub.publish({ channel: workspaceChannel(workspaceId), event: 'x', data: 'y'.repeat(9000) }),
    ).rejects.toThrow(/NOTIFY limit/);
  });

  it('listens again after its connection to PostgreSQL is cut', async () => {
    const [a, b] = servers as [Server, Server];
    const onB = await subscribed(b);
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    const listeners = async () =>
      (
        await admin.query(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()',
          [`LISTEN ${REALTIME_NOTIFY_CHANNEL}`],
        )
      ).rows as { pid: number }[];
    try {
      const before = await listeners();
      expect(before).toHaveLength(2);
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before.map((r) => r.pid)]);
      await expect
        .poll(async () => (await listeners()).filter((r) => !before.some((o) => o.pid === r.pid)).length, {
          timeout: 20_000,
        })
        .toBe(2);
    } finally {
      await admin.end();
    }
    const received = nextEvent<{ n: number }>(onB, WORKSPACE_EVENTS.chartDeleted);
    await publishWorkspaceEvent(a.app.ctx, workspaceId, WORKSPACE_EVENTS.chartDeleted, { n: 42 }, null);
    expect((await received).n).toBe(42);
  });

  it('shows members of both servers on the presence channel, and their leaving', async () => {
    const [a, b] = servers as [Server, Server];
    const join = async (server: Server, who: string) => {
      const client = pusherClient(listeningPort(server.app), who);
      clients.push(client);
      const channel = client.subscribe(workspacePresenceChannel(workspaceId)) as PresenceChannel;
      await nextEvent(channel, 'pusher:subscription_succeeded');
      return { client, channel };
    };
    const ada = await join(a, session);
    const added = nextEvent<{ id: string }>(ada.channel, 'pusher:member_added');
    const bea = await join(b, beaSession);
    expect((await added).id).toBe(String(beaId));
    // Bea's server learns of Ada from server a's answer to its hello, after Bea's own snapshot.
    await expect.poll(() => bea.channel.members.count).toBe(2);

    const removed = nextEvent<{ id: string }>(ada.channel, 'pusher:member_removed');
    bea.client.disconnect();
    expect((await removed).id).toBe(String(beaId));
    expect(ada.channel.members.count).toBe(1);
  });
});
