import type { ExportFieldDef } from '@app/shared';
import type { ExportRecord, ExportReport, ExportValue } from './export-writer';

/**
 * How the report formats (docx, pdf, html, xml, ris) turn a value into text. One place, so a date reads the same in
 * Word, a PDF and a reference manager: YYYY-MM-DD, the form patent offices and courts use, whatever the locale.
 */

/** A date as YYYY-MM-DD in UTC (patent dates are calendar days; UTC keeps a midnight date from moving a day). */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A date and time as "YYYY-MM-DD HH:MM UTC", for when the export was made. */
export function formatDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The items of a value: a list's non-empty items, a single value as one item, nothing as none. */
export function valueItems(value: ExportValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((item) => item.trim() !== '');
  const text = valueText(value);
  return text === '' ? [] : [text];
}

/** A value as one line of text: dates as YYYY-MM-DD, lists joined with "; ", nothing as "". */
export function valueText(value: ExportValue | undefined, separator = '; '): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  return value.filter((item) => item.trim() !== '').join(separator);
}

/** The text of one chosen field of a record. */
export function fieldText(record: ExportRecord, field: ExportFieldDef, separator = '; '): string {
  return valueText(record.values[field.id], separator);
}

/**
 * A report's fields split the way a report lays them out: short fields in a bibliography table, long texts as
 * paragraphs after it. The thumbnail is drawn as a picture, not a row; full-size image links stay rows (xml only).
 */
export function reportLayout(report: ExportReport): {
  readonly shortFields: readonly ExportFieldDef[];
  readonly longFields: readonly ExportFieldDef[];
  readonly showsThumbnail: boolean;
} {
  const shortFields = report.fields.filter((f) => f.type !== 'long_text' && f.type !== 'image');
  const longFields = report.fields.filter((f) => f.type === 'long_text');
  return { shortFields, longFields, showsThumbnail: report.fields.some((f) => f.type === 'image') };
}

/** The lines of the report's header block, shared by the title page of docx and pdf and the html header. */
export function reportSummary(report: ExportReport): { readonly label: string; readonly text: string }[] {
  const lines = [];
  if (report.query !== null) lines.push({ label: 'Query', text: report.query });
  lines.push({ label: 'Filters', text: report.filters.length > 0 ? report.filters.join('; ') : 'None' });
  const unit = report.grouping === 'families' ? 'families' : 'documents';
  const capped = report.sourceTotal > report.total ? ` of ${report.sourceTotal.toLocaleString('en')}` : '';
  lines.push({ label: 'Documents', text: `${report.total.toLocaleString('en')}${capped} ${unit}` });
  lines.push({ label: 'Exported', text: formatDateTime(report.exportedAt) });
  lines.push({ label: 'Exported by', text: report.exportedBy });
  return lines;
}

/** Removes characters that XML 1.0 cannot hold at all (control characters other than tab and line ends). */
export function xmlSafe(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML forbids.
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

/** Escapes text for XML and HTML element content and double-quoted attribute values. */
export function escapeXml(text: string): string {
  return xmlSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A value for JSON: dates as YYYY-MM-DD strings, lists as arrays. */
export function jsonValue(value: ExportValue | undefined): string | number | readonly string[] | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return formatDate(value);
  return value;
}
