/** A half-open range of UTF-16 code unit offsets into the query text: `text.slice(start, end)`. */
export type Span = { readonly start: number; readonly end: number };

export function span(start: number, end: number): Span {
  return { start, end };
}

/** The smallest span covering both. */
export function joinSpans(a: Span, b: Span): Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}
