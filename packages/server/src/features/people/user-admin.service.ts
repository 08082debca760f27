import {
  AppError,
  type Person,
  type RoleFlags,
  roleFlagsProblem,
  type UserInviteSchema,
  type UserUpdateSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { deleteSessionsByUser, markPasswordTokensUsedByUser } from '../auth/auth.repository';
import { inviteUser, resendInvitation } from '../auth/invite.service';
import type { UserRecord } from '../users/users.repository';
import { presentPerson } from './people.service';
import {
  countOtherActiveAdmins,
  getOrganizationUser,
  groupIdsOfOrganization,
  lockOrganization,
  replaceUserGroups,
  type UserProfileChange,
  updateUserProfile,
  userTypeExists,
} from './user-admin.repository';

type InviteInput = z.output<typeof UserInviteSchema>;
type UpdateInput = z.output<typeof UserUpdateSchema>;

/** The organisation an administrator manages; an admin outside any organisation manages nobody. */
export function managedOrganization(admin: UserRecord): number {
  if (admin.organizationId === null) throw new AppError('FORBIDDEN');
  return admin.organizationId;
}

/** A user of the admin's organisation, or 404: another organisation's users do not exist for this admin. */
export async function findColleague(ctx: AppContext, organizationId: number, userId: number): Promise<UserRecord> {
  const user = await getOrganizationUser(ctx.db, organizationId, userId);
  if (!user) throw new AppError('NOT_FOUND', { message: 'There is no such user.' });
  return user;
}

/** Invites a colleague by e-mail into the admin's organisation, with roles, user type and groups. */
export async function inviteColleague(ctx: AppContext, admin: UserRecord, input: InviteInput): Promise<Person> {
  const organizationId = managedOrganization(admin);
  const groupIds = (await checkReferences(ctx.db, organizationId, input)) ?? [];
  const { user } = await inviteUser(ctx, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    organizationId,
    isAdmin: input.is_admin,
    groupManager: input.group_manager,
    isEndUser: input.is_end_user,
    isReadOnly: input.is_read_only,
    userTypeId: input.user_type_id,
    withinTransaction: (tx, created) => replaceUserGroups(tx, created.id, groupIds),
  });
  return presentPerson(user);
}

/**
 * Changes a colleague's names, roles, user type or groups. The merged roles must be a valid combination, and the
 * organisation must keep an active admin (an admin cannot demote the last one, themselves included).
 */
export async function updateColleague(
  ctx: AppContext,
  admin: UserRecord,
  userId: number,
  input: UpdateInput,
): Promise<Person> {
  const organizationId = managedOrganization(admin);
  const target = await findColleague(ctx, organizationId, userId);
  const roles: RoleFlags = {
    is_admin: input.is_admin ?? target.isAdmin,
    group_manager: input.group_manager ?? target.groupManager,
    is_end_user: input.is_end_user ?? target.isEndUser,
    is_read_only: input.is_read_only ?? target.isReadOnly,
  };
  const problem = roleFlagsProblem(roles);
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { [problem.field]: [problem.message] } });
  const groupIds = await checkReferences(ctx.db, organizationId, input);
  const change: UserProfileChange = {
    firstName: input.first_name,
    lastName: input.last_name,
    isAdmin: roles.is_admin,
    groupManager: roles.group_manager,
    isEndUser: roles.is_end_user,
    isReadOnly: roles.is_read_only,
    userTypeId: input.user_type_id,
    updatedAt: ctx.now(),
  };
  const updated = await ctx.db.transaction(async (tx) => {
    if (target.isAdmin && !roles.is_admin && target.deactivatedAt === null) {
      await assertAnotherAdminRemains(tx, organizationId, target.id, 'is_admin');
    }
    const row = await updateUserProfile(tx, target.id, change);
    if (groupIds) await replaceUserGroups(tx, target.id, groupIds);
    return row;
  });
  return presentPerson(updated);
}

/**
 * Deactivates a colleague: every session of theirs ends now, unused invitation and reset links stop working, and
 * they cannot sign in. Their folders and searches stay (see handOverWork). Deactivating twice changes nothing.
 */
export async function deactivateColleague(ctx: AppContext, admin: UserRecord, userId: number): Promise<Person> {
  const organizationId = managedOrganization(admin);
  const target = await findColleague(ctx, organizationId, userId);
  if (target.deactivatedAt !== null) return presentPerson(target);
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    if (target.isAdmin) await assertAnotherAdminRemains(tx, organizationId, target.id, 'user');
    const row = await updateUserProfile(tx, target.id, { deactivatedAt: now, updatedAt: now });
    await deleteSessionsByUser(tx, target.id);
    await markPasswordTokensUsedByUser(tx, target.id, now);
    return row;
  });
  return presentPerson(updated);
}

/** Lets a deactivated colleague sign in again with their password (or a new invitation if they never set one). */
export async function reactivateColleague(ctx: AppContext, admin: UserRecord, userId: number): Promise<Person> {
  const target = await findColleague(ctx, managedOrganization(admin), userId);
  if (target.deactivatedAt === null) return presentPerson(target);
  return presentPerson(await updateUserProfile(ctx.db, target.id, { deactivatedAt: null, updatedAt: ctx.now() }));
}

/** Mails an invited colleague who has not set a password a fresh link (older links stop working). */
export async function reinviteColleague(ctx: AppContext, admin: UserRecord, userId: number): Promise<Person> {
  const target = await findColleague(ctx, managedOrganization(admin), userId);
  await resendInvitation(ctx, target);
  return presentPerson(target);
}

/**
 * Refuses a user type or group that is not the organisation's, on the field that named it; answers the groups
 * without repeats (undefined when none were given).
 */
async function checkReferences(
  db: Database,
  organizationId: number,
  input: { user_type_id?: number | null; group_ids?: number[] },
): Promise<number[] | undefined> {
  if (input.user_type_id != null && !(await userTypeExists(db, organizationId, input.user_type_id))) {
    throw new AppError('VALIDATION_FAILED', { fields: { user_type_id: ['There is no such user type.'] } });
  }
  if (!input.group_ids) return undefined;
  const wanted = [...new Set(input.group_ids)];
  const found = await groupIdsOfOrganization(db, organizationId, wanted);
  if (found.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', { fields: { group_ids: ['There is no such group.'] } });
  }
  return wanted;
}

async function assertAnotherAdminRemains(
  db: Database,
  organizationId: number,
  userId: number,
  field: string,
): Promise<void> {
  await lockOrganization(db, organizationId);
  if ((await countOtherActiveAdmins(db, organizationId, userId)) === 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'The organisation needs at least one active admin. Make someone else an admin first.',
      fields: { [field]: ['The organisation needs at least one active admin. Make someone else an admin first.'] },
    });
  }
}
