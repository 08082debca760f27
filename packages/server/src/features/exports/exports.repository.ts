import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exports } from '../../db/export-tables';
import { jobs } from '../../db/schema';

export type ExportRow = typeof exports.$inferSelect;
export type NewExport = typeof exports.$inferInsert;

export async function insertExport(db: Database, values: NewExport): Promise<ExportRow> {
  const [row] = await db.insert(exports).values(values).returning();
  if (!row) throw new Error('insert into exports returned no row');
  return row;
}

export async function setExportJob(db: Database, id: number, jobId: number): Promise<void> {
  await db.update(exports).set({ jobId }).where(eq(exports.id, id));
}

/** The user's exports, newest first. */
export async function listExportsOfUser(db: Database, userId: number, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(exports)
    .where(eq(exports.userId, userId))
    .orderBy(desc(exports.createdAt), desc(exports.id))
    .limit(limit);
}

/** One export, only if it is the user's: another user's and an unknown id look the same. */
export async function getExportOfUser(db: Database, userId: number, id: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.id, id), eq(exports.userId, userId)));
  return row;
}

/** The user's newest export of an alert run in a format, if any. */
export async function latestAlertRunExport(
  db: Database,
  userId: number,
  key: string,
  format: string,
  shareLinkId: number | null = null,
): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(exports)
    .where(
      and(
        eq(exports.userId, userId),
        eq(exports.sourceType, 'alert_run'),
        eq(exports.format, format),
        sql`${exports.request}->'source'->>'key' = ${key}`,
        // A share link's exports (cut to its fields) and the owner's own never answer for each other.
        shareLinkId === null
          ? sql`${exports.request}->>'share_link_id' is null`
          : sql`${exports.request}->>'share_link_id' = ${String(shareLinkId)}`,
      ),
    )
    .orderBy(desc(exports.createdAt), desc(exports.id))
    .limit(1);
  return row;
}

/** By id alone, for the job (which runs for the user the row names). */
export async function getExportById(db: Database, id: number): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  return row;
}

export async function deleteExportOfUser(db: Database, userId: number, id: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .delete(exports)
    .where(and(eq(exports.id, id), eq(exports.userId, userId)))
    .returning();
  return row;
}

/** Changes a row the job works on; false when the row is gone (the user deleted the export meanwhile). */
export async function updateExport(
  db: Database,
  id: number,
  values: Partial<Pick<ExportRow, 'status' | 'total' | 'written' | 'size' | 'error' | 'filePath' | 'finishedAt'>>,
): Promise<boolean> {
  const rows = await db.update(exports).set(values).where(eq(exports.id, id)).returning({ id: exports.id });
  return rows.length > 0;
}

/**
 * Exports whose job has failed for good while the row still says pending or running: the runner gave up on a job
 * whose worker kept dying (each start re-queues it until its attempts are used), and nothing else tells the row.
 */
export async function failExportsOfFailedJobs(db: Database, userId: number, at: Date): Promise<void> {
  const stuck = await db
    .select({ id: exports.id, error: jobs.error })
    .from(exports)
    .innerJoin(jobs, eq(jobs.id, exports.jobId))
    .where(and(eq(exports.userId, userId), inArray(exports.status, ['pending', 'running']), eq(jobs.status, 'failed')));
  for (const row of stuck) {
    await db
      .update(exports)
      .set({ status: 'failed', error: row.error ?? 'The export stopped before it finished.', finishedAt: at })
      .where(eq(exports.id, row.id));
  }
}
