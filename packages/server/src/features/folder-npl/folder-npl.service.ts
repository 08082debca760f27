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
import {
  insertNplLabelPairs,
  labelPairsOfNpl,
  type NplLabelPair,
} from '../folder-annotations/folder-annotations.repository';
import {
  commentOnItem,
  editItemComment,
  labelItem,
  rateItem,
  removeItemComment,
  restoreItemComments,
} from '../folder-annotations/item-annotations';
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
  insertNpl,
  listNpl,
  type NplCommentRow,
  type NplRow,
  nplIdsOfFolder,
  restoreNpl,
  restoreNplComments,
  updateNpl,
} from './folder-npl.repository';
import { detailOf, nplItem, nplOf, quoted } from './npl-item';

function records(n: number): string {
  return `${n} NPL ${n === 1 ? 'record' : 'records'}`;
}

function doiTaken(): AppError {
  const message = 'This folder already holds a record with this DOI.';
  return new AppError('VALIDATION_FAILED', { message, fields: { doi: [message] } });
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
export function rateNpl(ctx: AppContext, user: UserRecord, folderId: number, nplId: number, rating: number | null) {
  return rateItem(ctx, user, folderId, nplItem(nplId), rating);
}

/** Sets exactly which of the folder's labels a record carries; the undo sets the labels it had. */
export function setNplLabels(ctx: AppContext, user: UserRecord, folderId: number, nplId: number, labelIds: number[]) {
  return labelItem(ctx, user, folderId, nplItem(nplId), labelIds);
}

export function addNplComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  body: { body: string; parent_id: number | null },
) {
  return commentOnItem(ctx, user, folderId, nplItem(nplId), body);
}

/** Only the author changes a comment. */
export function editNplComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  commentId: number,
  text: string,
) {
  return editItemComment(ctx, user, folderId, nplItem(nplId), commentId, text);
}

/** The author or a folder admin deletes a comment with its replies; the undo puts the whole thread back. */
export function removeNplComment(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  commentId: number,
) {
  return removeItemComment(ctx, user, folderId, nplItem(nplId), commentId);
}

export function restoreDeletedNplComments(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  nplId: number,
  eventId: number,
) {
  return restoreItemComments(ctx, user, folderId, nplItem(nplId), eventId);
}
