import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { RealtimeHub, RealtimeMessage } from './realtime-hub';

/** The one NOTIFY channel every server process listens on. */
export const REALTIME_NOTIFY_CHANNEL = 'app_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;

type HubLogger = { warn: (details: object, message: string) => void };

export type PostgresHub = RealtimeHub & {
  /** Resolves once this process listens (the first LISTEN); messages published before may not reach it. */
  ready: Promise<void>;
};

export type PostgresHubOptions = {
  logger?: HubLogger;
  /** First wait before connecting again after the listening connection is lost; doubles up to 5 s. */
  reconnectDelayMs?: number;
};

/** On the wire: channel, event, data, and a number unique in this process (see `publish`). */
type Wire = { c: string; e: string; d: unknown; n: number };

type Queued = { payload: string; resolve: () => void; reject: (error: unknown) => void };

function decode(payload: string | undefined): RealtimeMessage | null {
  try {
    const wire = JSON.parse(payload ?? '') as Wire;
    if (typeof wire?.c !== 'string' || typeof wire.e !== 'string') return null;
    return { channel: wire.c, event: wire.e, data: wire.d };
  } catch {
    return null;
  }
}

/**
 * The hub between server processes on one PostgreSQL (DESIGN.md §7): publishing is a NOTIFY, and each process has
 * one connection of its own that LISTENs and hands every notification to its websocket server. A process's own
 * NOTIFY comes back to it through its LISTEN like everyone else's, so nothing is also delivered locally: each
 * process sees each message exactly once. A lost listening connection is reopened with a growing pause; messages
 * published while it is down do not reach that process (pages catch up on their next load, as after any outage).
 */
export function postgresHub(databaseUrl: string, options: PostgresHubOptions = {}): PostgresHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 30_000 });
  // An idle publishing connection that drops must not crash the process; the next publish opens another.
  publisher.on('error', (error) => options.logger?.warn({ err: error }, 'realtime publishing connection lost'));
  const firstDelay = options.reconnectDelayMs ?? 250;
  let delay = firstDelay;
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  let sequence = 0;
  let queue: Queued[] = [];
  let flushing = false;

  // Group commit: what is published while one NOTIFY transaction is on its way goes in the next, all at once.
  // One statement per batch keeps a busy second to a few round trips, and one batch at a time keeps the order.
  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, 500);
      queue = queue.slice(batch.length);
      try {
        await publisher.query(
          'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n',
          [REALTIME_NOTIFY_CHANNEL, batch.map((q) => q.payload)],
        );
        for (const q of batch) q.resolve();
      } catch (error) {
        for (const q of batch) q.reject(error);
      }
    }
    flushing = false;
  }
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const reconnectLater = (client: pg.Client, error?: Error) => {
    if (listener !== client) return;
    listener = null;
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    if (closed) return;
    options.logger?.warn({ err: error }, 'realtime listening connection lost; connecting again');
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 5_000);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    listener = client;
    client.on('error', (error) => reconnectLater(client, error));
    client.on('end', () => reconnectLater(client));
    client.on('notification', (notification) => {
      if (notification.channel !== REALTIME_NOTIFY_CHANNEL) return;
      const message = decode(notification.payload);
      if (!message) return;
      try {
        emitter.emit('message', message);
      } catch (error) {
        options.logger?.warn({ err: error }, 'realtime message not delivered');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_NOTIFY_CHANNEL}`);
      delay = firstDelay;
      markReady();
    } catch (error) {
      reconnectLater(client, error as Error);
    }
  }
  void connect();

  return {
    ready,
    publish(message) {
      // The number keeps two equal messages in one batch apart: PostgreSQL drops a notification that repeats
      // another of the same transaction.
      sequence += 1;
      const wire: Wire = { c: message.channel, e: message.event, d: message.data, n: sequence };
      const payload = JSON.stringify(wire);
      const bytes = Buffer.byteLength(payload);
      if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
        return Promise.reject(new Error(`realtime message of ${bytes} bytes is over PostgreSQL's NOTIFY limit`));
      }
      return new Promise<void>((resolve, reject) => {
        queue.push({ payload, resolve, reject });
        void flush();
      });
    },
    onMessage(listenerFn) {
      emitter.on('message', listenerFn);
      return () => emitter.off('message', listenerFn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      emitter.removeAllListeners();
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
      await publisher.end();
    },
  };
}
