import { AppError, can, MAX_ID, type WorkspaceLevel } from '@app/shared';
import type { Database } from '../../db/client';
import type { UserRecord } from '../users/users.repository';
import { getWorkspaceForViewer, type StoredLevel, type WorkspaceRow } from './workspaces.repository';

const NAMES: readonly WorkspaceLevel[] = ['Read', 'Read', 'Write', 'Admin'];
const RANK: Record<WorkspaceLevel, number> = { Read: 1, Write: 2, Admin: 3 };

/** What each level is needed for, in the words the refusal uses. */
const NEEDED_FOR: Record<WorkspaceLevel, string> = {
  Read: 'open this workspace',
  Write: 'change its queries, labels, sets or theme',
  Admin: 'change who may use this workspace or delete it',
};

export type WorkspaceAccess = { workspace: WorkspaceRow; level: WorkspaceLevel };

/** The API's level name of a stored level, and back. */
export function levelFromStored(level: StoredLevel): WorkspaceLevel {
  return level === 'admin' ? 'Admin' : level === 'write' ? 'Write' : 'Read';
}
export function levelToStored(level: WorkspaceLevel): StoredLevel {
  return level === 'Admin' ? 'admin' : level === 'Write' ? 'write' : 'read';
}

/** The level as a name; read-only users (SPEC §6) read, whatever an entry gives them. */
export function workspaceLevelName(rank: number, user: UserRecord): WorkspaceLevel {
  const level = NAMES[Math.min(Math.max(rank, 1), 3)]!;
  const writes = can.writeData({
    is_admin: user.isAdmin,
    group_manager: user.groupManager,
    is_end_user: user.isEndUser,
    is_read_only: user.isReadOnly,
  });
  return writes ? level : 'Read';
}

export function workspaceNotFound(): AppError {
  return new AppError('WORKSPACE_NOT_FOUND');
}

/**
 * The workspace with the user's level, when the user has at least `needed`. A workspace the user has no level on is
 * as absent as one that never existed (404, so its existence does not leak, as folders do); a level too low is 403
 * with what it lacks.
 */
export async function workspaceAccess(
  db: Database,
  user: UserRecord,
  workspaceId: number,
  needed: WorkspaceLevel,
): Promise<WorkspaceAccess> {
  const workspace = await getWorkspaceForViewer(db, user, workspaceId);
  if (!workspace || workspace.level <= 0) throw workspaceNotFound();
  const level = workspaceLevelName(workspace.level, user);
  if (RANK[level] < RANK[needed]) {
    const article = level === 'Admin' ? 'an' : 'a';
    throw new AppError('FORBIDDEN', {
      message: `You have ${article} ${level} permission on this workspace; you need ${needed} to ${NEEDED_FOR[needed]}.`,
    });
  }
  return { workspace, level };
}

/**
 * The workspace id a `workspace/*` call carries in its body (SPEC §5): missing gives 'No workspace ID provided',
 * anything but digits 'No Workspace ID found'.
 */
export function bodyWorkspaceId(value: string | number | null | undefined): number {
  if (value === undefined || value === null || value === '') {
    throw new AppError('WORKSPACE_ID_MISSING', { fields: { workspace_id: ['No workspace ID provided'] } });
  }
  const text = String(value);
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) {
    throw new AppError('WORKSPACE_ID_INVALID', { fields: { workspace_id: ['No Workspace ID found'] } });
  }
  return id;
}
