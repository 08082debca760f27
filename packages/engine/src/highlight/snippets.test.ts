import { describe, expect, it } from 'vitest';
import type { Highlight, Snippet } from '../search-types';
import { DEFAULT_MAX_SNIPPET_LENGTH, DEFAULT_MAX_SNIPPETS, makeSnippets } from './snippets';

/** Highlights of every occurrence of each word, the word's index in `words` as its group. */
function highlightsOf(text: string, words: readonly string[]): Highlight[] {
  const found: Highlight[] = [];
  words.forEach((word, group) => {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
      found.push({ start: at, end: at + word.length, group });
    }
  });
  return found.sort((a, b) => a.start - b.start);
}

function marked(snippet: Snippet): string[] {
  return snippet.highlights.map((h) => snippet.text.slice(h.start, h.end));
}

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('makeSnippets', () => {
  it('defaults to 3 snippets of at most 150 code units', () => {
    expect(DEFAULT_MAX_SNIPPETS).toBe(3);
    expect(DEFAULT_MAX_SNIPPET_LENGTH).toBe(150);
    const text = Array.from({ length: 10 }, (_, i) => `${filler(40)} anode${i}`).join(' ');
    const snippets = makeSnippets(text, highlightsOf(text, ['anode']), {});
    expect(snippets).toHaveLength(3);
    for (const snippet of snippets) expect(snippet.text.length).toBeLessThanOrEqual(150);
  });

  it('returns the start of the field when nothing is marked, unless told not to', () => {
    const text = `  ${filler(100)}`;
    const [snippet, ...rest] = makeSnippets(text, [], { maxSnippetLength: 40 });
    expect(rest).toEqual([]);
    expect(snippet!.start).toBe(2);
    expect(snippet!.text).toBe('word0 word1 word2 word3 word4 word5');
    expect(snippet!.highlights).toEqual([]);
    expect(makeSnippets(text, [], { fallbackToStart: false })).toEqual([]);
    expect(makeSnippets('   ', [], {})).toEqual([]);
    expect(makeSnippets('short', [], {})).toEqual([{ text: 'short', start: 0, highlights: [] }]);
  });

  it('prefers a window with more distinct groups over one with more marks of one group', () => {
    const text = `anode anode anode anode ${filler(30)} anode and cathode ${filler(30)}`;
    const [best] = makeSnippets(text, highlightsOf(text, ['anode', 'cathode']), {
      maxSnippets: 1,
      maxSnippetLength: 40,
    });
    expect(marked(best!)).toEqual(['anode', 'cathode']);
  });

  it('prefers more marks among equally varied windows, then the earliest', () => {
    const text = `${filler(20)} anode ${filler(20)} anode x anode ${filler(20)} anode ${filler(20)}`;
    const highlights = highlightsOf(text, ['anode']);
    const [most] = makeSnippets(text, highlights, { maxSnippets: 1, maxSnippetLength: 30 });
    expect(marked(most!)).toEqual(['anode', 'anode']);
    const single = `${filler(20)} anode ${filler(20)} anode ${filler(20)}`;
    const [first] = makeSnippets(single, highlightsOf(single, ['anode']), { maxSnippets: 1, maxSnippetLength: 30 });
    expect(marked(first!)).toEqual(['anode']);
    expect(first!.start + first!.text.length).toBeLessThan(single.lastIndexOf('anode'));
  });

  it('returns non-overlapping snippets in text order with highlights relative to them', () => {
    const text = `${filler(10)} cathode ${filler(40)} anode separator ${filler(40)} anode ${filler(5)}`;
    const highlights = highlightsOf(text, ['anode', 'separator', 'cathode']);
    const snippets = makeSnippets(text, highlights, { maxSnippets: 3, maxSnippetLength: 50 });
    expect(snippets).toHaveLength(3);
    expect(snippets.map(marked)).toEqual([['cathode'], ['anode', 'separator'], ['anode']]);
    for (let i = 0; i < snippets.length; i++) {
      const snippet = snippets[i]!;
      expect(text.slice(snippet.start, snippet.start + snippet.text.length)).toBe(snippet.text);
      if (i > 0) {
        const previous = snippets[i - 1]!;
        expect(snippet.start).toBeGreaterThanOrEqual(previous.start + previous.text.length);
      }
    }
  });

  it('cuts at whitespace, never inside a word of the context', () => {
    const text = `${filler(30)} the anode ${filler(30)}`;
    const [snippet] = makeSnippets(text, highlightsOf(text, ['anode']), { maxSnippetLength: 45 });
    const { start, text: piece } = snippet!;
    expect(piece).toMatch(/^word\d+ .* word\d+$/);
    expect(text[start - 1]).toBe(' ');
    expect(text[start + piece.length]).toBe(' ');
    expect(marked(snippet!)).toEqual(['anode']);
  });

  it('keeps context inside a text without spaces (CJK) rather than dropping it', () => {
    const text = '本发明涉及一种锂离子电池及其制备方法，该电池具有较高的能量密度和循环寿命。';
    const at = text.indexOf('电池');
    const [snippet] = makeSnippets(text, [{ start: at, end: at + 2, group: 0 }], { maxSnippetLength: 10 });
    expect(snippet!.text.length).toBe(10);
    expect(marked(snippet!)).toEqual(['电池']);
  });

  it('clips a mark longer than the snippet length', () => {
    const text = `before ${'x'.repeat(50)} after`;
    const [snippet] = makeSnippets(text, [{ start: 7, end: 57, group: 1 }], { maxSnippetLength: 20 });
    expect(snippet).toEqual({ text: 'x'.repeat(20), start: 7, highlights: [{ start: 0, end: 20, group: 1 }] });
  });

  it('never splits a surrogate pair', () => {
    const text = '😀😀😀😀 anode 😀😀😀😀😀😀';
    const at = text.indexOf('anode');
    for (let length = 1; length <= 20; length++) {
      for (const snippet of makeSnippets(text, [{ start: at, end: at + 5, group: 0 }], { maxSnippetLength: length })) {
        expect(snippet.text.length).toBeLessThanOrEqual(length);
        expect(snippet.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
      }
    }
    // An astral mark clipped to one code unit has nothing left to show.
    expect(makeSnippets('😀 a', [{ start: 0, end: 2, group: 0 }], { maxSnippetLength: 1 })).toEqual([]);
  });

  it('does not show a mark cut in half at its edge', () => {
    // The context after "bbbb" would end inside the longer mark "cccc dddd", which does not fit beside it.
    const text = 'aa bbbb cccc dddd';
    const highlights: Highlight[] = [
      { start: 3, end: 7, group: 0 },
      { start: 8, end: 17, group: 1 },
    ];
    const [snippet] = makeSnippets(text, highlights, { maxSnippets: 1, maxSnippetLength: 12 });
    expect(snippet!.text).toBe('aa bbbb');
    expect(marked(snippet!)).toEqual(['bbbb']);
    // Before: the centred context would begin inside an earlier mark that the window could not take.
    const glued = 'a'.repeat(30);
    const before: Highlight[] = [
      { start: 2, end: 15, group: 0 },
      { start: 20, end: 22, group: 0 },
      { start: 23, end: 25, group: 0 },
      { start: 26, end: 28, group: 0 },
    ];
    const [centred] = makeSnippets(glued, before, { maxSnippets: 1, maxSnippetLength: 20 });
    expect(centred!.start).toBe(15);
    expect(centred!.highlights).toHaveLength(3);
  });

  it('gives none for a length or count below one', () => {
    const highlights = [{ start: 0, end: 1, group: 0 }];
    expect(makeSnippets('a b', highlights, { maxSnippets: 0 })).toEqual([]);
    expect(makeSnippets('a b', highlights, { maxSnippetLength: 0 })).toEqual([]);
  });
});
