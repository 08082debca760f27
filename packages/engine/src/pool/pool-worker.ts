import { parentPort, workerData } from 'node:worker_threads';
import {
  type FromWorker,
  PoolError,
  type SerializedError,
  serializeError,
  type ToWorker,
  type WorkerBoot,
} from './pool-protocol.ts';

/** What a worker module gives `servePool`: how to open its view of the index, reopen it, and answer requests. */
export type PoolWorkerHandlers<State> = {
  /** Opens the worker's state (e.g. a Searcher over the committed segments) from `SearchPool.start`'s `workerData`. */
  open(workerData: unknown): Promise<State> | State;
  /**
   * Returns the state to use from now on, after `SearchPool.refresh(payload)` (e.g. a Searcher over the new commit).
   * Requests already running keep the state they started with, so this must not close `state`: `release` does, once
   * they are done. If it throws, the worker keeps its old state and `refresh` rejects. Default: `open(workerData)`
   * again, ignoring the payload.
   */
  refresh?(state: State, payload: unknown): Promise<State> | State;
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
  const reopen = async (state: State, payload: unknown): Promise<State> =>
    handlers.refresh ? await handlers.refresh(state, payload) : await handlers.open(boot.poolWorkerData);

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
    const opened = await handlers.open(boot.poolWorkerData);
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
    else settled = settled.then(() => refresh(message.id, message.payload));
  });
}
