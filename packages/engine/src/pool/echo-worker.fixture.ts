// Worker module of search-pool.test.ts: a pool worker whose methods echo, wait for each other, hold until the
// test opens a gate, throw, crash, exit or spin, and report through shared counters (echo-counters.fixture.ts).

import { setTimeout as sleep } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import { COUNTER, type EchoWorkerData } from './echo-counters.fixture.ts';
import { type SharedBuffers, servePool } from './pool-worker.ts';

/** Upper bound on every wait below, so that a broken pool fails the test instead of hanging it. */
const WAIT_LIMIT_MS = 10_000;

type State = { readonly counters: Int32Array; readonly generation: number };

/** Stands in for the engine's error class: a code and a source span as own properties. */
class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    readonly code: string,
    message: string,
    readonly span?: { readonly start: number; readonly end: number },
  ) {
    super(message);
  }
}

function deadline(what: string): () => void {
  const end = Date.now() + WAIT_LIMIT_MS;
  return () => {
    if (Date.now() > end) throw new Error(`${what}: gave up after ${WAIT_LIMIT_MS} ms`);
  };
}

/** The pool's shared buffers, as `open` got them; the groups this worker holds (once each). */
let shared: SharedBuffers | undefined;
const holding = new Set<string>();

servePool<State>({
  open(workerData, context) {
    shared = context.shared;
    const { counters: buffer, failOpenAt } = workerData as EchoWorkerData;
    const counters = new Int32Array(buffer);
    const ordinal = Atomics.add(counters, COUNTER.opens, 1) + 1;
    if (ordinal === failOpenAt) throw new EngineError('INDEX_CORRUPT', `open #${ordinal} fails on purpose`);
    return { counters, generation: 0 };
  },
  refresh(state, payload) {
    return { ...state, generation: (payload as { generation: number }).generation };
  },
  release(state) {
    Atomics.add(state.counters, COUNTER.releases, 1);
  },
  methods: {
    echo: (state, request: { value: unknown }) => ({ value: request.value, generation: state.generation, threadId }),

    /** Blocks until another rendezvous pairs with it: two can only both finish if two run at the same time. */
    rendezvous: (state) => {
      const c = state.counters;
      const running = Atomics.add(c, COUNTER.running, 1) + 1;
      for (let max = Atomics.load(c, COUNTER.maxRunning); running > max; ) {
        const seen = Atomics.compareExchange(c, COUNTER.maxRunning, max, running);
        if (seen === max) break;
        max = seen;
      }
      const arrived = Atomics.add(c, COUNTER.arrived, 1) + 1;
      Atomics.notify(c, COUNTER.arrived);
      // Arrivals 1 and 2 wait for each other, then 3 and 4, and so on.
      const partner = Math.ceil(arrived / 2) * 2;
      const check = deadline('rendezvous: no partner');
      for (let now = arrived; now < partner; now = Atomics.load(c, COUNTER.arrived)) {
        check();
        Atomics.wait(c, COUNTER.arrived, now, 100);
      }
      Atomics.sub(c, COUNTER.running, 1);
      return { threadId, generation: state.generation };
    },

    /** Waits, without blocking its thread (so refreshes get through), until the test opens the gate. */
    hold: async (state) => {
      const c = state.counters;
      Atomics.add(c, COUNTER.held, 1);
      const check = deadline('hold: gate never opened');
      while (Atomics.load(c, COUNTER.gate) === 0) {
        check();
        await sleep(2);
      }
      return { generation: state.generation };
    },

    fail: (_state, request: { code: string; message: string }) => {
      throw new EngineError(request.code, request.message, { start: 3, end: 7 });
    },

    exit: (_state, request: { code: number }) => process.exit(request.code),

    /** An uncaught exception outside the handler, while the request is still running. */
    crash: () => {
      setTimeout(() => {
        throw new Error('boom');
      }, 0);
      return new Promise(() => {});
    },

    unclonable: () => ({ callback: () => 1 }),

    /** Holds a shared group (once per worker), or lets go of it. */
    holdShared: (_state, request: { group: string; release?: boolean }) => {
      if (request.release === true) {
        if (holding.delete(request.group)) shared!.release(request.group);
      } else if (!holding.has(request.group)) {
        holding.add(request.group);
        shared!.hold(request.group);
      }
      return { threadId };
    },

    /** Publishes a buffer of one Int32 holding `value` in a group this worker holds; answers the buffer in use. */
    publishShared: (_state, request: { group: string; name: string; value: number }) => {
      const own = new SharedArrayBuffer(4);
      new Int32Array(own)[0] = request.value;
      // Held around the call only: the group is the one `holdShared` holds (the pool ignores it otherwise).
      const buffer = shared!.hold(request.group).publish(request.name, own);
      shared!.release(request.group);
      return { threadId, buffer };
    },

    /** The buffer this worker knows under a group and name, if any. */
    peekShared: (_state, request: { group: string; name: string }) => ({
      threadId,
      buffer: shared!.entries().find((e) => e.group === request.group && e.name === request.name)?.buffer,
    }),

    /** Keeps its thread busy, never yielding, until the pool raises its cancel flag; then fails as a search does. */
    busyUntilCancelled: (state, _request: object, control) => {
      const c = state.counters;
      Atomics.add(c, COUNTER.cancellable, 1);
      const check = deadline('busyUntilCancelled: never cancelled');
      while (!control.cancelled()) check();
      Atomics.add(c, COUNTER.cancelSeen, 1);
      throw new EngineError('SEARCH_CANCELLED', 'stopped');
    },

    /** Keeps its thread busy, never yielding, for `ms` and until the test has acknowledged that it saw the spin. */
    spin: (state, request: { ms: number }) => {
      const c = state.counters;
      const start = Date.now();
      const check = deadline('spin: never acknowledged');
      Atomics.store(c, COUNTER.spinning, 1);
      while (Date.now() - start < request.ms || Atomics.load(c, COUNTER.spinAck) === 0) check();
      Atomics.store(c, COUNTER.spinning, 0);
      return { spunMs: Date.now() - start };
    },
  },
});
