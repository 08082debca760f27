// Alert runs: enqueueing them (on schedule and on demand), listing them, and showing a run's frozen results through
// the same engine call, filters, grouping and highlighting as search results.

import { randomUUID } from 'node:crypto';
import {
  type AlertRun,
  AppError,
  type GroupingMethod,
  type SearchPayloadParsed,
  type SearchResponse,
  type WatchedChange,
  WatchedChangeSchema,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/job-runner';
import type { JobSchedule } from '../../jobs/job-schedules';
import { createJob } from '../../jobs/jobs.repository';
import { runOverDocuments } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import type { UserRecord } from '../users/users.repository';
import { duePeriod, type Period, periodEndingNow } from './alert-schedule';
import { presentRun } from './alerts.presenter';
import {
  type AlertRow,
  type AlertRunRow,
  getRunOfPeriod,
  getRunOfUser,
  insertRunOnce,
  lastPeriodEnds,
  listActiveAlerts,
  listRunsOfAlert,
  runChanges,
  runDocuments,
  setRunJob,
} from './alerts.repository';
import { alertOfUser } from './alerts.service';

export const ALERT_RUN_JOB_KIND = 'alert-run';

/** What an alert-run job is given: the run is the alert's run of that period. */
export type AlertRunJobPayload = { alertId: number; periodStart: string; periodEnd: string };

/**
 * Inserts the run of `period` with its job, unless the period has a run already (another process, or an earlier
 * call, made it): the new run, or undefined. Both in one transaction, so a run never lacks its job.
 */
async function enqueueRun(
  db: Database,
  alert: AlertRow,
  period: Period,
  createdBy: number | null,
  now: Date,
): Promise<AlertRunRow | undefined> {
  return db.transaction(async (tx) => {
    const run = await insertRunOnce(tx, {
      key: randomUUID(),
      alertId: alert.id,
      periodStart: period.start,
      periodEnd: period.end,
      // A workflow run is assigned to the alert's inspectors as they are when it is made.
      inspectorsUsers: alert.type === 3 ? alert.inspectorUserIds : [],
      inspectorsGroups: alert.type === 3 ? alert.inspectorGroupIds : [],
      customFieldSchemeId: alert.type === 3 ? alert.customFieldSchemeId : null,
      createdAt: now,
    });
    if (!run) return undefined;
    const payload: AlertRunJobPayload = {
      alertId: alert.id,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    };
    const job = await createJob(tx, { kind: ALERT_RUN_JOB_KIND, payload, createdBy, runAt: now });
    await setRunJob(tx, run.id, job.id);
    return { ...run, jobId: job.id };
  });
}

/**
 * The scheduler's step: every active alert whose latest period has no run gets one, with its job. Safe to call from
 * several processes at once and as often as wanted (the unique period makes the second insert a no-op); a period
 * missed while no server ran is covered by the next call. Answers how many runs this call enqueued.
 */
export async function enqueueDueAlerts(ctx: AppContext, now: Date): Promise<number> {
  const active = await listActiveAlerts(ctx.db);
  const ends = await lastPeriodEnds(
    ctx.db,
    active.map((a) => a.id),
  );
  let enqueued = 0;
  for (const alert of active) {
    const period = duePeriod(alert.schedule, now, ends.get(alert.id) ?? null, alert.createdAt);
    if (period && (await enqueueRun(ctx.db, alert, period, alert.userId, now))) enqueued++;
  }
  if (enqueued > 0) ctx.jobs.wake();
  return enqueued;
}

/** `POST /api/alerts/{id}/run`: a run for the period ending now (paused alerts too: the user asked). */
export async function runAlertNow(ctx: AppContext, user: UserRecord, id: number): Promise<AlertRun> {
  const alert = await alertOfUser(ctx, user, id);
  const now = ctx.now();
  const lastEnd = (await lastPeriodEnds(ctx.db, [alert.id])).get(alert.id) ?? null;
  const period = periodEndingNow(alert.schedule, now, lastEnd);
  if (period) {
    const run = await enqueueRun(ctx.db, alert, period, user.id, now);
    if (run) {
      ctx.jobs.wake();
      return presentRun(run);
    }
  }
  // Asked twice in one instant, or raced by the scheduler: the run that period already has.
  const newest = (await listRunsOfAlert(ctx.db, alert.id))[0];
  if (!newest) throw new AppError('INTERNAL', { message: 'The run could not be made. Try again.' });
  return presentRun(newest);
}

/** `GET /api/alerts/{id}/alert_runs`: the alert's runs, newest first. */
export async function listAlertRuns(ctx: AppContext, user: UserRecord, id: number): Promise<AlertRun[]> {
  const alert = await alertOfUser(ctx, user, id);
  return (await listRunsOfAlert(ctx.db, alert.id)).map(presentRun);
}

function runNotFound(key: string): AppError {
  return new AppError('ALERT_RUN_NOT_FOUND', { message: `You have no alert run ${key}.` });
}

/** One of the user's runs with its alert, or 404 (anyone else's, and a deleted alert's, included). */
export async function runOfUser(ctx: AppContext, user: UserRecord, key: string) {
  const found = await getRunOfUser(ctx.db, user.id, key);
  if (!found) throw runNotFound(key);
  return found;
}

/** The run's frozen documents through the results views, as a search's (filters, facets, grouping, highlighting). */
export async function searchRunResults(
  ctx: AppContext,
  user: UserRecord,
  key: string,
  payload: SearchPayloadParsed,
): Promise<SearchResponse> {
  const { run, alert } = await runOfUser(ctx, user, key);
  const ucids = await runDocuments(ctx.db, run.id);
  return runOverDocuments(ctx, ctx.patents, user, ucids, payload, `Alert “${alert.name}”`);
}

/**
 * `GET /api/alert_runs/{key}/changes`: what the run reported changed about its watched patents, in the run's order;
 * whoever may open the run may read them, anyone else gets the run's 404.
 */
export async function changesOfRun(ctx: AppContext, user: UserRecord, key: string): Promise<WatchedChange[]> {
  const { run } = await runOfUser(ctx, user, key);
  const rows = await runChanges(ctx.db, run.id);
  // The rows were written from WatchedChange values; parsing gives them their type back (and would catch a bad row).
  return rows.map((row) => WatchedChangeSchema.parse({ ...row, seenAt: row.seenAt.toISOString() }));
}

/**
 * `GET /api/alert_runs/{key}`: the run, its alert, and the first page of its results as the run screen opens them:
 * grouped as the alert says, with the alert's highlighting scheme switched on (SPEC §4).
 */
export async function openRun(
  ctx: AppContext,
  user: UserRecord,
  key: string,
  page: { start: number; rows: number; grouped_by?: GroupingMethod | undefined; sort?: string | undefined },
) {
  const { run, alert } = await runOfUser(ctx, user, key);
  const scheme = alert.highlightingSchemeId;
  const payload = internalPayload({
    start: page.start,
    rows: page.rows,
    grouped_by: page.grouped_by ?? (alert.grouping as GroupingMethod),
    ...(page.sort ? { sort: page.sort } : {}),
    highlighting: {
      on: scheme !== null,
      scheme,
      query: null,
      max_snippets: 3,
      max_snippet_length: 150,
      entire_field: false,
    },
  });
  const results = await searchRunResults(ctx, user, key, payload);
  return {
    run: presentRun(run),
    alert: { id: alert.id, type: alert.type, name: alert.name, highlighting_scheme_id: scheme },
    results,
  };
}

/** The run of an alert's period, for the job that does it. */
export async function runOfPeriod(ctx: AppContext, alertId: number, periodStart: Date) {
  return getRunOfPeriod(ctx.db, alertId, periodStart);
}

/** The scheduler's job: looks for due alerts and enqueues their runs. */
export const ALERTS_DUE_JOB_KIND = 'alerts-due';

/**
 * Every hour on the hour, the hour being the finest an alert's schedule names. The job runner enqueues one job per
 * hour however many server processes share the database, and after downtime runs the latest missed hour at start;
 * `enqueueDueAlerts` then covers every period missed meanwhile from where each alert's last run ended.
 */
export const ALERTS_DUE_SCHEDULE: JobSchedule = { name: 'alerts-due', cron: '0 * * * *', kind: ALERTS_DUE_JOB_KIND };

export function alertsDueJobHandler(ctx: AppContext): JobHandler {
  return async () => ({ enqueued: await enqueueDueAlerts(ctx, ctx.now()) });
}
