// The server's handle on the patent index: a pool of searcher threads (DESIGN.md §5), opened and warmed before the
// server listens (`warm`), or on first use where nothing warmed it (API tests), kept up to date with the index on disk. Writers are other processes (the demo corpus, `npm run ingest`, ingest jobs),
// so the server cannot be told about commits; it looks at the manifest's generation at most once a second and
// has the workers reopen when it moved.

import { availableParallelism } from 'node:os';
import {
  type ClauseCount,
  DEFAULT_SEARCH_TIME_LIMIT_MS,
  EngineSearchPool,
  type Explanation,
  FsDirectory,
  type PooledSearchRequest,
  readCommitted,
  type SearchCallOptions,
  type SearchLimits,
  type SearchResult,
} from '@app/engine';
import { isDemoIndex, patentIndexPath } from '@app/ingest';

const GENERATION_CHECK_MS = 1000;

/**
 * What each thread runs once when warmed: any words will do, as long as they go through the same code as a user's
 * search (parsing, term lookup, postings, scoring, top hits, stored fields) so the JIT has compiled it.
 */
const WARM_UP_REQUEST: PooledSearchRequest = { query: 'TAC=(method OR system OR device)', rows: 20 };

export type PatentIndexOptions = {
  readonly dataDir: string;
  /** Searcher threads; default one per core, at most 4. */
  readonly threads?: number;
  /** How long a search may run, from the moment it is asked for (default 10 s). */
  readonly timeLimitMs?: number;
  /** Cost limits where they should differ from the engine's defaults. */
  readonly costLimits?: SearchCostLimits;
};

/** The limits of a search other than its deadline. */
export type SearchCostLimits = Omit<SearchLimits, 'deadline'>;

export class PatentIndex {
  private pool: Promise<EngineSearchPool> | null = null;
  private generation = -1;
  private synthetic = false;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly options: PatentIndexOptions) {}

  private get path(): string {
    return patentIndexPath(this.options.dataDir);
  }

  /** Whether the index holds the synthetic demo corpus, as of the last check. */
  get isSynthetic(): boolean {
    return this.synthetic;
  }

  /**
   * Runs a search on the latest commit (at most a second old). Unless the request brings its own limits, it must
   * answer within the time limit; `owner` gives each user fair turns at the search threads.
   */
  async search(request: PooledSearchRequest, options: SearchCallOptions = {}): Promise<SearchResult> {
    // The pool is ready first: starting its threads (once per process) is not the search's time.
    const pool = await this.current();
    return pool.search(this.limited(request), options);
  }

  /** The request with the index's cost limits and a deadline from now, unless it brings its own limits. */
  private limited(request: PooledSearchRequest): PooledSearchRequest {
    if (request.limits) return request;
    const limits: SearchLimits = {
      ...this.options.costLimits,
      deadline: Date.now() + (this.options.timeLimitMs ?? DEFAULT_SEARCH_TIME_LIMIT_MS),
    };
    return { ...request, limits };
  }

  /** Each clause's hit count (see the engine's clauseCounts), under the same time limit and fair turns as searches. */
  async clauseCounts(request: PooledSearchRequest, options: SearchCallOptions = {}): Promise<ClauseCount> {
    const pool = await this.current();
    return pool.clauseCounts(this.limited(request), options);
  }

  /** Why one document matches (or not) and how it scored (see the engine's explain), in the user's turn. */
  async explain(request: PooledSearchRequest, ucid: string, options: SearchCallOptions = {}): Promise<Explanation> {
    const pool = await this.current();
    return pool.explain(this.limited(request), ucid, options);
  }

  /**
   * Starts the search threads and has each run one search, so that the first user's search does not wait for them
   * to load their code, open the index and compile the search path (several seconds on a fresh start, against
   * about half a second once warm). Rejects if the threads cannot start; a later search tries again.
   */
  async warm(): Promise<void> {
    const pool = await this.current();
    // All threads are free now, so these go one to each.
    await Promise.all(Array.from({ length: pool.load.workers }, () => pool.search(WARM_UP_REQUEST)));
  }

  private async current(): Promise<EngineSearchPool> {
    if (this.closed) throw new Error('The patent index is closed.');
    if (!this.pool) {
      const path = this.path;
      // Make sure the directory exists so the workers can open an index nothing was written to yet.
      await FsDirectory.open(path);
      await this.readGeneration();
      const size = this.options.threads ?? Math.min(4, Math.max(1, availableParallelism()));
      this.pool = EngineSearchPool.start({ path, schema: 'patent', size });
      this.pool.catch(() => {
        this.pool = null;
      });
      return this.pool;
    }
    const pool = await this.pool;
    if (Date.now() - this.checkedAt >= GENERATION_CHECK_MS) {
      this.checking ??= this.refreshIfNewer(pool).finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
    return pool;
  }

  private async readGeneration(): Promise<boolean> {
    const committed = await readCommitted(await FsDirectory.open(this.path));
    this.checkedAt = Date.now();
    const moved = committed.generation !== this.generation;
    this.generation = committed.generation;
    this.synthetic = isDemoIndex(committed.userData);
    return moved;
  }

  private async refreshIfNewer(pool: EngineSearchPool): Promise<void> {
    if (await this.readGeneration()) await pool.refresh();
  }

  /** Look at the manifest on the next search (after this process knows a writer committed). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await (await pool.catch(() => null))?.close();
  }
}
