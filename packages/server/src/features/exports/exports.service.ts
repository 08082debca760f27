// The export calls (SPEC §7 Alerts and exports; issue 17): asking for one, following it, downloading and deleting
// it. Asking checks at once what can be checked (the source is the user's to read, it is not over the
// organisation's cap, there is something to export) and queues the job that writes the file (export-job.ts).

import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, EXPORT_FORMAT_LABELS, type Export, type ExportRequestParsed } from '@app/shared';
import type { AppContext } from '../../context';
import { createJob } from '../../jobs/jobs.repository';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import { exportCapOf } from '../organization/organization-settings.service';
import type { UserRecord } from '../users/users.repository';
import { exportFields } from './export-fields';
import { downloadFileName, exportsDir, removeFiles, storedFileName } from './export-files';
import { describeSource } from './export-source';
import { EXPORT_FILE_TYPES } from './export-writer';
import { presentExport } from './exports.presenter';
import {
  deleteExportOfUser,
  failExportsOfFailedJobs,
  getExportOfUser,
  insertExport,
  listExportsOfUser,
  setExportJob,
} from './exports.repository';

export const EXPORT_JOB_KIND = 'export';
/** The exports list shows the newest this many. */
const LIST_LIMIT = 200;

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `You have no export ${id}.` });
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/**
 * `POST /api/exports`: checks the request against the source and the cap, stores it and queues its job. A public
 * share link's export runs as its sharer and is stored with the link's id (and the name it shows for its sharer),
 * so it is told apart from theirs and its file names nobody else.
 */
export async function createExport(
  ctx: AppContext,
  user: UserRecord,
  request: ExportRequestParsed,
  share: { linkId: number; sharedBy: string | null } | null = null,
): Promise<Export> {
  const shareLinkId = share?.linkId ?? null;
  const fields = exportFields(request);
  if (fields.length === 0) {
    const message = `None of the chosen fields can go into a ${EXPORT_FORMAT_LABELS[request.format]} export of this source.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { fields: [message] } });
  }
  const source = await describeSource(ctx, user, request.source, request.grouping);
  const unit = request.grouping === 'families' ? ['family', 'families'] : ['document', 'documents'];
  if (source.count === 0) {
    const message = `${source.name} has no ${unit[1]} to export.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { source: [message] } });
  }
  const cap = await exportCapOf(ctx, user.organizationId);
  if (source.count > cap) {
    const message =
      `${source.name} has ${plural(source.count, unit[0]!, unit[1]!)}, more than the ` +
      `${cap.toLocaleString('en')} your organisation allows in one export. Narrow the results, or ask an ` +
      'administrator to raise the export cap.';
    throw new AppError('VALIDATION_FAILED', { message, fields: { source: [message] } });
  }
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertExport(tx, {
      organizationId: user.organizationId,
      userId: user.id,
      format: request.format,
      request: { ...request, ...(share ? { share_link_id: share.linkId, shared_by: share.sharedBy } : {}) } as Record<
        string,
        unknown
      >,
      sourceName: source.name,
      sourceType: request.source.type,
      filename: downloadFileName(source.name, now, request.format),
      createdAt: now,
    });
    const job = await createJob(tx, {
      kind: EXPORT_JOB_KIND,
      payload: { exportId: inserted.id },
      createdBy: user.id,
      runAt: now,
      priority: ctx.jobs.priorityOf(EXPORT_JOB_KIND),
    });
    await setExportJob(tx, inserted.id, job.id);
    // The activity lists it; with tracking on, the event carries the active reference (insertLoggedEvent stamps it).
    await insertLoggedEvent(tx, {
      userId: user.id,
      action: 'export.create',
      message: `${shareLinkId === null ? 'Exported' : 'A share link’s visitor exported'} ${source.name} as ${EXPORT_FORMAT_LABELS[request.format]} (${plural(source.count, unit[0]!, unit[1]!)})`,
      details: {
        export_id: inserted.id,
        format: request.format,
        source: request.source.type,
        count: source.count,
        ...(shareLinkId === null ? {} : { share_link_id: shareLinkId }),
      },
      createdAt: now,
    });
    return { ...inserted, jobId: job.id };
  });
  ctx.jobs.wake();
  return presentExport(row);
}

/** `GET /api/exports`: the user's own exports, newest first. */
export async function listExports(ctx: AppContext, user: UserRecord): Promise<Export[]> {
  await failExportsOfFailedJobs(ctx.db, user.id, ctx.now());
  return (await listExportsOfUser(ctx.db, user.id, LIST_LIMIT)).map(presentExport);
}

/** `GET /api/exports/{id}`: one of the user's exports (what the dialog polls); anyone else's answers 404. */
export async function getExport(ctx: AppContext, user: UserRecord, id: number): Promise<Export> {
  await failExportsOfFailedJobs(ctx.db, user.id, ctx.now());
  const row = await getExportOfUser(ctx.db, user.id, id);
  if (!row) throw notFound(id);
  return presentExport(row);
}

export type ExportDownload = { path: string; filename: string; contentType: string; size: number };

/** `GET /api/exports/{id}/download`: the finished file only; before that 409 says it is not ready. */
export async function exportDownload(ctx: AppContext, user: UserRecord, id: number): Promise<ExportDownload> {
  const row = await getExportOfUser(ctx.db, user.id, id);
  if (!row) throw notFound(id);
  if (row.status === 'failed')
    throw new AppError('NOT_FOUND', { message: `Export ${id} failed, so there is no file to download.` });
  if (row.status !== 'finished' || row.filePath === null || row.size === null)
    throw new AppError('EXPORT_NOT_READY', {
      message: `Export ${id} is ${row.status === 'pending' ? 'waiting to start' : 'still being written'}: download it when it is finished.`,
    });
  const format = row.format as keyof typeof EXPORT_FILE_TYPES;
  const path = join(exportsDir(ctx.dataDir), row.filePath);
  // A data dir restored without its exports folder, say: say so rather than fail half-way through the answer.
  if ((await stat(path).catch(() => null))?.size !== row.size)
    throw new AppError('NOT_FOUND', { message: `The file of export ${id} is gone: export it again.` });
  return {
    path,
    filename: row.filename,
    contentType: EXPORT_FILE_TYPES[format].contentType,
    size: row.size,
  };
}

/** `DELETE /api/exports/{id}`: the row and its file; a job still writing it finds the row gone and stops. */
export async function removeExport(ctx: AppContext, user: UserRecord, id: number): Promise<void> {
  const row = await deleteExportOfUser(ctx.db, user.id, id);
  if (!row) throw notFound(id);
  const format = row.format as keyof typeof EXPORT_FILE_TYPES;
  await removeFiles(join(exportsDir(ctx.dataDir), storedFileName(row.id, format)));
}
