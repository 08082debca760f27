import type { PostingsReader } from '../codec/postings-reader';
import type { BoundaryColumn } from '../index/segment-reader';
import { ConjunctionScorer, DisjunctionScorer } from './boolean-scorers';
import { type DocSet, type Scorer, TERMINATED, UnscoredScorer } from './doc-set';
import type { TermScorer } from './term-scorer';

/**
 * Word intervals `[start, end]` of one field in one document, sorted by start then end. A word is `[p, p]`, a
 * compound's joined form `[p, p + span − 1]`, a phrase from its first word's start to its last word's end, a
 * proximity match from the earlier operand's start to the later one's end (Lucene's intervals, with "within n"
 * counting the words strictly between the two operands).
 */
export type Intervals = { readonly starts: number[]; readonly ends: number[] };

const NONE: Intervals = { starts: [], ends: [] };
const EMPTY_POSITIONS = new Int32Array(0);

/** A word occurrence that takes part in a match: what the highlighter marks. */
export type MatchMark = { readonly position: number; readonly term: string };

/**
 * A qualifying pair of a proximity operator in one document (what explain shows): the operator, its distance, and
 * each side's word interval `[first, last]` position. `left` is the query's left operand, wherever it stands.
 */
export type PairMark = {
  readonly op: ProximityOp;
  readonly distance: number;
  readonly left: readonly [number, number];
  readonly right: readonly [number, number];
};

/**
 * A positional query part inside one field of one segment. `approx` is a cheap superset of its documents (the
 * conjunction of the words it needs); `intervalsAt(doc)` verifies and is called only when `approx` is on `doc`.
 */
export interface IntervalNode {
  readonly approx: DocSet & { score?(): number };
  intervalsAt(doc: number): Intervals;
  /** Sum of the BM25 scores of its words on `doc` (only of words whose postings are on `doc`). */
  score(doc: number): number;
  /** The word occurrences inside `within` (or all of its own matches when null) that make it match. */
  marks(doc: number, within: Intervals | null, sink: MatchMark[]): void;
  /** The proximity pairs inside `within` (or all when null) that make it match, nested operators included. */
  pairs(doc: number, within: Intervals | null, sink: PairMark[]): void;
}

/** A word in one field: one or several term keys (the plain term and its spanning forms, or truncation expansions). */
export type TermVariant = { readonly scorer: TermScorer; readonly term: string; readonly span: number };

function sortIntervals(starts: number[], ends: number[]): Intervals {
  if (starts.length < 2) return { starts, ends };
  const order = starts.map((_, i) => i).sort((a, b) => starts[a]! - starts[b]! || ends[a]! - ends[b]!);
  const s: number[] = [];
  const e: number[] = [];
  for (const i of order) {
    if (s.length > 0 && s[s.length - 1] === starts[i] && e[e.length - 1] === ends[i]) continue;
    s.push(starts[i]!);
    e.push(ends[i]!);
  }
  return { starts: s, ends: e };
}

function inside(start: number, end: number, within: Intervals | null): boolean {
  if (within === null) return true;
  for (let i = 0; i < within.starts.length; i++) {
    if (within.starts[i]! <= start && end <= within.ends[i]!) return true;
  }
  return false;
}

function restrict(own: Intervals, within: Intervals | null): Intervals {
  if (within === null) return own;
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < own.starts.length; i++) {
    if (inside(own.starts[i]!, own.ends[i]!, within)) {
      starts.push(own.starts[i]!);
      ends.push(own.ends[i]!);
    }
  }
  return { starts, ends };
}

/** A word: the union of its variants' positions. */
export class TermIntervals implements IntervalNode {
  readonly approx: DocSet & { score(): number };

  constructor(private readonly variants: readonly TermVariant[]) {
    this.approx = variants.length === 1 ? variants[0]!.scorer : new DisjunctionScorer(variants.map((v) => v.scorer));
  }

  /**
   * For a plain word (one variant, one position wide): its postings, whose own position buffer and frequency a
   * phrase or proximity reads on the current document without building interval arrays. Null otherwise.
   */
  plainPostings(): PostingsReader | null {
    if (this.variants.length !== 1) return null;
    const { scorer, span } = this.variants[0]!;
    return span === 1 ? scorer.postings : null;
  }

  intervalsAt(doc: number): Intervals {
    const starts: number[] = [];
    const ends: number[] = [];
    for (const { scorer, span } of this.variants) {
      if (scorer.doc() !== doc) continue;
      const postings = scorer.postings;
      const freq = postings.freq();
      const positions = postings.positions();
      for (let i = 0; i < freq; i++) {
        starts.push(positions[i]!);
        ends.push(positions[i]! + span - 1);
      }
    }
    return this.variants.length === 1 ? { starts, ends } : sortIntervals(starts, ends);
  }

  score(doc: number): number {
    let sum = 0;
    for (const { scorer } of this.variants) if (scorer.doc() === doc) sum += scorer.score();
    return sum;
  }

  marks(doc: number, within: Intervals | null, sink: MatchMark[]): void {
    for (const { scorer, span, term } of this.variants) {
      if (scorer.doc() !== doc) continue;
      const freq = scorer.postings.freq();
      const positions = scorer.postings.positions();
      for (let i = 0; i < freq; i++) {
        const p = positions[i]!;
        if (inside(p, p + span - 1, within)) sink.push({ position: p, term });
      }
    }
  }

  pairs(): void {}
}

/** Alternatives inside a positional expression: `(solar OR photovoltaic*) W3 cell`. */
export class OrIntervals implements IntervalNode {
  readonly approx: DocSet;

  constructor(private readonly operands: readonly IntervalNode[]) {
    this.approx = new DisjunctionScorer(operands.map((o) => asScorer(o.approx)));
  }

  intervalsAt(doc: number): Intervals {
    const starts: number[] = [];
    const ends: number[] = [];
    for (const operand of this.operands) {
      if (operand.approx.doc() !== doc) continue;
      const own = operand.intervalsAt(doc);
      starts.push(...own.starts);
      ends.push(...own.ends);
    }
    return sortIntervals(starts, ends);
  }

  score(doc: number): number {
    let sum = 0;
    for (const operand of this.operands) if (operand.approx.doc() === doc) sum += operand.score(doc);
    return sum;
  }

  marks(doc: number, within: Intervals | null, sink: MatchMark[]): void {
    for (const operand of this.operands) if (operand.approx.doc() === doc) operand.marks(doc, within, sink);
  }

  pairs(doc: number, within: Intervals | null, sink: PairMark[]): void {
    for (const operand of this.operands) if (operand.approx.doc() === doc) operand.pairs(doc, within, sink);
  }
}

function asScorer(set: DocSet & { score?(): number }): Scorer {
  return typeof set.score === 'function' ? (set as Scorer) : new UnscoredScorer(set);
}

/** Whether every interval is a single position (then starts are sorted and equal the ends). */
function isPoints(intervals: Intervals): boolean {
  const { starts, ends } = intervals;
  for (let i = 0; i < starts.length; i++) if (starts[i] !== ends[i]) return false;
  return true;
}

function endsSorted(intervals: Intervals): boolean {
  const { ends } = intervals;
  for (let i = 1; i < ends.length; i++) if (ends[i]! < ends[i - 1]!) return false;
  return true;
}

/** Phrase step onto single positions: each current interval grows by one word where `next` follows it. */
function joinAdjacentPoints(current: Intervals, next: Intervals): Intervals {
  const starts: number[] = [];
  const ends: number[] = [];
  const b = next.starts;
  let j = 0;
  for (let i = 0; i < current.ends.length; i++) {
    const want = current.ends[i]! + 1;
    while (j < b.length && b[j]! < want) j++;
    if (j === b.length) break;
    if (b[j] === want) {
      starts.push(current.starts[i]!);
      ends.push(want);
    }
  }
  return { starts, ends };
}

/** Words at consecutive positions: each next part starts right after the previous one ends. */
export class PhraseIntervals implements IntervalNode {
  readonly approx: DocSet;
  /** Every part's postings when all parts are plain words (`hasMatch` then reads positions directly), else null. */
  private readonly plain: readonly PostingsReader[] | null;
  /** Scratch of `hasMatch`, one entry per part: made once, since it runs for every candidate document. */
  private readonly lists: Int32Array[];
  private readonly counts: Int32Array;
  private readonly cursors: Int32Array;

  constructor(private readonly parts: readonly IntervalNode[]) {
    this.approx = new ConjunctionScorer(parts.map((p) => p.approx));
    const plain = parts.map((p) => (p instanceof TermIntervals ? p.plainPostings() : null));
    this.plain = plain.every((r) => r !== null) ? (plain as PostingsReader[]) : null;
    this.lists = parts.map(() => EMPTY_POSITIONS);
    this.counts = new Int32Array(parts.length);
    this.cursors = new Int32Array(parts.length);
  }

  intervalsAt(doc: number): Intervals {
    let current = this.parts[0]!.intervalsAt(doc);
    for (let k = 1; k < this.parts.length && current.starts.length > 0; k++) {
      const next = this.parts[k]!.intervalsAt(doc);
      if (isPoints(next) && endsSorted(current)) {
        // Plain words next (start = end, sorted) and current ends in order: a merge join, no maps.
        current = joinAdjacentPoints(current, next);
        continue;
      }
      const endsByStart = new Map<number, number[]>();
      for (let i = 0; i < next.starts.length; i++) {
        const list = endsByStart.get(next.starts[i]!);
        if (list) list.push(next.ends[i]!);
        else endsByStart.set(next.starts[i]!, [next.ends[i]!]);
      }
      const starts: number[] = [];
      const ends: number[] = [];
      for (let i = 0; i < current.starts.length; i++) {
        for (const end of endsByStart.get(current.ends[i]! + 1) ?? []) {
          starts.push(current.starts[i]!);
          ends.push(end);
        }
      }
      current = sortIntervals(starts, ends);
    }
    return current;
  }

  /**
   * Whether the phrase occurs, without building intervals when every part is a plain word: walk the positions of
   * the part found least often and look for the others at their offsets with one forward cursor each (the phrase
   * occurs at `start` iff part k is at `start + k` for every k, whichever part drives the walk).
   */
  hasMatch(doc: number): boolean {
    const readers = this.plain;
    if (readers === null) return this.intervalsAt(doc).starts.length > 0;
    const n = readers.length;
    const lists = this.lists;
    const counts = this.counts;
    const cursors = this.cursors;
    let driver = 0;
    for (let k = 0; k < n; k++) {
      const reader = readers[k]!;
      if (reader.doc() !== doc) return this.intervalsAt(doc).starts.length > 0;
      counts[k] = reader.freq();
      cursors[k] = 0;
      if (counts[k]! < counts[driver]!) driver = k;
    }
    // Each part has its own postings reader, so the buffers stay valid while we compare them.
    for (let k = 0; k < n; k++) lists[k] = readers[k]!.positions();
    const own = lists[driver]!;
    const ownCount = counts[driver]!;
    for (let i = 0; i < ownCount; i++) {
      const start = own[i]! - driver;
      if (start < 0) continue;
      let all = true;
      for (let k = 0; k < n; k++) {
        if (k === driver) continue;
        const list = lists[k]!;
        const count = counts[k]!;
        const want = start + k;
        let c = cursors[k]!;
        while (c < count && list[c]! < want) c++;
        cursors[k] = c;
        if (c === count) return false;
        if (list[c] !== want) {
          all = false;
          break;
        }
      }
      if (all) return true;
    }
    return false;
  }

  score(doc: number): number {
    let sum = 0;
    for (const part of this.parts) sum += part.score(doc);
    return sum;
  }

  marks(doc: number, within: Intervals | null, sink: MatchMark[]): void {
    const own = restrict(this.intervalsAt(doc), within);
    if (own.starts.length === 0) return;
    for (const part of this.parts) part.marks(doc, own, sink);
  }

  pairs(doc: number, within: Intervals | null, sink: PairMark[]): void {
    const own = restrict(this.intervalsAt(doc), within);
    if (own.starts.length === 0) return;
    for (const part of this.parts) part.pairs(doc, own, sink);
  }
}

/** The proximity operators of the query language. */
export type ProximityOp = 'W' | 'WF' | 'NOTW' | 'NOTWF' | 'WS' | 'WP';

/** Where a field's sentences or paragraphs start, for WS and WP. */
export type BoundaryLookup = BoundaryColumn | null;

function regionOf(boundaries: BoundaryColumn, doc: number, position: number): number {
  // Number of region starts at or before `position`: two positions share a region iff this is equal.
  let lo = boundaries.offsets[doc]!;
  let hi = boundaries.offsets[doc + 1]!;
  const first = lo;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (boundaries.starts[mid]! <= position) lo = mid + 1;
    else hi = mid;
  }
  return lo - first;
}

/**
 * Two operands near each other. Every qualifying pair gives an interval from the earlier start to the later end:
 * keeping only the nearest pairs would be wrong once nested, because a longer match can end closer to a third
 * operand (`(solar W5 cell) W0 glass` on "solar cell cell glass") or contain what a NOTW must not find near it.
 * A pair's operands must be disjoint. Candidates are found by binary search on the sorted right starts, so the
 * work per left interval is the number of right intervals within reach.
 */
export class ProximityIntervals implements IntervalNode {
  readonly approx: DocSet;
  private readonly negated: boolean;
  private readonly leftFirstOnly: boolean;
  private readonly byRegion: boolean;
  /** W and WF of two plain words: their postings (`hasMatch` reads positions directly), else null. */
  private readonly plainLeft: PostingsReader | null;
  private readonly plainRight: PostingsReader | null;

  constructor(
    private readonly op: ProximityOp,
    private readonly distance: number,
    private readonly left: IntervalNode,
    private readonly right: IntervalNode,
    private readonly regions: BoundaryLookup,
  ) {
    this.negated = op === 'NOTW' || op === 'NOTWF';
    this.leftFirstOnly = op === 'WF' || op === 'NOTWF';
    this.byRegion = op === 'WS' || op === 'WP';
    this.approx = this.negated ? left.approx : new ConjunctionScorer([left.approx, right.approx]);
    const plainPair = (op === 'W' || op === 'WF') && left instanceof TermIntervals && right instanceof TermIntervals;
    this.plainLeft = plainPair ? left.plainPostings() : null;
    this.plainRight = plainPair ? right.plainPostings() : null;
  }

  private rightAt(doc: number): Intervals {
    if (this.negated) return this.right.approx.seek(doc) === doc ? this.right.intervalsAt(doc) : NONE;
    return this.right.intervalsAt(doc);
  }

  /** Whether a disjoint pair (earlier, later) qualifies: within the distance, or wholly inside one region. */
  private near(doc: number, earlyStart: number, earlyEnd: number, lateStart: number, lateEnd: number): boolean {
    if (this.byRegion) {
      // Null boundaries: no document of the segment has more than one sentence (paragraph) in this field.
      return this.regions === null || regionOf(this.regions, doc, earlyStart) === regionOf(this.regions, doc, lateEnd);
    }
    return lateStart - earlyEnd - 1 <= this.distance;
  }

  /**
   * Visits every qualifying pair of left interval i with a right interval; `visit` returns true to stop. For the
   * negated operators, visits each left interval that has no right interval within reach (with j = −1).
   */
  private eachPair(doc: number, left: Intervals, right: Intervals, visit: (i: number, j: number) => boolean): void {
    const rs = right.starts;
    const re = right.ends;
    let maxSpan = 0;
    for (let j = 0; j < rs.length; j++) maxSpan = Math.max(maxSpan, re[j]! - rs[j]!);
    for (let i = 0; i < left.starts.length; i++) {
      const ls = left.starts[i]!;
      const le = left.ends[i]!;
      // Right intervals that can qualify start in [from, to]; regions have no distance bound.
      const from =
        this.byRegion || this.leftFirstOnly ? (this.leftFirstOnly ? le + 1 : 0) : ls - this.distance - 1 - maxSpan;
      const to = this.byRegion ? Number.MAX_SAFE_INTEGER : le + this.distance + 1;
      let lo = 0;
      let hi = rs.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (rs[mid]! < from) lo = mid + 1;
        else hi = mid;
      }
      let found = false;
      for (let j = lo; j < rs.length && rs[j]! <= to; j++) {
        const s = rs[j]!;
        const e = re[j]!;
        let ok: boolean;
        if (s > le) ok = this.near(doc, ls, le, s, e);
        else if (e < ls && !this.leftFirstOnly) ok = this.near(doc, s, e, ls, le);
        else ok = false;
        if (!ok) continue;
        found = true;
        if (this.negated) break;
        if (visit(i, j)) return;
      }
      if (this.negated && !found && visit(i, -1)) return;
    }
  }

  intervalsAt(doc: number): Intervals {
    const left = this.left.intervalsAt(doc);
    if (left.starts.length === 0) return NONE;
    const right = this.rightAt(doc);
    const starts: number[] = [];
    const ends: number[] = [];
    this.eachPair(doc, left, right, (i, j) => {
      if (j < 0) {
        starts.push(left.starts[i]!);
        ends.push(left.ends[i]!);
      } else {
        starts.push(Math.min(left.starts[i]!, right.starts[j]!));
        ends.push(Math.max(left.ends[i]!, right.ends[j]!));
      }
      return false;
    });
    return sortIntervals(starts, ends);
  }

  /** Whether any pair qualifies, stopping at the first (what a top-level proximity needs). */
  hasMatch(doc: number): boolean {
    const l = this.plainLeft;
    const r = this.plainRight;
    if (l !== null && r !== null && l.doc() === doc && r.doc() === doc)
      return this.plainPairExists(l.positions(), l.freq(), r.positions(), r.freq());
    const left = this.left.intervalsAt(doc);
    if (left.starts.length === 0) return false;
    let any = false;
    this.eachPair(doc, left, this.rightAt(doc), () => {
      any = true;
      return true;
    });
    return any;
  }

  /** Two plain words: one forward cursor over the right positions per left position, no arrays built. */
  private plainPairExists(lp: Int32Array, leftCount: number, rp: Int32Array, rightCount: number): boolean {
    const n = this.distance;
    let j = 0;
    for (let i = 0; i < leftCount; i++) {
      const p = lp[i]!;
      const from = this.leftFirstOnly ? p + 1 : p - n - 1;
      while (j < rightCount && rp[j]! < from) j++;
      for (let k = j; k < rightCount && rp[k]! <= p + n + 1; k++) if (rp[k] !== p) return true;
    }
    return false;
  }

  score(doc: number): number {
    let sum = this.left.score(doc);
    if (!this.negated) sum += this.right.score(doc);
    return sum;
  }

  marks(doc: number, within: Intervals | null, sink: MatchMark[]): void {
    const own = restrict(this.intervalsAt(doc), within);
    if (own.starts.length === 0) return;
    this.left.marks(doc, own, sink);
    if (!this.negated) this.right.marks(doc, own, sink);
  }

  /** Its qualifying pairs inside `within` (none for NOTW and NOTWF, whose matches have no partner), then its operands'. */
  pairs(doc: number, within: Intervals | null, sink: PairMark[]): void {
    const own = restrict(this.intervalsAt(doc), within);
    if (own.starts.length === 0) return;
    if (!this.negated) {
      const left = this.left.intervalsAt(doc);
      const right = this.rightAt(doc);
      this.eachPair(doc, left, right, (i, j) => {
        const l: [number, number] = [left.starts[i]!, left.ends[i]!];
        const r: [number, number] = [right.starts[j]!, right.ends[j]!];
        if (inside(Math.min(l[0], r[0]), Math.max(l[1], r[1]), within)) {
          sink.push({ op: this.op, distance: this.distance, left: l, right: r });
        }
        return false;
      });
    }
    this.left.pairs(doc, own, sink);
    if (!this.negated) this.right.pairs(doc, own, sink);
  }
}

/** Whether a positional node matches `doc` (its approximation is on `doc`), with the cheapest check it offers. */
export function matchesAt(node: IntervalNode, doc: number): boolean {
  if (node instanceof ProximityIntervals || node instanceof PhraseIntervals) return node.hasMatch(doc);
  return node.intervalsAt(doc).starts.length > 0;
}

/** A positional expression as a Scorer: the approximation's documents whose intervals are not empty. */
export class IntervalScorer implements Scorer {
  private current: number;

  constructor(readonly node: IntervalNode) {
    this.current = this.settle(node.approx.doc());
  }

  private settle(d: number): number {
    let doc = d;
    while (doc !== TERMINATED && !matchesAt(this.node, doc)) doc = this.node.approx.advance();
    return doc;
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    this.current = this.settle(this.node.approx.advance());
    return this.current;
  }
  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.current = this.settle(this.node.approx.seek(target));
    return this.current;
  }
  cost(): number {
    return this.node.approx.cost();
  }
  score(): number {
    return this.node.score(this.current);
  }
}
