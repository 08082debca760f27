import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import { searches } from '../../db/schema';

export type SearchRow = typeof searches.$inferSelect;

/**
 * Saves a search under the user's next number. The number is computed in the insert itself; two concurrent saves
 * of one user can compute the same number, and the unique index then refuses one, which the caller retries.
 */
export async function insertSearch(
  db: Database,
  values: { userId: number; query: string; type: SearchRow['type']; createdAt: Date },
): Promise<SearchRow> {
  const next = sql<number>`(select coalesce(max(${searches.queryIndex}), 0) + 1 from ${searches} where ${searches.userId} = ${values.userId})`;
  const [row] = await db
    .insert(searches)
    .values({ ...values, queryIndex: next })
    .returning();
  if (!row) throw new Error('insert into searches returned no row');
  return row;
}

/** The user's searches in their history (deleted ones left out), newest first. */
export async function listSearchesByUser(db: Database, userId: number): Promise<SearchRow[]> {
  return db
    .select()
    .from(searches)
    .where(and(eq(searches.userId, userId), isNull(searches.deletedAt)))
    .orderBy(desc(searches.queryIndex));
}

export async function countSearchesByUser(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(searches)
    .where(and(eq(searches.userId, userId), isNull(searches.deletedAt)));
  return row?.n ?? 0;
}

/** One search of the user's history by number; a deleted one is not there. */
export async function getSearchByIndex(
  db: Database,
  userId: number,
  queryIndex: number,
): Promise<SearchRow | undefined> {
  const [row] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.userId, userId), eq(searches.queryIndex, queryIndex), isNull(searches.deletedAt)));
  return row;
}

/**
 * Marks a search of the user's history deleted, or (with `deletedAt` null) brings it back; the row changed, or
 * undefined when the user has no such search in that state.
 */
export async function setSearchDeleted(
  db: Database,
  userId: number,
  queryIndex: number,
  deletedAt: Date | null,
): Promise<SearchRow | undefined> {
  const [row] = await db
    .update(searches)
    .set({ deletedAt })
    .where(
      and(
        eq(searches.userId, userId),
        eq(searches.queryIndex, queryIndex),
        deletedAt === null ? sql`${searches.deletedAt} is not null` : isNull(searches.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** The user's highest search number (0 with none): history ranges are checked against it. */
export async function getHighestSearchIndex(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${searches.queryIndex}), 0)` })
    .from(searches)
    .where(eq(searches.userId, userId));
  return Number(row?.highest ?? 0);
}

/**
 * Several of the user's searches by number (for `#n` references), in number order. Deleted searches are included:
 * a search that names one keeps working after the deletion.
 */
export async function getSearchesByIndexes(db: Database, userId: number, indexes: number[]): Promise<SearchRow[]> {
  if (indexes.length === 0) return [];
  return db
    .select()
    .from(searches)
    .where(and(eq(searches.userId, userId), anyOf(searches.queryIndex, indexes)))
    .orderBy(asc(searches.queryIndex));
}

/** Records a run's hit count and time, for the history screen. */
export async function recordSearchRun(
  db: Database,
  userId: number,
  queryIndex: number,
  numFound: number,
  at: Date,
): Promise<void> {
  await db
    .update(searches)
    .set({ numFound, lastRunAt: at })
    .where(and(eq(searches.userId, userId), eq(searches.queryIndex, queryIndex)));
}
