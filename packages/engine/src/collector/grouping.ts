import type { SegmentReader, StringColumn } from '../index/segment-reader';
import type { SortKey } from '../search-types';
import { bestK } from './best-k';
import type { Collector } from './collector';
import type { GlobalOrdinals } from './global-ordinals';
import { GroupScoreFloor } from './group-score-floor';
import { compareHits, type Hit, SortValues } from './top-docs';

/** Deeper pages keep every score: the floor's heap would cost more than the scoring it saves. */
const MAX_FLOOR_PAGE = 10_000;

/** One collapse group: its best hit and how many matching documents share the key. */
export type Group = { key: string; best: Hit; size: number };

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
  /** With a page size and a sort by score first: the score a document must beat to matter (see `scoreFloor`). */
  private readonly floor: GroupScoreFloor | null;
  docs = 0;

  constructor(
    private readonly field: string,
    private readonly ordinals: GlobalOrdinals,
    private readonly keys: readonly SortKey[],
    /** Groups the page will take (start + rows); without it every score is kept. */
    pageSize?: number,
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
    const first = keys[0];
    this.floor =
      pageSize !== undefined && pageSize <= MAX_FLOOR_PAGE && first?.field === 'score' && first.order === 'desc'
        ? new GroupScoreFloor(pageSize, size)
        : null;
  }

  /**
   * The k-th best group score so far (k = the page size): a document scoring below it cannot lift its group onto
   * the page, so it need not be scored (it is still counted in its group).
   */
  scoreFloor(): number {
    return this.floor === null ? Number.NEGATIVE_INFINITY : this.floor.floor();
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
    const keyed = column !== null && column.offsets[doc + 1]! !== column.offsets[doc]!;
    const g = keyed ? this.segmentMap[column.ords[column.offsets[doc]!]!]! : -1;
    // An unscored document (its bound was below the floor) of a group that already has a best only adds to the
    // group's size: it cannot beat the stored best, so its sort values are not read.
    if (g >= 0 && score === Number.NEGATIVE_INFINITY && this.needsScores && this.counts[g]! > 0) {
      this.counts[g]!++;
      return;
    }
    const probe = this.probe;
    probe.segment = this.segment;
    probe.doc = doc;
    probe.score = score;
    this.sortValues.read(doc, score, probe.values);
    if (g < 0) {
      const key = `\u0000${this.segmentReader!.ucid(doc)}`;
      this.keyless.push({ key, best: { ...probe, values: [...probe.values] }, size: 1 });
      this.floor?.single(score);
      return;
    }
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
    this.floor?.raise(g, score);
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
