/**
 * The exports table (issue 17; SPEC §3 Export), beside schema.ts, whose tables it refers to. drizzle.config.ts names
 * this file too, so `npm run db:generate` sees every table together.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { jobs, organizations, timestamptz, users } from './schema';

export const EXPORT_STATUS_VALUES = ['pending', 'running', 'finished', 'failed'] as const;

/**
 * One export a user asked for: what (the request as validated), how far the job got, and where the finished file
 * is. `file_path` is relative to the exports folder of the data dir and is set only once the file is complete and
 * renamed into place, so a row with a path always names a whole file.
 */
export const exports = pgTable(
  'exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXPORT_STATUS_VALUES }).notNull().default('pending'),
    format: text('format').notNull(),
    /** The POST body as the schema parsed it (source, format, fields, grouping, sort). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    sourceName: text('source_name').notNull(),
    sourceType: text('source_type').notNull(),
    filename: text('filename').notNull(),
    total: integer('total'),
    written: integer('written').notNull().default(0),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    filePath: text('file_path'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('exports_user_idx').on(t.userId, t.createdAt),
    check('exports_status', sql`${t.status} in ('pending', 'running', 'finished', 'failed')`),
  ],
);
