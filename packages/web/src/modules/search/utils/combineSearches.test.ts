import { describe, expect, it } from 'vitest';
import { combineSearches } from './combineSearches';

describe('combineSearches', () => {
  it('joins search numbers lowest first with the operator', () => {
    expect(combineSearches([5, 3], 'AND')).toBe('#3 AND #5');
    expect(combineSearches(new Set([12, 2, 7]), 'OR')).toBe('#2 OR #7 OR #12');
    expect(combineSearches([8, 3, 5], 'NOT')).toBe('#3 NOT #5 NOT #8');
  });

  it('names each search once', () => {
    expect(combineSearches([1, 1, 2], 'AND')).toBe('#1 AND #2');
  });
});
