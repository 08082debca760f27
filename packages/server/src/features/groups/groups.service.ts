import { AppError, type GroupCreateParsed, type GroupUpdateParsed, type GroupView } from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { listGroupsWithMembers } from '../people/people.repository';
import { presentGroup } from '../people/people.service';
import type { UserRecord } from '../users/users.repository';
import {
  activeUsersOfOrganization,
  deactivatedMemberIds,
  type GroupRow,
  getGroupOfOrganization,
  insertGroup,
  isGroupManager,
  renameGroup,
  replaceGroupManagers,
  replaceGroupMembers,
  setDefaultGroup,
} from './groups.repository';

// Who may change a group: the organisation's admins any group; a user with the group-manager role only the groups
// they manage. Every route already refused users with neither role (requireRole(can.manageGroups)).

export function groupNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `Your organisation has no group ${id}.` });
}

export function organizationOf(user: UserRecord): number {
  if (user.organizationId === null)
    throw new AppError('FORBIDDEN', { message: 'You do not belong to an organisation.' });
  return user.organizationId;
}

/**
 * The group, when the user may change it. Another organisation's group is 404 (its existence must not leak); a group
 * of the own organisation that a group manager does not manage is 403, since the groups list shows it to them.
 */
export async function groupToChange(ctx: AppContext, user: UserRecord, groupId: number): Promise<GroupRow> {
  const group = await getGroupOfOrganization(ctx.db, organizationOf(user), groupId);
  if (!group) throw groupNotFound(groupId);
  if (user.isAdmin || (user.groupManager && (await isGroupManager(ctx.db, groupId, user.id)))) return group;
  // Without the name: a refusal says no more than the caller may already know.
  throw new AppError('FORBIDDEN', { message: 'You do not manage this group.' });
}

function adminOnly(user: UserRecord, what: string): void {
  if (!user.isAdmin) throw new AppError('FORBIDDEN', { message: `Only an administrator can ${what}.` });
}

async function view(db: Database, organizationId: number, groupId: number): Promise<GroupView> {
  const [row] = await listGroupsWithMembers(db, organizationId, groupId);
  if (!row) throw groupNotFound(groupId);
  return presentGroup(row);
}

/**
 * The ids, when each is an active user of the organisation (and, for managers, has the group-manager role);
 * otherwise a field error naming the first that is not, so another organisation's user cannot be added.
 */
async function checkedUsers(
  db: Database,
  organizationId: number,
  ids: number[],
  field: string,
  needsManagerRole: boolean,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await activeUsersOfOrganization(db, organizationId, unique)).map((u) => [u.id, u]));
  for (const id of unique) {
    const user = found.get(id);
    const problem = !user
      ? `There is no active user ${id} in your organisation.`
      : needsManagerRole && !user.groupManager
        ? `User ${id} does not have the group manager role.`
        : null;
    if (problem) throw new AppError('VALIDATION_FAILED', { message: problem, fields: { [field]: [problem] } });
  }
  return unique;
}

export async function createGroup(ctx: AppContext, user: UserRecord, parsed: GroupCreateParsed): Promise<GroupView> {
  const organizationId = organizationOf(user);
  return ctx.db.transaction(async (tx) => {
    const members = await checkedUsers(tx, organizationId, parsed.member_ids, 'member_ids', false);
    const group = await insertGroup(tx, { organizationId, name: parsed.name });
    await replaceGroupMembers(tx, group.id, members);
    // A group manager who makes a group manages it; otherwise they could not touch it again.
    if (!user.isAdmin) await replaceGroupManagers(tx, group.id, [user.id]);
    return view(tx, organizationId, group.id);
  });
}

export async function updateGroup(
  ctx: AppContext,
  user: UserRecord,
  groupId: number,
  parsed: GroupUpdateParsed,
): Promise<GroupView> {
  const group = await groupToChange(ctx, user, groupId);
  if (parsed.is_default !== undefined) adminOnly(user, 'choose the default group');
  return ctx.db.transaction(async (tx) => {
    if (parsed.name !== undefined) await renameGroup(tx, group.id, parsed.name);
    if (parsed.is_default === true) await setDefaultGroup(tx, group.organizationId, group.id);
    if (parsed.is_default === false && group.isDefault) await setDefaultGroup(tx, group.organizationId, null);
    return view(tx, group.organizationId, group.id);
  });
}

/** Replaces the members. Deactivated members stay: the screen does not list them, and reactivation brings them back. */
export async function setGroupMembers(
  ctx: AppContext,
  user: UserRecord,
  groupId: number,
  userIds: number[],
): Promise<GroupView> {
  const group = await groupToChange(ctx, user, groupId);
  return ctx.db.transaction(async (tx) => {
    const members = await checkedUsers(tx, group.organizationId, userIds, 'user_ids', false);
    const kept = await deactivatedMemberIds(tx, group.id);
    await replaceGroupMembers(tx, group.id, [...new Set([...members, ...kept])]);
    return view(tx, group.organizationId, group.id);
  });
}

/** Replaces the managers (admins only): each must hold the group-manager role. */
export async function setGroupManagers(
  ctx: AppContext,
  user: UserRecord,
  groupId: number,
  userIds: number[],
): Promise<GroupView> {
  const group = await groupToChange(ctx, user, groupId);
  adminOnly(user, 'choose who manages a group');
  return ctx.db.transaction(async (tx) => {
    const managers = await checkedUsers(tx, group.organizationId, userIds, 'user_ids', true);
    await replaceGroupManagers(tx, group.id, managers);
    return view(tx, group.organizationId, group.id);
  });
}
