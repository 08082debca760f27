import { describe, expect, it } from 'vitest';
import { queryProblems } from './queryProblems';

describe('queryProblems', () => {
  it('locates parser problems exactly', () => {
    expect(queryProblems('TI=solar AND AND cell', [])).toEqual([
      { from: 9, to: 12, message: 'AND needs a term on its right, found AND', source: 'parser' },
    ]);
    expect(queryProblems('TAC=(solar W/3', []).map(({ from, to }) => [from, to])).toEqual([
      [4, 5],
      [11, 14],
    ]);
  });

  it('adds what only the server knows, in text order, once', () => {
    const unknown = { from: 0, to: 2, message: 'You have no search #9.' };
    const duplicate = { from: 9, to: 12, message: 'AND needs a term on its right, found AND' };
    expect(queryProblems('#9 AND TI=solar AND AND cell', [unknown]).map((p) => p.source)).toEqual(['server', 'parser']);
    expect(queryProblems('TI=solar AND AND cell', [duplicate])).toHaveLength(1);
  });

  it('keeps server spans inside the text', () => {
    expect(queryProblems('#9', [{ from: 1, to: 50, message: 'x' }])[0]).toMatchObject({ from: 1, to: 2 });
  });

  it('has nothing to say about a valid or empty query', () => {
    expect(queryProblems('TAC=(solar W/3 cell*) AND PD>=2015', [])).toEqual([]);
    expect(queryProblems('', [])).toEqual([]);
  });
});
