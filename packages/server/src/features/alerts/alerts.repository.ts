// The only place with the alerts' SQL: alerts, their runs, and each run's frozen documents and changes.

import type { WatchedChange } from '@app/shared';
import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { alertRunChanges, alertRunDocuments, alertRuns, alerts } from '../../db/alert-tables';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;
export type AlertRunRow = typeof alertRuns.$inferSelect;

export async function insertAlert(db: Database, values: NewAlertRow): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  if (!row) throw new Error('insert into alerts returned no row');
  return row;
}

/** The user's own alerts (of one type when given), oldest first; deleted ones are left out. */
export async function listAlertsOfUser(db: Database, userId: number, type?: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(
      and(eq(alerts.userId, userId), isNull(alerts.deletedAt), type === undefined ? undefined : eq(alerts.type, type)),
    )
    .orderBy(asc(alerts.id));
}

/** An alert's runs at a glance, for its line in the list: how many, and the newest period's run. */
export type RunSummary = {
  runs: number;
  /** The newest run: the end of its period, its state and, once finished, its result count. */
  last: { periodEnd: Date; status: AlertRunRow['status']; count: number | null } | null;
};

export const NO_RUNS: RunSummary = { runs: 0, last: null };

/**
 * The user's alerts (one type, or one alert, when given) with their run summaries, oldest first, in one statement:
 * each alert looks up its own runs (newest first through the (alert, period start) index), counted by a window
 * over all of them before the limit keeps the newest.
 */
export async function listAlertsWithRunsOfUser(
  db: Database,
  userId: number,
  only: { type?: number | undefined; id?: number | undefined } = {},
): Promise<{ alert: AlertRow; summary: RunSummary }[]> {
  const newest = db
    .select({
      runs: sql<number>`count(*) over ()`.as('runs'),
      periodEnd: sql<Date | null>`${alertRuns.periodEnd}`.as('last_period_end'),
      status: sql<AlertRunRow['status']>`${alertRuns.status}`.as('last_status'),
      count: sql<number | null>`${alertRuns.count}`.as('last_count'),
    })
    .from(alertRuns)
    .where(eq(alertRuns.alertId, alerts.id))
    .orderBy(desc(alertRuns.periodStart))
    .limit(1)
    .as('newest_run');
  const rows = await db
    .select({
      alert: alerts,
      newest: { runs: newest.runs, periodEnd: newest.periodEnd, status: newest.status, count: newest.count },
    })
    .from(alerts)
    .leftJoinLateral(newest, sql`true`)
    .where(
      and(
        eq(alerts.userId, userId),
        isNull(alerts.deletedAt),
        only.type === undefined ? undefined : eq(alerts.type, only.type),
        only.id === undefined ? undefined : eq(alerts.id, only.id),
      ),
    )
    .orderBy(asc(alerts.id));
  // An alert without runs gets a row of nulls from the lateral join (drizzle cannot tell it from a run, its fields
  // being SQL expressions): a run always has a period end.
  return rows.map(({ alert, newest: run }) => ({
    alert,
    summary:
      run?.periodEnd == null
        ? NO_RUNS
        : {
            runs: Number(run.runs),
            last: { periodEnd: new Date(run.periodEnd), status: run.status, count: run.count },
          },
  }));
}

/** One of the user's alerts; anyone else's, or a deleted one (unless asked for), is absent. */
export async function getAlertOfUser(
  db: Database,
  userId: number,
  id: number,
  options: { deleted?: boolean } = {},
): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.id, id),
        eq(alerts.userId, userId),
        options.deleted ? sql`${alerts.deletedAt} is not null` : isNull(alerts.deletedAt),
      ),
    );
  return row;
}

/** By id whoever owns it: for the job that runs it, never for a caller's input. */
export async function getAlertById(db: Database, id: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row;
}

export async function updateAlert(db: Database, id: number, values: Partial<NewAlertRow>): Promise<AlertRow> {
  const [row] = await db.update(alerts).set(values).where(eq(alerts.id, id)).returning();
  if (!row) throw new Error(`alert ${id} is gone`);
  return row;
}

/** Alerts the scheduler looks at: not paused, not deleted. */
export async function listActiveAlerts(db: Database): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.paused, false), isNull(alerts.deletedAt)))
    .orderBy(asc(alerts.id));
}

/** The end of each alert's newest run period, by alert id. */
export async function lastPeriodEnds(db: Database, alertIds: number[]): Promise<Map<number, Date>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db
    .select({ alertId: alertRuns.alertId, end: max(alertRuns.periodEnd) })
    .from(alertRuns)
    .where(anyOf(alertRuns.alertId, alertIds))
    .groupBy(alertRuns.alertId);
  return new Map(rows.flatMap((r) => (r.end ? [[r.alertId, new Date(r.end)] as const] : [])));
}

/**
 * Inserts the run of one period unless that period already has one (another process got there first): the row
 * when this call made it, else undefined.
 */
export async function insertRunOnce(
  db: Database,
  values: typeof alertRuns.$inferInsert,
): Promise<AlertRunRow | undefined> {
  const [row] = await db
    .insert(alertRuns)
    .values(values)
    .onConflictDoNothing({ target: [alertRuns.alertId, alertRuns.periodStart] })
    .returning();
  return row;
}

export async function setRunJob(db: Database, runId: number, jobId: number): Promise<void> {
  await db.update(alertRuns).set({ jobId }).where(eq(alertRuns.id, runId));
}

export async function getRunOfPeriod(
  db: Database,
  alertId: number,
  periodStart: Date,
): Promise<AlertRunRow | undefined> {
  const [row] = await db
    .select()
    .from(alertRuns)
    .where(and(eq(alertRuns.alertId, alertId), eq(alertRuns.periodStart, periodStart)));
  return row;
}

/** An alert's runs, newest period first. */
export async function listRunsOfAlert(db: Database, alertId: number): Promise<AlertRunRow[]> {
  return db.select().from(alertRuns).where(eq(alertRuns.alertId, alertId)).orderBy(desc(alertRuns.periodStart));
}

/** A run by its key, when its alert is the user's and not deleted. */
export async function getRunOfUser(
  db: Database,
  userId: number,
  key: string,
): Promise<{ run: AlertRunRow; alert: AlertRow } | undefined> {
  const [row] = await db
    .select({ run: alertRuns, alert: alerts })
    .from(alertRuns)
    .innerJoin(alerts, eq(alerts.id, alertRuns.alertId))
    .where(and(eq(alertRuns.key, key), eq(alerts.userId, userId), isNull(alerts.deletedAt)));
  return row;
}

export async function setRunStatus(
  db: Database,
  runId: number,
  values: Pick<Partial<AlertRunRow>, 'status' | 'count' | 'error' | 'finishedAt'>,
): Promise<void> {
  await db.update(alertRuns).set(values).where(eq(alertRuns.id, runId));
}

/** Freezes a run's result set: its documents in rank order, replacing what an earlier attempt left. */
export async function replaceRunDocuments(db: Database, runId: number, ucids: readonly string[]): Promise<void> {
  await db.delete(alertRunDocuments).where(eq(alertRunDocuments.runId, runId));
  for (let at = 0; at < ucids.length; at += 1000) {
    const slice = ucids.slice(at, at + 1000);
    await db.insert(alertRunDocuments).values(slice.map((ucid, i) => ({ runId, ucid, rank: at + i + 1 })));
  }
}

/** A run's documents in rank order. */
export async function runDocuments(db: Database, runId: number): Promise<string[]> {
  const rows = await db
    .select({ ucid: alertRunDocuments.ucid })
    .from(alertRunDocuments)
    .where(eq(alertRunDocuments.runId, runId))
    .orderBy(asc(alertRunDocuments.rank));
  return rows.map((r) => r.ucid);
}

/**
 * Freezes a watched-patents run's changes in the order given, replacing what an earlier attempt left: a retried run
 * holds each change once.
 */
export async function replaceRunChanges(db: Database, runId: number, changes: readonly WatchedChange[]): Promise<void> {
  await db.delete(alertRunChanges).where(eq(alertRunChanges.runId, runId));
  for (let at = 0; at < changes.length; at += 1000) {
    const slice = changes.slice(at, at + 1000);
    await db.insert(alertRunChanges).values(
      slice.map((change, i) => ({
        runId,
        position: at + i + 1,
        ucid: change.ucid,
        kind: change.kind,
        category: change.kind === 'legal_event' ? change.detail.category : null,
        detail: change.detail,
        seenAt: new Date(change.seenAt),
      })),
    );
  }
}

/** A run's stored changes in the order the run reported them, as the rows hold them (the caller checks the shape). */
export async function runChanges(db: Database, runId: number) {
  return db
    .select({
      ucid: alertRunChanges.ucid,
      kind: alertRunChanges.kind,
      detail: alertRunChanges.detail,
      seenAt: alertRunChanges.seenAt,
    })
    .from(alertRunChanges)
    .where(eq(alertRunChanges.runId, runId))
    .orderBy(asc(alertRunChanges.position));
}

/** Run counts per alert, for the export sheet. */
export async function runCountsOf(db: Database, alertIds: number[]): Promise<Map<number, number>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db
    .select({ alertId: alertRuns.alertId, runs: sql<number>`count(*)::int` })
    .from(alertRuns)
    .where(anyOf(alertRuns.alertId, alertIds))
    .groupBy(alertRuns.alertId);
  return new Map(rows.map((r) => [r.alertId, Number(r.runs)]));
}
