import {
  AppError,
  type Folder,
  type FolderActivityEntry,
  type FolderCreateParsed,
  type FolderPermissionsParsed,
  type FolderUpdateParsed,
  type UndoableAnswer,
} from '@app/shared';
import type { AppContext } from '../../context';
import { folderAccess, folderNotFound } from '../folder-access/folder-access';
import {
  type FolderRow,
  getFolderForViewer,
  insertFolder,
  listFolderShares,
  listFoldersForViewer,
  replaceFolderShares,
  setFolderDeleted,
  setFolderPin,
  updateFolder,
} from '../folder-access/folders.repository';
import { checkGrantees } from '../folder-access/grantees';
import { insertLoggedEvent, listLoggedEventsOfFolder } from '../logged-events/logged-events.repository';
import { getFolderCategoriesByOrganization } from '../organization/organization.repository';
import { internalPayload } from '../search/search-request';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';
import { runFolder } from './folder-run';
import { presentFolder } from './folders.presenter';

function organizationOf(user: UserRecord): number {
  if (user.organizationId === null)
    throw new AppError('FORBIDDEN', { message: 'Folders belong to an organisation, and your account has none.' });
  return user.organizationId;
}

async function checkCategory(ctx: AppContext, organizationId: number, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const categories = await getFolderCategoriesByOrganization(ctx.db, organizationId);
  if (!categories.some((c) => c.id === categoryId)) {
    const message = `Your organisation has no folder category ${categoryId}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { category_id: [message] } });
  }
}

export async function listFolders(ctx: AppContext, user: UserRecord): Promise<Folder[]> {
  return (await listFoldersForViewer(ctx.db, user)).map((row) => presentFolder(row, user));
}

export async function getFolder(ctx: AppContext, user: UserRecord, id: number): Promise<Folder> {
  return presentFolder((await folderAccess(ctx.db, user, id, 'read')).folder, user);
}

/** One folder, with the facet counts over all its patents when `aggregate` is asked for. */
export async function getFolderView(ctx: AppContext, user: UserRecord, id: number, aggregate: boolean) {
  const folder = await getFolder(ctx, user, id);
  if (!aggregate) return folder;
  return { ...folder, aggregates: (await runFolder(ctx, user, folder.id, internalPayload())).facets };
}

/** The organisation's folder categories, in order; none for a user without an organisation. */
export async function folderCategories(ctx: AppContext, user: UserRecord): Promise<{ id: number; name: string }[]> {
  if (user.organizationId === null) return [];
  const rows = await getFolderCategoriesByOrganization(ctx.db, user.organizationId);
  return rows.map((c) => ({ id: c.id, name: c.name }));
}

/** What was done in the folder, by whom and when, newest first (read access). */
export async function folderActivity(ctx: AppContext, user: UserRecord, id: number): Promise<FolderActivityEntry[]> {
  await folderAccess(ctx.db, user, id, 'read');
  const rows = await listLoggedEventsOfFolder(ctx.db, id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    user: { id: r.userId, email: r.email, name: personName(r.firstName, r.lastName, r.email) },
  }));
}

async function reload(ctx: AppContext, user: UserRecord, id: number): Promise<Folder> {
  const row = await getFolderForViewer(ctx.db, user, id);
  if (!row) throw folderNotFound();
  return presentFolder(row, user);
}

export async function createFolder(ctx: AppContext, user: UserRecord, body: FolderCreateParsed): Promise<Folder> {
  const organizationId = organizationOf(user);
  await checkCategory(ctx, organizationId, body.category_id);
  const id = await insertFolder(ctx.db, {
    organizationId,
    creatorId: user.id,
    name: body.name,
    description: body.description ?? '',
    categoryId: body.category_id ?? null,
  });
  await insertLoggedEvent(ctx.db, {
    userId: user.id,
    folderId: id,
    action: 'folder.create',
    message: `Created the folder “${body.name}”.`,
  });
  return reload(ctx, user, id);
}

export async function changeFolder(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: FolderUpdateParsed,
): Promise<Folder> {
  const { folder } = await folderAccess(ctx.db, user, id, 'write');
  await checkCategory(ctx, folder.organizationId, body.category_id);
  await updateFolder(ctx.db, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
    updatedAt: ctx.now(),
  });
  if (body.name !== undefined && body.name !== folder.name)
    await insertLoggedEvent(ctx.db, {
      userId: user.id,
      folderId: id,
      action: 'folder.rename',
      message: `Renamed the folder “${folder.name}” to “${body.name}”.`,
      undo: { method: 'PATCH', url: `/api/folders/${id}`, body: { name: folder.name } },
    });
  return reload(ctx, user, id);
}

/** Deletes a folder so that Undo can bring it back whole: the row stays, marked deleted. */
export async function deleteFolder(ctx: AppContext, user: UserRecord, id: number): Promise<UndoableAnswer> {
  const { folder } = await folderAccess(ctx.db, user, id, 'admin');
  const undo = { method: 'POST' as const, url: `/api/folders/${id}/restore` };
  const event = await ctx.db.transaction(async (tx) => {
    await setFolderDeleted(tx, id, ctx.now());
    return insertLoggedEvent(tx, {
      userId: user.id,
      folderId: id,
      action: 'folder.delete',
      message: `Deleted the folder “${folder.name}” with its ${folder.patentCount} patents.`,
      undo,
    });
  });
  return { message: event.message, logged_event_id: event.id, undo };
}

export async function restoreFolder(ctx: AppContext, user: UserRecord, id: number): Promise<{ message: string }> {
  const { folder } = await folderAccess(ctx.db, user, id, 'admin', { deleted: true });
  await setFolderDeleted(ctx.db, id, null);
  return { message: `The folder “${folder.name}” is back, with its ${folder.patentCount} patents.` };
}

export async function pinFolder(ctx: AppContext, user: UserRecord, id: number, pinned: boolean): Promise<Folder> {
  await folderAccess(ctx.db, user, id, 'read');
  await setFolderPin(ctx.db, id, user.id, pinned);
  return reload(ctx, user, id);
}

export async function getPermissions(ctx: AppContext, user: UserRecord, id: number) {
  return readPermissions(ctx, (await folderAccess(ctx.db, user, id, 'read')).folder);
}

async function readPermissions(ctx: AppContext, folder: FolderRow) {
  const shares = await listFolderShares(ctx.db, folder.id);
  return {
    creator:
      folder.creatorId !== null && folder.creatorEmail !== null
        ? {
            id: folder.creatorId,
            email: folder.creatorEmail,
            name: personName(folder.creatorFirstName, folder.creatorLastName, folder.creatorEmail),
          }
        : null,
    users: shares.flatMap((s) =>
      s.userId !== null && s.email !== null
        ? [{ id: s.userId, email: s.email, name: personName(s.firstName, s.lastName, s.email), level: s.level }]
        : [],
    ),
    groups: shares.flatMap((s) =>
      s.groupId !== null && s.groupName !== null ? [{ id: s.groupId, name: s.groupName, level: s.level }] : [],
    ),
  };
}

/** Replaces the folder's shares; grantees must be of the folder's organisation, and the creator stays admin. */
export async function setPermissions(ctx: AppContext, user: UserRecord, id: number, body: FolderPermissionsParsed) {
  const { folder } = await folderAccess(ctx.db, user, id, 'admin');
  await checkGrantees(ctx.db, folder.organizationId, body, {
    id: folder.creatorId,
    message: 'The folder’s creator always has admin permission.',
  });
  const before = await readPermissions(ctx, folder);
  await ctx.db.transaction(async (tx) => {
    await replaceFolderShares(tx, id, [
      ...body.users.map((u) => ({ userId: u.id, level: u.level })),
      ...body.groups.map((g) => ({ groupId: g.id, level: g.level })),
    ]);
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId: id,
      action: 'folder.permissions',
      message: `Changed who may use the folder “${folder.name}”: ${body.users.length} users, ${body.groups.length} groups.`,
      undo: {
        method: 'PUT',
        url: `/api/folders/${id}/permissions`,
        body: {
          users: before.users.map((u) => ({ id: u.id, level: u.level })),
          groups: before.groups.map((g) => ({ id: g.id, level: g.level })),
        },
      },
    });
  });
  // Read without the access check: an admin by share may just have given their own admin away.
  return readPermissions(ctx, folder);
}
