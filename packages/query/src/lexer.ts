import type { Diagnostic } from './diagnostics';
import { type Token, TokenKind } from './token-kind';

/** The tokens of a query text, ending with one `EOF` token, and the lexical problems found. */
export type LexResult = { readonly tokens: readonly Token[]; readonly diagnostics: readonly Diagnostic[] };

const SINGLE: Readonly<Record<string, TokenKind>> = {
  '(': TokenKind.PAREN_L,
  ')': TokenKind.PAREN_R,
  '{': TokenKind.BRACE_L,
  '}': TokenKind.BRACE_R,
  ',': TokenKind.COMMA,
  ':': TokenKind.COLON,
  '=': TokenKind.EQUALS,
  '<': TokenKind.LESS,
  '>': TokenKind.GREATER,
};

const OPERATOR_WORDS: ReadonlyMap<string, TokenKind> = new Map([
  ['AND', TokenKind.AND],
  ['OR', TokenKind.OR],
  ['NOT', TokenKind.NOT],
  ['XOR', TokenKind.XOR],
  ['NEAR', TokenKind.PROXIMITY],
  ['WS', TokenKind.PROXIMITY],
  ['WP', TokenKind.PROXIMITY],
]);

// `W3`, `WF/3`, `NEAR5`; a slash form is an operator even with a bad distance (`W/-1`, `W/`), so the
// parser can say what is wrong with the distance instead of silently searching the word `W/-1`.
const PROXIMITY_WORD = /^(?:NOTWF|NOTW|WF|W|NEAR)(?:\d+|\/[+-]?\d*)$/;

/** True for the characters that separate tokens: ASCII controls and space, and Unicode spaces. */
export function isWhitespace(code: number): boolean {
  if (code <= 32) return true;
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** True for a character that ends a word: whitespace, a quote or one of `( ) { } , : = < >`. */
export function endsWord(char: string, code: number): boolean {
  return isWhitespace(code) || char === '"' || SINGLE[char] !== undefined;
}

/**
 * Splits a query into tokens with exact spans. Never throws; the only lexical problem is a quote left
 * open, reported as QUERY_UNCLOSED_QUOTE from the quote to the end (the token then runs to the end).
 */
export function lex(text: string): LexResult {
  const tokens: Token[] = [];
  const diagnostics: Diagnostic[] = [];
  const length = text.length;
  let position = 0;
  let spaced = true;
  const push = (kind: TokenKind, start: number, end: number, closed = true) => {
    tokens.push({ kind, start, end, spaced, closed });
    spaced = false;
    position = end;
  };

  while (position < length) {
    const code = text.charCodeAt(position);
    if (isWhitespace(code)) {
      position += 1;
      spaced = true;
      continue;
    }
    const char = text[position] as string;
    const start = position;
    if (char === '"') {
      const close = text.indexOf('"', start + 1);
      if (close === -1) {
        diagnostics.push({
          code: 'QUERY_UNCLOSED_QUOTE',
          message: 'Missing " to close the quote opened here',
          span: { start, end: length },
        });
        push(TokenKind.QUOTED, start, length, false);
      } else {
        push(TokenKind.QUOTED, start, close + 1);
      }
      continue;
    }
    if ((char === '<' || char === '>') && text[start + 1] === '=') {
      push(char === '<' ? TokenKind.LESS_EQUAL : TokenKind.GREATER_EQUAL, start, start + 2);
      continue;
    }
    const single = SINGLE[char];
    if (single !== undefined) {
      push(single, start, start + 1);
      continue;
    }
    let end = start + 1;
    while (end < length && !endsWord(text[end] as string, text.charCodeAt(end))) end += 1;
    push(char === '#' ? TokenKind.HISTORY : wordKind(text.slice(start, end)), start, end);
  }
  tokens.push({ kind: TokenKind.EOF, start: length, end: length, spaced, closed: true });
  return { tokens, diagnostics };
}

function wordKind(word: string): TokenKind {
  // Only upper-case spellings are operators: `or` and `near` are ordinary words in titles and claims.
  return OPERATOR_WORDS.get(word) ?? (PROXIMITY_WORD.test(word) ? TokenKind.PROXIMITY : TokenKind.WORD);
}
