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
