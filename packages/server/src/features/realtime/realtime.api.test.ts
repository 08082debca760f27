// Realtime collaboration against a real listening server (issue 20, item 5): the official pusher-js client connects
// to the app's own port, subscribes with signatures from the real POST /api/broadcasting/auth, receives the events
// publishWorkspaceEvent sends, and sees presence members come and go (a user with two tabs once). Users without a
// level are refused, bad signatures and malformed frames are answered with errors, and the server stays up.

import { WORKSPACE_EVENTS, workspaceChannel, workspacePresenceChannel } from '@app/shared';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWorkspaceEvent } from '../../realtime/workspace-broadcast';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { channelAuth, channelSigningSecret } from './pusher-protocol';
import { connected, listeningPort, nextEvent, pusherClient, RawClient } from './realtime-test-clients';

let t: TestApp;
let port: number;
let workspaceId: number;
const sessions: Record<string, string> = {};
const userIds: Record<string, number> = {};
const clients: Pusher[] = [];
const raws: RawClient[] = [];

function client(who: string | undefined): Pusher {
  const made = pusherClient(port, who ? sessions[who] : undefined);
  clients.push(made);
  return made;
}
function raw(key?: string, query?: string): RawClient {
  const made = RawClient.open(port, key, query);
  raws.push(made);
  return made;
}
const auth = (who: string | undefined, body: string, contentType = 'application/x-www-form-urlencoded') =>
  t.request({
    method: 'POST',
    url: '/api/broadcasting/auth',
    ...(who ? { session: sessions[who] } : {}),
    payload: body,
    headers: { 'content-type': contentType },
  });

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const org = (await createOrganization(t.db, { name: 'Acme' })).id;
  for (const name of ['ada', 'wendy', 'nobody']) {
    const user = await createUser(t.db, { organizationId: org, firstName: name, lastName: 'Tester' });
    userIds[name] = user.id;
    sessions[name] = await t.signIn(user);
  }
  const made = await t.request({
    method: 'POST',
    url: '/api/workspaces',
    session: sessions.ada,
    body: { name: 'Landscape', queries: [] },
  });
  expect(made.statusCode, made.body).toBe(201);
  workspaceId = made.json().data.id;
  const shared = await t.request({
    method: 'PUT',
    url: `/api/workspaces/${workspaceId}/permissions`,
    session: sessions.ada,
    body: { users: [{ id: userIds.wendy, level: 'Read' }], groups: [] },
  });
  expect(shared.statusCode, shared.body).toBe(200);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = listeningPort(t.app);
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.disconnect();
  for (const r of raws) r.close();
  await t?.close();
});

describe('POST /api/broadcasting/auth', () => {
  it('signs a private channel for a user with a level, from a form body as pusher-js sends it, or JSON', async () => {
    const channel = workspaceChannel(workspaceId);
    const form = await auth('wendy', `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`);
    expect(form.statusCode, form.body).toBe(200);
    const secret = channelSigningSecret(t.ctx.secret);
    expect(form.json()).toEqual({ auth: channelAuth('patent-search', secret, '123.456', channel) });
    const json = await auth('ada', JSON.stringify({ socket_id: '1.2', channel_name: channel }), 'application/json');
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().auth).toBe(channelAuth('patent-search', secret, '1.2', channel));
  });

  it('answers presence channels with the member the user joins as', async () => {
    const channel = workspacePresenceChannel(workspaceId);
    const answer = await auth('ada', `socket_id=7.8&channel_name=${channel}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { auth: string; channel_data: string };
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: String(userIds.ada), user_info: { name: 'ada Tester' } });
    const secret = channelSigningSecret(t.ctx.secret);
    expect(body.auth).toBe(channelAuth('patent-search', secret, '7.8', channel, body.channel_data));
  });

  it('refuses users without a level, other and unknown workspaces alike with 403', async () => {
    for (const name of [workspaceChannel(workspaceId), workspaceChannel(999_999), 'private-folder.1']) {
      const answer = await auth(name === 'private-folder.1' ? 'ada' : 'nobody', `socket_id=1.2&channel_name=${name}`);
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('validates the socket id and channel name, and needs a session and the CSRF header', async () => {
    const channel = workspaceChannel(workspaceId);
    for (const body of [
      `socket_id=abc&channel_name=${channel}`,
      'socket_id=1.2&channel_name=public-news',
      `socket_id=1.2&channel_name=${'private-x'.padEnd(200, 'x')}`,
      'socket_id=1.2',
    ]) {
      const answer = await auth('ada', body);
      expect(answer.statusCode, body).toBe(422);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await auth(undefined, `socket_id=1.2&channel_name=${channel}`)).statusCode).toBe(401);
    const noHeader = await t.request({
      method: 'POST',
      url: '/api/broadcasting/auth',
      session: sessions.ada,
      noXhrHeader: true,
      payload: `socket_id=1.2&channel_name=${channel}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('CSRF_REJECTED');
  });
});

describe('pusher-js against the server', () => {
  it('connects, subscribes to the private channel and receives workspace events', async () => {
    const wendy = client('wendy');
    await connected(wendy);
    const channel = wendy.subscribe(workspaceChannel(workspaceId));
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent<Record<string, unknown>>(channel, WORKSPACE_EVENTS.chartCreated);
    await publishWorkspaceEvent(t.ctx, workspaceId, WORKSPACE_EVENTS.chartCreated, { chart: { id: 5 } }, 'tab-uuid-1');
    expect(await received).toMatchObject({ chart: { id: 5 }, client_uuid: 'tab-uuid-1' });
  });

  it('counts a user with two tabs once on the presence channel', async () => {
    const presence = workspacePresenceChannel(workspaceId);
    const wendy = client('wendy');
    const wendyChannel = wendy.subscribe(presence) as PresenceChannel;
    await nextEvent(wendyChannel, 'pusher:subscription_succeeded');
    const wendyEvents = wendy.subscribe(workspaceChannel(workspaceId));
    await nextEvent(wendyEvents, 'pusher:subscription_succeeded');

    const added = nextEvent<{ id: string; info: unknown }>(wendyChannel, 'pusher:member_added');
    const tab1 = client('ada');
    const tab1Channel = tab1.subscribe(presence) as PresenceChannel;
    await nextEvent(tab1Channel, 'pusher:subscription_succeeded');
    expect(await added).toEqual({ id: String(userIds.ada), info: { name: 'ada Tester' } });
    const tab2 = client('ada');
    const tab2Channel = tab2.subscribe(presence) as PresenceChannel;
    await nextEvent(tab2Channel, 'pusher:subscription_succeeded');
    expect(tab2Channel.members.count).toBe(2);

    // One tab leaving keeps ada present: an event published after it reaches wendy with no member_removed before it
    // (the server sends each socket's frames in order).
    const removals: unknown[] = [];
    wendyChannel.bind('pusher:member_removed', (member: unknown) => removals.push(member));
    tab1.disconnect();
    await expect.poll(() => t.app.realtimeServer?.registry.subscriberCount(presence)).toBe(2);
    const marker = nextEvent(wendyEvents, WORKSPACE_EVENTS.viewersUpdated);
    await publishWorkspaceEvent(t.ctx, workspaceId, WORKSPACE_EVENTS.viewersUpdated, {}, null);
    await marker;
    expect(removals).toEqual([]);
    expect(wendyChannel.members.count).toBe(2);

    const removed = nextEvent<{ id: string }>(wendyChannel, 'pusher:member_removed');
    tab2.disconnect();
    expect((await removed).id).toBe(String(userIds.ada));
    expect(wendyChannel.members.count).toBe(1);
  });

  it('tells a user without a level that the subscription failed', async () => {
    const nobody = client('nobody');
    const channel = nobody.subscribe(workspaceChannel(workspaceId));
    const failure = await nextEvent<{ type: string; error: string }>(channel, 'pusher:subscription_error');
    expect(failure.type).toBe('AuthError');
    expect(failure.error).toContain('403');
  });
});

describe('protocol errors', () => {
  it('refuses a bad signature with a subscription error', async () => {
    const socket = raw();
    const socketId = await socket.socketId();
    const channel = workspaceChannel(workspaceId);
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: `patent-search:${'0'.repeat(64)}` } });
    const refused = await socket.next('pusher:subscription_error', channel);
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });
    // A signature for another socket is as bad.
    const forOther = channelAuth('patent-search', channelSigningSecret(t.ctx.secret), '1.1', channel);
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: forOther } });
    await socket.until(() => socket.frames.filter((f) => f.event === 'pusher:subscription_error').length === 2);
    const good = channelAuth('patent-search', channelSigningSecret(t.ctx.secret), socketId, channel);
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: good } });
    await socket.next('pusher_internal:subscription_succeeded', channel);
  });

  it('answers malformed frames and client events with pusher:error and stays up', async () => {
    const socket = raw();
    await socket.socketId();
    const errors = () => socket.frames.filter((f) => f.event === 'pusher:error');
    const sent = ['not json', '[1,2]', '{"event":5}', '{"data":{}}', '{"event":"pusher:subscribe","data":"x"}'];
    for (const text of sent) socket.send(text);
    socket.send({ event: 'pusher:subscribe', data: { channel: 'bad channel name!' } });
    await socket.until(() => errors().length === sent.length + 1);
    expect(errors().every((f) => (f.data as { code: number }).code === 4300)).toBe(true);
    socket.send({ event: 'client-typing', channel: workspaceChannel(workspaceId), data: {} });
    await socket.until(() => errors().some((f) => (f.data as { code: number }).code === 4301));
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next('pusher:pong');
  });

  it('caps the channels per connection and the frame size', async () => {
    const socket = raw();
    await socket.socketId();
    for (let i = 0; i <= 100; i += 1) socket.send({ event: 'pusher:subscribe', data: { channel: `news-${i}` } });
    const capped = await socket.next('pusher:error');
    expect((capped.data as { code: number }).code).toBe(4302);
    socket.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(20_000) } });
    expect(await socket.closed()).toBe(1009);
  });

  it('refuses an unknown app key and another protocol version, and keeps serving', async () => {
    const wrongKey = raw('someone-else');
    const error = await wrongKey.next('pusher:error');
    expect((error.data as { code: number }).code).toBe(4001);
    expect(await wrongKey.closed()).toBe(4001);
    const oldProtocol = raw(undefined, '?protocol=4');
    expect(await oldProtocol.closed()).toBe(4007);
    await raw().socketId();
  });
});
