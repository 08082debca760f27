// The messages between a SearchPool and its workers, and how errors cross the thread boundary. Kept apart from
// both sides so that the main thread never imports pool-worker.ts (which needs `parentPort`) and vice versa.

/**
 * One buffer of the pool's shared buffers (see `SharedBuffers` in pool-worker.ts): named within a group (the search
 * workers: a group per segment, a buffer per column), one copy for the whole process.
 */
export type SharedEntry = { readonly group: string; readonly name: string; readonly buffer: SharedArrayBuffer };

/**
 * What the pool sends a worker: a request to run, or a reopen after a commit (`id` pairs it with its answer); a
 * buffer another worker shared (`shared`: kept, replacing the worker's own copy of the same name), or a group no
 * worker holds any more (`drop`: forgotten unless this worker has held it again meanwhile).
 */
export type ToWorker =
  | { readonly type: 'call'; readonly id: number; readonly method: string; readonly request: unknown }
  | { readonly type: 'refresh'; readonly id: number; readonly payload: unknown }
  | ({ readonly type: 'shared' } & SharedEntry)
  | { readonly type: 'drop'; readonly group: string };

/**
 * What a worker sends back: whether it opened, then one `result` or `error` per `call` and `refresh` id; and at any
 * time that it started (`hold`) or stopped (`unhold`) using a group of shared buffers, or a buffer it read first
 * (`share`). Holds and unholds of one group alternate, starting with a hold.
 */
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'start-failed'; readonly error: SerializedError }
  | { readonly type: 'result'; readonly id: number; readonly value: unknown }
  | { readonly type: 'error'; readonly id: number; readonly error: SerializedError }
  | ({ readonly type: 'share' } & SharedEntry)
  | { readonly type: 'hold'; readonly group: string }
  | { readonly type: 'unhold'; readonly group: string };

/**
 * The `workerData` a pool gives its workers: the caller's own data, plus the payload of the latest `refresh` for a
 * worker started after one (a replacement must open at the view the others have, not at the one of `start`).
 */
export type WorkerBoot = {
  readonly poolWorkerData: unknown;
  readonly replay: { readonly payload: unknown } | null;
  /**
   * One Int32 the pool sets to 1 when the request the worker is running was abandoned (its caller aborted, its
   * deadline passed, the pool closes) and back to 0 before it sends the next one. Shared memory, because the worker
   * is busy in the request's loops and reads no messages until it is done.
   */
  readonly cancelFlag: SharedArrayBuffer;
  /** The shared buffers of the groups some worker holds when this one starts: it uses them instead of reading. */
  readonly shared: readonly SharedEntry[];
};

/** An error flattened for postMessage: structured clone keeps only `message` (and `name` of built-in classes). */
export type SerializedError = {
  readonly name: string;
  readonly message: string;
  readonly stack: string | undefined;
  /** Own enumerable data of the error, such as `EngineError`'s `code` and `span`, where it can be cloned. */
  readonly props: Readonly<Record<string, unknown>>;
};

/** Codes of the errors the pool itself raises. */
export type PoolErrorCode =
  | 'POOL_CLOSED'
  | 'POOL_NO_WORKERS'
  | 'POOL_UNKNOWN_METHOD'
  | 'POOL_WORKER_EXITED'
  | 'POOL_WORKER_START_FAILED';

/** An error of the pool itself (closed, crashed worker, unknown method), as opposed to one a handler threw. */
export class PoolError extends Error {
  override readonly name = 'PoolError';

  constructor(
    /** Stable code, for callers that map errors to responses. */
    readonly code: PoolErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Flattens anything thrown into a message that survives postMessage, keeping every cloneable own property. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: undefined, props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    try {
      // Cloned one by one so that a single function-valued property does not lose `code` and `span` too.
      props[key] = structuredClone(value);
    } catch {
      // Not cloneable: left out.
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, props };
}

/**
 * Rebuilds a worker's error on the main thread: an `Error` with the original `name`, `message`, own properties
 * (`code`, `span`, …) and the worker's stack. The class is not restored, except `PoolError` (the pool knows no other
 * error class); callers tell errors apart by `code`.
 */
export function reviveError(serialized: SerializedError): Error {
  const { code } = serialized.props;
  // The pool's own errors raised in a worker (POOL_UNKNOWN_METHOD) come back as what they were.
  const error: Error =
    serialized.name === 'PoolError' && typeof code === 'string'
      ? new PoolError(code as PoolErrorCode, serialized.message)
      : new Error(serialized.message);
  Object.assign(error, serialized.props);
  // Assigned after the props so that a `name` or `message` among them cannot disagree with the serialized ones.
  error.name = serialized.name;
  if (serialized.stack !== undefined) error.stack = serialized.stack;
  return error;
}
