import type { BooleanNode, QueryNode } from './ast';
import type { Diagnostic } from './diagnostics';
import { DEFAULT_FIELD, type FieldDef, lookupField } from './fields';
import { lex } from './lexer';
import { parse } from './parser';
import { print, printRangeCondition } from './printer';
import type { Span } from './span';
import { TokenKind } from './token-kind';
import { joinBoolean } from './tree';

/**
 * One row of the expert search form: a field, what to look for in it, and how the row joins the result of the
 * rows above it (ignored on the first row).
 */
export type ExpertRow = {
  /** A field code or alias, any case (`TI`, `title`, `PD`). */
  readonly field: string;
  /** Query text for the field (`solar W3 cell*`), or for a date or numeric field a value or range (`>=2015`, `2010:2015`). */
  readonly terms: string;
  readonly operator: BooleanNode['op'];
};

/** A problem in one row; `span` is relative to that row's `terms` (empty when the field itself is at fault). */
export type ExpertDiagnostic = Diagnostic & { readonly row: number };

/** What the expert form builds: the query (null when every row is blank) and the problems found, by row. */
export type ExpertQuery = { readonly ast: QueryNode | null; readonly diagnostics: readonly ExpertDiagnostic[] };

const RANGE_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['date', 'numeric']);
// Combined nodes stand for no text of their own: each row's spans point into that row's own `FIELD=(terms)`.
const NO_SPAN: Span = { start: 0, end: 0 };

/**
 * Builds one query from the rows, in row order: `A AND B OR C` is `(A AND B) OR C` whatever the precedence,
 * because a searcher reads the form top to bottom. Each row is parsed on its own as `FIELD=(terms)` (also
 * `PD=(>=2015)` for dates and numbers), so a diagnostic names its row. Blank rows are skipped. Rows on the default
 * field (TAC) give bare queries, as a bare query searches TAC anyway; this keeps `toExpertRows` round-tripping.
 */
export function fromExpertRows(rows: readonly ExpertRow[]): ExpertQuery {
  const diagnostics: ExpertDiagnostic[] = [];
  let ast: QueryNode | null = null;
  rows.forEach((row, index) => {
    if (row.terms.trim() === '') return;
    const query = parseRow(row, index, diagnostics);
    if (query === null) return;
    ast = ast === null ? query : joinBoolean(row.operator, ast, query, NO_SPAN);
  });
  return { ast, diagnostics };
}

function parseRow(row: ExpertRow, index: number, diagnostics: ExpertDiagnostic[]): QueryNode | null {
  const def = lookupField(row.field.trim());
  if (def === undefined) {
    diagnostics.push({
      code: 'QUERY_UNKNOWN_FIELD',
      message: `There is no field "${row.field}".`,
      span: NO_SPAN,
      row: index,
    });
    return null;
  }
  // Unbalanced parentheses in the terms would close `FIELD=(` early (`a) OR (b` puts `b` outside the field)
  // or be blamed on the `(` we add, so they are checked on the row's own text first.
  const parenthesis = parenthesisProblem(row.terms);
  if (parenthesis !== null) {
    diagnostics.push({ ...parenthesis, row: index });
    return null;
  }
  // Date and numeric fields read `PD=(>=2015)` and `PD=(2010 OR 2012:2014)` too, so every row takes this form.
  const prefix = `${def.code}=(`;
  const result = parse(`${prefix}${row.terms})`);
  const toRow = (at: Span): Span => ({
    start: clamp(at.start - prefix.length, row.terms.length),
    end: clamp(at.end - prefix.length, row.terms.length),
  });
  for (const diagnostic of result.diagnostics) {
    diagnostics.push({ ...diagnostic, span: toRow(diagnostic.span), row: index });
  }
  // A broken row still gives its partial tree, so the SPA can show it; the diagnostics say what is wrong.
  return result.ast === null ? null : withoutDefaultField(result.ast);
}

/** A bare query searches TAC, so a TAC row gives the bare query (what `toExpertRows` reads back as a TAC row). */
function withoutDefaultField(ast: QueryNode): QueryNode {
  return ast.kind === 'Field' && ast.field === DEFAULT_FIELD ? ast.query : ast;
}

/** The first `)` with no `(` before it, else the last `(` left open, with the parser's messages; or null. */
function parenthesisProblem(terms: string): Diagnostic | null {
  const open: Span[] = [];
  for (const token of lex(terms).tokens) {
    if (token.kind === TokenKind.PAREN_L) open.push({ start: token.start, end: token.end });
    if (token.kind !== TokenKind.PAREN_R) continue;
    if (open.pop() === undefined) {
      return {
        code: 'QUERY_UNMATCHED_PAREN',
        message: 'Unexpected ) with no ( before it',
        span: { start: token.start, end: token.end },
      };
    }
  }
  const unclosed = open.at(-1);
  return unclosed === undefined
    ? null
    : { code: 'QUERY_UNCLOSED_PAREN', message: 'Missing ) to close the ( opened here', span: unclosed };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/**
 * The rows for a query, when it is a chain of Boolean operators whose operands are each a field,
 * a range, or a bare query (which becomes a TAC row); otherwise null, and the SPA shows the command line only.
 * `fromExpertRows(toExpertRows(ast))` gives `ast` back (spans aside), except that an explicit `TAC=(…)` comes
 * back as the bare query it is equivalent to.
 */
export function toExpertRows(ast: QueryNode): ExpertRow[] | null {
  const rows: ExpertRow[] = [];
  let node = ast;
  while (node.kind === 'Boolean') {
    // Operands after the first are rows joined by this operator; the first holds the rows before them.
    for (let i = node.operands.length - 1; i >= 1; i--) {
      const row = rowOf(node.operands[i]!, node.op);
      if (row === null) return null;
      rows.push(row);
    }
    node = node.operands[0]!;
  }
  const first = rowOf(node, 'AND');
  if (first === null) return null;
  rows.push(first);
  return rows.reverse();
}

function rowOf(node: QueryNode, operator: ExpertRow['operator']): ExpertRow | null {
  if (node.kind === 'Range') {
    const def = lookupField(node.field);
    if (def === undefined || !RANGE_KINDS.has(def.kind) || (node.lower === null && node.upper === null)) return null;
    return { field: def.code, terms: printRangeCondition(node), operator };
  }
  if (node.kind === 'Field') {
    const def = lookupField(node.field);
    if (def === undefined || RANGE_KINDS.has(def.kind) || !isBare(node.query)) return null;
    return { field: def.code, terms: print(node.query), operator };
  }
  return isBare(node) ? { field: DEFAULT_FIELD, terms: print(node), operator } : null;
}

/** True for a query that can stand inside `FIELD=(…)`: words, phrases and operators over them only. */
function isBare(node: QueryNode): boolean {
  switch (node.kind) {
    case 'Term':
    case 'Phrase':
      return true;
    case 'Boolean':
      return node.operands.every(isBare);
    case 'Proximity':
      return isBare(node.left) && isBare(node.right);
    case 'AtLeast':
      return node.operands.every(isBare);
    default:
      return false;
  }
}
