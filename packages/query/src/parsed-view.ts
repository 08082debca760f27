import type { DesignImageNode, PhraseNode, QueryNode, RangeNode, TermNode } from './ast';
import { DEFAULT_FIELD, lookupField } from './fields';
import { PARSED_VIEW_TEXTS as T } from './parsed-view-texts';
import { operatorText, print, printTerm } from './printer';
import type { Span } from './span';

/** One line of the parsed view: what a node is (`label`), what it means in words (`detail`), and where it was written. */
export type ParsedViewNode = {
  readonly kind: QueryNode['kind'];
  readonly label: string;
  readonly detail?: string;
  readonly span: Span;
  readonly children: readonly ParsedViewNode[];
};

/** The parsed view of a query: a tree for the SPA to indent, and the query with every operator parenthesised. */
export type ParsedView = { readonly tree: ParsedViewNode; readonly parenthesised: string };

/**
 * How we read a query, for a searcher to check against what they meant. A chain of the same AND or OR is one
 * line with all its operands (they are associative, so the nesting carries no meaning); NOT and XOR keep their
 * two operands because their grouping matters. `parenthesised` shows the exact grouping.
 */
export function parsedView(ast: QueryNode): ParsedView {
  return { tree: viewOf(ast, false), parenthesised: print(ast, { parens: true }) };
}

/** `inField` is true below a FieldNode; bare words outside any field search the default field, which we say. */
function viewOf(node: QueryNode, inField: boolean): ParsedViewNode {
  switch (node.kind) {
    case 'Term':
      return leaf(node, printTerm(node), details(termTruncation(node), bareNote(inField)));
    case 'Phrase':
      return leaf(node, phraseLabel(node), details(T.phrase, phraseTruncation(node), bareNote(inField)));
    case 'Field':
      return {
        kind: node.kind,
        label: node.field,
        ...optionalDetail(lookupField(node.field)?.title),
        span: node.span,
        children: [viewOf(node.query, true)],
      };
    case 'Range':
      return leaf(node, print(node), rangeDetail(node));
    case 'Boolean': {
      return {
        kind: node.kind,
        label: T.booleanLabel[node.op],
        detail: T.booleanDetail[node.op],
        span: node.span,
        children: node.operands.map((operand) => viewOf(operand, inField)),
      };
    }
    case 'Proximity':
      return {
        kind: node.kind,
        label: operatorText(node),
        ...optionalDetail(proximityDetail(node.op, node.distance)),
        span: node.span,
        children: [viewOf(node.left, inField), viewOf(node.right, inField)],
      };
    case 'AtLeast':
      return {
        kind: node.kind,
        label: `any{${node.min}}`,
        detail: T.atLeast(node.min, node.operands.length),
        span: node.span,
        children: node.operands.map((operand) => viewOf(operand, inField)),
      };
    case 'HistoryRef':
      return leaf(node, print(node), T.historyRef(node.index));
    case 'HistoryRange':
      return leaf(node, print(node), T.historyRange(node.from, node.to, node.op));
    case 'DesignImage':
      return leaf(node, 'design_image', designImageDetail(node));
    case 'DocumentSet':
      return leaf(node, node.written, T.documentSet(node.ucids.length));
    case 'Error':
      return leaf(node, node.text, T.error);
  }
}

function leaf(node: QueryNode, label: string, detail: string | undefined): ParsedViewNode {
  return { kind: node.kind, label, ...optionalDetail(detail), span: node.span, children: [] };
}

// `detail` is left out rather than set to undefined, so the tree is plain JSON for the SPA and for snapshots.
function optionalDetail(detail: string | undefined): { detail?: string } {
  return detail === undefined ? {} : { detail };
}

function details(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((part): part is string => part !== undefined);
  return present.length === 0 ? undefined : present.join(T.separator);
}

function bareNote(inField: boolean): string | undefined {
  if (inField) return undefined;
  return T.defaultField(lookupField(DEFAULT_FIELD)?.title ?? DEFAULT_FIELD);
}

function phraseLabel(node: PhraseNode): string {
  return `"${node.terms.map((term) => term.text).join(' ')}"`;
}

// Listed in a fixed order so the same characters always give the same sentence.
const TRUNCATION_CHARACTERS = ['*', '?', '!', '_'] as const;

function truncationOf(texts: readonly string[]): string | undefined {
  const used = TRUNCATION_CHARACTERS.filter((character) => texts.some((text) => text.includes(character)));
  return used.length === 0
    ? undefined
    : T.truncation(used.map((character) => T.truncationCharacter[character] ?? character));
}

function termTruncation(node: TermNode): string | undefined {
  return node.wildcard ? truncationOf([node.text]) : undefined;
}

function phraseTruncation(node: PhraseNode): string | undefined {
  return truncationOf(node.terms.filter((term) => term.wildcard).map((term) => term.text));
}

function proximityDetail(op: keyof typeof T.proximity, distance: number | null): string | undefined {
  if (op === 'WS' || op === 'WP') return T.proximity[op];
  return distance === null ? undefined : T.proximity[op](distance);
}

/** `2010` stays, `201004` is `2010-04`, `20100401` is `2010-04-01`. */
function formatDate(value: string): string {
  if (/^\d{6}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4)}`;
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  return value;
}

function rangeDetail(node: RangeNode): string {
  const def = lookupField(node.field);
  const isDate = def?.kind === 'date';
  const show = isDate ? formatDate : (value: string) => value;
  const { lower, upper } = node;
  let condition: string;
  if (lower && upper && lower.value === upper.value) {
    // A whole date is a day; a partial one (year or month) covers a period.
    condition = !isDate
      ? T.range.equal(lower.value)
      : lower.value.length === 8
        ? T.range.on(show(lower.value))
        : T.range.in(show(lower.value));
  } else if (lower && upper) {
    condition = T.range.between(show(lower.value), show(upper.value));
  } else if (lower) {
    condition = lower.inclusive ? T.range.atLeast(show(lower.value)) : T.range.after(show(lower.value));
  } else if (upper) {
    condition = upper.inclusive ? T.range.atMost(show(upper.value)) : T.range.before(show(upper.value));
  } else {
    condition = '';
  }
  return T.range.withTitle(def?.title ?? node.field, condition).trim();
}

function designImageDetail(node: DesignImageNode): string {
  const { countries, max_results, caption, locarno, uspc } = node.options;
  return [
    T.designImage.images(node.images.length),
    countries === undefined ? undefined : T.designImage.countries(countries),
    max_results === undefined ? undefined : T.designImage.maxResults(max_results),
    caption === undefined ? undefined : T.designImage.caption(caption),
    locarno === undefined ? undefined : T.designImage.locarno(locarno),
    uspc === undefined ? undefined : T.designImage.uspc(uspc),
  ]
    .filter((part): part is string => part !== undefined)
    .join(T.separator);
}
