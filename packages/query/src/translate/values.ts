import type { QueryNode, RangeBound, TermNode } from '../ast';
import { canonicalClassificationCode } from '../classification';
import { parse } from '../parser';
import { print } from '../printer';
import type { Span } from '../span';

// The values a vendor's query is built from, in our tree: words, dates, classification codes, field mappings and
// truncation. Nothing here knows a vendor's syntax; front.ts and the vendor files read the syntax.

/**
 * How faithfully one element of the pasted query was carried over:
 * - `exact`: it means the same in our language;
 * - `approximate`: the nearest thing we have, which finds more or fewer documents (the reason says how);
 * - `none`: we have nothing like it, so it was left out (the reason says what that changes).
 */
export type NoteSeverity = 'exact' | 'approximate' | 'none';

export function term(text: string, at: Span, wildcard: boolean, quoted = false): TermNode {
  return { kind: 'Term', text, wildcard, quoted, span: at };
}

/** A range of a date or numeric field with both bounds inclusive (`PD=2010:2015`), or one open end. */
export function rangeNode(code: string, lower: string | null, upper: string | null, at: Span): QueryNode {
  const bound = (value: string | null): RangeBound | null =>
    value === null ? null : { value, inclusive: true, span: at };
  return { kind: 'Range', field: code, written: code, lower: bound(lower), upper: bound(upper), span: at };
}

/** A one-sided comparison: `PD>2010` and the like. */
export function comparisonNode(code: string, comparator: string, value: string, at: Span): QueryNode {
  const inclusive = comparator.endsWith('=');
  const bound: RangeBound = { value, inclusive, span: at };
  const lower = comparator.startsWith('>') ? bound : null;
  const upper = comparator.startsWith('<') ? bound : null;
  if (comparator === '=') return rangeNode(code, value, value, at);
  return { kind: 'Range', field: code, written: code, lower, upper, span: at };
}

/**
 * A date as our date fields take it (`YYYY`, `YYYYMM`, `YYYYMMDD`) from the usual written forms
 * (`2010`, `2010-04`, `2010-04-15`, `20100415`, `2010/04/15`), or null.
 */
export function normaliseDate(text: string): string | null {
  const match = /^(\d{4})(?:[-./]?(\d{2})(?:[-./]?(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  return `${match[1]}${match[2] ?? ''}${match[3] ?? ''}`;
}

/**
 * The next (+1) or previous (-1) date at the same precision: for an exclusive bound, which excludes the whole
 * year, month or day written. `20101231` + 1 is `20110101`.
 */
export function shiftDate(date: string, step: 1 | -1): string {
  if (date.length === 4) return String(Number(date) + step).padStart(4, '0');
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(4, 6));
  if (date.length === 6) {
    const d = new Date(Date.UTC(year, month - 1 + step, 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  }
  const d = new Date(Date.UTC(year, month - 1, Number(date.slice(6, 8)) + step));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/**
 * A classification code as our classification fields take it (`canonicalClassificationCode`), after dropping the
 * `-` Orbit writes between subclass and group: `H01L-031/04` is `H01L31/04`.
 */
export function normaliseCode(text: string): string {
  return canonicalClassificationCode(text.replace(/^(\s*[A-HY]\d\d[A-Z])\s*-/i, '$1'));
}

/** Rewrites every term of a classification value into our code form (`H01L-031/04` → `H01L31/04`). */
export function asCodes(node: QueryNode): QueryNode {
  switch (node.kind) {
    case 'Term':
      return { ...node, text: normaliseCode(node.text), quoted: false };
    case 'Phrase':
      // Codes written with a space (`H01L 31/04`) read as one code.
      return term(
        normaliseCode(node.terms.map((t) => t.text).join('')),
        node.span,
        node.terms.some((t) => t.wildcard),
      );
    case 'Boolean':
      return { ...node, operands: node.operands.map(asCodes) };
    default:
      return node;
  }
}

/**
 * A date value as written in a vendor's range forms: `2010`, `2010-04-15`, `2010:2015`, `2010-01-01:2015-12-31`,
 * `:2015`, `2015:`. Null when it is not one.
 */
export function dateRange(code: string, text: string, at: Span): QueryNode | null {
  const parts = text.split(':');
  if (parts.length > 2) return null;
  if (parts.length === 1) {
    const date = normaliseDate(parts[0]!);
    return date === null ? null : rangeNode(code, date, date, at);
  }
  const lower = parts[0] === '' ? null : normaliseDate(parts[0]!);
  const upper = parts[1] === '' ? null : normaliseDate(parts[1]!);
  if ((parts[0] !== '' && lower === null) || (parts[1] !== '' && upper === null) || (lower ?? upper) === null)
    return null;
  if (lower === null) return comparisonNode(code, '<=', upper!, at);
  if (upper === null) return comparisonNode(code, '>=', lower, at);
  return rangeNode(code, lower, upper, at);
}

/** Every term of a date value as a range of that field; null when a part is not a date. */
export function asDates(code: string, node: QueryNode): QueryNode | null {
  if (node.kind === 'Term') return dateRange(code, node.text, node.span);
  if (node.kind === 'Boolean') {
    const operands = node.operands.map((operand) => asDates(code, operand));
    if (operands.some((operand) => operand === null)) return null;
    return { ...node, operands: operands as QueryNode[] };
  }
  return null;
}

/** The node when our parser reads its text without a problem (a real date, a well-formed code), else null. */
export function readable(node: QueryNode | null): QueryNode | null {
  if (node === null) return null;
  return parse(print(node)).diagnostics.length === 0 ? node : null;
}

/** What one of a vendor's field codes becomes: our field codes (empty: no equivalent) and why. */
export type FieldMapping = {
  readonly codes: readonly string[];
  readonly severity: NoteSeverity;
  readonly reason: string;
};

export function exactField(codes: readonly string[], what: string): FieldMapping {
  return { codes, severity: 'exact', reason: what };
}
export function approxField(codes: readonly string[], why: string): FieldMapping {
  return { codes, severity: 'approximate', reason: why };
}
export function noField(why: string): FieldMapping {
  return { codes: [], severity: 'none', reason: why };
}

/** The field text shown in a note: `TI`, or `TI, PA` for several. */
export function fieldsText(codes: readonly string[]): string {
  return codes.join(' OR ');
}

/**
 * Truncation rewritten character by character: `table` maps each of the vendor's truncation characters to ours
 * (with what it means). Returns the new text, whether any truncation is left, and a note text when anything
 * was rewritten.
 */
export function mapTruncation(
  word: string,
  table: Readonly<Record<string, { ours: string; meaning: string }>>,
): { text: string; wildcard: boolean; reason: string | null } {
  let text = '';
  let wildcard = false;
  const used = new Map<string, string>();
  for (const ch of word) {
    const mapped = table[ch];
    if (mapped === undefined) {
      text += ch;
      continue;
    }
    text += mapped.ours;
    wildcard = true;
    used.set(ch, `${ch} (${mapped.meaning}) is our ${mapped.ours}`);
  }
  return { text, wildcard, reason: used.size === 0 ? null : `${[...used.values()].join('; ')}.` };
}
