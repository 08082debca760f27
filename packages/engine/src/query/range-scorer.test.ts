import { describe, expect, it } from 'vitest';
import { MISSING_NUMBER } from '../index/segment-files';
import { TERMINATED } from './doc-set';
import { RangeScorer } from './range-scorer';

describe('a range read from its column as it moves', () => {
  it('visits exactly the documents whose value lies in the range, advanced or sought', () => {
    let state = 11;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state % n;
    };
    for (let round = 0; round < 200; round++) {
      const values = Int32Array.from({ length: 1 + random(300) }, () =>
        random(10) === 0 ? MISSING_NUMBER : 20000101 + random(30) * 10000,
      );
      const min = 20000101 + random(30) * 10000;
      const max = min + random(12) * 10000;
      const inRange = (d: number) => values[d] !== MISSING_NUMBER && values[d]! >= min && values[d]! <= max;
      const scorer = new RangeScorer(values, min, max);
      // Reference: the first document at or after `from` in the range.
      const next = (from: number) => {
        for (let d = from; d < values.length; d++) if (inRange(d)) return d;
        return TERMINATED;
      };
      expect(scorer.doc()).toBe(next(0));
      for (let d = scorer.doc(); d !== TERMINATED; ) {
        expect(scorer.score()).toBe(0);
        if (random(3) === 0) {
          // A target at or before the current document leaves the scorer where it is.
          const target = d - 2 + random(20);
          const expected = target <= d ? d : next(target);
          d = scorer.seek(target);
          expect(d).toBe(expected);
        } else {
          const expected = next(d + 1);
          d = scorer.advance();
          expect(d).toBe(expected);
        }
      }
      expect(scorer.advance()).toBe(TERMINATED);
      expect(scorer.cost()).toBe(values.length);
    }
  });
});
