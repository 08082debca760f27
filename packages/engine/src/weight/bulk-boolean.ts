import { belowFloor, type Collector, scoreFloorOf } from '../collector/collector';
import { atLeast, ExclusionScorer } from '../query/boolean-scorers';
import { BulkWordScorer } from '../query/bulk-word-scorer';
import { type Scorer, scoreBoundOf, TERMINATED } from '../query/doc-set';
import { FilteredScorer } from '../query/filtered-scorer';
import type { BulkOperands, SegmentScope } from './weight';

/** Postings per document of the segment below which the heap union is cheaper than a pass over every doc id. */
const MIN_DENSITY = 1 / 16;
/** A filter matching fewer than a quarter of the union's postings is leapfrogged to rather than checked. */
const FILTER_SELECTIVITY = 4;
/** Beyond this many operands, scoring a document by seeking each of them costs more than the heap saves. */
const MAX_SCORED_OPERANDS = 64;
/**
 * An AND or at-least-n whose other operands hold this many times the postings of the ones that must match (the
 * rarest) is better leapfrogged: reading them all would cost more than seeking them to the rare documents.
 */
const MAX_LEAD_RATIO = 8;
/** Marks count matching operands in a byte. */
const MAX_COUNTED_OPERANDS = 255;

/** Per-document marks (or counts) and bound sums, reused from segment to segment and search to search (one thread). */
let marks = new Uint8Array(0);
let bounds = new Float64Array(0);

/**
 * An OR, AND or at-least-n at the root of a search (less what a NOT excludes from it), collected in one segment in bulk instead of through its scorer
 * (a heap, or a leapfrog): each operand's documents are marked in a pass over its own postings (counted, when at
 * least two must match), adding its score bound to the document's, and the documents with enough operands (and none
 * excluded) are then collected in doc id order. When every operand bounds a document by its very score (words scored in bulk, ranges),
 * the sums are the scores, added in the operands' order as the boolean scorers add them. Otherwise a document is
 * scored only when its summed bound can beat the collectors' floor, by a second set of the operands' scorers sought
 * forward to it and summed in the operands' order. Either way every score is the same to the last bit, and counts,
 * facets and groups see every match. Where the scorer is the better way (a sparse union, a rare operand to leapfrog
 * from, many operands to score, no floor to skip by) nothing is collected and that scorer is returned for the caller
 * to collect; null means done.
 */
export function collectInBulk(
  bulk: BulkOperands,
  scope: SegmentScope,
  collector: Collector,
  /** Filters every collected document must also match (they never change a score). */
  requestFilters: readonly Scorer[] = [],
): Scorer | null {
  const segment = scope.segment;
  const maxDoc = segment.maxDoc;
  const scored = collector.needsScores;
  let { operands, min } = bulk;
  let first = operands.map((o) => o.scorer(scope));
  const excluded = (bulk.excluded ?? []).map((w) => w.scorer(scope));
  let filters = requestFilters;
  // An AND's parts that score 0 everywhere (a date range) add nothing to a sum: they are checked on the documents
  // the others mark, as filters are, rather than marked in a pass of their own.
  if (min === first.length && first.some(isUnscored) && !first.every(isUnscored)) {
    filters = [...filters, ...first.filter(isUnscored)];
    operands = operands.filter((_, i) => !isUnscored(first[i]!));
    first = first.filter((s) => !isUnscored(s));
    min = first.length;
  }
  const costs = first.map((s) => s.cost()).sort((a, b) => a - b);
  let cost = 0;
  for (const c of costs) cost += c;
  // A document with `min` of the operands has one among the cheapest `length − min + 1`: their postings lead.
  let lead = 0;
  for (let i = 0; i <= costs.length - min; i++) lead += costs[i]!;
  const exact = first.every(hasExactBound);
  const counting = min > 1;
  let excludedCost = 0;
  for (const e of excluded) excludedCost += e.cost();
  const heapIsBetter =
    lead < maxDoc * MIN_DENSITY ||
    // An excluded side far larger than the rest is better sought to the included documents than read whole.
    excludedCost > lead * MAX_LEAD_RATIO ||
    (counting && (cost > lead * MAX_LEAD_RATIO || operands.length > MAX_COUNTED_OPERANDS)) ||
    // A narrow filter (a folder's documents) is better leapfrogged to than checked on every marked document.
    filters.some((f) => f.cost() * FILTER_SELECTIVITY < lead) ||
    (scored && !exact && (operands.length > MAX_SCORED_OPERANDS || collector.scoreFloor === undefined)) ||
    // One operand without exact bounds (a phrase NOT a word) would be scored twice over for no union saved.
    (scored && !exact && first.length === 1);
  if (heapIsBetter) {
    let scorer = atLeast(first, min);
    for (const e of excluded) scorer = new ExclusionScorer(scorer, e);
    return filters.length > 0 ? new FilteredScorer(scorer, filters) : scorer;
  }
  if (marks.length < maxDoc) {
    marks = new Uint8Array(maxDoc);
    bounds = new Float64Array(maxDoc);
  } else {
    marks.fill(0, 0, maxDoc);
    // Bounds are only summed (and read) when scores are wanted.
    if (scored) bounds.fill(0, 0, maxDoc);
  }
  for (const scorer of first) markAll(scorer, scored, counting);
  // NOT: the excluded side's documents are unmarked, whatever their count.
  for (const e of excluded) for (let d = e.doc(); d !== TERMINATED; d = e.advance()) marks[d] = 0;
  if (exact) collectSums(scope, collector, filters, min);
  else collectRescored(scope, collector, filters, min, operands);
  return null;
}

/**
 * Collects the documents marked by at least `min` operands, scoring those whose summed bound can beat the floor by
 * a second set of the operands' scorers (`SegmentScope.forRescoring`: not charged to the budget twice).
 */
function collectRescored(
  scope: SegmentScope,
  collector: Collector,
  filters: readonly Scorer[],
  min: number,
  operands: BulkOperands['operands'],
): void {
  const segment = scope.segment;
  const maxDoc = segment.maxDoc;
  const scored = collector.needsScores;
  const m = marks;
  let floor = scored ? scoreFloorOf(collector) : Number.NEGATIVE_INFINITY;
  const rescoring = scope.forRescoring();
  let second: Scorer[] | null = null;
  for (let d = 0; d < maxDoc; d++) {
    if (m[d]! < min || segment.isDeleted(d) || !passesFilters(filters, d)) continue;
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
}

/**
 * Collects the documents marked by at least `min` operands when every operand's bound was its score: each
 * document's sum is then its score, added in the operands' order as the boolean scorers add them.
 */
function collectSums(scope: SegmentScope, collector: Collector, filters: readonly Scorer[], min: number): void {
  const segment = scope.segment;
  const maxDoc = segment.maxDoc;
  const scored = collector.needsScores;
  const m = marks;
  const b = bounds;
  let floor = scored ? scoreFloorOf(collector) : Number.NEGATIVE_INFINITY;
  for (let d = 0; d < maxDoc; d++) {
    if (m[d]! < min || segment.isDeleted(d) || !passesFilters(filters, d)) continue;
    if (!scored) collector.collect(d, 0);
    else if (belowFloor(b[d]!, floor)) collector.collect(d, Number.NEGATIVE_INFINITY);
    else {
      collector.collect(d, b[d]!);
      floor = scoreFloorOf(collector);
    }
  }
}

/** Whether a scorer scores 0 on every document (`RangeScorer`). */
function isUnscored(scorer: Scorer): boolean {
  return (scorer as { unscored?: boolean }).unscored === true;
}

/** Whether a scorer's bound on each document is its score there (`BulkWordScorer`, a constant-scored range). */
function hasExactBound(scorer: Scorer): boolean {
  return (scorer as { exactBound?: boolean }).exactBound === true;
}

/**
 * Marks an operand's documents (counting them when `counting`), adding its bound on each to the document's sum
 * when scores are wanted.
 */
function markAll(scorer: Scorer, scored: boolean, counting: boolean): void {
  const m = marks;
  if (!scored) {
    if (counting) for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) m[d]!++;
    else for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) m[d] = 1;
    return;
  }
  const b = bounds;
  if (scorer instanceof BulkWordScorer) {
    // A word's scores are its bounds, already in two arrays: no calls per document.
    const { docs, scores, from, to } = scorer.takeRest();
    for (let i = from; i < to; i++) {
      const d = docs[i]!;
      m[d] = counting ? m[d]! + 1 : 1;
      b[d] = b[d]! + scores[i]!;
    }
    return;
  }
  if (scorer.scoreBound === undefined) {
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
      m[d] = counting ? m[d]! + 1 : 1;
      b[d] = Number.POSITIVE_INFINITY;
    }
    return;
  }
  if (scorer.maxScore !== undefined && !hasExactBound(scorer)) {
    const bound = scorer.maxScore();
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
      m[d] = counting ? m[d]! + 1 : 1;
      b[d] = b[d]! + bound;
    }
    return;
  }
  for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
    m[d] = counting ? m[d]! + 1 : 1;
    b[d] = b[d]! + scoreBoundOf(scorer);
  }
}

/** Whether every filter holds document `d`; filters only move forward, as documents are taken in order. */
function passesFilters(filters: readonly Scorer[], d: number): boolean {
  for (let f = 0; f < filters.length; f++) {
    const filter = filters[f]!;
    if (filter.doc() < d) filter.seek(d);
    if (filter.doc() !== d) return false;
  }
  return true;
}
