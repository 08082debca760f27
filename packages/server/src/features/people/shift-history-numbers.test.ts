import { describe, expect, it } from 'vitest';
import { shiftHistoryNumbers } from './shift-history-numbers';

describe('shiftHistoryNumbers', () => {
  it('moves every #n and history range by the offset, leaving the rest of the text as written', () => {
    expect(shiftHistoryNumbers('#1 AND (battery  OR #12)', 40)).toBe('#41 AND (battery  OR #52)');
    expect(shiftHistoryNumbers('AND=1:3', 7)).toBe('AND=8:10');
    expect(shiftHistoryNumbers('OR=2:4 NOT #3', 1)).toBe('OR=3:5 NOT #4');
  });

  it('keeps a query that names no search unchanged, and any query when the offset is 0', () => {
    expect(shiftHistoryNumbers('TAC=(solar W/3 cell) AND PD>2010', 5)).toBe('TAC=(solar W/3 cell) AND PD>2010');
    expect(shiftHistoryNumbers('#2', 0)).toBe('#2');
  });

  it('does not touch a number inside a quoted phrase', () => {
    expect(shiftHistoryNumbers('"#2 widget" OR #2', 3)).toBe('"#2 widget" OR #5');
  });
});
