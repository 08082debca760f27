import type { TrackingLogAnswer } from '@app/shared';
import ExcelJS from 'exceljs';

/** What the action codes of logged events mean to whoever reads the export. */
function actionLabel(action: string): string {
  if (action === 'search.create') return 'Search';
  if (action === 'patent.view') return 'Document view';
  if (action.startsWith('export.')) return 'Export';
  return 'Change';
}

/** The tracking logs as an xlsx workbook: one row per logged action, newest first, with a frozen header. */
export async function trackingLogsWorkbook(logs: TrackingLogAnswer, generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet('Tracking logs', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Date (UTC)', key: 'date', width: 22 },
    { header: 'Tracking reference', key: 'reference', width: 24 },
    { header: 'User', key: 'user', width: 28 },
    { header: 'E-mail', key: 'email', width: 32 },
    { header: 'Action', key: 'action', width: 16 },
    { header: 'Details', key: 'message', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const entry of logs.data) {
    sheet.addRow({
      date: new Date(entry.created_at),
      reference: entry.reference,
      user: entry.user.name,
      email: entry.user.email,
      action: actionLabel(entry.action),
      message: entry.message,
    });
  }
  sheet.getColumn('date').numFmt = 'yyyy-mm-dd hh:mm:ss';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `TrackingLogs_YYYYMMDD_HHMMSS.xlsx`, in the style of SPEC §9's alert export names. */
export function trackingExportFileName(at: Date): string {
  const iso = at.toISOString();
  return `TrackingLogs_${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}.xlsx`;
}
