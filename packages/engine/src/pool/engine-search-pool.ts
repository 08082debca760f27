import { EngineError } from '../engine-error.ts';
import type { ClauseCount, Explanation } from '../explanation.ts';
import type { SchemaName } from '../schema/schemas.ts';
import type { SearchRequest, SearchResult } from '../search-types.ts';
import { SearchPool } from './search-pool.ts';
import type { SearcherWorkerData } from './searcher-worker.ts';

/** A search request that can cross to a worker thread: `#n` trees as data (`history`), no resolver function. */
export type PooledSearchRequest = Omit<SearchRequest, 'resolveHistory'>;

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
      workerModule: new URL('./searcher-worker.ts', import.meta.url),
      workerData,
      ...(options.size !== undefined ? { size: options.size } : {}),
    });
    return new EngineSearchPool(pool);
  }

  /** Runs a search on a free worker. Engine errors come back as `EngineError` with their code and span. */
  search(request: PooledSearchRequest, signal?: AbortSignal): Promise<SearchResult> {
    return this.call('search', request, signal);
  }

  /** Hit counts of every clause of a query. */
  clauseCounts(request: PooledSearchRequest, signal?: AbortSignal): Promise<ClauseCount> {
    return this.call('clauseCounts', request, signal);
  }

  /** Why one document matched and how it was scored. */
  explain(request: PooledSearchRequest, ucid: string, signal?: AbortSignal): Promise<Explanation> {
    return this.call('explain', { request, ucid }, signal);
  }

  /** Makes every worker reopen the latest commit; searches started afterwards see it. */
  refresh(): Promise<void> {
    return this.pool.refresh();
  }

  /** Stops the workers. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async call<T>(method: string, request: unknown, signal?: AbortSignal): Promise<T> {
    try {
      return await this.pool.run<unknown, T>(method, request, signal ? { signal } : {});
    } catch (error) {
      // Errors cross threads as plain Errors; give callers back the class they can test with instanceof.
      if (error instanceof Error && error.name === 'EngineError') {
        const { code, span } = error as Error & { code: string; span?: { start: number; end: number } };
        throw new EngineError(code, error.message, span);
      }
      throw error;
    }
  }
}
