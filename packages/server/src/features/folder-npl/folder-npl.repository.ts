import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { folderNpl, folderNplComments, users } from '../../db/schema';

export type NplRow = typeof folderNpl.$inferSelect;
export type NplValues = Omit<typeof folderNpl.$inferInsert, 'id' | 'folderId' | 'rating' | 'addedBy' | 'addedAt'>;
export type NplCommentRow = typeof folderNplComments.$inferSelect;

/** The folder's records, first added first, each with how many comments it has. */
export async function listNpl(db: Database, folderId: number) {
  return db
    .select({
      npl: folderNpl,
      // Qualified by hand: drizzle prints the selected table's columns unqualified in a select list, and a bare
      // "id" inside this subquery would be the comment's own id.
      commentCount: sql<number>`(select count(*) from folder_npl_comments c where c.npl_id = folder_npl.id)`.mapWith(
        Number,
      ),
    })
    .from(folderNpl)
    .where(eq(folderNpl.folderId, folderId))
    .orderBy(asc(folderNpl.addedAt), asc(folderNpl.id));
}

export async function getNpl(db: Database, folderId: number, nplId: number): Promise<NplRow | undefined> {
  const [row] = await db
    .select()
    .from(folderNpl)
    .where(and(eq(folderNpl.folderId, folderId), eq(folderNpl.id, nplId)));
  return row;
}

/** The ids among `nplIds` that belong to the folder. */
export async function nplIdsOfFolder(db: Database, folderId: number, nplIds: number[]): Promise<number[]> {
  if (nplIds.length === 0) return [];
  const rows = await db
    .select({ id: folderNpl.id })
    .from(folderNpl)
    .where(and(eq(folderNpl.folderId, folderId), anyOf(folderNpl.id, nplIds)));
  return rows.map((r) => r.id);
}

export async function insertNpl(
  db: Database,
  values: NplValues & { folderId: number; addedBy: number; addedAt: Date },
): Promise<NplRow> {
  const [row] = await db.insert(folderNpl).values(values).returning();
  if (!row) throw new Error('insert into folder_npl returned no row');
  return row;
}

export async function updateNpl(
  db: Database,
  folderId: number,
  nplId: number,
  values: Partial<NplValues>,
): Promise<void> {
  await db
    .update(folderNpl)
    .set(values)
    .where(and(eq(folderNpl.folderId, folderId), eq(folderNpl.id, nplId)));
}

export async function setNplRating(db: Database, folderId: number, nplId: number, rating: number | null) {
  await db
    .update(folderNpl)
    .set({ rating })
    .where(and(eq(folderNpl.folderId, folderId), eq(folderNpl.id, nplId)));
}

/** Removes records of the folder; answers the rows removed, whole, so an undo can put them back exactly. */
export async function deleteNpl(db: Database, folderId: number, nplIds: number[]): Promise<NplRow[]> {
  if (nplIds.length === 0) return [];
  return db
    .delete(folderNpl)
    .where(and(eq(folderNpl.folderId, folderId), anyOf(folderNpl.id, nplIds)))
    .returning();
}

/**
 * Puts removed rows back as they were; answers the ids restored. A row whose DOI the folder has taken in again since
 * stays out (the folder holds a work once), and so do its labels and comments.
 */
export async function restoreNpl(db: Database, rows: NplRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const restored = await db.insert(folderNpl).values(rows).onConflictDoNothing().returning({ id: folderNpl.id });
  return restored.map((r) => r.id);
}

export async function commentsOfNpl(db: Database, nplIds: number[]) {
  if (nplIds.length === 0) return [];
  return db
    .select({
      comment: folderNplComments,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(folderNplComments)
    .leftJoin(users, eq(users.id, folderNplComments.authorId))
    .where(anyOf(folderNplComments.nplId, nplIds))
    .orderBy(asc(folderNplComments.id));
}

export async function getNplComment(db: Database, nplId: number, id: number): Promise<NplCommentRow | undefined> {
  const [row] = await db
    .select()
    .from(folderNplComments)
    .where(and(eq(folderNplComments.nplId, nplId), eq(folderNplComments.id, id)));
  return row;
}

export async function insertNplComment(
  db: Database,
  values: { nplId: number; parentId: number | null; authorId: number; body: string; createdAt: Date },
): Promise<NplCommentRow> {
  const [row] = await db
    .insert(folderNplComments)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert into folder_npl_comments returned no row');
  return row;
}

export async function updateNplComment(db: Database, id: number, body: string, at: Date): Promise<void> {
  await db.update(folderNplComments).set({ body, updatedAt: at }).where(eq(folderNplComments.id, id));
}

/** Deletes a comment with its replies; answers every row removed, for the undo. */
export async function deleteNplCommentThread(db: Database, nplId: number, id: number): Promise<NplCommentRow[]> {
  const all = await db.select().from(folderNplComments).where(eq(folderNplComments.nplId, nplId));
  const removed = new Set([id]);
  // A reply's id is always above its parent's, so one pass in id order collects the whole thread.
  for (const row of [...all].sort((a, b) => a.id - b.id))
    if (row.parentId !== null && removed.has(row.parentId)) removed.add(row.id);
  const rows = all.filter((r) => removed.has(r.id));
  // The parent's foreign key cascades to the replies.
  if (rows.length > 0) await db.delete(folderNplComments).where(eq(folderNplComments.id, id));
  return rows;
}

/** Puts comments back under their ids, parents before replies (id order is that order). */
export async function restoreNplComments(db: Database, rows: NplCommentRow[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  if (sorted.length > 0) await db.insert(folderNplComments).values(sorted).onConflictDoNothing();
}
