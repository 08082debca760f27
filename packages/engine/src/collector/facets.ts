import { EngineError } from '../engine-error';
import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import { fieldOf, hasStringDocValues, isNumericField, type Schema } from '../schema/schema';
import type { FacetBucket, FacetRequest, FacetResult, NumericRange } from '../search-types';
import { bestK } from './best-k';
import type { Collector } from './collector';
import type { GlobalOrdinals } from './global-ordinals';

/** Default size of a terms facet. */
export const DEFAULT_FACET_LIMIT = 20;
/** Largest size of a terms facet. */
export const MAX_FACET_LIMIT = 10_000;

/** A collector that answers one facet. */
interface FacetCounter extends Collector {
  /** Counts the first `count` doc ids of `docs`, all of the current segment, in doc id order. */
  collectBatch(docs: Int32Array, count: number): void;
  result(): FacetResult;
}

/** A single document counted through a counter's batch path (the counters are also `Collector`s on their own). */
const ONE = new Int32Array(1);
function collectOne(counter: FacetCounter, doc: number): void {
  ONE[0] = doc;
  counter.collectBatch(ONE, 1);
}

/** Doc ids buffered per flush: 16 KB, enough to amortize the call per counter, small enough to stay in cache. */
const BATCH_SIZE = 4096;

/**
 * Every facet of a request, each answered under the name it was asked by, counted in the search's one pass. The
 * fields are checked here, before any segment is read.
 */
export class FacetsCollector implements Collector {
  readonly needsScores = false;
  private readonly names: string[];
  private readonly counters: FacetCounter[];
  // Matches are buffered and counted a column at a time: a call per counter per match was megamorphic and went
  // through every facet column for every match, the largest self time of a faceted search.
  private readonly batch: Int32Array;
  private batched = 0;

  constructor(
    schema: Schema,
    requests: Readonly<Record<string, FacetRequest>>,
    /** A string field's global ordinals over the searcher's segments (Searcher.globalOrdinals). */
    globalOrdinals: (field: string) => GlobalOrdinals,
  ) {
    this.names = Object.keys(requests);
    this.counters = this.names.map((name) => counterOf(schema, name, requests[name]!, globalOrdinals));
    // Most searches ask for no facets: allocating the buffer anyway was a measurable part of a small search.
    this.batch = new Int32Array(this.counters.length > 0 ? BATCH_SIZE : 0);
  }

  setSegment(index: number, segment: SegmentReader): void {
    // The buffered matches are of the previous segment: counted before the counters move on.
    this.flush();
    for (const counter of this.counters) counter.setSegment(index, segment);
  }

  collect(doc: number): void {
    if (this.counters.length === 0) return;
    this.batch[this.batched++] = doc;
    if (this.batched === BATCH_SIZE) this.flush();
  }

  private flush(): void {
    const count = this.batched;
    if (count === 0) return;
    this.batched = 0;
    for (const counter of this.counters) counter.collectBatch(this.batch, count);
  }

  results(): Record<string, FacetResult> {
    this.flush();
    return Object.fromEntries(this.names.map((name, i) => [name, this.counters[i]!.result()]));
  }
}

function counterOf(
  schema: Schema,
  name: string,
  request: FacetRequest,
  globalOrdinals: (field: string) => GlobalOrdinals,
): FacetCounter {
  if (request.kind === 'assigned') return new AssignedValuesCollector(request.values);
  const fieldName = request.field ?? name;
  const field = fieldOf(schema, fieldName);
  const refuse = (what: string) =>
    new EngineError('SEARCH_INVALID', `${fieldName} cannot be used for ${what} (facet ${name})`);
  switch (request.kind) {
    case 'terms': {
      if (!field || !hasStringDocValues(field)) throw refuse('a terms facet');
      const limit = request.limit ?? DEFAULT_FACET_LIMIT;
      if (!Number.isInteger(limit) || limit < 0 || limit > MAX_FACET_LIMIT)
        throw new EngineError(
          'SEARCH_INVALID',
          `limit must be a whole number from 0 to ${MAX_FACET_LIMIT.toLocaleString('en')}`,
        );
      return new FacetCollector(fieldName, limit, globalOrdinals(fieldName));
    }
    case 'years':
      if (field?.type !== 'date') throw refuse('a year histogram');
      return new YearHistogramCollector(fieldName);
    case 'ranges':
      if (!field || !isNumericField(field)) throw refuse('ranges');
      return new NumericRangeCollector(fieldName, request.ranges, request.missingLabel);
    default:
      throw new EngineError('SEARCH_INVALID', `Facet ${name} is of no known kind`);
  }
}

/**
 * Exact value counts of a string field over the whole match set, counted by global ordinal (the field's values
 * numbered across the searcher's segments, built once per searcher) into one Int32Array: no string, map or
 * per-segment dictionary is touched per search, and only the `limit` best values become buckets. The values met
 * are listed as they are first counted, so the answer reads those, not every value of the index: on a million
 * patents a names field holds hundreds of thousands of values, and a search of ten hits meets a few dozen.
 */
export class FacetCollector implements FacetCounter {
  readonly needsScores = false;
  private readonly counts: Int32Array;
  /** The global ordinals counted so far, each once, in the order first met. */
  private met = new Int32Array(64);
  private metCount = 0;
  private column: StringColumn | null = null;
  private segmentMap: Int32Array = new Int32Array(0);
  private missing = 0;

  constructor(
    readonly field: string,
    private readonly limit: number,
    private readonly ordinals: GlobalOrdinals,
  ) {
    this.counts = new Int32Array(ordinals.keys.length);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.column = segment.strings(this.field);
    this.segmentMap = this.ordinals.segmentMaps[index] ?? new Int32Array(0);
  }

  collect(doc: number): void {
    collectOne(this, doc);
  }

  collectBatch(docs: Int32Array, count: number): void {
    const column = this.column;
    if (column === null) {
      this.missing += count;
      return;
    }
    const offsets = column.offsets;
    const ords = column.ords;
    const map = this.segmentMap;
    const counts = this.counts;
    let met = this.met;
    let metCount = this.metCount;
    let missing = 0;
    for (let b = 0; b < count; b++) {
      const doc = docs[b]!;
      const start = offsets[doc]!;
      const end = offsets[doc + 1]!;
      if (start === end) missing++;
      for (let i = start; i < end; i++) {
        const g = map[ords[i]!]!;
        if (counts[g]!++ !== 0) continue;
        if (metCount === met.length) {
          const grown = new Int32Array(Math.min(met.length * 2, counts.length));
          grown.set(met);
          met = grown;
        }
        met[metCount++] = g;
      }
    }
    this.met = met;
    this.metCount = metCount;
    this.missing += missing;
  }

  /** The `limit` most frequent values (ties by value), the rest counted. */
  result(): FacetResult {
    const counts = this.counts;
    const keys = this.ordinals.keys;
    const present = this.met.subarray(0, this.metCount);
    const n = present.length;
    let total = 0;
    for (let i = 0; i < n; i++) total += counts[present[i]!]!;
    const order = (a: number, b: number) => {
      const byCount = counts[b]! - counts[a]!;
      if (byCount !== 0) return byCount;
      const ka = keys[a]!;
      const kb = keys[b]!;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    };
    const best = bestK(present.subarray(0, n), this.limit, order);
    const buckets: FacetBucket[] = best.map((g) => ({ value: keys[g]!, count: counts[g]! }));
    let shown = 0;
    for (const bucket of buckets) shown += bucket.count;
    return { buckets, otherCount: total - shown, missingCount: this.missing };
  }
}

/** Matches per year of a date field (YYYYMMDD → YYYY), newest year first; matches without a date are missing. */
export class YearHistogramCollector implements FacetCounter {
  readonly needsScores = false;
  private values: Int32Array | null = null;
  private missing = 0;
  /** Years 1700–2299 counted in an array (no map per hit); anything else falls back to a map. */
  private readonly counts = new Int32Array(FIRST_UNUSUAL_YEAR - FIRST_YEAR);
  private readonly unusual = new Map<number, number>();

  constructor(readonly field: string) {}

  setSegment(_index: number, segment: SegmentReader): void {
    this.values = segment.numbers(this.field);
  }

  collect(doc: number): void {
    collectOne(this, doc);
  }

  collectBatch(docs: Int32Array, count: number): void {
    const values = this.values;
    if (values === null) {
      this.missing += count;
      return;
    }
    const counts = this.counts;
    const slots = counts.length;
    let missing = 0;
    for (let b = 0; b < count; b++) {
      const value = values[docs[b]!]!;
      if (value === MISSING_NUMBER) {
        missing++;
        continue;
      }
      const year = Math.floor(value / 10000);
      const slot = year - FIRST_YEAR;
      if (slot >= 0 && slot < slots) counts[slot]!++;
      else this.unusual.set(year, (this.unusual.get(year) ?? 0) + 1);
    }
    this.missing += missing;
  }

  result(): FacetResult {
    const all = new Map(this.unusual);
    for (let slot = 0; slot < this.counts.length; slot++) {
      if (this.counts[slot]! > 0) all.set(slot + FIRST_YEAR, this.counts[slot]!);
    }
    const buckets = [...all.keys()]
      .sort((a, b) => b - a)
      .map((year) => ({ value: String(year), count: all.get(year)! }));
    return { buckets, otherCount: 0, missingCount: this.missing };
  }
}

const FIRST_YEAR = 1700;
const FIRST_UNUSUAL_YEAR = 2300;

/** Matches per numeric range (`from` included, `to` excluded), in the order asked. */
export class NumericRangeCollector implements FacetCounter {
  readonly needsScores = false;
  private values: Int32Array | null = null;
  private readonly counts: number[];
  private readonly froms: number[];
  private readonly tos: number[];
  private missing = 0;

  constructor(
    readonly field: string,
    private readonly ranges: readonly NumericRange[],
    /** Counts the matches without a value as a bucket of this name rather than as `missingCount`. */
    private readonly missingLabel?: string,
  ) {
    this.counts = ranges.map(() => 0);
    // Open ends as ±Infinity, so the batch loop compares numbers only.
    this.froms = ranges.map((r) => (r.from === undefined ? Number.NEGATIVE_INFINITY : r.from));
    this.tos = ranges.map((r) => (r.to === undefined ? Number.POSITIVE_INFINITY : r.to));
  }

  setSegment(_index: number, segment: SegmentReader): void {
    this.values = segment.numbers(this.field);
  }

  collect(doc: number): void {
    collectOne(this, doc);
  }

  collectBatch(docs: Int32Array, count: number): void {
    const values = this.values;
    if (values === null) {
      this.missing += count;
      return;
    }
    const ranges = this.ranges.length;
    const froms = this.froms;
    const tos = this.tos;
    const counts = this.counts;
    let missing = 0;
    for (let b = 0; b < count; b++) {
      const value = values[docs[b]!]!;
      if (value === MISSING_NUMBER) {
        missing++;
        continue;
      }
      for (let i = 0; i < ranges; i++) if (value >= froms[i]! && value < tos[i]!) counts[i]!++;
    }
    this.missing += missing;
  }

  result(): FacetResult {
    const buckets = this.ranges.map((range, i) => ({ value: range.label, count: this.counts[i]! }));
    if (this.missingLabel === undefined) return { buckets, otherCount: 0, missingCount: this.missing };
    return { buckets: [...buckets, { value: this.missingLabel, count: this.missing }], otherCount: 0, missingCount: 0 };
  }
}

/**
 * Values the caller assigned to documents by ucid (a folder's ratings and labels), counted over the matches: the
 * ucids are resolved once per segment, as a document-set filter resolves them. Every value is a bucket, most
 * frequent first; a match with no value is missing.
 */
export class AssignedValuesCollector implements FacetCounter {
  readonly needsScores = false;
  private readonly totals = new Map<string, number>();
  private segmentValues = new Map<number, readonly string[]>();
  private missing = 0;

  constructor(private readonly values: Readonly<Record<string, readonly string[]>>) {}

  setSegment(_index: number, segment: SegmentReader): void {
    this.segmentValues = new Map();
    for (const [ucid, values] of Object.entries(this.values)) {
      const doc = segment.docOf(ucid);
      if (doc !== undefined) this.segmentValues.set(doc, values);
    }
  }

  collect(doc: number): void {
    const values = this.segmentValues.get(doc);
    if (values === undefined || values.length === 0) {
      this.missing++;
      return;
    }
    for (const value of values) this.totals.set(value, (this.totals.get(value) ?? 0) + 1);
  }

  collectBatch(docs: Int32Array, count: number): void {
    for (let b = 0; b < count; b++) this.collect(docs[b]!);
  }

  result(): FacetResult {
    const buckets: FacetBucket[] = [...this.totals].map(([value, count]) => ({ value, count }));
    buckets.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return { buckets, otherCount: 0, missingCount: this.missing };
  }
}
