import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { folders, groupMembers, groups, organizations, searches, users, userTypes } from '../../db/schema';
import type { UserRecord } from '../users/users.repository';

/** A user of the organisation, active or deactivated; undefined for anyone else's (so callers answer 404). */
export async function getOrganizationUser(
  db: Database,
  organizationId: number,
  userId: number,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  return row;
}

/** The profile and role columns an administrator changes. */
export type UserProfileChange = Partial<
  Pick<
    UserRecord,
    'firstName' | 'lastName' | 'isAdmin' | 'groupManager' | 'isEndUser' | 'isReadOnly' | 'userTypeId' | 'deactivatedAt'
  >
> & { updatedAt: Date };

export async function updateUserProfile(db: Database, userId: number, change: UserProfileChange): Promise<UserRecord> {
  const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`update of user ${userId} returned no row`);
  return row;
}

/**
 * Holds the organisation's row until the transaction ends, so two admins demoting each other at once cannot both
 * pass the "another admin is left" check.
 */
export async function lockOrganization(db: Database, organizationId: number): Promise<void> {
  await db.execute(
    sql`select ${organizations.id} from ${organizations} where ${organizations.id} = ${organizationId} for update`,
  );
}

/** Active admins of the organisation other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Database, organizationId: number, exceptUserId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isAdmin, true),
        isNull(users.deactivatedAt),
        ne(users.id, exceptUserId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Which of `ids` are groups of the organisation. */
export async function groupIdsOfOrganization(db: Database, organizationId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), anyOf(groups.id, ids)));
  return rows.map((r) => r.id);
}

export async function userTypeExists(db: Database, organizationId: number, userTypeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(and(eq(userTypes.id, userTypeId), eq(userTypes.organizationId, organizationId)));
  return rows.length > 0;
}

/** Makes the user a member of exactly these groups (all of the user's organisation, checked by the caller). */
export async function replaceUserGroups(db: Database, userId: number, groupIds: number[]): Promise<void> {
  await db.delete(groupMembers).where(eq(groupMembers.userId, userId));
  if (groupIds.length > 0) {
    await db.insert(groupMembers).values(groupIds.map((groupId) => ({ groupId, userId })));
  }
}

/** Gives every folder the user created (deleted ones in their undo window too) to another user; answers how many. */
export async function moveFoldersToCreator(db: Database, fromUserId: number, toUserId: number): Promise<number> {
  const rows = await db
    .update(folders)
    .set({ creatorId: toUserId })
    .where(eq(folders.creatorId, fromUserId))
    .returning({ id: folders.id });
  return rows.length;
}

/** A user's saved searches, deleted ones included, in number order. */
export async function listAllSearchesOfUser(db: Database, userId: number) {
  return db
    .select({ id: searches.id, queryIndex: searches.queryIndex, query: searches.query, deletedAt: searches.deletedAt })
    .from(searches)
    .where(eq(searches.userId, userId))
    .orderBy(searches.queryIndex);
}

/**
 * Moves all of a user's saved searches to another user, each under its number plus `offset` (the receiver's highest
 * number), so they keep their order and follow the receiver's own searches.
 */
export async function moveSearchesToUser(
  db: Database,
  fromUserId: number,
  toUserId: number,
  offset: number,
): Promise<void> {
  await db
    .update(searches)
    .set({ userId: toUserId, queryIndex: sql`${searches.queryIndex} + ${offset}` })
    .where(eq(searches.userId, fromUserId));
}

export async function updateSearchQuery(db: Database, searchId: number, query: string): Promise<void> {
  await db.update(searches).set({ query }).where(eq(searches.id, searchId));
}
