// SPEC §7 `GET /alert_runs/{key}/exports/{format}/queue` and `/download`: an alert run's results exported through
// the same export job as every other source, asked for and fetched by the run's key and the format.

import { AppError, EXPORT_FIELDS, type Export, type ExportFormat, fieldAllowed } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { presentExport } from './exports.presenter';
import { latestAlertRunExport } from './exports.repository';
import { createExport, type ExportDownload, exportDownload } from './exports.service';

/** What a queued run export holds: the general fields the format takes (the run screen's dialog may ask for more). */
function defaultFields(format: ExportFormat): string[] {
  return EXPORT_FIELDS.filter((f) => f.group === 'general' && fieldAllowed(f, format, 'alert_run')).map((f) => f.id);
}

/**
 * Queues an export of the run in `format`, or answers the one already waiting or being written, so asking twice
 * never writes the file twice. A run that is not the user's answers 404 (the source check).
 */
export async function queueAlertRunExport(
  ctx: AppContext,
  user: UserRecord,
  key: string,
  format: ExportFormat,
): Promise<Export> {
  const latest = await latestAlertRunExport(ctx.db, user.id, key, format);
  if (latest && (latest.status === 'pending' || latest.status === 'running')) return presentExport(latest);
  return createExport(ctx, user, {
    source: { type: 'alert_run', key },
    format,
    fields: defaultFields(format),
    grouping: 'publications',
    sort: 'relevance',
  });
}

/** The newest finished export of the run in `format`; 409 while it is being written, 404 when none was asked for. */
export async function alertRunExportDownload(
  ctx: AppContext,
  user: UserRecord,
  key: string,
  format: ExportFormat,
): Promise<ExportDownload> {
  const latest = await latestAlertRunExport(ctx.db, user.id, key, format);
  if (!latest)
    throw new AppError('NOT_FOUND', { message: `There is no ${format} export of alert run ${key}: queue one first.` });
  return exportDownload(ctx, user, latest.id);
}
