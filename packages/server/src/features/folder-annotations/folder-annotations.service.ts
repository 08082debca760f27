import { AppError, type FolderLabel, type FolderLabelUpdateParsed } from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
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
  deleteCommentThread,
  deleteLabel,
  deletePatentLabels,
  type FolderCommentRow,
  type FolderLabelRow,
  getComment,
  getFolderPatent,
  getLabel,
  insertComment,
  insertLabel,
  insertLabelPairs,
  insertNplLabelPairs,
  type LabelPair,
  labelIdsOfFolder,
  labelPairsOfLabel,
  labelPairsOfPatents,
  listLabels,
  type NplLabelPair,
  nplLabelPairsOfLabel,
  restoreComments,
  restoreLabel,
  setRating,
  updateComment,
  updateLabel,
} from './folder-annotations.repository';

function labelNameTaken(): AppError {
  const message = 'This folder already has a label with this name.';
  return new AppError('VALIDATION_FAILED', { message, fields: { name: [message] } });
}

function labelNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `This folder has no label ${id}.` });
}

async function patentOf(ctx: AppContext, folderId: number, ucid: string) {
  const row = await getFolderPatent(ctx.db, folderId, ucid);
  if (!row) throw new AppError('NOT_FOUND', { message: `This folder does not hold ${ucid}.` });
  return row;
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

/**
 * The distinct label ids asked for, when each is a label of this folder (of patents and NPL records alike); otherwise
 * a 422 naming the first that is not. Another folder's label is as unknown as one that does not exist: its folder
 * may be hidden from the user.
 */
export async function requireFolderLabels(db: Database, folderId: number, labelIds: number[]): Promise<number[]> {
  const known = new Set(await labelIdsOfFolder(db, folderId));
  const wanted = [...new Set(labelIds)];
  const unknown = wanted.find((id) => !known.has(id));
  if (unknown !== undefined) {
    const message = `This folder has no label ${unknown}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { label_ids: [message] } });
  }
  return wanted;
}

/** Sets exactly which labels a patent carries; the undo sets the labels it had. */
export async function setPatentLabels(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  labelIds: number[],
) {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  await patentOf(ctx, folderId, ucid);
  const wanted = await requireFolderLabels(ctx.db, folderId, labelIds);
  const before = (await labelPairsOfPatents(ctx.db, folderId, [ucid])).map((p) => p.labelId);
  await ctx.db.transaction(async (tx) => {
    await deletePatentLabels(tx, folderId, ucid);
    await insertLabelPairs(
      tx,
      wanted.map((labelId) => ({ folderId, ucid, labelId })),
    );
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: 'patent.labels',
      message: `Changed the labels of ${ucid} in “${folder.name}”.`,
      details: { ucid, before, after: wanted },
      undo: { method: 'PUT', url: `/api/folders/${folderId}/patents/${ucid}/labels`, body: { label_ids: before } },
    });
  });
  return patentDetail(ctx, folderId, ucid);
}

export async function ratePatent(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  rating: number | null,
) {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const before = (await patentOf(ctx, folderId, ucid)).rating;
  await ctx.db.transaction(async (tx) => {
    await setRating(tx, folderId, ucid, rating);
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: 'patent.rating',
      message:
        rating === null
          ? `Cleared the rating of ${ucid} in “${folder.name}”.`
          : `Rated ${ucid} ${rating} of 5 in “${folder.name}”.`,
      details: { ucid, before, after: rating },
      undo: { method: 'PUT', url: `/api/folders/${folderId}/patents/${ucid}/rating`, body: { rating: before } },
    });
  });
  return patentDetail(ctx, folderId, ucid);
}

async function patentDetail(ctx: AppContext, folderId: number, ucid: string) {
  const row = await patentOf(ctx, folderId, ucid);
  const [pairs, comments] = await Promise.all([
    labelPairsOfPatents(ctx.db, folderId, [ucid]),
    commentsOfPatents(ctx.db, folderId, [ucid]),
  ]);
  return { ucid, rating: row.rating, label_ids: pairs.map((p) => p.labelId), comments: comments.map(presentComment) };
}

export async function getPatentDetail(ctx: AppContext, user: UserRecord, folderId: number, ucid: string) {
  await folderAccess(ctx.db, user, folderId, 'read');
  return patentDetail(ctx, folderId, ucid);
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

export async function addComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  body: { body: string; parent_id: number | null },
) {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  await patentOf(ctx, folderId, ucid);
  if (body.parent_id !== null && !(await getComment(ctx.db, folderId, ucid, body.parent_id))) {
    const message = `There is no comment ${body.parent_id} on ${ucid} to reply to.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { parent_id: [message] } });
  }
  await ctx.db.transaction(async (tx) => {
    await insertComment(tx, {
      folderId,
      ucid,
      parentId: body.parent_id,
      authorId: user.id,
      body: body.body,
      createdAt: ctx.now(),
    });
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: 'patent.comment',
      message: `Commented on ${ucid} in “${folder.name}”.`,
      details: { ucid },
    });
  });
  return patentDetail(ctx, folderId, ucid);
}

/** Only the author edits a comment; the author or a folder admin deletes it, with its replies (undoable). */
export async function editComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  commentId: number,
  text: string,
) {
  await folderAccess(ctx.db, user, folderId, 'write');
  const comment = await getComment(ctx.db, folderId, ucid, commentId);
  if (!comment) throw new AppError('NOT_FOUND', { message: `There is no comment ${commentId} on ${ucid}.` });
  if (comment.authorId !== user.id)
    throw new AppError('FORBIDDEN', { message: 'Only the author of a comment may change it.' });
  await updateComment(ctx.db, commentId, text, ctx.now());
  return patentDetail(ctx, folderId, ucid);
}

export async function removeComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  commentId: number,
) {
  const { folder, level } = await folderAccess(ctx.db, user, folderId, 'write');
  const comment = await getComment(ctx.db, folderId, ucid, commentId);
  if (!comment) throw new AppError('NOT_FOUND', { message: `There is no comment ${commentId} on ${ucid}.` });
  if (comment.authorId !== user.id && level !== 'admin')
    throw new AppError('FORBIDDEN', { message: 'Only the author of a comment or a folder admin may delete it.' });
  return ctx.db.transaction(async (tx) => {
    const rows = await deleteCommentThread(tx, folderId, ucid, commentId);
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        folderId,
        action: 'comment.delete',
        message: `Deleted a comment on ${ucid} in “${folder.name}”${rows.length > 1 ? ` with ${rows.length - 1} replies` : ''}.`,
        details: { ucid, comments: rows.map(storeRow) },
      },
      `/api/folders/${folderId}/patents/${ucid}/comments/restore`,
    );
  });
}

export async function restoreDeletedComments(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ucid: string,
  eventId: number,
) {
  await folderAccess(ctx.db, user, folderId, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: ['comment.delete'],
    folderId,
    notFound: `You have no comment deletion ${eventId} in this folder.`,
  });
  await patentOf(ctx, folderId, ucid);
  await restoreComments(
    ctx.db,
    (event.details.comments as Stored<FolderCommentRow>[]).map((c) => loadRow(c, ['createdAt', 'updatedAt'])),
  );
  return patentDetail(ctx, folderId, ucid);
}
