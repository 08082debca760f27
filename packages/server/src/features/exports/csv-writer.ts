import { valueText } from './export-values';
import type { ExportValue, ExportWriterFactory } from './export-writer';
import { openTextSink } from './text-sink';

// CSV (RFC 4180): UTF-8 with a byte order mark so Excel reads it as UTF-8, a header of field labels, one row per
// record (a document, or a family's representative), CRLF line ends, and quotes only where a value needs them.

/** A field quoted when it holds a quote, a comma or a line break; quotes inside are doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) gets a
 * leading apostrophe, so a title or a folder comment such as `=HYPERLINK(...)` opens in Excel as the text it is.
 * Numbers are written as they are: a negative number is not a formula.
 */
export function csvCellText(value: ExportValue | undefined): string {
  const text = valueText(value);
  return typeof value !== 'number' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

export const writeCsv: ExportWriterFactory = async (path, report) => {
  const sink = openTextSink(path);
  await sink.write(`\uFEFF${csvRow(report.fields.map((f) => f.label))}`);
  return {
    write: (record) => sink.write(csvRow(report.fields.map((f) => csvCellText(record.values[f.id])))),
    close: () => sink.close(),
  };
};
