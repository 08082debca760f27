/**
 * One indexed term with where it came from.
 *
 * `start`/`end` are UTF-16 offsets into the original text (end exclusive), so `text.slice(start, end)` is the
 * surface form the highlighter marks, whatever normalisation did to `term`. `position` is the word ordinal that
 * phrases and "within n" count. Terms for the same words (a compound and its joined form) share a position;
 * `positionLength` says how many word positions such a term covers (1 for a plain word), so a phrase or a
 * proximity must treat the term as the interval `[position, position + positionLength - 1]`.
 */
export type Token = {
  /** The normalised term as it is indexed and looked up. */
  term: string;
  /** Word ordinal: consecutive words have consecutive positions. */
  position: number;
  /** UTF-16 offset of the first code unit of the surface form in the original text. */
  start: number;
  /** UTF-16 offset just after the surface form (exclusive). */
  end: number;
  /** Sentence ordinal, 0-based, increasing, for the WS operator. */
  sentence: number;
  /** Paragraph ordinal, 0-based, increasing, for the WP operator. */
  paragraph: number;
  /** Number of word positions the term spans; always set by our tokenizers (1 for a plain word). */
  positionLength?: number;
};
