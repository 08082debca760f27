// Shared between search-pool.test.ts and echo-worker.fixture.ts: the slots of the Int32Array over a
// SharedArrayBuffer through which the test and the pool's workers observe each other without timing.

/** Index of each counter in the shared Int32Array. */
export const COUNTER = {
  /** Calls of `open`, in all workers. */
  opens: 0,
  /** `rendezvous` requests running now, and the most ever running at once. */
  running: 1,
  maxRunning: 2,
  /** `rendezvous` requests that have arrived at the barrier. */
  arrived: 3,
  /** Set to 1 by the test to let every `hold` request finish. */
  gate: 4,
  /** `hold` requests that have started. */
  held: 5,
  /** Calls of `release`. */
  releases: 6,
  /** 1 while a `spin` request is spinning; the test answers with `spinAck`. */
  spinning: 7,
  spinAck: 8,
  /** `busyUntilCancelled` requests that have started, and those that saw their cancel flag and stopped. */
  cancellable: 9,
  cancelSeen: 10,
} as const;

/** The `workerData` of the echo worker. */
export type EchoWorkerData = {
  readonly counters: SharedArrayBuffer;
  /** The ordinal (1-based, over all workers) of the `open` call that throws, if any. */
  readonly failOpenAt?: number;
};

/** A fresh, zeroed set of counters. */
export function newCounters(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(16 * Int32Array.BYTES_PER_ELEMENT));
}
