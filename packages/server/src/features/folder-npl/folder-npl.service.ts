import {
  AppError,
  type FolderNpl,
  type FolderNplCreateParsed,
  type FolderNplDetail,
  type FolderNplUpdateParsed,
  type UndoableAnswer,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { folderAccess } from '../folder-access/folder-access';
import { presentComment } from '../folder-annotations/folder-annotations.presenter';
import {
  deleteNplLabels,
  insertNplLabelPairs,
  labelPairsOfNpl,
  type NplLabelPair,
} from '../folder-annotations/folder-annotations.repository';
import { requireFolderLabels } from '../folder-annotations/folder-annotations.service';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import {
  loadRow,
  logRestorableChange,
  restorableEvent,
  type Stored,
  storeRow,
} from '../logged-events/restorable-change';
import type { UserRecord } from '../users/users.repository';
import { presentNpl } from './folder-npl.presenter';
import {
  commentsOfNpl,
  deleteNpl,
  deleteNplCommentThread,
  getNpl,
  getNplComment,
  insertNpl,
  insertNplComment,
  listNpl,
  type NplCommentRow,
  type NplRow,
  nplIdsOfFolder,
  restoreNpl,
  restoreNplComments,
  setNplRating,
  updateNpl,
  updateNplComment,
} from './folder-npl.repository';

/** The record's title as messages quote it: long titles are cut, since the activity list shows one line each. */
function quoted(title: string): string {
  const short = title.length > 80 ? `${title.slice(0, 79).trimEnd()}…` : title;
  return `“${short}”`;
}

function records(n: number): string {
  return `${n} NPL ${n === 1 ? 'record' : 'records'}`;
}

function doiTaken(): AppError {
  const message = 'This folder already holds a record with this DOI.';
  return new AppError('VALIDATION_FAILED', { message, fields: { doi: [message] } });
}

async function nplOf(db: Database, folderId: number, nplId: number): Promise<NplRow> {
  const row = await getNpl(db, folderId, nplId);
  if (!row) throw new AppError('NOT_FOUND', { message: `This folder has no NPL record ${nplId}.` });
  return row;
}

async function detailOf(db: Database, row: NplRow): Promise<FolderNplDetail> {
  const [pairs, comments] = await Promise.all([labelPairsOfNpl(db, [row.id]), commentsOfNpl(db, [row.id])]);
  return {
    ...presentNpl(
      row,
      pairs.map((p) => p.labelId),
      comments.length,
    ),
    comments: comments.map(presentComment),
  };
}

async function detail(db: Database, folderId: number, nplId: number): Promise<FolderNplDetail> {
  return detailOf(db, await nplOf(db, folderId, nplId));
}

/** The columns a parsed body sets, in the repository's names. */
function columnsOf(body: FolderNplUpdateParsed) {
  const out: Partial<Pick<NplRow, 'title' | 'authors' | 'source' | 'year' | 'doi' | 'url' | 'abstract'>> = {};
  for (const key of ['title', 'authors', 'source', 'year', 'doi', 'url', 'abstract'] as const)
    if (body[key] !== undefined) Object.assign(out, { [key]: body[key] });
  return out;
}

export async function listFolderNpl(ctx: AppContext, user: UserRecord, folderId: number): Promise<FolderNpl[]> {
  await folderAccess(ctx.db, user, folderId, 'read');
  const rows = await listNpl(ctx.db, folderId);
  const pairs = await labelPairsOfNpl(
    ctx.db,
    rows.map((r) => r.npl.id),
  );
  const labelsOf = new Map<number, number[]>();
  for (const p of pairs) labelsOf.set(p.nplId, [...(labelsOf.get(p.nplId) ?? []), p.labelId]);
  return rows.map((r) => presentNpl(r.npl, labelsOf.get(r.npl.id) ?? [], r.commentCount));
}

export async function getNplDetail(ctx: AppContext, user: UserRecord, folderId: number, nplId: number) {
  await folderAccess(ctx.db, user, folderId, 'read');
  return detail(ctx.db, folderId, nplId);
}

export async function addNpl(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  body: FolderNplCreateParsed,
): Promise<FolderNplDetail> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertNpl(tx, { folderId, ...body, addedBy: user.id, addedAt: ctx.now() });
      await insertLoggedEvent(tx, {
        userId: user.id,
        folderId,
        action: 'npl.add',
        message: `Added the NPL record ${quoted(row.title)} to “${folder.name}”.`,
        details: { npl_id: row.id },
      });
      return detailOf(tx, row);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? doiTaken() : error;
  }
}

/** Changes a record's fields; the logged event's undo sets back the fields changed, as they were. */
export async function changeNpl(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  body: FolderNplUpdateParsed,
): Promise<FolderNplDetail> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const before = await nplOf(ctx.db, folderId, nplId);
  const changes = columnsOf(body);
  const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof changes]]));
  try {
    await ctx.db.transaction(async (tx) => {
      await updateNpl(tx, folderId, nplId, changes);
      await insertLoggedEvent(tx, {
        userId: user.id,
        folderId,
        action: 'npl.change',
        message: `Changed the NPL record ${quoted(before.title)} in “${folder.name}”.`,
        details: { npl_id: nplId, fields: Object.keys(changes) },
        undo: { method: 'PATCH', url: `/api/folders/${folderId}/npl/${nplId}`, body: previous },
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? doiTaken() : error;
  }
  return detail(ctx.db, folderId, nplId);
}

/**
 * Removes records. Their rows, labels and comments go into the logged event, whose undo puts all of it back
 * exactly (comments under their ids, so threads hold). Ids no longer in the folder are passed over, so a list
 * a colleague has already thinned does not fail; if none is left, there is nothing to remove (404).
 */
export async function removeNpl(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  ids: number[],
): Promise<UndoableAnswer> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  return ctx.db.transaction(async (tx) => {
    const present = await nplIdsOfFolder(tx, folderId, [...new Set(ids)]);
    if (present.length === 0)
      throw new AppError('NOT_FOUND', { message: 'This folder holds none of these NPL records.' });
    const pairs = await labelPairsOfNpl(tx, present);
    const comments = (await commentsOfNpl(tx, present)).map(({ comment }) => storeRow(comment));
    const removed = await deleteNpl(tx, folderId, present);
    const what = removed.length === 1 ? `the NPL record ${quoted(removed[0]!.title)}` : records(removed.length);
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        folderId,
        action: 'npl.remove',
        message: `Removed ${what} from “${folder.name}”.`,
        details: { rows: removed.map(storeRow), pairs, comments, count: removed.length },
      },
      `/api/folders/${folderId}/npl/restore`,
    );
  });
}

/** The undo of a removal: what the user's own logged event kept, back in the folder as it was. */
export async function restoreRemovedNpl(ctx: AppContext, user: UserRecord, folderId: number, eventId: number) {
  await folderAccess(ctx.db, user, folderId, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: ['npl.remove'],
    folderId,
    notFound: `You have no removal of NPL records ${eventId} in this folder to undo.`,
  });
  const rows = (event.details.rows as Stored<NplRow>[]).map((r) => loadRow(r, ['addedAt']));
  const pairs = event.details.pairs as NplLabelPair[];
  const comments = (event.details.comments as Stored<NplCommentRow>[]).map((c) =>
    loadRow(c, ['createdAt', 'updatedAt']),
  );
  const restored = await ctx.db.transaction(async (tx) => {
    const back = new Set(await restoreNpl(tx, rows));
    await insertNplLabelPairs(
      tx,
      pairs.filter((p) => back.has(p.nplId)),
    );
    await restoreNplComments(
      tx,
      comments.filter((c) => back.has(c.nplId)),
    );
    return back.size;
  });
  const skipped = rows.length - restored;
  return {
    message:
      `${restored} NPL ${restored === 1 ? 'record is' : 'records are'} back in the folder.` +
      (skipped > 0 ? ` ${skipped} stayed out: the folder holds their DOI again.` : ''),
  };
}

/** Rates a record 1 to 5, or clears its rating; the undo sets the rating it had. */
export async function rateNpl(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  rating: number | null,
): Promise<FolderNplDetail> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const row = await nplOf(ctx.db, folderId, nplId);
  await ctx.db.transaction(async (tx) => {
    await setNplRating(tx, folderId, nplId, rating);
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: 'npl.rating',
      message:
        rating === null
          ? `Cleared the rating of the NPL record ${quoted(row.title)} in “${folder.name}”.`
          : `Rated the NPL record ${quoted(row.title)} ${rating} of 5 in “${folder.name}”.`,
      details: { npl_id: nplId, before: row.rating, after: rating },
      undo: { method: 'PUT', url: `/api/folders/${folderId}/npl/${nplId}/rating`, body: { rating: row.rating } },
    });
  });
  return detail(ctx.db, folderId, nplId);
}

/** Sets exactly which of the folder's labels a record carries; the undo sets the labels it had. */
export async function setNplLabels(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  labelIds: number[],
): Promise<FolderNplDetail> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const row = await nplOf(ctx.db, folderId, nplId);
  const wanted = await requireFolderLabels(ctx.db, folderId, labelIds);
  const before = (await labelPairsOfNpl(ctx.db, [nplId])).map((p) => p.labelId);
  await ctx.db.transaction(async (tx) => {
    await deleteNplLabels(tx, nplId);
    await insertNplLabelPairs(
      tx,
      wanted.map((labelId) => ({ nplId, labelId })),
    );
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: 'npl.labels',
      message: `Changed the labels of the NPL record ${quoted(row.title)} in “${folder.name}”.`,
      details: { npl_id: nplId, before, after: wanted },
      undo: { method: 'PUT', url: `/api/folders/${folderId}/npl/${nplId}/labels`, body: { label_ids: before } },
    });
  });
  return detail(ctx.db, folderId, nplId);
}

export async function addNplComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  body: { body: string; parent_id: number | null },
): Promise<FolderNplDetail> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  const row = await nplOf(ctx.db, folderId, nplId);
  if (body.parent_id !== null && !(await getNplComment(ctx.db, nplId, body.parent_id))) {
    const message = `There is no comment ${body.parent_id} on this record to reply to.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { parent_id: [message] } });
  }
  await ctx.db.transaction(async (tx) => {
    await insertNplComment(tx, {
      nplId,
      parentId: body.parent_id,
      authorId: user.id,
      body: body.body,
      createdAt: ctx.now(),
    });
    await insertLoggedEvent(tx, {
      userId: user.id,
      folderId,
      action: 'npl.comment',
      message: `Commented on the NPL record ${quoted(row.title)} in “${folder.name}”.`,
      details: { npl_id: nplId },
    });
  });
  return detail(ctx.db, folderId, nplId);
}

async function commentOf(db: Database, nplId: number, commentId: number): Promise<NplCommentRow> {
  const comment = await getNplComment(db, nplId, commentId);
  if (!comment) throw new AppError('NOT_FOUND', { message: `There is no comment ${commentId} on this record.` });
  return comment;
}

/** Only the author changes a comment. */
export async function editNplComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  commentId: number,
  text: string,
): Promise<FolderNplDetail> {
  await folderAccess(ctx.db, user, folderId, 'write');
  await nplOf(ctx.db, folderId, nplId);
  const comment = await commentOf(ctx.db, nplId, commentId);
  if (comment.authorId !== user.id)
    throw new AppError('FORBIDDEN', { message: 'Only the author of a comment may change it.' });
  await updateNplComment(ctx.db, commentId, text, ctx.now());
  return detail(ctx.db, folderId, nplId);
}

/**
 * The author deletes a comment, with its replies; so may a folder admin, as on patents, since an admin answers
 * for what the folder holds. The undo puts the whole thread back.
 */
export async function removeNplComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  commentId: number,
): Promise<UndoableAnswer> {
  const { folder, level } = await folderAccess(ctx.db, user, folderId, 'write');
  const row = await nplOf(ctx.db, folderId, nplId);
  const comment = await commentOf(ctx.db, nplId, commentId);
  if (comment.authorId !== user.id && level !== 'admin')
    throw new AppError('FORBIDDEN', { message: 'Only the author of a comment or a folder admin may delete it.' });
  return ctx.db.transaction(async (tx) => {
    const rows = await deleteNplCommentThread(tx, nplId, commentId);
    const replies = rows.length - 1;
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        folderId,
        action: 'npl.comment.delete',
        message:
          `Deleted a comment on the NPL record ${quoted(row.title)} in “${folder.name}”` +
          (replies > 0 ? ` with ${replies} ${replies === 1 ? 'reply' : 'replies'}.` : '.'),
        details: { npl_id: nplId, comments: rows.map(storeRow) },
      },
      `/api/folders/${folderId}/npl/${nplId}/comments/restore`,
    );
  });
}

export async function restoreDeletedNplComments(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  eventId: number,
): Promise<FolderNplDetail> {
  await folderAccess(ctx.db, user, folderId, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: ['npl.comment.delete'],
    folderId,
    notFound: `You have no comment deletion ${eventId} on this record.`,
  });
  if (event.details.npl_id !== nplId)
    throw new AppError('LOGGED_EVENT_NOT_FOUND', {
      message: `You have no comment deletion ${eventId} on this record.`,
    });
  await nplOf(ctx.db, folderId, nplId);
  await restoreNplComments(
    ctx.db,
    (event.details.comments as Stored<NplCommentRow>[]).map((c) => loadRow(c, ['createdAt', 'updatedAt'])),
  );
  return detail(ctx.db, folderId, nplId);
}
