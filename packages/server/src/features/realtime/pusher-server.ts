import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { ChannelRegistry, type ChannelSubscriber } from './channel-registry';
import { PresenceSync } from './presence-sync';
import {
  authIsValid,
  channelKind,
  errorFrame,
  newSocketId,
  PUSHER_ERRORS,
  PUSHER_PROTOCOL_VERSION,
  parseClientFrame,
  parsePresenceMember,
  serverFrame,
} from './pusher-protocol';

export type PusherServerOptions = {
  /** The one application key clients may connect with (`/app/{key}`). */
  appKey: string;
  /** The channels' signing secret (`channelSigningSecret(ctx.secret)`). */
  secret: string;
  /** Messages published by any process arrive here and go to this process's subscribers. */
  hub: RealtimeHub;
  logger: FastifyBaseLogger;
  /** Seconds of silence after which a client pings (told in the handshake); the server pings after 1.5×, closes after 2×. */
  activityTimeoutSeconds?: number;
  /** Largest frame a client may send; a bigger one closes the connection (1009). Pusher's cap is 10 kB. */
  maxFrameBytes?: number;
  maxChannelsPerSocket?: number;
  maxConnections?: number;
  /** How often this process restates its presence members to the others (presence-sync.ts). */
  presenceHeartbeatMs?: number;
};

export type PusherServer = {
  /** Open connections. */
  connectionCount(): number;
  registry: ChannelRegistry;
  /** Closes every connection and stops listening to the hub (the HTTP server is the caller's). */
  close(): Promise<void>;
};

/** A client that reads this far behind is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a silent socket that was sent a close frame has to answer it before it is cut off. */
const CLOSE_HANDSHAKE_MS = 5000;
const APP_PATH = /^\/app\/([^/?#]{1,100})$/;

type Connection = ChannelSubscriber & { ws: WebSocket; lastSeen: number; pinged: boolean };

/**
 * The Pusher-compatible websocket server (DESIGN.md §7) on the app's own HTTP server: upgrades at `/app/{key}`
 * become connections; subscriptions to private and presence channels need the signature the broadcasting auth
 * call gives; the hub's messages go to the subscribers of their channel. Clients may not send events of their
 * own (`client-*`): every change goes through the API, which checks permissions.
 */
export function attachPusherServer(server: Server, options: PusherServerOptions): PusherServer {
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 30;
  const maxChannels = options.maxChannelsPerSocket ?? 100;
  const maxConnections = options.maxConnections ?? 20_000;
  const registry = new ChannelRegistry();
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes ?? 10_240 });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match) {
      // Not ours: another upgrade handler may take it; with none, nobody answers and the socket is dropped.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const refuse = (code: number, message: string) => {
        ws.send(errorFrame(code, message));
        ws.close(code, message);
      };
      if (match[1] !== encodeURIComponent(options.appKey)) {
        refuse(PUSHER_ERRORS.unknownAppKey, 'Unknown app key');
        return;
      }
      const protocol = Number(url.searchParams.get('protocol') ?? PUSHER_PROTOCOL_VERSION);
      if (protocol !== PUSHER_PROTOCOL_VERSION) {
        refuse(PUSHER_ERRORS.unsupportedProtocol, `Unsupported protocol version ${protocol}`);
        return;
      }
      if (connections.size >= maxConnections) {
        refuse(PUSHER_ERRORS.overCapacity, 'Over capacity');
        return;
      }
      accept(ws);
    });
  };

  function accept(ws: WebSocket): void {
    const connection: Connection = {
      socketId: newSocketId(),
      channels: new Set(),
      ws,
      lastSeen: Date.now(),
      pinged: false,
      send(frame) {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          ws.terminate();
          return;
        }
        ws.send(frame, { binary: false });
      },
    };
    connections.add(connection);
    ws.on('message', (raw, isBinary) => {
      connection.lastSeen = Date.now();
      connection.pinged = false;
      const text = isBinary ? null : raw.toString();
      handleFrame(connection, text);
    });
    ws.on('close', () => {
      connections.delete(connection);
      registry.removeSubscriber(connection);
    });
    ws.on('error', (error) => options.logger.debug({ err: error }, 'realtime socket error'));
    connection.send(
      serverFrame('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: activityTimeoutSeconds,
      }),
    );
  }

  function handleFrame(connection: Connection, text: string | null): void {
    const frame = text === null ? null : parseClientFrame(text);
    if (!frame) {
      connection.send(errorFrame(PUSHER_ERRORS.malformedFrame, 'Frames must be JSON objects with an event name'));
      return;
    }
    switch (frame.event) {
      case 'pusher:ping':
        connection.send(serverFrame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(connection, frame.data);
        return;
      case 'pusher:unsubscribe': {
        const channel = (frame.data as { channel?: unknown } | null)?.channel;
        if (typeof channel === 'string') registry.unsubscribe(connection, channel);
        return;
      }
      default:
        if (frame.event.startsWith('client-')) {
          connection.send(errorFrame(PUSHER_ERRORS.clientEventsRefused, 'Client events are not accepted'));
        } else {
          connection.send(errorFrame(PUSHER_ERRORS.malformedFrame, `Unknown event ${frame.event.slice(0, 60)}`));
        }
    }
  }

  function subscribe(connection: Connection, data: unknown): void {
    const { channel, auth, channel_data } = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const kind = typeof channel === 'string' ? channelKind(channel) : null;
    if (typeof channel !== 'string' || !kind) {
      connection.send(errorFrame(PUSHER_ERRORS.malformedFrame, 'Invalid channel name'));
      return;
    }
    const refuse = (status: number, error: string) =>
      connection.send(serverFrame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
    if (!connection.channels.has(channel) && connection.channels.size >= maxChannels) {
      connection.send(errorFrame(PUSHER_ERRORS.tooManyChannels, `At most ${maxChannels} channels per connection`));
      return;
    }
    if (kind === 'public') {
      registry.subscribe(connection, channel);
      connection.send(serverFrame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    const channelData = kind === 'presence' ? channel_data : undefined;
    if (kind === 'presence' && typeof channelData !== 'string') {
      refuse(401, 'Presence channels need channel_data');
      return;
    }
    if (!authIsValid(options.appKey, options.secret, connection.socketId, channel, auth, channelData as string)) {
      refuse(401, 'Invalid signature');
      return;
    }
    if (kind === 'private') {
      registry.subscribe(connection, channel);
      connection.send(serverFrame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    const member = parsePresenceMember(channelData);
    if (!member) {
      refuse(401, 'Invalid channel_data');
      return;
    }
    const snapshot = registry.subscribe(connection, channel, member);
    connection.send(serverFrame('pusher_internal:subscription_succeeded', snapshot, channel));
  }

  // Silent sockets are asked once if they are there, then closed: a client that vanished without closing (a laptop
  // lid, a dropped network) must not stay a presence member for ever.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        const silentFor = now - connection.lastSeen;
        if (silentFor > activityTimeoutSeconds * 2000 + CLOSE_HANDSHAKE_MS) {
          // A peer that does not answer the close handshake either is cut off.
          connection.ws.terminate();
        } else if (silentFor > activityTimeoutSeconds * 2000) {
          if (connection.ws.readyState === WebSocket.OPEN) {
            connection.ws.close(PUSHER_ERRORS.pongNotReceived, 'Pong reply not received');
          }
        } else if (silentFor > activityTimeoutSeconds * 1500 && !connection.pinged) {
          connection.pinged = true;
          connection.send(serverFrame('pusher:ping', {}));
        }
      }
    },
    Math.max(250, activityTimeoutSeconds * 250),
  );
  sweep.unref();

  const presence = new PresenceSync(options.hub, registry, {
    ...(options.presenceHeartbeatMs !== undefined ? { heartbeatMs: options.presenceHeartbeatMs } : {}),
    onError: (error) => options.logger.warn({ err: error }, 'presence news not sent to the other processes'),
  });
  const stopListening = options.hub.onMessage((message) => {
    if (presence.handle(message)) return;
    registry.deliver(message.channel, message.event, message.data);
  });
  server.on('upgrade', onUpgrade);

  return {
    registry,
    connectionCount: () => connections.size,
    async close() {
      clearInterval(sweep);
      stopListening();
      presence.close();
      server.off('upgrade', onUpgrade);
      for (const connection of connections) connection.ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
