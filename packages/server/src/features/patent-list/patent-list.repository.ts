import { and, asc, count, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { listedPatents } from '../../db/schema';

export type ListedPatentRow = typeof listedPatents.$inferSelect;

/** The user's list, first added first. */
export async function listListedPatents(db: Database, userId: number): Promise<ListedPatentRow[]> {
  return db
    .select()
    .from(listedPatents)
    .where(eq(listedPatents.userId, userId))
    .orderBy(asc(listedPatents.addedAt), asc(listedPatents.ucid));
}

export async function countListedPatents(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listedPatents).where(eq(listedPatents.userId, userId));
  return row?.n ?? 0;
}

export async function getListedPatent(db: Database, userId: number, ucid: string) {
  const [row] = await db
    .select()
    .from(listedPatents)
    .where(and(eq(listedPatents.userId, userId), eq(listedPatents.ucid, ucid)));
  return row;
}

/** Adds the ucids not listed yet; answers those added. */
export async function insertListedPatents(db: Database, userId: number, ucids: string[], at: Date): Promise<string[]> {
  if (ucids.length === 0) return [];
  const rows = await db
    .insert(listedPatents)
    .values(ucids.map((ucid) => ({ userId, ucid, addedAt: at })))
    .onConflictDoNothing()
    .returning({ ucid: listedPatents.ucid });
  return rows.map((r) => r.ucid);
}

/** Removes the ucids (all of the list when `ucids` is null); answers the rows removed, for the undo. */
export async function deleteListedPatents(
  db: Database,
  userId: number,
  ucids: string[] | null,
): Promise<ListedPatentRow[]> {
  if (ucids !== null && ucids.length === 0) return [];
  return db
    .delete(listedPatents)
    .where(
      ucids === null
        ? eq(listedPatents.userId, userId)
        : and(eq(listedPatents.userId, userId), anyOf(listedPatents.ucid, ucids)),
    )
    .returning();
}

/** Puts removed rows back as they were. */
export async function restoreListedPatents(db: Database, rows: ListedPatentRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const restored = await db
    .insert(listedPatents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ ucid: listedPatents.ucid });
  return restored.length;
}
