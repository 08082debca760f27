import { childrenOf, type Diagnostic, parse, type QueryNode } from '@app/query';
import { AppError, type QueryErrorDetail } from '@app/shared';
import type { Database } from '../../db/client';
import { getSearchesByIndexes } from './searches.repository';

/** Search numbers a query refers to (`#3`, `AND=1:4`), each with where it is written. */
function references(ast: QueryNode): { index: number; start: number; end: number }[] {
  const out: { index: number; start: number; end: number }[] = [];
  const visit = (node: QueryNode) => {
    if (node.kind === 'HistoryRef') out.push({ index: node.index, start: node.span.start, end: node.span.end });
    else if (node.kind === 'HistoryRange')
      for (let n = Math.min(node.from, node.to); n <= Math.max(node.from, node.to); n++)
        out.push({ index: n, start: node.span.start, end: node.span.end });
    for (const child of childrenOf(node)) visit(child);
  };
  visit(ast);
  return out;
}

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
  let pending = references(ast);
  const top = pending;
  while (pending.length > 0) {
    const wanted = [...new Set(pending.map((r) => r.index))].filter((n) => !(n in history));
    const rows = await getSearchesByIndexes(db, userId, wanted);
    const found = new Set(rows.map((r) => r.queryIndex));
    const missing = pending.filter((r) => !found.has(r.index) && !(r.index in history));
    if (missing.length > 0) {
      const shown = top.some((r) => r === missing[0]) ? missing : missing.map((m) => ({ ...m, start: 0, end: 0 }));
      throw invalidQuery(
        shown.map((m) => ({
          code: 'QUERY_UNKNOWN_HISTORY',
          message: `#${m.index} is not one of your searches`,
          start: m.start,
          end: m.end,
        })),
      );
    }
    pending = [];
    for (const row of rows) {
      const tree = parseOrThrow(row.query);
      history[row.queryIndex] = tree;
      pending.push(...references(tree));
    }
  }
  return history;
}
