import type { FolderPatentsParsed, UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import {
  type KeptCustomFieldValue,
  restoreValues,
  valuesOfFolderPatents,
} from '../custom-fields/custom-field-values.repository';
import { folderAccess } from '../folder-access/folder-access';
import { folderLimits, limitRefusal, limitWarning } from '../folder-access/folder-limits';
import {
  countFolderPatents,
  deleteFolderPatents,
  type FolderPatentRow,
  insertFolderPatentRows,
  insertFolderPatents,
  listFolderPatents,
} from '../folder-access/folder-patents.repository';
import { lockFolder, pinnedFoldersHolding } from '../folder-access/folders.repository';
import {
  annotationCounts,
  commentsOfPatents,
  type FolderCommentRow,
  insertLabelPairs,
  type LabelPair,
  labelPairsOfPatents,
  restoreComments,
} from '../folder-annotations/folder-annotations.repository';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import {
  loadRow,
  logRestorableChange,
  restorableEvent,
  type Stored,
  storeRow,
} from '../logged-events/restorable-change';
import { requireInIndex } from '../search/index-membership';
import type { UserRecord } from '../users/users.repository';

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
    if (count > limit) throw limitRefusal(before, added.length, limit);
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
      warning: limitWarning(count, { limit, warning }),
    };
  });
}

/**
 * Removes patents. Their rows, labels, comments and custom field values go into the logged event, whose Undo puts all
 * of it back exactly (comments under their ids, so threads hold).
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
    const comments = (await commentsOfPatents(tx, id, ucids)).map(({ comment }) => storeRow(comment));
    const values = await valuesOfFolderPatents(tx, id, ucids);
    const removed = await deleteFolderPatents(tx, id, ucids);
    return logRestorableChange(
      tx,
      {
        userId: user.id,
        folderId: id,
        action: 'patents.remove',
        message: `Removed ${removed.length} ${removed.length === 1 ? 'patent' : 'patents'} from “${folder.name}”.`,
        details: { rows: removed.map(storeRow), pairs, comments, values, count: removed.length },
      },
      `/api/folders/${id}/patents/restore`,
    );
  });
}

/** The Undo of a removal: what the user's own logged event kept, back in the folder as it was. */
export async function restorePatents(ctx: AppContext, user: UserRecord, id: number, eventId: number) {
  await folderAccess(ctx.db, user, id, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: ['patents.remove'],
    folderId: id,
    notFound: `You have no removal ${eventId} in this folder to undo.`,
  });
  const rows = (event.details.rows as Stored<FolderPatentRow>[]).map((r) => loadRow(r, ['addedAt']));
  const comments = (event.details.comments as Stored<FolderCommentRow>[]).map((c) =>
    loadRow(c, ['createdAt', 'updatedAt']),
  );
  // Events logged before values were kept have none.
  const values = (event.details.values ?? []) as KeptCustomFieldValue[];
  const restored = await ctx.db.transaction(async (tx) => {
    const back = new Set(await insertFolderPatentRows(tx, rows));
    await insertLabelPairs(tx, event.details.pairs as LabelPair[]);
    await restoreComments(tx, comments);
    // A patent added again since keeps its new row, so it keeps the values set on that row too.
    await restoreValues(
      tx,
      values.filter((v) => back.has(v.ucid)),
    );
    return back.size;
  });
  return { message: `${restored} ${restored === 1 ? 'patent is' : 'patents are'} back in the folder.` };
}

/** For each ucid (in the order asked), the caller's pinned folders holding it; a ucid in none answers an empty list. */
export async function pinnedFoldersOf(ctx: AppContext, user: UserRecord, ucids: string[]) {
  const wanted = [...new Set(ucids)];
  const rows = await pinnedFoldersHolding(ctx.db, user, wanted);
  return wanted.map((ucid) => ({
    ucid,
    folders: rows.filter((r) => r.ucid === ucid).map((r) => ({ id: r.id, name: r.name })),
  }));
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
