import {
  AppError,
  type ChartConfig,
  type WorkspaceShare,
  type WorkspaceShareDetails,
  type WorkspaceShareType,
  type WorkspaceShareUpdateParsed,
} from '@app/shared';
import type { AppContext } from '../../context';
import { presentShareLink } from '../shares/shares.presenter';
import type { ShareLinkRow } from '../shares/shares.repository';
import { insertShareLink, revokeShareLink } from '../shares/shares.repository';
import { newShareKey } from '../shares/shares.service';
import type { UserRecord } from '../users/users.repository';
import { workspaceAccess } from '../workspaces/workspace-access';
import { activeDashboardId } from '../workspaces/workspace-dashboards.presenter';
import { getChart, listDashboards } from '../workspaces/workspace-dashboards.repository';
import { invalid } from '../workspaces/workspaces.service';
import { chartNotFound } from './charts.service';
import { findWorkspaceShare, getWorkspaceShareByKey, updateWorkspaceShare } from './dashboard-shares.repository';
import { dashboardNotFound } from './dashboards.service';

const NO_FILTERS = { filtersToApply: {}, filtersToExclude: {} };

/** What a link was shared with, as stored and as answered. */
export function shareDetails(row: ShareLinkRow): WorkspaceShareDetails {
  const stored = (row.details ?? {}) as Partial<WorkspaceShareDetails>;
  return {
    type: row.kind as WorkspaceShareType,
    workspace_id: row.workspaceId ?? 0,
    dashboard_id: stored.dashboard_id ?? 0,
    chart_id: stored.chart_id ?? null,
    query_count: stored.query_count ?? 0,
    display_name: row.displayName,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

function present(ctx: AppContext, row: ShareLinkRow): WorkspaceShare {
  const kind = row.kind as WorkspaceShareType;
  return { ...presentShareLink(row, ctx.now()), kind, url: `/share/${kind}/${row.key}`, details: shareDetails(row) };
}

/** Creates the link, or answers the caller's link to the same thing if they made one before and it still works. */
async function linkFor(
  ctx: AppContext,
  user: UserRecord,
  values: {
    kind: WorkspaceShareType;
    workspaceId: number;
    target: number;
    label: string;
    grouping: string;
    details: Record<string, unknown>;
  },
): Promise<WorkspaceShare> {
  const target = String(values.target);
  const found = await findWorkspaceShare(ctx.db, { createdBy: user.id, ...values, target });
  if (found && (!found.expiresAt || found.expiresAt.getTime() > ctx.now().getTime()))
    return present(
      ctx,
      await updateWorkspaceShare(ctx.db, found.id, { details: { ...found.details, ...values.details } }),
    );
  const row = await insertShareLink(ctx.db, {
    organizationId: user.organizationId,
    createdBy: user.id,
    kind: values.kind,
    target,
    key: newShareKey(),
    label: values.label,
    filters: NO_FILTERS,
    grouping: values.grouping,
    workspaceId: values.workspaceId,
    details: values.details,
    createdAt: ctx.now(),
  });
  return present(ctx, row);
}

/**
 * `GET /workspaces/{id}/dashboard/share/{queryCount}/{clientUUID}`: a public link to a dashboard (the caller's active
 * one unless `dashboard_id` says which), made or found (Write: a link publishes, and read-only users publish nothing).
 */
export async function shareDashboard(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  options: { queryCount: number; dashboardId?: number | undefined },
): Promise<WorkspaceShare> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Write');
  const dashboards = await listDashboards(ctx.db, id);
  const chosen =
    options.dashboardId ?? activeDashboardId(dashboards, workspace.activeDashboardId, user.globalDashboards);
  const dashboard = dashboards.find((d) => d.id === chosen);
  if (!dashboard) throw dashboardNotFound();
  return linkFor(ctx, user, {
    kind: 'dashboard',
    workspaceId: id,
    target: dashboard.id,
    label: `${workspace.name}: ${dashboard.name}`,
    grouping: workspace.grouping,
    details: { dashboard_id: dashboard.id, chart_id: null, query_count: options.queryCount },
  });
}

/** `GET /workspaces/{id}/{section}/chart/share/{chartId}`: a public link to one chart (Write). */
export async function shareChart(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  section: string,
  chartId: number,
): Promise<WorkspaceShare> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Write');
  const chart = await getChart(ctx.db, id, chartId);
  // The path's section is the chart's (its group, key or whole path): a mismatch is a chart not found there.
  const [group, key] = chart ? chart.section.split('/') : [];
  if (!chart || ![group, key, chart.section].includes(section)) throw chartNotFound();
  return linkFor(ctx, user, {
    kind: 'chart',
    workspaceId: id,
    target: chart.id,
    label: `${workspace.name}: ${chart.title}`,
    grouping: workspace.grouping,
    details: {
      dashboard_id: chart.dashboardId,
      chart_id: chart.id,
      query_count: Math.max(1, (chart.config as ChartConfig).query_ids?.length ?? 0),
    },
  });
}

/** A link of this workspace and kind, for its managers (Write); another workspace's or kind's key is 404. */
async function ownLink(ctx: AppContext, user: UserRecord, id: number, kind: WorkspaceShareType, key: string) {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const row = await getWorkspaceShareByKey(ctx.db, id, key);
  if (!row || row.kind !== kind) throw new AppError('SHARE_NOT_FOUND');
  return row;
}

export async function getWorkspaceShare(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  kind: WorkspaceShareType,
  key: string,
): Promise<WorkspaceShare> {
  return present(ctx, await ownLink(ctx, user, id, kind, key));
}

/** `PATCH .../update_share`: the name a link shows under, its expiry, how many queries it shows (Write). */
export async function changeWorkspaceShare(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  kind: WorkspaceShareType,
  body: WorkspaceShareUpdateParsed,
): Promise<WorkspaceShare> {
  const row = await ownLink(ctx, user, id, kind, body.key);
  const expiresAt = body.expires_at === undefined ? undefined : body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.now().getTime())
    throw invalid('expires_at', 'The expiry must be in the future.');
  const change = {
    ...(body.display_name !== undefined ? { displayName: body.display_name || null } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(body.query_count !== undefined ? { details: { ...row.details, query_count: body.query_count } } : {}),
  };
  // A body naming only the key changes nothing, and answers the link as it is.
  if (Object.keys(change).length === 0) return present(ctx, row);
  return present(ctx, await updateWorkspaceShare(ctx.db, row.id, change));
}

/** `DELETE .../delete_share/{key}`: revokes the link; a visitor then gets 410 (Write). */
export async function revokeWorkspaceShare(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  kind: WorkspaceShareType,
  key: string,
): Promise<WorkspaceShare> {
  const row = await ownLink(ctx, user, id, kind, key);
  return present(ctx, (await revokeShareLink(ctx.db, row.id, ctx.now()))!);
}
