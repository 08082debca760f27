import type { FolderNpl, FolderNplCreateBody, FolderNplUpdateBody } from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';

/** The fields of the NPL record form, as typed (the year too: the field holds text until it is sent). */
export type NplValues = {
  title: string;
  authors: string;
  source: string;
  year: string;
  doi: string;
  url: string;
  abstract: string;
};
export const NPL_FIELDS = ['title', 'authors', 'source', 'year', 'doi', 'url', 'abstract'] as const;

/** The form's starting values: the record's, or empty ones for a new record. */
export function nplValues(record: FolderNpl | null): NplValues {
  return {
    title: record?.title ?? '',
    authors: record?.authors ?? '',
    source: record?.source ?? '',
    year: record?.year === null || record?.year === undefined ? '' : String(record.year),
    doi: record?.doi ?? '',
    url: record?.url ?? '',
    abstract: record?.abstract ?? '',
  };
}

/**
 * The year as the server takes it: null when blank, a number when the text is digits. Anything else cannot be sent
 * as a number at all, so the form says so itself (with the server's wording) rather than send it.
 */
export function nplYear(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/** The body that adds a record from the form. Every other check is the server's, so its messages are the ones shown. */
export function nplCreateBody(values: NplValues, year: number | null): FolderNplCreateBody {
  return {
    title: values.title,
    authors: values.authors,
    source: values.source,
    year,
    doi: values.doi,
    url: values.url,
    abstract: values.abstract,
  };
}

/** The body that changes `record` to the form's values: only what differs; null when nothing does. */
export function nplUpdateBody(record: FolderNpl, values: NplValues, year: number | null): FolderNplUpdateBody | null {
  const before = nplValues(record);
  const body: FolderNplUpdateBody = {};
  for (const field of NPL_FIELDS) {
    if (values[field].trim() === before[field].trim()) continue;
    if (field === 'year') body.year = year;
    else body[field] = values[field];
  }
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * A failed save split for the form: messages about the form's fields go under them, any others above the form.
 * Not an ApiError (the network, say): nothing for the fields, and the caller describes the failure.
 */
export function nplErrors(error: unknown): { fields: Partial<Record<keyof NplValues, string>>; general: string[] } {
  const fields: Partial<Record<keyof NplValues, string>> = {};
  const general: string[] = [];
  if (!(error instanceof ApiError)) return { fields, general };
  for (const [name, messages] of Object.entries(error.fields)) {
    if ((NPL_FIELDS as readonly string[]).includes(name)) fields[name as keyof NplValues] = messages.join(' ');
    else general.push(...messages);
  }
  return { fields, general };
}
