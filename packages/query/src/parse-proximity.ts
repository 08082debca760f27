import type { ProximityNode, QueryNode } from './ast';
import { KIND_NAMES } from './parse-field';
import type { Parser } from './parser';
import type { Token } from './token-kind';

/** The most words a proximity operator may allow between its operands. */
export const MAX_DISTANCE = 1000;
/** The distance `NEAR` stands for. */
export const NEAR_DISTANCE = 5;

/** A proximity operator as written: its canonical op and distance, and what is wrong with the distance. */
export type ProximityReading = {
  readonly op: ProximityNode['op'];
  readonly distance: number | null;
  readonly problem: string | null;
};

/**
 * Reads `W3`, `W/3`, `WF3`, `NOTW3`, `NOTWF/3`, `NEAR` (= W5), `NEAR5`/`NEAR/5` (= W5), `WS`, `WP`.
 * A distance outside 0..1000 (or missing after `/`) gives a problem and a clamped distance.
 */
export function readProximity(written: string): ProximityReading {
  if (written === 'NEAR') return { op: 'W', distance: NEAR_DISTANCE, problem: null };
  if (written === 'WS' || written === 'WP') return { op: written, distance: null, problem: null };
  const match = /^(NOTWF|NOTW|WF|W|NEAR)\/?(.*)$/.exec(written);
  const name = match?.[1] ?? 'W';
  const digits = match?.[2] ?? '';
  const op = name === 'NEAR' ? 'W' : (name as ProximityNode['op']);
  if (/^\d+$/.test(digits) && Number(digits) <= MAX_DISTANCE) return { op, distance: Number(digits), problem: null };
  const distance = /^\d+$/.test(digits) ? MAX_DISTANCE : 0;
  const problem =
    digits === ''
      ? `${written} needs a distance, as in ${name}/3: a whole number from 0 to ${MAX_DISTANCE}`
      : `The distance in ${shorten(written)} must be a whole number from 0 to ${MAX_DISTANCE}`;
  return { op, distance, problem };
}

/**
 * Builds `left OP right` after checking the distance, the field (proximity needs word positions: text
 * and name fields, or bare terms) and the operands (words, phrases, truncated words, OR groups of them,
 * nested proximity).
 */
export function combineProximity(
  p: Parser,
  operator: Token,
  left: QueryNode,
  right: QueryNode,
  start: number,
): QueryNode {
  const written = p.slice(operator);
  const reading = readProximity(written);
  if (reading.problem !== null) p.report('QUERY_INVALID_DISTANCE', reading.problem, operator);
  const field = p.field;
  if (field !== null && field.kind !== 'text' && field.kind !== 'name') {
    p.report(
      'QUERY_INVALID_PROXIMITY_OPERAND',
      `Proximity works only in text and name fields: ${field.written} is ${KIND_NAMES[field.kind]}`,
      operator,
    );
  } else {
    checkOperand(p, written, left, left, right);
    checkOperand(p, written, right, left, right);
  }
  return p.node<ProximityNode>(start, {
    kind: 'Proximity',
    op: reading.op,
    distance: reading.distance,
    written,
    left,
    right,
  });
}

// Walks OR groups without recursion: a long OR chain is a deep left-leaning tree. Nested proximity was
// checked when it was built, so the walk stops there.
function checkOperand(p: Parser, written: string, operand: QueryNode, left: QueryNode, right: QueryNode): void {
  const stack: QueryNode[] = [operand];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    p.steps += 1;
    let what: string;
    switch (node.kind) {
      case 'Term':
      case 'Phrase':
      case 'Proximity':
      case 'Error':
        continue;
      case 'Boolean':
        if (node.op === 'OR') {
          for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i]!);
          continue;
        }
        what = `${node.op === 'AND' ? 'an' : 'a'} ${node.op} group`;
        break;
      case 'Field': {
        const hint = node === operand ? fieldHint(p, written, left, right) : `TI=(solar ${written} cell)`;
        p.report(
          'QUERY_INVALID_PROXIMITY_OPERAND',
          `${shorten(written)} cannot take a field as its operand. Put the field around the whole proximity: ${hint}`,
          node.span,
        );
        return;
      }
      case 'Range':
        what = 'a date or number range';
        break;
      case 'HistoryRef':
        what = 'a search history reference';
        break;
      case 'HistoryRange':
        what = 'a history range';
        break;
      case 'AtLeast':
        what = 'an any{} group';
        break;
      case 'DesignImage':
        what = 'an image search';
        break;
      case 'DocumentSet':
        what = 'a set of documents';
        break;
    }
    p.report(
      'QUERY_INVALID_PROXIMITY_OPERAND',
      `${shorten(written)} cannot join ${what}: its operands must be words, phrases, truncated words or OR groups of them`,
      node.span,
    );
    return;
  }
}

/** `TI=(solar W3 cell)` from `TI=solar W3 cell`, or a generic example when the parts are long. */
function fieldHint(p: Parser, written: string, left: QueryNode, right: QueryNode): string {
  const field = left.kind === 'Field' ? left : right.kind === 'Field' ? right : null;
  const generic = `TI=(solar ${written} cell)`;
  if (field === null || field.kind !== 'Field') return generic;
  const leftValue = left.kind === 'Field' ? left.query : left;
  const rightValue = right.kind === 'Field' ? right.query : right;
  const length = leftValue.span.end - leftValue.span.start + rightValue.span.end - rightValue.span.start;
  if (length + field.written.length + written.length > 70) return generic;
  return `${field.written}=(${inner(p, leftValue)} ${written} ${inner(p, rightValue)})`;
}

function inner(p: Parser, value: QueryNode): string {
  const text = p.source.slice(value.span.start, value.span.end);
  return value.kind === 'Boolean' || value.kind === 'Proximity' ? `(${text})` : text;
}

function shorten(text: string): string {
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}
