import type { GroupView, Person } from '@app/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users/users.repository';
import { listGroupsWithMembers, listPeople, listUserTypes } from './people.repository';

/** A user as the people lists show them. */
export function presentPerson(user: UserRecord): Person {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: name || user.email,
    user_type_id: user.userTypeId,
    is_admin: user.isAdmin,
    is_read_only: user.isReadOnly,
    is_end_user: user.isEndUser,
    group_manager: user.groupManager,
    invitation_pending: user.passwordHash === null,
  };
}

/** The user's colleagues, active or deactivated ones; nobody for a user without an organisation. */
export async function colleagues(ctx: AppContext, user: UserRecord, deactivated: boolean): Promise<Person[]> {
  if (user.organizationId === null) return [];
  return (await listPeople(ctx.db, user.organizationId, deactivated)).map(presentPerson);
}

export async function userTypes(ctx: AppContext, user: UserRecord): Promise<{ id: number; name: string }[]> {
  return user.organizationId === null ? [] : listUserTypes(ctx.db, user.organizationId);
}

type GroupListRow = Awaited<ReturnType<typeof listGroupsWithMembers>>[number];

export function presentGroup(g: GroupListRow): GroupView {
  return {
    id: g.id,
    name: g.name,
    is_default: g.isDefault,
    member_ids: [...(g.memberIds ?? [])].map(Number),
    manager_ids: [...(g.managerIds ?? [])].map(Number),
  };
}

/** The organisation's groups with their member and manager ids. */
export async function groupsWithMembers(ctx: AppContext, user: UserRecord): Promise<GroupView[]> {
  const rows = user.organizationId === null ? [] : await listGroupsWithMembers(ctx.db, user.organizationId);
  return rows.map(presentGroup);
}
