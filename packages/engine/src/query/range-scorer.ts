import { MISSING_NUMBER } from '../index/segment-files';
import { type Scorer, TERMINATED } from './doc-set';

/**
 * The documents whose number in a column lies in `[min, max]` (dates, numbers), found by reading the column as the
 * scorer moves rather than all of it up front: sought from a rarer clause (`layer AND PD=2000:2009`), it reads only
 * the values of the documents it is sought to and of those it skips over. Matches without ranking: scores 0.
 */
export class RangeScorer implements Scorer {
  /** Its bound is its score (0): a bulk pass can sum it as it marks. */
  readonly exactBound = true;
  /** Scores 0 everywhere: a bulk AND may check it on its marked documents instead of marking it. */
  readonly unscored = true;
  private current: number;

  constructor(
    private readonly values: Int32Array,
    private readonly min: number,
    private readonly max: number,
  ) {
    this.current = this.from(0);
  }

  /** The first document at or after `start` in the range. */
  private from(start: number): number {
    const values = this.values;
    const min = this.min;
    const max = this.max;
    for (let d = start; d < values.length; d++) {
      const v = values[d]!;
      if (v !== MISSING_NUMBER && v >= min && v <= max) return d;
    }
    return TERMINATED;
  }

  doc(): number {
    return this.current;
  }
  advance(): number {
    if (this.current !== TERMINATED) this.current = this.from(this.current + 1);
    return this.current;
  }
  seek(target: number): number {
    if (target > this.current) this.current = this.from(target);
    return this.current;
  }
  /** Every document of the segment at most: the column is not counted up front. */
  cost(): number {
    return this.values.length;
  }
  score(): number {
    return 0;
  }
  scoreBound(): number {
    return 0;
  }
}
