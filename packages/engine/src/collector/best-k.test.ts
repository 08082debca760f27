import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestK } from './best-k';

describe('bestK', () => {
  it('equals sorting everything and taking the first k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: 0, max: 40 }), (items, k) => {
        const byValue = (a: number, b: number) => a - b;
        expect(bestK(items, k, byValue)).toEqual([...items].sort(byValue).slice(0, k));
      }),
      { numRuns: 500 },
    );
  });
});
