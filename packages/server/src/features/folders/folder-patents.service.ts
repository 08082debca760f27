import {
  AppError,
  DEFAULT_FOLDER_LIMIT,
  DEFAULT_FOLDER_WARNING,
  type FolderPatentsParsed,
  type UndoableAnswer,
} from '@app/shared';
import type { AppContext } from '../../context';
import { getLoggedEventOfUser, insertLoggedEvent, setLoggedEventUndo } from '../logged-events/logged-events.repository';
import { requireInIndex } from '../search/index-membership';
import type { UserRecord } from '../users/users.repository';
import { folderAccess } from './folder-access';
import {
  annotationCounts,
  commentsOfPatents,
  type FolderCommentRow,
  insertLabelPairs,
  type LabelPair,
  labelPairsOfPatents,
  restoreComments,
} from './folder-annotations.repository';
import {
  countFolderPatents,
  deleteFolderPatents,
  type FolderPatentRow,
  insertFolderPatents,
  listFolderPatents,
  restoreFolderPatents,
} from './folder-patents.repository';
import { getFolderLimits, lockFolder } from './folders.repository';

/** The organisation's limit of patents per folder and its warning threshold (SPEC §9: they come from the server). */
export async function folderLimits(ctx: AppContext, organizationId: number | null) {
  const own = organizationId === null ? undefined : await getFolderLimits(ctx.db, organizationId);
  const limit = own?.folderLimit ?? DEFAULT_FOLDER_LIMIT;
  return { limit, warning: Math.min(own?.folderWarning ?? DEFAULT_FOLDER_WARNING, limit) };
}

export async function folderLimitState(ctx: AppContext, user: UserRecord, id: number) {
  const { folder } = await folderAccess(ctx.db, user, id, 'read');
  const { limit, warning } = await folderLimits(ctx, folder.organizationId);
  const count = await countFolderPatents(ctx.db, id);
  return { limit_reached: count >= limit, warning_reached: count >= warning, count, limit, warning };
}

/**
 * Adds patents to a folder. Adds to one folder run one at a time (the folder row is locked), so two colleagues
 * adding at once lose nothing and never duplicate, and the limit holds exactly: an add that would pass it is refused
 * whole, with the numbers; one that reaches the warning threshold says so.
 */
export async function addPatents(ctx: AppContext, user: UserRecord, id: number, body: FolderPatentsParsed) {
  const { folder } = await folderAccess(ctx.db, user, id, 'write');
  const ucids = [...new Set(body.ucids)];
  await requireInIndex(ctx, user, ucids);
  const { limit, warning } = await folderLimits(ctx, folder.organizationId);
  return ctx.db.transaction(async (tx) => {
    await lockFolder(tx, id);
    const before = await countFolderPatents(tx, id);
    const added = await insertFolderPatents(tx, id, ucids, user.id, ctx.now());
    const count = before + added.length;
    if (count > limit) {
      throw new AppError('FOLDER_LIMIT_REACHED', {
        message:
          `This folder holds ${before.toLocaleString('en')} patents and can hold at most ${limit.toLocaleString('en')}: ` +
          `adding ${added.length.toLocaleString('en')} new ones would pass the limit. Remove some, or add fewer.`,
      });
    }
    if (added.length > 0)
      await insertLoggedEvent(tx, {
        userId: user.id,
        folderId: id,
        action: 'patents.add',
        message: `Added ${added.length} ${added.length === 1 ? 'patent' : 'patents'} to “${folder.name}”.`,
        details: { ucids: added.slice(0, 50), count: added.length },
      });
    return {
      added: added.length,
      already: ucids.length - added.length,
      count,
      warning:
        count >= warning
          ? `This folder now holds ${count.toLocaleString('en')} of at most ${limit.toLocaleString('en')} patents.`
          : null,
    };
  });
}

type StoredRow = { folderId: number; ucid: string; addedBy: number | null; addedAt: string; rating: number | null };
type StoredComment = Omit<FolderCommentRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/**
 * Removes patents. Their rows, labels and comments go into the logged event, whose Undo puts all of it back exactly
 * (comments under their ids, so threads hold).
 */
export async function removePatents(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  body: FolderPatentsParsed,
): Promise<UndoableAnswer> {
  const { folder } = await folderAccess(ctx.db, user, id, 'write');
  const ucids = [...new Set(body.ucids)];
  return ctx.db.transaction(async (tx) => {
    const pairs = await labelPairsOfPatents(tx, id, ucids);
    const comments: StoredComment[] = (await commentsOfPatents(tx, id, ucids)).map(({ comment }) => ({
      ...comment,
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
    }));
    const removed = await deleteFolderPatents(tx, id, ucids);
    const rows: StoredRow[] = removed.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
    const event = await insertLoggedEvent(tx, {
      userId: user.id,
      folderId: id,
      action: 'patents.remove',
      message: `Removed ${removed.length} ${removed.length === 1 ? 'patent' : 'patents'} from “${folder.name}”.`,
      details: { rows, pairs, comments, count: removed.length },
    });
    const undo = {
      method: 'POST' as const,
      url: `/api/folders/${id}/patents/restore`,
      body: { logged_event_id: event.id },
    };
    // The undo names the event itself, so it is known only once the event has its id.
    await setLoggedEventUndo(tx, event.id, undo);
    return { message: event.message, logged_event_id: event.id, undo };
  });
}

/** The Undo of a removal: what the user's own logged event kept, back in the folder as it was. */
export async function restorePatents(ctx: AppContext, user: UserRecord, id: number, eventId: number) {
  await folderAccess(ctx.db, user, id, 'write');
  const event = await getLoggedEventOfUser(ctx.db, user.id, eventId);
  if (event?.action !== 'patents.remove' || event.folderId !== id)
    throw new AppError('LOGGED_EVENT_NOT_FOUND', { message: `You have no removal ${eventId} in this folder to undo.` });
  const rows: FolderPatentRow[] = ((event.details.rows ?? []) as StoredRow[]).map((r) => ({
    ...r,
    addedAt: new Date(r.addedAt),
  }));
  const restored = await ctx.db.transaction(async (tx) => {
    const count = await restoreFolderPatents(tx, rows);
    await insertLabelPairs(tx, (event.details.pairs ?? []) as LabelPair[]);
    await restoreComments(
      tx,
      ((event.details.comments ?? []) as StoredComment[]).map((c) => ({
        ...c,
        createdAt: new Date(c.createdAt),
        updatedAt: new Date(c.updatedAt),
      })),
    );
    return count;
  });
  return { message: `${restored} ${restored === 1 ? 'patent is' : 'patents are'} back in the folder.` };
}

export async function listPatents(ctx: AppContext, user: UserRecord, id: number, start: number, rows: number) {
  await folderAccess(ctx.db, user, id, 'read');
  const [total, page] = await Promise.all([countFolderPatents(ctx.db, id), listFolderPatents(ctx.db, id, start, rows)]);
  const ucids = page.map((p) => p.ucid);
  const { pairs, comments } = await annotationCounts(ctx.db, id, ucids);
  return {
    total,
    start,
    rows,
    patents: page.map((p) => ({
      ucid: p.ucid,
      added_by: p.addedBy,
      added_at: p.addedAt.toISOString(),
      rating: p.rating,
      label_ids: pairs.filter((pair) => pair.ucid === p.ucid).map((pair) => pair.labelId),
      comment_count: comments.find((c) => c.ucid === p.ucid)?.n ?? 0,
    })),
  };
}
