import { parentPort, workerData } from 'node:worker_threads';
import {
  type FromWorker,
  PoolError,
  type SerializedError,
  type SharedEntry,
  serializeError,
  type ToWorker,
  type WorkerBoot,
} from './pool-protocol.ts';

/** One group of shared buffers as a worker sees it (structurally the engine's `ColumnGroup`). */
export type SharedGroup = {
  /** Changes when a buffer given out was replaced by the one another worker shared first. */
  readonly version: number;
  get(name: string): SharedArrayBuffer | undefined;
  /** Offers a buffer this worker made; returns the one to use (the group's, if it already has one of that name). */
  publish(name: string, buffer: SharedArrayBuffer): SharedArrayBuffer;
};

/**
 * Buffers the pool's workers share: one copy per process of what every worker would otherwise read for itself (the
 * search workers' segment columns; structurally the engine's `ColumnShare`). A worker holds a group while it uses it
 * (`hold` and `release` pair up, and may nest); the first buffer a worker publishes under a name goes to the pool's
 * thread, which hands it to every other worker and to workers started later, and keeps it while any worker holds the
 * group. When two workers publish the same name at once, the pool keeps the first and sends it to the other, whose
 * own copy is dropped once its readers ask again (`version`). Once no worker holds a group, the pool forgets it and
 * tells the workers to, so its memory goes when the last array over it does.
 */
export type SharedBuffers = {
  hold(group: string): SharedGroup;
  release(group: string): void;
  /** Every buffer this worker knows, by group (for memory accounting and tests). */
  entries(): SharedEntry[];
};

type LocalGroup = SharedGroup & { version: number; holds: number; readonly buffers: Map<string, SharedArrayBuffer> };

/** The worker's side of `SharedBuffers`: a mirror of the pool's table, plus this worker's holds. */
class WorkerSharedBuffers implements SharedBuffers {
  readonly #groups = new Map<string, LocalGroup>();

  constructor(
    private readonly post: (message: FromWorker) => void,
    initial: readonly SharedEntry[],
  ) {
    for (const entry of initial) this.#group(entry.group).buffers.set(entry.name, entry.buffer);
  }

  hold(group: string): SharedGroup {
    const local = this.#group(group);
    if (local.holds++ === 0) this.post({ type: 'hold', group });
    return local;
  }

  release(group: string): void {
    const local = this.#groups.get(group);
    if (local === undefined || local.holds === 0) throw new Error(`shared group ${group} released more than held`);
    // The buffers stay until the pool drops the group: another worker may still hold it, and this one hold it again.
    if (--local.holds === 0) this.post({ type: 'unhold', group });
  }

  entries(): SharedEntry[] {
    const all: SharedEntry[] = [];
    for (const [group, local] of this.#groups) {
      for (const [name, buffer] of local.buffers) all.push({ group, name, buffer });
    }
    return all;
  }

  /** A buffer another worker shared first: kept, and readers holding this worker's own copy of it ask again. */
  received(entry: SharedEntry): void {
    const local = this.#group(entry.group);
    if (local.buffers.has(entry.name)) local.version++;
    local.buffers.set(entry.name, entry.buffer);
  }

  /** No worker held the group when the pool looked; unless this one holds it again by now, it is forgotten. */
  dropped(group: string): void {
    if (this.#groups.get(group)?.holds === 0) this.#groups.delete(group);
  }

  #group(group: string): LocalGroup {
    let local = this.#groups.get(group);
    if (local === undefined) {
      const buffers = new Map<string, SharedArrayBuffer>();
      const post = this.post;
      local = {
        version: 0,
        holds: 0,
        buffers,
        get: (name) => buffers.get(name),
        publish(name, buffer) {
          const first = buffers.get(name);
          if (first !== undefined) return first;
          buffers.set(name, buffer);
          post({ type: 'share', group, name, buffer });
          return buffer;
        },
      };
      this.#groups.set(group, local);
    }
    return local;
  }
}

/** What the pool gives a worker's `open` and `refresh` besides their data. */
export type WorkerContext = {
  /** Buffers shared with the pool's other workers (see `SharedBuffers`). */
  readonly shared: SharedBuffers;
};

/** What a worker module gives `servePool`: how to open its view of the index, reopen it, and answer requests. */
export type PoolWorkerHandlers<State> = {
  /** Opens the worker's state (e.g. a Searcher over the committed segments) from `SearchPool.start`'s `workerData`. */
  open(workerData: unknown, context: WorkerContext): Promise<State> | State;
  /**
   * Returns the state to use from now on, after `SearchPool.refresh(payload)` (e.g. a Searcher over the new commit).
   * Requests already running keep the state they started with, so this must not close `state`: `release` does, once
   * they are done. If it throws, the worker keeps its old state and `refresh` rejects. Default: `open(workerData)`
   * again, ignoring the payload.
   */
  refresh?(state: State, payload: unknown, context: WorkerContext): Promise<State> | State;
  /**
   * Called once a state replaced by `refresh` is no longer used by any running request: the place to close the old
   * view's files. Not called when the pool terminates the worker, since its thread's resources go with it.
   */
  release?(state: State): Promise<void> | void;
  /**
   * The methods `SearchPool.run(method, request)` can call. The request is typed `never` here (rather than `any`,
   * which the lint forbids) so that every handler declares its own request type; the pool cannot check it.
   */
  methods: Readonly<Record<string, (state: State, request: never, control: CallControl) => unknown>>;
};

/** What a handler can ask about the request it runs. */
export type CallControl = {
  /**
   * True once the request was abandoned (its caller aborted or the pool is closing): long loops should look at it
   * every so often and stop. Cheap: one atomic read of shared memory.
   */
  readonly cancelled: () => boolean;
};

/** Serves a SearchPool from inside a worker module: opens the state, then answers the pool's messages. */
export function servePool<State>(handlers: PoolWorkerHandlers<State>): void {
  const port = parentPort;
  const boot = workerData as WorkerBoot | null;
  if (port === null || boot === null || typeof boot !== 'object' || !('poolWorkerData' in boot)) {
    throw new Error('servePool() must run in a worker thread started by SearchPool');
  }
  const cancelFlag = new Int32Array(boot.cancelFlag);
  const control: CallControl = { cancelled: () => Atomics.load(cancelFlag, 0) === 1 };
  const post = (message: FromWorker) => port.postMessage(message);
  const postError = (id: number, error: unknown) => post({ type: 'error', id, error: serializeError(error) });
  const shared = new WorkerSharedBuffers(post, boot.shared ?? []);
  const context: WorkerContext = { shared };
  const reopen = async (state: State, payload: unknown): Promise<State> =>
    handlers.refresh
      ? await handlers.refresh(state, payload, context)
      : await handlers.open(boot.poolWorkerData, context);

  let current: State | undefined;
  let startError: SerializedError | undefined;
  // How many running requests use each state, so that a replaced state is released only after its last one.
  const users = new Map<State, number>();

  const release = async (state: State) => {
    try {
      await handlers.release?.(state);
    } catch (error) {
      // Nobody is waiting for this; a warning on stderr beats crashing a worker that serves requests fine.
      process.emitWarning(`search worker: releasing a replaced state failed: ${serializeError(error).message}`);
    }
  };

  const start = async () => {
    const opened = await handlers.open(boot.poolWorkerData, context);
    current = boot.replay === null ? opened : await reopen(opened, boot.replay.payload);
    if (current !== opened) void release(opened);
  };
  // Every call and refresh waits for this chain: the open first, then each refresh in the order they arrived, so a
  // request sent after `refresh()` resolved always sees the new state. The chain itself never rejects.
  let settled: Promise<void> = start().then(
    () => post({ type: 'ready' }),
    (error: unknown) => {
      startError = serializeError(error);
      post({ type: 'start-failed', error: startError });
    },
  );

  const call = async (id: number, method: string, request: unknown) => {
    await settled;
    // After a failed open the pool terminates this worker and settles what it sent it: nothing to answer.
    if (startError !== undefined) return;
    const state = current as State;
    users.set(state, (users.get(state) ?? 0) + 1);
    try {
      const handler = Object.hasOwn(handlers.methods, method) ? handlers.methods[method] : undefined;
      if (handler === undefined) throw new PoolError('POOL_UNKNOWN_METHOD', `search worker has no method "${method}"`);
      const value = await handler(state, request as never, control);
      try {
        post({ type: 'result', id, value });
      } catch (error) {
        // The answer could not be cloned (a function, a class instance with private fields…): report it as the error.
        postError(id, error);
      }
    } catch (error) {
      postError(id, error);
    } finally {
      const left = (users.get(state) ?? 1) - 1;
      if (left > 0) users.set(state, left);
      else {
        users.delete(state);
        // Not awaited by anyone: the answer is already on its way.
        if (state !== current) void release(state);
      }
    }
  };

  const refresh = async (id: number, payload: unknown) => {
    if (startError !== undefined) return;
    const old = current as State;
    let next: State;
    try {
      next = await reopen(old, payload);
    } catch (error) {
      return postError(id, error);
    }
    current = next;
    post({ type: 'result', id, value: undefined });
    // Not awaited, so that closing old files never delays the requests queued behind this refresh.
    if (next !== old && !users.has(old)) void release(old);
  };

  port.on('message', (message: ToWorker) => {
    if (message.type === 'call') void call(message.id, message.method, message.request);
    else if (message.type === 'refresh') settled = settled.then(() => refresh(message.id, message.payload));
    else if (message.type === 'shared') shared.received(message);
    else shared.dropped(message.group);
  });
}
