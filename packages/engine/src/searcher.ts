import { BlockCache } from './codec/block-cache';
import type { PostingsReader } from './codec/postings-reader';
import { AggregationsCollector } from './collector/aggregations';
import { belowFloor, type Collector, CountCollector, MultiCollector } from './collector/collector';
import { FacetsCollector } from './collector/facets';
import { buildGlobalOrdinals, type GlobalOrdinals } from './collector/global-ordinals';
import { GroupingCollector } from './collector/grouping';
import { type Hit, TopDocsCollector } from './collector/top-docs';
import { EngineError } from './engine-error';
import { highlightDocument, highlightTargets } from './highlight/highlight-document';
import type { ColumnShare } from './index/columns';
import { SegmentReader } from './index/segment-reader';
import { bindQuery, type HistoryResolver, parseQueryText } from './planner/bind';
import type { LogicalQuery } from './planner/logical-query';
import { QueryStats } from './planner/query-stats';
import { type Scorer, TERMINATED } from './query/doc-set';
import { DocumentSetFilter } from './query/document-set-filter';
import { FilteredScorer } from './query/filtered-scorer';
import { SearchBudget } from './query/search-budget';
import { fieldOf, hasStringDocValues, isNumericField, type Schema } from './schema/schema';
import { DEFAULT_SORT, type SearchHit, type SearchRequest, type SearchResult, type SortKey } from './search-types';
import type { Directory } from './store/directory';
import { type CommittedState, readCommitted } from './store/manifest';
import { collectInBulk } from './weight/bulk-boolean';
import { QueryWeights } from './weight/query-weights';
import { SegmentScope, type Weight } from './weight/weight';

/**
 * Largest page a search may ask for (rows), and deepest start. A page cap, nothing more: a set of documents to
 * search within (`documents`) or a folder's size is not limited by it.
 */
export const MAX_ROWS = 10_000;
export const MAX_START = 1_000_000;
/** Postings readers a searcher keeps between searches (see `QueryStats.spareReaders`). */
const MAX_SPARE_READERS = 256;

export { DEFAULT_FACET_LIMIT } from './collector/facets';

/** What stops a running search from outside: a cancel flag, and the clock its deadline is measured on. */
export type SearchControl = {
  readonly cancelled?: () => boolean;
  /** Milliseconds as `Date.now()` counts them (the default); tests pass a clock they move. */
  readonly now?: () => number;
};

/** Options of `Searcher.open`. */
export type SearcherOptions = {
  readonly schema: Schema;
  /**
   * The searcher this one replaces (a refresh): segments both commits hold keep their truncation indexes and cached
   * expansions instead of building them again.
   */
  readonly previous?: Searcher;
  /**
   * The bounded block cache the segments' term dictionaries, postings and stored documents are read through. Default:
   * the previous searcher's, else a new one of 64 MiB (`BlockCache` defaults); null reads the files directly each time.
   * One cache may be shared by several searchers (of one index or of several).
   */
  readonly blockCache?: BlockCache | null;
  /**
   * Where the segments keep their columns: by default each reader its own; the search pool's workers pass the share
   * that keeps one copy per process (`pool-worker.ts`). With a share, `close()` must be called when the searcher is
   * no longer used, so that the columns of segments no other searcher reads are freed.
   */
  readonly columns?: ColumnShare;
};

/** A search over one commit: segments fixed at open, so a search never sees half of a later commit. */
export class Searcher {
  private constructor(
    readonly schema: Schema,
    readonly commit: CommittedState,
    readonly segments: readonly SegmentReader[],
    /** What the segments read through (null: nothing cached). */
    readonly blockCache: BlockCache | null,
  ) {}

  /** Opens the last commit of `dir`. */
  static async open(dir: Directory, options: SearcherOptions): Promise<Searcher> {
    // A writer committing meanwhile may delete the files of the commit we just read (they are unreferenced once
    // its next commit is current). Then the newer commit is there to read: try again a few times.
    const cache =
      options.blockCache === undefined ? (options.previous?.blockCache ?? new BlockCache()) : options.blockCache;
    for (let attempt = 1; ; attempt++) {
      const commit = await readCommitted(dir);
      try {
        const before = new Map(options.previous?.segments.map((segment) => [segment.entry.name, segment]));
        const opened = await Promise.allSettled(
          commit.segments.map((entry) =>
            SegmentReader.open(dir, entry, before.get(entry.name), cache ?? undefined, options.columns),
          ),
        );
        const failed = opened.find((outcome) => outcome.status === 'rejected');
        if (failed !== undefined) {
          // The readers that did open hold shared columns: let go of them before trying again.
          for (const outcome of opened) if (outcome.status === 'fulfilled') outcome.value.release();
          throw failed.reason;
        }
        const segments = opened.map((outcome) => (outcome as PromiseFulfilledResult<SegmentReader>).value);
        return new Searcher(options.schema, commit, segments, cache);
      } catch (error) {
        const newer = (await readCommitted(dir)).generation !== commit.generation;
        if (!newer || attempt >= 5) throw error;
      }
    }
  }

  private readonly ordinalMaps = new Map<string, GlobalOrdinals>();
  /** Readers the last searches handed back, for the next search's terms (searches run one at a time). */
  private readonly spareReaders: PostingsReader[] = [];

  /** A field's values numbered across this searcher's segments, built on first use and kept. */
  globalOrdinals(field: string): GlobalOrdinals {
    let ordinals = this.ordinalMaps.get(field);
    if (!ordinals) {
      ordinals = buildGlobalOrdinals(this.segments, field);
      this.ordinalMaps.set(field, ordinals);
    }
    return ordinals;
  }

  /** Live documents in the commit. */
  get docCount(): number {
    return this.segments.reduce((sum, s) => sum + s.liveDocs, 0);
  }

  /** Turns request text or tree into a logical query, with filters ANDed in. */
  plan(request: Pick<SearchRequest, 'query' | 'resolveHistory' | 'history'>): LogicalQuery {
    const ast = typeof request.query === 'string' ? parseQueryText(request.query) : (request.query ?? null);
    if (ast === null) throw new EngineError('QUERY_EMPTY', 'Enter a query');
    return bindQuery(ast, this.schema, historyResolver(request));
  }

  private filterQueries(request: SearchRequest): LogicalQuery[] {
    const filters = (request.filters ?? []).map((filter) => this.plan({ ...request, query: filter }));
    for (const field of request.requireFields ?? []) {
      if (!fieldOf(this.schema, field)) throw new EngineError('SEARCH_INVALID', `There is no field ${field}`);
      filters.push({ kind: 'exists', field, span: { start: 0, end: 0 } });
    }
    for (const filter of request.columnFilters ?? []) {
      const field = fieldOf(this.schema, filter.field);
      if (!field || !(hasStringDocValues(field) || isNumericField(field)))
        throw new EngineError('SEARCH_INVALID', `${filter.field} cannot be used as a filter`);
      filters.push({ kind: 'column', filter, span: { start: 0, end: 0 } });
    }
    return filters;
  }

  /**
   * Runs a search: one pass over the matching documents feeds the page, the groups, the facets and histograms. It
   * stops with an `EngineError` when it runs past `request.limits` (deadline, cost) or once `control.cancelled()`.
   */
  search(request: SearchRequest, control: SearchControl = {}): SearchResult {
    const budget = new SearchBudget(request.limits, control.cancelled, control.now);
    // A search that waited in a queue past its deadline is not started at all.
    budget.check();
    const start = checkWhole(request.start ?? 0, 0, MAX_START, 'start');
    const rows = checkWhole(request.rows ?? 10, 0, MAX_ROWS, 'rows');
    const sort = this.checkSort(request.sort ?? DEFAULT_SORT);
    const documents = request.documents ? new DocumentSetFilter(request.documents) : null;
    // Without a query the set of documents is the search; a query stands in that matches nothing beyond it.
    const query: LogicalQuery =
      documents && request.query === undefined ? { kind: 'none', span: { start: 0, end: 0 } } : this.plan(request);
    const filters = this.filterQueries(request);
    const groupBy = request.groupBy ?? 'none';
    const collapseField = groupBy === 'none' ? null : this.schema.collapseKeys[groupBy];
    if (collapseField === undefined) throw new EngineError('SEARCH_INVALID', `Cannot group by ${groupBy}`);

    const count = new CountCollector();
    // No page at all (counts, facets, aggregations only): no top documents to keep, and no scores to compute.
    const top = collapseField === null && start + rows > 0 ? new TopDocsCollector(sort, start + rows) : null;
    const grouping =
      collapseField === null
        ? null
        : new GroupingCollector(collapseField, this.globalOrdinals(collapseField), sort, start + rows);
    const facets = new FacetsCollector(this.schema, request.facets ?? {}, (field) => this.globalOrdinals(field));
    const aggregations =
      request.aggregations && Object.keys(request.aggregations).length > 0
        ? new AggregationsCollector(
            { schema: this.schema, globalOrdinals: (field) => this.globalOrdinals(field) },
            request.aggregations,
            groupBy,
          )
        : null;
    const collectors: Collector[] = [count, facets];
    if (aggregations) collectors.push(aggregations);
    if (top) collectors.push(top);
    if (grouping) collectors.push(grouping);

    // The query's weights are made once for the search; each segment gets its scorers from them, and so does
    // highlighting below.
    const stats = new QueryStats(this.segments, this.schema, budget, this.spareReaders);
    const weights = new QueryWeights(query, stats);
    const filterWeights = filters.map((filter) => new QueryWeights(filter, stats).root);
    this.collect(weights.root, filterWeights, stats, new MultiCollector(collectors), documents);

    let page: { hit: Hit; groupSize?: number; groupKey?: string }[];
    if (grouping) {
      page = grouping.page(start, rows).map((g) => ({
        hit: g.best,
        groupSize: g.size,
        ...(g.key.startsWith('\u0000') ? {} : { groupKey: g.key }),
      }));
    } else
      page =
        top === null
          ? []
          : top
              .hits()
              .slice(start)
              .map((hit) => ({ hit }));

    const targets = request.highlight ? highlightTargets(weights, this.schema, request.highlight) : null;
    const needed = request.fl ? storedFieldsFor(this.schema, request.fl, targets?.map((t) => t.field) ?? []) : null;
    const hits: SearchHit[] = page.map(({ hit, groupSize, groupKey }) => {
      // Reading and highlighting a long page of long documents takes time too.
      budget.check();
      const segment = this.segments[hit.segment]!;
      // With a field list only those fields are read, and the fields highlighting marks with what they derive from.
      const stored = needed ? segment.storedFields(hit.doc, needed) : segment.document(hit.doc);
      const fields = pickFields(stored, request.fl);
      let highlighting: ReturnType<typeof highlightDocument> | undefined;
      if (targets) {
        const scope = new SegmentScope(segment, stats);
        highlighting = highlightDocument(targets, scope, hit.doc, stored, this.schema, request.highlight!);
        scope.release();
      }
      return {
        ucid: segment.ucid(hit.doc),
        score: hit.score,
        fields,
        ...(highlighting ? { highlighting } : {}),
        ...(groupSize !== undefined ? { groupSize } : {}),
        ...(groupKey !== undefined ? { groupKey } : {}),
      };
    });

    this.trimSpareReaders();
    return {
      numFound: count.count,
      ...(grouping ? { grouping: { groupBy, numGroups: grouping.groupCount, numDocs: grouping.docs } } : {}),
      start,
      rows,
      hits,
      facets: facets.results(),
      ...(aggregations ? { aggregations: aggregations.results(() => budget.check()) } : {}),
      cost: budget.usage(),
    };
  }

  /** A search with thousands of terms (a broad truncation) hands back as many readers: keep a few for the next. */
  private trimSpareReaders(): void {
    if (this.spareReaders.length > MAX_SPARE_READERS) this.spareReaders.length = MAX_SPARE_READERS;
  }

  /** Number of live documents a logical query matches. */
  count(query: LogicalQuery, budget?: SearchBudget): number {
    const stats = new QueryStats(this.segments, this.schema, budget, this.spareReaders);
    const count = this.countWeight(new QueryWeights(query, stats).root, stats);
    this.trimSpareReaders();
    return count;
  }

  /** Number of live documents a weight of this searcher's search matches (clause counts). */
  countWeight(weight: Weight, stats: QueryStats): number {
    const counter = new CountCollector();
    this.collect(weight, [], stats, counter);
    return counter.count;
  }

  /**
   * Feeds every live match of `weight` (and of every filter) to `collector`, segment by segment. With `documents`,
   * only those documents; a query of kind `none` then means the documents themselves.
   */
  collect(
    weight: Weight,
    filters: readonly Weight[],
    stats: QueryStats,
    collector: Collector,
    documents: DocumentSetFilter | null = null,
  ): void {
    for (let s = 0; s < this.segments.length; s++) {
      stats.budget.check();
      const segment = this.segments[s]!;
      const scope = new SegmentScope(segment, stats);
      collector.setSegment(s, segment);
      const inSet = documents?.scorer(segment);
      // A set of documents without a query is the search itself; with one, it filters like the request's filters.
      const setIsSearch = inSet !== undefined && weight.query.kind === 'none';
      const bulk = setIsSearch ? undefined : weight.bulkOperands?.();
      const filterScorers = filters.map((f) => f.scorer(scope));
      if (inSet && !setIsSearch) filterScorers.push(inSet);
      let scorer: Scorer;
      if (bulk) {
        const rest = collectInBulk(bulk, scope, collector, filterScorers);
        if (rest === null) {
          scope.release();
          continue;
        }
        scorer = rest;
      } else {
        scorer = setIsSearch ? inSet : weight.scorer(scope);
        if (filterScorers.length > 0) scorer = new FilteredScorer(scorer, filterScorers);
      }
      if (!collector.needsScores) {
        for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
          if (!segment.isDeleted(d)) collector.collect(d, 0);
        }
      } else if (scorer.scoreBound === undefined || collector.scoreFloor === undefined) {
        for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
          if (!segment.isDeleted(d)) collector.collect(d, scorer.score());
        }
      } else this.collectBounded(segment, scorer, collector);
      // The segment's scorers are done with: their readers serve the next segment's terms.
      scope.release();
    }
  }

  /**
   * Scores a document only when its bound can beat the collectors' floor (a full page's worst kept score); the rest
   * are still collected, with -Infinity for a score, so counts, facets and groups see every match.
   */
  private collectBounded(segment: SegmentReader, scorer: Scorer, collector: Collector): void {
    let floor = collector.scoreFloor!();
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
      if (segment.isDeleted(d)) continue;
      if (belowFloor(scorer.scoreBound!(), floor)) {
        collector.collect(d, Number.NEGATIVE_INFINITY);
        continue;
      }
      collector.collect(d, scorer.score());
      floor = collector.scoreFloor!();
    }
  }

  private checkSort(sort: readonly SortKey[]): SortKey[] {
    if (sort.length === 0 || sort.length > 5) throw new EngineError('SEARCH_INVALID', 'Sort by one to five keys');
    return sort.map((key) => {
      if (key.order !== 'asc' && key.order !== 'desc')
        throw new EngineError('SEARCH_INVALID', 'Sort order is asc or desc');
      if (key.field !== 'score') this.checkSortField(key.field);
      return key;
    });
  }

  private checkSortField(name: string): string {
    const field = fieldOf(this.schema, name);
    if (field === undefined || !isNumericField(field))
      throw new EngineError('SEARCH_INVALID', `${name} cannot be used for sorting`);
    return name;
  }

  /**
   * Releases the searcher: its segments let go of the columns they hold in a shared group (`columns` of
   * `Searcher.open`); otherwise nothing is held open. The searcher must not be used afterwards.
   */
  close(): void {
    for (const segment of this.segments) segment.release();
  }
}

function historyResolver(request: Pick<SearchRequest, 'resolveHistory' | 'history'>): HistoryResolver | undefined {
  if (request.resolveHistory) return request.resolveHistory;
  const history = request.history;
  if (!history) return undefined;
  return (n) => {
    const tree = history[n];
    if (!tree) throw new EngineError('QUERY_UNKNOWN_HISTORY', `There is no search #${n} in your history`);
    return tree;
  };
}

function checkWhole(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EngineError(
      'SEARCH_INVALID',
      `${name} must be a whole number from ${min} to ${max.toLocaleString('en')}`,
    );
  }
  return value;
}

/** The stored fields to read for `fl` and for highlighting `highlighted`: each field and what it is derived from. */
function storedFieldsFor(schema: Schema, fl: readonly string[], highlighted: readonly string[]): string[] {
  const fields = new Set(fl);
  for (const field of highlighted) {
    fields.add(field);
    for (const source of schema.deriveSources?.[field] ?? []) fields.add(source);
  }
  return [...fields];
}

function pickFields(stored: Record<string, unknown>, fl: readonly string[] | undefined): Record<string, unknown> {
  if (!fl) return stored;
  const picked: Record<string, unknown> = { ucid: stored.ucid };
  for (const name of fl) if (name in stored) picked[name] = stored[name];
  return picked;
}
