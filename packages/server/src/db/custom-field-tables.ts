/**
 * Drizzle tables of custom field schemes (issue 16; SPEC §3 Custom field scheme), beside schema.ts, whose tables they
 * refer to. drizzle.config.ts names both files, so `npm run db:generate` sees them together.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { folderPatents, groups, organizations, timestamptz, users } from './schema';

/** The kinds of custom field (SPEC §3 Custom field scheme); `tree` holds options nested under options. */
export const CUSTOM_FIELD_TYPE_VALUES = ['text', 'number', 'date', 'single_choice', 'multiple_choice', 'tree'] as const;

/** An organisation's custom field scheme: named fields that patents in folders are given values for. */
export const customFieldSchemes = pgTable(
  'custom_field_schemes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('custom_field_schemes_organization_idx').on(t.organizationId)],
);

/** A field of a scheme. Its id outlives renames, so the values given for it do too. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => customFieldSchemes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: CUSTOM_FIELD_TYPE_VALUES }).notNull(),
    queryable: boolean('queryable').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('custom_fields_scheme_idx').on(t.schemeId, t.position),
    check(
      'custom_fields_type',
      sql`${t.type} in ('text', 'number', 'date', 'single_choice', 'multiple_choice', 'tree')`,
    ),
  ],
);

/** A choice of a choice or tree field; a tree's options point at their parent option. */
export const customFieldOptions = pgTable(
  'custom_field_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('custom_field_options_field_idx').on(t.fieldId, t.position),
    index('custom_field_options_parent_idx').on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/** Who may use a scheme besides the organisation's admins: a user or a group. */
export const customFieldSchemeGrants = pgTable(
  'custom_field_scheme_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => customFieldSchemes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('custom_field_scheme_grants_user_unique').on(t.schemeId, t.userId),
    uniqueIndex('custom_field_scheme_grants_group_unique').on(t.schemeId, t.groupId),
    index('custom_field_scheme_grants_user_idx').on(t.userId),
    index('custom_field_scheme_grants_group_idx').on(t.groupId),
    check('custom_field_scheme_grants_one_grantee', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

/** The scheme whose fields a user works with (SPEC §7 active custom field scheme); at most one per user. */
export const activeCustomFieldSchemes = pgTable('active_custom_field_schemes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  schemeId: integer('scheme_id')
    .notNull()
    .references(() => customFieldSchemes.id, { onDelete: 'cascade' }),
});

/**
 * A value of a field for a patent in a folder. Choice and tree fields hold one row per chosen option (the option's
 * id, so renaming an option keeps it); the other types one row with the value in the column of their type.
 */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderId: integer('folder_id').notNull(),
    ucid: text('ucid').notNull(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => customFieldOptions.id, { onDelete: 'cascade' }),
    textValue: text('text_value'),
    numberValue: doublePrecision('number_value'),
    dateValue: date('date_value', { mode: 'string' }),
  },
  (t) => [
    foreignKey({
      columns: [t.folderId, t.ucid],
      foreignColumns: [folderPatents.folderId, folderPatents.ucid],
    }).onDelete('cascade'),
    index('custom_field_values_patent_idx').on(t.folderId, t.ucid),
    index('custom_field_values_field_idx').on(t.fieldId),
    index('custom_field_values_option_idx').on(t.optionId),
    check(
      'custom_field_values_one_value',
      sql`num_nonnulls(${t.optionId}, ${t.textValue}, ${t.numberValue}, ${t.dateValue}) = 1`,
    ),
  ],
);
