import type { AddressInfo } from 'node:net';
import { REALTIME_APP_KEY, realtimeClientOptions, SESSION_COOKIE_NAME } from '@app/shared';
import Pusher, { type Channel } from 'pusher-js';
import WebSocket from 'ws';
import type { App } from '../../app-instance';

// Clients of the realtime server for tests: the official pusher-js (its Node build) and a raw websocket that
// records every frame, so a test can wait for a frame to arrive instead of sleeping.

export function listeningPort(app: App): number {
  return (app.server.address() as AddressInfo).port;
}

/**
 * pusher-js as the SPA builds it (`realtimeClientOptions`), but authorising through fetch: the Node build's XHR
 * will not send a Cookie header, which a browser adds by itself. The request is the one pusher-js makes, a form
 * post of `socket_id` and `channel_name` with our CSRF header, to the real auth call.
 */
export function pusherClient(port: number, session: string | undefined): Pusher {
  const base = realtimeClientOptions({ protocol: 'http:', hostname: '127.0.0.1', port: String(port) });
  return new Pusher(REALTIME_APP_KEY, {
    ...base,
    channelAuthorization: {
      ...base.channelAuthorization,
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`http://127.0.0.1:${port}${base.channelAuthorization.endpoint}`, {
          method: 'POST',
          headers: {
            ...base.channelAuthorization.headers,
            'content-type': 'application/x-www-form-urlencoded',
            ...(session ? { cookie: `${SESSION_COOKIE_NAME}=${session}` } : {}),
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        }).then(
          async (response) => {
            if (response.ok) callback(null, (await response.json()) as { auth: string; channel_data?: string });
            else callback(new Error(`auth answered ${response.status}`), null);
          },
          (error: Error) => callback(error, null),
        );
      },
    },
  });
}

/** Resolves with the data of the next `event` on the channel (bound before the action that causes it). */
export function nextEvent<T = unknown>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (client.connection.state === 'connected') resolve(client.connection.socket_id);
    else client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
}

export type Frame = { event: string; channel?: string; data: unknown };

/** A raw websocket client keeping every frame it received, with `data` parsed when it is a JSON string. */
export class RawClient {
  readonly frames: Frame[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          // Left as the string it is.
        }
      }
      this.frames.push(frame);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
    ws.on('error', () => {});
  }

  static open(port: number, key = REALTIME_APP_KEY, query = '?protocol=7&client=js&version=8.6.0'): RawClient {
    return new RawClient(new WebSocket(`ws://127.0.0.1:${port}/app/${key}${query}`));
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves when the condition holds, checked on every frame and on close. */
  async until<T>(condition: () => T | undefined | null | false): Promise<T> {
    for (;;) {
      const value = condition();
      if (value) return value;
      if (this.closeCode !== null && !condition()) throw new Error(`closed (${this.closeCode}) while waiting`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The first frame with this event (and channel) at or after index `from`. */
  next(event: string, channel?: string, from = 0): Promise<Frame> {
    return this.until(() =>
      this.frames.slice(from).find((f) => f.event === event && (channel === undefined || f.channel === channel)),
    );
  }

  async socketId(): Promise<string> {
    const frame = await this.next('pusher:connection_established');
    return (frame.data as { socket_id: string }).socket_id;
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  closed(): Promise<number> {
    return this.until(() => this.closeCode ?? undefined).catch(() => this.closeCode ?? 0);
  }

  close(): void {
    this.ws.close();
  }
}
