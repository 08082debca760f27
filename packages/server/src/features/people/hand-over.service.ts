import { AppError, type UserHandOverResult } from '@app/shared';
import type { AppContext } from '../../context';
import { getHighestSearchIndex } from '../search/searches.repository';
import type { UserRecord } from '../users/users.repository';
import { moveWorkspacesToOwner } from '../workspaces/workspaces.repository';
import { shiftHistoryNumbers } from './shift-history-numbers';
import {
  listAllSearchesOfUser,
  moveFoldersToCreator,
  moveSearchesToUser,
  updateSearchQuery,
} from './user-admin.repository';
import { findColleague, managedOrganization } from './user-admin.service';

/**
 * Hands a deactivated colleague's work to an active colleague of the same organisation: the folders they created
 * and the workspaces they own become the receiver's, and their saved searches join the receiver's history after the receiver's own, renumbered
 * in order with every `#n` between them rewritten, so each search still means what it meant.
 */
export async function handOverWork(
  ctx: AppContext,
  admin: UserRecord,
  fromUserId: number,
  toUserId: number,
): Promise<UserHandOverResult> {
  const organizationId = managedOrganization(admin);
  const from = await findColleague(ctx, organizationId, fromUserId);
  if (from.deactivatedAt === null) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Deactivate the user first: only a deactivated user’s folders and searches are handed over.',
    });
  }
  const to = await getReceiver(ctx, organizationId, toUserId);
  if (to.id === from.id) throw receiverError('Choose another user.');
  return ctx.db.transaction(async (tx) => {
    const folders = await moveFoldersToCreator(tx, from.id, to.id);
    const workspaces = await moveWorkspacesToOwner(tx, from.id, to.id);
    const searches = await listAllSearchesOfUser(tx, from.id);
    const offset = await getHighestSearchIndex(tx, to.id);
    await moveSearchesToUser(tx, from.id, to.id, offset);
    for (const search of searches) {
      const query = shiftHistoryNumbers(search.query, offset);
      if (query !== search.query) await updateSearchQuery(tx, search.id, query);
    }
    return { folders, searches: searches.length, workspaces };
  });
}

async function getReceiver(ctx: AppContext, organizationId: number, userId: number): Promise<UserRecord> {
  const user = await findColleague(ctx, organizationId, userId).catch(() => undefined);
  if (!user || user.deactivatedAt !== null) throw receiverError('Choose an active user of your organisation.');
  return user;
}

function receiverError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: { to_user_id: [message] } });
}
