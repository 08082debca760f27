import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader } from '../index/segment-reader';
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
export class SortValues {
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
    // A document the searcher did not score (its bound was below the floor) loses without a look at its values.
    if (score === Number.NEGATIVE_INFINITY && this.needsScores) return;
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

  /**
   * Once the heap is full and the first sort key is the score, descending: the worst kept hit's score. A document
   * scoring below it loses on the first key whatever the others say.
   */
  scoreFloor(): number {
    const first = this.keys[0]!;
    if (this.heap.length < this.size || first.field !== 'score' || first.order !== 'desc')
      return Number.NEGATIVE_INFINITY;
    return this.heap[0]!.score;
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
