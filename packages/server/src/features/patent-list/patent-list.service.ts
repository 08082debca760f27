import { AppError, PATENT_LIST_MAX, type UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import {
  loadRow,
  logRestorableChange,
  restorableEvent,
  type Stored,
  storeRow,
} from '../logged-events/restorable-change';
import { requireInIndex } from '../search/index-membership';
import type { UserRecord } from '../users/users.repository';
import {
  countPatentListEntries,
  deletePatentListEntries,
  getPatentListEntry,
  insertPatentListEntries,
  listPatentListEntries,
  type PatentListEntryRow,
  restorePatentListEntries,
} from './patent-list.repository';

export async function patentList(ctx: AppContext, user: UserRecord) {
  const rows = await listPatentListEntries(ctx.db, user.id);
  return { count: rows.length, patents: rows.map((r) => ({ ucid: r.ucid, added_at: r.addedAt.toISOString() })) };
}

export async function listedState(ctx: AppContext, user: UserRecord, ucid: string) {
  const row = await getPatentListEntry(ctx.db, user.id, ucid);
  return { ucid, listed: row !== undefined, added_at: row ? row.addedAt.toISOString() : null };
}

/** Adds patents of the index to the user's list, refusing the whole add past PATENT_LIST_MAX. */
export async function addToList(ctx: AppContext, user: UserRecord, ucids: string[]) {
  const unique = [...new Set(ucids)];
  await requireInIndex(ctx, user, unique);
  return ctx.db.transaction(async (tx) => {
    const before = await countPatentListEntries(tx, user.id);
    const added = await insertPatentListEntries(tx, user.id, unique, ctx.now());
    if (before + added.length > PATENT_LIST_MAX)
      throw new AppError('VALIDATION_FAILED', {
        message: `Your patent list holds ${before} patents and can hold at most ${PATENT_LIST_MAX.toLocaleString('en')}: remove some first.`,
        fields: { ucids: [`The patent list can hold at most ${PATENT_LIST_MAX.toLocaleString('en')} patents.`] },
      });
    return { added: added.length, already: unique.length - added.length, count: before + added.length };
  });
}

export async function removeOne(ctx: AppContext, user: UserRecord, ucid: string): Promise<void> {
  const removed = await deletePatentListEntries(ctx.db, user.id, [ucid]);
  if (removed.length === 0) throw new AppError('NOT_FOUND', { message: `${ucid} is not on your patent list.` });
}

/** Removes some patents, or all (`ucids` null); the logged event keeps them, and its Undo puts them back. */
export async function removeFromList(
  ctx: AppContext,
  user: UserRecord,
  ucids: string[] | null,
): Promise<UndoableAnswer> {
  return ctx.db.transaction(async (tx) => {
    const removed = await deletePatentListEntries(tx, user.id, ucids === null ? null : [...new Set(ucids)]);
    const what = `${removed.length} ${removed.length === 1 ? 'patent' : 'patents'}`;
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        action: ucids === null ? 'patent_list.clear' : 'patent_list.remove',
        message: ucids === null ? `Cleared your patent list of ${what}.` : `Removed ${what} from your patent list.`,
        details: { rows: removed.map(storeRow) },
      },
      '/api/listed_patents/restore',
    );
  });
}

export async function restoreList(ctx: AppContext, user: UserRecord, eventId: number) {
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: ['patent_list.remove', 'patent_list.clear'],
    notFound: `You have no patent list change ${eventId} to undo.`,
  });
  const rows = (event.details.rows as Stored<PatentListEntryRow>[]).map((r) => loadRow(r, ['addedAt']));
  const restored = await restorePatentListEntries(ctx.db, rows);
  return { message: `${restored} ${restored === 1 ? 'patent is' : 'patents are'} back on your patent list.` };
}
