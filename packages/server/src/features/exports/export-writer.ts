import type { ExportFieldDef, ExportFormat, ExportGrouping } from '@app/shared';

/**
 * The seam between an export job and the file formats. The job resolves the documents and turns each into an
 * `ExportRecord` holding only the chosen fields; a format's writer streams records to a file one at a time, so memory
 * does not grow with the number of documents. The job hands the writer a temporary path and renames the file only
 * after `close` resolves, so a half-written file is never served.
 */

/** One value: text, a number, a date (written as a date where the format has them), a list, or nothing. */
export type ExportValue = string | number | Date | readonly string[] | null;

/** A thumbnail ready to embed (PNG or JPEG bytes), or null when the document has no drawing we can show. */
export type ExportImage = {
  readonly data: Buffer;
  readonly mime: 'image/png' | 'image/jpeg';
  readonly width: number;
  readonly height: number;
};

/** One document (or, grouped by family, the family's representative with its members in the family fields). */
export type ExportRecord = {
  readonly ucid: string;
  /** The document's title for headings (also a field when chosen). */
  readonly heading: string;
  /** Absolute link to the document page in the app. */
  readonly documentUrl: string;
  /** Values of the chosen fields, by field id; a missing or null value is written as empty. */
  readonly values: Readonly<Record<string, ExportValue>>;
  /** The thumbnail, when the `thumbnail` field is chosen and the document has one. */
  readonly thumbnail: ExportImage | null;
};

/** What the whole report is: written once on a title page, a header or a second sheet. */
export type ExportReport = {
  /** "Search #3: TAC=(solar W/3 cell*)", "Folder Batteries", "Patent list", "EP1000000A1". */
  readonly title: string;
  readonly format: ExportFormat;
  /** The query text when the source is a search, else null. */
  readonly query: string | null;
  /** Filters applied, for people ("Country: EP, US"). */
  readonly filters: readonly string[];
  /** Documents (or families) the export holds, and how many the source had before the cap. */
  readonly total: number;
  readonly sourceTotal: number;
  readonly grouping: ExportGrouping;
  readonly exportedAt: Date;
  /** Who exported it ("Ada Admin <ada@example.com>"). */
  readonly exportedBy: string;
  /** The chosen fields, in catalogue order, after SPEC §5 rules removed what the format may not hold. */
  readonly fields: readonly ExportFieldDef[];
};

/** Streams records into one file. `write` may be awaited for back-pressure; `close` flushes and ends the file. */
export interface ExportWriter {
  write(record: ExportRecord): Promise<void>;
  close(): Promise<void>;
}

/** Opens a writer on `path` (a temporary name the job renames when `close` resolves). */
export type ExportWriterFactory = (path: string, report: ExportReport) => Promise<ExportWriter>;

/** The content type and extension of each format, for downloads. */
export const EXPORT_FILE_TYPES: Readonly<
  Record<ExportFormat, { readonly contentType: string; readonly extension: string }>
> = {
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  html: { contentType: 'text/html; charset=utf-8', extension: 'html' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  json: { contentType: 'application/json; charset=utf-8', extension: 'json' },
  xml: { contentType: 'application/xml; charset=utf-8', extension: 'xml' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
};
