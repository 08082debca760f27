import { describe, expect, it } from 'vitest';
import { insertIntoInput } from './insertIntoInput';

describe('insertIntoInput', () => {
  it('inserts at the caret, spaced from the words around it, and puts the caret after it', () => {
    expect(insertIntoInput('solar cell', 5, 5, 'W/3 ')).toEqual({ value: 'solar W/3 cell', caret: 10 });
    expect(insertIntoInput('solar ', 6, 6, 'W/3 ')).toEqual({ value: 'solar W/3 ', caret: 10 });
  });

  it('appends when the input has no caret position', () => {
    expect(insertIntoInput('solar', null, null, 'AND ')).toEqual({ value: 'solar AND ', caret: 10 });
  });
});
