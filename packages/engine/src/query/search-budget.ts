import type { Span } from '@app/query';
import { EngineError } from '../engine-error';

/** Default time a search may take, from the moment its request arrived to its answer. */
export const DEFAULT_SEARCH_TIME_LIMIT_MS = 10_000;
/** Postings entries and positions one search may decode, over all its clauses and segments. */
export const DEFAULT_MAX_POSTINGS_VISITED = 1_000_000_000;
/** Distinct words all the truncations of one query may expand to together (each alone: `MAX_EXPANSIONS`). */
export const DEFAULT_MAX_TOTAL_EXPANSIONS = 30_000;
/** Bytes of postings one search may hold in memory at once, summed over the terms it opened. */
export const DEFAULT_MAX_POSTINGS_BYTES = 512 * 1024 * 1024;

/** Work between two looks at the clock and the cancel flag: about a tenth of a millisecond of decoding. */
const CHECK_EVERY = 16_384;

/** The limits of one search; any left out takes its default. */
export type SearchLimits = {
  /** When the search must have answered, as `Date.now()` milliseconds; default: no deadline. */
  readonly deadline?: number;
  readonly maxPostingsVisited?: number;
  readonly maxTotalExpansions?: number;
  readonly maxPostingsBytes?: number;
};

/** What one search used of its budget. */
export type SearchCost = {
  /** Postings entries, positions and dictionary entries gone through. */
  readonly work: number;
  /** Distinct words its truncations expanded to. */
  readonly expansions: number;
  /** Bytes of postings lists it opened. */
  readonly postingsBytes: number;
};

/** Where the work of one clause of the query is counted, so that an overrun can name the costliest clause. */
export type ClauseMeter = {
  readonly span: Span;
  /** Postings entries, positions and dictionary entries this clause has gone through. */
  work: number;
  /** Counts `units` of work for the clause and, every so often, checks the search's deadline and cancellation. */
  spend(units: number): void;
};

/**
 * The deadline and cost limits of one running search, checked cooperatively: the postings readers and the term
 * dictionary scans report their work through a clause's meter, and every `CHECK_EVERY` units the budget looks at the
 * clock and at the cancel flag. JavaScript cannot be interrupted from outside a thread, so this is how a search
 * stops when its time is up, its client left, or the server shuts down.
 */
export class SearchBudget {
  private readonly meters = new Map<string, ClauseMeter>();
  private readonly deadline: number;
  private readonly maxPostingsVisited: number;
  private readonly maxTotalExpansions: number;
  private readonly maxPostingsBytes: number;
  private work = 0;
  private nextCheck = CHECK_EVERY;
  private expansions = 0;
  private postingsBytes = 0;

  constructor(
    limits: SearchLimits = {},
    /** True once the search should stop because nobody waits for it any more. */
    private readonly cancelled: () => boolean = () => false,
    private readonly now: () => number = Date.now,
  ) {
    this.deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    this.maxPostingsVisited = limits.maxPostingsVisited ?? DEFAULT_MAX_POSTINGS_VISITED;
    this.maxTotalExpansions = limits.maxTotalExpansions ?? DEFAULT_MAX_TOTAL_EXPANSIONS;
    this.maxPostingsBytes = limits.maxPostingsBytes ?? DEFAULT_MAX_POSTINGS_BYTES;
  }

  /** The meter of the clause at `span` (one per place in the query text, shared by its segments and fields). */
  meter(span: Span): ClauseMeter {
    const key = `${span.start}:${span.end}`;
    let meter = this.meters.get(key);
    if (meter === undefined) {
      const budget = this;
      meter = {
        span,
        work: 0,
        spend(units: number) {
          this.work += units;
          budget.work += units;
          if (budget.work >= budget.nextCheck) budget.check();
        },
      };
      this.meters.set(key, meter);
    }
    return meter;
  }

  /** Looks at the clock, the cancel flag and the work done now; throws if the search must stop. */
  check(): void {
    this.nextCheck = this.work + CHECK_EVERY;
    if (this.cancelled()) throw new EngineError('SEARCH_CANCELLED', 'The search was stopped before it finished');
    if (this.now() > this.deadline) {
      if (this.work === 0) {
        throw new EngineError('SEARCH_BUSY', 'The server was too busy to start this search in time; try again shortly');
      }
      const costly = this.costliest();
      throw new EngineError(
        'SEARCH_TIMEOUT',
        costly
          ? `The search took too long; most of its time went into the part at characters ${costly.span.start + 1}–${costly.span.end}. Narrow that part (more letters before a truncation, fewer alternatives) and try again`
          : 'The search took too long; narrow the query and try again',
        costly?.span,
      );
    }
    if (this.work > this.maxPostingsVisited) {
      const costly = this.costliest();
      throw new EngineError(
        'QUERY_TOO_COSTLY',
        `This search would go through more than ${this.maxPostingsVisited.toLocaleString('en')} word occurrences${costly ? `, most of them for the part at characters ${costly.span.start + 1}–${costly.span.end}` : ''}; narrow it and try again`,
        costly?.span,
      );
    }
  }

  /** Counts the words a truncation expanded to against the limit for the whole query. */
  expanded(count: number, span: Span, source: string): void {
    this.expansions += count;
    if (this.expansions > this.maxTotalExpansions) {
      throw new EngineError(
        'QUERY_TOO_COSTLY',
        `The truncations of this query expand to more than ${this.maxTotalExpansions.toLocaleString('en')} different words together (the limit was reached at ${source}); use fewer truncations or add letters before them`,
        span,
      );
    }
  }

  /** Counts the bytes of a postings list a clause opened against the search's memory limit. */
  opened(bytes: number, span: Span): void {
    this.postingsBytes += bytes;
    if (this.postingsBytes > this.maxPostingsBytes) {
      throw new EngineError(
        'QUERY_TOO_COSTLY',
        `This search needs more than ${Math.round(this.maxPostingsBytes / 1024 / 1024)} MB of the index at once (the limit was reached at characters ${span.start + 1}–${span.end}); narrow it and try again`,
        span,
      );
    }
  }

  /** What the search has used so far, for logs and benchmarks. */
  usage(): SearchCost {
    return { work: this.work, expansions: this.expansions, postingsBytes: this.postingsBytes };
  }

  /** The clause that has done the most work so far. */
  private costliest(): ClauseMeter | undefined {
    let best: ClauseMeter | undefined;
    for (const meter of this.meters.values()) if (best === undefined || meter.work > best.work) best = meter;
    return best;
  }
}
