import { valueText } from './export-values';
import type { ExportWriterFactory } from './export-writer';
import { openTextSink } from './text-sink';

// CSV (RFC 4180): UTF-8 with a byte order mark so Excel reads it as UTF-8, a header of field labels, one row per
// record (a document, or a family's representative), CRLF line ends, and quotes only where a value needs them.

/** A field quoted when it holds a quote, a comma or a line break; quotes inside are doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

export const writeCsv: ExportWriterFactory = async (path, report) => {
  const sink = openTextSink(path);
  await sink.write(`\uFEFF${csvRow(report.fields.map((f) => f.label))}`);
  return {
    write: (record) => sink.write(csvRow(report.fields.map((f) => valueText(record.values[f.id])))),
    close: () => sink.close(),
  };
};
