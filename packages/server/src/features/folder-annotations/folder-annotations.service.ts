import { AppError, type FolderLabel, type FolderLabelUpdateParsed } from '@app/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { folderAccess } from '../folder-access/folder-access';
import { folderPatentRows } from '../folder-access/folder-patents.repository';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import {
  loadRow,
  logRestorableChange,
  restorableEvent,
  type Stored,
  storeRow,
} from '../logged-events/restorable-change';
import type { UserRecord } from '../users/users.repository';
import { presentComment } from './folder-annotations.presenter';
import {
  commentsOfPatents,
  deleteLabel,
  type FolderLabelRow,
  getLabel,
  insertLabel,
  insertLabelPairs,
  insertNplLabelPairs,
  type LabelPair,
  labelPairsOfLabel,
  labelPairsOfPatents,
  listLabels,
  type NplLabelPair,
  nplLabelPairsOfLabel,
  restoreLabel,
  updateLabel,
} from './folder-annotations.repository';
import {
  commentOnItem,
  editItemComment,
  labelItem,
  rateItem,
  removeItemComment,
  restoreItemComments,
} from './item-annotations';
import { patentDetail, patentItem } from './patent-item';

function labelNameTaken(): AppError {
  const message = 'This folder already has a label with this name.';
  return new AppError('VALIDATION_FAILED', { message, fields: { name: [message] } });
}

function labelNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `This folder has no label ${id}.` });
}

export async function folderLabels(ctx: AppContext, user: UserRecord, folderId: number): Promise<FolderLabel[]> {
  await folderAccess(ctx.db, user, folderId, 'read');
  return (await listLabels(ctx.db, folderId)).map((l) => ({
    id: l.id,
    folder_id: l.folderId,
    name: l.name,
    colour: l.colour,
    patent_count: l.patentCount,
  }));
}

async function labelAnswer(ctx: AppContext, folderId: number, labelId: number): Promise<FolderLabel> {
  const label = (await listLabels(ctx.db, folderId)).find((l) => l.id === labelId);
  if (!label) throw labelNotFound(labelId);
  return {
    id: label.id,
    folder_id: label.folderId,
    name: label.name,
    colour: label.colour,
    patent_count: label.patentCount,
  };
}

export async function createLabel(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  body: { name: string; colour: string },
): Promise<FolderLabel> {
  await folderAccess(ctx.db, user, folderId, 'write');
  try {
    const row = await insertLabel(ctx.db, { folderId, ...body });
    return labelAnswer(ctx, folderId, row.id);
  } catch (error) {
    throw isUniqueViolation(error) ? labelNameTaken() : error;
  }
}

/** Renames or recolours a label; the logged event's undo puts the old name and colour back. */
export async function changeLabel(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  labelId: number,
  body: FolderLabelUpdateParsed,
): Promise<FolderLabel> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const before = await getLabel(ctx.db, folderId, labelId);
  if (!before) throw labelNotFound(labelId);
  try {
    await ctx.db.transaction(async (tx) => {
      await updateLabel(tx, folderId, labelId, body);
      await insertLoggedEvent(tx, {
        userId: user.id,
        folderId,
        action: 'label.change',
        message: `Changed the label “${before.name}” of “${folder.name}”.`,
        undo: {
          method: 'PATCH',
          url: `/api/folders/${folderId}/labels/${labelId}`,
          body: { name: before.name, colour: before.colour },
        },
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? labelNameTaken() : error;
  }
  return labelAnswer(ctx, folderId, labelId);
}

/** Deletes a label from the folder and every patent; the event keeps both, so Undo restores them exactly. */
export async function removeLabel(ctx: AppContext, user: UserRecord, folderId: number, labelId: number) {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const label = await getLabel(ctx.db, folderId, labelId);
  if (!label) throw labelNotFound(labelId);
  return ctx.db.transaction(async (tx) => {
    const pairs = await labelPairsOfLabel(tx, labelId);
    const nplPairs = await nplLabelPairsOfLabel(tx, labelId);
    await deleteLabel(tx, folderId, labelId);
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        folderId,
        action: 'label.delete',
        message: `Deleted the label “${label.name}” of “${folder.name}” from ${pairs.length} ${pairs.length === 1 ? 'patent' : 'patents'}.`,
        details: { label: storeRow(label), pairs, nplPairs },
      },
      `/api/folders/${folderId}/labels/restore`,
    );
  });
}

export async function restoreDeletedLabel(ctx: AppContext, user: UserRecord, folderId: number, eventId: number) {
  await folderAccess(ctx.db, user, folderId, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: ['label.delete'],
    folderId,
    notFound: `You have no label deletion ${eventId} in this folder.`,
  });
  const stored = loadRow(event.details.label as Stored<FolderLabelRow>, ['createdAt']);
  const pairs = event.details.pairs as LabelPair[];
  await ctx.db.transaction(async (tx) => {
    await restoreLabel(tx, stored);
    await insertLabelPairs(tx, pairs);
    // Events logged before NPL records existed have no NPL pairs.
    await insertNplLabelPairs(tx, (event.details.nplPairs ?? []) as NplLabelPair[]);
  });
  return { message: `The label “${stored.name}” is back on its patents.` };
}

/** Sets exactly which labels a patent carries; the undo sets the labels it had. */
export function setPatentLabels(ctx: AppContext, user: UserRecord, folderId: number, ucid: string, labelIds: number[]) {
  return labelItem(ctx, user, folderId, patentItem(ucid), labelIds);
}

export function ratePatent(ctx: AppContext, user: UserRecord, folderId: number, ucid: string, rating: number | null) {
  return rateItem(ctx, user, folderId, patentItem(ucid), rating);
}

export async function getPatentDetail(ctx: AppContext, user: UserRecord, folderId: number, ucid: string) {
  await folderAccess(ctx.db, user, folderId, 'read');
  return patentDetail(ctx.db, folderId, ucid);
}

/**
 * The details of many patents of the folder in one call (a results page asks for all its patents at once); ucids
 * not in the folder are left out.
 */
export async function getPatentDetails(ctx: AppContext, user: UserRecord, folderId: number, ucids: string[]) {
  await folderAccess(ctx.db, user, folderId, 'read');
  const wanted = [...new Set(ucids)];
  const [rows, pairs, comments] = await Promise.all([
    folderPatentRows(ctx.db, folderId, wanted),
    labelPairsOfPatents(ctx.db, folderId, wanted),
    commentsOfPatents(ctx.db, folderId, wanted),
  ]);
  return rows.map((row) => ({
    ucid: row.ucid,
    rating: row.rating,
    label_ids: pairs.filter((p) => p.ucid === row.ucid).map((p) => p.labelId),
    comments: comments.filter((c) => c.comment.ucid === row.ucid).map(presentComment),
  }));
}

export function addComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  body: { body: string; parent_id: number | null },
) {
  return commentOnItem(ctx, user, folderId, patentItem(ucid), body);
}

/** Only the author edits a comment; the author or a folder admin deletes it, with its replies (undoable). */
export function editComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  commentId: number,
  text: string,
) {
  return editItemComment(ctx, user, folderId, patentItem(ucid), commentId, text);
}

export function removeComment(ctx: AppContext, user: UserRecord, folderId: number, ucid: string, commentId: number) {
  return removeItemComment(ctx, user, folderId, patentItem(ucid), commentId);
}

export function restoreDeletedComments(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  eventId: number,
) {
  return restoreItemComments(ctx, user, folderId, patentItem(ucid), eventId);
}
