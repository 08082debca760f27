import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import type { FacetBucket, FacetResult } from '../search-types';
import type { Collector } from './collector';

/**
 * Exact value counts of a string field over the whole match set. Counting is by ordinal into a per-segment
 * Int32Array (no strings touched per hit); ordinals become values once per segment at the end.
 */
export class FacetCollector implements Collector {
  readonly needsScores = false;
  private readonly totals = new Map<string, number>();
  private column: StringColumn | null = null;
  private counts: Int32Array = new Int32Array(0);
  private missing = 0;

  constructor(
    readonly field: string,
    private readonly limit: number,
  ) {}

  setSegment(_index: number, segment: SegmentReader): void {
    this.flushSegment();
    this.column = segment.strings(this.field);
    this.counts = new Int32Array(this.column?.size ?? 0);
  }

  collect(doc: number): void {
    const column = this.column;
    if (column === null) {
      this.missing++;
      return;
    }
    const start = column.offsets[doc]!;
    const end = column.offsets[doc + 1]!;
    if (start === end) this.missing++;
    for (let i = start; i < end; i++) this.counts[column.ords[i]!]!++;
  }

  private flushSegment(): void {
    const column = this.column;
    if (column === null) return;
    const dictionary = column.dictionary();
    for (let ord = 0; ord < this.counts.length; ord++) {
      const count = this.counts[ord]!;
      if (count > 0) this.totals.set(dictionary[ord]!, (this.totals.get(dictionary[ord]!) ?? 0) + count);
    }
    this.column = null;
  }

  /** The `limit` most frequent values (ties by value), the rest counted. */
  result(): FacetResult {
    this.flushSegment();
    const all: FacetBucket[] = [...this.totals].map(([value, count]) => ({ value, count }));
    all.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const buckets = all.slice(0, this.limit);
    let otherCount = 0;
    for (let i = this.limit; i < all.length; i++) otherCount += all[i]!.count;
    return { buckets, otherCount, missingCount: this.missing };
  }
}

/** Matches per year of a date field (YYYYMMDD → YYYY). */
export class YearHistogramCollector implements Collector {
  readonly needsScores = false;
  private values: Int32Array | null = null;
  /** Years 1700–2299 counted in an array (no map per hit); anything else falls back to a map. */
  private readonly counts = new Int32Array(FIRST_UNUSUAL_YEAR - FIRST_YEAR);
  private readonly unusual = new Map<number, number>();

  constructor(readonly field: string) {}

  setSegment(_index: number, segment: SegmentReader): void {
    this.values = segment.numbers(this.field);
  }

  collect(doc: number): void {
    const values = this.values;
    if (values === null) return;
    const value = values[doc]!;
    if (value === MISSING_NUMBER) return;
    const year = Math.floor(value / 10000);
    const slot = year - FIRST_YEAR;
    if (slot >= 0 && slot < this.counts.length) this.counts[slot]!++;
    else this.unusual.set(year, (this.unusual.get(year) ?? 0) + 1);
  }

  result(): Record<string, number> {
    const all = new Map(this.unusual);
    for (let slot = 0; slot < this.counts.length; slot++) {
      if (this.counts[slot]! > 0) all.set(slot + FIRST_YEAR, this.counts[slot]!);
    }
    const out: Record<string, number> = {};
    for (const year of [...all.keys()].sort((a, b) => a - b)) out[String(year)] = all.get(year)!;
    return out;
  }
}

const FIRST_YEAR = 1700;
const FIRST_UNUSUAL_YEAR = 2300;

/** Matches per numeric range (`from` included, `to` excluded). */
export class NumericRangeCollector implements Collector {
  readonly needsScores = false;
  private values: Int32Array | null = null;
  readonly counts: number[];

  constructor(
    readonly field: string,
    private readonly ranges: readonly { readonly from?: number; readonly to?: number }[],
  ) {
    this.counts = ranges.map(() => 0);
  }

  setSegment(_index: number, segment: SegmentReader): void {
    this.values = segment.numbers(this.field);
  }

  collect(doc: number): void {
    const value = this.values?.[doc];
    if (value === undefined || value === MISSING_NUMBER) return;
    for (let i = 0; i < this.ranges.length; i++) {
      const { from, to } = this.ranges[i]!;
      if ((from === undefined || value >= from) && (to === undefined || value < to)) this.counts[i]!++;
    }
  }
}
