import type { Span } from '@app/query';
import type { DocumentSetFilter } from '../query/document-set-filter';
import type { ProximityOp } from '../query/intervals';
import type { ColumnFilter } from './column-filter';

/**
 * A positional expression inside text or name fields, not yet tied to a field: words (exact or truncated),
 * phrases, alternatives and proximity. It is instantiated once per field and segment.
 */
export type PositionalExpr =
  | { readonly kind: 'word'; readonly term: string; readonly span: Span }
  | { readonly kind: 'pattern'; readonly pattern: TermPattern; readonly span: Span }
  | { readonly kind: 'phrase'; readonly parts: readonly PositionalExpr[]; readonly span: Span }
  | { readonly kind: 'or'; readonly operands: readonly PositionalExpr[]; readonly span: Span }
  | {
      readonly kind: 'proximity';
      readonly op: ProximityOp;
      readonly distance: number;
      readonly left: PositionalExpr;
      readonly right: PositionalExpr;
      readonly span: Span;
    };

/** A truncated word: the literal prefix (for the term dictionary range) and a full-match regex. */
export type TermPattern = { readonly source: string; readonly prefix: string; readonly regex: RegExp };

/**
 * The query with fields bound and analyzers applied (tantivy's LogicalAst): what every segment builds its scorers
 * from. `span` points back to the query text, for errors and per-clause hit counts.
 */
export type LogicalQuery =
  | { readonly kind: 'text'; readonly fields: readonly string[]; readonly expr: PositionalExpr; readonly span: Span }
  | {
      readonly kind: 'keyword';
      readonly fields: readonly string[];
      /** Exact term keys to look up (several for `/00` main groups), or a pattern. */
      readonly terms: readonly string[];
      readonly pattern: TermPattern | null;
      readonly span: Span;
    }
  | { readonly kind: 'range'; readonly field: string; readonly min: number; readonly max: number; readonly span: Span }
  | { readonly kind: 'exists'; readonly field: string; readonly span: Span }
  | { readonly kind: 'column'; readonly filter: ColumnFilter; readonly span: Span }
  /** Documents named by ucid (a custom field clause the server resolved): they match, never rank. */
  | { readonly kind: 'documents'; readonly set: DocumentSetFilter; readonly span: Span }
  | { readonly kind: 'and' | 'or'; readonly operands: readonly LogicalQuery[]; readonly span: Span }
  | { readonly kind: 'not'; readonly include: LogicalQuery; readonly exclude: LogicalQuery; readonly span: Span }
  | { readonly kind: 'xor'; readonly operands: readonly LogicalQuery[]; readonly span: Span }
  | { readonly kind: 'atLeast'; readonly min: number; readonly operands: readonly LogicalQuery[]; readonly span: Span }
  | { readonly kind: 'none'; readonly span: Span };

/** The children of a logical node, for walks (clause counts, explain). */
export function logicalChildren(query: LogicalQuery): readonly LogicalQuery[] {
  switch (query.kind) {
    case 'and':
    case 'or':
    case 'xor':
    case 'atLeast':
      return query.operands;
    case 'not':
      return [query.include, query.exclude];
    default:
      return [];
  }
}

/**
 * The parts of a query graph reached from more than one place: the searches a query names several times (`#4`
 * in `(#4 OR #4) AND …`), which binding hands out as one object. Walked once per node, however often it is named.
 */
export function sharedNodes(root: LogicalQuery): ReadonlySet<LogicalQuery> {
  const seen = new Set<LogicalQuery>();
  const shared = new Set<LogicalQuery>();
  const stack = [root];
  seen.add(root);
  while (stack.length > 0) {
    for (const child of logicalChildren(stack.pop()!)) {
      if (seen.has(child)) shared.add(child);
      else {
        seen.add(child);
        stack.push(child);
      }
    }
  }
  return shared;
}
