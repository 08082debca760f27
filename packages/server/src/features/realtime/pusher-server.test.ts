// The Pusher-protocol pieces without the app: signatures (the private one is Pusher's documented worked example), frame parsing, and a websocket
// server on a bare HTTP server closing a client that stays silent.

import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessHub } from '../../realtime/realtime-hub';
import { authIsValid, channelAuth, channelKind, parseClientFrame, parsePresenceMember } from './pusher-protocol';
import { attachPusherServer, type PusherServer } from './pusher-server';
import { RawClient } from './realtime-test-clients';

describe('channel signatures', () => {
  // The worked examples of Pusher's authorisation documentation.
  const key = '278d425bdf160c739803';
  const secret = '7ad3773142a6692b25b8';

  it('signs private channels as socket_id:channel', () => {
    expect(channelAuth(key, secret, '1234.1234', 'private-foobar')).toBe(
      `${key}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`,
    );
  });

  it('signs presence channels with their channel data, and checks socket, channel and data', () => {
    const data = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    const auth = channelAuth(key, secret, '1234.1234', 'presence-foobar', data);
    expect(auth).not.toBe(channelAuth(key, secret, '1234.1234', 'presence-foobar'));
    expect(authIsValid(key, secret, '1234.1234', 'presence-foobar', auth, data)).toBe(true);
    expect(authIsValid(key, secret, '1234.1234', 'presence-foobar', auth, data.replace('10', '11'))).toBe(false);
    expect(authIsValid(key, secret, '1234.1235', 'presence-foobar', auth, data)).toBe(false);
    expect(authIsValid(key, secret, '1234.1234', 'presence-foobaz', auth, data)).toBe(false);
    expect(authIsValid(key, secret, '1234.1234', 'presence-foobar', 42, data)).toBe(false);
    expect(authIsValid(key, secret, '1234.1234', 'presence-foobar', auth.slice(0, -1), data)).toBe(false);
  });
});

describe('frames and names', () => {
  it('takes JSON objects with an event name only', () => {
    expect(parseClientFrame('{"event":"pusher:ping","data":{}}')).toEqual({ event: 'pusher:ping', data: {} });
    for (const text of ['', 'null', '[]', '"x"', '{"event":1}', '{"event":""}', '{"event":"a","channel":3}']) {
      expect(parseClientFrame(text), text).toBeNull();
    }
  });

  it('knows channel kinds and refuses encrypted channels and bad names', () => {
    expect(channelKind('private-workspace.1')).toBe('private');
    expect(channelKind('presence-workspace.1')).toBe('presence');
    expect(channelKind('news')).toBe('public');
    expect(channelKind('private-encrypted-x')).toBeNull();
    expect(channelKind('a b')).toBeNull();
    expect(channelKind('x'.repeat(165))).toBeNull();
  });

  it('reads presence members with a string or integer user id', () => {
    expect(parsePresenceMember('{"user_id":"7","user_info":{"name":"A"}}')).toEqual({
      user_id: '7',
      user_info: { name: 'A' },
    });
    expect(parsePresenceMember('{"user_id":7}')).toEqual({ user_id: '7', user_info: undefined });
    for (const bad of ['{}', '{"user_id":""}', '{"user_id":1.5}', 'nope', 42]) {
      expect(parsePresenceMember(bad), String(bad)).toBeNull();
    }
  });
});

describe('a silent client', () => {
  let server: Server;
  let pusher: PusherServer;
  let port: number;

  beforeAll(async () => {
    server = createServer();
    pusher = attachPusherServer(server, {
      appKey: 'k',
      secret: 's',
      hub: inProcessHub(),
      logger: pino({ level: 'silent' }) as FastifyBaseLogger,
      activityTimeoutSeconds: 1,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await pusher.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is pinged, then closed with 4201 when it does not answer', async () => {
    const client = RawClient.open(port, 'k');
    await client.socketId();
    await client.next('pusher:ping');
    expect(await client.closed()).toBe(4201);
    await expect.poll(() => pusher.connectionCount()).toBe(0);
  });
});
