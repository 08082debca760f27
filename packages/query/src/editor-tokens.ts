import { QUERY_LIMITS } from './diagnostics';
import { lex } from './lexer';
import { Parser } from './parser';
import type { Span } from './span';
import { type Token, TokenKind } from './token-kind';

/**
 * How the editor colours a token (GRAMMAR.md, "Editor tokens"). `error` is for text the parser could not
 * place (a stray `:`, the rest of a group nested too deep); any token can also carry `error: true`.
 */
export type EditorTokenKind =
  | 'field'
  | 'citation-field'
  | 'operator'
  | 'proximity'
  | 'paren'
  | 'term'
  | 'truncated-term'
  | 'quoted'
  | 'number'
  | 'date'
  | 'range-operator'
  | 'classification'
  | 'history'
  | 'at-least'
  | 'design-image'
  | 'design-option'
  | 'punctuation'
  | 'error';

/** One token for highlighting; `error` is true when a diagnostic's span touches it (the editor underlines it). */
export type EditorToken = { readonly kind: EditorTokenKind; readonly span: Span; readonly error: boolean };

/**
 * The query's tokens classified for highlighting, in text order, covering all text but whitespace.
 * Never throws. A query over the length limit is classified by its tokens alone, and the part past the
 * limit is marked as an error.
 */
export function tokenize(text: string): EditorToken[] {
  if (text.length > QUERY_LIMITS.maxLength) {
    const tokens = lex(text).tokens.slice(0, -1);
    const kinds = tokens.map(lexicalKind);
    return withErrors(tokens, kinds, [{ start: QUERY_LIMITS.maxLength, end: text.length }]);
  }
  const parser = new Parser(text);
  parser.parseQuery();
  const tokens = parser.tokens.slice(0, -1);
  const kinds = tokens.map((_, index) => parser.marks[index] ?? 'error');
  return withErrors(
    tokens,
    kinds,
    parser.diagnostics.map((diagnostic) => diagnostic.span),
  );
}

// A difference array over token indexes: each span adds 1 from its first to its last overlapped token,
// so a diagnostic covering thousands of tokens costs two binary searches, not a loop over them. A span
// that touches no token (an empty one, or one over whitespace) marks the token before it.
function withErrors(
  tokens: readonly Token[],
  kinds: readonly EditorTokenKind[],
  spans: readonly Span[],
): EditorToken[] {
  const delta = new Int32Array(tokens.length + 1);
  for (const span of spans) {
    const end = Math.max(span.end, span.start + 1);
    let first = search(tokens, (token) => token.end > span.start);
    let last = search(tokens, (token) => token.start >= end) - 1;
    if (first > last) {
      if (first === 0) continue;
      first -= 1;
      last = first;
    }
    delta[first] = (delta[first] as number) + 1;
    delta[last + 1] = (delta[last + 1] as number) - 1;
  }
  let open = 0;
  return tokens.map((token, index) => {
    open += delta[index] as number;
    return { kind: kinds[index] as EditorTokenKind, span: { start: token.start, end: token.end }, error: open > 0 };
  });
}

/** Index of the first token for which `test` holds, `test` being false then true along the tokens. */
function search(tokens: readonly Token[], test: (token: Token) => boolean): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(tokens[middle] as Token)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The kind a token has without parsing (used past the length limit). */
function lexicalKind(token: Token): EditorTokenKind {
  switch (token.kind) {
    case TokenKind.AND:
    case TokenKind.OR:
    case TokenKind.NOT:
    case TokenKind.XOR:
      return 'operator';
    case TokenKind.PROXIMITY:
      return 'proximity';
    case TokenKind.PAREN_L:
    case TokenKind.PAREN_R:
      return 'paren';
    case TokenKind.QUOTED:
      return 'quoted';
    case TokenKind.HISTORY:
      return 'history';
    case TokenKind.WORD:
      return 'term';
    case TokenKind.COLON:
    case TokenKind.LESS:
    case TokenKind.LESS_EQUAL:
    case TokenKind.GREATER:
    case TokenKind.GREATER_EQUAL:
      return 'range-operator';
    default:
      return 'punctuation';
  }
}
