import type { PostingsVisitor } from '../codec/postings-reader';
import { type Scorer, TERMINATED } from './doc-set';
import { type FieldScoring, saturate, saturationBound, type TermScorer, weightedTf } from './term-scorer';

/** A sought word reads the rest of its postings in bulk once it has been sought 1/8 as often as it has documents. */
const SEEKS_PER_READ = 8;

/** A word whose postings number at least 1/8 of the segment's documents finds its union by a pass over doc ids. */
const DENSE_SHARE = 8;

/**
 * Per-document weighted frequencies while a word is summed, and marks of the documents seen; every entry is back
 * at 0 between words (one thread).
 */
let sums = new Float64Array(0);
let seen = new Uint8Array(0);

/**
 * A word over several fields (TAC, FT), scored exactly as `MultiFieldTermScorer` scores it but without its heap:
 * the fields' weighted frequencies are added in field order to a sum that starts at 0, then saturated, so every
 * score is the same to the last bit (and `explain`, which adds the same numbers in the same order, still agrees).
 *
 * Two ways of moving, chosen by how the scorer is used:
 * - **sought** (a conjunction's costlier side, NOT's excluded side): `seek` moves each field's reader and scores the
 *   document on the spot, so a frequent word ANDed with a rare one still reads only the blocks it lands in;
 * - **iterated**: the first `advance()` reads what is left of each field's postings in one tight loop, adding the
 *   field's weighted frequency to the document's sum, merges the fields' documents into one sorted list and
 *   saturates each sum once. From then on moving is stepping through two arrays.
 *
 * Worth it because nearly every query is words over field groups: reading a frequent word's three lists through
 * the heap cost a sift, a closure and several virtual calls per document. Its bound on a document is its score
 * there (`exactBound`), so a page's floor skips documents with nothing left to compute, and an OR in bulk adds the
 * operands' scores up as it marks.
 */
export class BulkWordScorer implements Scorer {
  /** `scoreBound()` is `score()`: a sum of such bounds in the query's order is the score itself. */
  readonly exactBound = true;
  private current: number;
  /** The score of `current`, once asked. */
  private currentScore = Number.NaN;
  /** Once iterated: the documents from where iteration began, their scores, and the position in them. */
  private docs: Int32Array | null = null;
  private scores: Float64Array | null = null;
  private count = 0;
  private index = 0;
  private readonly costSum: number;
  /** Seeks made before iterating. */
  private seeks = 0;

  /**
   * `scorers`: the word's per-field scorers in field order, one term key per field (`scoreWordInBulk` checks it).
   */
  private constructor(
    private readonly scorers: readonly TermScorer[],
    private readonly idf: number,
    private readonly maxDoc: number,
  ) {
    let cost = 0;
    for (const s of scorers) cost += s.cost();
    this.costSum = cost;
    this.current = this.lowest();
  }

  /**
   * The word's scorer over its per-field scorers, or null when a field has several term keys (a word with spanning
   * forms: `MultiFieldTermScorer` sums a field's keys before adding the field, which this does not do).
   */
  static of(scorers: readonly TermScorer[], idf: number, maxDoc: number): BulkWordScorer | null {
    for (let i = 1; i < scorers.length; i++) if (scorers[i]!.field === scorers[i - 1]!.field) return null;
    return new BulkWordScorer(scorers, idf, maxDoc);
  }

  private lowest(): number {
    let min = TERMINATED;
    for (const s of this.scorers) {
      const d = s.doc();
      if (d < min) min = d;
    }
    return min;
  }

  doc(): number {
    return this.current;
  }

  advance(): number {
    if (this.docs === null) {
      if (this.current === TERMINATED) return TERMINATED;
      this.readAll();
    }
    this.currentScore = Number.NaN;
    this.index++;
    this.current = this.index < this.count ? this.docs![this.index]! : TERMINATED;
    return this.current;
  }

  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.currentScore = Number.NaN;
    if (this.docs === null) {
      for (const s of this.scorers) if (s.doc() < target) s.seek(target);
      this.current = this.lowest();
      // Sought about as often as it has documents (a conjunction of two frequent words): reading the rest in bulk
      // is then cheaper than seeking every field's reader each time.
      if (++this.seeks * SEEKS_PER_READ > this.costSum && this.current !== TERMINATED) this.readAll();
      return this.current;
    }
    this.index = gallop(this.docs, this.count, this.index, target);
    this.current = this.index < this.count ? this.docs[this.index]! : TERMINATED;
    return this.current;
  }

  cost(): number {
    return this.costSum;
  }

  /**
   * The documents from the current one on with their scores, `docs[from..to)` and `scores[from..to)`, read in bulk if
   * they were not yet; the scorer is left exhausted. For a caller that takes every document anyway (an OR in bulk):
   * two array reads per document instead of three calls.
   */
  takeRest(): { readonly docs: Int32Array; readonly scores: Float64Array; readonly from: number; readonly to: number } {
    if (this.docs === null) {
      if (this.current === TERMINATED) return { docs: new Int32Array(0), scores: new Float64Array(0), from: 0, to: 0 };
      this.readAll();
    }
    const rest = { docs: this.docs!, scores: this.scores!, from: this.index, to: this.count };
    this.index = this.count;
    this.current = TERMINATED;
    this.currentScore = Number.NaN;
    return rest;
  }

  score(): number {
    if (this.docs !== null) return this.scores![this.index]!;
    if (Number.isNaN(this.currentScore)) {
      const doc = this.current;
      let total = 0;
      for (const s of this.scorers) if (s.doc() === doc) total += s.weightedTf();
      this.currentScore = saturate(this.idf, total);
    }
    return this.currentScore;
  }

  scoreBound(): number {
    return this.score();
  }

  maxScore(): number {
    return saturationBound(this.idf);
  }

  /**
   * Reads every field's postings from where they stand (on or after the current document) to their end, summing
   * weighted frequencies per document in field order, and leaves the scorer on the current document, index 0.
   */
  private readAll(): void {
    if (sums.length < this.maxDoc) {
      sums = new Float64Array(this.maxDoc);
      seen = new Uint8Array(this.maxDoc);
    }
    // A word in many documents finds its union by a pass over the doc ids it spans; a rarer one merges its fields'
    // lists, which are then short.
    let docs: Int32Array;
    try {
      docs =
        this.scorers.length > 1 && this.costSum * DENSE_SHARE >= this.maxDoc ? this.sumSpanned() : this.sumMerged();
    } catch (error) {
      // The search's budget stops reading midway (deadline, cost, cancel): the next search must find sums at 0.
      sums.fill(0);
      seen.fill(0);
      throw error;
    }
    const count = docs.length;
    const scores = new Float64Array(count);
    const acc = sums;
    for (let i = 0; i < count; i++) {
      const d = docs[i]!;
      scores[i] = saturate(this.idf, acc[d]!);
      acc[d] = 0;
    }
    this.docs = docs;
    this.scores = scores;
    this.count = count;
    this.index = 0;
  }

  /** Sums each field's frequencies and merges the fields' sorted lists into the word's documents. */
  private sumMerged(): Int32Array {
    let union: Int32Array | null = null;
    const listing = LISTING;
    for (const scorer of this.scorers) {
      const postings = scorer.postings;
      listing.start(scorer.field, postings.cost());
      postings.readRest(listing);
      const docs = listing.docs.subarray(0, listing.count);
      union = union === null ? docs : mergeSorted(union, docs);
    }
    return union ?? new Int32Array(0);
  }

  /** Sums each field's frequencies, marking each document seen, then collects the marks over the span in order. */
  private sumSpanned(): Int32Array {
    const marking = MARKING;
    marking.first = TERMINATED;
    marking.last = -1;
    marking.total = 0;
    for (const scorer of this.scorers) {
      marking.field = scorer.field;
      scorer.postings.readRest(marking);
    }
    const { first, last, total } = marking;
    const marks = seen;
    const docs = new Int32Array(total);
    let n = 0;
    for (let d = first; d <= last; d++) {
      if (marks[d] === 0) continue;
      marks[d] = 0;
      docs[n++] = d;
    }
    return docs.subarray(0, n);
  }
}

/**
 * Adds one field's weighted frequencies to `sums` and lists its documents (`sumMerged`), a block of postings at a
 * time; one per thread, reused.
 */
class FieldListing implements PostingsVisitor {
  private field: FieldScoring = { weight: 0, avgLength: 0, lengths: null };
  docs = new Int32Array(0);
  count = 0;

  start(field: FieldScoring, capacity: number): void {
    this.field = field;
    this.docs = new Int32Array(capacity);
    this.count = 0;
  }

  block(docs: Int32Array, freqs: Int32Array, from: number, to: number): void {
    const acc = sums;
    const field = this.field;
    const out = this.docs;
    let n = this.count;
    for (let i = from; i < to; i++) {
      const d = docs[i]!;
      acc[d] = acc[d]! + weightedTf(freqs[i]!, d, field);
      out[n++] = d;
    }
    this.count = n;
  }
}

/**
 * Adds each field's weighted frequencies to `sums`, marks the documents in `seen` and keeps the span and number of
 * postings seen (`sumSpanned`), a block of postings at a time; one per thread, reused.
 */
class FieldMarking implements PostingsVisitor {
  field: FieldScoring = { weight: 0, avgLength: 0, lengths: null };
  first = TERMINATED;
  last = -1;
  total = 0;

  block(docs: Int32Array, freqs: Int32Array, from: number, to: number): void {
    const acc = sums;
    const marks = seen;
    const field = this.field;
    for (let i = from; i < to; i++) {
      const d = docs[i]!;
      acc[d] = acc[d]! + weightedTf(freqs[i]!, d, field);
      marks[d] = 1;
    }
    if (docs[from]! < this.first) this.first = docs[from]!;
    if (docs[to - 1]! > this.last) this.last = docs[to - 1]!;
    this.total += to - from;
  }
}

const LISTING = new FieldListing();
const MARKING = new FieldMarking();

/** The first position at or after `from` whose doc id is ≥ `target` (`count` if none): gallop, then bisect. */
function gallop(docs: Int32Array, count: number, from: number, target: number): number {
  let lo = from;
  if (lo >= count || docs[lo]! >= target) return lo;
  let step = 1;
  let hi = lo + 1;
  while (hi < count && docs[hi]! < target) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > count) hi = count;
  // docs[lo] < target, and the answer lies in (lo, hi].
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The union of two sorted doc id lists, each id once. */
function mergeSorted(a: Int32Array, b: Int32Array): Int32Array {
  const an = a.length;
  const bn = b.length;
  const out = new Int32Array(an + bn);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < an && j < bn) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < an) out[n++] = a[i++]!;
  while (j < bn) out[n++] = b[j++]!;
  return out.subarray(0, n);
}
