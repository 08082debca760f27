import type {
  AtLeastNode,
  BooleanNode,
  DesignImageNode,
  DesignImageOptions,
  ErrorNode,
  FieldNode,
  HistoryRangeNode,
  HistoryRefNode,
  PhraseNode,
  ProximityNode,
  QueryNode,
  RangeBound,
  RangeNode,
  TermNode,
} from '../ast';
import type { Span } from '../span';
import { joinBoolean } from '../tree';

// Tests compare trees with structureOf, which ignores spans, so every built node gets the same empty one.
const NO_SPAN: Span = { start: 0, end: 0 };

const TRUNCATION = /[*?!_]/;

/** A bare word; `wildcard` follows from its text unless quoted (quotes make truncation characters literal). */
export function term(text: string): TermNode {
  return { kind: 'Term', text, wildcard: TRUNCATION.test(text), quoted: false, span: NO_SPAN };
}

/** A quoted single word: `"AND"`. */
export function quotedTerm(text: string): TermNode {
  return { kind: 'Term', text, wildcard: false, quoted: true, span: NO_SPAN };
}

/** Words next to each other written without quotes: `phrase('solar', 'cell')` is `solar cell`. */
export function phrase(...words: string[]): PhraseNode {
  return { kind: 'Phrase', terms: words.map(term), quoted: false, span: NO_SPAN };
}

/** A quoted phrase: `"solar cell"`; its words carry no truncation. */
export function quotedPhrase(...words: string[]): PhraseNode {
  const terms = words.map((text): TermNode => ({ kind: 'Term', text, wildcard: false, quoted: false, span: NO_SPAN }));
  return { kind: 'Phrase', terms, quoted: true, span: NO_SPAN };
}

/** `CODE=query`; a string query is a bare term. */
export function field(code: string, query: QueryNode | string): FieldNode {
  const inner = typeof query === 'string' ? term(query) : query;
  return { kind: 'Field', field: code, written: code, query: inner, span: NO_SPAN };
}

function bound(value: string, inclusive: boolean): RangeBound {
  return { value, inclusive, span: NO_SPAN };
}

function rangeNode(code: string, lower: RangeBound | null, upper: RangeBound | null): RangeNode {
  return { kind: 'Range', field: code, written: code, lower, upper, span: NO_SPAN };
}

/** `CODE=from:to` (both inclusive); `range('PD', '2010')` is `PD=2010`. */
export function range(code: string, from: string, to: string = from): RangeNode {
  return rangeNode(code, bound(from, true), bound(to, true));
}

/** `CODE>value` or, with `inclusive`, `CODE>=value`. */
export function after(code: string, value: string, inclusive = false): RangeNode {
  return rangeNode(code, bound(value, inclusive), null);
}

/** `CODE<value` or, with `inclusive`, `CODE<=value`. */
export function before(code: string, value: string, inclusive = false): RangeNode {
  return rangeNode(code, null, bound(value, inclusive));
}

function bool(op: BooleanNode['op']) {
  return (left: QueryNode | string, right: QueryNode | string): BooleanNode =>
    joinBoolean(
      op,
      typeof left === 'string' ? term(left) : left,
      typeof right === 'string' ? term(right) : right,
      NO_SPAN,
    );
}

/** `left AND right`; strings are bare terms (also for or, not, xor). */
export const and = bool('AND');
/** `left OR right`. */
export const or = bool('OR');
/** `left NOT right` (and not). */
export const not = bool('NOT');
/** `left XOR right`. */
export const xor = bool('XOR');

/** A chain `a op b op c …` as the parser builds it (one node for AND or OR, nested pairs for NOT and XOR). */
export function chain(op: BooleanNode['op'], first: QueryNode | string, ...rest: (QueryNode | string)[]): QueryNode {
  let node: QueryNode = typeof first === 'string' ? term(first) : first;
  for (const next of rest) node = bool(op)(node, next);
  return node;
}

/** Proximity `left OP right`; `written` is the canonical spelling unless given. */
export function prox(
  op: ProximityNode['op'],
  distance: number | null,
  left: QueryNode | string,
  right: QueryNode | string,
  written?: string,
): ProximityNode {
  return {
    kind: 'Proximity',
    op,
    distance,
    written: written ?? (distance === null ? op : `${op}${distance}`),
    left: typeof left === 'string' ? term(left) : left,
    right: typeof right === 'string' ? term(right) : right,
    span: NO_SPAN,
  };
}

/** `left Wn right`. */
export function w(distance: number, left: QueryNode | string, right: QueryNode | string): ProximityNode {
  return prox('W', distance, left, right);
}

/** `any{min}(operands)`. */
export function atLeast(min: number, ...operands: (QueryNode | string)[]): AtLeastNode {
  const nodes = operands.map((operand) => (typeof operand === 'string' ? term(operand) : operand));
  return { kind: 'AtLeast', min, operands: nodes, span: NO_SPAN };
}

/** `#index`. */
export function historyRef(index: number): HistoryRefNode {
  return { kind: 'HistoryRef', index, span: NO_SPAN };
}

/** `AND=from:to` / `OR=from:to`. */
export function historyRange(op: HistoryRangeNode['op'], from: number, to: number): HistoryRangeNode {
  return { kind: 'HistoryRange', op, from, to, span: NO_SPAN };
}

/** `design_image(images…, options…)`. */
export function designImage(images: string[], options: DesignImageOptions = {}): DesignImageNode {
  return { kind: 'DesignImage', images, options, span: NO_SPAN };
}

/** Text the parser could not read. */
export function errorNode(text: string): ErrorNode {
  return { kind: 'Error', text, span: NO_SPAN };
}
