import { z } from 'zod';

/** Longest tracking reference kept; client matter numbers are far shorter. */
export const TRACKING_REFERENCE_MAX = 100;

/** A tracking reference as typed: trimmed, not empty, one line. */
export const TrackingReferenceSchema = z
  .string({ error: 'Enter a tracking reference.' })
  .trim()
  .min(1, 'Enter a tracking reference.')
  .max(TRACKING_REFERENCE_MAX, `A tracking reference has at most ${TRACKING_REFERENCE_MAX} characters.`)
  .regex(/^[^\r\n\t]*$/, 'A tracking reference is one line of text.');

/** `GET /api/active_client_reference` and the answer of its PUT (SPEC §3: reference is sent as reference). */
export const ActiveClientReferenceSchema = z.object({ reference: z.string().nullable() });
export type ActiveClientReference = z.infer<typeof ActiveClientReferenceSchema>;

/** `PUT /api/active_client_reference {reference}`. */
export const ActiveClientReferenceUpdateSchema = z.strictObject({ reference: TrackingReferenceSchema });

/** `GET /api/client_references`: the organisation's references (SPEC §7: an array of strings). */
export const ClientReferenceListSchema = z.array(z.string());

/** Periods the tracking logs can be narrowed to; SPEC §9: initially this_month. */
export const TRACKING_PERIODS = ['today', 'this_week', 'this_month', 'last_month', 'this_year', 'all'] as const;
export type TrackingPeriod = (typeof TRACKING_PERIODS)[number];
export const DEFAULT_TRACKING_PERIOD: TrackingPeriod = 'this_month';

export const TrackingLogFiltersSchema = z.strictObject({
  period: z.enum(TRACKING_PERIODS, { error: `Choose one of: ${TRACKING_PERIODS.join(', ')}.` }).default('this_month'),
  user_id: z.number().int().positive().nullable().default(null),
  reference: z.string().trim().max(TRACKING_REFERENCE_MAX).nullable().default(null),
});
export type TrackingLogFilters = z.infer<typeof TrackingLogFiltersSchema>;

/** `POST /api/client_references/logged_events {filters}` (and its xlsx export). */
export const TrackingLogRequestSchema = z.strictObject({
  filters: TrackingLogFiltersSchema.default({ period: 'this_month', user_id: null, reference: null }),
});
export type TrackingLogRequest = z.input<typeof TrackingLogRequestSchema>;

export const TrackingLogEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  reference: z.string(),
  action: z.string(),
  message: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type TrackingLogEntry = z.infer<typeof TrackingLogEntrySchema>;

/** The logs, newest first, cut to `limit` rows; `total` counts them all. */
export const TrackingLogAnswerSchema = z.object({
  data: z.array(TrackingLogEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
});
export type TrackingLogAnswer = z.infer<typeof TrackingLogAnswerSchema>;
