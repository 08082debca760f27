import { AppError, type UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import { logRestorableChange, restorableEvent } from '../logged-events/restorable-change';
import type { UserRecord } from '../users/users.repository';
import {
  deleteGroup,
  type GroupRow,
  groupBelongings,
  hasDefaultGroup,
  insertGroupFolderShares,
  insertGroupSchemeGrants,
  insertGroupWorkspaceLevels,
  reinsertGroup,
  replaceGroupManagers,
  replaceGroupMembers,
  setDefaultGroup,
  usersOfOrganization,
} from './groups.repository';
import { groupToChange, organizationOf } from './groups.service';

/** The logged event's action for a deleted group. */
const GROUP_DELETE = 'group.delete';

/** What the deletion's event keeps: the group's row and everything that named it, which cascade away with it. */
type DeletedGroup = {
  group: { id: number; organizationId: number; name: string; isDefault: boolean };
  member_ids: number[];
  manager_ids: number[];
  folder_shares: { folderId: number; level: 'read' | 'write' | 'admin' }[];
  scheme_ids: number[];
  /** Absent from events logged before workspaces existed. */
  workspace_levels?: { workspaceId: number; level: 'read' | 'write' | 'admin' }[];
};

/**
 * Deletes a group with an Undo. The rows that name it (members, managers, folder shares, custom field scheme grants,
 * workspace levels) cascade away, so folders and workspaces shared with it are no longer shared with its members; the event keeps them all, and the
 * undo (POST /api/groups/restore) puts them back.
 */
export async function removeGroup(ctx: AppContext, user: UserRecord, groupId: number): Promise<UndoableAnswer> {
  const group = await groupToChange(ctx, user, groupId);
  return ctx.db.transaction(async (tx) => {
    const belongings = await groupBelongings(tx, group.id);
    await deleteGroup(tx, group.id);
    const details: DeletedGroup = {
      group: { id: group.id, organizationId: group.organizationId, name: group.name, isDefault: group.isDefault },
      member_ids: belongings.memberIds,
      manager_ids: belongings.managerIds,
      folder_shares: belongings.folderShares,
      scheme_ids: belongings.schemeIds,
      workspace_levels: belongings.workspaceLevels,
    };
    return logRestorableChange(
      tx,
      { userId: user.id, action: GROUP_DELETE, message: `Deleted the group “${group.name}”.`, details },
      '/api/groups/restore',
    );
  });
}

/**
 * The undo of a deletion: the group is back under its id with its name, members, managers, the folder shares and
 * scheme grants that named it (those whose folder, scheme or user still exists), and as the default group when it was
 * and no other has become it. Only the one who deleted it may, and only while they still could change it: an
 * administrator, or a group manager who managed it. Anyone else's event is 404.
 */
export async function restoreGroup(ctx: AppContext, user: UserRecord, eventId: number): Promise<{ message: string }> {
  const notFound = `You have no group deletion ${eventId}.`;
  const event = await restorableEvent(ctx.db, user.id, eventId, { actions: [GROUP_DELETE], notFound });
  const deleted = event.details as DeletedGroup;
  const organizationId = organizationOf(user);
  if (deleted.group.organizationId !== organizationId)
    throw new AppError('LOGGED_EVENT_NOT_FOUND', { message: notFound });
  const managedIt = user.groupManager && deleted.manager_ids.includes(user.id);
  if (!user.isAdmin && !managedIt) throw new AppError('FORBIDDEN', { message: 'You do not manage this group.' });

  return ctx.db.transaction(async (tx) => {
    const becomesDefault = deleted.group.isDefault && !(await hasDefaultGroup(tx, organizationId));
    const row: GroupRow = { ...deleted.group, isDefault: false };
    if (!(await reinsertGroup(tx, row))) {
      throw new AppError('NOT_FOUND', { message: `The group “${row.name}” is not deleted.` });
    }
    if (becomesDefault) await setDefaultGroup(tx, organizationId, row.id);
    const people = await usersOfOrganization(tx, organizationId, [...deleted.member_ids, ...deleted.manager_ids]);
    const present = new Map(people.map((p) => [p.id, p]));
    const members = deleted.member_ids.filter((id) => present.has(id));
    await replaceGroupMembers(tx, row.id, members);
    await replaceGroupManagers(
      tx,
      row.id,
      deleted.manager_ids.filter((id) => present.get(id)?.groupManager === true),
    );
    const shares = await insertGroupFolderShares(tx, organizationId, row.id, deleted.folder_shares);
    await insertGroupSchemeGrants(tx, organizationId, row.id, deleted.scheme_ids);
    await insertGroupWorkspaceLevels(tx, organizationId, row.id, deleted.workspace_levels ?? []);
    return {
      message: `The group “${row.name}” is back, with ${countOf(members.length, 'member')} and ${countOf(shares, 'folder permission')}.`,
    };
  });
}

function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
