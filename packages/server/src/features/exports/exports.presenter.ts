import type { Export, ExportFormat, ExportSource } from '@app/shared';
import type { ExportRow } from './exports.repository';

export function presentExport(row: ExportRow): Export {
  return {
    id: row.id,
    status: row.status,
    format: row.format as ExportFormat,
    filename: row.filename,
    source_name: row.sourceName,
    source_type: row.sourceType as ExportSource['type'],
    total: row.total,
    written: row.written,
    size: row.status === 'finished' ? row.size : null,
    error: row.status === 'failed' ? row.error : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
