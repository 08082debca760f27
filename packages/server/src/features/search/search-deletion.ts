import { AppError, type UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import { logRestorableChange, restorableEvent } from '../logged-events/restorable-change';
import type { UserRecord } from '../users/users.repository';
import { setSearchDeleted } from './searches.repository';

/** The logged event's action for a search deleted from the history. */
const SEARCH_DELETE = 'search.delete';

/**
 * Deletes one of the user's own searches from their history, with an Undo. The row is only marked deleted: its
 * number is never given to a new search, and later searches that name it (`#n`) keep resolving and running, so a
 * deletion never breaks a search silently. Another user's number is simply not found: searches are per user.
 */
export async function deleteSearch(ctx: AppContext, user: UserRecord, index: number): Promise<UndoableAnswer> {
  return ctx.db.transaction(async (tx) => {
    const row = await setSearchDeleted(tx, user.id, index, new Date());
    if (!row) throw new AppError('SEARCH_NOT_FOUND', { message: `You have no search #${index}.` });
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        action: SEARCH_DELETE,
        message: `Deleted search #${index} from your history.`,
        details: { query_index: index, query: row.query },
      },
      '/api/searches/restore',
    );
  });
}

/** The undo of a deletion: the search is back in the history under its own number. */
export async function restoreSearch(ctx: AppContext, user: UserRecord, eventId: number): Promise<{ message: string }> {
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: [SEARCH_DELETE],
    notFound: `You have no search deletion ${eventId}.`,
  });
  const index = event.details.query_index as number;
  const row = await setSearchDeleted(ctx.db, user.id, index, null);
  if (!row) throw new AppError('SEARCH_NOT_FOUND', { message: `Search #${index} is not deleted.` });
  return { message: `Search #${index} is back in your history.` };
}
