import type { ExportValue } from './export-writer';

// How values read as plain text, for the formats without types of their own (csv) and for the report sheet.

/** A date as YYYY-MM-DD (the day in UTC, which is how the record's dates are made). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A value as one line of text; lists joined with `separator`; null as the empty string. */
export function valueText(value: ExportValue | undefined, separator = '; '): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (Array.isArray(value)) return value.join(separator);
  return String(value);
}

/** A value for JSON: dates as YYYY-MM-DD strings, lists as arrays. */
export function jsonValue(value: ExportValue | undefined): string | number | readonly string[] | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDate(value);
  return value;
}
