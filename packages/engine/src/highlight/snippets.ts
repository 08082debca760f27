import type { Highlight, Snippet } from '../search-types';
import { normalizeHighlights } from './highlight-field';

/** Snippets per field when the request names no number (SPEC default). */
export const DEFAULT_MAX_SNIPPETS = 3;

/** Longest snippet, in UTF-16 code units, when the request names no length (SPEC default). */
export const DEFAULT_MAX_SNIPPET_LENGTH = 150;

/** Options of `makeSnippets`. */
export type SnippetOptions = {
  /** At most this many snippets (default `DEFAULT_MAX_SNIPPETS`); 0 or less gives none. */
  readonly maxSnippets?: number;
  /** At most this many UTF-16 code units per snippet (default `DEFAULT_MAX_SNIPPET_LENGTH`); below 1 gives none. */
  readonly maxSnippetLength?: number;
  /**
   * With no highlight at all, return one snippet from the start of the field (default true), so a result list
   * still shows some of the field's text.
   */
  readonly fallbackToStart?: boolean;
};

/**
 * Pieces of `text` around its highlights, at most `maxSnippets` of at most `maxSnippetLength` code units each.
 *
 * Choice, one snippet at a time: among the windows of marks that fit in the length and in the text not yet taken
 * by a snippet, the best covers the most distinct groups (a window showing every query concept beats one repeating
 * one word), then the most marks, then starts earliest. It is widened with context on both sides (centred), cut
 * at whitespace where the context holds any, never through a mark it did not choose, never inside a surrogate
 * pair, and trimmed of outer whitespace. A mark longer than the whole length is clipped to it. Snippets never
 * overlap and come back in text order. Highlights are normalised first (`normalizeHighlights`).
 * Cost: O(maxSnippets × marks) after sorting.
 */
export function makeSnippets(text: string, highlights: readonly Highlight[], options: SnippetOptions = {}): Snippet[] {
  const maxSnippets = Math.floor(options.maxSnippets ?? DEFAULT_MAX_SNIPPETS);
  const length = Math.floor(options.maxSnippetLength ?? DEFAULT_MAX_SNIPPET_LENGTH);
  // Written negated so that NaN options give nothing rather than loop on NaN arithmetic.
  if (!(maxSnippets >= 1 && length >= 1)) return [];
  const marks = normalizeHighlights(highlights, text.length);
  if (marks.length === 0) return options.fallbackToStart === false ? [] : startSnippet(text, length);

  // Text already given to a snippet, in text order.
  const taken: Extent[] = [];
  while (taken.length < maxSnippets) {
    const best = bestWindow(text, marks, taken, length);
    if (best === undefined) break;
    const extent = widen(text, marks, best, length);
    const at = taken.findIndex((other) => other.start > extent.start);
    taken.splice(at === -1 ? taken.length : at, 0, extent);
  }
  // Empty only if the caller's highlights split a surrogate pair at a one-unit window: nothing to show there.
  return taken.filter((extent) => extent.end > extent.start).map((extent) => snippetOf(text, marks, extent));
}

type Extent = { readonly start: number; readonly end: number };

/** A candidate: the text `[start, end)` its marks cover (clipped to the length) and the free gap it lies in. */
type Window = {
  readonly start: number;
  readonly end: number;
  readonly gapStart: number;
  readonly gapEnd: number;
};

function bestWindow(text: string, marks: readonly Highlight[], taken: readonly Extent[], length: number) {
  let best: Window | undefined;
  let bestGroups = 0;
  let bestCount = 0;
  const groupCounts = new Map<number, number>();
  let gapStart = 0;
  let markIndex = 0;
  for (let gap = 0; gap <= taken.length; gap++) {
    const gapEnd = gap < taken.length ? taken[gap]!.start : text.length;
    // Marks of a gap: those lying wholly inside it (a mark clipped by an earlier snippet is not offered again).
    while (markIndex < marks.length && marks[markIndex]!.start < gapStart) markIndex++;
    const first = markIndex;
    let afterLast = first;
    while (afterLast < marks.length && marks[afterLast]!.end <= gapEnd) afterLast++;
    // A mark straddling gapEnd is not inside; the next gap's scan skips it by its start.
    groupCounts.clear();
    let distinct = 0;
    let j = first; // window is marks[i..j), counted in groupCounts
    for (let i = first; i < afterLast; i++) {
      if (j < i) j = i;
      const windowStart = marks[i]!.start;
      while (j < afterLast && marks[j]!.end - windowStart <= length) {
        const group = marks[j]!.group;
        const count = groupCounts.get(group) ?? 0;
        if (count === 0) distinct++;
        groupCounts.set(group, count + 1);
        j++;
      }
      // An empty window means marks[i] alone is longer than a snippet: it is offered clipped, as one mark,
      // unless even its first character does not fit (an astral one in a window of 1).
      const end = j > i ? marks[j - 1]!.end : clipEnd(text, windowStart, windowStart + length);
      const count = j > i ? j - i : 1;
      const groups = j > i ? distinct : 1;
      if (end > windowStart && (groups > bestGroups || (groups === bestGroups && count > bestCount))) {
        bestGroups = groups;
        bestCount = count;
        best = { start: windowStart, end, gapStart, gapEnd };
      }
      if (j > i) {
        const group = marks[i]!.group;
        const left = groupCounts.get(group)! - 1;
        groupCounts.set(group, left);
        if (left === 0) distinct--;
      }
    }
    if (gap < taken.length) gapStart = taken[gap]!.end;
  }
  return best;
}

/** Grows a window to `length` with context, inside its gap, at word boundaries, never cutting another mark. */
function widen(text: string, marks: readonly Highlight[], window: Window, length: number): Extent {
  const { start: core, end: coreEnd, gapStart, gapEnd } = window;
  const slack = length - (coreEnd - core);
  let start = core - Math.floor(slack / 2);
  let end = coreEnd + Math.ceil(slack / 2);
  if (start < gapStart) {
    end = Math.min(gapEnd, end + (gapStart - start));
    start = gapStart;
  }
  if (end > gapEnd) {
    start = Math.max(gapStart, start - (end - gapEnd));
    end = gapEnd;
  }

  if (start < core && start > 0 && !isSpace(text, start - 1) && !isSpace(text, start)) {
    // Mid-word: begin after the first whitespace in the context instead, if it has any (CJK text may not).
    let i = start;
    while (i < core && !isSpace(text, i)) i++;
    if (i < core) start = i;
  }
  if (end > coreEnd && end < text.length && !isSpace(text, end - 1) && !isSpace(text, end)) {
    let i = end;
    while (i > coreEnd && !isSpace(text, i - 1)) i--;
    if (i > coreEnd) end = i;
  }

  // Context must not cut through a mark it did not choose: shown half-marked it would read as a partial match.
  const before = markContaining(marks, start);
  if (before !== undefined && before.start < start && start < core) start = Math.min(core, before.end);
  const after = markContaining(marks, end - 1);
  if (after !== undefined && after.end > end && end > coreEnd) end = Math.max(coreEnd, after.start);

  while (start < core && isSpace(text, start)) start++;
  while (end > coreEnd && isSpace(text, end - 1)) end--;
  if (isLowSurrogateAfterHigh(text, start)) start++;
  if (isLowSurrogateAfterHigh(text, end)) end--;
  return { start, end: Math.max(start, end) };
}

/** The one snippet shown when a field has no highlight: its beginning, cut at a word boundary. */
function startSnippet(text: string, length: number): Snippet[] {
  let start = 0;
  while (start < text.length && isSpace(text, start)) start++;
  if (start === text.length) return [];
  let end = clipEnd(text, start, start + length);
  if (end < text.length && !isSpace(text, end) && !isSpace(text, end - 1)) {
    let i = end;
    while (i > start && !isSpace(text, i - 1)) i--;
    // A first word longer than the snippet is cut where it must be rather than dropped.
    if (i > start) end = i;
  }
  while (end > start && isSpace(text, end - 1)) end--;
  if (end === start) return [];
  return [{ text: text.slice(start, end), start, highlights: [] }];
}

function snippetOf(text: string, marks: readonly Highlight[], extent: Extent): Snippet {
  const { start, end } = extent;
  const highlights: Highlight[] = [];
  for (let i = firstEndingAfter(marks, start); i < marks.length && marks[i]!.start < end; i++) {
    const mark = marks[i]!;
    highlights.push({
      start: Math.max(mark.start, start) - start,
      end: Math.min(mark.end, end) - start,
      group: mark.group,
    });
  }
  return { text: text.slice(start, end), start, highlights };
}

/** Index of the first mark ending after `offset` (marks are sorted and disjoint, so their ends are sorted too). */
function firstEndingAfter(marks: readonly Highlight[], offset: number): number {
  let low = 0;
  let high = marks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (marks[mid]!.end <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

function markContaining(marks: readonly Highlight[], offset: number): Highlight | undefined {
  const mark = marks[firstEndingAfter(marks, offset)];
  return mark !== undefined && mark.start <= offset ? mark : undefined;
}

/** `end` moved back off the second half of a surrogate pair, so a clipped piece never splits a character. */
function clipEnd(text: string, start: number, end: number): number {
  const clipped = Math.min(end, text.length);
  return clipped > start && isLowSurrogateAfterHigh(text, clipped) ? clipped - 1 : clipped;
}

function isLowSurrogateAfterHigh(text: string, offset: number): boolean {
  if (offset <= 0 || offset >= text.length) return false;
  const low = text.charCodeAt(offset);
  const high = text.charCodeAt(offset - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}

// The white space that separates words in the scripts we highlight; \s also covers NBSP and U+2029.
const SPACE = /\s/;

function isSpace(text: string, offset: number): boolean {
  return SPACE.test(text[offset] ?? '');
}
