import {
  type ActiveCustomFieldScheme,
  AppError,
  type CustomFieldScheme,
  type CustomFieldSchemeNameBody,
  type CustomFieldSchemePermissionsBody,
  type CustomFieldSchemeUsers,
  type CustomFieldsUpdateBody,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { applyFieldEdits } from './custom-field-edits';
import {
  type CustomFieldSchemeRow,
  clearActiveScheme,
  deleteScheme,
  getActiveSchemeId,
  getSchemeForViewer,
  idsInOrganization,
  insertScheme,
  listFieldsOfSchemes,
  listOptionsOfFields,
  listSchemeGrantees,
  listSchemesForViewer,
  replaceSchemeGrants,
  type SchemeViewer,
  setActiveScheme,
  updateScheme,
} from './custom-field-schemes.repository';
import { presentScheme } from './custom-fields.presenter';

export function schemeViewer(user: UserRecord): SchemeViewer {
  return { id: user.id, organizationId: user.organizationId, isAdmin: user.isAdmin };
}

export function schemeNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `There is no custom field scheme ${id}.` });
}

/** The scheme when the user may use it; 404 otherwise, so another organisation's schemes do not show through. */
export async function usableScheme(ctx: AppContext, user: UserRecord, id: number): Promise<CustomFieldSchemeRow> {
  const row = await getSchemeForViewer(ctx.db, schemeViewer(user), id);
  if (!row) throw schemeNotFound(id);
  return row;
}

async function withFields(ctx: AppContext, rows: readonly CustomFieldSchemeRow[]): Promise<CustomFieldScheme[]> {
  const fields = await listFieldsOfSchemes(
    ctx.db,
    rows.map((r) => r.id),
  );
  const options = await listOptionsOfFields(
    ctx.db,
    fields.map((f) => f.id),
  );
  return rows.map((row) => presentScheme(row, { rows: fields, options }));
}

/** `GET /api/custom_field_schemes?withFields`: the schemes the user may use. */
export async function listSchemes(ctx: AppContext, user: UserRecord, fields: boolean): Promise<CustomFieldScheme[]> {
  const rows = await listSchemesForViewer(ctx.db, schemeViewer(user));
  return fields ? withFields(ctx, rows) : rows.map((row) => presentScheme(row));
}

export async function getScheme(ctx: AppContext, user: UserRecord, id: number): Promise<CustomFieldScheme> {
  const [scheme] = await withFields(ctx, [await usableScheme(ctx, user, id)]);
  return scheme!;
}

export async function createScheme(
  ctx: AppContext,
  user: UserRecord,
  body: CustomFieldSchemeNameBody,
): Promise<CustomFieldScheme> {
  if (user.organizationId === null) throw new AppError('FORBIDDEN', { message: 'You belong to no organisation.' });
  const row = await insertScheme(ctx.db, user.organizationId, body.name.trim());
  return getScheme(ctx, user, row.id);
}

export async function renameScheme(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: CustomFieldSchemeNameBody,
): Promise<CustomFieldScheme> {
  await usableScheme(ctx, user, id);
  await updateScheme(ctx.db, id, { name: body.name.trim(), updatedAt: ctx.now() });
  return getScheme(ctx, user, id);
}

/** Deletes a scheme with its fields and every value given for them. */
export async function removeScheme(ctx: AppContext, user: UserRecord, id: number): Promise<void> {
  await usableScheme(ctx, user, id);
  await deleteScheme(ctx.db, id);
}

/** `PATCH /api/custom_field_schemes/{id}/fields`: the scheme's new field list (see `applyFieldEdits`). */
export async function changeFields(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: CustomFieldsUpdateBody,
): Promise<CustomFieldScheme> {
  await usableScheme(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await applyFieldEdits(tx, id, body.fields, body.confirm_removals);
    await updateScheme(tx, id, { updatedAt: ctx.now() });
  });
  return getScheme(ctx, user, id);
}

export async function schemeUsers(ctx: AppContext, user: UserRecord, id: number): Promise<CustomFieldSchemeUsers> {
  await usableScheme(ctx, user, id);
  const grantees = await listSchemeGrantees(ctx.db, id);
  return {
    users: grantees.users.map((u) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email })),
    groups: grantees.groups,
  };
}

/** Replaces who may use the scheme; ids outside the organisation are refused by name, as if they did not exist. */
export async function setSchemePermissions(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: CustomFieldSchemePermissionsBody,
): Promise<CustomFieldSchemeUsers> {
  await usableScheme(ctx, user, id);
  const userIds = [...new Set(body.user_ids)];
  const groupIds = [...new Set(body.group_ids)];
  const found = await idsInOrganization(ctx.db, user.organizationId!, userIds, groupIds);
  const fields: Record<string, string[]> = {};
  const missingUsers = userIds.filter((u) => !found.users.includes(u));
  const missingGroups = groupIds.filter((g) => !found.groups.includes(g));
  if (missingUsers.length > 0) fields.user_ids = [`There is no user ${missingUsers.join(', ')} in your organisation.`];
  if (missingGroups.length > 0)
    fields.group_ids = [`There is no group ${missingGroups.join(', ')} in your organisation.`];
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  await ctx.db.transaction((tx) => replaceSchemeGrants(tx, id, userIds, groupIds));
  return schemeUsers(ctx, user, id);
}

/** `POST /api/custom_field_schemes/{id}/active`: the scheme the user works with from now on. */
export async function activateScheme(ctx: AppContext, user: UserRecord, id: number): Promise<ActiveCustomFieldScheme> {
  await usableScheme(ctx, user, id);
  await setActiveScheme(ctx.db, user.id, id);
  return activeScheme(ctx, user);
}

/**
 * `GET /api/active_custom_field_scheme`: the user's active scheme with its fields. A scheme the user may no longer use
 * (the grant was taken away) is not active for them any more.
 */
export async function activeScheme(ctx: AppContext, user: UserRecord): Promise<ActiveCustomFieldScheme> {
  const id = await getActiveSchemeId(ctx.db, user.id);
  const row = id === undefined ? undefined : await getSchemeForViewer(ctx.db, schemeViewer(user), id);
  if (!row) return { id: null, name: null, fields: [] };
  const [scheme] = await withFields(ctx, [row]);
  return { id: row.id, name: row.name, fields: scheme!.fields ?? [] };
}

/** `DELETE /api/active_custom_field_scheme/{id}`: the user stops working with that scheme. */
export async function deactivateScheme(ctx: AppContext, user: UserRecord, id: number): Promise<void> {
  if (!(await clearActiveScheme(ctx.db, user.id, id))) {
    throw new AppError('NOT_FOUND', { message: `Custom field scheme ${id} is not your active scheme.` });
  }
}
