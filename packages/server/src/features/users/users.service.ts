import { AppError, isPreferenceName, PREFERENCE_NAMES, PREFERENCE_SCHEMAS, type User } from '@app/shared';
import type { AppContext } from '../../context';
import { getOrganizationView } from '../organization/organization.service';
import { presentUser } from './users.presenter';
import { type UserRecord, updateUserPreference } from './users.repository';

/** The signed-in user with organisation, modules and complete preferences. */
export async function getCurrentUser(ctx: AppContext, user: UserRecord): Promise<User> {
  return presentUser(user, await getOrganizationView(ctx.db, user.organizationId));
}

/**
 * Validates one preference with its schema and stores the normalised value (e.g. unknown list items
 * dropped, the old forward-citations sort migrated). Read-only users may change their own preferences.
 */
export async function updatePreference(
  ctx: AppContext,
  user: UserRecord,
  name: string,
  value: unknown,
): Promise<{ name: string; value: unknown }> {
  if (!isPreferenceName(name)) {
    throw new AppError('PREFERENCE_UNKNOWN', {
      fields: { name: [`Unknown preference "${name}". Known: ${PREFERENCE_NAMES.join(', ')}.`] },
    });
  }
  const parsed = PREFERENCE_SCHEMAS[name].safeParse(value);
  if (!parsed.success) {
    const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    throw new AppError('VALIDATION_FAILED', { fields: { value: messages } });
  }
  await updateUserPreference(ctx.db, user.id, name, parsed.data, ctx.now());
  return { name, value: parsed.data };
}
