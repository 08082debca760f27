import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random';
import { foldTerm } from './folding';
import { TermTable } from './term-table';

/** A word of 1 to 20 units, mostly ASCII letters of either case, sometimes accented or astral. */
function randomWord(next: () => number): string {
  const alphabet = ['a', 'b', 'c', 'E', 'L', 'z', 'é', 'É', 'ß', '𝛼', 'ı', '-', '1'];
  let word = '';
  const length = 1 + Math.floor(next() * 20);
  for (let i = 0; i < length; i++) word += alphabet[Math.floor(next() * (next() < 0.8 ? 6 : alphabet.length))];
  return word;
}

describe('TermTable', () => {
  it('gives each distinct (folded term, span) one id, as a map of strings would, across many rehashes', () => {
    const next = seededRandom(77);
    const table = new TermTable(5);
    const reference = new Map<string, number>();
    const ids: number[] = [];
    const expected: number[] = [];
    for (let i = 0; i < 8_000; i++) {
      const word = randomWord(next);
      const span = next() < 0.9 ? 1 : 2 + Math.floor(next() * 6);
      // Half the words come embedded in a longer text, as the tokenizer hands them.
      const text = `Xy ${word} zz`;
      const id = next() < 0.5 ? table.internFolded(text, 3, 3 + word.length, span) : table.intern(foldTerm(word), span);
      const key = `${foldTerm(word)}\u0000${Math.min(span, 5)}`;
      if (!reference.has(key)) reference.set(key, reference.size);
      ids.push(id);
      expected.push(reference.get(key)!);
    }
    expect(ids).toEqual(expected);
    expect(reference.size).toBeGreaterThan(1_000);
    expect(table.size).toBe(reference.size);
    for (const [key, id] of reference) {
      const [term, span] = key.split('\u0000');
      expect(table.terms[id]).toBe(term);
      expect(table.span(id)).toBe(Number(span));
    }
  });

  it('tells terms apart by span, also spans beyond what a code unit holds', () => {
    const table = new TermTable();
    const ids = [1, 2, 0xffff, 0x10000, 0x1ffff].map((span) => table.intern('liion', span));
    expect(new Set(ids).size).toBe(5);
    expect([1, 2, 0xffff, 0x10000, 0x1ffff].map((span) => table.intern('liion', span))).toEqual(ids);
    expect(table.span(ids[4]!)).toBe(0x1ffff);
  });

  it('drops the empty term and keeps a long term equal to its text', () => {
    const table = new TermTable();
    expect(table.internFolded('abc', 1, 1)).toBe(-1);
    expect(table.intern('')).toBe(-1);
    const long = 'Electrochemically'.repeat(700);
    const id = table.internFolded(` ${long} `, 1, 1 + long.length);
    expect(table.terms[id]).toBe(long.toLowerCase());
    expect(table.intern(long.toLowerCase())).toBe(id);
  });
});
