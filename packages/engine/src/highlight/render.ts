import type { Highlight } from '../search-types';
import { normalizeHighlights } from './highlight-field';

/** How many colour classes highlighting schemes cycle through (`hl-0` … `hl-9`). */
export const HIGHLIGHT_CLASS_COUNT = 10;

/** The colour class of a term group: `hl-0` … `hl-9`, cycling, so any group number has a colour. */
export function groupClassName(group: number): string {
  // Floored modulo: a negative or fractional group still lands on one of the ten classes.
  const index = ((Math.floor(group) % HIGHLIGHT_CLASS_COUNT) + HIGHLIGHT_CLASS_COUNT) % HIGHLIGHT_CLASS_COUNT;
  return `hl-${index}`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe as HTML element content and as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * `text` as escaped HTML with each highlight wrapped in `<mark class="…">`; the class comes from
 * `className(group)` and is escaped too. Highlights are normalised first (`normalizeHighlights`), so overlapping
 * input still gives well-nested markup.
 */
export function renderMarked(
  text: string,
  highlights: readonly Highlight[],
  className: (group: number) => string,
): string {
  const parts: string[] = [];
  let offset = 0;
  for (const mark of normalizeHighlights(highlights, text.length)) {
    parts.push(escapeHtml(text.slice(offset, mark.start)));
    parts.push(
      `<mark class="${escapeHtml(className(mark.group))}">`,
      escapeHtml(text.slice(mark.start, mark.end)),
      '</mark>',
    );
    offset = mark.end;
  }
  parts.push(escapeHtml(text.slice(offset)));
  return parts.join('');
}
