import { and, asc, count, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { patentListEntries } from '../../db/schema';

export type PatentListEntryRow = typeof patentListEntries.$inferSelect;

/** The user's list, first added first. */
export async function listPatentListEntries(db: Database, userId: number): Promise<PatentListEntryRow[]> {
  return db
    .select()
    .from(patentListEntries)
    .where(eq(patentListEntries.userId, userId))
    .orderBy(asc(patentListEntries.addedAt), asc(patentListEntries.ucid));
}

export async function countPatentListEntries(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(patentListEntries).where(eq(patentListEntries.userId, userId));
  return row?.n ?? 0;
}

export async function getPatentListEntry(db: Database, userId: number, ucid: string) {
  const [row] = await db
    .select()
    .from(patentListEntries)
    .where(and(eq(patentListEntries.userId, userId), eq(patentListEntries.ucid, ucid)));
  return row;
}

/** Adds the ucids not listed yet; answers those added. */
export async function insertPatentListEntries(
  db: Database,
  userId: number,
  ucids: string[],
  at: Date,
): Promise<string[]> {
  if (ucids.length === 0) return [];
  const rows = await db
    .insert(patentListEntries)
    .values(ucids.map((ucid) => ({ userId, ucid, addedAt: at })))
    .onConflictDoNothing()
    .returning({ ucid: patentListEntries.ucid });
  return rows.map((r) => r.ucid);
}

/** Removes the ucids (all of the list when `ucids` is null); answers the rows removed, for the undo. */
export async function deletePatentListEntries(
  db: Database,
  userId: number,
  ucids: string[] | null,
): Promise<PatentListEntryRow[]> {
  if (ucids !== null && ucids.length === 0) return [];
  return db
    .delete(patentListEntries)
    .where(
      ucids === null
        ? eq(patentListEntries.userId, userId)
        : and(eq(patentListEntries.userId, userId), anyOf(patentListEntries.ucid, ucids)),
    )
    .returning();
}

/** Puts removed rows back as they were. */
export async function restorePatentListEntries(db: Database, rows: PatentListEntryRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const restored = await db
    .insert(patentListEntries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ ucid: patentListEntries.ucid });
  return restored.length;
}
