import { z } from 'zod';
import { MAX_ID } from '../constants';

/**
 * Exports (SPEC §3 Export, Export field groups; §4 Export states; §5 export rules). The SPA and the server share
 * this one definition: what can be asked for, and what an export looks like while it runs and when it is done.
 */

/** SPEC's six formats, then csv and RIS, which every patent tool is asked for. */
export const EXPORT_FORMATS = ['xlsx', 'docx', 'html', 'pdf', 'json', 'xml', 'csv', 'ris'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'Excel',
  docx: 'Word',
  html: 'HTML',
  pdf: 'PDF',
  json: 'JSON',
  xml: 'XML',
  csv: 'CSV',
  ris: 'RIS (reference managers)',
};

/** SPEC §3 Export field groups. */
export const EXPORT_FIELD_GROUPS = [
  'general',
  'long_text',
  'classifications',
  'images',
  'family_members',
  'tables',
  'folder',
  'other',
] as const;
export type ExportFieldGroup = (typeof EXPORT_FIELD_GROUPS)[number];

export const EXPORT_FIELD_GROUP_LABELS: Readonly<Record<ExportFieldGroup, string>> = {
  general: 'General',
  long_text: 'Long text',
  classifications: 'Classifications',
  images: 'Images',
  family_members: 'Family members',
  tables: 'Tables',
  folder: 'Folder',
  other: 'Other',
};

/** How a field's value is written: a writer formats dates as dates, lists joined or as lists, urls as links. */
export type ExportFieldType = 'text' | 'long_text' | 'date' | 'number' | 'list' | 'url' | 'image';

export type ExportFieldDef = {
  readonly id: string;
  readonly group: ExportFieldGroup;
  readonly label: string;
  readonly type: ExportFieldType;
};

function field(id: string, group: ExportFieldGroup, label: string, type: ExportFieldType): ExportFieldDef {
  return { id, group, label, type };
}

/** Every field an export can hold, in the order columns and sections are written. */
export const EXPORT_FIELDS: readonly ExportFieldDef[] = [
  field('publication_number', 'general', 'Publication number', 'text'),
  field('title', 'general', 'Title', 'text'),
  field('document_url', 'general', 'Link', 'url'),
  field('country', 'general', 'Country', 'text'),
  field('kind_code', 'general', 'Kind code', 'text'),
  field('publication_date', 'general', 'Publication date', 'date'),
  field('application_number', 'general', 'Application number', 'text'),
  field('application_date', 'general', 'Application date', 'date'),
  field('earliest_priority_date', 'general', 'Earliest priority date', 'date'),
  field('priority_numbers', 'general', 'Priority numbers', 'list'),
  field('grant_date', 'general', 'Grant date', 'date'),
  field('expected_expiry_date', 'general', 'Expected expiry date', 'date'),
  field('assignees', 'general', 'Assignees', 'list'),
  field('assignees_current', 'general', 'Current assignees', 'list'),
  field('inventors', 'general', 'Inventors', 'list'),
  field('agents', 'general', 'Agents', 'list'),
  field('language', 'general', 'Language', 'text'),
  field('status', 'general', 'Status (granted, pending)', 'text'),
  field('family_id', 'general', 'Simple family id', 'text'),
  field('forward_citation_count', 'general', 'Cited by (count)', 'number'),
  field('claim_count', 'general', 'Number of claims', 'number'),
  field('keywords_in_context', 'general', 'Keywords in context', 'long_text'),
  field('abstract', 'long_text', 'Abstract', 'long_text'),
  field('first_claim', 'long_text', 'First claim', 'long_text'),
  field('independent_claims', 'long_text', 'Independent claims', 'long_text'),
  field('claims', 'long_text', 'Claims', 'long_text'),
  field('description', 'long_text', 'Description', 'long_text'),
  field('ipc', 'classifications', 'IPC', 'list'),
  field('cpc', 'classifications', 'CPC', 'list'),
  field('us_classification', 'classifications', 'US classification', 'list'),
  field('locarno', 'classifications', 'Locarno', 'list'),
  field('fi', 'classifications', 'FI', 'list'),
  field('fterm', 'classifications', 'F-terms', 'list'),
  field('thumbnail', 'images', 'Thumbnail', 'image'),
  field('full_images', 'images', 'Full-size images', 'list'),
  field('simple_family_members', 'family_members', 'Simple family members', 'list'),
  field('extended_family_members', 'family_members', 'Extended family members', 'list'),
  field('tables', 'tables', 'Tables', 'long_text'),
  field('folder_comments', 'folder', 'Comments', 'long_text'),
  field('folder_rating', 'folder', 'Rating', 'text'),
  field('folder_labels', 'folder', 'Labels', 'list'),
  field('pdf_url', 'other', 'PDF', 'url'),
  field('custom_field_values', 'other', 'Custom field values', 'long_text'),
];

export const EXPORT_FIELD_IDS = EXPORT_FIELDS.map((f) => f.id);
const EXPORT_FIELDS_BY_ID = new Map(EXPORT_FIELDS.map((f) => [f.id, f]));

/** The field of an id, or undefined. */
export function exportField(id: string): ExportFieldDef | undefined {
  return EXPORT_FIELDS_BY_ID.get(id);
}

/** SPEC §5: full-size images only in json and xml; others get the thumbnail. */
export function fullImagesAllowed(format: ExportFormat): boolean {
  return format === 'json' || format === 'xml';
}

/** SPEC §5: keywords in context are removed for json and xml. */
export function keywordsInContextAllowed(format: ExportFormat): boolean {
  return format !== 'json' && format !== 'xml';
}

/** The fields a format may hold for a source: SPEC §5 rules, folder fields only for folder exports. */
export function fieldAllowed(def: ExportFieldDef, format: ExportFormat, sourceType: ExportSource['type']): boolean {
  if (def.group === 'folder' && sourceType !== 'folder') return false;
  if (def.id === 'full_images' && !fullImagesAllowed(format)) return false;
  if (def.id === 'keywords_in_context' && !keywordsInContextAllowed(format)) return false;
  return true;
}

/** Default cap per export; the organisation can set its own (SPEC §1 issue: default 10,000 documents). */
export const DEFAULT_EXPORT_CAP = 10_000;
/** Highest cap an organisation can set. */
export const MAX_EXPORT_CAP = 100_000;

/** Where an export's documents come from. */
export const ExportSourceSchema = z.discriminatedUnion(
  'type',
  [
    /** A saved search's results (the user's search number), with the result screen's filters, grouping and sort. */
    z.strictObject({
      type: z.literal('search'),
      index: z.number().int().positive(),
      filters: z.record(z.string(), z.array(z.string())).optional(),
      filtersToExclude: z.record(z.string(), z.array(z.string())).optional(),
    }),
    /** Documents the user ticked. */
    z.strictObject({ type: z.literal('selection'), ucids: z.array(z.string().trim().min(1)).min(1).max(100_000) }),
    z.strictObject({ type: z.literal('patent_list') }),
    z.strictObject({ type: z.literal('folder'), folderId: z.number().int().positive() }),
    /** One document (the document page's Export action). */
    z.strictObject({ type: z.literal('patent'), ucid: z.string().trim().min(1) }),
    /** An alert run's frozen results (its key, SPEC §7 `/alert_runs/{key}/exports/{format}/queue`). */
    z.strictObject({
      type: z.literal('alert_run'),
      key: z.uuid('An alert run key is a UUID.'),
      /** Result screen filters narrowing the run (a shared run's link filters, say). */
      filters: z.record(z.string(), z.array(z.string())).optional(),
      filtersToExclude: z.record(z.string(), z.array(z.string())).optional(),
    }),
  ],
  { error: 'Choose what to export: search, selection, patent_list, folder, patent or alert_run.' },
);
export type ExportSource = z.infer<typeof ExportSourceSchema>;

export const EXPORT_GROUPINGS = ['publications', 'families'] as const;
export type ExportGrouping = (typeof EXPORT_GROUPINGS)[number];

export const EXPORT_SORTS = [
  'relevance',
  'publication_date_desc',
  'publication_date_asc',
  'publication_number',
] as const;
export type ExportSort = (typeof EXPORT_SORTS)[number];

/** `POST /api/exports`: what to export, in which format, with which fields. */
export const ExportRequestSchema = z.strictObject({
  source: ExportSourceSchema,
  format: z.enum(EXPORT_FORMATS, { error: `Choose a format: ${EXPORT_FORMATS.join(', ')}.` }),
  fields: z
    .array(z.string())
    .min(1, 'Choose at least one field.')
    .refine((ids) => ids.every((id) => EXPORT_FIELDS_BY_ID.has(id)), {
      error: (issue) => {
        const ids = issue.input as string[];
        return `Unknown field: ${ids.filter((id) => !EXPORT_FIELDS_BY_ID.has(id)).join(', ')}.`;
      },
    }),
  grouping: z.enum(EXPORT_GROUPINGS).default('publications'),
  sort: z.enum(EXPORT_SORTS).default('relevance'),
});
export type ExportRequest = z.input<typeof ExportRequestSchema>;
export type ExportRequestParsed = z.infer<typeof ExportRequestSchema>;

/** SPEC §4 Export states, and failed. */
export const EXPORT_STATUSES = ['pending', 'running', 'finished', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** SPEC §3 Export: id, status, filename; with what the exports list and the progress bar show. */
export const ExportSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(EXPORT_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  /** The download's file name: source name and date, with the format's extension. */
  filename: z.string(),
  /** What was exported, for people: "Search #3", "Folder Batteries", "Patent list", "EP1000000A1". */
  source_name: z.string(),
  source_type: z.enum(['search', 'selection', 'patent_list', 'folder', 'patent', 'alert_run']),
  /** Documents (or families) to write, known once the job has resolved its source; null before. */
  total: z.number().int().nonnegative().nullable(),
  written: z.number().int().nonnegative(),
  /** Bytes of the finished file; null until finished. */
  size: z.number().int().nonnegative().nullable(),
  /** Why it failed, for people; null unless failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Export = z.infer<typeof ExportSchema>;
export const ExportListSchema = z.array(ExportSchema);

/** `/api/exports/{id}`. */
export const ExportIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** What the export dialog remembers per user (the `export_options` preference). */
export const ExportChoicesSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  fields: z.array(z.string()),
  grouping: z.enum(EXPORT_GROUPINGS),
});
export type ExportChoices = z.infer<typeof ExportChoicesSchema>;
