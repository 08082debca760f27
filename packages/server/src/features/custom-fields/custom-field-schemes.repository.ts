import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import {
  activeCustomFieldSchemes,
  customFieldOptions,
  customFieldSchemeGrants,
  customFieldSchemes,
  customFields,
} from '../../db/custom-field-tables';
import { groupMembers, groups, users } from '../../db/schema';

export type CustomFieldSchemeRow = typeof customFieldSchemes.$inferSelect;
export type CustomFieldRow = typeof customFields.$inferSelect;
export type CustomFieldOptionRow = typeof customFieldOptions.$inferSelect;

/** Who asks: their organisation decides which schemes exist for them, a grant (or being admin) which they may use. */
export type SchemeViewer = { id: number; organizationId: number | null; isAdmin: boolean };

/** The organisation's admins use every scheme; anyone else one granted to them or to a group they are in. */
function usableBy(viewer: SchemeViewer) {
  if (viewer.isAdmin) return sql`true`;
  return sql`exists (select 1 from ${customFieldSchemeGrants} g
    where g.scheme_id = ${customFieldSchemes.id}
      and (g.user_id = ${viewer.id}
        or g.group_id in (select gm.group_id from ${groupMembers} gm where gm.user_id = ${viewer.id})))`;
}

/** The schemes the viewer may use, by name. */
export async function listSchemesForViewer(db: Database, viewer: SchemeViewer): Promise<CustomFieldSchemeRow[]> {
  if (viewer.organizationId === null) return [];
  return db
    .select()
    .from(customFieldSchemes)
    .where(and(eq(customFieldSchemes.organizationId, viewer.organizationId), usableBy(viewer)))
    .orderBy(asc(sql`lower(${customFieldSchemes.name})`), asc(customFieldSchemes.id));
}

/** One scheme the viewer may use; any other (another organisation's, not granted) is as absent as a missing one. */
export async function getSchemeForViewer(
  db: Database,
  viewer: SchemeViewer,
  id: number,
): Promise<CustomFieldSchemeRow | undefined> {
  if (viewer.organizationId === null) return undefined;
  const [row] = await db
    .select()
    .from(customFieldSchemes)
    .where(
      and(
        eq(customFieldSchemes.id, id),
        eq(customFieldSchemes.organizationId, viewer.organizationId),
        usableBy(viewer),
      ),
    );
  return row;
}

export async function insertScheme(db: Database, organizationId: number, name: string): Promise<CustomFieldSchemeRow> {
  const [row] = await db.insert(customFieldSchemes).values({ organizationId, name }).returning();
  if (!row) throw new Error('insert into custom_field_schemes returned no row');
  return row;
}

export async function updateScheme(
  db: Database,
  id: number,
  values: { name?: string; updatedAt: Date },
): Promise<CustomFieldSchemeRow | undefined> {
  const [row] = await db.update(customFieldSchemes).set(values).where(eq(customFieldSchemes.id, id)).returning();
  return row;
}

export async function deleteScheme(db: Database, id: number): Promise<void> {
  await db.delete(customFieldSchemes).where(eq(customFieldSchemes.id, id));
}

/** The fields of some schemes in their order. */
export async function listFieldsOfSchemes(db: Database, schemeIds: readonly number[]): Promise<CustomFieldRow[]> {
  if (schemeIds.length === 0) return [];
  return db
    .select()
    .from(customFields)
    .where(anyOf(customFields.schemeId, schemeIds))
    .orderBy(asc(customFields.schemeId), asc(customFields.position), asc(customFields.id));
}

/** The options of some fields in their order (a tree's options by parent, through `parentId`). */
export async function listOptionsOfFields(db: Database, fieldIds: readonly number[]): Promise<CustomFieldOptionRow[]> {
  if (fieldIds.length === 0) return [];
  return db
    .select()
    .from(customFieldOptions)
    .where(anyOf(customFieldOptions.fieldId, fieldIds))
    .orderBy(asc(customFieldOptions.position), asc(customFieldOptions.id));
}

export async function insertField(
  db: Database,
  values: { schemeId: number; name: string; type: CustomFieldRow['type']; queryable: boolean; position: number },
): Promise<CustomFieldRow> {
  const [row] = await db.insert(customFields).values(values).returning();
  if (!row) throw new Error('insert into custom_fields returned no row');
  return row;
}

export async function updateField(
  db: Database,
  id: number,
  values: { name: string; queryable: boolean; position: number },
): Promise<void> {
  await db.update(customFields).set(values).where(eq(customFields.id, id));
}

export async function deleteFields(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(customFields).where(anyOf(customFields.id, ids));
}

export async function insertOption(
  db: Database,
  values: { fieldId: number; parentId: number | null; label: string; position: number },
): Promise<CustomFieldOptionRow> {
  const [row] = await db.insert(customFieldOptions).values(values).returning();
  if (!row) throw new Error('insert into custom_field_options returned no row');
  return row;
}

export async function updateOption(
  db: Database,
  id: number,
  values: { parentId: number | null; label: string; position: number },
): Promise<void> {
  await db.update(customFieldOptions).set(values).where(eq(customFieldOptions.id, id));
}

export async function deleteOptions(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(customFieldOptions).where(anyOf(customFieldOptions.id, ids));
}

/** The users and groups a scheme is granted to, by name. */
export async function listSchemeGrantees(db: Database, schemeId: number) {
  const [grantedUsers, grantedGroups] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(customFieldSchemeGrants)
      .innerJoin(users, eq(users.id, customFieldSchemeGrants.userId))
      .where(eq(customFieldSchemeGrants.schemeId, schemeId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({ id: groups.id, name: groups.name })
      .from(customFieldSchemeGrants)
      .innerJoin(groups, eq(groups.id, customFieldSchemeGrants.groupId))
      .where(eq(customFieldSchemeGrants.schemeId, schemeId))
      .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id)),
  ]);
  return { users: grantedUsers, groups: grantedGroups };
}

/**
 * Replaces who a scheme is granted to; call inside a transaction. The scheme's row is locked first, so two
 * replacements at once run one after the other: otherwise the second's delete misses the first's new rows and its
 * insert collides with them (PostgreSQL, READ COMMITTED).
 */
export async function replaceSchemeGrants(
  db: Database,
  schemeId: number,
  userIds: readonly number[],
  groupIds: readonly number[],
): Promise<void> {
  await db
    .select({ id: customFieldSchemes.id })
    .from(customFieldSchemes)
    .where(eq(customFieldSchemes.id, schemeId))
    .for('update');
  await db.delete(customFieldSchemeGrants).where(eq(customFieldSchemeGrants.schemeId, schemeId));
  const rows = [
    ...userIds.map((userId) => ({ schemeId, userId, groupId: null })),
    ...groupIds.map((groupId) => ({ schemeId, userId: null, groupId })),
  ];
  if (rows.length > 0) await db.insert(customFieldSchemeGrants).values(rows);
}

/** Which of these user and group ids belong to the organisation (a grant never reaches outside it). */
export async function idsInOrganization(
  db: Database,
  organizationId: number,
  userIds: readonly number[],
  groupIds: readonly number[],
): Promise<{ users: number[]; groups: number[] }> {
  const [foundUsers, foundGroups] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.organizationId, organizationId), anyOf(users.id, userIds))),
    groupIds.length === 0
      ? []
      : db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.organizationId, organizationId), anyOf(groups.id, groupIds))),
  ]);
  return { users: foundUsers.map((u) => u.id), groups: foundGroups.map((g) => g.id) };
}

export async function getActiveSchemeId(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ schemeId: activeCustomFieldSchemes.schemeId })
    .from(activeCustomFieldSchemes)
    .where(eq(activeCustomFieldSchemes.userId, userId));
  return row?.schemeId;
}

export async function setActiveScheme(db: Database, userId: number, schemeId: number): Promise<void> {
  await db
    .insert(activeCustomFieldSchemes)
    .values({ userId, schemeId })
    .onConflictDoUpdate({ target: activeCustomFieldSchemes.userId, set: { schemeId } });
}

/** Clears the user's active scheme when it is `schemeId`; false when it was not. */
export async function clearActiveScheme(db: Database, userId: number, schemeId: number): Promise<boolean> {
  const rows = await db
    .delete(activeCustomFieldSchemes)
    .where(and(eq(activeCustomFieldSchemes.userId, userId), eq(activeCustomFieldSchemes.schemeId, schemeId)))
    .returning({ userId: activeCustomFieldSchemes.userId });
  return rows.length > 0;
}
