import type { AnalysisAggregateBody, AnalysisAggregateResponse, Chart, WorkspaceQuery } from '@app/shared';
import { useQueries } from '@tanstack/react-query';
import { aggregateQuery, sharedAggregateQuery } from '../queries/analysisQueries';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { analysisGrouping } from '../utils/grouping';

/** The query a chart shows: its first chosen query that still exists, else the workspace's first. */
export function chartQuery(workspace: FullWorkspace, chart: Pick<Chart, 'config'>): WorkspaceQuery | undefined {
  const chosen = chart.config.query_ids
    .map((id) => workspace.queries.find((q) => q.id === id))
    .find((q) => q !== undefined);
  return chosen ?? workspace.queries[0];
}

/** One aggregate call per query: every section the charts on it need, counted for the workspace's grouping. */
export function aggregateBodies(
  workspace: FullWorkspace,
  charts: readonly Chart[],
  extraSections: readonly string[] = [],
): Map<number, AnalysisAggregateBody> {
  const bodies = new Map<number, AnalysisAggregateBody>();
  const first = workspace.queries[0];
  const byQuery = new Map<number, Chart[]>();
  for (const chart of charts) {
    const query = chartQuery(workspace, chart);
    if (query) byQuery.set(query.id, [...(byQuery.get(query.id) ?? []), chart]);
  }
  if (first && !byQuery.has(first.id) && extraSections.length > 0) byQuery.set(first.id, []);
  for (const [queryId, group] of byQuery) {
    const query = workspace.queries.find((q) => q.id === queryId);
    if (!query) continue;
    const sections = [...new Set([...group.map((c) => c.section), ...(queryId === first?.id ? extraSections : [])])]
      .sort()
      .slice(0, 40);
    const top = Math.max(0, ...group.map((c) => c.config.top));
    bodies.set(queryId, {
      query: query.full_query,
      filters: query.filters,
      grouping: analysisGrouping(workspace.grouping),
      sections,
      ...(top > 0 ? { top } : {}),
    });
  }
  return bodies;
}

export type ChartResults = {
  byQuery: Map<number, { data?: AnalysisAggregateResponse; error: unknown; isPending: boolean }>;
  /** The first query's answer (its metrics head the page). */
  first?: AnalysisAggregateResponse;
  isPending: boolean;
};

/** The counts behind the charts of one dashboard, fetched in one call per query shown. */
export function useChartResults(
  workspace: FullWorkspace,
  charts: readonly Chart[],
  /** A shared link's counts come from its public call instead. */
  shared?: { key: string },
): ChartResults {
  // The metrics strip needs the first query's answer even on an empty dashboard: one light section asks for it.
  const bodies = aggregateBodies(workspace, charts, charts.length === 0 ? ['others/grants'] : []);
  const entries = [...bodies.entries()];
  const answers = useQueries({
    queries: entries.map(([queryId, body]) =>
      shared ? sharedAggregateQuery(workspace.id, shared.key, queryId, body) : aggregateQuery(body),
    ),
  });
  const byQuery: ChartResults['byQuery'] = new Map();
  entries.forEach(([queryId], i) => {
    const answer = answers[i];
    if (answer) byQuery.set(queryId, { data: answer.data, error: answer.error, isPending: answer.isPending });
  });
  const firstId = workspace.queries[0]?.id;
  return {
    byQuery,
    ...(firstId !== undefined && byQuery.get(firstId)?.data ? { first: byQuery.get(firstId)?.data } : {}),
    isPending: answers.some((a) => a.isPending),
  };
}
