import {
  AppError,
  CHARTS_PER_DASHBOARD_MAX,
  DASHBOARD_GRID_COLUMNS,
  DASHBOARDS_PER_WORKSPACE_MAX,
  type Dashboard,
  type DashboardLayoutItem,
  type DashboardUpdateSchema,
  WORKSPACE_EVENTS,
} from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { StoredLayoutItem } from '../../db/workspace-tables';
import { publishWorkspaceEvent } from '../realtime/workspace-broadcast';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';
import { workspaceAccess } from '../workspaces/workspace-access';
import { presentDashboard } from '../workspaces/workspace-dashboards.presenter';
import {
  countDashboards,
  type DashboardRow,
  deleteDashboard,
  getDashboard,
  insertDashboard,
  listCharts,
  listDashboards,
  setActiveDashboard,
  touchWorkspace,
  updateDashboard,
} from '../workspaces/workspace-dashboards.repository';
import { invalid, record } from '../workspaces/workspaces.service';
import { changedSettings, conflictingSettings, nextVersions } from './edit-merge';

/** Where a new chart goes: below everything, half the grid wide. */
const NEW_CHART = { w: DASHBOARD_GRID_COLUMNS / 2, h: 4 };

export function dashboardNotFound(): AppError {
  return new AppError('DASHBOARD_NOT_FOUND');
}

export function who(user: UserRecord): { id: number; name: string } {
  return { id: user.id, name: personName(user.firstName, user.lastName, user.email) };
}

/** The layout with a cell for a new chart appended below the others. */
export function layoutWith(layout: readonly StoredLayoutItem[], chartId: number): StoredLayoutItem[] {
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  return [...layout, { chart_id: chartId, x: 0, y: bottom, ...NEW_CHART }];
}

export async function listWorkspaceDashboards(ctx: AppContext, user: UserRecord, id: number): Promise<Dashboard[]> {
  await workspaceAccess(ctx.db, user, id, 'Read');
  return (await listDashboards(ctx.db, id)).map(presentDashboard);
}

async function reread(db: Database, workspaceId: number, dashboardId: number): Promise<DashboardRow> {
  const row = await getDashboard(db, workspaceId, dashboardId);
  if (!row) throw dashboardNotFound();
  return row;
}

export async function createDashboard(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: { name: string },
  clientUuid: string | null,
): Promise<Dashboard> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const at = ctx.now();
  const dashboardId = await ctx.db.transaction(async (tx) => {
    // The workspace's row lock: counting and positioning see every other creation committed.
    await touchWorkspace(tx, id, at);
    if ((await countDashboards(tx, id)) >= DASHBOARDS_PER_WORKSPACE_MAX)
      throw invalid('name', `A workspace holds at most ${DASHBOARDS_PER_WORKSPACE_MAX} dashboards.`);
    const made = await insertDashboard(tx, { workspaceId: id, name: body.name, userId: user.id, at });
    await record(tx, ctx, user, id, 'dashboard.create', `Added the dashboard “${body.name}”.`);
    return made;
  });
  const dashboard = presentDashboard(await reread(ctx.db, id, dashboardId));
  await publishWorkspaceEvent(ctx, id, WORKSPACE_EVENTS.dashboardUpdated, { dashboard }, clientUuid);
  return dashboard;
}

/**
 * A layout as given, checked against the dashboard's charts: each named once and only its own. Charts it leaves
 * out keep a cell below the others, so a layout made before a colleague added a chart never hides that chart.
 */
async function checkedLayout(
  db: Database,
  workspaceId: number,
  dashboardId: number,
  layout: DashboardLayoutItem[],
): Promise<StoredLayoutItem[]> {
  const own = (await listCharts(db, workspaceId)).filter((c) => c.dashboardId === dashboardId).map((c) => c.id);
  const seen = new Set<number>();
  for (const item of layout) {
    if (!own.includes(item.chart_id)) throw invalid('layout', `Chart ${item.chart_id} is not on this dashboard.`);
    if (seen.has(item.chart_id)) throw invalid('layout', `Chart ${item.chart_id} is placed twice.`);
    seen.add(item.chart_id);
  }
  let out: StoredLayoutItem[] = layout.map(({ chart_id, x, y, w, h }) => ({ chart_id, x, y, w, h }));
  for (const chartId of own) if (!seen.has(chartId)) out = layoutWith(out, chartId);
  return out.slice(0, CHARTS_PER_DASHBOARD_MAX);
}

/** The 409 of a change touching settings changed since its base version, with the thing as it now is. */
export function conflict(
  code: 'CHART_CONFLICT' | 'DASHBOARD_CONFLICT',
  fields: string[],
  current: ReturnType<typeof presentDashboard> | Record<string, unknown>,
  updatedBy: { id: number; name: string } | null,
): AppError {
  const name = updatedBy ? updatedBy.name : 'Someone else';
  const thing = code === 'CHART_CONFLICT' ? 'chart' : 'dashboard';
  return new AppError(code, {
    message: `${name} changed ${fields.join(', ')} of this ${thing} while you were editing it; their change is shown. Make yours again.`,
    details: { fields, current, updated_by: updatedBy },
  });
}

/** Renames a dashboard or lays out its charts (Write), merged with concurrent changes to other settings. */
export async function changeDashboard(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  dashboardId: number,
  body: z.output<typeof DashboardUpdateSchema>,
  clientUuid: string | null,
): Promise<Dashboard> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const at = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await getDashboard(tx, id, dashboardId, true);
    if (!row) throw dashboardNotFound();
    const change: Record<string, unknown> = {};
    if (body.name !== undefined) change.name = body.name;
    if (body.layout !== undefined) change.layout = await checkedLayout(tx, id, dashboardId, body.layout);
    const settings = changedSettings({ name: row.name, layout: row.layout }, change);
    const conflicts = conflictingSettings(row.fieldVersions, body.base_version, settings);
    if (conflicts.length > 0) {
      const current = presentDashboard(row);
      throw conflict('DASHBOARD_CONFLICT', conflicts, current, current.updated_by);
    }
    if (settings.length === 0) return false;
    const versions = nextVersions(row.version, row.fieldVersions, settings);
    await updateDashboard(tx, dashboardId, {
      ...(settings.includes('name') ? { name: change.name as string } : {}),
      ...(settings.includes('layout') ? { layout: change.layout as StoredLayoutItem[] } : {}),
      ...versions,
      userId: user.id,
      at,
    });
    await touchWorkspace(tx, id, at);
    if (settings.includes('name'))
      await record(tx, ctx, user, id, 'dashboard.rename', `Renamed the dashboard “${row.name}” to “${body.name}”.`);
    return true;
  });
  const dashboard = presentDashboard(await reread(ctx.db, id, dashboardId));
  if (changed) await publishWorkspaceEvent(ctx, id, WORKSPACE_EVENTS.dashboardUpdated, { dashboard }, clientUuid);
  return dashboard;
}

export async function removeDashboard(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  dashboardId: number,
  clientUuid: string | null,
): Promise<{ message: string }> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const row = await reread(ctx.db, id, dashboardId);
  await ctx.db.transaction(async (tx) => {
    await deleteDashboard(tx, dashboardId);
    await touchWorkspace(tx, id, ctx.now());
    await record(tx, ctx, user, id, 'dashboard.delete', `Deleted the dashboard “${row.name}”.`);
  });
  await publishWorkspaceEvent(ctx, id, WORKSPACE_EVENTS.dashboardDeleted, { id: dashboardId }, clientUuid);
  return { message: `Deleted the dashboard “${row.name}”.` };
}

/** Makes a dashboard the one everyone opens on (SPEC §4), telling the others who switched it (Write). */
export async function activateDashboard(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  dashboardId: number,
  clientUuid: string | null,
): Promise<Dashboard> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const row = await reread(ctx.db, id, dashboardId);
  await setActiveDashboard(ctx.db, id, dashboardId, ctx.now());
  await publishWorkspaceEvent(
    ctx,
    id,
    WORKSPACE_EVENTS.dashboardSwitched,
    { dashboard_id: dashboardId, user: who(user) },
    clientUuid,
  );
  return presentDashboard(row);
}
