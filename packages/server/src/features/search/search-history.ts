import { childrenOf, type Diagnostic, parse, type QueryNode } from '@app/query';
import { AppError, type QueryErrorDetail } from '@app/shared';
import type { Database } from '../../db/client';
import { getHighestSearchIndex, getSearchesByIndexes } from './searches.repository';

type Reference = { index: number; start: number; end: number };
type RangeReference = { from: number; to: number; start: number; end: number };

/** Search numbers a query refers to (`#3`), and its history ranges (`AND=1:4`, expanded later), with their places. */
function references(ast: QueryNode): { refs: Reference[]; ranges: RangeReference[] } {
  const refs: Reference[] = [];
  const ranges: RangeReference[] = [];
  const visit = (node: QueryNode) => {
    if (node.kind === 'HistoryRef') refs.push({ index: node.index, start: node.span.start, end: node.span.end });
    else if (node.kind === 'HistoryRange')
      ranges.push({
        from: Math.min(node.from, node.to),
        to: Math.max(node.from, node.to),
        start: node.span.start,
        end: node.span.end,
      });
    for (const child of childrenOf(node)) visit(child);
  };
  visit(ast);
  return { refs, ranges };
}

/** At most this many unknown numbers are listed in one error. */
const MISSING_LISTED = 20;

/**
 * Largest query, in nodes, that a search may become once every `#n` in it (and in the searches it names) is put in
 * its place. A chain such as `#2 = (#1 OR #1) AND (#1 OR #1)`, `#3 = (#2 OR #2) AND (#2 OR #2)` … is small to write
 * but quadruples at every level; refused here, it cannot tie up a search worker.
 */
export const MAX_EXPANDED_QUERY_NODES = 20_000;

function queryError(diagnostic: Pick<Diagnostic, 'code' | 'message' | 'span'>): QueryErrorDetail {
  return { code: diagnostic.code, message: diagnostic.message, start: diagnostic.span.start, end: diagnostic.span.end };
}

/** 422 QUERY_INVALID naming the first problem and its position; every problem travels in `query_errors`. */
export function invalidQuery(errors: QueryErrorDetail[]): AppError {
  const first = errors[0]!;
  return new AppError('QUERY_INVALID', {
    message: `${first.message} (at character ${first.start + 1}).`,
    fields: { query: errors.map((e) => e.message) },
    queryErrors: errors,
  });
}

/** Parses query text into a tree, or throws QUERY_INVALID with the positions of its problems. */
export function parseOrThrow(text: string): QueryNode {
  const { ast, diagnostics } = parse(text);
  if (diagnostics.length > 0) throw invalidQuery(diagnostics.map(queryError));
  if (!ast) throw invalidQuery([{ code: 'QUERY_EMPTY', message: 'Enter a query', start: 0, end: text.length }]);
  return ast;
}

/**
 * The trees of every search `ast` refers to, directly or through the searches it names, as the engine's `history`
 * map. A number that is not one of the user's own searches is a QUERY_INVALID pointing at where it is written:
 * searches are per user, so another user's number is simply not there.
 */
export async function resolveHistory(db: Database, userId: number, ast: QueryNode): Promise<Record<number, QueryNode>> {
  const history: Record<number, QueryNode> = {};
  // A range is checked against the user's highest number before it is expanded, so `AND=1:99999999` costs one
  // query and one error, not a hundred million numbers.
  let highest: number | null = null;
  const expand = async (found: ReturnType<typeof references>, atTop: boolean): Promise<Reference[]> => {
    const out = [...found.refs];
    for (const range of found.ranges) {
      highest ??= await getHighestSearchIndex(db, userId);
      if (range.to > highest) {
        const first = Math.max(range.from, highest + 1);
        const last = Math.min(range.to, first + MISSING_LISTED - 1);
        const missing: Reference[] = [];
        for (let n = first; n <= last; n++)
          missing.push({ index: n, start: atTop ? range.start : 0, end: atTop ? range.end : 0 });
        throw unknownSearches(missing);
      }
      for (let n = range.from; n <= range.to; n++) out.push({ index: n, start: range.start, end: range.end });
    }
    return out;
  };
  let pending = await expand(references(ast), true);
  const top = new Set(pending);
  while (pending.length > 0) {
    const wanted = [...new Set(pending.map((r) => r.index))].filter((n) => !(n in history));
    const rows = await getSearchesByIndexes(db, userId, wanted);
    const found = new Set(rows.map((r) => r.queryIndex));
    const missing = pending.filter((r) => !found.has(r.index) && !(r.index in history));
    if (missing.length > 0) {
      throw unknownSearches(missing.map((m) => (top.has(m) ? m : { ...m, start: 0, end: 0 })));
    }
    pending = [];
    for (const row of rows) {
      const tree = parseOrThrow(row.query);
      history[row.queryIndex] = tree;
      pending.push(...(await expand(references(tree), false)));
    }
  }
  checkExpandedSize(ast, history);
  return history;
}

/** Throws QUERY_INVALID at the first `#n` that makes the expanded query larger than `MAX_EXPANDED_QUERY_NODES`. */
function checkExpandedSize(ast: QueryNode, history: Readonly<Record<number, QueryNode>>): void {
  // Sizes of whole searches, each computed once: the work is linear in what was written, however it expands.
  const sizes = new Map<number, number>();
  const sizeOfSearch = (index: number): number => {
    let size = sizes.get(index);
    if (size === undefined) {
      sizes.set(index, Number.POSITIVE_INFINITY); // a search naming itself is refused before this runs
      size = sizeOf(history[index]!);
      sizes.set(index, size);
    }
    return size;
  };
  const sizeOf = (node: QueryNode): number => {
    if (node.kind === 'HistoryRef') return sizeOfSearch(node.index);
    if (node.kind === 'HistoryRange') {
      let sum = 1;
      for (let n = Math.min(node.from, node.to); n <= Math.max(node.from, node.to); n++) sum += sizeOfSearch(n);
      return sum;
    }
    let sum = 1;
    for (const child of childrenOf(node)) sum += sizeOf(child);
    return sum;
  };
  if (sizeOf(ast) <= MAX_EXPANDED_QUERY_NODES) return;
  // Point at the reference that contributes most.
  let worst: { node: QueryNode; size: number } | null = null;
  const visit = (node: QueryNode) => {
    if (node.kind === 'HistoryRef' || node.kind === 'HistoryRange') {
      const size = sizeOf(node);
      if (worst === null || size > worst.size) worst = { node, size };
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(ast);
  const at = (worst as { node: QueryNode } | null)?.node.span ?? { start: 0, end: 0 };
  throw invalidQuery([
    {
      code: 'QUERY_TOO_LARGE',
      message: `Through its # references this search grows to more than ${MAX_EXPANDED_QUERY_NODES.toLocaleString('en')} parts; combine fewer searches or save a simpler one`,
      start: at.start,
      end: at.end,
    },
  ]);
}

/** QUERY_INVALID for numbers that are not the user's searches (the first few of them, each where it is written). */
function unknownSearches(missing: readonly Reference[]): AppError {
  return invalidQuery(
    missing.slice(0, MISSING_LISTED).map((m) => ({
      code: 'QUERY_UNKNOWN_HISTORY',
      message: `#${m.index} is not one of your searches`,
      start: m.start,
      end: m.end,
    })),
  );
}
