import { belowFloor, type Collector, scoreFloorOf } from '../collector/collector';
import { disjunction } from '../query/boolean-scorers';
import { type Scorer, scoreBoundOf, TERMINATED } from '../query/doc-set';
import { FilteredScorer } from '../query/filtered-scorer';
import type { SegmentScope, Weight } from './weight';

/** Postings per document of the segment below which the heap union is cheaper than a pass over every doc id. */
const MIN_DENSITY = 1 / 16;
/** A filter matching fewer than a quarter of the union's postings is leapfrogged to rather than checked. */
const FILTER_SELECTIVITY = 4;
/** Beyond this many operands, scoring a document by seeking each of them costs more than the heap saves. */
const MAX_SCORED_OPERANDS = 64;

/** Per-document marks and bound sums, reused from segment to segment and search to search (one thread each). */
let marks = new Uint8Array(0);
let bounds = new Float64Array(0);

/**
 * An OR at the root of a search, collected in one segment in bulk instead of through the disjunction's heap: each
 * operand's documents are marked in a pass over its own postings, adding its score bound to the document's, and the
 * marked documents are then collected in doc id order. A document is scored only when its summed bound can beat the
 * collectors' floor, by a second set of the operands' scorers sought forward to it and summed in the operands' order,
 * as the disjunction sums them, so every score is the same to the last bit. Counts, facets and groups see every
 * match. Where the heap is the better way (a sparse union, many operands to score, no floor to skip by) nothing is
 * collected and the disjunction is returned for the caller to collect; null means done.
 */
export function collectDisjunctionInBulk(
  operands: readonly Weight[],
  scope: SegmentScope,
  collector: Collector,
  /** Filters every collected document must also match (they never change a score). */
  filters: readonly Scorer[] = [],
): Scorer | null {
  const segment = scope.segment;
  const maxDoc = segment.maxDoc;
  const scored = collector.needsScores;
  const first = operands.map((o) => o.scorer(scope));
  let cost = 0;
  for (const scorer of first) cost += scorer.cost();
  // Operands that bound each document by its very score (words scored in bulk) sum to the disjunction's score as
  // they are marked, in the operands' order: nothing is left to score afterwards.
  const exact = first.every(hasExactBound);
  const heapIsBetter =
    cost < maxDoc * MIN_DENSITY ||
    // A narrow filter (a folder's documents) is better leapfrogged to than checked on every marked document.
    filters.some((f) => f.cost() * FILTER_SELECTIVITY < cost) ||
    (scored && !exact && (operands.length > MAX_SCORED_OPERANDS || collector.scoreFloor === undefined));
  if (heapIsBetter) {
    const union = disjunction(first);
    return filters.length > 0 ? new FilteredScorer(union, filters) : union;
  }
  if (marks.length < maxDoc) {
    marks = new Uint8Array(maxDoc);
    bounds = new Float64Array(maxDoc);
  } else {
    marks.fill(0, 0, maxDoc);
    // Bounds are only summed (and read) when scores are wanted.
    if (scored) bounds.fill(0, 0, maxDoc);
  }
  for (const scorer of first) markAll(scorer, scored);
  if (exact) {
    collectSums(scope, collector, filters);
    return null;
  }

  let floor = scored ? scoreFloorOf(collector) : Number.NEGATIVE_INFINITY;
  const rescoring = scope.forRescoring();
  let second: Scorer[] | null = null;
  outer: for (let d = 0; d < maxDoc; d++) {
    if (marks[d] === 0 || segment.isDeleted(d)) continue;
    for (let f = 0; f < filters.length; f++) {
      const filter = filters[f]!;
      if (filter.doc() < d) filter.seek(d);
      if (filter.doc() !== d) continue outer;
    }
    if (!scored) {
      collector.collect(d, 0);
      continue;
    }
    if (belowFloor(bounds[d]!, floor)) {
      collector.collect(d, Number.NEGATIVE_INFINITY);
      continue;
    }
    second ??= operands.map((o) => o.scorer(rescoring));
    // On the document, the operands' own bounds are tighter than the marked ones (a word's frequency and lengths).
    let bound = 0;
    for (let i = 0; i < second.length; i++) {
      const scorer = second[i]!;
      if (scorer.doc() < d) scorer.seek(d);
      if (scorer.doc() === d) bound += scoreBoundOf(scorer);
    }
    if (belowFloor(bound, floor)) {
      collector.collect(d, Number.NEGATIVE_INFINITY);
      continue;
    }
    let sum = 0;
    for (let i = 0; i < second.length; i++) {
      const scorer = second[i]!;
      if (scorer.doc() === d) sum += scorer.score();
    }
    collector.collect(d, sum);
    floor = scoreFloorOf(collector);
  }
  rescoring.release();
  return null;
}

/** Marks an operand's documents, adding its bound on each to the document's sum when scores are wanted. */
function markAll(scorer: Scorer, scored: boolean): void {
  const m = marks;
  if (!scored) {
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) m[d] = 1;
    return;
  }
  const b = bounds;
  if (scorer.scoreBound === undefined) {
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
      m[d] = 1;
      b[d] = Number.POSITIVE_INFINITY;
    }
    return;
  }
  if (scorer.maxScore !== undefined && !hasExactBound(scorer)) {
    const bound = scorer.maxScore();
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
      m[d] = 1;
      b[d] = b[d]! + bound;
    }
    return;
  }
  for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
    m[d] = 1;
    b[d] = b[d]! + scoreBoundOf(scorer);
  }
}

/** Whether a scorer's bound on each document is its score there (`WordDocsScorer`). */
function hasExactBound(scorer: Scorer): boolean {
  return (scorer as { exactBound?: boolean }).exactBound === true;
}

/**
 * Collects the marked documents when every operand's bound was its score: each document's sum is then its score,
 * added in the operands' order as the disjunction adds them.
 */
function collectSums(scope: SegmentScope, collector: Collector, filters: readonly Scorer[]): void {
  const segment = scope.segment;
  const maxDoc = segment.maxDoc;
  const scored = collector.needsScores;
  const m = marks;
  const b = bounds;
  let floor = scored ? scoreFloorOf(collector) : Number.NEGATIVE_INFINITY;
  outer: for (let d = 0; d < maxDoc; d++) {
    if (m[d] === 0 || segment.isDeleted(d)) continue;
    for (let f = 0; f < filters.length; f++) {
      const filter = filters[f]!;
      if (filter.doc() < d) filter.seek(d);
      if (filter.doc() !== d) continue outer;
    }
    if (!scored) collector.collect(d, 0);
    else if (belowFloor(b[d]!, floor)) collector.collect(d, Number.NEGATIVE_INFINITY);
    else {
      collector.collect(d, b[d]!);
      floor = scoreFloorOf(collector);
    }
  }
}
