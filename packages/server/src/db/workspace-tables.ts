/**
 * Analysis workspaces (issue 20; SPEC §3 Workspace, Query, Label, Colour theme; §5 set and theme rules; §6 workspace
 * permission levels), beside schema.ts, whose tables they refer to. drizzle.config.ts names this file too.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups, organizations, timestamptz, users } from './schema';

/** Workspace levels as stored, weakest first (SPEC §6: Admin over Write over Read). */
export const WORKSPACE_LEVEL_VALUES = ['read', 'write', 'admin'] as const;
const GROUPINGS = sql`('none', 'applicationnumber', 'simplefamily', 'extendedfamily')`;

/** Include and exclude filters of a query or a set, as search takes them. */
export type StoredFilters = { filtersToApply: Record<string, string[]>; filtersToExclude: Record<string, string[]> };

/**
 * A colour theme for charts (SPEC §3 Colour theme). `user_id` null makes it the organisation's, managed by its
 * administrators; otherwise it is that user's own. `is_default` marks the default of its scope (one per scope).
 */
export const analysisThemes = pgTable(
  'analysis_themes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Colour entries; the fourth element of each is the original colour (SPEC §3). */
    colourRange: jsonb('colour_range').$type<(string | number | null)[][]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('analysis_themes_organization_idx').on(t.organizationId),
    index('analysis_themes_user_idx').on(t.userId),
    // One default per user, and one per organisation among its organisation-wide themes.
    uniqueIndex('analysis_themes_user_default_unique')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.userId} is not null`),
    uniqueIndex('analysis_themes_organization_default_unique')
      .on(t.organizationId)
      .where(sql`${t.isDefault} and ${t.userId} is null`),
  ],
);

/**
 * An analysis workspace (SPEC §3 Workspace). The owner has Admin; `grouping` is how its charts count documents;
 * `metrics` holds the headline figures the SPA computed last (SPEC §9 metric labels); `theme_id` is the colour theme
 * applied, and `set_type`/`set_id` the set applied (SPEC §5).
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    grouping: text('grouping').notNull().default('simplefamily'),
    metrics: jsonb('metrics').$type<Record<string, string | number | null>>().notNull().default({}),
    themeId: integer('theme_id').references(() => analysisThemes.id, { onDelete: 'set null' }),
    setType: text('set_type', { enum: ['set', 'global'] }),
    setId: integer('set_id'),
    /** The dashboard everyone opens on (SPEC §4 Active dashboard); unset when that dashboard is deleted. */
    activeDashboardId: integer('active_dashboard_id').references((): AnyPgColumn => dashboards.id, {
      onDelete: 'set null',
    }),
    /** When anyone last opened or pinged it. */
    engagedAt: timestamptz('engaged_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workspaces_organization_idx').on(t.organizationId, t.updatedAt),
    index('workspaces_owner_idx').on(t.ownerId),
    check('workspaces_grouping_check', sql`${t.grouping} in ${GROUPINGS}`),
    check('workspaces_set_check', sql`(${t.setType} is null) = (${t.setId} is null)`),
  ],
);

/** A saved query of a workspace (SPEC §3 Query): name, full query text, filters, grouping. */
export const workspaceQueries = pgTable(
  'workspace_queries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fullQuery: text('full_query').notNull(),
    filters: jsonb('filters').$type<StoredFilters>().notNull(),
    grouping: text('grouping').notNull().default('simplefamily'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('workspace_queries_workspace_idx').on(t.workspaceId, t.id),
    check('workspace_queries_grouping_check', sql`${t.grouping} in ${GROUPINGS}`),
  ],
);

/** A user's level on a workspace besides its owner. */
export const workspaceUsers = pgTable(
  'workspace_users',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: WORKSPACE_LEVEL_VALUES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_users_user_idx').on(t.userId),
    check('workspace_users_level_check', sql`${t.level} in ('read', 'write', 'admin')`),
  ],
);

/** A group's level on a workspace: every member has it (the highest of all a user holds wins). */
export const workspaceGroups = pgTable(
  'workspace_groups',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    level: text('level', { enum: WORKSPACE_LEVEL_VALUES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.groupId] }),
    index('workspace_groups_group_idx').on(t.groupId),
    check('workspace_groups_level_check', sql`${t.level} in ('read', 'write', 'admin')`),
  ],
);

/**
 * Who is in a workspace and where (SPEC §4 Collaboration: the 30-second activity ping, the active marker cleared on
 * leaving). `section` is null once the user left; `active_at` stays as their last activity for engagement.
 */
export const workspaceViewers = pgTable(
  'workspace_viewers',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section'),
    activeAt: timestamptz('active_at').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    visits: integer('visits').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

/**
 * A user's own workspace label (SPEC §3 Label, `GET /user/workspace_labels`). Folder labels belong to one folder, so
 * they cannot be reused here; these belong to a user and can be put on any workspace the user may change.
 */
export const workspaceLabels = pgTable(
  'workspace_labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    colour: text('colour').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspace_labels_name_unique').on(t.userId, t.nameKey)],
);

/** Which of its owner's labels a workspace carries. */
export const workspaceLabelLinks = pgTable(
  'workspace_label_links',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => workspaceLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.labelId] }), index('workspace_label_links_label_idx').on(t.labelId)],
);

/**
 * A set of documents to chart against (SPEC §5 set types): a workspace's own (`workspace_id` set, type `set`), or the
 * organisation's, usable in all its workspaces (`workspace_id` null, type `global`). A set narrows what the charts
 * count: by some of the workspace's queries, and by filters.
 */
export const analysisSets = pgTable(
  'analysis_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    queryIds: jsonb('query_ids').$type<number[]>().notNull().default([]),
    filters: jsonb('filters').$type<StoredFilters>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('analysis_sets_organization_idx').on(t.organizationId),
    index('analysis_sets_workspace_idx').on(t.workspaceId),
  ],
);

/**
 * What was done in a workspace, by whom and when (SPEC §3 Logged event, "events also exist per workspace";
 * `GET /workspaces/{id}/activity`). Kept apart from logged_events, which are a user's undoable actions.
 */
export const workspaceEvents = pgTable(
  'workspace_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('workspace_events_workspace_idx').on(t.workspaceId, t.id)],
);

/**
 * At which version each setting of a dashboard or chart last changed (`name`, `layout`; `title` and each config key),
 * so a change based on an older version is refused only when it touches a setting changed since (issue 20 item 5).
 */
export type FieldVersions = Record<string, number>;

/** One cell of a dashboard's grid (SPEC §3 Dashboard); the shared schema checks its bounds. */
export type StoredLayoutItem = { chart_id: number; x: number; y: number; w: number; h: number };

/** A dashboard of a workspace (SPEC §3 Dashboard): charts laid out in a grid, ordered by `position`. */
export const dashboards = pgTable(
  'dashboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    layout: jsonb('layout').$type<StoredLayoutItem[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    fieldVersions: jsonb('field_versions').$type<FieldVersions>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('dashboards_workspace_idx').on(t.workspaceId, t.position)],
);

/** A chart on a dashboard (SPEC §3 Chart): one section drawn with a configuration. */
export const charts = pgTable(
  'charts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    /** The section path, `{group}/{key}`. */
    section: text('section').notNull(),
    title: text('title').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    fieldVersions: jsonb('field_versions').$type<FieldVersions>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('charts_workspace_idx').on(t.workspaceId, t.id), index('charts_dashboard_idx').on(t.dashboardId, t.id)],
);
