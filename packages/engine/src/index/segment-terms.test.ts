import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wildcardPattern } from '../planner/bind';
import { TermDictionary } from '../termdict/term-dictionary';
import { buildTermDictionary, type TermInfo } from '../termdict/term-dictionary-writer';
import { compareTerms } from '../termdict/utf8-order';
import { SegmentTerms, TOO_BROAD } from './segment-terms';
import { fieldPrefix, SPAN_MARK, splitTermKey } from './term-key';

// Truncation expansion (prefix ranges, the reversed-term index, whole-field scans, the LRU) against the plain
// definition: every key of the field whose term part the pattern's regex matches, in term order.

/** Letters with shared prefixes and suffixes, plus multi-byte and astral ones (UTF-8 of 2, 3 and 4 bytes). */
const letter = fc.constantFrom('a', 'b', 'c', 'e', 'é', 'ß', '中', '\u{1F600}');
const word = fc.string({ unit: letter, minLength: 1, maxLength: 7 });

/** A dictionary of up to three fields; some keys are spanning forms (`term\u00012`), as compounds index them. */
const dictionaryArb = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 2 }), word, fc.constantFrom(1, 1, 1, 2, 3)), {
    maxLength: 400,
    size: 'max',
    selector: ([f, w, s]) => `${f}:${w}:${s}`,
  })
  .map((entries) =>
    entries
      .map(([field, term, span]) => fieldPrefix(field) + term + (span > 1 ? `${SPAN_MARK}${span}` : ''))
      .sort(compareTerms)
      .map((key, i): [string, TermInfo] => [key, { docFreq: i + 1, totalTermFreq: i + 2, offset: i * 10, length: 10 }]),
  );

/** Patterns of literals and `*` `?` `!`, at least one wildcard, and at least one literal. */
const patternArb = fc
  .array(fc.oneof({ weight: 3, arbitrary: letter }, fc.constantFrom('*', '?', '!')), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''))
  .filter((p) => /[*?!]/.test(p) && /[^*?!]/.test(p));

/** Patterns made from a word by replacing characters with wildcards, so that they match something. */
const derivedPatternArb = fc
  .tuple(word, fc.array(fc.tuple(fc.nat(), fc.constantFrom('*', '?', '!', '')), { minLength: 1, maxLength: 3 }))
  .map(([w, edits]) => {
    const chars = [...w];
    for (const [at, wildcard] of edits) chars.splice(at % (chars.length + 1), wildcard === '' ? 1 : 0, wildcard || '*');
    return chars.join('');
  })
  .filter((p) => /[*?!]/.test(p) && /[^*?!]/.test(p));

function naive(entries: readonly [string, TermInfo][], field: number, source: string): [string, TermInfo][] {
  const regex = wildcardPattern(source).regex;
  const prefix = fieldPrefix(field);
  return entries
    .filter(([key]) => key.startsWith(prefix) && regex.test(splitTermKey(key.slice(1)).term))
    .map(([key, info]) => [key.slice(1), info]);
}

function expanded(result: ReturnType<SegmentTerms['expand']>): [string, TermInfo][] | typeof TOO_BROAD {
  return result === TOO_BROAD ? TOO_BROAD : result.keys.map((key, i) => [key, result.infos[i]!]);
}

describe('SegmentTerms', () => {
  it('expands left, internal and right truncations exactly as a scan of the dictionary, cached or not', () => {
    fc.assert(
      fc.property(
        dictionaryArb,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.oneof(patternArb, derivedPatternArb)), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.constantFrom(0, 4, 1024),
        fc.constantFrom(10_000, 5),
        (entries, queries, smallRange, limit) => {
          const dictionary = TermDictionary.open(buildTermDictionary(entries));
          const terms = new SegmentTerms(dictionary, smallRange);
          // Every query twice: the second answer comes from the cache.
          for (const [field, source] of [...queries, ...queries]) {
            const pattern = wildcardPattern(source);
            const want = naive(entries, field, source);
            const expected = want.length > limit ? TOO_BROAD : want;
            const prefix = fieldPrefix(field);
            expect(expanded(terms.expandUncached(prefix, pattern, limit)), source).toEqual(expected);
            expect(expanded(terms.expand(prefix, pattern, limit)), source).toEqual(expected);
          }
          const stats = terms.stats();
          expect(stats.hits + stats.misses).toBe(queries.length * 2);
          expect(stats.hits).toBeGreaterThanOrEqual(queries.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('uses the reversed index for a leading wildcard and reports its size', () => {
    const words = ['nation', 'station', 'ration', 'rationale', 'motor', 'meter', 'ammeter', 'ohm\u{1F600}meter'];
    const entries = words
      .flatMap((w) => [fieldPrefix(0) + w, fieldPrefix(1) + w])
      .sort(compareTerms)
      .map((key, i): [string, TermInfo] => [key, { docFreq: 1, totalTermFreq: 1, offset: i, length: 1 }]);
    const terms = new SegmentTerms(TermDictionary.open(buildTermDictionary(entries)));
    const keys = (source: string) => {
      const result = terms.expand(fieldPrefix(0), wildcardPattern(source), 100);
      return result === TOO_BROAD ? result : result.keys;
    };
    expect(keys('*ation')).toEqual(['nation', 'ration', 'station']);
    expect(keys('*meter')).toEqual(['ammeter', 'meter', 'ohm\u{1F600}meter']);
    expect(keys('?ation')).toEqual(['nation', 'ration']);
    expect(keys('*tion*')).toEqual(['nation', 'ration', 'rationale', 'station']);
    expect(keys('m*r')).toEqual(['meter', 'motor']);
    const stats = terms.stats();
    // One field indexed (the other was never asked for), one entry per term part.
    expect(stats.reversedFields).toBe(1);
    expect(stats.reversedEntries).toBe(words.length);
    expect(stats.reversedBytes).toBeGreaterThan(0);
    expect(terms.expand(fieldPrefix(0), wildcardPattern('*ation'), 2)).toBe(TOO_BROAD);
  });
});
