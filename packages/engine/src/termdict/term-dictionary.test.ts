import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TermDictionary } from './term-dictionary.ts';
import { buildTermDictionary, TermDictionaryWriter, type TermInfo } from './term-dictionary-writer.ts';
import { compareBytes, compareTerms } from './utf8-order.ts';

const encoder = new TextEncoder();
/** No lone surrogates (ES2024's isWellFormed, which our ES2023 lib does not declare). */
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);
const byteOrder = (a: string, b: string) => {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return compareBytes(x, 0, x.length, y, 0, y.length);
};

/** Terms drawn from a small alphabet (so prefixes are shared) mixed with arbitrary unicode, incl. astral and U+FFFx. */
const termArb = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'b', 'é', 'ß', '中', '\u{1F600}', '\uFFFD', '0'),
    minLength: 1,
    maxLength: 8,
  }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
);

/** Unique well-formed terms in UTF-8 order, each with a distinct info. */
const dictionaryArb = fc
  .uniqueArray(termArb, { maxLength: 300, size: 'max' })
  .map((terms) => terms.filter((t) => wellFormed(t)).sort(compareTerms))
  .map((terms) => {
    let offset = 0;
    return terms.map((term, i): [string, TermInfo] => {
      const info = { docFreq: (i % 7) + 1, totalTermFreq: (i % 7) + 1 + (i % 3), offset, length: ((i * 13) % 40) + 1 };
      // Mostly contiguous offsets, sometimes padded or out of order, as real postings may be.
      offset += info.length + (i % 5 === 0 ? 3 : 0) - (i % 11 === 0 ? Math.min(offset, 100) : 0);
      return [term, info];
    });
  });

describe('utf8 order', () => {
  it('compareTerms equals UTF-8 byte order, which differs from UTF-16 order', () => {
    fc.assert(
      fc.property(termArb, termArb, (a, b) => {
        if (!wellFormed(a) || !wellFormed(b)) return;
        expect(Math.sign(compareTerms(a, b))).toBe(Math.sign(byteOrder(a, b)));
      }),
      { numRuns: 2000 },
    );
    expect(compareTerms('\uFFFD', '\u{1F600}')).toBeLessThan(0);
    expect('\uFFFD' < '\u{1F600}').toBe(false);
  }, 30_000);
});

describe('term dictionary', () => {
  it('finds every present term, no absent one, and expands prefixes like a naive filter', () => {
    fc.assert(
      fc.property(dictionaryArb, fc.array(termArb, { maxLength: 20 }), (entries, probes) => {
        const dict = TermDictionary.open(buildTermDictionary(entries));
        expect(dict.size).toBe(entries.length);
        const map = new Map(entries);
        for (const [term, info] of entries) expect(dict.lookup(term)).toEqual(info);
        for (const probe of probes) {
          if (!wellFormed(probe)) continue;
          expect(dict.lookup(probe)).toEqual(map.get(probe) ?? null);
          const points = Array.from(probe);
          for (const prefix of [probe, points.slice(0, 1).join(''), points.slice(0, 2).join('')]) {
            const expected = entries.filter(([t]) => t.startsWith(prefix)).map(([term, info]) => ({ term, info }));
            expect([...dict.prefix(prefix)]).toEqual(expected);
          }
        }
        expect([...dict.entries()].map((e) => e.term)).toEqual(entries.map(([t]) => t));
      }),
      // Up to 300 terms and 20 probes a run: 100 runs take a few hundred ms.
      { numRuns: 100 },
    );
  }, 30_000);

  it('scans with a predicate and a cap', () => {
    const terms = Array.from({ length: 1000 }, (_, i) => `t${String(i).padStart(4, '0')}`);
    const dict = TermDictionary.open(
      buildTermDictionary(terms.map((t, i) => [t, { docFreq: 1, totalTermFreq: 1, offset: i, length: 1 }])),
    );
    const all = dict.scan((t) => t.endsWith('7'), 1000);
    expect(all.entries.map((e) => e.term)).toEqual(terms.filter((t) => t.endsWith('7')));
    expect(all.truncated).toBe(false);
    const capped = dict.scan((t) => t.endsWith('7'), 10);
    expect(capped.entries).toHaveLength(10);
    expect(capped.truncated).toBe(true);
  });

  it('keeps prefix generators independent of lookups made while they are suspended', () => {
    const terms = ['car', 'card', 'care', 'cart', 'cat', 'dog'];
    const dict = TermDictionary.open(
      buildTermDictionary(terms.map((t, i) => [t, { docFreq: 1, totalTermFreq: 1, offset: i * 10, length: 10 }])),
    );
    const seen: string[] = [];
    for (const entry of dict.prefix('car')) {
      seen.push(entry.term);
      expect(dict.lookup('dog')?.offset).toBe(50);
    }
    expect(seen).toEqual(['car', 'card', 'care', 'cart']);
  });

  it('handles an empty dictionary, unaligned bytes and rejects unsorted input', () => {
    const empty = TermDictionary.open(buildTermDictionary([]));
    expect(empty.lookup('x')).toBeNull();
    expect([...empty.prefix('')]).toEqual([]);
    const bytes = buildTermDictionary([['a', { docFreq: 1, totalTermFreq: 1, offset: 0, length: 1 }]]);
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect(TermDictionary.open(shifted).lookup('a')?.docFreq).toBe(1);
    const writer = new TermDictionaryWriter();
    writer.add('b', { docFreq: 1, totalTermFreq: 1, offset: 0, length: 1 });
    expect(() => writer.add('a', { docFreq: 1, totalTermFreq: 1, offset: 0, length: 1 })).toThrow();
    expect(() => writer.add('b', { docFreq: 1, totalTermFreq: 1, offset: 0, length: 1 })).toThrow();
  });
});
