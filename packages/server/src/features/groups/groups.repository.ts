import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { customFieldSchemeGrants, customFieldSchemes } from '../../db/custom-field-tables';
import { folderShares, folders, groupManagers, groupMembers, groups, users } from '../../db/schema';
import { workspaceGroups, workspaces } from '../../db/workspace-tables';

export type GroupRow = typeof groups.$inferSelect;

/** One group of the organisation; another organisation's group is as absent as one that never existed. */
export async function getGroupOfOrganization(
  db: Database,
  organizationId: number,
  groupId: number,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.organizationId, organizationId)));
  return row;
}

export async function isGroupManager(db: Database, groupId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: groupManagers.userId })
    .from(groupManagers)
    .where(and(eq(groupManagers.groupId, groupId), eq(groupManagers.userId, userId)));
  return rows.length > 0;
}

export async function insertGroup(db: Database, values: { organizationId: number; name: string }): Promise<GroupRow> {
  const [row] = await db.insert(groups).values(values).returning();
  if (!row) throw new Error('insert into groups returned no row');
  return row;
}

export async function renameGroup(db: Database, groupId: number, name: string): Promise<void> {
  await db.update(groups).set({ name }).where(eq(groups.id, groupId));
}

/** Makes one group the organisation's default and every other group not, in one statement. */
export async function setDefaultGroup(db: Database, organizationId: number, groupId: number | null): Promise<void> {
  await db
    .update(groups)
    .set({ isDefault: groupId === null ? false : sql`${groups.id} = ${groupId}` })
    .where(eq(groups.organizationId, organizationId));
}

export async function deleteGroup(db: Database, groupId: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, groupId));
}

/** Of `userIds`, those who are users of the organisation and not deactivated. */
export async function activeUsersOfOrganization(
  db: Database,
  organizationId: number,
  userIds: number[],
): Promise<{ id: number; groupManager: boolean }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, groupManager: users.groupManager })
    .from(users)
    .where(and(anyOf(users.id, userIds), eq(users.organizationId, organizationId), isNull(users.deactivatedAt)));
}

/** Replaces the group's members with `userIds`. */
export async function replaceGroupMembers(db: Database, groupId: number, userIds: number[]): Promise<void> {
  await lockGroup(db, groupId);
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (userIds.length > 0) await db.insert(groupMembers).values(userIds.map((userId) => ({ groupId, userId })));
}

/** Replaces the group's managers with `userIds`. */
export async function replaceGroupManagers(db: Database, groupId: number, userIds: number[]): Promise<void> {
  await lockGroup(db, groupId);
  await db.delete(groupManagers).where(eq(groupManagers.groupId, groupId));
  if (userIds.length > 0) await db.insert(groupManagers).values(userIds.map((userId) => ({ groupId, userId })));
}

/** Members who were deactivated keep their rows (they come back on reactivation); these are they. */
export async function deactivatedMemberIds(db: Database, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), sql`${users.deactivatedAt} is not null`));
  return rows.map((r) => r.id);
}

/**
 * Locks the group's row until the transaction ends, so two replacements of its members or managers run one after the
 * other (the second's delete would otherwise miss the first's new rows and its insert collide with them).
 */
async function lockGroup(db: Database, groupId: number): Promise<void> {
  await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
}

// What a deleted group takes with it (its rows cascade), kept in the deletion's logged event so Undo can put it back.

/**
 * Everything that names the group: members (deactivated ones too), managers, folder shares, scheme grants and
 * workspace levels.
 */
export async function groupBelongings(db: Database, groupId: number) {
  // One after another: the deletion runs this in its transaction, whose single connection takes one query at a time.
  const members = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  const managers = await db
    .select({ id: groupManagers.userId })
    .from(groupManagers)
    .where(eq(groupManagers.groupId, groupId));
  const shares = await db
    .select({ folderId: folderShares.folderId, level: folderShares.level })
    .from(folderShares)
    .where(eq(folderShares.groupId, groupId));
  const grants = await db
    .select({ schemeId: customFieldSchemeGrants.schemeId })
    .from(customFieldSchemeGrants)
    .where(eq(customFieldSchemeGrants.groupId, groupId));
  const workspaceLevels = await db
    .select({ workspaceId: workspaceGroups.workspaceId, level: workspaceGroups.level })
    .from(workspaceGroups)
    .where(eq(workspaceGroups.groupId, groupId));
  return {
    memberIds: members.map((r) => r.id),
    managerIds: managers.map((r) => r.id),
    folderShares: shares,
    schemeIds: grants.map((r) => r.schemeId),
    workspaceLevels,
  };
}

/**
 * Puts a deleted group back under its old id (identity ids are never handed out twice, so only the group itself can
 * hold it); false when it is already there, e.g. a second undo of the same deletion made at the same moment.
 */
export async function reinsertGroup(db: Database, row: GroupRow): Promise<boolean> {
  const inserted = await db
    .insert(groups)
    .overridingSystemValue()
    .values(row)
    .onConflictDoNothing()
    .returning({ id: groups.id });
  return inserted.length === 1;
}

export async function hasDefaultGroup(db: Database, organizationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), eq(groups.isDefault, true)));
  return rows.length > 0;
}

/** Of `userIds`, those who are still users of the organisation (deactivated too), with their group-manager role. */
export async function usersOfOrganization(
  db: Database,
  organizationId: number,
  userIds: number[],
): Promise<{ id: number; groupManager: boolean }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, groupManager: users.groupManager })
    .from(users)
    .where(and(anyOf(users.id, userIds), eq(users.organizationId, organizationId)));
}

/** Shares folders with the group again, those of the organisation that still exist; answers how many. */
export async function insertGroupFolderShares(
  db: Database,
  organizationId: number,
  groupId: number,
  shares: { folderId: number; level: 'read' | 'write' | 'admin' }[],
): Promise<number> {
  if (shares.length === 0) return 0;
  const existing = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        anyOf(
          folders.id,
          shares.map((s) => s.folderId),
        ),
        eq(folders.organizationId, organizationId),
      ),
    );
  const kept = new Set(existing.map((f) => f.id));
  const rows = shares.filter((s) => kept.has(s.folderId)).map((s) => ({ ...s, groupId }));
  if (rows.length === 0) return 0;
  const inserted = await db.insert(folderShares).values(rows).onConflictDoNothing().returning({ id: folderShares.id });
  return inserted.length;
}

/** Grants the group its custom field schemes again, those of the organisation that still exist. */
export async function insertGroupSchemeGrants(
  db: Database,
  organizationId: number,
  groupId: number,
  schemeIds: number[],
): Promise<void> {
  if (schemeIds.length === 0) return;
  const existing = await db
    .select({ id: customFieldSchemes.id })
    .from(customFieldSchemes)
    .where(and(anyOf(customFieldSchemes.id, schemeIds), eq(customFieldSchemes.organizationId, organizationId)));
  if (existing.length === 0) return;
  await db
    .insert(customFieldSchemeGrants)
    .values(existing.map((scheme) => ({ schemeId: scheme.id, groupId })))
    .onConflictDoNothing();
}

/** Gives the group its levels on workspaces again, those of the organisation that still exist; answers how many. */
export async function insertGroupWorkspaceLevels(
  db: Database,
  organizationId: number,
  groupId: number,
  levels: { workspaceId: number; level: 'read' | 'write' | 'admin' }[],
): Promise<number> {
  if (levels.length === 0) return 0;
  const existing = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        anyOf(
          workspaces.id,
          levels.map((l) => l.workspaceId),
        ),
        eq(workspaces.organizationId, organizationId),
      ),
    );
  const kept = new Set(existing.map((w) => w.id));
  const rows = levels.filter((l) => kept.has(l.workspaceId)).map((l) => ({ ...l, groupId }));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(workspaceGroups)
    .values(rows)
    .onConflictDoNothing()
    .returning({ workspaceId: workspaceGroups.workspaceId });
  return inserted.length;
}
