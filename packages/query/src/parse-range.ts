import type { QueryNode, RangeBound, RangeNode } from './ast';
import type { FieldContext, Parser } from './parser';
import type { Span } from './span';
import { type Token, TokenKind } from './token-kind';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE_FORMS = 'write YYYY, YYYYMM or YYYYMMDD, as in 2010, 201004 or 20100415';

/**
 * RangeValue : Comparator Value | Value [ ':' [ Value ] ] | ':' Value
 * One condition of a date or numeric field, inside `PD=…` or one of its groups. The colon and the values
 * around it are written without spaces; `2010` alone is the range 2010:2010.
 */
export function parseRangeOperand(p: Parser): QueryNode {
  const field = p.field as FieldContext;
  const start = p.token.start;
  const first = p.token;
  if (first.kind !== TokenKind.WORD && first.kind !== TokenKind.COLON && first.kind !== TokenKind.QUOTED) {
    return parseComparison(p, start);
  }
  if (first.kind === TokenKind.QUOTED) {
    p.advance('error');
    const code = field.kind === 'date' ? 'QUERY_INVALID_DATE' : 'QUERY_INVALID_NUMBER';
    p.report(code, `${p.quote(first)}: write ${noun(field)}s without quotes, as in ${field.written}=2010`, first);
    return p.errorNode(start, p.lastEnd);
  }
  const mark = field.kind === 'date' ? 'date' : 'number';
  const lowerToken = p.expectOptionalToken(TokenKind.WORD, mark);
  let colon: Token | null = null;
  let upperToken: Token | null = null;
  if (p.at(TokenKind.COLON, lowerToken !== null)) {
    colon = p.advance('range-operator');
    if (p.at(TokenKind.WORD, true)) upperToken = p.advance(mark);
  }
  const span: Span = { start, end: p.lastEnd };
  if (colon !== null && lowerToken === null && upperToken === null) {
    p.report('QUERY_INVALID_RANGE', 'A range needs at least one end, as in 2010:2015, 2010: or :2015', span);
    return p.errorNode(span.start, span.end);
  }
  const lower = lowerToken === null ? null : bound(p, lowerToken, true);
  const upper = colon === null ? lower : upperToken === null ? null : bound(p, upperToken, true);
  let valid = true;
  if (lowerToken !== null) valid = checkValue(p, field, lowerToken) && valid;
  if (upperToken !== null) valid = checkValue(p, field, upperToken) && valid;
  if (valid && lower !== null && upper !== null && endsBeforeStart(field, lower.value, upper.value)) {
    p.report(
      'QUERY_INVALID_RANGE',
      `The range ${p.quote(span)} ends before it starts: write the earlier ${noun(field)} first`,
      span,
    );
  }
  return rangeNode(p, field, start, lower, upper);
}

/**
 * Comparison : ( '<' | '<=' | '>' | '>=' ) Value
 * `>` and `<` exclude the value; `>=` and `<=` include it. `start` is where the node begins (the field
 * name at top level).
 */
export function parseComparison(p: Parser, start: number): QueryNode {
  const field = p.field as FieldContext;
  const comparator = p.advance('range-operator');
  const value = p.expectOptionalToken(TokenKind.WORD, field.kind === 'date' ? 'date' : 'number');
  if (value === null) {
    const written = `${field.written}${p.slice(comparator)}`;
    p.report(
      'QUERY_MISSING_OPERAND',
      `${written} needs a ${noun(field)}, found ${p.describe(p.token)}`,
      p.spanOf({ start, end: start }, comparator),
    );
    return p.errorNode(start, p.lastEnd);
  }
  checkValue(p, field, value);
  const inclusive = comparator.kind === TokenKind.LESS_EQUAL || comparator.kind === TokenKind.GREATER_EQUAL;
  const limit = bound(p, value, inclusive);
  const isLower = comparator.kind === TokenKind.GREATER || comparator.kind === TokenKind.GREATER_EQUAL;
  return rangeNode(p, field, start, isLower ? limit : null, isLower ? null : limit);
}

/** Why `value` is not a date (YYYY, YYYYMM or YYYYMMDD on the calendar), or null when it is one. */
export function dateProblem(value: string): string | null {
  if (/^\d{4}-\d{2}(?:-\d{2})?$/.test(value)) {
    return `${value} is not a date here: write it without dashes, as ${value.replace(/-/g, '')}`;
  }
  if (!/^\d+$/.test(value) || (value.length !== 4 && value.length !== 6 && value.length !== 8)) {
    return `${shorten(value)} is not a date: ${DATE_FORMS}`;
  }
  const year = Number(value.slice(0, 4));
  if (year === 0) return `${value} is not a date: there is no year 0000`;
  if (value.length === 4) return null;
  const month = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return `${value} is not a date: months go from 01 to 12, found ${value.slice(4, 6)}`;
  if (value.length === 6) return null;
  const day = Number(value.slice(6, 8));
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    return `${value} is not a date: ${value.slice(0, 4)}-${value.slice(4, 6)} has days 01 to ${days}, found ${value.slice(6, 8)}`;
  }
  return null;
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}

function checkValue(p: Parser, field: FieldContext, token: Token): boolean {
  const value = p.slice(token);
  if (field.kind === 'date') {
    const problem = dateProblem(value);
    if (problem !== null) p.report('QUERY_INVALID_DATE', problem, token);
    return problem === null;
  }
  if (field.kind === 'custom') {
    // The field's type (number or date) is known only to the server, which checks the value again.
    if (/^-?\d+(\.\d+)?$/.test(value)) return true;
    p.report(
      'QUERY_INVALID_NUMBER',
      `${p.quote(token)} is not a number or a date: ${field.written} compares numbers, as in 2.5, or dates, as in 20240131`,
      token,
    );
    return false;
  }
  if (/^\d+$/.test(value)) return true;
  p.report(
    'QUERY_INVALID_NUMBER',
    `${p.quote(token)} is not a whole number: ${field.written} takes whole numbers, as in 2015`,
    token,
  );
  return false;
}

/** Lower after upper: partial dates compare from the first day of the lower to the last day of the upper. */
function endsBeforeStart(field: FieldContext, lower: string, upper: string): boolean {
  if (field.kind === 'date') return firstDay(lower) > lastDay(upper);
  if (field.kind === 'custom') return Number(lower) > Number(upper);
  const a = lower.replace(/^0+(?=\d)/, '');
  const b = upper.replace(/^0+(?=\d)/, '');
  return a.length !== b.length ? a.length > b.length : a > b;
}

function firstDay(value: string): string {
  return value.length === 4 ? `${value}0101` : value.length === 6 ? `${value}01` : value;
}

function lastDay(value: string): string {
  if (value.length === 4) return `${value}1231`;
  if (value.length === 6) return `${value}${daysInMonth(Number(value.slice(0, 4)), Number(value.slice(4, 6)))}`;
  return value;
}

function bound(p: Parser, token: Token, inclusive: boolean): RangeBound {
  return { value: p.slice(token), inclusive, span: { start: token.start, end: token.end } };
}

function rangeNode(
  p: Parser,
  field: FieldContext,
  start: number,
  lower: RangeBound | null,
  upper: RangeBound | null,
): RangeNode {
  const code = field.def?.code ?? field.written;
  return p.node<RangeNode>(start, { kind: 'Range', field: code, written: field.written, lower, upper });
}

function noun(field: FieldContext): string {
  return field.kind === 'date' ? 'date' : 'number';
}

function shorten(value: string): string {
  return value.length > 30 ? `${value.slice(0, 30)}…` : value;
}
