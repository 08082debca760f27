import {
  AppError,
  WORKSPACE_EVENTS,
  WORKSPACE_VIEWER_TIMEOUT_MS,
  type Workspace,
  type WorkspaceActivityEntry,
  type WorkspaceCreateParsed,
  type WorkspaceEngagement,
  type WorkspaceMetricsParsed,
  type WorkspacePermissionsParsed,
  type WorkspaceQueryCreateParsed,
  type WorkspaceQueryUpdateParsed,
  type WorkspaceSummary,
  type WorkspaceUpdateParsed,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { publishWorkspaceEvent } from '../../realtime/workspace-broadcast';
import { checkGrantees } from '../folder-access/grantees';
import { parseOrThrow } from '../search/search-history';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';
import { levelToStored, workspaceAccess } from './workspace-access';
import { activeDashboardId, presentChart, presentDashboard } from './workspace-dashboards.presenter';
import { listCharts, listDashboards } from './workspace-dashboards.repository';
import { presentAnalysisTheme, presentWorkspace, presentWorkspaceSummary } from './workspaces.presenter';
import {
  type AnalysisThemeRow,
  deleteWorkspaceQuery,
  deleteWorkspaces,
  getAnalysisTheme,
  getWorkspaceForViewer,
  getWorkspaceQuery,
  insertWorkspace,
  insertWorkspaceEvent,
  insertWorkspaceQueries,
  labelIdsOnWorkspaces,
  listAdminWorkspacesBy,
  listWorkspaceEvents,
  listWorkspaceGroups,
  listWorkspaceQueries,
  listWorkspacesForViewer,
  listWorkspaceUsers,
  listWorkspaceViewers,
  lockWorkspace,
  mergeWorkspaceMetrics,
  replaceWorkspacePermissions,
  updateWorkspace,
  updateWorkspaceQuery,
  upsertWorkspaceViewer,
} from './workspaces.repository';

export function organizationOf(user: UserRecord): number {
  if (user.organizationId === null)
    throw new AppError('FORBIDDEN', { message: 'Workspaces belong to an organisation, and your account has none.' });
  return user.organizationId;
}

/** SPEC §3 grouping methods by the names the screens give them. */
const GROUPING_NAMES: Record<string, string> = {
  none: 'Publications',
  applicationnumber: 'Applications',
  simplefamily: 'Families',
  extendedfamily: 'Extended Families',
};

/** Records what the user did in the workspace, for its activity. */
export function record(
  db: Database,
  ctx: AppContext,
  user: UserRecord,
  workspaceId: number,
  action: string,
  message: string,
): Promise<void> {
  return insertWorkspaceEvent(db, { workspaceId, userId: user.id, action, message, at: ctx.now() });
}

export function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, fields: { [field]: [message] } });
}

/** Checks that a query parses (422 QUERY_INVALID with positions otherwise), before it is stored. */
function checkQuery(text: string): void {
  parseOrThrow(text);
}

async function labelsByWorkspace(ctx: AppContext, user: UserRecord, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  for (const link of await labelIdsOnWorkspaces(ctx.db, user.id, ids)) {
    out.set(link.workspaceId, [...(out.get(link.workspaceId) ?? []), link.labelId]);
  }
  return out;
}

/** The workspaces the user has a level on: by name, or most recently updated first and cut to `count`. */
export async function listWorkspaces(
  ctx: AppContext,
  user: UserRecord,
  options: { recent?: boolean; count?: number } = {},
): Promise<WorkspaceSummary[]> {
  const rows = await listWorkspacesForViewer(ctx.db, user, options);
  const labels = await labelsByWorkspace(
    ctx,
    user,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentWorkspaceSummary(row, user, labels.get(row.id) ?? []));
}

/** The whole workspace as the user sees it, after the access check by the caller. */
export async function present(ctx: AppContext, user: UserRecord, id: number): Promise<Workspace> {
  const row = await getWorkspaceForViewer(ctx.db, user, id);
  if (!row) throw new AppError('WORKSPACE_NOT_FOUND');
  const [queries, users, groups, labels, themeRow, dashboards, charts] = await Promise.all([
    listWorkspaceQueries(ctx.db, id),
    listWorkspaceUsers(ctx.db, id),
    listWorkspaceGroups(ctx.db, id),
    labelsByWorkspace(ctx, user, [id]),
    row.themeId === null ? undefined : getAnalysisTheme(ctx.db, row.themeId),
    listDashboards(ctx.db, id),
    listCharts(ctx.db, id),
  ]);
  const theme = themeRow ? presentAnalysisTheme(themeRow, themeRights(themeRow, user).editable) : null;
  const workspace = presentWorkspace(row, user, { queries, users, groups, theme, labelIds: labels.get(id) ?? [] });
  return {
    ...workspace,
    dashboards: dashboards.map(presentDashboard),
    charts: charts.map(presentChart),
    active_dashboard_id: activeDashboardId(dashboards, row.activeDashboardId, user.globalDashboards),
  };
}

export async function getWorkspace(ctx: AppContext, user: UserRecord, id: number): Promise<Workspace> {
  await workspaceAccess(ctx.db, user, id, 'Read');
  return present(ctx, user, id);
}

export async function createWorkspace(
  ctx: AppContext,
  user: UserRecord,
  body: WorkspaceCreateParsed,
): Promise<Workspace> {
  const organizationId = organizationOf(user);
  for (const query of body.queries) checkQuery(query.full_query);
  const at = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const workspaceId = await insertWorkspace(tx, {
      organizationId,
      ownerId: user.id,
      name: body.name,
      grouping: body.grouping,
      at,
    });
    await insertWorkspaceQueries(
      tx,
      workspaceId,
      body.queries.map((q) => ({
        name: q.name,
        fullQuery: q.full_query,
        filters: q.filters,
        grouping: q.grouping,
        at,
      })),
    );
    await record(tx, ctx, user, workspaceId, 'workspace.create', `Created the workspace “${body.name}”.`);
    return workspaceId;
  });
  return present(ctx, user, id);
}

/** Renames the workspace or changes its grouping (Write). */
export async function changeWorkspace(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: WorkspaceUpdateParsed,
): Promise<Workspace> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Write');
  await ctx.db.transaction(async (tx) => {
    await updateWorkspace(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.grouping !== undefined ? { grouping: body.grouping } : {}),
      updatedAt: ctx.now(),
    });
    if (body.name !== undefined && body.name !== workspace.name)
      await record(
        tx,
        ctx,
        user,
        id,
        'workspace.rename',
        `Renamed the workspace “${workspace.name}” to “${body.name}”.`,
      );
    if (body.grouping !== undefined && body.grouping !== workspace.grouping) {
      const [from, to] = [GROUPING_NAMES[workspace.grouping], GROUPING_NAMES[body.grouping]];
      await record(tx, ctx, user, id, 'workspace.grouping', `Changed the grouping from ${from} to ${to}.`);
    }
  });
  return present(ctx, user, id);
}

export async function deleteWorkspace(ctx: AppContext, user: UserRecord, id: number): Promise<{ message: string }> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Admin');
  await deleteWorkspaces(ctx.db, [id]);
  return { message: `Deleted the workspace “${workspace.name}”.` };
}

/**
 * A delete_by criterion as the path gives it: `owned` (no days), or `updated` from day `a` to day `b`, both included.
 */
export type DeleteByPath = { type: 'owned' | 'updated'; a?: string; b?: string };

/** A day written YYYY-MM-DD that exists (2031-02-30 does not), as midnight UTC. */
function day(field: 'a' | 'b', text: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    throw invalid(field, `There is no day ${text}.`);
  return date;
}

/** What a deletion by a criterion takes: the user's workspaces matching it on which they are Admin. */
async function workspacesDeletedBy(ctx: AppContext, user: UserRecord, by: DeleteByPath) {
  const withDays = by.a !== undefined && by.b !== undefined;
  if (by.type === 'owned' && withDays) throw invalid('type', 'A deletion of owned workspaces takes no days.');
  if (by.type === 'updated' && !withDays)
    throw invalid('type', 'A deletion by update date needs the days it runs from and to.');
  if (user.organizationId === null) return [];
  if (by.type === 'owned') return listAdminWorkspacesBy(ctx.db, user, { type: 'owned' });
  const from = day('a', by.a!);
  const to = day('b', by.b!);
  if (to < from) throw invalid('b', 'The end of the range comes before its start.');
  // The end day is included.
  return listAdminWorkspacesBy(ctx.db, user, { type: 'updated', from, to: new Date(to.getTime() + 86_400_000) });
}

function presentDeleted(rows: { id: number; name: string; updatedAt: Date }[]) {
  return { data: rows.map((r) => ({ id: r.id, name: r.name, updated_at: r.updatedAt.toISOString() })) };
}

/** `GET /workspaces/delete_by/...`: what the deletion would take, changing nothing. */
export async function previewDeleteBy(ctx: AppContext, user: UserRecord, by: DeleteByPath) {
  return presentDeleted(await workspacesDeletedBy(ctx, user, by));
}

/** `DELETE /workspaces/delete_by/...`: deletes what the criterion names, answering what it took. */
export async function deleteBy(ctx: AppContext, user: UserRecord, by: DeleteByPath) {
  const rows = await workspacesDeletedBy(ctx, user, by);
  await deleteWorkspaces(
    ctx.db,
    rows.map((r) => r.id),
  );
  return presentDeleted(rows);
}

export async function addQuery(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: WorkspaceQueryCreateParsed,
): Promise<Workspace> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  checkQuery(body.full_query);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await insertWorkspaceQueries(tx, id, [
      { name: body.name, fullQuery: body.full_query, filters: body.filters, grouping: body.grouping, at },
    ]);
    await updateWorkspace(tx, id, { updatedAt: at });
    await record(tx, ctx, user, id, 'workspace.query.add', `Added the query “${body.name}”.`);
  });
  return present(ctx, user, id);
}

async function queryOf(ctx: AppContext, workspaceId: number, queryId: number) {
  const query = await getWorkspaceQuery(ctx.db, workspaceId, queryId);
  if (!query) throw new AppError('WORKSPACE_QUERY_NOT_FOUND');
  return query;
}

export async function changeQuery(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  queryId: number,
  body: WorkspaceQueryUpdateParsed,
): Promise<Workspace> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const query = await queryOf(ctx, id, queryId);
  if (body.full_query !== undefined) checkQuery(body.full_query);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateWorkspaceQuery(tx, queryId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.full_query !== undefined ? { fullQuery: body.full_query } : {}),
      ...(body.filters !== undefined ? { filters: body.filters } : {}),
      ...(body.grouping !== undefined ? { grouping: body.grouping } : {}),
      updatedAt: at,
    });
    await updateWorkspace(tx, id, { updatedAt: at });
    const renamed = body.name !== undefined && body.name !== query.name ? ` (now “${body.name}”)` : '';
    await record(tx, ctx, user, id, 'workspace.query.change', `Changed the query “${query.name}”${renamed}.`);
  });
  return present(ctx, user, id);
}

export async function removeQuery(ctx: AppContext, user: UserRecord, id: number, queryId: number): Promise<Workspace> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const query = await queryOf(ctx, id, queryId);
  await ctx.db.transaction(async (tx) => {
    await deleteWorkspaceQuery(tx, queryId);
    await updateWorkspace(tx, id, { updatedAt: ctx.now() });
    await record(tx, ctx, user, id, 'workspace.query.remove', `Removed the query “${query.name}”.`);
  });
  return present(ctx, user, id);
}

/**
 * Replaces the users and groups with a level on the workspace (Admin). Grantees must be of the workspace's
 * organisation; the owner always has Admin and is not listed.
 */
export async function setPermissions(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: WorkspacePermissionsParsed,
): Promise<Workspace> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Admin');
  await checkGrantees(ctx.db, workspace.organizationId, body, {
    id: workspace.ownerId,
    message: 'The workspace’s owner always has Admin permission.',
  });
  await ctx.db.transaction(async (tx) => {
    await lockWorkspace(tx, id);
    await replaceWorkspacePermissions(tx, id, {
      users: body.users.map((u) => ({ userId: u.id, level: levelToStored(u.level) })),
      groups: body.groups.map((g) => ({ groupId: g.id, level: levelToStored(g.level) })),
    });
    await updateWorkspace(tx, id, { updatedAt: ctx.now() });
    const message = `Changed who may use the workspace: ${body.users.length} users, ${body.groups.length} groups.`;
    await record(tx, ctx, user, id, 'workspace.permissions', message);
  });
  // Read without the access check: an Admin by entry may just have given their own Admin away.
  return present(ctx, user, id);
}

/** Stores the metrics the SPA computed (SPEC §9 labels), merged over the ones before (Write). */
export async function updateMetrics(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: WorkspaceMetricsParsed,
): Promise<Workspace> {
  await workspaceAccess(ctx.db, user, id, 'Write');
  const given = Object.fromEntries(Object.entries(body.metricData).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number | null
  >;
  await mergeWorkspaceMetrics(ctx.db, id, given);
  return present(ctx, user, id);
}

/** What was done in the workspace, by whom and when, newest first (Read). */
export async function activity(ctx: AppContext, user: UserRecord, id: number): Promise<WorkspaceActivityEntry[]> {
  await workspaceAccess(ctx.db, user, id, 'Read');
  const rows = await listWorkspaceEvents(ctx.db, id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    user:
      r.userId !== null && r.email !== null
        ? { id: r.userId, email: r.email, name: personName(r.firstName, r.lastName, r.email) }
        : null,
  }));
}

/** The viewers as every page shows them: who has been in, where each is, and whether still active. */
function presentViewers(ctx: AppContext, viewers: Awaited<ReturnType<typeof listWorkspaceViewers>>) {
  const now = ctx.now().getTime();
  return viewers.map((v) => ({
    id: v.userId,
    email: v.email,
    name: personName(v.firstName, v.lastName, v.email),
    section: v.section,
    active_at: v.activeAt.toISOString(),
    first_seen_at: v.firstSeenAt.toISOString(),
    visits: v.visits,
    active: v.section !== null && now - v.activeAt.getTime() <= WORKSPACE_VIEWER_TIMEOUT_MS,
  }));
}

/** Who has been in the workspace, who is in it now (a ping within two intervals), and when it was last used. */
export async function engagement(ctx: AppContext, user: UserRecord, id: number): Promise<WorkspaceEngagement> {
  const { workspace } = await workspaceAccess(ctx.db, user, id, 'Read');
  const viewers = await listWorkspaceViewers(ctx.db, id);
  return { engaged_at: workspace.engagedAt?.toISOString() ?? null, viewers: presentViewers(ctx, viewers) };
}

/**
 * The user's active marker (SPEC §4): in `section` now (the 30-second ping), or gone (`null`, on leaving). The
 * others are told (viewers.updated) when it says something new: another section, leaving, or coming back after
 * timing out; a ping that changes nothing they show is not announced.
 */
export async function setActive(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  section: string | null,
  clientUuid: string | null = null,
): Promise<{ section: string | null; active_at: string }> {
  await workspaceAccess(ctx.db, user, id, 'Read');
  const at = ctx.now();
  const before = (await listWorkspaceViewers(ctx.db, id)).find((v) => v.userId === user.id);
  const news =
    !before ||
    before.section !== section ||
    (section !== null && at.getTime() - before.activeAt.getTime() > WORKSPACE_VIEWER_TIMEOUT_MS);
  await ctx.db.transaction(async (tx) => {
    await upsertWorkspaceViewer(tx, { workspaceId: id, userId: user.id, section, at });
    await updateWorkspace(tx, id, { engagedAt: at });
  });
  if (news) {
    const viewers = presentViewers(ctx, await listWorkspaceViewers(ctx.db, id));
    await publishWorkspaceEvent(ctx, id, WORKSPACE_EVENTS.viewersUpdated, { viewers }, clientUuid);
  }
  return { section, active_at: at.toISOString() };
}

/** Whether the user may use the theme (their own, or their organisation's), and change it. */
export function themeRights(theme: AnalysisThemeRow, user: UserRecord): { visible: boolean; editable: boolean } {
  if (theme.organizationId !== user.organizationId) return { visible: false, editable: false };
  if (theme.userId === null) return { visible: true, editable: user.isAdmin };
  return { visible: theme.userId === user.id, editable: theme.userId === user.id };
}
