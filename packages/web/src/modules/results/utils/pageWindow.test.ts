import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows two pages either side of the current one', () => {
    expect(pageWindow(5, 20, 2)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20, 2)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is shorter at the ends rather than widened: page 1 shows 1 to 3', () => {
    expect(pageWindow(1, 20, 2)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 20, 2)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(20, 20, 2)).toEqual([18, 19, 20]);
    expect(pageWindow(19, 20, 2)).toEqual([17, 18, 19, 20]);
  });

  it('fits within few pages', () => {
    expect(pageWindow(1, 1, 2)).toEqual([1]);
    expect(pageWindow(2, 3, 2)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 2)).toEqual([]);
  });

  it('clamps a current page outside 1..total', () => {
    expect(pageWindow(0, 10, 2)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 10, 2)).toEqual([8, 9, 10]);
  });

  it('always holds the current page and never more than 2 × siblings + 1 pages', () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = pageWindow(current, total, 2);
        expect(pages).toContain(current);
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages.every((n) => n >= 1 && n <= total && Math.abs(n - current) <= 2)).toBe(true);
      }
    }
  });
});
