import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAnalyzer } from '../analysis/analyzer';
import type { Token } from '../analysis/token';
import type { Highlight } from '../search-types';
import { type HighlightMark, highlightField, normalizeHighlights } from './highlight-field';
import { escapeHtml, groupClassName, renderMarked } from './render';
import { makeSnippets } from './snippets';

const analyzer = textAnalyzer();

// Words that exercise the analyzer's hard cases (compounds, joiners, abbreviations, CJK, astral), plus noise.
const WORDS = [
  'anode',
  'Li-ion',
  'LiFePO4',
  'co-polymer',
  'café',
  'Über',
  'e.g.',
  'U.S.',
  '3.5',
  '7,057,742',
  'Fig.',
  '(12)',
  'claim',
  'battery’s',
  '锂离子电池',
  'リチウム',
  '😀',
  'x',
];
const SEPARATORS = [' ', '  ', '\n', '\n\n', ', ', '; ', '-', '/', '. ', ''];

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
);
const paragraph = fc
  .array(fc.tuple(piece, fc.constantFrom(...SEPARATORS)), { maxLength: 40 })
  .map((parts) => parts.map(([word, separator]) => word + separator).join(''));
const fieldValue = fc.oneof(paragraph, fc.array(paragraph, { maxLength: 4 }));
const group = fc.integer({ min: 0, max: 3 });
// Sparse: a few random tokens. Dense: every token, groups cycling, so compounds and their parts collide often.
const picks = fc.oneof(
  fc.array(fc.record({ pick: fc.nat(), group }), { maxLength: 30 }),
  fc.array(group, { minLength: 1, maxLength: 4 }).map((cycle) => ({ cycle })),
);
type Picks = readonly { pick: number; group: number }[] | { cycle: readonly number[] };

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
/** True when offset `at` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, at: number): boolean {
  return at > 0 && at < text.length && isHigh(text.charCodeAt(at - 1)) && isLow(text.charCodeAt(at));
}

function expectSortedDisjoint(highlights: readonly Highlight[], length: number): void {
  let previousEnd = 0;
  for (const h of highlights) {
    expect(h.start).toBeGreaterThanOrEqual(previousEnd);
    expect(h.end).toBeGreaterThan(h.start);
    expect(h.end).toBeLessThanOrEqual(length);
    previousEnd = h.end;
  }
}

/** The field analysed, random marks on its tokens (plus one that matches nothing), and the tokens they hit. */
function marking(value: string | readonly string[], chosen: Picks) {
  const tokens = analyzer.analyze(value);
  const marks: HighlightMark[] = [{ position: 0, term: 'no-such-term', group: 0 }];
  const groupOf = new Map<Token, number>();
  if (tokens.length > 0) {
    if ('cycle' in chosen) {
      tokens.forEach((token, i) => {
        marks.push({ position: token.position, term: token.term, group: chosen.cycle[i % chosen.cycle.length]! });
      });
    } else {
      for (const { pick, group } of chosen) {
        const token = tokens[pick % tokens.length]!;
        marks.push({ position: token.position, term: token.term, group });
      }
    }
    for (const token of tokens) {
      for (const mark of marks) {
        if (mark.position === token.position && mark.term === token.term) {
          groupOf.set(token, Math.min(groupOf.get(token) ?? mark.group, mark.group));
        }
      }
    }
  }
  return { marks, marked: [...groupOf].map(([token, group]) => ({ start: token.start, end: token.end, group })) };
}

describe('highlighting properties', () => {
  it('marks exactly the surfaces of marked tokens, without overlaps', () => {
    fc.assert(
      fc.property(fieldValue, picks, (value, chosen) => {
        const { marks, marked } = marking(value, chosen);
        const { text, highlights } = highlightField(value, analyzer, marks);
        expectSortedDisjoint(highlights, text.length);

        // The highlighted offsets are exactly the offsets of marked surfaces.
        const wanted = new Uint8Array(text.length);
        for (const span of marked) wanted.fill(1, span.start, span.end);
        const got = new Uint8Array(text.length);
        for (const h of highlights) got.fill(1, h.start, h.end);
        expect(got).toEqual(wanted);

        // Every edge is a surface's edge, and a surface apart from all others is a highlight of its own group.
        const starts = new Set(marked.flatMap((span) => [span.start, span.end]));
        const ends = new Set(marked.map((span) => span.end));
        for (const h of highlights) {
          expect(starts.has(h.start)).toBe(true);
          expect(ends.has(h.end)).toBe(true);
          expect(splitsPair(text, h.start) || splitsPair(text, h.end)).toBe(false);
        }
        for (const span of marked) {
          const alone = marked.every((o) => o === span || o.end < span.start || o.start > span.end);
          if (alone) expect(highlights).toContainEqual(span);
        }
        // One group's marks never touch: they would have been merged.
        for (let i = 1; i < highlights.length; i++) {
          const [a, b] = [highlights[i - 1]!, highlights[i]!];
          if (a.group === b.group) expect(b.start).toBeGreaterThan(a.end);
        }
      }),
    );
  });

  it('marks the same spans from the unfolded tokens as from the analysed ones', () => {
    const analysedOnly = { ...analyzer, tokenizeInto: undefined };
    expect(analyzer.tokenizeInto).toBeDefined();
    fc.assert(
      fc.property(fieldValue, picks, (value, chosen) => {
        const { marks } = marking(value, chosen);
        expect(highlightField(value, analyzer, marks)).toEqual(highlightField(value, analysedOnly, marks));
      }),
    );
  });

  it('makes snippets within the length, in order, that hold their highlights whole', () => {
    fc.assert(
      fc.property(
        fieldValue,
        picks,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 80 }),
        (value, chosen, maxSnippets, maxSnippetLength) => {
          const { text, highlights } = highlightField(value, analyzer, marking(value, chosen).marks);
          const snippets = makeSnippets(text, highlights, { maxSnippets, maxSnippetLength });
          expect(snippets.length).toBeLessThanOrEqual(highlights.length === 0 ? 1 : maxSnippets);
          let previousEnd = 0;
          for (const snippet of snippets) {
            const end = snippet.start + snippet.text.length;
            expect(snippet.text.length).toBeGreaterThan(0);
            expect(snippet.text.length).toBeLessThanOrEqual(maxSnippetLength);
            expect(snippet.start).toBeGreaterThanOrEqual(previousEnd);
            expect(text.slice(snippet.start, end)).toBe(snippet.text);
            expect(splitsPair(text, snippet.start) || splitsPair(text, end)).toBe(false);
            expectSortedDisjoint(snippet.highlights, snippet.text.length);
            for (const h of snippet.highlights) {
              // Shown whole, or clipped only because the mark alone is longer than a snippet.
              const original = highlights.find(
                (o) => o.start < snippet.start + h.end && o.end > snippet.start + h.start,
              );
              expect(original?.group).toBe(h.group);
              const whole = original!.start === snippet.start + h.start && original!.end === snippet.start + h.end;
              if (!whole) expect(original!.end - original!.start).toBeGreaterThan(maxSnippetLength);
            }
            previousEnd = end;
          }
          if (highlights.length === 0) {
            for (const snippet of snippets) expect(snippet.start).toBe(text.length - text.trimStart().length);
          } else if (maxSnippetLength >= 2) {
            expect(snippets.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('normalises any spans to sorted disjoint ones covering the same offsets', () => {
    const LENGTH = 40;
    const span = fc
      .record({ start: fc.integer({ min: -2, max: LENGTH }), length: fc.integer({ min: 0, max: 12 }), group })
      .map(({ start, length, group }) => ({ start, end: start + length, group }));
    /** Maximal runs of covered offsets: a group's runs are its spans united, touching ones included. */
    const runs = (spans: readonly Highlight[]): { start: number; end: number }[] => {
      const covered = new Uint8Array(LENGTH + 1);
      for (const s of spans) for (let i = Math.max(0, s.start); i < Math.min(LENGTH, s.end); i++) covered[i] = 1;
      const found: { start: number; end: number }[] = [];
      for (let i = 0; i < LENGTH; i++) {
        if (covered[i] === 1 && (i === 0 || covered[i - 1] === 0)) {
          let end = i;
          while (covered[end] === 1) end++;
          found.push({ start: i, end });
        }
      }
      return found;
    };
    fc.assert(
      fc.property(fc.array(span, { maxLength: 12 }), (spans) => {
        const result = normalizeHighlights(spans, LENGTH);
        expectSortedDisjoint(result, LENGTH);
        expect(runs(result)).toEqual(runs(spans));
        const united = [0, 1, 2, 3].flatMap((g) => runs(spans.filter((s) => s.group === g)).map((r) => ({ ...r, g })));
        for (const h of result) {
          // Inside one united span of its group, which beats every other group's span overlapping it.
          const own = united.find((u) => u.g === h.group && u.start <= h.start && h.end <= u.end)!;
          expect(own).toBeDefined();
          for (const other of united) {
            if (other.g === h.group || other.end <= h.start || other.start >= h.end) continue;
            const ownWins =
              own.start < other.start ||
              (own.start === other.start && (own.end > other.end || (own.end === other.end && own.g < other.g)));
            expect(ownWins).toBe(true);
          }
        }
        for (let i = 1; i < result.length; i++) {
          if (result[i - 1]!.group === result[i]!.group) expect(result[i]!.start).toBeGreaterThan(result[i - 1]!.end);
        }
      }),
    );
  });

  it('keeps snippet highlights whole for any highlights on plain text', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.'), minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(
        text,
        fc.array(fc.record({ start: fc.nat(120), length: fc.integer({ min: 1, max: 30 }), group }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 40 }),
        (text, spans, maxSnippets, maxSnippetLength) => {
          const highlights = normalizeHighlights(
            spans.map(({ start, length, group }) => ({ start, end: start + length, group })),
            text.length,
          );
          const snippets = makeSnippets(text, highlights, { maxSnippets, maxSnippetLength });
          let previousEnd = 0;
          for (const snippet of snippets) {
            expect(snippet.text.length).toBeLessThanOrEqual(maxSnippetLength);
            expect(snippet.start).toBeGreaterThanOrEqual(previousEnd);
            expect(text.slice(snippet.start, snippet.start + snippet.text.length)).toBe(snippet.text);
            for (const h of snippet.highlights) {
              const original = highlights.find(
                (o) => o.start < snippet.start + h.end && o.end > snippet.start + h.start,
              )!;
              const whole = original.start === snippet.start + h.start && original.end === snippet.start + h.end;
              if (!whole) expect(original.end - original.start).toBeGreaterThan(maxSnippetLength);
            }
            previousEnd = snippet.start + snippet.text.length;
          }
          if (highlights.length > 0) expect(snippets.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('renders markup that gives back the text', () => {
    fc.assert(
      fc.property(fieldValue, picks, (value, chosen) => {
        const { text, highlights } = highlightField(value, analyzer, marking(value, chosen).marks);
        const html = renderMarked(text, highlights, groupClassName);
        expect(html.match(/<mark /g)?.length ?? 0).toBe(highlights.length);
        const plain = html.replace(/<mark class="hl-\d">|<\/mark>/g, '');
        expect(plain).toBe(escapeHtml(text));
        expect(plain.replace(/[<>"']/g, '')).toBe(plain);
      }),
    );
  });
});
