import { AppError, can, type FolderLevel } from '@app/shared';
import type { Database } from '../../db/client';
import type { UserRecord } from '../users/users.repository';
import { type FolderRow, getFolderForViewer } from './folders.repository';

const RANK: Record<FolderLevel, number> = { read: 1, write: 2, admin: 3 };
const NAMES: readonly FolderLevel[] = ['read', 'read', 'write', 'admin'];

/** What each level is needed for, in the words the refusal uses. */
const NEEDED_FOR: Record<FolderLevel, string> = {
  read: 'see this folder',
  write: 'change the patents of this folder',
  admin: 'change who may use this folder or delete it',
};

export type FolderAccess = { folder: FolderRow; level: FolderLevel };

/** The level as a name; read-only users (SPEC §6) read, whatever a share gives them. */
export function levelName(rank: number, user: UserRecord): FolderLevel {
  const level = NAMES[Math.min(Math.max(rank, 1), 3)]!;
  return can.writeData({
    is_admin: user.isAdmin,
    group_manager: user.groupManager,
    is_end_user: user.isEndUser,
    is_read_only: user.isReadOnly,
  })
    ? level
    : 'read';
}

export function folderNotFound(): AppError {
  return new AppError('FOLDER_NOT_FOUND');
}

/**
 * The folder with the user's level, when the user has at least `needed`. A folder the user has no level on is as
 * absent as one that never existed (404, so its existence does not leak); a level too low is 403 with what it lacks.
 */
export async function folderAccess(
  db: Database,
  user: UserRecord,
  folderId: number,
  needed: FolderLevel,
  options: { deleted?: boolean } = {},
): Promise<FolderAccess> {
  const folder = await getFolderForViewer(db, user, folderId, options.deleted ?? false);
  if (!folder || folder.level <= 0) throw folderNotFound();
  const level = levelName(folder.level, user);
  if (RANK[level] < RANK[needed]) {
    const article = level === 'admin' ? 'an' : 'a';
    throw new AppError('FORBIDDEN', {
      message: `You have ${article} ${level} permission on this folder; you need ${needed} to ${NEEDED_FOR[needed]}.`,
    });
  }
  return { folder, level };
}
