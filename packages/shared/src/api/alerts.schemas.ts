import { z } from 'zod';
import { GROUPING_METHODS, MAX_ID } from '../constants';
import { checksummed, SEARCH_QUERY_MAX_LENGTH, SearchFiltersSchema, SearchPayloadSchema } from './search.schemas';
import { UcidSchema } from './ucid.schemas';
import { WatchedChangeSchema } from './watched-patents.schemas';

/**
 * Alerts (SPEC §3 Alert, Alert run; §7 Alerts and exports; §9 alert types). Type 1 runs a saved query on a schedule
 * over the documents that entered the index since its previous run; type 2 watches a list of patents for changes;
 * type 3 is a query alert whose results go into a folder with a label for inspectors to review.
 */
export const ALERT_TYPES = [1, 2, 3] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** SPEC §9: the xlsx of `POST /api/alerts/export` is named after the type, then YYYYMMDD, HHMMSS and `.xlsx`. */
export const ALERT_EXPORT_PREFIXES: Readonly<Record<AlertType, string>> = {
  1: 'QueryAlerts_',
  2: 'WatchedPatents_',
  3: 'WorkflowAlerts_',
};

export const ALERT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Which date puts a document in a run: when it entered the index (late old documents too), or its publication. */
export const ALERT_DATE_BASES = ['ingest', 'publication'] as const;
export type AlertDateBasis = (typeof ALERT_DATE_BASES)[number];

export const ALERT_RUN_STATUSES = ['pending', 'running', 'finished', 'failed'] as const;
export type AlertRunStatus = (typeof ALERT_RUN_STATUSES)[number];

export const ALERT_NAME_MAX = 120;
/** Patents one watched-patent alert may hold. */
export const ALERT_WATCHED_MAX = 10_000;
/** Recipients besides the owner. */
export const ALERT_RECIPIENTS_MAX = 100;

const IdSchema = z.number().int().positive().max(MAX_ID);

/**
 * When an alert runs, in UTC: every day at `hour`, on `weekday` (0 Sunday … 6 Saturday) each week, or on
 * `day_of_month` (1–28, so every month has it) each month. A run covers the period that ends at that moment.
 */
export const AlertScheduleSchema = z
  .strictObject({
    frequency: z.enum(ALERT_FREQUENCIES, { error: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}.` }),
    weekday: z.number().int().min(0).max(6).nullable().default(null),
    day_of_month: z
      .number()
      .int()
      .min(1)
      .max(28, 'Choose a day from 1 to 28, which every month has.')
      .nullable()
      .default(null),
    hour: z.number().int().min(0).max(23).default(6),
  })
  .superRefine((s, ctx) => {
    if (s.frequency === 'weekly' && s.weekday === null)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Choose the day of the week a weekly alert runs.' });
    if (s.frequency === 'monthly' && s.day_of_month === null)
      ctx.addIssue({
        code: 'custom',
        path: ['day_of_month'],
        message: 'Choose the day of the month a monthly alert runs.',
      });
  });
export type AlertSchedule = z.output<typeof AlertScheduleSchema>;

/** Who gets each run's e-mail besides the owner: users of the owner's organisation, and other addresses. */
export const AlertRecipientsSchema = z
  .strictObject({
    user_ids: z.array(IdSchema).max(ALERT_RECIPIENTS_MAX).default([]),
    emails: z.array(z.email('Give a valid e-mail address.').max(254)).max(ALERT_RECIPIENTS_MAX).default([]),
  })
  .default({ user_ids: [], emails: [] });

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Give the alert a name.')
  .max(ALERT_NAME_MAX, `An alert name has at most ${ALERT_NAME_MAX} characters.`);
const QuerySchema = z.string().trim().max(SEARCH_QUERY_MAX_LENGTH);

/** What every alert has, as asked for and as answered. */
const alertFields = {
  name: NameSchema,
  /** Command-line query text (types 1 and 3). */
  query: QuerySchema.nullable().default(null),
  filters: SearchFiltersSchema,
  /** The watched patents (type 2). */
  ucids: z.array(UcidSchema).max(ALERT_WATCHED_MAX).default([]),
  schedule: AlertScheduleSchema,
  date_basis: z.enum(ALERT_DATE_BASES).default('ingest'),
  grouping: z.enum(GROUPING_METHODS).default('none'),
  /** Runs that find nothing are recorded; they are mailed only when this is on. */
  mail_empty_runs: z.boolean().default(false),
  recipients: AlertRecipientsSchema,
  /** The highlighting scheme switched on when a run's results open. */
  highlighting_scheme_id: IdSchema.nullable().default(null),
  /** Workflow alerts (type 3): the folder and label results go into, and who reviews each run. */
  folder_id: IdSchema.nullable().default(null),
  label_id: IdSchema.nullable().default(null),
  inspector_user_ids: z.array(IdSchema).max(ALERT_RECIPIENTS_MAX).default([]),
  inspector_group_ids: z.array(IdSchema).max(ALERT_RECIPIENTS_MAX).default([]),
  custom_field_scheme_id: IdSchema.nullable().default(null),
};

/** Type-specific rules, shared by create and by the merged result of an update. */
export function alertProblems(alert: {
  type: AlertType;
  query: string | null;
  ucids: readonly string[];
  folder_id: number | null;
  label_id: number | null;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (alert.type !== 2 && !alert.query) problems.push({ path: 'query', message: 'Give the query the alert runs.' });
  if (alert.type === 2 && alert.ucids.length === 0)
    problems.push({ path: 'ucids', message: 'Give at least one patent to watch.' });
  if (alert.type === 3 && alert.folder_id === null)
    problems.push({ path: 'folder_id', message: 'Choose the folder a workflow alert’s results go into.' });
  if (alert.type !== 3 && (alert.folder_id !== null || alert.label_id !== null))
    problems.push({ path: 'folder_id', message: 'Only workflow alerts put their results into a folder.' });
  return problems;
}

export const AlertCreateSchema = z
  .strictObject({
    type: z.union(
      ALERT_TYPES.map((t) => z.literal(t)),
      { error: 'type must be 1, 2 or 3.' },
    ),
    ...alertFields,
  })
  .superRefine((body, ctx) => {
    for (const p of alertProblems(body)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type AlertCreateBody = z.input<typeof AlertCreateSchema>;
export type AlertCreateParsed = z.output<typeof AlertCreateSchema>;

/** A change: any of the fields (the type stays); the merged alert is checked against the type's rules. */
export const AlertUpdateSchema = z
  .strictObject({
    name: NameSchema.optional(),
    query: QuerySchema.nullable().optional(),
    filters: SearchFiltersSchema.optional(),
    ucids: z.array(UcidSchema).max(ALERT_WATCHED_MAX).optional(),
    schedule: AlertScheduleSchema.optional(),
    date_basis: z.enum(ALERT_DATE_BASES).optional(),
    grouping: z.enum(GROUPING_METHODS).optional(),
    mail_empty_runs: z.boolean().optional(),
    recipients: AlertRecipientsSchema.optional(),
    highlighting_scheme_id: IdSchema.nullable().optional(),
    folder_id: IdSchema.nullable().optional(),
    label_id: IdSchema.nullable().optional(),
    inspector_user_ids: z.array(IdSchema).max(ALERT_RECIPIENTS_MAX).optional(),
    inspector_group_ids: z.array(IdSchema).max(ALERT_RECIPIENTS_MAX).optional(),
    custom_field_scheme_id: IdSchema.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Give at least one field to change.');
export type AlertUpdateBody = z.input<typeof AlertUpdateSchema>;
export type AlertUpdateParsed = z.output<typeof AlertUpdateSchema>;

/** SPEC §3 Alert, as the API answers it. */
export const AlertSchema = z.object({
  id: z.number().int(),
  type: z.union(ALERT_TYPES.map((t) => z.literal(t))),
  owner_id: z.number().int(),
  name: z.string(),
  query: z.string().nullable(),
  filters: z.object({
    filtersToApply: z.record(z.string(), z.array(z.string())),
    filtersToExclude: z.record(z.string(), z.array(z.string())),
  }),
  ucids: z.array(z.string()),
  schedule: z.object({
    frequency: z.enum(ALERT_FREQUENCIES),
    weekday: z.number().int().nullable(),
    day_of_month: z.number().int().nullable(),
    hour: z.number().int(),
  }),
  date_basis: z.enum(ALERT_DATE_BASES),
  grouping: z.enum(GROUPING_METHODS),
  mail_empty_runs: z.boolean(),
  recipients: z.object({ user_ids: z.array(z.number().int()), emails: z.array(z.string()) }),
  paused: z.boolean(),
  highlighting_scheme_id: z.number().int().nullable(),
  folder_id: z.number().int().nullable(),
  label_id: z.number().int().nullable(),
  inspector_user_ids: z.array(z.number().int()),
  inspector_group_ids: z.array(z.number().int()),
  custom_field_scheme_id: z.number().int().nullable(),
  /** The end of the newest period that has a run; null before the first. */
  last_run_at: z.string().nullable(),
  /** How many runs the alert has (SPEC §2 /alerts list). */
  run_count: z.number().int(),
  /** The newest run's state, and its result count once finished; null before the first run. */
  last_run_status: z.enum(ALERT_RUN_STATUSES).nullable(),
  last_run_count: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListQuerySchema = z.object({
  checksum: z.string().max(128).optional(),
  type: z.coerce
    .number()
    .int()
    .refine((t) => (ALERT_TYPES as readonly number[]).includes(t), 'type must be 1, 2 or 3.')
    .optional(),
});
export const AlertListSchema = checksummed(AlertSchema);

export const AlertIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
export const AlertRunKeyParamsSchema = z.object({ key: z.uuid('An alert run key is a UUID.') });

/** SPEC §3 Alert run (with origin_plus's inspectors and custom field scheme). */
export const AlertRunSchema = z.object({
  key: z.string(),
  alert_id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(ALERT_RUN_STATUSES),
  /** Documents the run found; null until it finished. */
  count: z.number().int().nullable(),
  error: z.string().nullable(),
  inspectors_users: z.array(z.number().int()),
  inspectors_groups: z.array(z.number().int()),
  custom_field_scheme_id: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AlertRun = z.infer<typeof AlertRunSchema>;
export const AlertRunListSchema = z.array(AlertRunSchema);

/**
 * `GET /api/alert_runs/{key}/changes`: what changed about each watched patent in a watched-patents run (type 2), as
 * frozen when the run finished, ordered by patent, then status, legal events, family members, forward citations, then
 * when seen. Kept apart from the run's results answer, which is paged and checksummed over documents; another type's
 * run, and a run not yet finished, answer an empty list.
 */
export const AlertRunChangesSchema = z.array(WatchedChangeSchema);

/** `GET /api/alert_runs/{key}`: the run's frozen results, paged, filtered, grouped and highlighted as a search's. */
export const AlertRunResultsQuerySchema = z.object({
  checksum: z.string().max(128).optional(),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  rows: z.coerce.number().int().min(0).max(500).default(20),
  grouped_by: z.enum(GROUPING_METHODS).optional(),
  sort: z.string().max(200).optional(),
});
/** The body of `POST /api/alert_runs/{key}` (the run's results with a search payload: filters, facets, highlighting). */
export const AlertRunResultsPayloadSchema = SearchPayloadSchema;

/** `POST /api/alerts/export`: the chosen alerts of one type as an xlsx. */
export const AlertExportSchema = z.strictObject({
  alertIds: z.array(IdSchema).min(1, 'Choose at least one alert.').max(10_000),
  type: z.union(
    ALERT_TYPES.map((t) => z.literal(t)),
    { error: 'type must be 1, 2 or 3.' },
  ),
});
export type AlertExportBody = z.infer<typeof AlertExportSchema>;
