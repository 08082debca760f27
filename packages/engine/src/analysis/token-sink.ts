/**
 * Receives a tokenizer's tokens one call at a time, without a `Token` object per token: the indexing path
 * (`Tokenizer.tokenizeInto`). The fields mean what `Token`'s do (see token.ts); the term is not yet folded.
 */
export interface TokenSink {
  /**
   * One token, its term `source.slice(termStart, termEnd)`. `source` is the value or paragraph being scanned for a
   * word as written (a word, a part of a compound, a Han character, a formula as written), or the built string itself
   * (a joined or written compound form, a possessive form, a formula without brackets). `start` and `end` are
   * offsets into the whole input, like `Token.start`/`end`.
   */
  token(
    source: string,
    termStart: number,
    termEnd: number,
    start: number,
    end: number,
    position: number,
    positionLength: number,
    sentence: number,
    paragraph: number,
  ): void;
}
