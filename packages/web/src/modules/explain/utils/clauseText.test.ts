import { describe, expect, it } from 'vitest';
import { clauseName, positionsText, readingsBySpan } from './clauseText';

describe('clauseName', () => {
  it('names a clause by its words in the query and the parsed view reading of them', () => {
    const query = 'TAC=(solar W3 cell) AND PA=acme';
    const readings = readingsBySpan(query);
    const start = query.indexOf('solar');
    const end = query.indexOf(')');
    const name = clauseName(query, readings, { start, end, description: 'proximity in title' });
    expect(name.text).toBe('solar W3 cell');
    expect(name.reading).toMatch(/3/);
  });

  it('falls back to the description without a place', () => {
    expect(clauseName('x', new Map(), { start: null, end: null, description: 'NONE' })).toEqual({
      text: 'NONE',
      reading: null,
    });
  });
});

describe('positionsText', () => {
  it('lists the first positions and counts the rest', () => {
    expect(positionsText([1, 2, 3], 3, 2)).toEqual({ shown: '1, 2', more: 1 });
    expect(positionsText([1, 2], 250, 12)).toEqual({ shown: '1, 2', more: 248 });
  });
});
