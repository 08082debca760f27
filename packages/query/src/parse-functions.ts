import type { AtLeastNode, DesignImageNode, HistoryRangeNode, HistoryRefNode, QueryNode } from './ast';
import { QUERY_LIMITS } from './diagnostics';
import { parseDesignImageArguments } from './parse-design-image';
import type { OperandContext, Parser } from './parser';
import type { Span } from './span';
import { TokenKind } from './token-kind';

const ARGUMENT_CLOSERS: ReadonlySet<TokenKind> = new Set([TokenKind.COMMA, TokenKind.PAREN_R]);

/**
 * AtLeast : 'any' '{' Int '}' '(' Sequence { ',' Sequence } ')'
 * Matches when at least n of the comma-separated sub-queries match; 1 <= n <= number of sub-queries.
 */
export function parseAtLeast(p: Parser): QueryNode {
  const start = p.token.start;
  p.advance('at-least');
  const braceL = p.advance('punctuation');
  const count = p.expectOptionalToken(TokenKind.WORD, 'number');
  const braceR = p.expectToken(TokenKind.BRACE_R, 'punctuation', '} after the number of any{n}');
  const open = p.token;
  if (open.kind !== TokenKind.PAREN_L) {
    p.report(
      'QUERY_INVALID_AT_LEAST',
      `${p.quote({ start, end: p.lastEnd })} needs its terms in parentheses, as in any{2}(a, b, c)`,
      { start, end: p.lastEnd },
    );
    return p.errorNode(start, p.lastEnd);
  }
  if (p.depth >= QUERY_LIMITS.maxDepth) return p.skipTooDeep(open);
  p.advance('paren');
  if (p.token.kind === TokenKind.PAREN_R) {
    const close = p.advance('paren');
    p.report('QUERY_EMPTY_GROUP', 'Empty any{n}(): put the terms between the parentheses, separated by commas', {
      start: open.start,
      end: close.end,
    });
    return p.errorNode(start, p.lastEnd);
  }
  p.depth += 1;
  const operands: QueryNode[] = [];
  let after: OperandContext | null = null;
  for (;;) {
    p.steps += 1;
    operands.push(p.parseSequence(ARGUMENT_CLOSERS, after));
    const comma = p.expectOptionalToken(TokenKind.COMMA, 'punctuation');
    if (comma === null) break;
    after = { span: comma, message: (found) => `Missing term after the comma, found ${found}` };
  }
  p.depth -= 1;
  p.closeGroup(open);
  const countSpan: Span = count ?? { start: braceL.start, end: (braceR ?? braceL).end };
  const min = checkCount(p, count === null ? null : p.slice(count), operands.length, countSpan);
  return p.node<AtLeastNode>(start, { kind: 'AtLeast', min, operands });
}

function checkCount(p: Parser, written: string | null, operands: number, at: Span): number {
  if (written === null) {
    p.report('QUERY_INVALID_AT_LEAST', 'any{} needs a number between the braces, as in any{2}(a, b, c)', at);
    return 1;
  }
  if (!/^\d+$/.test(written)) {
    p.report(
      'QUERY_INVALID_AT_LEAST',
      `any{${p.quote(at)}}: the number between the braces must be a whole number, as in any{2}(a, b, c)`,
      at,
    );
    return 1;
  }
  const min = Number(written);
  if (min < 1) {
    p.report(
      'QUERY_INVALID_AT_LEAST',
      `any{${written}} would ask for none of its terms: the number must be at least 1`,
      at,
    );
    return 1;
  }
  if (min > operands) {
    const given = operands === 1 ? 'only 1 is given' : `only ${operands} are given`;
    p.report('QUERY_INVALID_AT_LEAST', `any{${p.quote(at)}} asks for ${p.quote(at)} terms but ${given}`, at);
    return operands;
  }
  return min;
}

/** DesignImage : 'design_image' '(' DesignArguments ')' — see parse-design-image.ts. */
export function parseDesignImage(p: Parser): QueryNode {
  const start = p.token.start;
  const name = p.advance('design-image');
  notInField(p, name, 'design_image(...)', 'an image search has no field');
  const { images, options } = parseDesignImageArguments(p, start);
  return p.node<DesignImageNode>(start, { kind: 'DesignImage', images, options });
}

/** HistoryRef : '#' Int — the user's own search number Int (from 1). */
export function parseHistoryRef(p: Parser): QueryNode {
  const token = p.advance('history');
  const text = p.slice(token);
  notInField(p, token, p.quote(token), 'a saved search has its own fields');
  const digits = text.slice(1);
  const index = Number(digits);
  if (/^\d+$/.test(digits) && index >= 1 && Number.isSafeInteger(index)) {
    return p.node<HistoryRefNode>(token.start, { kind: 'HistoryRef', index });
  }
  let message = `${p.quote(token)} is not a search number: write # and the number from your search history, as in #3`;
  if (digits === '') message = '# needs a search number after it, as in #3';
  else if (/^0+$/.test(digits)) message = `${text} does not exist: search numbers start at 1`;
  else if (/^\d+$/.test(digits)) message = `${p.quote(token)} is too large to be a search number`;
  p.report('QUERY_INVALID_HISTORY', message, token);
  return p.errorNode(token.start, token.end);
}

/** HistoryRange : ( 'AND' | 'OR' ) '=' Int ':' Int — searches from..to combined, 1 <= from <= to. */
export function parseHistoryRange(p: Parser): QueryNode {
  const start = p.token.start;
  const operator = p.advance('history');
  const op = operator.kind === TokenKind.AND ? 'AND' : 'OR';
  p.advance('punctuation');
  notInField(p, { start, end: p.lastEnd }, `${op}=`, 'a history range combines whole searches');
  const from = p.expectOptionalToken(TokenKind.WORD, 'history');
  const colon = from === null ? null : p.expectOptionalToken(TokenKind.COLON, 'history');
  const to = colon === null ? null : p.expectOptionalToken(TokenKind.WORD, 'history');
  const span: Span = { start, end: p.lastEnd };
  const fromValue = from === null ? Number.NaN : toIndex(p.slice(from));
  const toValue = to === null ? Number.NaN : toIndex(p.slice(to));
  let problem: string | null = null;
  if (Number.isNaN(fromValue) || Number.isNaN(toValue)) {
    problem = `${op}= combines a range of your searches: write two search numbers separated by :, as in ${op}=1:4`;
  } else if (fromValue < 1 || toValue < 1) {
    problem = `${p.quote(span)}: search numbers start at 1`;
  } else if (fromValue > toValue) {
    problem = `${p.quote(span)} runs backwards: write the smaller search number first, as in ${op}=${toValue}:${fromValue}`;
  }
  if (problem !== null) {
    p.report('QUERY_INVALID_HISTORY', problem, span);
    return p.errorNode(span.start, span.end);
  }
  return p.node<HistoryRangeNode>(start, { kind: 'HistoryRange', op, from: fromValue, to: toValue });
}

function toIndex(digits: string): number {
  const value = Number(digits);
  return /^\d+$/.test(digits) && Number.isSafeInteger(value) ? value : Number.NaN;
}

function notInField(p: Parser, at: Span, what: string, reason: string): void {
  if (p.field === null) return;
  p.report('QUERY_NESTED_FIELD', `${what} cannot be used inside ${p.field.written}=(...): ${reason}`, at);
}
