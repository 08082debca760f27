import type { FieldNode, QueryNode } from './ast';
import { unknownFieldMessage } from './field-suggestions';
import { type FieldKind, lookupField } from './fields';
import { parseComparison } from './parse-range';
import type { FieldContext, OperandContext, Parser } from './parser';
import { TokenKind } from './token-kind';

/** How messages name a field's kind: "TI is a text field". */
export const KIND_NAMES: Readonly<Record<FieldKind, string>> = {
  text: 'a text field',
  name: 'a name field',
  classification: 'a classification field',
  number: 'a document-number field',
  citation: 'a citation field',
  keyword: 'a keyword field',
  date: 'a date field',
  numeric: 'a number field',
  custom: 'a custom field',
};

/**
 * FieldClause : FieldName '=' Operand | FieldName Comparator Value
 * The value is one operand read by the field's kind: a group `TI=(…)`, words (`TI=solar cell` is the
 * phrase), a classification code, a date or number range, or any{}. Fields do not nest. For date and
 * numeric fields the clause is the Range itself (a group gives Ranges joined by its operators), so no
 * Field node wraps it.
 */
export function parseFieldClause(p: Parser): QueryNode {
  const nameToken = p.token;
  const written = p.slice(nameToken);
  const def = lookupField(written);
  p.advance(def?.kind === 'citation' ? 'citation-field' : 'field');
  const comparator = p.token;
  const head = p.spanOf(nameToken, comparator);
  if (def === undefined) p.report('QUERY_UNKNOWN_FIELD', unknownFieldMessage(written), nameToken);
  const outer = p.field;
  if (outer !== null) {
    p.report(
      'QUERY_NESTED_FIELD',
      `${p.quote(head)} cannot be used inside ${outer.written}=(...): a field group cannot hold another field; close the group first`,
      head,
    );
  }
  const context: FieldContext = { def, written, kind: def?.kind ?? 'text' };
  const ranged = context.kind === 'date' || context.kind === 'numeric';
  if (comparator.kind !== TokenKind.EQUALS) {
    if (ranged || context.kind === 'custom') return withField(p, context, () => parseComparison(p, nameToken.start));
    p.advance('range-operator');
    p.expectOptionalToken(TokenKind.WORD, 'term');
    if (def !== undefined) rangeNotAllowed(p, context, nameToken.start);
    return p.errorNode(nameToken.start, p.lastEnd);
  }
  p.advance('punctuation');
  const after: OperandContext = { span: head, message: (found) => `${p.quote(head)} needs a value, found ${found}` };
  const value = withField(p, context, () => p.parseOperand(after));
  if (ranged) {
    // The Range (or the group's root) stands for the whole clause, so it takes the clause's span.
    if (value.kind === 'Error') return p.errorNode(nameToken.start, p.lastEnd);
    return { ...value, span: { start: nameToken.start, end: p.lastEnd } };
  }
  // `CF_3=2024:2025`: a custom field's range is its clause, as for date fields.
  if (value.kind === 'Range') return { ...value, span: { start: nameToken.start, end: p.lastEnd } };
  if (p.at(TokenKind.COLON, true)) {
    // `TI=1990:2000`: a range on a field that has none.
    p.advance('range-operator');
    if (p.at(TokenKind.WORD, true)) p.advance('term');
    if (def !== undefined) rangeNotAllowed(p, context, nameToken.start);
  }
  return p.node<FieldNode>(nameToken.start, { kind: 'Field', field: def?.code ?? written, written, query: value });
}

function withField(p: Parser, context: FieldContext, read: () => QueryNode): QueryNode {
  const outer = p.field;
  p.field = context;
  try {
    return read();
  } finally {
    p.field = outer;
  }
}

function rangeNotAllowed(p: Parser, context: FieldContext, start: number): void {
  p.report(
    'QUERY_RANGE_NOT_ALLOWED',
    `${context.written} is ${KIND_NAMES[context.kind]}; ranges work on date and number fields such as PD or publicationyear`,
    { start, end: p.lastEnd },
  );
}
