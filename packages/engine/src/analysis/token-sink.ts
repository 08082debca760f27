/**
 * Receives a tokenizer's tokens one call at a time, without a `Token` object per token: the indexing path
 * (`Tokenizer.tokenizeInto`). The fields mean what `Token`'s do (see token.ts); the term is not yet folded.
 */
export interface TokenSink {
  /**
   * One token. Its term is `source.slice(termStart, termEnd)` when `term` is null (a word, a part of a compound, a
   * Han character, a formula as written), else `term` (a joined or written compound form, a possessive form, a
   * formula without brackets). `start` and `end` are offsets into the whole input, like `Token.start`/`end`, while
   * `termStart`/`termEnd` index `source`, the value or paragraph being scanned.
   */
  token(
    source: string,
    termStart: number,
    termEnd: number,
    term: string | null,
    start: number,
    end: number,
    position: number,
    positionLength: number,
    sentence: number,
    paragraph: number,
  ): void;
}
