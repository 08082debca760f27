import {
  ANALYSIS_SECTIONS,
  type AnalysisSection,
  AppError,
  CHART_CONFIG_KEYS,
  CHARTS_PER_DASHBOARD_MAX,
  type Chart,
  type ChartConfig,
  type ChartCreateSchema,
  type ChartUpdateSchema,
  customFieldSections,
  defaultChartConfigs,
  sectionPath,
  WORKSPACE_EVENTS,
} from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { publishWorkspaceEvent } from '../../realtime/workspace-broadcast';
import { activeScheme } from '../custom-fields/custom-field-schemes.service';
import type { UserRecord } from '../users/users.repository';
import { workspaceAccess } from '../workspaces/workspace-access';
import { presentChart, presentDashboard } from '../workspaces/workspace-dashboards.presenter';
import {
  type ChartRow,
  countCharts,
  deleteChart,
  getChart,
  getDashboard,
  insertChart,
  listCharts,
  touchWorkspace,
  updateChart,
  updateDashboard,
} from '../workspaces/workspace-dashboards.repository';
import { listWorkspaceQueries } from '../workspaces/workspaces.repository';
import { invalid, record } from '../workspaces/workspaces.service';
import { conflict, layoutWith } from './dashboards.service';
import { changedSettings, conflictingSettings, nextVersions } from './edit-merge';

type ChartCreate = z.output<typeof ChartCreateSchema>;
type ChartUpdate = z.output<typeof ChartUpdateSchema>;

/** What a section without catalogue defaults (a custom field's) starts with. */
const FALLBACK_DEFAULTS = {
  type: 'bar',
  top: 20,
  columnsTop: 0,
  other: true,
  sort: 'count-desc',
  labels: true,
  legend: false,
} as const;

export function chartNotFound(): AppError {
  return new AppError('CHART_NOT_FOUND');
}

/** The section a path names, among the catalogue's and the user's custom fields'; 422 naming it otherwise. */
async function sectionOf(ctx: AppContext, user: UserRecord, path: string): Promise<AnalysisSection> {
  const found = ANALYSIS_SECTIONS.find((s) => sectionPath(s) === path);
  if (found) return found;
  const custom = customFieldSections((await activeScheme(ctx, user)).fields).find((s) => sectionPath(s) === path);
  if (!custom) throw invalid('section', `There is no analysis section ${path}.`);
  return custom;
}

/** A configuration's settings checked against the section (chart type) and the workspace (its queries). */
async function checkConfig(db: Database, workspaceId: number, section: AnalysisSection, config: Partial<ChartConfig>) {
  if (config.type !== undefined && !section.charts.includes(config.type))
    throw invalid('config.type', `A ${section.title} chart can be ${section.charts.join(', ')}, not ${config.type}.`);
  if (config.query_ids && config.query_ids.length > 0) {
    const own = new Set((await listWorkspaceQueries(db, workspaceId)).map((q) => q.id));
    const stranger = config.query_ids.find((q) => !own.has(q));
    if (stranger !== undefined) throw invalid('config.query_ids', `Query ${stranger} is not in this workspace.`);
  }
}

async function reread(db: Database, workspaceId: number, chartId: number): Promise<ChartRow> {
  const row = await getChart(db, workspaceId, chartId);
  if (!row) throw chartNotFound();
  return row;
}

export async function listWorkspaceCharts(ctx: AppContext, user: UserRecord, id: number): Promise<Chart[]> {
  await workspaceAccess(ctx.db, user, id, 'Read');
  return (await listCharts(ctx.db, id)).map(presentChart);
}

/** Adds a chart of a section to a dashboard (Write): the section's defaults under the given settings, placed last. */
export async function createChart(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: ChartCreate,
  clientUuid: string | null,
): Promise<Chart> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const section = await sectionOf(ctx, user, body.section);
  const given = body.config ?? {};
  await checkConfig(ctx.db, id, section, given);
  const defaults = defaultChartConfigs()[body.section] ?? FALLBACK_DEFAULTS;
  const config: ChartConfig = { ...defaults, query_ids: [], theme_id: null, ...given };
  const title = body.title ?? section.title;
  const at = ctx.now();
  const chartId = await ctx.db.transaction(async (tx) => {
    const dashboard = await getDashboard(tx, id, body.dashboard_id, true);
    if (!dashboard) throw invalid('dashboard_id', 'There is no such dashboard in this workspace.');
    if ((await countCharts(tx, dashboard.id)) >= CHARTS_PER_DASHBOARD_MAX)
      throw invalid('dashboard_id', `A dashboard holds at most ${CHARTS_PER_DASHBOARD_MAX} charts.`);
    const fieldVersions = Object.fromEntries(['title', ...CHART_CONFIG_KEYS].map((k) => [k, 1]));
    const made = await insertChart(tx, {
      workspaceId: id,
      dashboardId: dashboard.id,
      section: body.section,
      title,
      config,
      fieldVersions,
      userId: user.id,
      at,
    });
    // The new cell changes the layout; a layout change based on an older version then conflicts, never hides it.
    const versions = nextVersions(dashboard.version, dashboard.fieldVersions, ['layout']);
    await updateDashboard(tx, dashboard.id, {
      layout: layoutWith(dashboard.layout, made),
      ...versions,
      userId: user.id,
      at,
    });
    await touchWorkspace(tx, id, at);
    await record(tx, ctx, user, id, 'chart.create', `Added the chart “${title}” to “${dashboard.name}”.`);
    return made;
  });
  const chart = presentChart(await reread(ctx.db, id, chartId));
  await publishWorkspaceEvent(ctx, id, WORKSPACE_EVENTS.chartCreated, { chart }, clientUuid);
  await publishDashboard(ctx, id, chart.dashboard_id, clientUuid);
  return chart;
}

async function publishDashboard(ctx: AppContext, id: number, dashboardId: number, clientUuid: string | null) {
  const row = await getDashboard(ctx.db, id, dashboardId);
  if (row)
    await publishWorkspaceEvent(
      ctx,
      id,
      WORKSPACE_EVENTS.dashboardUpdated,
      { dashboard: presentDashboard(row) },
      clientUuid,
    );
}

/**
 * Changes a chart's title or settings (Write). Settings changed by others since `base_version` that this change
 * does not touch are kept; one it touches is a 409 CHART_CONFLICT naming who changed it, with the chart as it is.
 */
export async function changeChart(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  chartId: number,
  body: ChartUpdate,
  clientUuid: string | null,
): Promise<Chart> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const at = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await getChart(tx, id, chartId, true);
    if (!row) throw chartNotFound();
    const config = row.config as ChartConfig;
    await checkConfig(tx, id, await sectionOf(ctx, user, row.section), body.config ?? {});
    const settings = changedSettings({ title: row.title, ...config }, { title: body.title, ...body.config });
    const conflicts = conflictingSettings(row.fieldVersions, body.base_version, settings);
    if (conflicts.length > 0) {
      const current = presentChart(row);
      throw conflict('CHART_CONFLICT', conflicts, current, current.updated_by);
    }
    if (settings.length === 0) return false;
    const merged = { ...config };
    for (const key of CHART_CONFIG_KEYS)
      if (settings.includes(key)) (merged as Record<string, unknown>)[key] = body.config![key];
    await updateChart(tx, chartId, {
      ...(settings.includes('title') ? { title: body.title! } : {}),
      config: merged,
      ...nextVersions(row.version, row.fieldVersions, settings),
      userId: user.id,
      at,
    });
    await touchWorkspace(tx, id, at);
    return true;
  });
  const chart = presentChart(await reread(ctx.db, id, chartId));
  if (changed) await publishWorkspaceEvent(ctx, id, WORKSPACE_EVENTS.chartUpdated, { chart }, clientUuid);
  return chart;
}

export async function removeChart(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  chartId: number,
  clientUuid: string | null,
): Promise<{ message: string }> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const at = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const chart = await getChart(tx, id, chartId, true);
    if (!chart) throw chartNotFound();
    const dashboard = await getDashboard(tx, id, chart.dashboardId, true);
    await deleteChart(tx, chartId);
    if (dashboard) {
      const layout = dashboard.layout.filter((item) => item.chart_id !== chartId);
      const versions = nextVersions(dashboard.version, dashboard.fieldVersions, ['layout']);
      await updateDashboard(tx, dashboard.id, { layout, ...versions, userId: user.id, at });
    }
    await touchWorkspace(tx, id, at);
    await record(tx, ctx, user, id, 'chart.delete', `Removed the chart “${chart.title}”.`);
    return chart;
  });
  await publishWorkspaceEvent(
    ctx,
    id,
    WORKSPACE_EVENTS.chartDeleted,
    { id: chartId, dashboard_id: row.dashboardId },
    clientUuid,
  );
  await publishDashboard(ctx, id, row.dashboardId, clientUuid);
  return { message: `Removed the chart “${row.title}”.` };
}
