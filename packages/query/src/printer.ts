import type {
  BooleanNode,
  DesignImageNode,
  FieldNode,
  PhraseNode,
  ProximityNode,
  QueryNode,
  RangeNode,
  TermNode,
} from './ast';
import { lex } from './lexer';
import { TokenKind } from './token-kind';

/** How `print` lays out the text. */
export type PrintOptions = {
  /** Wrap every Boolean and proximity node (the root too) in parentheses, so precedence is explicit. */
  readonly parens?: boolean;
};

/**
 * Canonical text of a query: upper-case operators with single spaces, canonical proximity (`W5` for `NEAR`),
 * canonical field codes, and parentheses only where precedence or left-associativity needs them (or around
 * every operator node with `parens: true`). Never throws; `parse(print(ast))` gives back `ast` (spans and
 * `written` aside) for every tree the parser can produce, with two limits: the language has no escape inside
 * quotes, so a term or caption holding `"` cannot be written and prints as it is; and a design_image country
 * code that is an operator word (`WS`, Samoa) is quoted, which the parser accepts only as the first code.
 */
export function print(ast: QueryNode, options: PrintOptions = {}): string {
  return printNode(ast, options.parens === true, false);
}

// Binding strength, loosest first: OR < XOR < AND/NOT < proximity < everything else (which never needs parens).
const PRIMARY = 5;
function precedence(node: QueryNode): number {
  if (node.kind === 'Proximity') return 4;
  if (node.kind !== 'Boolean') return PRIMARY;
  if (node.op === 'OR') return 1;
  if (node.op === 'XOR') return 2;
  return 3;
}

/**
 * `grouped` is true when the caller already writes parentheses around this node (`FIELD=(…)`); with
 * `parens: true` those parentheses are the node's own pair, so it does not add a second one.
 */
function printNode(node: QueryNode, parens: boolean, grouped: boolean): string {
  switch (node.kind) {
    case 'Term':
      return printTerm(node);
    case 'Phrase':
      return printPhrase(node);
    case 'Field':
      return printField(node, parens);
    case 'Range':
      return printRange(node);
    case 'Boolean':
    case 'Proximity': {
      const body = printBinary(node, parens);
      return parens && !grouped ? `(${body})` : body;
    }
    case 'AtLeast':
      return `any{${node.min}}(${node.operands.map((operand) => printNode(operand, parens, false)).join(', ')})`;
    case 'HistoryRef':
      return `#${node.index}`;
    case 'HistoryRange':
      return `${node.op}=${node.from}:${node.to}`;
    case 'DesignImage':
      return printDesignImage(node);
    case 'DocumentSet':
      return node.written;
    case 'Error':
      return node.text;
  }
}

function printBinary(node: BooleanNode | ProximityNode, parens: boolean): string {
  const own = precedence(node);
  const operands = node.kind === 'Boolean' ? node.operands : [node.left, node.right];
  // With `parens: true` every operator child already wraps itself. Otherwise: the operators are
  // left-associative, so an operand after the first of the same strength needs parentheses, the first not.
  const texts = operands.map((operand, i) => {
    const text = printNode(operand, parens, false);
    const weaker = i === 0 ? precedence(operand) < own : precedence(operand) <= own;
    return !parens && weaker ? `(${text})` : text;
  });
  return texts.join(` ${operatorText(node)} `);
}

/** The canonical spelling of an operator: `AND`, `NOT`, `W3`, `WF0`, `NOTW5`, `WS`. */
export function operatorText(node: BooleanNode | ProximityNode): string {
  if (node.kind === 'Boolean') return node.op;
  if (node.op === 'WS' || node.op === 'WP' || node.distance === null) return node.op;
  return `${node.op}${node.distance}`;
}

function printField(node: FieldNode, parens: boolean): string {
  const inner = node.query;
  // A single word or a quoted phrase cannot swallow what follows, so it needs no parentheses; anything else
  // (an unquoted phrase would take the next words with it) is grouped.
  if (inner.kind === 'Term' || (inner.kind === 'Phrase' && inner.quoted))
    return `${node.field}=${printNode(inner, parens, false)}`;
  return `${node.field}=(${printNode(inner, parens, true)})`;
}

/** A word as it must be written to read back as the same term: quoted when `quoted` or when it would not. */
export function printTerm(node: TermNode): string {
  // Quotes would make truncation characters literal, so a wildcard term is always written bare.
  if (node.quoted || (!node.wildcard && needsQuotes(node.text))) return `"${node.text}"`;
  return node.text;
}

function printPhrase(node: PhraseNode): string {
  if (node.quoted) return `"${node.terms.map((term) => term.text).join(' ')}"`;
  // The parser flattens `solar "thin film" cell` into words with quoted ones among them, so quoted neighbours
  // are written back as one quoted group, which reads back the same. Not when every word is quoted: one group
  // would then be a quoted phrase, so `"a" "b"` stays as it is.
  if (node.terms.every((term) => term.quoted)) return node.terms.map(printTerm).join(' ');
  const parts: string[] = [];
  let group: string[] = [];
  for (const term of node.terms) {
    if (term.quoted) {
      group.push(term.text);
      continue;
    }
    if (group.length > 0) parts.push(`"${group.join(' ')}"`);
    group = [];
    parts.push(printTerm(term));
  }
  if (group.length > 0) parts.push(`"${group.join(' ')}"`);
  return parts.join(' ');
}

/**
 * True when `text` written bare would not read back as one plain word: it is empty, an operator word
 * (upper case only, as the lexer reads them: `AND`, `NEAR5`, `W/3`), starts with `#`, or holds whitespace, a
 * quote or one of `( ) { } , : = < >`. Asking the lexer keeps this exactly in step with the language.
 */
export function needsQuotes(text: string): boolean {
  const tokens = lex(text).tokens;
  const first = tokens[0];
  return tokens.length !== 2 || first?.kind !== TokenKind.WORD || first.end !== text.length;
}

/**
 * The condition of a range without its field: `2010` (one value), `2010:2015`, `>2010`, `>=2010`, `<2010`,
 * `<=2010`. A range with both bounds is inclusive on both, so the two bounds' flags are not written.
 */
export function printRangeCondition(node: RangeNode): string {
  const { lower, upper } = node;
  if (lower && upper) return lower.value === upper.value ? lower.value : `${lower.value}:${upper.value}`;
  if (lower) return `${lower.inclusive ? '>=' : '>'}${lower.value}`;
  if (upper) return `${upper.inclusive ? '<=' : '<'}${upper.value}`;
  // No bound at all never comes from the parser; `PD=:` keeps the text recognisable as a broken range.
  return ':';
}

function printRange(node: RangeNode): string {
  const condition = printRangeCondition(node);
  return condition.startsWith('<') || condition.startsWith('>')
    ? `${node.field}${condition}`
    : `${node.field}=${condition}`;
}

function printDesignImage(node: DesignImageNode): string {
  const { countries, max_results, caption, locarno, uspc } = node.options;
  const parts = [...node.images];
  // A fixed option order makes the text canonical whatever order the options were typed in.
  // A code that is an operator word (`WS` is Samoa) must be quoted; the parser takes that only as the first code.
  if (countries !== undefined) parts.push(`countries=${countries.map(optionValue).join(',')}`);
  if (max_results !== undefined) parts.push(`max_results=${max_results}`);
  // The caption is free text, so it is always quoted; a code is quoted only when it has to be.
  if (caption !== undefined) parts.push(`caption="${caption}"`);
  if (locarno !== undefined) parts.push(`locarno=${optionValue(locarno)}`);
  if (uspc !== undefined) parts.push(`uspc=${optionValue(uspc)}`);
  return `design_image(${parts.join(', ')})`;
}

function optionValue(value: string): string {
  return needsQuotes(value) ? `"${value}"` : value;
}
