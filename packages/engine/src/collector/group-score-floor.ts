/**
 * The lowest of the `k` best group scores seen so far, each group counted once: once `k` groups have a best score of
 * at least the floor, a group whose best ends below it cannot be on a page of `k` groups ranked by score. A group's
 * best only rises, so the floor only rises too and stays a floor of the final ranking.
 *
 * A min-heap of `k` entries; keyed groups (global ordinals) keep their heap position so a rising best moves the
 * entry instead of adding a second one. Documents without a key are groups of their own and never come back.
 */
export class GroupScoreFloor {
  private readonly groups: Int32Array;
  private readonly scores: Float64Array;
  /** Heap position of each keyed group, or -1. */
  private readonly positions: Int32Array;
  private size = 0;

  constructor(
    private readonly k: number,
    keyedGroups: number,
  ) {
    this.groups = new Int32Array(k);
    this.scores = new Float64Array(k);
    this.positions = new Int32Array(keyedGroups).fill(-1);
  }

  /** -Infinity until `k` groups have a score; +Infinity for a page of no groups (no score matters then). */
  floor(): number {
    if (this.k === 0) return Number.POSITIVE_INFINITY;
    return this.size < this.k ? Number.NEGATIVE_INFINITY : this.scores[0]!;
  }

  /** Keyed group `g` has a new best score. */
  raise(g: number, score: number): void {
    const at = this.positions[g]!;
    if (at >= 0) {
      if (score > this.scores[at]!) {
        this.scores[at] = score;
        this.down(at);
      }
      return;
    }
    this.offer(g, score);
  }

  /** A document without a key: a group of its own. */
  single(score: number): void {
    this.offer(-1, score);
  }

  private offer(g: number, score: number): void {
    if (this.k === 0) return;
    if (this.size < this.k) {
      this.place(this.size, g, score);
      this.up(this.size++);
      return;
    }
    if (score <= this.scores[0]!) return;
    const evicted = this.groups[0]!;
    if (evicted >= 0) this.positions[evicted] = -1;
    this.place(0, g, score);
    this.down(0);
  }

  private place(at: number, g: number, score: number): void {
    this.groups[at] = g;
    this.scores[at] = score;
    if (g >= 0) this.positions[g] = at;
  }

  private swap(a: number, b: number): void {
    const g = this.groups[a]!;
    const s = this.scores[a]!;
    this.place(a, this.groups[b]!, this.scores[b]!);
    this.place(b, g, s);
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      if (this.scores[parent]! <= this.scores[i]!) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < this.size && this.scores[l]! < this.scores[least]!) least = l;
      if (r < this.size && this.scores[r]! < this.scores[least]!) least = r;
      if (least === i) return;
      this.swap(i, least);
      i = least;
    }
  }
}
