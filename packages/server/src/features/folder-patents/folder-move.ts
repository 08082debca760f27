// Moving ticked patents from one folder to another in one step. Ratings, comment threads and custom field values
// travel with the patents; labels belong to their folder, so they stay behind in the logged event, and one Undo puts
// everything back where it was: the rows, labels, comments and values in the first folder, and the second folder as
// it was before. A patent the target holds already keeps its own row and values there; the values it had in the
// first folder are kept in the event so the Undo can put them back.

import { AppError, type FolderPatentsParsed, type UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import {
  type KeptCustomFieldValue,
  moveValues,
  restoreValues,
  valuesOfFolderPatents,
} from '../custom-fields/custom-field-values.repository';
import { folderAccess } from '../folder-access/folder-access';
import { folderLimits, limitRefusal } from '../folder-access/folder-limits';
import {
  countFolderPatents,
  deleteFolderPatents,
  type FolderPatentRow,
  folderPatentRows,
  insertFolderPatentRows,
} from '../folder-access/folder-patents.repository';
import { lockFolder } from '../folder-access/folders.repository';
import {
  commentsOfPatents,
  insertLabelPairs,
  type LabelPair,
  labelPairsOfPatents,
  moveComments,
} from '../folder-annotations/folder-annotations.repository';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import {
  loadRow,
  logRestorableChange,
  restorableEvent,
  type Stored,
  storeRow,
} from '../logged-events/restorable-change';
import type { UserRecord } from '../users/users.repository';

const ACTION = 'patents.move';

type MoveDetails = {
  to: number;
  rows: Stored<FolderPatentRow>[];
  pairs: LabelPair[];
  commentIds: number[];
  /** The ucids the move put into the target (those already there were left as they were). */
  inserted: string[];
  /** The first folder's values of the patents the target held already (those of the others moved with them). */
  values?: KeptCustomFieldValue[];
  count: number;
};

const plural = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'patent' : 'patents'}`;

/** Locks both folders, lower id first, so two moves in opposite directions cannot deadlock. */
async function lockBoth(db: Parameters<typeof lockFolder>[0], a: number, b: number) {
  for (const id of [Math.min(a, b), Math.max(a, b)]) await lockFolder(db, id);
}

/** `POST /api/folders/{id}/patents/move`: write permission on both folders; refused whole past the target's limit. */
export async function movePatents(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: FolderPatentsParsed & { to: number },
): Promise<UndoableAnswer> {
  if (body.to === id)
    throw new AppError('VALIDATION_FAILED', { message: 'The patents are in this folder already: choose another one.' });
  const { folder: source } = await folderAccess(ctx.db, user, id, 'write');
  const { folder: target } = await folderAccess(ctx.db, user, body.to, 'write');
  const { limit } = await folderLimits(ctx, target.organizationId);
  const ucids = [...new Set(body.ucids)];
  return ctx.db.transaction(async (tx) => {
    await lockBoth(tx, id, body.to);
    const pairs = await labelPairsOfPatents(tx, id, ucids);
    const commentIds = (await commentsOfPatents(tx, id, ucids)).map(({ comment }) => comment.id);
    const before = await countFolderPatents(tx, body.to);
    // The target rows first: the comments' folder key needs them before the source rows go.
    const now = ctx.now();
    const sourceRows = await folderPatentRows(tx, id, ucids);
    const inserted = await insertFolderPatentRows(
      tx,
      sourceRows.map((row) => ({ ...row, folderId: body.to, addedBy: user.id, addedAt: now })),
    );
    if (before + inserted.length > limit) throw limitRefusal(before, inserted.length, limit);
    await moveComments(tx, id, body.to, commentIds);
    await moveValues(tx, id, body.to, inserted);
    const movedIn = new Set(inserted);
    const values = await valuesOfFolderPatents(
      tx,
      id,
      ucids.filter((ucid) => !movedIn.has(ucid)),
    );
    const removedRows = await deleteFolderPatents(tx, id, ucids);
    const message = `Moved ${plural(removedRows.length)} from “${source.name}” to “${target.name}”.`;
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId: body.to,
      action: 'patents.add',
      message,
      details: { ucids: inserted.slice(0, 50), count: inserted.length, from: id },
    });
    const details: MoveDetails = {
      to: body.to,
      rows: removedRows.map(storeRow),
      pairs,
      commentIds,
      inserted,
      values,
      count: removedRows.length,
    };
    return logRestorableChange(
      tx,
      { userId: user.id, folderId: id, action: ACTION, message, details },
      `/api/folders/${id}/patents/move/undo`,
    );
  });
}

/**
 * The Undo of a move: the rows, labels, comments and values back in the first folder; the ones the move added taken
 * out. A patent added to the first folder again since keeps its new row and values there.
 */
export async function undoMove(ctx: AppContext, user: UserRecord, id: number, eventId: number) {
  await folderAccess(ctx.db, user, id, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: [ACTION],
    folderId: id,
    notFound: `You have no move ${eventId} from this folder to undo.`,
  });
  const details = event.details as MoveDetails;
  await folderAccess(ctx.db, user, details.to, 'write');
  const rows = details.rows.map((r) => loadRow(r, ['addedAt']));
  await ctx.db.transaction(async (tx) => {
    await lockBoth(tx, id, details.to);
    const back = new Set(await insertFolderPatentRows(tx, rows));
    await moveComments(tx, details.to, id, details.commentIds);
    await insertLabelPairs(tx, details.pairs);
    // Values travel back as they are now (edits made in the target since included), like the comments do.
    await moveValues(
      tx,
      details.to,
      id,
      details.inserted.filter((ucid) => back.has(ucid)),
    );
    await restoreValues(
      tx,
      (details.values ?? []).filter((v) => back.has(v.ucid)),
    );
    await deleteFolderPatents(tx, details.to, details.inserted);
  });
  return { message: `${plural(rows.length)} ${rows.length === 1 ? 'is' : 'are'} back where they were.` };
}
