import { fromExpertRows, print } from '@app/query';
import type { ExpertFormRow } from '../types/ExpertFormRow';

/** What the expert form builds: the command-line text and the first problem of each row, by row id. */
export type ExpertQueryText = { readonly text: string; readonly problems: ReadonlyMap<string, string> };

/**
 * The command-line query for the rows (the same query the command line would run), printed by the query
 * package so it reads exactly as the server will parse it. Blank rows are left out.
 */
export function buildExpertQuery(rows: readonly ExpertFormRow[]): ExpertQueryText {
  const { ast, diagnostics } = fromExpertRows(rows);
  const problems = new Map<string, string>();
  for (const diagnostic of diagnostics) {
    const id = rows[diagnostic.row]?.id;
    if (id !== undefined && !problems.has(id)) problems.set(id, diagnostic.message);
  }
  return { text: ast === null ? '' : print(ast), problems };
}
