/** A marked stretch of a text: offsets into it, and the term group that picks the colour (`hl-0` … `hl-9`). */
export type HighlightMark = { start: number; end: number; group: number };

/** A text with its marks, as the API sends whole highlighted fields (`entireFieldHl`). */
export type MarkedText = { text: string; highlights: HighlightMark[] };
