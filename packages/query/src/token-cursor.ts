import type { ErrorNode } from './ast';
import type { Diagnostic, DiagnosticCode } from './diagnostics';
import type { EditorTokenKind } from './editor-tokens';
import { lex } from './lexer';
import type { Span } from './span';
import { type Token, TokenKind } from './token-kind';

const MAX_QUOTED = 30;

const UNEXPECTED_HINTS: Partial<Record<TokenKind, string>> = {
  [TokenKind.COMMA]: 'commas separate only the parts of any{n}(...) and design_image(...)',
  [TokenKind.COLON]: 'a range needs a date or number field before it, as in PD=2010:2015',
  [TokenKind.EQUALS]: 'a field name goes right before =, as in TI=solar',
  [TokenKind.LESS]: 'a comparison needs a date or number field before it, as in PD<2010',
  [TokenKind.LESS_EQUAL]: 'a comparison needs a date or number field before it, as in PD<=2010',
  [TokenKind.GREATER]: 'a comparison needs a date or number field before it, as in PD>2010',
  [TokenKind.GREATER_EQUAL]: 'a comparison needs a date or number field before it, as in PD>=2010',
  [TokenKind.BRACE_L]: 'braces belong to any{n}(...), as in any{2}(a, b, c)',
  [TokenKind.BRACE_R]: 'braces belong to any{n}(...), as in any{2}(a, b, c)',
};

/**
 * The token-level half of the parser (graphql-js style): the current token, `peek`, `advance`,
 * `expectToken`, `expectOptionalToken`, `unexpected`, diagnostics and node building. It never throws.
 */
export class TokenCursor {
  /** The query text. */
  readonly source: string;
  /** The lexer's tokens, ending with EOF. */
  readonly tokens: readonly Token[];
  /** Every problem found, in the order found (`parse` sorts them). */
  readonly diagnostics: Diagnostic[];
  /** The editor kind of each token, set when the token is consumed; unset ones were never read. */
  readonly marks: (EditorTokenKind | undefined)[];
  /** Work done: tokens consumed plus loop iterations, for the linear-time test. */
  steps = 0;
  /** End offset of the last consumed token: where a node built now ends. */
  lastEnd = 0;
  private position = 0;

  constructor(source: string) {
    this.source = source;
    const lexed = lex(source);
    this.tokens = lexed.tokens;
    this.diagnostics = [...lexed.diagnostics];
    this.marks = new Array(lexed.tokens.length);
  }

  /** The current token (EOF once the text is used up). */
  get token(): Token {
    return this.tokens[this.position] as Token;
  }

  /** The token `offset` places after the current one (EOF past the end). */
  peek(offset = 1): Token {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)] as Token;
  }

  /** The token before the current one, or null at the start. */
  previous(): Token | null {
    return this.position === 0 ? null : (this.tokens[this.position - 1] as Token);
  }

  /** Consumes the current token (never EOF) with its editor kind and returns it. */
  advance(mark: EditorTokenKind): Token {
    const token = this.token;
    this.steps += 1;
    if (token.kind !== TokenKind.EOF) {
      this.marks[this.position] = mark;
      this.position += 1;
      this.lastEnd = token.end;
    }
    return token;
  }

  /** True when the current token is of `kind` (and, with `adjacent`, has no whitespace before it). */
  at(kind: TokenKind, adjacent = false): boolean {
    return this.token.kind === kind && !(adjacent && this.token.spaced);
  }

  /** Consumes the current token if it is of `kind`; otherwise reports it as unexpected and returns null. */
  expectToken(kind: TokenKind, mark: EditorTokenKind, expected: string): Token | null {
    if (this.token.kind === kind) return this.advance(mark);
    this.unexpected(this.token, expected);
    return null;
  }

  /** Consumes the current token if it is of `kind`, else returns null and reports nothing. */
  expectOptionalToken(kind: TokenKind, mark: EditorTokenKind): Token | null {
    return this.token.kind === kind ? this.advance(mark) : null;
  }

  /** Reports QUERY_UNEXPECTED_TOKEN at `token`: "Expected X, found Y", or "Unexpected Y" with a hint. */
  unexpected(token: Token, expected?: string): void {
    const found = this.describe(token);
    const hint = UNEXPECTED_HINTS[token.kind];
    let message = `Unexpected ${found}`;
    if (expected !== undefined) message = `Expected ${expected}, found ${found}`;
    else if (hint !== undefined) message = `Unexpected ${found} (${hint})`;
    this.report('QUERY_UNEXPECTED_TOKEN', message, token);
  }

  /** Records a diagnostic. */
  report(code: DiagnosticCode, message: string, at: Span): void {
    this.diagnostics.push({ code, message, span: { start: at.start, end: at.end } });
  }

  /** Builds a node spanning from `start` to the end of the last consumed token. */
  node<T extends { readonly span: Span }>(start: number, props: Omit<T, 'span'>): T {
    return { ...props, span: { start, end: Math.max(start, this.lastEnd) } } as T;
  }

  /** An ErrorNode over `start..end` of the text. */
  errorNode(start: number, end: number): ErrorNode {
    return { kind: 'Error', text: this.source.slice(start, end), span: { start, end } };
  }

  /** The text of a token or span. */
  slice(at: Span): string {
    return this.source.slice(at.start, at.end);
  }

  /** The span from the start of `first` to the end of `last`. */
  spanOf(first: Span, last: Span): Span {
    return { start: first.start, end: Math.max(first.start, last.end) };
  }

  /** How a message names a token: its text (shortened when long), or "the end of the query". */
  describe(token: Token | null): string {
    if (token === null) return 'the start of the query';
    if (token.kind === TokenKind.EOF) return 'the end of the query';
    return this.quote(token);
  }

  /** The text of a span for a message, cut to a readable length. */
  quote(at: Span): string {
    const text = this.slice(at);
    return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text;
  }
}
