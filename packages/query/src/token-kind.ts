/**
 * The kinds of lexical token. Operator words are recognised only in upper case (`AND`, `W/3`); written
 * in any other case they are plain words (see GRAMMAR.md, "Operators are upper case").
 */
export const TokenKind = {
  EOF: '<EOF>',
  WORD: 'Word',
  QUOTED: 'Quoted',
  /** `#` at the start of a token with the word characters after it: `#3`, `#x`, `#`. */
  HISTORY: 'History',
  AND: 'AND',
  OR: 'OR',
  NOT: 'NOT',
  XOR: 'XOR',
  /** `W3`, `W/3`, `WF3`, `NOTW3`, `NOTWF3`, `NEAR`, `NEAR5`, `NEAR/5`, `WS`, `WP` (and `W/` with no distance). */
  PROXIMITY: 'Proximity',
  PAREN_L: '(',
  PAREN_R: ')',
  BRACE_L: '{',
  BRACE_R: '}',
  COMMA: ',',
  COLON: ':',
  EQUALS: '=',
  LESS: '<',
  LESS_EQUAL: '<=',
  GREATER: '>',
  GREATER_EQUAL: '>=',
} as const;

/** One of the values of `TokenKind`. */
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];

/** A token of the query text: `text.slice(start, end)`, UTF-16 offsets, end exclusive. */
export type Token = {
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
  /** True when whitespace (or the start of the text) comes right before the token. */
  readonly spaced: boolean;
  /** For `Quoted` tokens: false when the closing quote is missing (the token then runs to the end). */
  readonly closed: boolean;
};

/** The Boolean operator kinds, which join two operands. */
export const BOOLEAN_KINDS: ReadonlySet<TokenKind> = new Set([
  TokenKind.AND,
  TokenKind.OR,
  TokenKind.NOT,
  TokenKind.XOR,
]);

/** The comparison kinds that can follow a field name. */
export const COMPARATOR_KINDS: ReadonlySet<TokenKind> = new Set([
  TokenKind.EQUALS,
  TokenKind.LESS,
  TokenKind.LESS_EQUAL,
  TokenKind.GREATER,
  TokenKind.GREATER_EQUAL,
]);

/** True for the tokens that join two operands: Boolean and proximity operators. */
export function isBinaryOperator(kind: TokenKind): boolean {
  return kind === TokenKind.PROXIMITY || BOOLEAN_KINDS.has(kind);
}
