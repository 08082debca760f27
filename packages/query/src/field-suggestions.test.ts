import { describe, expect, it } from 'vitest';
import { editDistance, suggestFields, unknownFieldMessage } from './field-suggestions';

describe('field suggestions', () => {
  it('suggests the nearest codes, same first letter first, then catalogue order', () => {
    expect(unknownFieldMessage('TTI')).toBe('Unknown field TTI. Did you mean TI, TA or TAC?');
    expect(suggestFields('abs')).toEqual(['AB', 'AG', 'AP']);
    expect(suggestFields('PDD')).toEqual(['PD', 'PRD', 'PA']);
    expect(suggestFields('cpcs')).toEqual(['CPC', 'CC', 'IPC']);
  });

  it.each([
    ['titel', ['title']],
    ['inventr', ['inventor']],
    ['cpcs', ['CPC']],
    ['publicationdte', ['publicationdate']],
  ])('suggests %s → %j first', (written, first) => {
    expect(suggestFields(written).slice(0, first.length)).toEqual(first);
  });

  it('says nothing more when no field is near', () => {
    expect(unknownFieldMessage('QQQQQQQQ')).toBe('Unknown field QQQQQQQQ.');
    expect(suggestFields('x'.repeat(100))).toEqual([]);
  });

  it('shortens a long name in the message', () => {
    expect(unknownFieldMessage('z'.repeat(50))).toBe(`Unknown field ${'z'.repeat(30)}….`);
  });

  it('computes the edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'ab')).toBe(2);
    expect(editDistance('tti', 'ti')).toBe(1);
  });
});
