import type { Analyzer } from '../analysis/analyzer';
import { foldTerm } from '../analysis/folding';
import type { TokenSink } from '../analysis/token-sink';
import { joinParagraphs } from '../analysis/tokenizer';
import type { Highlight } from '../search-types';

/** A term occurrence to mark: the indexed `term` at word `position`, coloured as term group `group`. */
export type HighlightMark = { readonly position: number; readonly term: string; readonly group: number };

/**
 * Marks, in a field's text, the surface form of every token whose (position, term) is in `marks`.
 *
 * The value is analysed again with the analyzer that indexed it, so the offsets are the index's own; an array is
 * a list of paragraphs and `text` is `joinParagraphs(value)`, the text those offsets refer to. Overlaps are
 * resolved as `normalizeHighlights` describes. Linear in the field's tokens plus O(m log m) in the marks found.
 */
export function highlightField(
  value: string | readonly string[],
  analyzer: Analyzer,
  marks: readonly HighlightMark[],
): { text: string; highlights: Highlight[] } {
  const text = typeof value === 'string' ? value : joinParagraphs(value);
  // Nothing to mark: skip re-analysing what may be a 100k-word description.
  if (marks.length === 0) return { text, highlights: [] };

  // Keyed by position first: a position holds a handful of terms (a compound's parts and joined forms) at most,
  // so the per-token lookup is O(1) however many marks there are.
  const wanted = new Map<number, Map<string, number>>();
  for (const mark of marks) {
    let terms = wanted.get(mark.position);
    if (terms === undefined) {
      terms = new Map();
      wanted.set(mark.position, terms);
    }
    const group = terms.get(mark.term);
    // A term marked by two groups gets the lower one, so the colour does not depend on the order of `marks`.
    if (group === undefined || mark.group < group) terms.set(mark.term, mark.group);
  }

  const found: Highlight[] = [];
  if (analyzer.tokenizeInto) {
    // Only the tokens at marked positions are folded; a long claim or description has few of them.
    analyzer.tokenizeInto(value, new MarkedTokens(wanted, found));
  } else {
    for (const token of analyzer.analyze(value)) {
      const group = wanted.get(token.position)?.get(token.term);
      if (group !== undefined && token.end > token.start) found.push({ start: token.start, end: token.end, group });
    }
  }
  return { text, highlights: normalizeHighlights(found, text.length) };
}

/** Collects the offsets of the tokens whose (position, folded term) is wanted, as `analyze` would give them. */
class MarkedTokens implements TokenSink {
  constructor(
    private readonly wanted: ReadonlyMap<number, ReadonlyMap<string, number>>,
    private readonly found: Highlight[],
  ) {}

  token(source: string, termStart: number, termEnd: number, start: number, end: number, position: number): void {
    const terms = this.wanted.get(position);
    if (terms === undefined || end <= start) return;
    // A term that folds to nothing is dropped by `analyze`; no mark has an empty term, so it matches nothing here.
    const group = terms.get(foldTerm(source.slice(termStart, termEnd)));
    if (group !== undefined) this.found.push({ start, end, group });
  }
}

/**
 * Sorted, non-overlapping highlights from any list; the rule every function here applies.
 *
 * - Spans are clipped to `[0, textLength)` when a length is given; empty spans are dropped.
 * - Each group's spans are united: overlapping or touching spans of one group become one.
 * - Where spans of different groups overlap, the span that starts first keeps the overlap (on equal starts the
 *   longer, then the lower group) and the other keeps only what lies beyond it, or nothing. Why: the earlier
 *   span is usually the longer surface (`Li-ion` over its part `ion`), and a mark never splits another.
 *
 * The union of the covered offsets is unchanged, so no marked text loses its mark, only possibly its colour.
 */
export function normalizeHighlights(highlights: readonly Highlight[], textLength?: number): Highlight[] {
  const limit = textLength ?? Number.POSITIVE_INFINITY;
  const spans: Highlight[] = [];
  for (const h of highlights) {
    const start = Math.max(0, h.start);
    const end = Math.min(limit, h.end);
    if (end > start) spans.push(start === h.start && end === h.end ? h : { start, end, group: h.group });
  }
  if (spans.length === 0) return [];

  spans.sort((a, b) => a.group - b.group || a.start - b.start || b.end - a.end);
  const united: Highlight[] = [];
  let current = spans[0]!;
  for (let i = 1; i < spans.length; i++) {
    const next = spans[i]!;
    if (next.group === current.group && next.start <= current.end) {
      if (next.end > current.end) current = { start: current.start, end: next.end, group: current.group };
    } else {
      united.push(current);
      current = next;
    }
  }
  united.push(current);

  united.sort((a, b) => a.start - b.start || b.end - a.end || a.group - b.group);
  const result: Highlight[] = [];
  let covered = Number.NEGATIVE_INFINITY;
  for (const span of united) {
    if (span.end <= covered) continue;
    const start = Math.max(span.start, covered);
    // Same-group spans were united above, so a clipped span always borders a span of another group.
    result.push(start === span.start ? span : { start, end: span.end, group: span.group });
    covered = span.end;
  }
  return result;
}
