import {
  type AnalysisAggregateBody,
  AnalysisAggregateResponseSchema,
  AnalysisLoadAnswerSchema,
  ChartAnswerSchema,
  type ChartConfig,
  ChartDefaultsAllSchema,
  CLIENT_UUID_HEADER,
  DashboardAnswerSchema,
  type DashboardLayoutItem,
  type GroupingMethod,
  WorkspaceActiveAnswerSchema,
  type WorkspaceCreateBody,
  WorkspaceEngagementSchema,
  WorkspaceLabelListSchema,
  WorkspaceListSchema,
  type WorkspaceQueryCreateBody,
  WorkspaceSectionsSchema,
  WorkspaceShareAnswerSchema,
  WorkspaceShareLoadAnswerSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';
import { FullWorkspaceAnswerSchema } from '../utils/fullWorkspace';
import { CLIENT_UUID } from './clientUuid';

const headers = { [CLIENT_UUID_HEADER]: CLIENT_UUID };
const checksumQuery = (checksum?: string) => (checksum ? `?checksum=${encodeURIComponent(checksum)}` : '');
const ws = (id: number) => `/workspaces/${id}`;

/** SPEC §7 "Workspaces and analysis": every call the analysis screens make; changes carry the tab's client UUID. */
export const analysisApi = {
  list: (checksum?: string, signal?: AbortSignal) =>
    apiRequest(`/workspaces${checksumQuery(checksum)}`, { schema: WorkspaceListSchema, signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest(ws(id), { schema: FullWorkspaceAnswerSchema, signal }),
  create: (body: WorkspaceCreateBody) =>
    apiRequest('/workspaces', { method: 'POST', body, schema: FullWorkspaceAnswerSchema, headers }),
  update: (id: number, body: { name?: string; grouping?: GroupingMethod }) =>
    apiRequest(ws(id), { method: 'PATCH', body, schema: FullWorkspaceAnswerSchema, headers }),
  remove: (id: number) => apiRequest(ws(id), { method: 'DELETE', headers }),

  addQuery: (id: number, body: WorkspaceQueryCreateBody) =>
    apiRequest(`${ws(id)}/queries`, { method: 'POST', body, schema: FullWorkspaceAnswerSchema, headers }),
  updateQuery: (id: number, queryId: number, body: { name?: string; full_query?: string }) =>
    apiRequest(`${ws(id)}/queries/${queryId}`, { method: 'PATCH', body, schema: FullWorkspaceAnswerSchema, headers }),
  removeQuery: (id: number, queryId: number) =>
    apiRequest(`${ws(id)}/queries/${queryId}`, { method: 'DELETE', schema: FullWorkspaceAnswerSchema, headers }),

  /** The public link of a dashboard (made once, then found again), showing `queryCount` of the queries. */
  shareDashboard: (id: number, dashboardId: number, queryCount: number) =>
    apiRequest(`${ws(id)}/dashboard/share/${queryCount}/${CLIENT_UUID}?dashboard_id=${dashboardId}`, {
      schema: WorkspaceShareAnswerSchema,
    }).then((answer) => answer.data),
  revokeDashboardShare: (id: number, key: string) =>
    apiRequest(`${ws(id)}/dashboard/delete_share/${encodeURIComponent(key)}`, { method: 'DELETE' }),
  /** The public link of one chart; the path names the chart's section group (SPEC §7). */
  shareChart: (id: number, sectionGroup: string, chartId: number) =>
    apiRequest(`${ws(id)}/${encodeURIComponent(sectionGroup)}/chart/share/${chartId}`, {
      schema: WorkspaceShareAnswerSchema,
    }).then((answer) => answer.data),
  revokeChartShare: (id: number, key: string) =>
    apiRequest(`${ws(id)}/chart/delete_share/${encodeURIComponent(key)}`, { method: 'DELETE' }),

  labels: (signal?: AbortSignal) => apiRequest('/user/workspace_labels', { schema: WorkspaceLabelListSchema, signal }),

  storeMetrics: (id: number, metricData: Record<string, number | string | null>) =>
    apiRequest(`${ws(id)}/metrics`, { method: 'PATCH', body: { metricData }, headers }),

  load: (body: { workspace_id?: number | string; redirect?: string }) =>
    apiRequest('/analysis/load', { method: 'POST', body, schema: AnalysisLoadAnswerSchema, headers }),
  shareLoad: (body: { type: string; key: string }) =>
    apiRequest('/analysis/share_load', { method: 'POST', body, schema: AnalysisLoadAnswerSchema }),

  sections: (signal?: AbortSignal) => apiRequest('/workspace_sections', { schema: WorkspaceSectionsSchema, signal }),
  chartDefaults: (signal?: AbortSignal) =>
    apiRequest('/analysis/chart/default/all', { schema: ChartDefaultsAllSchema, signal }),
  aggregate: (body: AnalysisAggregateBody, signal?: AbortSignal) =>
    apiRequest('/analysis/aggregate', { method: 'POST', body, schema: AnalysisAggregateResponseSchema, signal }),

  createDashboard: (id: number, name: string) =>
    apiRequest(`${ws(id)}/dashboards`, { method: 'POST', body: { name }, schema: DashboardAnswerSchema, headers }),
  updateDashboard: (
    id: number,
    dashboardId: number,
    body: { base_version: number; name?: string; layout?: DashboardLayoutItem[] },
  ) =>
    apiRequest(`${ws(id)}/dashboards/${dashboardId}`, {
      method: 'PATCH',
      body,
      schema: DashboardAnswerSchema,
      headers,
    }),
  removeDashboard: (id: number, dashboardId: number) =>
    apiRequest(`${ws(id)}/dashboards/${dashboardId}`, { method: 'DELETE', headers }),
  activateDashboard: (id: number, dashboardId: number) =>
    apiRequest(`${ws(id)}/dashboards/${dashboardId}/activate`, { method: 'PUT', headers }),

  createChart: (id: number, body: { dashboard_id: number; section: string; title?: string }) =>
    apiRequest(`${ws(id)}/charts`, { method: 'POST', body, schema: ChartAnswerSchema, headers }),
  updateChart: (
    id: number,
    chartId: number,
    body: { base_version: number; title?: string; config?: Partial<ChartConfig> },
  ) => apiRequest(`${ws(id)}/charts/${chartId}`, { method: 'PATCH', body, schema: ChartAnswerSchema, headers }),
  removeChart: (id: number, chartId: number) =>
    apiRequest(`${ws(id)}/charts/${chartId}`, { method: 'DELETE', headers }),

  shareDetails: (type: string, key: string, signal?: AbortSignal) =>
    apiRequest(`/workspaces/${type}/share/load/${encodeURIComponent(key)}`, {
      schema: WorkspaceShareLoadAnswerSchema,
      signal,
    }),
  sharedWorkspace: (id: number, key: string, signal?: AbortSignal) =>
    apiRequest(`/shared_workspace/${id}/${encodeURIComponent(key)}`, { schema: FullWorkspaceAnswerSchema, signal }),
  sharedAggregate: (
    id: number,
    key: string,
    body: { sections: string[]; query_id: number; grouping?: string },
    signal?: AbortSignal,
  ) =>
    apiRequest(`/shared_workspace/${id}/${encodeURIComponent(key)}/aggregate`, {
      method: 'POST',
      body,
      schema: AnalysisAggregateResponseSchema,
      signal,
    }),

  /** The 30-second activity ping (SPEC §9) and the marker's clearing on leaving. */
  active: (id: number, section: string) =>
    apiRequest(`${ws(id)}/active/${encodeURIComponent(section)}`, {
      method: 'PUT',
      schema: WorkspaceActiveAnswerSchema,
    }),
  clearActive: (id: number) => apiRequest(`${ws(id)}/active/clear`, { method: 'PUT' }),
  engagement: (id: number, signal?: AbortSignal) =>
    apiRequest(`${ws(id)}/engagement`, { schema: WorkspaceEngagementSchema, signal }),
};

/** Export download addresses (server routes; plain links). */
export const exportLinks = {
  chart: (id: number, chartId: number, format: string) => `/api/workspaces/${id}/charts/${chartId}/export/${format}`,
  dashboard: (id: number, dashboardId: number, format: string) =>
    `/api/workspaces/${id}/dashboards/${dashboardId}/export/${format}`,
};
