import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { folderPatents, folderPins, folderShares, folders, groups, organizations, users } from '../../db/schema';

/** A user as folder access needs them: who, and in which organisation. */
export type FolderViewer = { id: number; organizationId: number | null };

/**
 * The viewer's level in a folder as a number (0 none, 1 read, 2 write, 3 admin): the creator has admin; otherwise the
 * highest level of the viewer's own share and their groups' shares.
 */
function levelOf(userId: number) {
  return sql<number>`greatest(
    case when ${folders.creatorId} = ${userId} then 3 else 0 end,
    coalesce((
      select max(case s.level when 'admin' then 3 when 'write' then 2 else 1 end)
      from ${folderShares} s
      where s.folder_id = ${folders.id}
        and (s.user_id = ${userId}
          or s.group_id in (select gm.group_id from group_members gm where gm.user_id = ${userId}))
    ), 0)
  )`.mapWith(Number);
}

function columns(userId: number) {
  return {
    id: folders.id,
    organizationId: folders.organizationId,
    name: folders.name,
    description: folders.description,
    categoryId: folders.categoryId,
    creatorId: folders.creatorId,
    creatorEmail: users.email,
    creatorFirstName: users.firstName,
    creatorLastName: users.lastName,
    createdAt: folders.createdAt,
    updatedAt: folders.updatedAt,
    deletedAt: folders.deletedAt,
    level: levelOf(userId),
    patentCount: sql<number>`(select count(*) from folder_patents p where p.folder_id = ${folders.id})`.mapWith(Number),
    pinnedUsers: sql<number[]>`coalesce((select array_agg(fp.user_id order by fp.user_id) from ${folderPins} fp
      where fp.folder_id = ${folders.id}), '{}')`,
  };
}

export type FolderRow = Awaited<ReturnType<typeof listFoldersForViewer>>[number];

/** Every live folder of the viewer's organisation they have a level on, by name. */
export async function listFoldersForViewer(db: Database, viewer: FolderViewer) {
  if (viewer.organizationId === null) return [];
  return db
    .select(columns(viewer.id))
    .from(folders)
    .leftJoin(users, eq(users.id, folders.creatorId))
    .where(
      and(eq(folders.organizationId, viewer.organizationId), isNull(folders.deletedAt), sql`${levelOf(viewer.id)} > 0`),
    )
    .orderBy(asc(sql`lower(${folders.name})`), asc(folders.id));
}

/**
 * For some ucids, the live folders the viewer pinned and still has a level on that hold each (the results table's
 * "pinned folders" column), by folder name.
 */
export async function pinnedFoldersHolding(db: Database, viewer: FolderViewer, ucids: string[]) {
  if (viewer.organizationId === null || ucids.length === 0) return [];
  return db
    .select({ ucid: folderPatents.ucid, id: folders.id, name: folders.name })
    .from(folderPatents)
    .innerJoin(folders, eq(folders.id, folderPatents.folderId))
    .innerJoin(folderPins, and(eq(folderPins.folderId, folders.id), eq(folderPins.userId, viewer.id)))
    .where(
      and(
        anyOf(folderPatents.ucid, ucids),
        eq(folders.organizationId, viewer.organizationId),
        isNull(folders.deletedAt),
        sql`${levelOf(viewer.id)} > 0`,
      ),
    )
    .orderBy(asc(sql`lower(${folders.name})`), asc(folders.id));
}

/**
 * One folder with the viewer's level, or undefined when it does not exist, is another organisation's, or (unless
 * `deleted` asks for a deleted one) is deleted. A level of 0 is returned as is: the caller decides what it hides.
 */
export async function getFolderForViewer(
  db: Database,
  viewer: FolderViewer,
  folderId: number,
  deleted = false,
): Promise<FolderRow | undefined> {
  if (viewer.organizationId === null) return undefined;
  const [row] = await db
    .select(columns(viewer.id))
    .from(folders)
    .leftJoin(users, eq(users.id, folders.creatorId))
    .where(
      and(
        eq(folders.id, folderId),
        eq(folders.organizationId, viewer.organizationId),
        deleted ? isNotNull(folders.deletedAt) : isNull(folders.deletedAt),
      ),
    );
  return row;
}

export async function insertFolder(
  db: Database,
  values: { organizationId: number; creatorId: number; name: string; description: string; categoryId: number | null },
): Promise<number> {
  const [row] = await db.insert(folders).values(values).returning({ id: folders.id });
  if (!row) throw new Error('insert into folders returned no row');
  return row.id;
}

export async function updateFolder(
  db: Database,
  folderId: number,
  values: { name?: string; description?: string; categoryId?: number | null; updatedAt: Date },
): Promise<void> {
  await db.update(folders).set(values).where(eq(folders.id, folderId));
}

/** Marks a folder deleted (`at`) or live again (null). */
export async function setFolderDeleted(db: Database, folderId: number, at: Date | null): Promise<void> {
  await db.update(folders).set({ deletedAt: at }).where(eq(folders.id, folderId));
}

/** Takes the folder's row lock for the rest of the transaction, so adds to one folder run one at a time. */
export async function lockFolder(db: Database, folderId: number): Promise<void> {
  await db.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId)).for('update');
}

export async function setFolderPin(db: Database, folderId: number, userId: number, pinned: boolean): Promise<void> {
  if (pinned) await db.insert(folderPins).values({ folderId, userId }).onConflictDoNothing();
  else await db.delete(folderPins).where(and(eq(folderPins.folderId, folderId), eq(folderPins.userId, userId)));
}

/** The organisation's own folder limit and warning threshold (null where it uses the defaults). */
export async function getFolderLimits(
  db: Database,
  organizationId: number,
): Promise<{ folderLimit: number | null; folderWarning: number | null } | undefined> {
  const [row] = await db
    .select({ folderLimit: organizations.folderLimit, folderWarning: organizations.folderWarning })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The folder's shares with the names of whom they go to. */
export async function listFolderShares(db: Database, folderId: number) {
  return db
    .select({
      userId: folderShares.userId,
      groupId: folderShares.groupId,
      level: folderShares.level,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      groupName: groups.name,
    })
    .from(folderShares)
    .leftJoin(users, eq(users.id, folderShares.userId))
    .leftJoin(groups, eq(groups.id, folderShares.groupId))
    .where(eq(folderShares.folderId, folderId))
    .orderBy(asc(folderShares.id));
}

/** Replaces every share of the folder (run inside a transaction). */
export async function replaceFolderShares(
  db: Database,
  folderId: number,
  shares: { userId?: number; groupId?: number; level: 'read' | 'write' | 'admin' }[],
): Promise<void> {
  await db.delete(folderShares).where(eq(folderShares.folderId, folderId));
  if (shares.length > 0) await db.insert(folderShares).values(shares.map((s) => ({ folderId, ...s })));
}

/** Which of `ids` are active users of the organisation. */
export async function usersOfOrganization(db: Database, organizationId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), anyOf(users.id, ids), isNull(users.deactivatedAt)));
  return rows.map((r) => r.id);
}

/** Which of `ids` are groups of the organisation. */
export async function groupsOfOrganization(db: Database, organizationId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), anyOf(groups.id, ids)));
  return rows.map((r) => r.id);
}
