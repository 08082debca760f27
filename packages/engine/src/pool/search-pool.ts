import { availableParallelism } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import {
  type FromWorker,
  PoolError,
  reviveError,
  type SharedEntry,
  type ToWorker,
  type WorkerBoot,
} from './pool-protocol.ts';
import { startWorker } from './typescript-worker.ts';

export { PoolError, type PoolErrorCode } from './pool-protocol.ts';

/** Options of `SearchPool.start`. */
export type SearchPoolOptions = {
  /** The module that calls `servePool`: a URL (`new URL('./x-worker.ts', import.meta.url)`) or a file path. */
  readonly workerModule: string | URL;
  /** Handed to every worker's `open`; must survive structured clone (a SharedArrayBuffer is shared, not copied). */
  readonly workerData: unknown;
  /** Number of worker threads. Default: one per core this process may use (`os.availableParallelism()`). */
  readonly size?: number;
};

/** Options of one `SearchPool.run`. */
export type RunOptions = {
  /**
   * Aborting drops a request still waiting; for one already running it raises the worker's cancel flag (see
   * `CallControl.cancelled`), and the caller gets the signal's reason at once.
   */
  readonly signal?: AbortSignal;
  /**
   * Whose request this is (a user). Requests of different owners take turns, and one owner never holds every
   * worker while another owner's requests wait: with n > 1 workers, at most n − 1 run one owner's requests.
   */
  readonly owner?: string;
};

/** A request waiting in the queue or running on a worker. */
type Job = {
  readonly method: string;
  readonly owner: string | undefined;
  readonly request: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Removes the abort listener once the job is settled, so a long-lived signal does not keep it alive. */
  detach: () => void;
  settled: boolean;
};

/** One worker thread of the pool. */
type Slot = {
  readonly index: number;
  readonly worker: Worker;
  /** Set once `open` succeeded; until then the worker gets no request. */
  ready: boolean;
  /** The request the worker is running, with the id its answer will carry. */
  running: { readonly id: number; readonly job: Job } | undefined;
  /** Settles the `refresh` calls the worker has not acknowledged yet, by message id. */
  readonly acks: Map<number, (error: Error | undefined) => void>;
  /** What the worker threw uncaught before it exited, if anything (usually an Error, but any value can be thrown). */
  crash: unknown;
  /** The worker's cancel flag (WorkerBoot.cancelFlag): 1 while the request it runs is abandoned. */
  readonly cancel: Int32Array;
};

/**
 * Runs requests on worker threads that each hold their own view of the index (e.g. a Searcher over the committed
 * segments), so that a slow query never blocks the server's event loop and indexing, on the main thread, never
 * waits for searches. Each worker runs one request at a time; the others wait in one FIFO queue for the first free
 * worker. A crashed worker is replaced; errors thrown by handlers come back as rejections. The workers keep the
 * process alive until `close()`, like a listening server does.
 */
export class SearchPool {
  readonly #module: URL;
  readonly #workerData: unknown;
  /** `undefined` where a replacement worker could not start; `refresh()` tries that slot again. */
  readonly #slots: (Slot | undefined)[];
  readonly #queue: Job[] = [];
  /** Ids of calls and refreshes; one sequence for both so an answer can never be taken for the other kind. */
  #nextId = 1;
  /** Where the search for a free worker starts, so that requests spread over all workers and keep them all warm. */
  #cursor = 0;
  /** The payload of the latest `refresh`, with which a replacement worker reopens. */
  #replay: { readonly payload: unknown } | null = null;
  #lastStartError: Error | undefined;
  /** When each owner last had a request started (a turn number), for round-robin between owners. */
  readonly #lastServed = new Map<string, number>();
  #turn = 0;
  #closed = false;
  #terminated: Promise<void> = Promise.resolve();
  /** The workers' shared buffers (see `SharedBuffers` in pool-worker.ts), by group and name: one copy each. */
  readonly #shared = new Map<string, Map<string, SharedArrayBuffer>>();
  /** The workers holding each group; a group is in `#shared` only while some worker holds it. */
  readonly #holders = new Map<string, Set<Slot>>();

  private constructor(module: URL, workerData: unknown, size: number) {
    this.#module = module;
    this.#workerData = workerData;
    this.#slots = new Array<Slot | undefined>(size).fill(undefined);
  }

  /** Starts `size` workers and resolves once every one has opened; rejects with the first one's failure. */
  static async start(options: SearchPoolOptions): Promise<SearchPool> {
    const size = options.size ?? availableParallelism();
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`search pool size must be a positive integer: ${size}`);
    const module =
      typeof options.workerModule !== 'string'
        ? options.workerModule
        : options.workerModule.startsWith('file:')
          ? new URL(options.workerModule)
          : pathToFileURL(resolvePath(options.workerModule));
    const pool = new SearchPool(module, options.workerData, size);
    try {
      await Promise.all(Array.from({ length: size }, (_, index) => pool.#spawn(index)));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** Workers that have opened and can take requests (fewer than the size while a crashed one is replaced). */
  get workers(): number {
    return this.#slots.filter((slot) => slot?.ready).length;
  }

  /** Requests running on a worker, aborted ones included until their worker is done with them. */
  get busy(): number {
    return this.#slots.filter((slot) => slot?.running !== undefined).length;
  }

  /** Requests waiting for a free worker. */
  get queued(): number {
    return this.#queue.length;
  }

  /**
   * The buffers the workers share (one copy each for the whole process), with the groups some worker holds: what
   * `SharedBuffers` keeps, for memory accounting and tests.
   */
  get shared(): { readonly groups: readonly string[]; readonly buffers: number; readonly bytes: number } {
    let buffers = 0;
    let bytes = 0;
    for (const group of this.#shared.values()) {
      for (const buffer of group.values()) {
        buffers++;
        bytes += buffer.byteLength;
      }
    }
    return { groups: [...this.#holders.keys()], buffers, bytes };
  }

  /**
   * Runs `methods[method](state, request)` in the first free worker and resolves with its answer. Request and answer
   * cross threads by structured clone. Rejects with what the handler threw (`name`, `message`, `code`, `span`… kept),
   * with a `PoolError` if the worker dies meanwhile (`POOL_WORKER_EXITED`) or the pool is closed (`POOL_CLOSED`), or
   * with the signal's reason once aborted.
   */
  run<TReq, TRes>(method: string, request: TReq, options: RunOptions = {}): Promise<TRes> {
    const { signal } = options;
    if (this.#closed)
      return Promise.reject(new PoolError('POOL_CLOSED', `search pool is closed: cannot run "${method}"`));
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#slots.every((slot) => slot === undefined)) return Promise.reject(this.#noWorkers(method));
    return new Promise<TRes>((resolve, reject) => {
      const job: Job = {
        method,
        owner: options.owner,
        request,
        resolve: resolve as (value: unknown) => void,
        reject,
        detach: () => {},
        settled: false,
      };
      if (signal !== undefined) {
        const onAbort = () => this.#abort(job, signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        job.detach = () => signal.removeEventListener('abort', onAbort);
      }
      this.#queue.push(job);
      this.#pump();
    });
  }

  /**
   * Tells every worker to reopen (its `refresh` handler gets `payload`, e.g. after a commit) and resolves once all
   * have. Requests already running finish on the view they started with; requests run after this resolves see the
   * new one. The payload should describe the whole view to open, not a change: a worker started later to replace a
   * crashed one opens and then refreshes with the latest payload only. If a worker's refresh throws, that worker
   * keeps its old view and this rejects with the error.
   */
  async refresh(payload?: unknown): Promise<void> {
    if (this.#closed) throw new PoolError('POOL_CLOSED', 'search pool is closed: cannot refresh');
    // Cloned once here so that a payload that cannot cross to a worker fails this call, not a later replacement.
    structuredClone(payload);
    this.#replay = { payload };
    const waits: Promise<void>[] = [];
    for (let index = 0; index < this.#slots.length; index++) {
      const slot = this.#slots[index];
      // An empty slot gets another worker: whatever kept it from opening may be fixed at the new view.
      waits.push(slot === undefined ? this.#spawn(index) : this.#sendRefresh(slot, payload));
    }
    const failure = (await Promise.allSettled(waits)).find((outcome) => outcome.status === 'rejected');
    if (failure !== undefined) throw failure.reason;
  }

  /** Rejects waiting and running requests with `POOL_CLOSED`, then terminates the workers. Idempotent. */
  close(): Promise<void> {
    if (this.#closed) return this.#terminated;
    this.#closed = true;
    this.#shared.clear();
    this.#holders.clear();
    for (const job of this.#queue.splice(0)) {
      this.#reject(job, new PoolError('POOL_CLOSED', `search pool closed before "${job.method}" ran`));
    }
    for (const slot of this.#slots) {
      if (slot === undefined) continue;
      if (slot.running !== undefined) {
        Atomics.store(slot.cancel, 0, 1);
        const { method } = slot.running.job;
        this.#reject(
          slot.running.job,
          new PoolError('POOL_CLOSED', `search pool closed while "${method}" was running`),
        );
        slot.running = undefined;
      }
      for (const ack of slot.acks.values()) ack(new PoolError('POOL_CLOSED', 'search pool closed during a refresh'));
      slot.acks.clear();
    }
    this.#terminated = Promise.all(this.#slots.map((slot) => slot?.worker.terminate())).then(() => undefined);
    return this.#terminated;
  }

  /** Starts a worker in slot `index`; resolves once it has opened, rejects if it fails to. */
  #spawn(index: number): Promise<void> {
    const cancelFlag = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const shared: SharedEntry[] = [];
    for (const [group, buffers] of this.#shared) {
      for (const [name, buffer] of buffers) shared.push({ group, name, buffer });
    }
    const boot: WorkerBoot = { poolWorkerData: this.#workerData, replay: this.#replay, cancelFlag, shared };
    const worker = startWorker(this.#module, { workerData: boot });
    const slot: Slot = {
      index,
      worker,
      ready: false,
      running: undefined,
      acks: new Map(),
      crash: undefined,
      cancel: new Int32Array(cancelFlag),
    };
    this.#slots[index] = slot;
    return new Promise<void>((resolve, reject) => {
      let startError: Error | undefined;
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'ready':
            slot.ready = true;
            resolve();
            this.#pump();
            break;
          case 'start-failed':
            startError = reviveError(message.error);
            void worker.terminate();
            break;
          case 'hold':
          case 'unhold':
          case 'share':
            this.#sharing(slot, message);
            break;
          default:
            this.#answer(slot, message);
        }
      });
      // An uncaught exception in the worker: 'exit' follows, which is where the slot is handled.
      worker.on('error', (error) => {
        slot.crash = error;
      });
      // An answer that cannot be deserialized has lost its id: ending the worker fails its request instead.
      worker.on('messageerror', (error) => {
        slot.crash = error;
        void worker.terminate();
      });
      worker.on('exit', (code) => {
        if (!slot.ready) {
          const error =
            startError ??
            new PoolError(
              'POOL_WORKER_START_FAILED',
              `search worker exited with code ${code} before it was ready${describe(slot.crash)}`,
              { cause: slot.crash },
            );
          this.#lastStartError = error;
          reject(error);
        }
        this.#exited(slot, code);
      });
    });
  }

  /** A worker's hold, unhold or first buffer of a shared group (see `SharedBuffers` in pool-worker.ts). */
  #sharing(slot: Slot, message: Extract<FromWorker, { type: 'hold' | 'unhold' | 'share' }>): void {
    const { group } = message;
    if (message.type === 'hold') {
      const holders = this.#holders.get(group) ?? new Set<Slot>();
      holders.add(slot);
      this.#holders.set(group, holders);
    } else if (message.type === 'unhold') {
      this.#unhold(slot, group);
    } else {
      // A buffer of a group nobody holds (published after its worker let go) is not kept: nobody would drop it.
      if (!this.#holders.has(group) || this.#closed) return;
      const buffers = this.#shared.get(group) ?? new Map<string, SharedArrayBuffer>();
      this.#shared.set(group, buffers);
      const first = buffers.get(message.name);
      if (first !== undefined) {
        // Another worker read it too, first: this one takes that copy and drops its own.
        const winner: ToWorker = { type: 'shared', group, name: message.name, buffer: first };
        slot.worker.postMessage(winner);
        return;
      }
      buffers.set(message.name, message.buffer);
      const entry: ToWorker = { type: 'shared', group, name: message.name, buffer: message.buffer };
      for (const other of this.#slots) if (other !== undefined && other !== slot) other.worker.postMessage(entry);
    }
  }

  /** `slot` no longer holds `group`; once no worker does, its buffers are forgotten here and in every worker. */
  #unhold(slot: Slot, group: string): void {
    const holders = this.#holders.get(group);
    if (holders === undefined || !holders.delete(slot) || holders.size > 0) return;
    this.#holders.delete(group);
    this.#shared.delete(group);
    // Every worker forgets it, the one that let go last too (one that holds it again by then keeps its buffers).
    const drop: ToWorker = { type: 'drop', group };
    for (const other of this.#slots) other?.worker.postMessage(drop);
  }

  /** Cleans up after a worker thread ended: fails its request and replaces it. */
  #exited(slot: Slot, code: number): void {
    if (this.#slots[slot.index] === slot) this.#slots[slot.index] = undefined;
    // What it held it holds no more: groups only it held are dropped.
    for (const [group, holders] of [...this.#holders]) if (holders.has(slot)) this.#unhold(slot, group);
    // Its replacement opens at the latest refresh payload, so a refresh it had not acknowledged is done for it.
    for (const ack of slot.acks.values()) ack(undefined);
    slot.acks.clear();
    if (this.#closed) return;
    const running = slot.running;
    slot.running = undefined;
    if (running !== undefined) {
      const how = slot.crash !== undefined ? `crashed (${messageOf(slot.crash)})` : `exited with code ${code}`;
      const message = `search worker ${how} while running "${running.job.method}"`;
      this.#reject(running.job, new PoolError('POOL_WORKER_EXITED', message, { cause: slot.crash }));
    }
    if (slot.ready) {
      // Only a worker that had opened is replaced: one that cannot open would otherwise be restarted in a loop.
      this.#spawn(slot.index).catch(() => {
        // Recorded in #lastStartError by the exit handler; the slot stays empty until the next refresh().
      });
    } else if (this.#slots.every((other) => other === undefined)) {
      for (const job of this.#queue.splice(0)) this.#reject(job, this.#noWorkers(job.method));
    }
  }

  /** Routes a `result` or `error` to the request or refresh with its id. */
  #answer(slot: Slot, message: Extract<FromWorker, { id: number }>): void {
    if (slot.running?.id === message.id) {
      const { job } = slot.running;
      slot.running = undefined;
      if (message.type === 'result') this.#resolve(job, message.value);
      else this.#reject(job, reviveError(message.error));
      this.#pump();
      return;
    }
    const ack = slot.acks.get(message.id);
    if (ack === undefined) return;
    slot.acks.delete(message.id);
    ack(message.type === 'error' ? reviveError(message.error) : undefined);
  }

  #sendRefresh(slot: Slot, payload: unknown): Promise<void> {
    const id = this.#nextId++;
    return new Promise<void>((resolve, reject) => {
      slot.acks.set(id, (error) => (error === undefined ? resolve() : reject(error)));
      slot.worker.postMessage({ type: 'refresh', id, payload } satisfies ToWorker);
    });
  }

  /** Hands waiting requests to free workers: owners take turns, and each owner's requests go oldest first. */
  #pump(): void {
    while (!this.#closed && this.#queue.length > 0) {
      const slot = this.#freeSlot();
      if (slot === undefined) return;
      const at = this.#nextJob();
      if (at < 0) return;
      const job = this.#queue.splice(at, 1)[0] as Job;
      const id = this.#nextId++;
      Atomics.store(slot.cancel, 0, 0);
      try {
        slot.worker.postMessage({ type: 'call', id, method: job.method, request: job.request } satisfies ToWorker);
      } catch (error) {
        // The request cannot be cloned (DataCloneError): nothing was sent and the worker stays free.
        this.#reject(job, error);
        continue;
      }
      slot.running = { id, job };
    }
  }

  /**
   * Which waiting request runs next: among owners below their share of the workers (size − 1 of them, so another
   * owner always finds one free), the owner with the fewest requests running and, between equals, the one served
   * longest ago; that owner's oldest request. -1 if no waiting request may start now.
   */
  #nextJob(): number {
    const running = new Map<string, number>();
    for (const slot of this.#slots) {
      const owner = slot?.running?.job.owner;
      if (owner !== undefined) running.set(owner, (running.get(owner) ?? 0) + 1);
    }
    const cap = Math.max(1, this.#slots.length - 1);
    let best = -1;
    let bestRunning = Number.POSITIVE_INFINITY;
    let bestServed = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.#queue.length; i++) {
      const owner = this.#queue[i]!.owner;
      // Requests without an owner are nobody's turn to wait: the oldest of them goes first.
      if (owner === undefined) return i;
      const busy = running.get(owner) ?? 0;
      if (busy >= cap) continue;
      const served = this.#lastServed.get(owner) ?? -1;
      if (busy < bestRunning || (busy === bestRunning && served < bestServed)) {
        best = i;
        bestRunning = busy;
        bestServed = served;
      }
    }
    if (best >= 0) {
      const owner = this.#queue[best]!.owner as string;
      this.#lastServed.delete(owner); // re-inserted last, so the map stays ordered by turn and small
      this.#lastServed.set(owner, this.#turn++);
      if (this.#lastServed.size > 10_000) this.#lastServed.delete(this.#lastServed.keys().next().value as string);
    }
    return best;
  }

  #freeSlot(): Slot | undefined {
    const count = this.#slots.length;
    for (let i = 0; i < count; i++) {
      const index = (this.#cursor + i) % count;
      const slot = this.#slots[index];
      if (slot?.ready && slot.running === undefined) {
        this.#cursor = (index + 1) % count;
        return slot;
      }
    }
    return undefined;
  }

  #abort(job: Job, reason: unknown): void {
    const at = this.#queue.indexOf(job);
    if (at >= 0) this.#queue.splice(at, 1);
    // A running request cannot be interrupted from here (terminating the thread would throw away its open view of
    // the index): its worker is told through the cancel flag, and a handler that looks at it stops early. The
    // caller gets the rejection now; the answer or error, when it comes, is ignored (the job is settled).
    for (const slot of this.#slots) if (slot?.running?.job === job) Atomics.store(slot.cancel, 0, 1);
    this.#reject(job, reason);
  }

  #resolve(job: Job, value: unknown): void {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    job.resolve(value);
  }

  #reject(job: Job, error: unknown): void {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    job.reject(error);
  }

  #noWorkers(method: string): PoolError {
    const message = `no search worker can run "${method}": the last one failed to start${describe(this.#lastStartError)}`;
    return new PoolError('POOL_NO_WORKERS', message, { cause: this.#lastStartError });
  }
}

function describe(error: unknown): string {
  return error === undefined ? '' : `: ${messageOf(error)}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
