import { AppError } from '@app/shared';
import type { Database } from '../../db/client';
import { loadRow } from '../logged-events/restorable-change';
import { presentComment } from './folder-annotations.presenter';
import {
  commentsOfPatents,
  deleteCommentThread,
  deletePatentLabels,
  type FolderCommentRow,
  getComment,
  getFolderPatent,
  insertComment,
  insertLabelPairs,
  labelPairsOfPatents,
  restoreComments,
  setRating,
  updateComment,
} from './folder-annotations.repository';
import type { AnnotatedItem, ItemLocator } from './item-annotations';

export type PatentDetail = Awaited<ReturnType<typeof patentDetail>>;

/** A patent's rating, labels and comments in a folder (it must be in the folder). */
export async function patentDetail(db: Database, folderId: number, ucid: string) {
  const row = await getFolderPatent(db, folderId, ucid);
  if (!row) throw new AppError('NOT_FOUND', { message: `This folder does not hold ${ucid}.` });
  const [pairs, comments] = await Promise.all([
    labelPairsOfPatents(db, folderId, [ucid]),
    commentsOfPatents(db, folderId, [ucid]),
  ]);
  return { ucid, rating: row.rating, label_ids: pairs.map((p) => p.labelId), comments: comments.map(presentComment) };
}

/** A patent of a folder as the shared annotation operations see it. */
export function patentItem(ucid: string): ItemLocator<PatentDetail, FolderCommentRow> {
  return async (db, folderId): Promise<AnnotatedItem<PatentDetail, FolderCommentRow>> => {
    const row = await getFolderPatent(db, folderId, ucid);
    if (!row) throw new AppError('NOT_FOUND', { message: `This folder does not hold ${ucid}.` });
    return {
      name: ucid,
      commentPlace: `on ${ucid}`,
      url: `/api/folders/${folderId}/patents/${ucid}`,
      eventKey: { ucid },
      actions: {
        rating: 'patent.rating',
        labels: 'patent.labels',
        comment: 'patent.comment',
        commentDelete: 'comment.delete',
      },
      rating: row.rating,
      setRating: (tx, rating) => setRating(tx, folderId, ucid, rating),
      labelIds: async (tx) => (await labelPairsOfPatents(tx, folderId, [ucid])).map((p) => p.labelId),
      replaceLabels: async (tx, labelIds) => {
        await deletePatentLabels(tx, folderId, ucid);
        await insertLabelPairs(
          tx,
          labelIds.map((labelId) => ({ folderId, ucid, labelId })),
        );
      },
      getComment: (tx, commentId) => getComment(tx, folderId, ucid, commentId),
      insertComment: async (tx, values) => {
        await insertComment(tx, { folderId, ucid, ...values });
      },
      updateComment: (tx, commentId, body, at) => updateComment(tx, commentId, body, at),
      deleteCommentThread: (tx, commentId) => deleteCommentThread(tx, folderId, ucid, commentId),
      restoreComments: (tx, stored) =>
        restoreComments(
          tx,
          stored.map((c) => loadRow(c, ['createdAt', 'updatedAt'])),
        ),
      detail: (tx) => patentDetail(tx, folderId, ucid),
    };
  };
}
