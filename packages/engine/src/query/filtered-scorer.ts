import { type Scorer, scoreBoundOf, TERMINATED } from './doc-set';

/** Documents of the query that every filter also matches; filters never change the score. */
export class FilteredScorer implements Scorer {
  private current: number;

  constructor(
    private readonly inner: Scorer,
    private readonly filters: readonly Scorer[],
  ) {
    this.current = this.settle(inner.doc());
  }

  private settle(d: number): number {
    let doc = d;
    outer: while (doc !== TERMINATED) {
      for (const filter of this.filters) {
        const f = filter.seek(doc);
        if (f !== doc) {
          doc = this.inner.seek(f);
          continue outer;
        }
      }
      return doc;
    }
    return TERMINATED;
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    this.current = this.settle(this.inner.advance());
    return this.current;
  }
  seek(target: number): number {
    if (target <= this.current) return this.current;
    this.current = this.settle(this.inner.seek(target));
    return this.current;
  }
  cost(): number {
    return this.inner.cost();
  }
  score(): number {
    return this.inner.score();
  }
  scoreBound(): number {
    return scoreBoundOf(this.inner);
  }
}
