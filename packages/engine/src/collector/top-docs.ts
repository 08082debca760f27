import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import type { SortKey } from '../search-types';
import type { Collector } from './collector';

/** A collected hit with its sort values (NaN for a missing value). */
export type Hit = {
  readonly segment: number;
  readonly doc: number;
  readonly score: number;
  readonly values: readonly number[];
};

/**
 * Orders hits by the sort keys. Missing values sort last whatever the direction (a patent without a date does
 * not belong at the top of "newest first"); ties fall back to index order, so pages never overlap.
 */
export function compareHits(keys: readonly SortKey[], a: Hit, b: Hit): number {
  for (let i = 0; i < keys.length; i++) {
    const va = a.values[i]!;
    const vb = b.values[i]!;
    if (va === vb) continue;
    // Two missing values tie like equal ones (NaN !== NaN): the next key or index order decides, or pages overlap.
    if (Number.isNaN(va)) {
      if (Number.isNaN(vb)) continue;
      return 1;
    }
    if (Number.isNaN(vb)) return -1;
    return keys[i]!.order === 'asc' ? va - vb : vb - va;
  }
  return a.segment - b.segment || a.doc - b.doc;
}

/** Reads a hit's sort values for the current segment. */
class SortValues {
  private columns: (Int32Array | null)[] = [];

  constructor(private readonly keys: readonly SortKey[]) {}

  setSegment(segment: SegmentReader): void {
    this.columns = this.keys.map((k) => (k.field === 'score' ? null : segment.numbers(k.field)));
  }

  /** Reads into `values` (a reused scratch array unless the caller passes a fresh one). */
  read(doc: number, score: number, values: number[] = new Array<number>(this.keys.length)): number[] {
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keys[i]!.field === 'score') values[i] = score;
      else {
        const v = this.columns[i]?.[doc];
        values[i] = v === undefined || v === MISSING_NUMBER ? Number.NaN : v;
      }
    }
    return values;
  }
}

/** The best `size` hits (start + rows), kept in a bounded heap whose root is the worst kept hit. */
export class TopDocsCollector implements Collector {
  readonly needsScores: boolean;
  private readonly heap: Hit[] = [];
  private readonly sortValues: SortValues;
  private segment = 0;
  private readonly probe: { segment: number; doc: number; score: number; values: number[] };

  constructor(
    private readonly keys: readonly SortKey[],
    private readonly size: number,
  ) {
    this.probe = { segment: 0, doc: 0, score: 0, values: new Array<number>(keys.length).fill(0) };
    this.needsScores = keys.some((k) => k.field === 'score');
    this.sortValues = new SortValues(keys);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.segment = index;
    this.sortValues.setSegment(segment);
  }

  collect(doc: number, score: number): void {
    if (this.size === 0) return;
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push({ segment: this.segment, doc, score, values: this.sortValues.read(doc, score) });
      this.up(heap.length - 1);
      return;
    }
    // Most hits lose against the worst kept one: compare with reused scratch before allocating anything.
    const probe = this.probe;
    probe.segment = this.segment;
    probe.doc = doc;
    probe.score = score;
    this.sortValues.read(doc, score, probe.values);
    if (compareHits(this.keys, probe, heap[0]!) < 0) {
      heap[0] = { segment: this.segment, doc, score, values: [...probe.values] };
      this.down(0);
    }
  }

  /** The kept hits, best first. */
  hits(): Hit[] {
    return [...this.heap].sort((a, b) => compareHits(this.keys, a, b));
  }

  // Max-heap by "worse": the root is the hit that compares greatest.
  private up(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      if (compareHits(this.keys, heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private down(i: number): void {
    const heap = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compareHits(this.keys, heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compareHits(this.keys, heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  }
}

/** One collapse group: its best hit and how many matching documents share the key. */
export type Group = { key: string; best: Hit; size: number };

/**
 * A field's values numbered across all segments of a searcher (Lucene's OrdinalMap): segment ordinal → global
 * ordinal. Built once per searcher and field, so collapsing counts into typed arrays by global ordinal and never
 * touches a string or a map per query.
 */
export type GlobalOrdinals = { readonly segmentMaps: readonly Int32Array[]; readonly keys: readonly string[] };

/** Builds the global ordinals of a string field over the given segments. */
export function buildGlobalOrdinals(segments: readonly SegmentReader[], field: string): GlobalOrdinals {
  const ids = new Map<string, number>();
  const keys: string[] = [];
  const segmentMaps = segments.map((segment) => {
    const column = segment.strings(field);
    if (column === null) return new Int32Array(0);
    const dictionary = column.dictionary();
    const map = new Int32Array(dictionary.length);
    for (let ord = 0; ord < dictionary.length; ord++) {
      const key = dictionary[ord]!;
      let id = ids.get(key);
      if (id === undefined) {
        id = keys.length;
        ids.set(key, id);
        keys.push(key);
      }
      map[ord] = id;
    }
    return map;
  });
  return { segmentMaps, keys };
}

/**
 * Collapses hits by a key field (application number, simple or extended family): exact numbers of groups and of
 * documents, and the best hit of each group by the sort. Counts and bests live in typed arrays indexed by global
 * ordinal, so a hit allocates nothing. A document without a key is a group of its own.
 */
export class GroupingCollector implements Collector {
  readonly needsScores: boolean;
  private readonly sortValues: SortValues;
  private column: StringColumn | null = null;
  private segmentMap: Int32Array = new Int32Array(0);
  private segment = 0;
  private segmentReader: SegmentReader | null = null;
  private readonly probe: { segment: number; doc: number; score: number; values: number[] };
  private readonly counts: Int32Array;
  private readonly bestSegments: Int32Array;
  private readonly bestDocs: Int32Array;
  private readonly bestScores: Float64Array;
  private readonly bestValues: Float64Array;
  /** The global ordinals that got a hit, in first-hit order: the page looks at these, not at every ordinal. */
  private readonly touched: Int32Array;
  /** Documents without a key, each its own group. */
  private readonly keyless: Group[] = [];
  private keyed = 0;
  docs = 0;

  constructor(
    private readonly field: string,
    private readonly ordinals: GlobalOrdinals,
    private readonly keys: readonly SortKey[],
  ) {
    const size = ordinals.keys.length;
    this.probe = { segment: 0, doc: 0, score: 0, values: new Array<number>(keys.length).fill(0) };
    this.needsScores = keys.some((k) => k.field === 'score');
    this.sortValues = new SortValues(keys);
    this.counts = new Int32Array(size);
    this.bestSegments = new Int32Array(size);
    this.bestDocs = new Int32Array(size);
    this.bestScores = new Float64Array(size);
    this.bestValues = new Float64Array(size * keys.length);
    this.touched = new Int32Array(size);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.segment = index;
    this.segmentReader = segment;
    this.sortValues.setSegment(segment);
    this.column = segment.strings(this.field);
    this.segmentMap = this.ordinals.segmentMaps[index] ?? new Int32Array(0);
  }

  collect(doc: number, score: number): void {
    this.docs++;
    const column = this.column;
    const probe = this.probe;
    probe.segment = this.segment;
    probe.doc = doc;
    probe.score = score;
    this.sortValues.read(doc, score, probe.values);
    if (column === null || column.offsets[doc + 1]! === column.offsets[doc]!) {
      const key = `\u0000${this.segmentReader!.ucid(doc)}`;
      this.keyless.push({ key, best: { ...probe, values: [...probe.values] }, size: 1 });
      return;
    }
    const g = this.segmentMap[column.ords[column.offsets[doc]!]!]!;
    const n = this.keys.length;
    if (this.counts[g]! === 0) this.touched[this.keyed++] = g;
    else if (!this.beatsStored(g)) {
      this.counts[g]!++;
      return;
    }
    this.counts[g]!++;
    this.bestSegments[g] = this.segment;
    this.bestDocs[g] = doc;
    this.bestScores[g] = score;
    for (let i = 0; i < n; i++) this.bestValues[g * n + i] = probe.values[i]!;
  }

  /** Whether the probe sorts before the stored best of `g`; hits come in index order, so ties keep the stored one. */
  private beatsStored(g: number): boolean {
    const n = this.keys.length;
    const values = this.probe.values;
    for (let i = 0; i < n; i++) {
      const va = values[i]!;
      const vb = this.bestValues[g * n + i]!;
      if (va === vb || (Number.isNaN(va) && Number.isNaN(vb))) continue;
      if (Number.isNaN(va)) return false;
      if (Number.isNaN(vb)) return true;
      return this.keys[i]!.order === 'asc' ? va < vb : va > vb;
    }
    return false;
  }

  private bestOf(g: number): Hit {
    const n = this.keys.length;
    return {
      segment: this.bestSegments[g]!,
      doc: this.bestDocs[g]!,
      score: this.bestScores[g]!,
      values: Array.from(this.bestValues.subarray(g * n, g * n + n)),
    };
  }

  /** Number of groups. */
  get groupCount(): number {
    return this.keyed + this.keyless.length;
  }

  /** Groups `start … start + rows` by their best hit. */
  page(start: number, rows: number): Group[] {
    const k = start + rows;
    const n = this.keys.length;
    // Keyed groups compete as global ordinals, compared in the typed arrays; only the winners become objects.
    const byStored = (a: number, b: number): number => {
      for (let i = 0; i < n; i++) {
        const va = this.bestValues[a * n + i]!;
        const vb = this.bestValues[b * n + i]!;
        if (va === vb || (Number.isNaN(va) && Number.isNaN(vb))) continue;
        if (Number.isNaN(va)) return 1;
        if (Number.isNaN(vb)) return -1;
        return this.keys[i]!.order === 'asc' ? va - vb : vb - va;
      }
      return this.bestSegments[a]! - this.bestSegments[b]! || this.bestDocs[a]! - this.bestDocs[b]!;
    };
    const counts = this.counts;
    const keyed = bestK(this.touched.subarray(0, this.keyed), k, byStored).map((g) => ({
      key: this.ordinals.keys[g]!,
      best: this.bestOf(g),
      size: counts[g]!,
    }));
    const byBest = (a: Group, b: Group) => compareHits(this.keys, a.best, b.best);
    return [...keyed, ...bestK(this.keyless, k, byBest)].sort(byBest).slice(start, k);
  }
}

/**
 * The `k` smallest items by `compare`, sorted: a bounded max-heap, so choosing a page among hundreds of thousands of
 * groups costs O(n log k) comparisons instead of sorting them all.
 */
export function bestK<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  const heap: T[] = [];
  const up = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = () => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down();
    }
  }
  return heap.sort(compare);
}
