/**
 * Public share links (issue 19; SPEC §2 share routes, §6 "share links are public"), beside schema.ts, whose tables
 * they refer to. drizzle.config.ts names this file too, so `npm run db:generate` sees every table together.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations, timestamptz, users } from './schema';
import { workspaces } from './workspace-tables';

export const SHARE_LINK_KINDS = ['search', 'folder', 'patent', 'alert_run', 'dashboard', 'chart'] as const;

/**
 * One public link. `key` is the link's only authority (192 random bits, base64url); `target` names what it opens
 * (a search number of the sharer, a folder id, a ucid, an alert run key). A search's text is frozen at share time
 * (`#n` replaced by the searches it named), so the public side never depends on the sharer's history.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_LINK_KINDS }).notNull(),
    target: text('target').notNull(),
    key: text('key').notNull(),
    /** What the sharer saw when sharing: a search's text, the folder's name, the alert's name, the ucid. */
    label: text('label').notNull(),
    displayName: text('display_name'),
    /** Field groups the link shows; null: all of them. */
    fields: jsonb('fields').$type<string[]>(),
    /** A search's full text with every `#n` written out; null for other kinds. */
    frozenQuery: text('frozen_query'),
    filters: jsonb('filters')
      .$type<{ filtersToApply: Record<string, string[]>; filtersToExclude: Record<string, string[]> }>()
      .notNull(),
    grouping: text('grouping').notNull(),
    /** The workspace a dashboard or chart link belongs to (issue 20); its links go with it. */
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** What a dashboard or chart link was shared with (issue 20: SPEC §3 "share details stored per share key"). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    views: integer('views').notNull().default(0),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_key_idx').on(t.key),
    index('share_links_created_by_idx').on(t.createdBy, t.id),
    check(
      'share_links_kind_check',
      sql`${t.kind} in ('search', 'folder', 'patent', 'alert_run', 'dashboard', 'chart')`,
    ),
    index('share_links_workspace_idx').on(t.workspaceId),
    check('share_links_views_check', sql`${t.views} >= 0`),
  ],
);
