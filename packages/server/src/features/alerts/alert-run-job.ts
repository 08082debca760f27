// The job that does one alert run (kind 'alert-run'): finds the period's documents as the owner's search would,
// freezes them as the run's result set, and for a workflow alert files them into its folder with its label. A run
// that throws is marked failed (visible in its alert's runs) and the runner retries it with backoff.

import { type ColumnFilter, MAX_ROWS as LARGEST_ENGINE_PAGE } from '@app/engine';
import { FOLDER_PATENTS_PER_CALL, yyyymmddFromDate } from '@app/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { folderAccess } from '../folder-access/folder-access';
import { insertLabelPairs } from '../folder-annotations/folder-annotations.repository';
import { addPatents } from '../folder-patents/folder-patents.service';
import { runQueryWithin } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import { getUserById, type UserRecord } from '../users/users.repository';
import { watchedPatentChanges } from '../watched-patents/watched-changes';
import { mailFinishedRun } from './alert-run-delivery';
import { runOfPeriod } from './alert-runs.service';
import { type AlertRow, getAlertById, replaceRunChanges, replaceRunDocuments, setRunStatus } from './alerts.repository';

/** Most documents one run keeps; a query that finds more in one period is too broad to read as an alert anyway. */
export const ALERT_RUN_MAX_DOCUMENTS = 10_000;

const DAY_MS = 86_400_000;

const PayloadSchema = z.object({
  alertId: z.number().int().positive(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
});

/**
 * What puts a document in the period (start, end]: when it first entered the index (so an old publication that
 * arrives late is still news), or its publication day, from the day after the start's to the end's.
 */
export function periodFilter(alert: AlertRow, start: Date, end: Date): ColumnFilter | null {
  if (alert.dateBasis === 'publication') {
    const min = yyyymmddFromDate(new Date(start.getTime() + DAY_MS));
    const max = yyyymmddFromDate(end);
    return min <= max ? { field: 'publicationdate', ranges: [{ min, max }] } : null;
  }
  const min = Math.floor(start.getTime() / 1000) + 1;
  const max = Math.floor(end.getTime() / 1000);
  return min <= max ? { field: 'firstindexed', ranges: [{ min, max }] } : null;
}

/** The ucids a query alert finds in the period, best first, at most ALERT_RUN_MAX_DOCUMENTS. */
async function queryAlertDocuments(
  ctx: AppContext,
  owner: UserRecord,
  alert: AlertRow,
  start: Date,
  end: Date,
): Promise<string[]> {
  const filter = periodFilter(alert, start, end);
  if (!filter || !alert.query) return [];
  const ucids: string[] = [];
  while (ucids.length < ALERT_RUN_MAX_DOCUMENTS) {
    const rows = Math.min(LARGEST_ENGINE_PAGE, ALERT_RUN_MAX_DOCUMENTS - ucids.length);
    const payload = internalPayload({
      start: ucids.length,
      rows,
      fl: ['ucid'],
      facets: [],
      facet_limit: 1,
      filters: alert.filters,
    });
    const page = await runQueryWithin(ctx, ctx.patents, owner, alert.query, [filter], payload);
    ucids.push(...page.docs.map((d) => d.ucid));
    if (page.docs.length < rows || ucids.length >= page.numFound) break;
  }
  return ucids;
}

/** A workflow alert's run goes into its folder, labelled; patents already there keep their place and get the label. */
async function fileIntoFolder(ctx: AppContext, owner: UserRecord, alert: AlertRow, ucids: string[]): Promise<void> {
  if (alert.folderId === null) throw new PermanentJobError('The workflow alert’s folder is gone.');
  // Checked even for an empty run: a folder the owner can no longer write to is a failure to show, not silence.
  await folderAccess(ctx.db, owner, alert.folderId, 'write');
  for (let at = 0; at < ucids.length; at += FOLDER_PATENTS_PER_CALL) {
    await addPatents(ctx, owner, alert.folderId, { ucids: ucids.slice(at, at + FOLDER_PATENTS_PER_CALL) });
  }
  if (alert.labelId !== null) {
    const labelId = alert.labelId;
    await insertLabelPairs(
      ctx.db,
      ucids.map((ucid) => ({ folderId: alert.folderId!, ucid, labelId })),
    );
  }
}

export function alertRunJobHandler(ctx: AppContext): JobHandler {
  return async (job) => {
    const parsed = PayloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('The alert run job’s payload is not valid.');
    const { alertId } = parsed.data;
    const start = new Date(parsed.data.periodStart);
    const end = new Date(parsed.data.periodEnd);
    const alert = await getAlertById(ctx.db, alertId);
    const run = await runOfPeriod(ctx, alertId, start);
    if (!alert || alert.deletedAt !== null || !run) throw new PermanentJobError(`Alert ${alertId} is gone.`);
    if (run.status === 'finished') return { count: run.count ?? 0 };
    const owner = await getUserById(ctx.db, alert.userId);
    if (!owner) throw new PermanentJobError(`The owner of alert ${alertId} is gone.`);
    await setRunStatus(ctx.db, run.id, { status: 'running', error: null });
    try {
      // Watched patents: the run holds the watched patents that changed in the period, in the order of their changes.
      const changes = alert.type === 2 ? await watchedPatentChanges(ctx, alert.ucids, start, end) : [];
      const ucids =
        alert.type === 2
          ? [...new Set(changes.map((change) => change.ucid))]
          : await queryAlertDocuments(ctx, owner, alert, start, end);
      if (alert.type === 3) await fileIntoFolder(ctx, owner, alert, ucids);
      // The documents and the changes replace an earlier attempt's together: a retried run holds each once.
      await ctx.db.transaction(async (tx) => {
        await replaceRunDocuments(tx, run.id, ucids);
        await replaceRunChanges(tx, run.id, changes);
        await setRunStatus(tx, run.id, { status: 'finished', count: ucids.length, error: null, finishedAt: ctx.now() });
      });
      // Mailed once the run is saved. A delivery that fails marks the run failed, saying why, and the runner's retry
      // does the run again (the same period finds the same documents) and mails it: nobody misses a run, though a
      // recipient mailed before the failure may get it twice.
      const mailed = await mailFinishedRun(ctx, alert, run, owner, ucids, changes);
      return { count: ucids.length, changes: changes.length, mailed: mailed.sent };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await setRunStatus(ctx.db, run.id, { status: 'failed', error: message, finishedAt: ctx.now() });
      throw error;
    }
  };
}
