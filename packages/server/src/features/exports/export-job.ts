// The export job (DESIGN.md §6): resolves the source to an ordered list of ucids, fetches the stored documents a
// page at a time, turns each into a record of the chosen fields and streams it through the format's writer into
// `<file>.partial`; progress goes to the exports row (what GET answers) and to the job. Only a complete file is
// flushed and renamed to its final name, and only then does the row say finished and name the file, so a
// download can never see a half-written one. A job started again after the server died deletes what the dead
// attempt left and begins anew.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, type ExportRequestParsed, ExportRequestSchema } from '@app/shared';
import type { AppContext } from '../../context';
import { type JobContext, type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { exportCapOf } from '../organization/organization-settings.service';
import { personName } from '../users/users.presenter';
import { getUserById, type UserRecord } from '../users/users.repository';
import { recordContext } from './export-context';
import { exportFields } from './export-fields';
import { commitFile, exportsDir, partialPathOf, removeFiles, storedFileName } from './export-files';
import { toExportRecord } from './export-record';
import { describeSource, fetchDocuments, resolveUcids } from './export-source';
import type { ExportReport } from './export-writer';
import { openWriterThread } from './export-writer-thread';
import { type ExportRow, getExportById, updateExport } from './exports.repository';

/** Documents fetched and written per step; progress is saved after each. */
export const EXPORT_PAGE = 200;

/** Lets waiting requests in between pages (the embedded database answers through promises alone). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

class ExportDeleted extends Error {}

export function exportJobHandler(ctx: AppContext): JobHandler {
  return async (job, context) => {
    const exportId = Number((job.payload as { exportId?: unknown }).exportId);
    const row = await getExportById(ctx.db, exportId);
    // Deleted before it ran, or done by an attempt whose end the runner did not hear of: nothing left to do.
    if (!row) return { exportId, deleted: true };
    if (row.status === 'finished' || row.status === 'failed') return { exportId, status: row.status };
    try {
      return await writeExport(ctx, row, context);
    } catch (error) {
      if (error instanceof ExportDeleted) return { exportId, deleted: true };
      if (context.signal.aborted) {
        // The server is stopping: the runner puts the job back in the queue and the export waits for it.
        await updateExport(ctx.db, row.id, { status: 'pending', written: 0 });
        throw error;
      }
      const message =
        error instanceof AppError || error instanceof PermanentJobError
          ? error.message
          : `The export could not be written: ${error instanceof Error ? error.message : String(error)}`;
      await updateExport(ctx.db, row.id, { status: 'failed', error: message, finishedAt: ctx.now() });
      // A refusal or a writer's failure will not change on retry: fail at once, saying why.
      throw new PermanentJobError(message);
    }
  };
}

async function writeExport(ctx: AppContext, row: ExportRow, { report, signal }: JobContext) {
  // A public share link's export carries the link's id and shown name beside the request (see createExport).
  const { share_link_id: shareLinkId, shared_by: sharedBy, ...stored } = row.request as Record<string, unknown>;
  const shared = shareLinkId !== undefined;
  const request: ExportRequestParsed = ExportRequestSchema.parse(stored);
  const user = await getUserById(ctx.db, row.userId);
  if (!user || user.deactivatedAt)
    throw new PermanentJobError('The user who asked for this export can no longer sign in.');
  const dir = exportsDir(ctx.dataDir);
  await mkdir(dir, { recursive: true });
  const finalPath = join(dir, storedFileName(row.id, request.format));
  const partialPath = partialPathOf(finalPath);
  // Whatever an attempt that died left behind goes; this attempt writes the whole file again.
  await removeFiles(finalPath);
  const stillThere = (ok: boolean) => {
    if (!ok) throw new ExportDeleted();
  };
  stillThere(await updateExport(ctx.db, row.id, { status: 'running', written: 0, total: null, error: null }));

  // Permissions are checked again: they may have changed while the job waited.
  const source = await describeSource(ctx, user, request.source, request.grouping);
  const cap = await exportCapOf(ctx, user.organizationId);
  const { ucids, sourceTotal } = await resolveUcids(ctx, user, request.source, request.grouping, request.sort, cap);
  const total = ucids.length;
  stillThere(await updateExport(ctx.db, row.id, { total }));
  report({ written: 0, total, fraction: 0 });

  const fields = exportFields(request);
  const kwicQuery =
    request.source.type === 'search' && fields.some((f) => f.id === 'keywords_in_context') ? source.query : null;
  // A visitor's file names no account and holds no query of the sharer's: only what the link shows.
  const query = shared ? null : source.query;
  const exportReport: ExportReport = {
    title: query ? `${source.name}: ${query}` : source.name,
    format: request.format,
    query,
    filters: source.filters,
    total,
    sourceTotal,
    grouping: request.grouping,
    exportedAt: row.createdAt,
    exportedBy: shared ? `Shared link${typeof sharedBy === 'string' ? ` (${sharedBy})` : ''}` : exportedBy(user),
    fields,
  };
  const writer = await openWriterThread(request.format, partialPath, exportReport, ctx.exportWriterHeapMb);
  let written = 0;
  try {
    for (let at = 0; at < total; at += EXPORT_PAGE) {
      if (signal.aborted) throw new Error('The server stopped; the export starts again when it is back.');
      const page = ucids.slice(at, at + EXPORT_PAGE);
      const [docs, context] = await Promise.all([
        fetchDocuments(ctx, user, page, kwicQuery),
        recordContext(ctx, user, request.source, fields, page),
      ]);
      for (const doc of docs) await writer.write(toExportRecord(doc, fields, context));
      written += docs.length;
      stillThere(await updateExport(ctx.db, row.id, { written }));
      report({ written, total, fraction: total === 0 ? 1 : written / total });
      await nextTurn();
    }
    await writer.close();
  } catch (error) {
    await writer.abort();
    await removeFiles(finalPath);
    throw error;
  }
  const size = await commitFile(partialPath, finalPath);
  const finished = await updateExport(ctx.db, row.id, {
    status: 'finished',
    // Documents that left the index between listing and fetching are not in the file; the count says so.
    total: written,
    written,
    size,
    filePath: storedFileName(row.id, request.format),
    finishedAt: ctx.now(),
  });
  if (!finished) {
    await removeFiles(finalPath);
    return { exportId: row.id, deleted: true };
  }
  // The writer thread's peak, for the export benchmark and for anyone reading the job's result.
  return { exportId: row.id, written, size, writerPeakMb: Math.round(writer.memory().peakBytes / 2 ** 20) };
}

function exportedBy(user: UserRecord): string {
  const name = personName(user.firstName, user.lastName, null);
  return name ? `${name} <${user.email}>` : user.email;
}
