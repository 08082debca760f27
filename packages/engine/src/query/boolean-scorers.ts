import { type DocSet, EmptyScorer, type Scorer, scoreBoundOf, TERMINATED } from './doc-set';

/**
 * All sub-sets on the same document (leapfrog from the cheapest); score is the sum of those that score. Also the
 * approximation of phrases and proximity, whose parts are plain DocSets.
 */
export class ConjunctionScorer implements Scorer {
  /** Cheapest first, for leapfrogging. */
  private readonly scorers: (DocSet & { score?(): number; scoreBound?(): number })[];
  private current: number;

  /** `operands` in the query's order: the score adds them up in that order, as `explain` does. */
  constructor(private readonly operands: readonly (DocSet & { score?(): number; scoreBound?(): number })[]) {
    this.scorers = [...operands].sort((a, b) => a.cost() - b.cost());
    this.current = this.align(this.scorers[0]!.doc());
  }

  private align(start: number): number {
    let target = start;
    const scorers = this.scorers;
    outer: for (;;) {
      if (target === TERMINATED) return TERMINATED;
      for (let i = 0; i < scorers.length; i++) {
        const d = scorers[i]!.seek(target);
        if (d !== target) {
          target = i === 0 ? d : scorers[0]!.seek(d);
          continue outer;
        }
      }
      return target;
    }
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    this.current = this.align(this.scorers[0]!.advance());
    return this.current;
  }
  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.current = this.align(this.scorers[0]!.seek(target));
    return this.current;
  }
  cost(): number {
    return this.scorers[0]!.cost();
  }
  score(): number {
    let sum = 0;
    for (const scorer of this.operands) sum += scorer.score?.() ?? 0;
    return sum;
  }
  scoreBound(): number {
    let sum = 0;
    for (const scorer of this.operands) if (scorer.score !== undefined) sum += scoreBoundOf(scorer);
    return sum;
  }
}

/**
 * Any sub-scorer on the document, through a binary min-heap on doc ids; `matching()` tells how many are on the
 * current doc (at-least-n and XOR build on it). Score is the sum of those on the document, added in the order the
 * scorers were given (floating-point sums depend on order, and `explain` must arrive at the very same number).
 */
export class DisjunctionScorer implements Scorer {
  private readonly heap: Scorer[];
  /** `slots[i]` is the position, in the constructor's list, of `heap[i]`. */
  private readonly slots: Int32Array;
  /**
   * `docs[i]` is `heap[i].doc()`, kept beside the heap: sifting compares plain numbers instead of calling through
   * every scorer's layers (a word over a field group is a scorer around a reader, or around another union).
   */
  private readonly docs: Int32Array;
  private size: number;
  private current = -1;
  private readonly costSum: number;
  /** Scratch for the positions of the scorers on the current document. */
  private readonly onDoc: Int32Array;
  private onDocCount = 0;

  constructor(private readonly operands: readonly Scorer[]) {
    this.heap = [];
    const slots: number[] = [];
    operands.forEach((s, i) => {
      if (s.doc() === TERMINATED) return;
      this.heap.push(s);
      slots.push(i);
    });
    this.slots = Int32Array.from(slots);
    this.docs = Int32Array.from(this.heap, (s) => s.doc());
    this.onDoc = new Int32Array(slots.length);
    this.size = this.heap.length;
    this.costSum = operands.reduce((sum, s) => sum + s.cost(), 0);
    for (let i = (this.size >>> 1) - 1; i >= 0; i--) this.siftDown(i);
    this.current = this.size > 0 ? this.docs[0]! : TERMINATED;
  }

  doc(): number {
    return this.current;
  }

  advance(): number {
    return this.moveTo(this.current + 1);
  }

  seek(target: number): number {
    if (target <= this.current) return this.current;
    return this.moveTo(target);
  }

  private moveTo(target: number): number {
    const heap = this.heap;
    const docs = this.docs;
    while (this.size > 0 && docs[0]! < target) {
      // The next document is the common step, and a reader's advance is cheaper than its seek.
      const d = docs[0] === target - 1 ? heap[0]!.advance() : heap[0]!.seek(target);
      if (d === TERMINATED) {
        this.size--;
        heap[0] = heap[this.size]!;
        this.slots[0] = this.slots[this.size]!;
        docs[0] = docs[this.size]!;
        heap.length = this.size;
      } else docs[0] = d;
      if (this.size > 0) this.siftDown(0);
    }
    this.current = this.size > 0 ? docs[0]! : TERMINATED;
    return this.current;
  }

  cost(): number {
    return this.costSum;
  }

  /** The sub-scorers on the current document, in the order they were given. */
  forEachMatching(visit: (scorer: Scorer) => void): void {
    this.onDocCount = 0;
    this.gather(0);
    const onDoc = this.onDoc;
    const n = this.onDocCount;
    // Insertion sort: a document is on few of the scorers, and they come out of the heap nearly sorted.
    for (let i = 1; i < n; i++) {
      const slot = onDoc[i]!;
      let j = i - 1;
      while (j >= 0 && onDoc[j]! > slot) {
        onDoc[j + 1] = onDoc[j]!;
        j--;
      }
      onDoc[j + 1] = slot;
    }
    for (let i = 0; i < n; i++) visit(this.operands[onDoc[i]!]!);
  }

  private gather(i: number): void {
    if (i >= this.size || this.docs[i]! !== this.current) return;
    this.onDoc[this.onDocCount++] = this.slots[i]!;
    this.gather(2 * i + 1);
    this.gather(2 * i + 2);
  }

  /** How many sub-scorers are on the current document. */
  matching(): number {
    this.onDocCount = 0;
    this.gather(0);
    return this.onDocCount;
  }

  score(): number {
    let sum = 0;
    this.forEachMatching((s) => {
      sum += s.score();
    });
    return sum;
  }

  /** The sum of the bounds of the sub-scorers on the current document (in any order: it is only compared). */
  scoreBound(): number {
    this.onDocCount = 0;
    this.gather(0);
    let sum = 0;
    for (let i = 0; i < this.onDocCount; i++) sum += scoreBoundOf(this.operands[this.onDoc[i]!]!);
    return sum;
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    const slots = this.slots;
    const docs = this.docs;
    const n = this.size;
    let i = start;
    const item = heap[i]!;
    const slot = slots[i]!;
    const d = docs[i]!;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && docs[child + 1]! < docs[child]!) child++;
      if (docs[child]! >= d) break;
      heap[i] = heap[child]!;
      slots[i] = slots[child]!;
      docs[i] = docs[child]!;
      i = child;
    }
    heap[i] = item;
    slots[i] = slot;
    docs[i] = d;
  }
}

/** Documents of a disjunction on which at least `min` sub-scorers match (any{n}(…)); XOR is "exactly one". */
export class CountingDisjunctionScorer implements Scorer {
  private readonly union: DisjunctionScorer;
  private current: number;

  constructor(
    scorers: readonly Scorer[],
    private readonly accept: (matching: number) => boolean,
  ) {
    this.union = new DisjunctionScorer(scorers);
    this.current = this.settle(this.union.doc());
  }

  private settle(d: number): number {
    let doc = d;
    while (doc !== TERMINATED && !this.accept(this.union.matching())) doc = this.union.advance();
    return doc;
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    this.current = this.settle(this.union.advance());
    return this.current;
  }
  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.current = this.settle(this.union.seek(target));
    return this.current;
  }
  cost(): number {
    return this.union.cost();
  }
  score(): number {
    return this.union.score();
  }
  scoreBound(): number {
    return this.union.scoreBound();
  }
}

/**
 * Documents on which at least `min` (≥ 2) of the scorers match, leapfrogging from the rarest ones: a document with
 * `min` matches has one of them among the `m − min + 1` cheapest scorers (the "lead", a heap), since only `min − 1`
 * are left out. The lead proposes documents; the `min − 1` costliest scorers are only sought to those, cheapest
 * first, stopping once the count is reached or can no longer be. Score: the sum of the scorers on the document, added
 * in the order given (as `explain` adds them).
 */
export class MinShouldMatchScorer implements Scorer {
  private readonly lead: DisjunctionScorer;
  /** The costliest `min − 1` scorers, cheapest of them first. */
  private readonly tail: Scorer[];
  private current: number;

  constructor(
    private readonly operands: readonly Scorer[],
    private readonly min: number,
  ) {
    const byCost = [...operands].sort((a, b) => a.cost() - b.cost());
    const leadCount = operands.length - min + 1;
    this.lead = new DisjunctionScorer(byCost.slice(0, leadCount));
    this.tail = byCost.slice(leadCount);
    this.current = this.settle(this.lead.doc());
  }

  private settle(d: number): number {
    let doc = d;
    const tail = this.tail;
    while (doc !== TERMINATED) {
      let count = this.lead.matching();
      for (let i = 0; i < tail.length && count < this.min && count + tail.length - i >= this.min; i++) {
        const scorer = tail[i]!;
        if (scorer.doc() < doc) scorer.seek(doc);
        if (scorer.doc() === doc) count++;
      }
      if (count >= this.min) return doc;
      doc = this.lead.advance();
    }
    return doc;
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    this.current = this.settle(this.lead.advance());
    return this.current;
  }
  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.current = this.settle(this.lead.seek(target));
    return this.current;
  }
  cost(): number {
    return this.lead.cost();
  }
  score(): number {
    const doc = this.current;
    let sum = 0;
    for (const scorer of this.operands) {
      if (scorer.doc() < doc) scorer.seek(doc);
      if (scorer.doc() === doc) sum += scorer.score();
    }
    return sum;
  }
  /**
   * The bounds of the operands on the document. The tail is sought to it first, as `score()` would: a bound is only
   * one on the scorer's current document (a word scored in bulk bounds by its score there), not on any other.
   */
  scoreBound(): number {
    const doc = this.current;
    let sum = 0;
    for (const scorer of this.operands) {
      if (scorer.doc() < doc) scorer.seek(doc);
      if (scorer.doc() === doc) sum += scoreBoundOf(scorer);
    }
    return sum;
  }
}

/** At least `min` of the scorers: the leapfrogging scorer for 2 or more, a plain disjunction for 1. */
export function atLeast(scorers: readonly Scorer[], min: number): Scorer {
  const live = scorers.filter((s) => s.doc() !== TERMINATED);
  if (live.length < min) return new EmptyScorer();
  if (min <= 1) return disjunction(live);
  if (min === live.length) return conjunction(live);
  return new MinShouldMatchScorer(live, min);
}

/** Documents of `include` that `exclude` does not match (`a NOT b`); scored by `include`. */
export class ExclusionScorer implements Scorer {
  private current: number;

  constructor(
    private readonly include: Scorer,
    private readonly exclude: DocSet,
  ) {
    this.current = this.settle(include.doc());
  }

  private settle(d: number): number {
    let doc = d;
    while (doc !== TERMINATED && this.exclude.seek(doc) === doc) doc = this.include.advance();
    return doc;
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    this.current = this.settle(this.include.advance());
    return this.current;
  }
  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.current = this.settle(this.include.seek(target));
    return this.current;
  }
  cost(): number {
    return this.include.cost();
  }
  score(): number {
    return this.include.score();
  }
  scoreBound(): number {
    return scoreBoundOf(this.include);
  }
}

/** A conjunction, disjunction or the only scorer, without wrapping single or empty lists. */
export function conjunction(scorers: readonly Scorer[]): Scorer {
  if (scorers.length === 0) return new EmptyScorer();
  if (scorers.length === 1) return scorers[0]!;
  if (scorers.some((s) => s.doc() === TERMINATED)) return new EmptyScorer();
  return new ConjunctionScorer(scorers);
}

/** See `conjunction`. */
export function disjunction(scorers: readonly Scorer[]): Scorer {
  const live = scorers.filter((s) => s.doc() !== TERMINATED);
  if (live.length === 0) return new EmptyScorer();
  if (live.length === 1) return live[0]!;
  return new DisjunctionScorer(live);
}
