import type { AnalysisAggregateBody, WorkspaceSummary } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { analysisApi } from '../api/analysisApi';
import { workspaceOptionsApi } from '../api/workspaceOptionsApi';
import type { FullWorkspace } from '../utils/fullWorkspace';

export const ANALYSIS_KEY = ['analysis'] as const;
export type WorkspaceList = { readonly checksum: string; readonly workspaces: readonly WorkspaceSummary[] };

/** GET /api/workspaces with the checksum protocol. */
export const workspacesQuery = queryOptions({
  queryKey: ['analysis', 'workspaces'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<WorkspaceList>(queryKey),
      (checksum) => analysisApi.list(checksum, signal),
      (answer): WorkspaceList => ({ checksum: answer.checksum, workspaces: answer.data ?? [] }),
    ),
});

export function workspaceKey(id: number) {
  return ['analysis', 'workspace', id] as const;
}

/** One workspace, whole: queries, dashboards, charts, levels. */
export function workspaceQuery(id: number) {
  return queryOptions({
    queryKey: workspaceKey(id),
    queryFn: async ({ signal }): Promise<FullWorkspace> => (await analysisApi.get(id, signal)).data,
    retry: false,
  });
}

export const sectionsQuery = queryOptions({
  queryKey: ['analysis', 'sections'] as const,
  queryFn: async ({ signal }) => (await analysisApi.sections(signal)).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The counts behind the charts of some sections over one query (one call per dashboard). */
export function aggregateQuery(body: AnalysisAggregateBody) {
  return queryOptions({
    queryKey: ['analysis', 'aggregate', body] as const,
    queryFn: ({ signal }) => analysisApi.aggregate(body, signal),
    staleTime: 60_000,
  });
}

/** GET /api/user/workspace_labels: the user's labels for workspaces. */
export const workspaceLabelsQuery = queryOptions({
  queryKey: ['analysis', 'labels'] as const,
  queryFn: async ({ signal }) => (await analysisApi.labels(signal)).data ?? [],
});

/** GET /api/analysis_theme: the colour themes the caller may use (their own and the organisation's). */
export const themesQuery = queryOptions({
  queryKey: ['analysis', 'themes'] as const,
  queryFn: async ({ signal }) => (await workspaceOptionsApi.themes(signal)).data,
});

/** GET /api/workspaces/{id}/sets: the sets the workspace may apply (its own and the global ones). */
export function workspaceSetsQuery(workspaceId: number) {
  return queryOptions({
    queryKey: ['analysis', 'sets', workspaceId] as const,
    queryFn: async ({ signal }) => (await workspaceOptionsApi.sets(workspaceId, signal)).data,
  });
}

/** The counts of a shared link's charts (public: `POST /shared_workspace/{id}/{key}/aggregate`). */
export function sharedAggregateQuery(workspaceId: number, key: string, queryId: number, body: AnalysisAggregateBody) {
  return queryOptions({
    queryKey: ['analysis', 'shared-aggregate', workspaceId, key, queryId, body] as const,
    queryFn: ({ signal }) =>
      analysisApi.sharedAggregate(
        workspaceId,
        key,
        { sections: body.sections, query_id: queryId, ...(body.grouping ? { grouping: body.grouping } : {}) },
        signal,
      ),
    staleTime: 60_000,
  });
}
