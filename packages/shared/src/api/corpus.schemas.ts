import { z } from 'zod';

/** The label the UI and the API show on synthetic demo data, so nobody mistakes it for real patents. */
export const SYNTHETIC_DEMO_LABEL = 'Synthetic demo data: these are generated documents, not real patents.';

/** `GET /api/corpus`: what the patent index holds. */
export const CorpusStatusSchema = z.object({
  /** Live documents in the last commit. */
  documents: z.number().int().nonnegative(),
  /** True while the index holds the generated demo corpus (and only it). */
  synthetic: z.boolean(),
  /** `SYNTHETIC_DEMO_LABEL` when synthetic, else null. */
  label: z.string().nullable(),
  /** Commit generation; 0 for an index nothing was ever written to. */
  generation: z.number().int().nonnegative(),
  /**
   * False while the documents of an interrupted ingest still wait for their families and forward citations to be
   * linked (the server relinks on start); family groups and citation counts may be incomplete until then.
   */
  linked: z.boolean(),
});
export type CorpusStatus = z.infer<typeof CorpusStatusSchema>;

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * A job's name in the API: a random UUID (version 4), never the row's sequential number, so one job's id tells
 * nothing about anyone else's. Anything else in a job's path (an old row number, say) is malformed: 422, as for any
 * malformed id.
 */
export const JobIdSchema = z.uuid({ version: 'v4', error: 'The job id must be a UUID.' });

/** A background job as the admin screens and the API show it (`GET /api/admin/jobs/{id}`). */
export const JobViewSchema = z.object({
  id: JobIdSchema,
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** What the job works on, for display (an uploaded file's name, say). */
  title: z.string(),
  /** Latest progress: `fraction` 0..1 and counts, when the job reports them. */
  progress: z.record(z.string(), z.unknown()).nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type JobView = z.infer<typeof JobViewSchema>;

export const JobIdParamsSchema = z.object({ id: JobIdSchema });

/** Longest uploaded file name kept (longer ones are cut); the name only labels the job. */
export const UPLOAD_NAME_MAX_LENGTH = 200;

/** `POST /api/admin/ingest?name=...`: the uploaded file's name, shown on the job and in messages. */
export const IngestUploadQuerySchema = z.strictObject({
  name: z
    .string({ error: 'Give the file name as ?name=.' })
    .trim()
    .min(1, 'Give the file name as ?name=.')
    .max(UPLOAD_NAME_MAX_LENGTH, `Use a file name of at most ${UPLOAD_NAME_MAX_LENGTH} characters.`),
});
