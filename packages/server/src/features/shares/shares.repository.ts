import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareLinks } from '../../db/share-tables';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLinkRow = typeof shareLinks.$inferInsert;

export async function insertShareLink(db: Database, values: NewShareLinkRow): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

/** The user's own links, newest first; dashboard and chart links are listed by their workspace's calls instead. */
export async function listShareLinksOfUser(db: Database, userId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.createdBy, userId), isNull(shareLinks.workspaceId)))
    .orderBy(desc(shareLinks.id));
}

export async function getShareLinkById(db: Database, id: number): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return row;
}

export async function getShareLinkByKey(db: Database, key: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.key, key));
  return row;
}

/** Marks the link revoked (once: a second revocation keeps the first time). */
export async function revokeShareLink(db: Database, id: number, at: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(shareLinks.id, id))
    .returning();
  return row;
}

/** Counts one view of the link, in the database so concurrent visits all count. */
export async function countShareLinkView(db: Database, id: number): Promise<void> {
  await db
    .update(shareLinks)
    .set({ views: sql`${shareLinks.views} + 1` })
    .where(eq(shareLinks.id, id));
}
