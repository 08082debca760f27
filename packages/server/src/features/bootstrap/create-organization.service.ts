import { AppError, normalizeEmail } from '@app/shared';
import type { AppContext } from '../../context';
import { inviteUser } from '../auth/invite.service';
import { createOrganization, upsertModules } from '../organization/organization.repository';
import { getUserByEmail } from '../users/users.repository';
import { defaultModules } from './bootstrap.service';

export type NewOrganization = { organizationId: number; name: string; adminEmail: string; setPasswordLink: string };

/**
 * Another organisation on this instance (`npm run admin -- create-organisation`): every module off, and its first
 * administrator invited by mail to set a password. It shares nothing with the organisations already there: every
 * call is scoped to the caller's organisation.
 */
export async function createOrganizationWithAdmin(
  ctx: AppContext,
  input: { name: string; adminEmail: string },
): Promise<NewOrganization> {
  const name = input.name.trim();
  if (name === '') throw new AppError('VALIDATION_FAILED', { fields: { name: ['Give the organisation a name.'] } });
  const email = normalizeEmail(input.adminEmail);
  // Checked before the organisation is made, so a taken address leaves no organisation without an admin behind.
  if (await getUserByEmail(ctx.db, email)) {
    throw new AppError('VALIDATION_FAILED', { fields: { email: ['A user with this e-mail address already exists.'] } });
  }
  const organization = await ctx.db.transaction(async (tx) => {
    const row = await createOrganization(tx, { name, createdAt: ctx.now() });
    await upsertModules(tx, row.id, defaultModules());
    return row;
  });
  const { link } = await inviteUser(ctx, {
    email,
    firstName: 'Admin',
    lastName: '',
    organizationId: organization.id,
    isAdmin: true,
  });
  return { organizationId: organization.id, name, adminEmail: email, setPasswordLink: link };
}
