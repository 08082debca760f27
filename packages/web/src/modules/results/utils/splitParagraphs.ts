import type { MarkedText } from '../types/HighlightMark';

/** How the engine joins the paragraphs of a field (claims, description) into one highlighted text. */
const PARAGRAPH_SEPARATOR = '\n\n';

/**
 * A whole highlighted field cut back into its paragraphs (one per claim), each with its own marks shifted to
 * its own offsets; a mark spanning a paragraph break is cut at the break.
 */
export function splitParagraphs({ text, highlights }: MarkedText): MarkedText[] {
  const out: MarkedText[] = [];
  let base = 0;
  for (const paragraph of text.split(PARAGRAPH_SEPARATOR)) {
    const end = base + paragraph.length;
    out.push({
      text: paragraph,
      highlights: highlights
        .filter((h) => h.end > base && h.start < end)
        .map((h) => ({
          start: Math.max(0, h.start - base),
          end: Math.min(paragraph.length, h.end - base),
          group: h.group,
        })),
    });
    base = end + PARAGRAPH_SEPARATOR.length;
  }
  return out;
}
