import type { SegmentReader } from '../index/segment-reader';

/**
 * Receives every matching live document of a search, segment by segment (tantivy's Collector/SegmentCollector
 * folded into one interface): `setSegment` before a segment's hits, then `collect` for each in doc id order.
 * Several collectors run in the same pass (`MultiCollector`), so facets, counts and the page cost one iteration.
 */
export interface Collector {
  /** Whether `collect` needs real scores (a sort by score); lets the searcher skip scoring otherwise. */
  readonly needsScores: boolean;
  setSegment(index: number, segment: SegmentReader): void;
  collect(doc: number, score: number): void;
  /**
   * A score that a document must exceed to change what this collector keeps (a full page's worst kept score), or
   * -Infinity while every score counts. The searcher passes -Infinity instead of scoring a document whose score
   * bound is below it. Absent: every score counts.
   */
  scoreFloor?(): number;
}

/** Widens a score bound by far more than a sum's rounding, so a skipped document is never one that would score. */
const BOUND_SLACK = 1 + 1e-9;

/** Whether a document whose score is at most `bound` cannot beat `floor` (and so need not be scored). */
export function belowFloor(bound: number, floor: number): boolean {
  return floor > Number.NEGATIVE_INFINITY && bound * BOUND_SLACK < floor;
}

/** The floor of a collector that needs scores (see `Collector.scoreFloor`); Infinity for one that does not. */
export function scoreFloorOf(collector: Collector): number {
  if (!collector.needsScores) return Number.POSITIVE_INFINITY;
  return collector.scoreFloor === undefined ? Number.NEGATIVE_INFINITY : collector.scoreFloor();
}

/** Runs several collectors in one pass. */
export class MultiCollector implements Collector {
  readonly needsScores: boolean;

  constructor(private readonly collectors: readonly Collector[]) {
    this.needsScores = collectors.some((c) => c.needsScores);
  }

  setSegment(index: number, segment: SegmentReader): void {
    for (const c of this.collectors) c.setSegment(index, segment);
  }

  collect(doc: number, score: number): void {
    for (const c of this.collectors) c.collect(doc, score);
  }

  /** The lowest floor of the collectors that need scores: a score below it changes none of them. */
  scoreFloor(): number {
    let floor = Number.POSITIVE_INFINITY;
    for (const c of this.collectors) floor = Math.min(floor, scoreFloorOf(c));
    return floor;
  }
}

/** Counts matches. */
export class CountCollector implements Collector {
  readonly needsScores = false;
  count = 0;

  setSegment(): void {}

  collect(): void {
    this.count++;
  }
}
