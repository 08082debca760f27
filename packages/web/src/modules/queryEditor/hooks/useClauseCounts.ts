import { parse } from '@app/query';
import { type ClauseCountNode, ClauseCountsSchema } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api/apiRequest';

/** How long typing must pause before the clauses are counted. */
export const CLAUSE_COUNT_DEBOUNCE_MS = 400;

/** The counts of a query's clauses, and the text they are for (the editor may already hold newer text). */
export type ClauseCounts = { readonly query: string; readonly clauses: ClauseCountNode };

/**
 * Each clause's hit count for the text being typed, asked once typing pauses. A newer text cancels the request for
 * the older one (TanStack Query aborts it, and the server stops counting when the request goes away). Text that does
 * not parse is not sent: the editor marks its errors instead. A refusal (a `#n` that is not the user's) shows no
 * counts; the search itself will say why.
 */
export function useClauseCounts(query: string, enabled = true): { counts: ClauseCounts | null; counting: boolean } {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), CLAUSE_COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const parses = settled.trim() !== '' && parse(settled).diagnostics.length === 0;
  const answer = useQuery({
    queryKey: ['clauseCounts', settled],
    queryFn: async ({ signal }) => {
      const body = await apiRequest('/patents/clause_counts', {
        method: 'POST',
        body: { query: settled },
        signal,
        schema: ClauseCountsSchema,
      });
      return { query: settled, clauses: body.clauses };
    },
    enabled: enabled && parses,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const counts = answer.data && answer.data.query === query ? answer.data : null;
  return { counts, counting: enabled && parses && (settled !== query || answer.isFetching) };
}

/** The innermost clauses that match nothing: empty, with no empty clause inside them. */
export function innermostEmpty(node: ClauseCountNode): ClauseCountNode[] {
  if (node.count > 0) return node.children.flatMap(innermostEmpty);
  const inner = node.children.flatMap(innermostEmpty);
  return inner.length > 0 ? inner : [node];
}

/** Counts by the span they belong to (`start:end`), for the parsed view's lines. */
export function countsBySpan(node: ClauseCountNode, out = new Map<string, number>()): Map<string, number> {
  const key = `${node.start}:${node.end}`;
  if (!out.has(key)) out.set(key, node.count);
  for (const child of node.children) countsBySpan(child, out);
  return out;
}

/** The words of a truncation as the index knows them. */
export type TruncationWords = NonNullable<ClauseCountNode['expansions']>;

/** Truncations' words by the span they belong to, for the parsed view's "means color or colour". */
export function expansionsBySpan(
  node: ClauseCountNode,
  out = new Map<string, TruncationWords>(),
): Map<string, TruncationWords> {
  const key = `${node.start}:${node.end}`;
  if (node.expansions && !out.has(key)) out.set(key, node.expansions);
  for (const child of node.children) expansionsBySpan(child, out);
  return out;
}
