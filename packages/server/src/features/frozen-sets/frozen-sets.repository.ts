import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { frozenResultHits, frozenResultSets } from '../../db/frozen-set-tables';

export type FrozenSetRow = typeof frozenResultSets.$inferSelect;
export type FrozenHitRow = typeof frozenResultHits.$inferSelect;
export type NewFrozenHit = Omit<FrozenHitRow, 'setId'>;

/** Rows per insert: six parameters each stays far below PostgreSQL's 65,535 per statement. */
const INSERT_BATCH = 1000;

/** Stores a set and its hits in one transaction. */
export async function insertFrozenSet(
  db: Database,
  set: typeof frozenResultSets.$inferInsert,
  hits: readonly NewFrozenHit[],
): Promise<FrozenSetRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(frozenResultSets).values(set).returning();
    for (let i = 0; i < hits.length; i += INSERT_BATCH) {
      await tx.insert(frozenResultHits).values(hits.slice(i, i + INSERT_BATCH).map((h) => ({ ...h, setId: row!.id })));
    }
    return row!;
  });
}

/** The user's sets, newest first. */
export async function listFrozenSetsOfUser(db: Database, userId: number): Promise<FrozenSetRow[]> {
  return db
    .select()
    .from(frozenResultSets)
    .where(eq(frozenResultSets.userId, userId))
    .orderBy(desc(frozenResultSets.id));
}

export async function getFrozenSetOfUser(db: Database, userId: number, id: number): Promise<FrozenSetRow | undefined> {
  const [row] = await db
    .select()
    .from(frozenResultSets)
    .where(and(eq(frozenResultSets.id, id), eq(frozenResultSets.userId, userId)));
  return row;
}

/** Hits at ranks [start, start + rows), in rank order. */
export async function frozenHitsPage(
  db: Database,
  setId: number,
  start: number,
  rows: number,
): Promise<FrozenHitRow[]> {
  if (rows === 0) return [];
  return db
    .select()
    .from(frozenResultHits)
    .where(
      and(
        eq(frozenResultHits.setId, setId),
        gte(frozenResultHits.rank, start),
        lt(frozenResultHits.rank, start + rows),
      ),
    )
    .orderBy(asc(frozenResultHits.rank));
}

/** Every hit of a set, in rank order. */
export async function allFrozenHits(db: Database, setId: number): Promise<FrozenHitRow[]> {
  return db
    .select()
    .from(frozenResultHits)
    .where(eq(frozenResultHits.setId, setId))
    .orderBy(asc(frozenResultHits.rank));
}

export async function renameFrozenSet(db: Database, userId: number, id: number, name: string) {
  const [row] = await db
    .update(frozenResultSets)
    .set({ name })
    .where(and(eq(frozenResultSets.id, id), eq(frozenResultSets.userId, userId)))
    .returning();
  return row;
}

export async function deleteFrozenSet(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(frozenResultSets)
    .where(and(eq(frozenResultSets.id, id), eq(frozenResultSets.userId, userId)))
    .returning({ id: frozenResultSets.id });
  return rows.length > 0;
}
