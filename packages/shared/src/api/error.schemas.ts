import { z } from 'zod';

/** The error body of DESIGN.md §3, for the OpenAPI document. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    retry_after_seconds: z.number().int().optional(),
    /** A query that does not parse: each problem with its UTF-16 offsets in the query text. */
    query_errors: z
      .array(z.object({ code: z.string(), message: z.string(), start: z.number().int(), end: z.number().int() }))
      .optional(),
    /** What a 409 conflict found (CHART_CONFLICT, DASHBOARD_CONFLICT: EditConflictDetailsSchema). */
    details: z.unknown().optional(),
  }),
});
