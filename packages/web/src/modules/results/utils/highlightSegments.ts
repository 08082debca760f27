import type { HighlightMark } from '../types/HighlightMark';

/** A run of text, marked with a term group or not. */
export type TextSegment = { text: string; group: number | null };

/**
 * `text` cut into plain and marked runs. Marks are clipped to the text and taken in order of their start; a mark
 * overlapping one already placed keeps only its part beyond it, so runs never nest or repeat text whatever the
 * server sends.
 */
export function highlightSegments(text: string, highlights: readonly HighlightMark[]): TextSegment[] {
  const marks = highlights
    .map((h) => ({ start: Math.max(0, h.start), end: Math.min(text.length, h.end), group: h.group }))
    .filter((h) => h.end > h.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const mark of marks) {
    const start = Math.max(mark.start, at);
    if (mark.end <= start) continue;
    if (start > at) segments.push({ text: text.slice(at, start), group: null });
    segments.push({ text: text.slice(start, mark.end), group: mark.group });
    at = mark.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), group: null });
  return segments;
}
