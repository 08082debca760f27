import { describe, expect, it } from 'vitest';
import { lineColumn } from './lineColumn';

describe('lineColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumn('TI=solar', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('TI=solar', 3)).toEqual({ line: 1, column: 4 });
    expect(lineColumn('a AND\nTI=(b', 9)).toEqual({ line: 2, column: 4 });
  });

  it('clamps offsets outside the text', () => {
    expect(lineColumn('ab', 10)).toEqual({ line: 1, column: 3 });
    expect(lineColumn('ab', -1)).toEqual({ line: 1, column: 1 });
  });
});
