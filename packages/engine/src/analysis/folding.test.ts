import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCase, foldDiacritics, foldingFilter, foldTerm, normalizeNfkc } from './folding';
import type { Token } from './token';

describe('folding', () => {
  it('normalises compatibility forms with NFKC', () => {
    expect(normalizeNfkc('ﬁ')).toBe('fi');
    expect(normalizeNfkc('Ａｂｃ１２３')).toBe('Abc123');
    expect(normalizeNfkc('m²')).toBe('m2');
    expect(normalizeNfkc('CO₂')).toBe('CO2');
    expect(normalizeNfkc('µm')).toBe('μm');
  });

  it('folds case without locale, including the full-folding cases', () => {
    expect(foldCase('STRAßE')).toBe('strasse');
    expect(foldCase('ẞ')).toBe('ss');
    expect(foldCase('ΟΔΟΣ')).toBe('οδοσ');
    expect(foldCase('ıi')).toBe('ii');
    expect(foldTerm('İSTANBUL')).toBe('istanbul');
    expect(foldTerm('Istanbul')).toBe('istanbul');
  });

  it('strips diacritics whether the input is composed or decomposed', () => {
    expect(foldTerm('café')).toBe('cafe');
    expect(foldTerm('cafe\u0301')).toBe('cafe');
    expect(foldTerm('Ångström')).toBe('angstrom');
    expect(foldDiacritics('naïve')).toBe('naive');
    expect(foldTerm('Ænergie')).toBe('aenergie');
    expect(foldTerm('Søren')).toBe('soren');
    expect(foldTerm('Łódź')).toBe('lodz');
  });

  it('keeps marks that change the meaning of non-Latin scripts', () => {
    expect(foldTerm('ガ')).toBe('ガ');
    expect(foldTerm('ｶﾞ')).toBe('ガ');
    expect(foldTerm('हिंदी')).toBe('हिंदी');
  });

  it('removes invisible characters inside words', () => {
    expect(foldTerm('hyphen\u00adation')).toBe('hyphenation');
    expect(foldTerm('zero\u200bwidth')).toBe('zerowidth');
  });

  it('leaves ASCII lower case and truncation characters as they are', () => {
    const term = 'lithium-ion*?!';
    expect(foldTerm(term)).toBe(term);
    expect(foldTerm('Li-Ion*')).toBe('li-ion*');
  });

  // Any code point, lone surrogates included, as fast-check's `unit: 'binary'` gives; built from an integer because
  // that unit's first use fills a map of all 1.1 million code points (for shrinking), which took 1–2 s of this test.
  const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));

  // About 0.1 s; the timeout is for a loaded machine.
  it('is idempotent on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const once = foldTerm(text);
        expect(foldTerm(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: anyCodePoint, maxLength: 10 }), (text) => {
        const once = foldTerm(text);
        expect(foldTerm(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('foldingFilter folds terms in place and keeps offsets', () => {
    const tokens: Token[] = [
      { term: 'Café', position: 0, start: 0, end: 4, sentence: 0, paragraph: 0, positionLength: 1 },
      { term: '\u200b', position: 1, start: 5, end: 6, sentence: 0, paragraph: 0, positionLength: 1 },
    ];
    expect(foldingFilter(tokens)).toEqual([
      { term: 'cafe', position: 0, start: 0, end: 4, sentence: 0, paragraph: 0, positionLength: 1 },
    ]);
  });
});
