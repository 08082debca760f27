import { EventEmitter } from 'node:events';

/** One message for the subscribers of a channel: the event name and its data (any JSON value). */
export type RealtimeMessage = { channel: string; event: string; data: unknown };

/**
 * Where published events go before the websocket server hands them to subscribers (DESIGN.md §7). In one process
 * it is an in-memory fan-out; with PostgreSQL it is LISTEN/NOTIFY, so a change saved through one server process
 * reaches the clients connected to another. Services publish; the websocket server listens.
 */
export interface RealtimeHub {
  /** Resolves once the message is on its way to every process's listeners. */
  publish(message: RealtimeMessage): Promise<void>;
  /** Calls `listener` with every message published by any process; returns the unsubscribe. */
  onMessage(listener: (message: RealtimeMessage) => void): () => void;
  close(): Promise<void>;
}

/** The hub of a single process (PGlite, tests of one app). */
export function inProcessHub(): RealtimeHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('message', message);
    },
    onMessage(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
