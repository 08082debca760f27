import { describe, expect, it } from 'vitest';
import { formatSchemeTerms, parseSchemeTerms } from './schemeTerms';

describe('parseSchemeTerms', () => {
  it('splits on spaces, commas and semicolons and keeps truncation marks', () => {
    expect(parseSchemeTerms(' batter*, anode;cathode \n electrolyt?  ')).toEqual([
      'batter*',
      'anode',
      'cathode',
      'electrolyt?',
    ]);
  });

  it('keeps each word once, in its first spelling', () => {
    expect(parseSchemeTerms('Cell cell CELL anode')).toEqual(['Cell', 'anode']);
    expect(parseSchemeTerms(' ,; ')).toEqual([]);
  });

  it('writes the words back as the field shows them', () => {
    expect(formatSchemeTerms(parseSchemeTerms('a,b c'))).toBe('a b c');
  });
});
