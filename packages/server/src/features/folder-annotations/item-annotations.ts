import { AppError, type UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { folderAccess } from '../folder-access/folder-access';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import { logRestorableChange, restorableEvent, type Stored, storeRow } from '../logged-events/restorable-change';
import type { UserRecord } from '../users/users.repository';
import { labelIdsOfFolder } from './folder-annotations.repository';

/** The columns the shared operations read of a comment, whatever it is on. */
type CommentKeys = { id: number; authorId: number | null };

/**
 * Something of a folder that carries labels, a rating and comments: a patent (by ucid) or an NPL record (by id).
 * The operations below are the same for both; an item says where its rows live, how messages name it, which
 * fields its logged events carry and where its undo goes. Made by a locator once the folder's access is checked,
 * so a user without access learns nothing of what the folder holds.
 */
export interface AnnotatedItem<Detail, Comment extends CommentKeys> {
  /** How messages name it: "EP-1234-A1", or 'the NPL record “Title”'. */
  name: string;
  /** How "no comment …" messages place a comment: "on EP-1234-A1", or "on this record". */
  commentPlace: string;
  /** Its API path, under which /rating, /labels and /comments live. */
  url: string;
  /** The fields naming it in its logged events' details ({ ucid } or { npl_id }). */
  eventKey: Record<string, string | number>;
  actions: { rating: string; labels: string; comment: string; commentDelete: string };
  rating: number | null;
  setRating(db: Database, rating: number | null): Promise<void>;
  labelIds(db: Database): Promise<number[]>;
  replaceLabels(db: Database, labelIds: number[]): Promise<void>;
  getComment(db: Database, commentId: number): Promise<Comment | undefined>;
  insertComment(
    db: Database,
    values: { parentId: number | null; authorId: number; body: string; createdAt: Date },
  ): Promise<void>;
  updateComment(db: Database, commentId: number, body: string, at: Date): Promise<void>;
  /** Deletes a comment with its replies; answers every row removed, for the undo. */
  deleteCommentThread(db: Database, commentId: number): Promise<Comment[]>;
  restoreComments(db: Database, stored: Stored<Comment>[]): Promise<void>;
  /** What the item's routes answer: its rating, labels and comments (and, for a record, its fields). */
  detail(db: Database): Promise<Detail>;
}

/** Finds the item in the folder, or throws the 404 that says the folder does not hold it. */
export type ItemLocator<Detail, Comment extends CommentKeys> = (
  db: Database,
  folderId: number,
) => Promise<AnnotatedItem<Detail, Comment>>;

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

/** Rates the item 1 to 5, or clears its rating; the undo sets the rating it had. */
export async function rateItem<D, C extends CommentKeys>(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  locate: ItemLocator<D, C>,
  rating: number | null,
): Promise<D> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const item = await locate(ctx.db, folderId);
  await ctx.db.transaction(async (tx) => {
    await item.setRating(tx, rating);
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: item.actions.rating,
      message:
        rating === null
          ? `Cleared the rating of ${item.name} in “${folder.name}”.`
          : `Rated ${item.name} ${rating} of 5 in “${folder.name}”.`,
      details: { ...item.eventKey, before: item.rating, after: rating },
      undo: { method: 'PUT', url: `${item.url}/rating`, body: { rating: item.rating } },
    });
  });
  return item.detail(ctx.db);
}

/** Sets exactly which of the folder's labels the item carries; the undo sets the labels it had. */
export async function labelItem<D, C extends CommentKeys>(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  locate: ItemLocator<D, C>,
  labelIds: number[],
): Promise<D> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const item = await locate(ctx.db, folderId);
  const wanted = await requireFolderLabels(ctx.db, folderId, labelIds);
  const before = await item.labelIds(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await item.replaceLabels(tx, wanted);
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: item.actions.labels,
      message: `Changed the labels of ${item.name} in “${folder.name}”.`,
      details: { ...item.eventKey, before, after: wanted },
      undo: { method: 'PUT', url: `${item.url}/labels`, body: { label_ids: before } },
    });
  });
  return item.detail(ctx.db);
}

export async function commentOnItem<D, C extends CommentKeys>(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  locate: ItemLocator<D, C>,
  body: { body: string; parent_id: number | null },
): Promise<D> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const item = await locate(ctx.db, folderId);
  if (body.parent_id !== null && !(await item.getComment(ctx.db, body.parent_id))) {
    const message = `There is no comment ${body.parent_id} ${item.commentPlace} to reply to.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { parent_id: [message] } });
  }
  await ctx.db.transaction(async (tx) => {
    await item.insertComment(tx, {
      parentId: body.parent_id,
      authorId: user.id,
      body: body.body,
      createdAt: ctx.now(),
    });
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: item.actions.comment,
      message: `Commented on ${item.name} in “${folder.name}”.`,
      details: { ...item.eventKey },
    });
  });
  return item.detail(ctx.db);
}

async function commentOf<D, C extends CommentKeys>(db: Database, item: AnnotatedItem<D, C>, commentId: number) {
  const comment = await item.getComment(db, commentId);
  if (!comment) throw new AppError('NOT_FOUND', { message: `There is no comment ${commentId} ${item.commentPlace}.` });
  return comment;
}

/** Only the author changes a comment. */
export async function editItemComment<D, C extends CommentKeys>(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  locate: ItemLocator<D, C>,
  commentId: number,
  text: string,
): Promise<D> {
  await folderAccess(ctx.db, user, folderId, 'write');
  const item = await locate(ctx.db, folderId);
  const comment = await commentOf(ctx.db, item, commentId);
  if (comment.authorId !== user.id)
    throw new AppError('FORBIDDEN', { message: 'Only the author of a comment may change it.' });
  await item.updateComment(ctx.db, commentId, text, ctx.now());
  return item.detail(ctx.db);
}

/**
 * The author deletes a comment, with its replies; so may a folder admin, since an admin answers for what the folder
 * holds. The undo puts the whole thread back.
 */
export async function removeItemComment<D, C extends CommentKeys>(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  locate: ItemLocator<D, C>,
  commentId: number,
): Promise<UndoableAnswer> {
  const { folder, level } = await folderAccess(ctx.db, user, folderId, 'write');
  const item = await locate(ctx.db, folderId);
  const comment = await commentOf(ctx.db, item, commentId);
  if (comment.authorId !== user.id && level !== 'admin')
    throw new AppError('FORBIDDEN', { message: 'Only the author of a comment or a folder admin may delete it.' });
  return ctx.db.transaction(async (tx) => {
    const rows = await item.deleteCommentThread(tx, commentId);
    const replies = rows.length - 1;
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        folderId,
        action: item.actions.commentDelete,
        message:
          `Deleted a comment on ${item.name} in “${folder.name}”` +
          (replies > 0 ? ` with ${replies} ${replies === 1 ? 'reply' : 'replies'}.` : '.'),
        details: { ...item.eventKey, comments: rows.map(storeRow) },
      },
      `${item.url}/comments/restore`,
    );
  });
}

/**
 * The undo of a comment's deletion. The event must be the user's own deletion on this very item: restoring it
 * through another item's URL would put the thread back where the URL does not say.
 */
export async function restoreItemComments<D, C extends CommentKeys>(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  locate: ItemLocator<D, C>,
  eventId: number,
): Promise<D> {
  await folderAccess(ctx.db, user, folderId, 'write');
  const item = await locate(ctx.db, folderId);
  const notFound = `You have no comment deletion ${eventId} ${item.commentPlace}.`;
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: [item.actions.commentDelete],
    folderId,
    notFound,
  });
  const onThisItem = Object.entries(item.eventKey).every(([key, value]) => event.details[key] === value);
  if (!onThisItem) throw new AppError('LOGGED_EVENT_NOT_FOUND', { message: notFound });
  await item.restoreComments(ctx.db, event.details.comments as Stored<C>[]);
  return item.detail(ctx.db);
}
