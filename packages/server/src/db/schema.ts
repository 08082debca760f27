/**
 * Drizzle schema of the application state (DESIGN.md §1). PostgreSQL dialect only; the same tables run on
 * PGlite and on a PostgreSQL server. Change it, then run `npm run db:generate` to write a migration. The custom
 * field tables are in custom-field-tables.ts (drizzle.config.ts names both files).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Most patents a folder may hold, and the count from which adding warns first; null: the defaults (SPEC §9). */
  folderLimit: integer('folder_limit'),
  folderWarning: integer('folder_warning'),
  /** Most documents one export may hold; null: DEFAULT_EXPORT_CAP (issue 17). */
  exportCap: integer('export_cap'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A licensed module of an organisation; `configuration.enabled` decides whether it is on (SPEC §5). */
export const organizationModules = pgTable(
  'organization_modules',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default({ enabled: false }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.name] })],
);

export const folderCategories = pgTable(
  'folder_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('folder_categories_organization_idx').on(t.organizationId, t.position)],
);

export const userTypes = pgTable(
  'user_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('user_types_organization_idx').on(t.organizationId)],
);

/** People who sign in. `email` is stored lowercased; `password_hash` is null until an invited user sets one. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isEndUser: boolean('is_end_user').notNull().default(false),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    groupManager: boolean('group_manager').notNull().default(false),
    userTypeId: integer('user_type_id').references(() => userTypes.id, { onDelete: 'set null' }),
    globalDashboards: jsonb('global_dashboards').$type<number[]>().notNull().default([]),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_organization_idx').on(t.organizationId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('groups_organization_idx').on(t.organizationId)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * Who manages a group besides the organisation's admins: a user with the group-manager role may rename the groups
 * they manage and change their members (SPEC §6: /groups is for admins and group managers). A manager need not be
 * a member.
 */
export const groupManagers = pgTable(
  'group_managers',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_managers_user_idx').on(t.userId)],
);

/** Signed-in sessions. `id` is the sha256 hex of the cookie token, so a leaked table grants no access. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens of password-reset and invitation links; only the sha256 of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_token_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId, t.kind, t.createdAt),
    check('password_tokens_kind', sql`${t.kind} in ('reset', 'invite')`),
  ],
);

/** Failed sign-ins, counted per e-mail and per address for the login rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_created_at_idx').on(t.createdAt),
  ],
);

/** Wrong current passwords given to the password change, per user (the limit is in the auth service). */
export const passwordChangeFailures = pgTable(
  'password_change_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_change_failures_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Background work (DESIGN.md §6): exports, alert runs, ingestion. A worker claims the oldest due `queued` row with
 * `FOR UPDATE SKIP LOCKED`, so several workers never take the same job; a running job beats `heartbeat_at`, and
 * one whose worker died (no beat for a while) goes back to `queued` until `attempts` reaches `max_attempts`.
 * `id` orders the queue and never leaves the server; the API names a job by `public_id`, a random UUID (v4), so
 * nobody can guess another person's job from their own.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The job's name in the API: `createJob` draws it with `crypto.randomUUID()`; the default fills older rows. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    /** Latest progress report of a running job (fraction 0..1 and counts), for progress bars. */
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    /** What a finished job produced (a summary, a file name). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Claim order: 0 interactive (someone waits for it), 1 scheduled, 2 bulk; see jobs/job-priority.ts. */
    priority: integer('priority').notNull().default(1),
    /**
     * Set when a job must exist at most once (a schedule's period, an alert's run for a period): a second insert
     * with the same key does nothing, whichever process makes it.
     */
    uniqueKey: text('unique_key'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamptz('heartbeat_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_public_id_unique').on(t.publicId),
    uniqueIndex('jobs_unique_key_unique').on(t.uniqueKey),
    index('jobs_due_idx').on(t.status, t.priority, t.runAt, t.id),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
    check('jobs_status', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('jobs_priority', sql`${t.priority} in (0, 1, 2)`),
  ],
);

/**
 * A user's saved searches (history and strategies), numbered 1, 2, 3 … per user: `#3` in a later query means
 * that user's search 3. The text is kept, not the tree: parsing is cheap and a parser fix then reaches old searches.
 */
export const searches = pgTable(
  'searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queryIndex: integer('query_index').notNull(),
    query: text('query').notNull(),
    type: text('type', { enum: ['commandline', 'expert'] }).notNull(),
    numFound: integer('num_found'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastRunAt: timestamptz('last_run_at'),
    /**
     * Set when the user deletes the search from their history. The row stays: its number is never given to a new
     * search, the searches that name it (`#n`) keep resolving, and the Undo only clears this again.
     */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('searches_user_index_unique').on(t.userId, t.queryIndex),
    check('searches_type', sql`${t.type} in ('commandline', 'expert')`),
  ],
);

/**
 * A user's highlighting schemes (SPEC §3 Highlighting scheme): words to mark in results whatever the query, one
 * colour per group. `name_key` is the trimmed, lower-cased name, so one user cannot have "Batteries" twice.
 */
export const highlightingSchemes = pgTable(
  'highlighting_schemes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    groups: jsonb('groups').$type<{ terms: string[] }[]>().notNull(),
    /** Shown to everyone of the owner's organisation, who may use it but not change it (issue 16). */
    sharedWithOrganization: boolean('shared_with_organization').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('highlighting_schemes_user_name_unique').on(t.userId, t.nameKey)],
);

/**
 * Folders of patents (SPEC §3 Folder). A deleted folder keeps its row with `deleted_at` set until the undo window
 * of its logged event has passed, so Undo brings back the folder with its patents, labels and shares exactly.
 */
export const folders = pgTable(
  'folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => folderCategories.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('folders_organization_idx').on(t.organizationId)],
);

/** Who may use a folder besides its creator: a user or a group, at read, write or admin (the highest wins). */
export const folderShares = pgTable(
  'folder_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['read', 'write', 'admin'] }).notNull(),
  },
  (t) => [
    uniqueIndex('folder_shares_user_unique').on(t.folderId, t.userId),
    uniqueIndex('folder_shares_group_unique').on(t.folderId, t.groupId),
    index('folder_shares_user_idx').on(t.userId),
    index('folder_shares_group_idx').on(t.groupId),
    check('folder_shares_level', sql`${t.level} in ('read', 'write', 'admin')`),
    check('folder_shares_one_grantee', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

/** Users who pinned a folder (SPEC §3 Folder pinned_users). */
export const folderPins = pgTable(
  'folder_pins',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.userId] })],
);

/** The patents in a folder: one row per publication, whoever added it first; the rating is the folder's. */
export const folderPatents = pgTable(
  'folder_patents',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    ucid: text('ucid').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    rating: integer('rating'),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.ucid] }),
    check('folder_patents_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * What a user did that can be undone or reviewed (SPEC §3 Logged event): a message, the folder it concerns, and the
 * call that reverses it (`undo`: method, API path, body), which the toast's Undo makes before deleting the event.
 */
export const loggedEvents = pgTable(
  'logged_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    undo: jsonb('undo').$type<{ method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown } | null>(),
    /** The user's active tracking reference when it happened (tracking module on), for the tracking logs. */
    clientReference: text('client_reference'),
    /** The user's organisation when it happened, so the tracking logs never cross organisations. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('logged_events_user_idx').on(t.userId, t.createdAt),
    index('logged_events_folder_idx').on(t.folderId),
    index('logged_events_tracking_idx').on(t.organizationId, t.createdAt).where(sql`${t.clientReference} is not null`),
  ],
);

/**
 * The tracking references of an organisation (SPEC §3 Tracking references): client or matter numbers that work is
 * billed to. A reference is added the first time someone makes it their active one; `reference_key` is the
 * trimmed, lower-cased text, so "ACME-1" and "acme-1" are one reference.
 */
export const clientReferences = pgTable(
  'client_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    referenceKey: text('reference_key').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_references_organization_key_unique').on(t.organizationId, t.referenceKey)],
);

/** The tracking reference each user works under now; searches, document views and changes are logged against it. */
export const activeClientReferences = pgTable('active_client_references', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientReferenceId: integer('client_reference_id')
    .notNull()
    .references(() => clientReferences.id, { onDelete: 'cascade' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A folder's labels (SPEC §3 Folder label), each with a colour; `name_key` keeps names unique per folder. */
export const folderLabels = pgTable(
  'folder_labels',
  {
    // By default rather than always: the undo of a label's deletion puts it back under its own id.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    colour: text('colour').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('folder_labels_name_unique').on(t.folderId, t.nameKey)],
);

/** Which labels a patent of a folder carries; removing the patent or the label removes the pairing. */
export const folderPatentLabels = pgTable(
  'folder_patent_labels',
  {
    folderId: integer('folder_id').notNull(),
    ucid: text('ucid').notNull(),
    labelId: integer('label_id')
      .notNull()
      .references(() => folderLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.ucid, t.labelId] }),
    foreignKey({
      columns: [t.folderId, t.ucid],
      foreignColumns: [folderPatents.folderId, folderPatents.ucid],
    }).onDelete('cascade'),
    index('folder_patent_labels_label_idx').on(t.labelId),
  ],
);

/** Comments on a patent in a folder, threaded by `parent_id`, with author and time. */
export const folderComments = pgTable(
  'folder_comments',
  {
    // By default rather than always: the undo of a removal puts comments back under their ids, threads intact.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    folderId: integer('folder_id').notNull(),
    ucid: text('ucid').notNull(),
    parentId: integer('parent_id'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.folderId, t.ucid],
      foreignColumns: [folderPatents.folderId, folderPatents.ucid],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('folder_comments_patent_idx').on(t.folderId, t.ucid),
  ],
);

/**
 * The user's own working list of marked patents across searches, one row per patent on it (SPEC §3 Listed patent;
 * the table keeps SPEC's name).
 */
export const patentListEntries = pgTable(
  'listed_patents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ucid: text('ucid').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ucid] })],
);

/**
 * Non-patent literature kept in a folder (SPEC §2 /folders/{id}/npl): articles, papers, books, web pages, each with
 * the folder's own rating. A DOI names one work, so a folder holds it once whatever its case.
 */
export const folderNpl = pgTable(
  'folder_npl',
  {
    // By default rather than always: the undo of a removal puts records back under their ids, labels and threads intact.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    authors: text('authors'),
    /** The journal, conference or publisher it appeared in. */
    source: text('source'),
    year: integer('year'),
    doi: text('doi'),
    url: text('url'),
    abstract: text('abstract'),
    rating: integer('rating'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    index('folder_npl_folder_idx').on(t.folderId, t.addedAt),
    uniqueIndex('folder_npl_doi_unique').on(t.folderId, sql`lower(${t.doi})`).where(sql`${t.doi} is not null`),
    check('folder_npl_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Which of its folder's labels an NPL record carries; removing the record or the label removes the pairing. */
export const folderNplLabels = pgTable(
  'folder_npl_labels',
  {
    nplId: integer('npl_id')
      .notNull()
      .references(() => folderNpl.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => folderLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.nplId, t.labelId] }), index('folder_npl_labels_label_idx').on(t.labelId)],
);

/** Comments on an NPL record, threaded by `parent_id`, with author and time. */
export const folderNplComments = pgTable(
  'folder_npl_comments',
  {
    // By default rather than always, for the same reason as folder_npl.id.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nplId: integer('npl_id')
      .notNull()
      .references(() => folderNpl.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('folder_npl_comments_npl_idx').on(t.nplId),
  ],
);
