import type { Token } from './token';
import type { TokenSink } from './token-sink';

/** Splits text into tokens with positions, offsets and sentence/paragraph ordinals (terms not yet folded). */
export type Tokenizer = {
  /** Tokens of one text, or of an array of paragraphs whose offsets refer to `joinParagraphs(paragraphs)`. */
  tokenize(text: string | readonly string[]): Token[];
  /**
   * The same tokens, in the same order, handed to `sink` one call each instead of as objects: the allocation-free
   * path indexing uses. Tokenizers without it are consumed through `tokenize`.
   */
  tokenizeInto?(text: string | readonly string[], sink: TokenSink): void;
};

/** Rewrites a token stream in place (fold, drop, add) and returns it; analyzers chain these after a tokenizer. */
export type TokenFilter = (tokens: Token[]) => Token[];

/**
 * What stands between two paragraphs when a field is given as an array: offsets of tokens of an array
 * refer to the paragraphs joined with this, so one offset space serves string and array input alike.
 */
export const PARAGRAPH_SEPARATOR = '\n\n';

/** The text whose offsets the tokens of an array of paragraphs refer to. */
export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join(PARAGRAPH_SEPARATOR);
}

/** Maps an offset into `joinParagraphs(paragraphs)` back to the array element and the offset inside it. */
export function locateParagraphOffset(
  paragraphs: readonly string[],
  offset: number,
): { index: number; offset: number } {
  let base = 0;
  for (let index = 0; index < paragraphs.length; index++) {
    const length = paragraphs[index]!.length;
    if (offset <= base + length) return { index, offset: offset - base };
    base += length + PARAGRAPH_SEPARATOR.length;
  }
  const last = Math.max(0, paragraphs.length - 1);
  return { index: last, offset: paragraphs.length === 0 ? 0 : paragraphs[last]!.length };
}
