import { and, asc, count, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { folderPatents } from '../../db/schema';

export type FolderPatentRow = typeof folderPatents.$inferSelect;

export async function countFolderPatents(db: Database, folderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(folderPatents).where(eq(folderPatents.folderId, folderId));
  return row?.n ?? 0;
}

/** Adds the ucids not yet in the folder; answers those it added (a ucid already there keeps its first adder). */
export async function insertFolderPatents(
  db: Database,
  folderId: number,
  ucids: string[],
  addedBy: number,
  addedAt: Date,
): Promise<string[]> {
  if (ucids.length === 0) return [];
  const rows = await db
    .insert(folderPatents)
    .values(ucids.map((ucid) => ({ folderId, ucid, addedBy, addedAt })))
    .onConflictDoNothing()
    .returning({ ucid: folderPatents.ucid });
  return rows.map((r) => r.ucid);
}

/** Removes the ucids from the folder; answers the rows removed, whole, so an undo can put them back exactly. */
export async function deleteFolderPatents(db: Database, folderId: number, ucids: string[]): Promise<FolderPatentRow[]> {
  if (ucids.length === 0) return [];
  return db
    .delete(folderPatents)
    .where(and(eq(folderPatents.folderId, folderId), anyOf(folderPatents.ucid, ucids)))
    .returning();
}

/** The rows of some patents of a folder, whole (adder, time, rating). */
export async function folderPatentRows(db: Database, folderId: number, ucids: string[]): Promise<FolderPatentRow[]> {
  if (ucids.length === 0) return [];
  return db
    .select()
    .from(folderPatents)
    .where(and(eq(folderPatents.folderId, folderId), anyOf(folderPatents.ucid, ucids)))
    .orderBy(asc(folderPatents.ucid));
}

/** Inserts whole rows, leaving a ucid already in its folder as it is; answers the ucids inserted. */
export async function insertFolderPatentRows(db: Database, rows: FolderPatentRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(folderPatents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ ucid: folderPatents.ucid });
  return inserted.map((r) => r.ucid);
}

/** A page of the folder's patents, first added first. */
export async function listFolderPatents(
  db: Database,
  folderId: number,
  start: number,
  rows: number,
): Promise<FolderPatentRow[]> {
  return db
    .select()
    .from(folderPatents)
    .where(eq(folderPatents.folderId, folderId))
    .orderBy(asc(folderPatents.addedAt), asc(folderPatents.ucid))
    .limit(rows)
    .offset(start);
}

/** Every ucid of the folder (for running searches over it). */
export async function listFolderUcids(db: Database, folderId: number): Promise<string[]> {
  const rows = await db
    .select({ ucid: folderPatents.ucid })
    .from(folderPatents)
    .where(eq(folderPatents.folderId, folderId))
    .orderBy(asc(folderPatents.ucid));
  return rows.map((r) => r.ucid);
}

/** Every patent of the folder with its rating. */
export async function listFolderPatentRatings(
  db: Database,
  folderId: number,
): Promise<{ ucid: string; rating: number | null }[]> {
  return db
    .select({ ucid: folderPatents.ucid, rating: folderPatents.rating })
    .from(folderPatents)
    .where(eq(folderPatents.folderId, folderId))
    .orderBy(asc(folderPatents.ucid));
}
