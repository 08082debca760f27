import { formatDate, jsonValue } from './export-values';
import type { ExportReport, ExportWriterFactory } from './export-writer';
import { openTextSink } from './text-sink';

// JSON: one document, `{ "export": {…the report…}, "documents": [ … ] }`, streamed one document at a time. Each
// document is an object with its ucid and every chosen field by id (dates YYYY-MM-DD, lists as arrays, null where
// the document has no value), so a reader never has to guess whether a field was chosen.

function reportJson(report: ExportReport) {
  return {
    title: report.title,
    format: report.format,
    query: report.query,
    filters: report.filters,
    total: report.total,
    source_total: report.sourceTotal,
    grouping: report.grouping,
    exported_at: report.exportedAt.toISOString(),
    exported_on: formatDate(report.exportedAt),
    exported_by: report.exportedBy,
    fields: report.fields.map((f) => ({ id: f.id, label: f.label, group: f.group, type: f.type })),
  };
}

export const writeJson: ExportWriterFactory = async (path, report) => {
  const sink = openTextSink(path);
  await sink.write(`{"export":${JSON.stringify(reportJson(report))},\n"documents":[`);
  let first = true;
  return {
    async write(record) {
      const doc: Record<string, unknown> = { ucid: record.ucid };
      for (const field of report.fields) doc[field.id] = jsonValue(record.values[field.id]);
      await sink.write(`${first ? '\n' : ',\n'}${JSON.stringify(doc)}`);
      first = false;
    },
    async close() {
      await sink.write('\n]}\n');
      await sink.close();
    },
  };
};
