/**
 * Alerts and their runs (issue 18; SPEC §3 Alert, Alert run), beside schema.ts, whose tables they refer to.
 * drizzle.config.ts names this file too, so `npm run db:generate` sees every table together.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { folderLabels, folders, highlightingSchemes, jobs, timestamptz, users } from './schema';

export const ALERT_RUN_STATUS_VALUES = ['pending', 'running', 'finished', 'failed'] as const;

/** An alert's schedule as stored (AlertScheduleSchema's output). */
export type StoredSchedule = {
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  day_of_month: number | null;
  hour: number;
};

/**
 * One alert, its owner's alone. A deleted alert keeps its row with `deleted_at` set, so the Undo of the deletion
 * brings it back with its runs; the scheduler and every call treat it as gone.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    query: text('query'),
    filters: jsonb('filters')
      .$type<{ filtersToApply: Record<string, string[]>; filtersToExclude: Record<string, string[]> }>()
      .notNull(),
    /** The watched patents of a type-2 alert. */
    ucids: jsonb('ucids').$type<string[]>().notNull().default([]),
    schedule: jsonb('schedule').$type<StoredSchedule>().notNull(),
    dateBasis: text('date_basis', { enum: ['ingest', 'publication'] })
      .notNull()
      .default('ingest'),
    grouping: text('grouping').notNull().default('none'),
    mailEmptyRuns: boolean('mail_empty_runs').notNull().default(false),
    recipients: jsonb('recipients').$type<{ user_ids: number[]; emails: string[] }>().notNull(),
    paused: boolean('paused').notNull().default(false),
    highlightingSchemeId: integer('highlighting_scheme_id').references(() => highlightingSchemes.id, {
      onDelete: 'set null',
    }),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    labelId: integer('label_id').references(() => folderLabels.id, { onDelete: 'set null' }),
    inspectorUserIds: jsonb('inspector_user_ids').$type<number[]>().notNull().default([]),
    inspectorGroupIds: jsonb('inspector_group_ids').$type<number[]>().notNull().default([]),
    customFieldSchemeId: integer('custom_field_scheme_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('alerts_user_idx').on(t.userId, t.type), check('alerts_type', sql`${t.type} in (1, 2, 3)`)],
);

/**
 * One run of an alert over one period. The unique (alert, period start) is what makes a period run once, whichever
 * server process enqueues it: the second insert does nothing.
 */
export const alertRuns = pgTable(
  'alert_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The run's public key (SPEC §2 `/alert_runs/{uuid}`). */
    key: uuid('key').notNull(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    status: text('status', { enum: ALERT_RUN_STATUS_VALUES }).notNull().default('pending'),
    count: integer('count'),
    error: text('error'),
    /** Workflow alerts: who reviews this run, and the custom field scheme they review with (SPEC §3 origin_plus). */
    inspectorsUsers: jsonb('inspectors_users').$type<number[]>().notNull().default([]),
    inspectorsGroups: jsonb('inspectors_groups').$type<number[]>().notNull().default([]),
    customFieldSchemeId: integer('custom_field_scheme_id'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('alert_runs_key_unique').on(t.key),
    uniqueIndex('alert_runs_period_unique').on(t.alertId, t.periodStart),
    check('alert_runs_status', sql`${t.status} in ('pending', 'running', 'finished', 'failed')`),
  ],
);

/** A run's result set, frozen when it finished: later ingests never change what a run found. */
export const alertRunDocuments = pgTable(
  'alert_run_documents',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => alertRuns.id, { onDelete: 'cascade' }),
    ucid: text('ucid').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.ucid] })],
);

export const ALERT_RUN_CHANGE_KINDS = ['status', 'legal_event', 'family_member', 'forward_citation'] as const;

/**
 * What changed about each watched patent a type-2 run reported (SPEC §3 Alert run), frozen with the run's documents
 * so the run screen can say what changed, not only which patents. `position` keeps the run's order (patent, then
 * kind, then when seen). `detail` is the kind's detail as WatchedChangeSchema types it: the new member's or the
 * citing ucid, the legal event (date, code, description, category), or the old and new status. The event's category
 * is also a column, so it can be checked and counted without reading the JSON.
 */
export const alertRunChanges = pgTable(
  'alert_run_changes',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => alertRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ucid: text('ucid').notNull(),
    kind: text('kind', { enum: ALERT_RUN_CHANGE_KINDS }).notNull(),
    category: text('category', { enum: ['grant', 'lapse', 'opposition', 'expiry', 'other'] }),
    detail: jsonb('detail').$type<unknown>().notNull(),
    seenAt: timestamptz('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.position] }),
    check('alert_run_changes_kind', sql`${t.kind} in ('status', 'legal_event', 'family_member', 'forward_citation')`),
    check(
      'alert_run_changes_category',
      sql`(${t.kind} = 'legal_event') = (${t.category} is not null) and (${t.category} is null or ${t.category} in ('grant', 'lapse', 'opposition', 'expiry', 'other'))`,
    ),
  ],
);
