import { childrenOf, type Diagnostic, parse, type QueryNode } from '@app/query';
import { AppError, type QueryErrorDetail } from '@app/shared';
import type { Database } from '../../db/client';
import { deepFreeze } from '../../db/read-cache';
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

/** Searches read from the database per statement while resolving `#n` and ranges. */
const HISTORY_READ_CHUNK = 500;

/** At most this many unknown numbers are listed in one error. */
const MISSING_LISTED = 20;

/**
 * Largest query, in nodes, that a search may become with the searches it names, each counted once however often it
 * is named: the engine binds `#n` once and evaluates a search named in several places once (a shared graph), so a
 * chain such as `#2 = (#1 OR #1) AND (#1 OR #1)`, `#3 = (#2 OR #2) AND (#2 OR #2)` … costs what was written, not
 * four times more at every level. The engine checks the same limit (MAX_QUERY_NODES); here it is checked before any
 * search thread is asked.
 */
export const MAX_QUERY_GRAPH_NODES = 20_000;

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

/** Trees of recently run query texts: a search being paged or filtered runs the same text again and again. */
const parsedTrees = new Map<string, QueryNode>();
const PARSED_TREES_KEPT = 2_000;

/**
 * Parses query text into a tree, or throws QUERY_INVALID with the positions of its problems. Trees are kept by text
 * and shared, so they are frozen: code that needs a different tree builds a new one.
 */
export function parseOrThrow(text: string): QueryNode {
  const kept = parsedTrees.get(text);
  if (kept) return kept;
  const { ast, diagnostics } = parse(text);
  if (diagnostics.length > 0) throw invalidQuery(diagnostics.map(queryError));
  if (!ast) throw invalidQuery([{ code: 'QUERY_EMPTY', message: 'Enter a query', start: 0, end: text.length }]);
  deepFreeze(ast);
  parsedTrees.set(text, ast);
  if (parsedTrees.size > PARSED_TREES_KEPT) parsedTrees.delete(parsedTrees.keys().next().value!);
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
    // Read in bounded pieces: a range such as `OR=1:5000` names thousands of searches.
    const rows = [];
    for (let i = 0; i < wanted.length; i += HISTORY_READ_CHUNK)
      rows.push(...(await getSearchesByIndexes(db, userId, wanted.slice(i, i + HISTORY_READ_CHUNK))));
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

/** Throws QUERY_INVALID when the query and the searches it names have more than `MAX_QUERY_GRAPH_NODES` nodes. */
function checkExpandedSize(ast: QueryNode, history: Readonly<Record<number, QueryNode>>): void {
  // Every search the query reaches counts once, as the engine binds it once.
  const ownSize = (node: QueryNode): number => {
    let sum = 1;
    for (const child of childrenOf(node)) sum += ownSize(child);
    return sum;
  };
  let total = ownSize(ast);
  for (const tree of Object.values(history)) total += ownSize(tree);
  if (total <= MAX_QUERY_GRAPH_NODES) return;
  // Point at the reference to the largest search, or at the whole query if it is large on its own.
  let worst: { node: QueryNode; size: number } | null = null;
  const visit = (node: QueryNode) => {
    if (node.kind === 'HistoryRef' || node.kind === 'HistoryRange') {
      const [from, to] =
        node.kind === 'HistoryRef'
          ? [node.index, node.index]
          : [Math.min(node.from, node.to), Math.max(node.from, node.to)];
      let size = 0;
      for (let n = from; n <= to; n++) size += history[n] ? ownSize(history[n]!) : 0;
      if (worst === null || size > worst.size) worst = { node, size };
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(ast);
  const at = (worst as { node: QueryNode } | null)?.node.span ?? ast.span;
  throw invalidQuery([
    {
      code: 'QUERY_TOO_LARGE',
      message: `With the searches it names, this search has more than ${MAX_QUERY_GRAPH_NODES.toLocaleString('en')} parts; combine fewer searches or save a simpler one`,
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
