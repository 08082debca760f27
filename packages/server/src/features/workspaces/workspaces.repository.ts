import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { groupMembers, groups, users } from '../../db/schema';
import {
  analysisSets,
  analysisThemes,
  type StoredFilters,
  workspaceEvents,
  workspaceGroups,
  workspaceLabelLinks,
  workspaceLabels,
  workspaceQueries,
  workspaces,
  workspaceUsers,
  workspaceViewers,
} from '../../db/workspace-tables';

/** A user as workspace access needs them: who, and in which organisation. */
export type WorkspaceViewer = { id: number; organizationId: number | null };
export type StoredLevel = 'read' | 'write' | 'admin';

const RANK_SQL = (column: string) => sql.raw(`case ${column} when 'admin' then 3 when 'write' then 2 else 1 end`);

/** The viewer's level through their own entry (0 when none). */
function userLevel(userId: number) {
  return sql<number>`coalesce((select ${RANK_SQL('wu.level')} from ${workspaceUsers} wu
    where wu.workspace_id = ${workspaces.id} and wu.user_id = ${userId}), 0)`;
}

/** The viewer's highest level through the groups they are in (0 when none). */
function groupLevel(userId: number) {
  return sql<number>`coalesce((select max(${RANK_SQL('wg.level')}) from ${workspaceGroups} wg
    join ${groupMembers} gm on gm.group_id = wg.group_id
    where wg.workspace_id = ${workspaces.id} and gm.user_id = ${userId}), 0)`;
}

/**
 * The viewer's level as a number (0 none, 1 Read, 2 Write, 3 Admin): the owner has Admin; otherwise the highest of
 * their own entry and their groups' entries (SPEC §6).
 */
function levelOf(userId: number) {
  return sql<number>`greatest(case when ${workspaces.ownerId} = ${userId} then 3 else 0 end,
    ${userLevel(userId)}, ${groupLevel(userId)})`.mapWith(Number);
}

/** Where the level comes from: owner first, then the user's own entry when it is at least the groups'. */
function accessTypeOf(userId: number) {
  return sql<'owner' | 'user' | 'group'>`case
    when ${workspaces.ownerId} = ${userId} then 'owner'
    when ${userLevel(userId)} >= ${groupLevel(userId)} then 'user'
    else 'group' end`;
}

function columns(userId: number) {
  return {
    id: workspaces.id,
    organizationId: workspaces.organizationId,
    name: workspaces.name,
    grouping: workspaces.grouping,
    metrics: workspaces.metrics,
    themeId: workspaces.themeId,
    setType: workspaces.setType,
    setId: workspaces.setId,
    activeDashboardId: workspaces.activeDashboardId,
    engagedAt: workspaces.engagedAt,
    createdAt: workspaces.createdAt,
    updatedAt: workspaces.updatedAt,
    ownerId: workspaces.ownerId,
    ownerEmail: users.email,
    ownerFirstName: users.firstName,
    ownerLastName: users.lastName,
    level: levelOf(userId),
    accessType: accessTypeOf(userId),
    queryCount:
      sql<number>`(select count(*) from ${workspaceQueries} q where q.workspace_id = ${workspaces.id})`.mapWith(Number),
  };
}

export type WorkspaceRow = Awaited<ReturnType<typeof listWorkspacesForViewer>>[number];

/**
 * The workspaces of the viewer's organisation they have a level on: by name, or (`recent`) most recently updated
 * first, cut to `count` when given (SPEC §9).
 */
export async function listWorkspacesForViewer(
  db: Database,
  viewer: WorkspaceViewer,
  options: { recent?: boolean; count?: number } = {},
) {
  if (viewer.organizationId === null) return [];
  const query = db
    .select(columns(viewer.id))
    .from(workspaces)
    .leftJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(workspaces.organizationId, viewer.organizationId), sql`${levelOf(viewer.id)} > 0`))
    .orderBy(
      ...(options.recent
        ? [desc(workspaces.updatedAt), desc(workspaces.id)]
        : [asc(sql`lower(${workspaces.name})`), asc(workspaces.id)]),
    );
  return options.count === undefined ? query : query.limit(options.count);
}

/** One workspace with the viewer's level (0 included), or undefined when it does not exist or is another organisation's. */
export async function getWorkspaceForViewer(
  db: Database,
  viewer: WorkspaceViewer,
  workspaceId: number,
): Promise<WorkspaceRow | undefined> {
  if (viewer.organizationId === null) return undefined;
  const [row] = await db
    .select(columns(viewer.id))
    .from(workspaces)
    .leftJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.organizationId, viewer.organizationId)));
  return row;
}

/** The viewer's workspaces matching a deletion criterion on which they are Admin. */
export async function listAdminWorkspacesBy(
  db: Database,
  viewer: WorkspaceViewer,
  by: { type: 'owned' } | { type: 'updated'; from: Date; to: Date },
): Promise<{ id: number; name: string; updatedAt: Date }[]> {
  if (viewer.organizationId === null) return [];
  const criterion =
    by.type === 'owned'
      ? eq(workspaces.ownerId, viewer.id)
      : and(gte(workspaces.updatedAt, by.from), lt(workspaces.updatedAt, by.to));
  return db
    .select({ id: workspaces.id, name: workspaces.name, updatedAt: workspaces.updatedAt })
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, viewer.organizationId), criterion, sql`${levelOf(viewer.id)} = 3`))
    .orderBy(asc(workspaces.id));
}

export async function insertWorkspace(
  db: Database,
  values: { organizationId: number; ownerId: number; name: string; grouping: string; at: Date },
): Promise<number> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(workspaces)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning({ id: workspaces.id });
  if (!row) throw new Error('insert into workspaces returned no row');
  return row.id;
}

export async function updateWorkspace(
  db: Database,
  workspaceId: number,
  values: {
    name?: string;
    grouping?: string;
    metrics?: Record<string, string | number | null>;
    themeId?: number | null;
    setType?: 'set' | 'global' | null;
    setId?: number | null;
    updatedAt?: Date;
    engagedAt?: Date;
  },
): Promise<void> {
  await db.update(workspaces).set(values).where(eq(workspaces.id, workspaceId));
}

/** Merges metrics over the stored ones in one statement, so two saves at once both keep their keys. */
export async function mergeWorkspaceMetrics(
  db: Database,
  workspaceId: number,
  metrics: Record<string, string | number | null>,
): Promise<void> {
  await db
    .update(workspaces)
    .set({ metrics: sql`${workspaces.metrics} || ${JSON.stringify(metrics)}::jsonb` })
    .where(eq(workspaces.id, workspaceId));
}

/**
 * Takes the workspace's row lock for the rest of the transaction, so two replacements of its users and groups run
 * one after the other (the second's delete would otherwise miss the first's new rows and its insert collide).
 */
export async function lockWorkspace(db: Database, workspaceId: number): Promise<void> {
  await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

export async function deleteWorkspaces(db: Database, workspaceIds: number[]): Promise<void> {
  if (workspaceIds.length === 0) return;
  await db.delete(workspaces).where(anyOf(workspaces.id, workspaceIds));
}

export type WorkspaceQueryRow = typeof workspaceQueries.$inferSelect;

export async function listWorkspaceQueries(db: Database, workspaceId: number): Promise<WorkspaceQueryRow[]> {
  return db
    .select()
    .from(workspaceQueries)
    .where(eq(workspaceQueries.workspaceId, workspaceId))
    .orderBy(asc(workspaceQueries.id));
}

export async function getWorkspaceQuery(
  db: Database,
  workspaceId: number,
  queryId: number,
): Promise<WorkspaceQueryRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaceQueries)
    .where(and(eq(workspaceQueries.workspaceId, workspaceId), eq(workspaceQueries.id, queryId)));
  return row;
}

export async function insertWorkspaceQueries(
  db: Database,
  workspaceId: number,
  rows: { name: string; fullQuery: string; filters: StoredFilters; grouping: string; at: Date }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(workspaceQueries)
    .values(rows.map(({ at, ...r }) => ({ ...r, workspaceId, createdAt: at, updatedAt: at })))
    .returning({ id: workspaceQueries.id });
  return inserted.map((r) => r.id);
}

export async function updateWorkspaceQuery(
  db: Database,
  queryId: number,
  values: { name?: string; fullQuery?: string; filters?: StoredFilters; grouping?: string; updatedAt: Date },
): Promise<void> {
  await db.update(workspaceQueries).set(values).where(eq(workspaceQueries.id, queryId));
}

export async function deleteWorkspaceQuery(db: Database, queryId: number): Promise<void> {
  await db.delete(workspaceQueries).where(eq(workspaceQueries.id, queryId));
}

/** Which of `ids` are queries of the workspace. */
export async function queriesOfWorkspace(db: Database, workspaceId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: workspaceQueries.id })
    .from(workspaceQueries)
    .where(and(eq(workspaceQueries.workspaceId, workspaceId), anyOf(workspaceQueries.id, ids)));
  return rows.map((r) => r.id);
}

/** The users with an entry on the workspace, with their names. */
export async function listWorkspaceUsers(db: Database, workspaceId: number) {
  return db
    .select({
      userId: workspaceUsers.userId,
      level: workspaceUsers.level,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(workspaceUsers)
    .innerJoin(users, eq(users.id, workspaceUsers.userId))
    .where(eq(workspaceUsers.workspaceId, workspaceId))
    .orderBy(asc(users.id));
}

/** The groups with an entry on the workspace, with their names and members. */
export async function listWorkspaceGroups(db: Database, workspaceId: number) {
  return db
    .select({
      groupId: workspaceGroups.groupId,
      level: workspaceGroups.level,
      name: groups.name,
      memberIds: sql<number[]>`coalesce((select array_agg(gm.user_id order by gm.user_id) from ${groupMembers} gm
        where gm.group_id = ${workspaceGroups.groupId}), '{}')`,
    })
    .from(workspaceGroups)
    .innerJoin(groups, eq(groups.id, workspaceGroups.groupId))
    .where(eq(workspaceGroups.workspaceId, workspaceId))
    .orderBy(asc(groups.id));
}

/** Replaces every user and group entry of the workspace (run inside a transaction). */
export async function replaceWorkspacePermissions(
  db: Database,
  workspaceId: number,
  entries: { users: { userId: number; level: StoredLevel }[]; groups: { groupId: number; level: StoredLevel }[] },
): Promise<void> {
  await db.delete(workspaceUsers).where(eq(workspaceUsers.workspaceId, workspaceId));
  await db.delete(workspaceGroups).where(eq(workspaceGroups.workspaceId, workspaceId));
  if (entries.users.length > 0)
    await db.insert(workspaceUsers).values(entries.users.map((u) => ({ workspaceId, ...u })));
  if (entries.groups.length > 0)
    await db.insert(workspaceGroups).values(entries.groups.map((g) => ({ workspaceId, ...g })));
}

/** Records the user's presence: where they are now (null: they left), counting a new visit after a leave. */
export async function upsertWorkspaceViewer(
  db: Database,
  values: { workspaceId: number; userId: number; section: string | null; at: Date },
): Promise<void> {
  await db
    .insert(workspaceViewers)
    .values({
      workspaceId: values.workspaceId,
      userId: values.userId,
      section: values.section,
      activeAt: values.at,
      firstSeenAt: values.at,
    })
    .onConflictDoUpdate({
      target: [workspaceViewers.workspaceId, workspaceViewers.userId],
      set: {
        section: values.section,
        activeAt: values.at,
        visits: sql`${workspaceViewers.visits} + case when ${workspaceViewers.section} is null and ${values.section}::text is not null then 1 else 0 end`,
      },
    });
}

/** Everyone who has been in the workspace, most recently active first. */
export async function listWorkspaceViewers(db: Database, workspaceId: number) {
  return db
    .select({
      userId: workspaceViewers.userId,
      section: workspaceViewers.section,
      activeAt: workspaceViewers.activeAt,
      firstSeenAt: workspaceViewers.firstSeenAt,
      visits: workspaceViewers.visits,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(workspaceViewers)
    .innerJoin(users, eq(users.id, workspaceViewers.userId))
    .where(eq(workspaceViewers.workspaceId, workspaceId))
    .orderBy(desc(workspaceViewers.activeAt), asc(workspaceViewers.userId));
}

export type WorkspaceLabelRow = typeof workspaceLabels.$inferSelect;

/** The user's labels by name, each with the workspaces it is on. */
export async function listWorkspaceLabelsOfUser(db: Database, userId: number) {
  return db
    .select({
      id: workspaceLabels.id,
      name: workspaceLabels.name,
      colour: workspaceLabels.colour,
      workspaceIds: sql<number[]>`coalesce((select array_agg(l.workspace_id order by l.workspace_id)
        from ${workspaceLabelLinks} l where l.label_id = ${workspaceLabels.id}), '{}')`,
    })
    .from(workspaceLabels)
    .where(eq(workspaceLabels.userId, userId))
    .orderBy(asc(workspaceLabels.nameKey), asc(workspaceLabels.id));
}

export async function getWorkspaceLabel(db: Database, labelId: number): Promise<WorkspaceLabelRow | undefined> {
  const [row] = await db.select().from(workspaceLabels).where(eq(workspaceLabels.id, labelId));
  return row;
}

/** Inserts a label; undefined when the user already has one of that name. */
export async function insertWorkspaceLabel(
  db: Database,
  values: { userId: number; name: string; colour: string },
): Promise<WorkspaceLabelRow | undefined> {
  const [row] = await db
    .insert(workspaceLabels)
    .values({ ...values, nameKey: values.name.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteWorkspaceLabel(db: Database, labelId: number): Promise<void> {
  await db.delete(workspaceLabels).where(eq(workspaceLabels.id, labelId));
}

export async function setWorkspaceLabelLink(
  db: Database,
  workspaceId: number,
  labelId: number,
  on: boolean,
): Promise<void> {
  if (on) await db.insert(workspaceLabelLinks).values({ workspaceId, labelId }).onConflictDoNothing();
  else
    await db
      .delete(workspaceLabelLinks)
      .where(and(eq(workspaceLabelLinks.workspaceId, workspaceId), eq(workspaceLabelLinks.labelId, labelId)));
}

/** For some workspaces, the ids of the user's labels on each. */
export async function labelIdsOnWorkspaces(
  db: Database,
  userId: number,
  workspaceIds: number[],
): Promise<{ workspaceId: number; labelId: number }[]> {
  if (workspaceIds.length === 0) return [];
  return db
    .select({ workspaceId: workspaceLabelLinks.workspaceId, labelId: workspaceLabelLinks.labelId })
    .from(workspaceLabelLinks)
    .innerJoin(workspaceLabels, eq(workspaceLabels.id, workspaceLabelLinks.labelId))
    .where(and(eq(workspaceLabels.userId, userId), anyOf(workspaceLabelLinks.workspaceId, workspaceIds)))
    .orderBy(asc(workspaceLabelLinks.labelId));
}

export type AnalysisThemeRow = typeof analysisThemes.$inferSelect;

/** The themes a user may use: their own and their organisation's (only their own with `usersOnly`). */
export async function listAnalysisThemes(
  db: Database,
  viewer: { id: number; organizationId: number },
  usersOnly: boolean,
): Promise<AnalysisThemeRow[]> {
  const own = eq(analysisThemes.userId, viewer.id);
  return db
    .select()
    .from(analysisThemes)
    .where(
      and(
        eq(analysisThemes.organizationId, viewer.organizationId),
        usersOnly ? own : or(own, isNull(analysisThemes.userId)),
      ),
    )
    .orderBy(asc(sql`lower(${analysisThemes.name})`), asc(analysisThemes.id));
}

export async function getAnalysisTheme(db: Database, themeId: number): Promise<AnalysisThemeRow | undefined> {
  const [row] = await db.select().from(analysisThemes).where(eq(analysisThemes.id, themeId));
  return row;
}

export async function insertAnalysisTheme(
  db: Database,
  values: { organizationId: number; userId: number | null; name: string; colourRange: (string | number | null)[][] },
): Promise<AnalysisThemeRow> {
  const [row] = await db.insert(analysisThemes).values(values).returning();
  if (!row) throw new Error('insert into analysis_themes returned no row');
  return row;
}

export async function updateAnalysisTheme(
  db: Database,
  themeId: number,
  values: { name?: string; colourRange?: (string | number | null)[][]; updatedAt: Date },
): Promise<void> {
  await db.update(analysisThemes).set(values).where(eq(analysisThemes.id, themeId));
}

export async function deleteAnalysisTheme(db: Database, themeId: number): Promise<void> {
  await db.delete(analysisThemes).where(eq(analysisThemes.id, themeId));
}

/**
 * Makes the theme the default of its scope (its user's, or its organisation's), unmarking the previous one; or
 * unmarks it. Run inside a transaction.
 */
export async function setAnalysisThemeDefault(db: Database, theme: AnalysisThemeRow, on: boolean): Promise<void> {
  if (on) {
    const scope =
      theme.userId === null
        ? and(eq(analysisThemes.organizationId, theme.organizationId), isNull(analysisThemes.userId))
        : eq(analysisThemes.userId, theme.userId);
    await db
      .update(analysisThemes)
      .set({ isDefault: false })
      .where(and(scope, eq(analysisThemes.isDefault, true)));
  }
  await db.update(analysisThemes).set({ isDefault: on }).where(eq(analysisThemes.id, theme.id));
}

export type AnalysisSetRow = typeof analysisSets.$inferSelect;

export async function insertAnalysisSet(
  db: Database,
  values: {
    organizationId: number;
    workspaceId: number | null;
    createdBy: number;
    name: string;
    queryIds: number[];
    filters: StoredFilters;
  },
): Promise<AnalysisSetRow> {
  const [row] = await db.insert(analysisSets).values(values).returning();
  if (!row) throw new Error('insert into analysis_sets returned no row');
  return row;
}

export async function getAnalysisSet(db: Database, setId: number): Promise<AnalysisSetRow | undefined> {
  const [row] = await db.select().from(analysisSets).where(eq(analysisSets.id, setId));
  return row;
}

/** The sets a workspace may apply: its own and its organisation's global ones. */
export async function listAnalysisSets(
  db: Database,
  organizationId: number,
  workspaceId: number | null,
): Promise<AnalysisSetRow[]> {
  const scope =
    workspaceId === null
      ? isNull(analysisSets.workspaceId)
      : or(isNull(analysisSets.workspaceId), eq(analysisSets.workspaceId, workspaceId));
  return db
    .select()
    .from(analysisSets)
    .where(and(eq(analysisSets.organizationId, organizationId), scope))
    .orderBy(asc(analysisSets.id));
}

/** Records what a user did in a workspace, for its activity. */
export async function insertWorkspaceEvent(
  db: Database,
  values: { workspaceId: number; userId: number; action: string; message: string; at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await db.insert(workspaceEvents).values({ ...rest, createdAt: at });
}

/** What was done in the workspace, newest first, with who did it. */
export async function listWorkspaceEvents(db: Database, workspaceId: number, limit = 500) {
  return db
    .select({
      id: workspaceEvents.id,
      action: workspaceEvents.action,
      message: workspaceEvents.message,
      createdAt: workspaceEvents.createdAt,
      userId: workspaceEvents.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(workspaceEvents)
    .leftJoin(users, eq(users.id, workspaceEvents.userId))
    .where(eq(workspaceEvents.workspaceId, workspaceId))
    .orderBy(desc(workspaceEvents.id))
    .limit(limit);
}

/**
 * Hands a user's workspaces to another user (a deactivated colleague's work, issue 16's hand-over): the receiver
 * becomes their owner, and any entry the receiver had on them goes, since the owner has Admin. Answers how many.
 */
export async function moveWorkspacesToOwner(db: Database, fromUserId: number, toUserId: number): Promise<number> {
  const moved = await db
    .update(workspaces)
    .set({ ownerId: toUserId })
    .where(eq(workspaces.ownerId, fromUserId))
    .returning({ id: workspaces.id });
  const ids = moved.map((w) => w.id);
  if (ids.length > 0)
    await db
      .delete(workspaceUsers)
      .where(and(eq(workspaceUsers.userId, toUserId), anyOf(workspaceUsers.workspaceId, ids)));
  return ids.length;
}
