import { EngineError } from '../engine-error.ts';
import type { ClauseCount, Explanation } from '../explanation.ts';
import type { SchemaName } from '../schema/schemas.ts';
import type { SearchRequest, SearchResult } from '../search-types.ts';
import { SearchPool } from './search-pool.ts';
import type { SearcherWorkerData } from './searcher-worker.ts';

/** A search request that can cross to a worker thread: `#n` trees as data (`history`), no resolver function. */
export type PooledSearchRequest = Omit<SearchRequest, 'resolveHistory'>;

/** How one call is run: who asks (for fair turns between users) and what abandons it. */
export type SearchCallOptions = {
  /** Aborting stops the call: dropped if still waiting, cancelled inside the engine's loops if running. */
  readonly signal?: AbortSignal;
  /** Whose call this is; one owner never holds every worker while others wait. */
  readonly owner?: string;
};

/**
 * How long after its deadline a call still waiting (or running but not stopping) is given up from this side. The
 * worker stops a running search at the deadline itself, naming the costly clause; this only catches a request that
 * never got a worker.
 */
const DEADLINE_GRACE_MS = 1000;

/**
 * The workers' module: from the sources (tests, tsx) the .ts module beside this one; in a build, the compiled
 * searcher-worker.js, which the build puts beside the file holding this code (scripts/build-server.mjs).
 */
const SEARCHER_WORKER = new URL(
  /\.[cm]?ts$/.test(import.meta.url) ? './searcher-worker.ts' : './searcher-worker.js',
  import.meta.url,
);

/** Options of `EngineSearchPool.start`. */
export type EngineSearchPoolOptions = {
  /** Directory of the index on disk. */
  readonly path: string;
  readonly schema: SchemaName;
  /** Worker threads; default one per core. */
  readonly size?: number;
};

/**
 * Searches an on-disk index from a pool of worker threads, one Searcher each, so a slow query never blocks the
 * caller's event loop and an index writer on the main thread never waits for searches. Call `refresh()` after a
 * commit to make the workers reopen the latest commit.
 */
export class EngineSearchPool {
  private constructor(private readonly pool: SearchPool) {}

  /** Starts the workers; resolves once each has opened the index. */
  static async start(options: EngineSearchPoolOptions): Promise<EngineSearchPool> {
    const workerData: SearcherWorkerData = { path: options.path, schema: options.schema };
    const pool = await SearchPool.start({
      workerModule: SEARCHER_WORKER,
      workerData,
      ...(options.size !== undefined ? { size: options.size } : {}),
    });
    return new EngineSearchPool(pool);
  }

  /** Runs a search on a free worker. Engine errors come back as `EngineError` with their code and span. */
  search(request: PooledSearchRequest, options: SearchCallOptions = {}): Promise<SearchResult> {
    return this.call('search', request, request.limits?.deadline, options);
  }

  /** Hit counts of every clause of a query. */
  clauseCounts(request: PooledSearchRequest, options: SearchCallOptions = {}): Promise<ClauseCount> {
    return this.call('clauseCounts', request, request.limits?.deadline, options);
  }

  /** Why one document matched and how it was scored. */
  explain(request: PooledSearchRequest, ucid: string, options: SearchCallOptions = {}): Promise<Explanation> {
    return this.call('explain', { request, ucid }, request.limits?.deadline, options);
  }

  /** Calls waiting for a worker, and calls running (abandoned ones included until their worker stops). */
  get load(): { readonly queued: number; readonly busy: number; readonly workers: number } {
    return { queued: this.pool.queued, busy: this.pool.busy, workers: this.pool.workers };
  }

  /** Makes every worker reopen the latest commit; searches started afterwards see it. */
  refresh(): Promise<void> {
    return this.pool.refresh();
  }

  /** Stops the workers. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async call<T>(
    method: string,
    request: unknown,
    deadline: number | undefined,
    options: SearchCallOptions,
  ): Promise<T> {
    const signals = options.signal ? [options.signal] : [];
    let timer: NodeJS.Timeout | undefined;
    if (deadline !== undefined) {
      const late = new AbortController();
      timer = setTimeout(
        () =>
          late.abort(
            new EngineError('SEARCH_BUSY', 'The server was too busy to answer this search in time; try again shortly'),
          ),
        // setTimeout's longest wait is 2^31 - 1 ms; a deadline further off than that is as good as none.
        Math.min(Math.max(0, deadline - Date.now()) + DEADLINE_GRACE_MS, 2 ** 31 - 1),
      );
      signals.push(late.signal);
    }
    const signal = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
    try {
      return await this.pool.run<unknown, T>(method, request, {
        ...(signal ? { signal } : {}),
        ...(options.owner !== undefined ? { owner: options.owner } : {}),
      });
    } catch (error) {
      // Errors cross threads as plain Errors; give callers back the class they can test with instanceof.
      if (error instanceof Error && error.name === 'EngineError') {
        const { code, span } = error as Error & { code: string; span?: { start: number; end: number } };
        throw new EngineError(code, error.message, span);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
