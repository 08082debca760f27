import type { Chart, ChartConfig, Dashboard } from '@app/shared';
import { personName } from '../users/users.presenter';
import type { ChartRow, DashboardRow } from './workspace-dashboards.repository';

type EditorColumns = {
  updatedBy: number | null;
  editorFirstName: string | null;
  editorLastName: string | null;
  editorEmail: string | null;
};

/** Who last changed it, by name only: every viewer of the workspace (share visitors too) sees it. */
export function editorOf(row: EditorColumns): { id: number; name: string } | null {
  if (row.updatedBy === null || row.editorEmail === null) return null;
  return { id: row.updatedBy, name: personName(row.editorFirstName, row.editorLastName, row.editorEmail) };
}

export function presentDashboard(row: DashboardRow): Dashboard {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    name: row.name,
    position: row.position,
    layout: row.layout,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: editorOf(row),
  };
}

export function presentChart(row: ChartRow): Chart {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    dashboard_id: row.dashboardId,
    section: row.section,
    title: row.title,
    config: row.config as ChartConfig,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: editorOf(row),
  };
}

/**
 * SPEC §4 Active dashboard, for one user: the workspace's stored one, else the first of the user's global
 * dashboards in the workspace, else the first dashboard, else none.
 */
export function activeDashboardId(
  dashboards: readonly { id: number }[],
  storedId: number | null,
  globalDashboards: readonly number[],
): number | null {
  if (storedId !== null && dashboards.some((d) => d.id === storedId)) return storedId;
  const global = dashboards.find((d) => globalDashboards.includes(d.id));
  return global?.id ?? dashboards[0]?.id ?? null;
}
