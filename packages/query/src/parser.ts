import type { BooleanNode, ErrorNode, ParseResult, QueryNode } from './ast';
import { type Diagnostic, QUERY_LIMITS } from './diagnostics';
import type { FieldDef, FieldKind } from './fields';
import { parseFieldClause } from './parse-field';
import { parseAtLeast, parseDesignImage, parseHistoryRange, parseHistoryRef } from './parse-functions';
import { combineProximity } from './parse-proximity';
import { parseRangeOperand } from './parse-range';
import { parseCode, parseWords } from './parse-words';
import type { Span } from './span';
import { TokenCursor } from './token-cursor';
import { COMPARATOR_KINDS, isBinaryOperator, type Token, TokenKind } from './token-kind';
import { firstNodeDeeperThan } from './tree';

/** The field whose value is being read: decides what a value may be and forbids nesting another field. */
export type FieldContext = {
  /** Undefined for an unknown field name (already reported); its value is then read as text. */
  readonly def: FieldDef | undefined;
  readonly written: string;
  readonly kind: FieldKind;
};

/** What an operand follows, so a missing operand can be reported on it: `AND`, `TI=`, a comma. */
export type OperandContext = { readonly span: Span; readonly message: (found: string) => string };

// Binding strength of the binary operators, loosest first; an implicit operator (a missing one) is AND.
const LEVEL_OR = 0;
const LEVEL_XOR = 1;
const LEVEL_AND = 2;
const LEVEL_PROXIMITY = 3;
const NO_TOKENS: ReadonlySet<TokenKind> = new Set();
const GROUP_CLOSERS: ReadonlySet<TokenKind> = new Set([TokenKind.PAREN_R]);
const RANGE_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'numeric']);

/**
 * Recursive-descent parser over the lexer's tokens, one method (or function in a parse-*.ts file) per
 * production of GRAMMAR.md. It never throws: problems become diagnostics, and recovery sets decide
 * whether a bad token ends the current construct or is skipped inside an ErrorNode.
 */
export class Parser extends TokenCursor {
  /** Open groups (parentheses, field groups, any{} groups) around the current position. */
  depth = 0;
  /** The field whose value is being read, or null outside any field. */
  field: FieldContext | null = null;
  private terms = 0;
  /** Tokens that end an operand list in the current context besides `)` and EOF (the comma in any{}). */
  private closers: ReadonlySet<TokenKind> = NO_TOKENS;

  /** Query : Sequence EOF — null for blank text. */
  parseQuery(): QueryNode | null {
    if (this.token.kind === TokenKind.EOF) return null;
    return this.parseSequence(NO_TOKENS);
  }

  /**
   * Sequence : Expression { Expression }
   * An Expression stops at a token that cannot continue it; a stray `)` or symbol is reported and skipped,
   * and parsing goes on, so every problem in the text gets its own diagnostic. Ends at EOF or a closer.
   */
  parseSequence(closers: ReadonlySet<TokenKind>, after: OperandContext | null = null): QueryNode {
    const saved = this.closers;
    this.closers = closers;
    const start = this.token.start;
    let left = this.parseExpression(after);
    let quiet = false;
    for (;;) {
      this.steps += 1;
      const token = this.token;
      if (token.kind === TokenKind.EOF || closers.has(token.kind)) break;
      if (this.isOperator() || this.startsOperand()) {
        left = this.parseBinary(LEVEL_OR, left, start, quiet);
      } else if (token.kind === TokenKind.PAREN_R) {
        this.report('QUERY_UNMATCHED_PAREN', 'Unexpected ) with no ( before it', token);
        this.advance('error');
      } else {
        this.unexpected(token);
        this.advance('error');
      }
      // After a reported token, what follows joins the query without a second "missing operator" report;
      // an ErrorNode standing for nothing grows over the skipped text so the tree shows it.
      quiet = true;
      if (left.kind === 'Error') left = this.errorNode(left.span.start, this.lastEnd);
    }
    this.closers = saved;
    return left;
  }

  /** Expression : Operand { BinaryOperator Operand } — precedence climbing over OR < XOR < AND/NOT < proximity. */
  parseExpression(after: OperandContext | null): QueryNode {
    const start = this.token.start;
    return this.parseBinary(LEVEL_OR, this.parseOperand(after), start, false);
  }

  /**
   * BinaryTail(level) : { Operator(>= level) Operand BinaryTail(> operator's level) }
   * Operators are left-associative. An operand right after another one is a missing operator: it is
   * reported (unless `quiet`) and read as AND, so the rest of the query still gets a tree.
   */
  parseBinary(minLevel: number, first: QueryNode, start: number, quiet: boolean): QueryNode {
    let left = first;
    let silent = quiet;
    for (;;) {
      this.steps += 1;
      const token = this.token;
      const level = this.levelHere();
      if (level === null || level < minLevel) return left;
      let operator: Token | null = null;
      if (this.isOperator()) {
        operator = this.advance(token.kind === TokenKind.PROXIMITY ? 'proximity' : 'operator');
      } else if (!silent) {
        this.report(
          'QUERY_UNEXPECTED_TOKEN',
          `Missing operator before ${this.describe(token)}: join the parts with AND, OR, NOT, XOR or a proximity operator`,
          token,
        );
      }
      silent = false;
      const rightStart = this.token.start;
      let right = this.parseOperand(operator === null ? null : this.afterOperator(operator));
      for (;;) {
        const next = this.levelHere();
        if (next === null || next <= level) break;
        right = this.parseBinary(level + 1, right, rightStart, false);
      }
      left = this.combine(operator, left, right, start);
    }
  }

  /**
   * Operand : Group | FieldClause | HistoryRef | HistoryRange | AtLeast | DesignImage | Value
   * Value is Words (text, name, number, citation and keyword fields, and bare), Code (classification
   * fields) or RangeValue (date and numeric fields). Symbols that cannot start an operand are skipped with
   * a diagnostic; at a token that ends the construct (`)`, an operator, EOF) the operand is missing.
   */
  parseOperand(after: OperandContext | null): QueryNode {
    const skippedFrom = this.token.start;
    let skipped = false;
    while (!this.startsOperand() && !this.isRecovery(this.token)) {
      this.unexpected(this.token);
      this.advance('error');
      skipped = true;
    }
    const token = this.token;
    if (!this.startsOperand()) {
      if (skipped) return this.errorNode(skippedFrom, this.lastEnd);
      return this.missingOperand(token, after);
    }
    switch (token.kind) {
      case TokenKind.PAREN_L:
        return this.parseGroup();
      case TokenKind.HISTORY:
        return parseHistoryRef(this);
      case TokenKind.AND:
      case TokenKind.OR:
        return parseHistoryRange(this);
      case TokenKind.WORD: {
        const next = this.peek();
        if (COMPARATOR_KINDS.has(next.kind)) return parseFieldClause(this);
        const name = this.slice(token).toLowerCase();
        if (name === 'any' && next.kind === TokenKind.BRACE_L) return parseAtLeast(this);
        if (name === 'design_image' && next.kind === TokenKind.PAREN_L) return parseDesignImage(this);
        break;
      }
    }
    if (this.inRangeField() || this.atCustomRange()) return parseRangeOperand(this);
    if (this.field?.kind === 'classification') return parseCode(this);
    return parseWords(this);
  }

  /** Group : '(' Sequence ')' — parentheses leave no node; `()` is QUERY_EMPTY_GROUP. */
  parseGroup(): QueryNode {
    const open = this.token;
    if (this.depth >= QUERY_LIMITS.maxDepth) return this.skipTooDeep(open);
    this.advance('paren');
    if (this.token.kind === TokenKind.PAREN_R) {
      const close = this.advance('paren');
      this.report('QUERY_EMPTY_GROUP', 'Empty parentheses: put a term between ( and )', this.spanOf(open, close));
      return this.errorNode(open.start, close.end);
    }
    this.depth += 1;
    const inner = this.parseSequence(GROUP_CLOSERS);
    this.depth -= 1;
    this.closeGroup(open);
    return inner;
  }

  /** Consumes the `)` matching `open`, or reports QUERY_UNCLOSED_PAREN on `open`. */
  closeGroup(open: Token): void {
    if (this.expectOptionalToken(TokenKind.PAREN_R, 'paren') === null) {
      this.report('QUERY_UNCLOSED_PAREN', 'Missing ) to close the ( opened here', open);
    }
  }

  /**
   * Past the depth limit nothing is parsed: the tokens up to the matching `)` (or the end) become one
   * ErrorNode, so 100 000 `(` cost one pass and no recursion.
   */
  skipTooDeep(open: Token): ErrorNode {
    this.report(
      'QUERY_TOO_DEEP',
      `Too many nested parentheses: at most ${QUERY_LIMITS.maxDepth} levels are allowed`,
      open,
    );
    let level = 0;
    do {
      const kind = this.advance('error').kind;
      if (kind === TokenKind.PAREN_L) level += 1;
      else if (kind === TokenKind.PAREN_R) level -= 1;
    } while (level > 0 && this.token.kind !== TokenKind.EOF);
    return this.errorNode(open.start, this.lastEnd);
  }

  /** Counts one term against QUERY_LIMITS.maxTerms and reports the first term past the limit. */
  countTerm(at: Span): void {
    this.terms += 1;
    if (this.terms === QUERY_LIMITS.maxTerms + 1) {
      this.report(
        'QUERY_TOO_MANY_TERMS',
        `Too many terms: a query may hold at most ${QUERY_LIMITS.maxTerms} words, numbers and codes`,
        at,
      );
    }
  }

  /** True inside the value of a date or numeric field. */
  inRangeField(): boolean {
    return this.field !== null && RANGE_KINDS.has(this.field.kind);
  }

  /** True at a range in a custom field's value (`2024:2025`, `:2025`); its other values are words. */
  atCustomRange(): boolean {
    if (this.field?.kind !== 'custom') return false;
    if (this.token.kind === TokenKind.COLON) return true;
    const next = this.peek();
    return this.token.kind === TokenKind.WORD && next.kind === TokenKind.COLON && next.start === this.token.end;
  }

  /** True when the current token can begin an operand here. */
  startsOperand(): boolean {
    switch (this.token.kind) {
      case TokenKind.WORD:
      case TokenKind.QUOTED:
      case TokenKind.HISTORY:
      case TokenKind.PAREN_L:
        return true;
      case TokenKind.AND:
      case TokenKind.OR:
        return this.peek().kind === TokenKind.EQUALS;
      case TokenKind.COLON:
        return this.inRangeField() || this.field?.kind === 'custom';
      case TokenKind.LESS:
      case TokenKind.LESS_EQUAL:
      case TokenKind.GREATER:
      case TokenKind.GREATER_EQUAL:
        return this.inRangeField();
      default:
        return false;
    }
  }

  /** True when the current token is a binary operator here (`AND=` starts a history range instead). */
  isOperator(): boolean {
    return isBinaryOperator(this.token.kind) && !this.startsOperand();
  }

  /** Tokens at which a missing operand is reported instead of skipping: they end the construct. */
  private isRecovery(token: Token): boolean {
    return (
      token.kind === TokenKind.EOF ||
      token.kind === TokenKind.PAREN_R ||
      isBinaryOperator(token.kind) ||
      this.closers.has(token.kind)
    );
  }

  private levelHere(): number | null {
    if (this.startsOperand()) return LEVEL_AND;
    switch (this.token.kind) {
      case TokenKind.OR:
        return LEVEL_OR;
      case TokenKind.XOR:
        return LEVEL_XOR;
      case TokenKind.AND:
      case TokenKind.NOT:
        return LEVEL_AND;
      case TokenKind.PROXIMITY:
        return LEVEL_PROXIMITY;
      default:
        return null;
    }
  }

  private afterOperator(operator: Token): OperandContext {
    const text = this.quote(operator);
    return {
      span: operator,
      message: (found) =>
        operator.kind === TokenKind.AND && found === 'NOT'
          ? 'AND needs a term on its right, found NOT: NOT already means "and not", so write a NOT b'
          : `${text} needs a term on its right, found ${found}`,
    };
  }

  private missingOperand(token: Token, after: OperandContext | null): ErrorNode {
    if (after !== null) {
      this.report('QUERY_MISSING_OPERAND', after.message(this.describe(token)), after.span);
      return this.errorNode(after.span.end, after.span.end);
    }
    if (isBinaryOperator(token.kind)) {
      const previous = this.previous();
      const text = this.quote(token);
      const found = previous === null ? '' : `, found ${this.describe(previous)}`;
      const hint = token.kind === TokenKind.NOT ? ` (NOT means "and not", as in solar NOT wind)` : '';
      this.report('QUERY_MISSING_OPERAND', `${text} needs a term on its left${found}${hint}`, token);
    } else if (token.kind === TokenKind.COMMA) {
      this.report('QUERY_MISSING_OPERAND', 'Missing term before the comma', token);
    }
    // A `)` or the end right here is reported by the group or the query (unmatched or unclosed).
    return this.errorNode(token.start, token.start);
  }

  private combine(operator: Token | null, left: QueryNode, right: QueryNode, start: number): QueryNode {
    if (operator !== null && operator.kind === TokenKind.PROXIMITY) {
      return combineProximity(this, operator, left, right, start);
    }
    const op = operator === null ? 'AND' : (operator.kind as 'AND' | 'OR' | 'NOT' | 'XOR');
    if (op === 'NOT' || op === 'XOR')
      return this.node<BooleanNode>(start, { kind: 'Boolean', op, operands: [left, right] });
    // AND and OR are associative: extend the chain's own operand list (the old node is dropped), so a
    // chain of n terms costs O(n) and stays one level deep.
    const operands: QueryNode[] = left.kind === 'Boolean' && left.op === op ? (left.operands as QueryNode[]) : [left];
    if (right.kind === 'Boolean' && right.op === op) operands.push(...right.operands);
    else operands.push(right);
    return this.node<BooleanNode>(start, { kind: 'Boolean', op, operands });
  }
}

/** Parses a query. Never throws: the AST (with ErrorNodes where text could not be read) and every diagnostic. */
export function parse(text: string): ParseResult {
  const { steps: _steps, ...result } = parseWithStats(text);
  return result;
}

/** `parse` plus the work it did (tokens consumed and loop iterations), for the linear-time test. */
export function parseWithStats(text: string): ParseResult & { readonly steps: number } {
  if (text.length > QUERY_LIMITS.maxLength) {
    const diagnostic: Diagnostic = {
      code: 'QUERY_TOO_LONG',
      message: `The query is ${text.length} characters long; the limit is ${QUERY_LIMITS.maxLength}`,
      span: { start: QUERY_LIMITS.maxLength, end: text.length },
    };
    return { ast: { kind: 'Error', text, span: { start: 0, end: text.length } }, diagnostics: [diagnostic], steps: 1 };
  }
  const parser = new Parser(text);
  const parsed = parser.parseQuery();
  const tooDeep = parsed === null ? null : firstNodeDeeperThan(parsed, QUERY_LIMITS.maxTreeHeight);
  if (tooDeep !== null) {
    // Chains of NOT, XOR or proximity nest without parentheses; a tree this deep would overflow the
    // recursive walkers downstream, so the query is refused as a whole.
    parser.diagnostics.push({
      code: 'QUERY_TOO_DEEP',
      message: `The query nests more than ${QUERY_LIMITS.maxTreeHeight} levels deep here; split it into searches and combine them with #n`,
      span: tooDeep.span,
    });
  }
  const ast: QueryNode | null =
    tooDeep === null ? parsed : { kind: 'Error', text, span: { start: 0, end: text.length } };
  const diagnostics = sortDiagnostics(parser.diagnostics);
  return { ast, diagnostics, steps: parser.steps + parser.tokens.length };
}

/** Diagnostics by position; equal starts keep the order in which they were found. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.span.start - b.span.start);
}
