// `POST /api/alerts/export {alertIds, type}`: the chosen alerts of one type as one xlsx sheet, named as SPEC §9 says
// (QueryAlerts_, WatchedPatents_ or WorkflowAlerts_ + YYYYMMDD + HHMMSS + .xlsx). A list of settings, small enough
// to write in memory; result exports of runs go through features/exports.

import { ALERT_EXPORT_PREFIXES, type AlertExportBody, type AlertType, AppError } from '@app/shared';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { type AlertRow, lastPeriodEnds, listAlertsOfUser, runCountsOf } from './alerts.repository';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `QueryAlerts_20260310141503.xlsx`: the type's prefix, then the date and time (UTC) of the export. */
export function alertExportFileName(type: AlertType, at: Date): string {
  const date = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `${ALERT_EXPORT_PREFIXES[type]}${date}${time}.xlsx`;
}

function scheduleText(row: AlertRow): string {
  const { frequency, weekday, day_of_month, hour } = row.schedule;
  const at = `${pad(hour)}:00 UTC`;
  if (frequency === 'weekly')
    return `Weekly on ${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday ?? 0]} at ${at}`;
  if (frequency === 'monthly') return `Monthly on day ${day_of_month ?? 1} at ${at}`;
  return `Daily at ${at}`;
}

/**
 * The workbook of the user's own alerts among `alertIds` of `type`; an id that is not one of them (anyone else's,
 * a deleted one, another type) answers 404 as an unknown alert does, so the export never mixes in what it should not.
 */
export async function exportAlerts(
  ctx: AppContext,
  user: UserRecord,
  body: AlertExportBody,
): Promise<{ filename: string; content: Buffer }> {
  const own = new Map((await listAlertsOfUser(ctx.db, user.id, body.type)).map((a) => [a.id, a]));
  const missing = body.alertIds.find((id) => !own.has(id));
  if (missing !== undefined)
    throw new AppError('ALERT_NOT_FOUND', { message: `You have no alert ${missing} of type ${body.type}.` });
  const chosen = [...new Set(body.alertIds)].map((id) => own.get(id)!);
  const ids = chosen.map((a) => a.id);
  const [runs, ends] = await Promise.all([runCountsOf(ctx.db, ids), lastPeriodEnds(ctx.db, ids)]);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alerts');
  sheet.columns = [
    { header: 'Name', key: 'name', width: 32 },
    { header: body.type === 2 ? 'Watched patents' : 'Query', key: 'what', width: 60 },
    { header: 'Schedule', key: 'schedule', width: 28 },
    { header: 'Date basis', key: 'basis', width: 14 },
    { header: 'Status', key: 'status', width: 10 },
    { header: 'Recipients', key: 'recipients', width: 40 },
    { header: 'Runs', key: 'runs', width: 8 },
    { header: 'Last run', key: 'last', width: 22 },
    { header: 'Created', key: 'created', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const alert of chosen) {
    sheet.addRow({
      name: alert.name,
      what: alert.type === 2 ? alert.ucids.join(', ') : (alert.query ?? ''),
      schedule: scheduleText(alert),
      basis: alert.dateBasis === 'ingest' ? 'Indexed' : 'Published',
      status: alert.paused ? 'Paused' : 'Active',
      recipients: alert.recipients.emails.join(', '),
      runs: runs.get(alert.id) ?? 0,
      last: ends.get(alert.id) ?? null,
      created: alert.createdAt,
    });
  }
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: alertExportFileName(body.type, ctx.now()), content };
}
