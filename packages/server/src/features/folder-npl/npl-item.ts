import { AppError, type FolderNplDetail } from '@app/shared';
import type { Database } from '../../db/client';
import { presentComment } from '../folder-annotations/folder-annotations.presenter';
import {
  deleteNplLabels,
  insertNplLabelPairs,
  labelPairsOfNpl,
} from '../folder-annotations/folder-annotations.repository';
import type { AnnotatedItem, ItemLocator } from '../folder-annotations/item-annotations';
import { loadRow } from '../logged-events/restorable-change';
import { presentNpl } from './folder-npl.presenter';
import {
  commentsOfNpl,
  deleteNplCommentThread,
  getNpl,
  getNplComment,
  insertNplComment,
  type NplCommentRow,
  type NplRow,
  restoreNplComments,
  setNplRating,
  updateNplComment,
} from './folder-npl.repository';

/** The record's title as messages quote it: long titles are cut, since the activity list shows one line each. */
export function quoted(title: string): string {
  const short = title.length > 80 ? `${title.slice(0, 79).trimEnd()}…` : title;
  return `“${short}”`;
}

export async function nplOf(db: Database, folderId: number, nplId: number): Promise<NplRow> {
  const row = await getNpl(db, folderId, nplId);
  if (!row) throw new AppError('NOT_FOUND', { message: `This folder has no NPL record ${nplId}.` });
  return row;
}

/** A record with its labels and comments, as its routes answer it. */
export async function detailOf(db: Database, row: NplRow): Promise<FolderNplDetail> {
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

/** An NPL record of a folder as the shared annotation operations see it. */
export function nplItem(nplId: number): ItemLocator<FolderNplDetail, NplCommentRow> {
  return async (db, folderId): Promise<AnnotatedItem<FolderNplDetail, NplCommentRow>> => {
    const row = await nplOf(db, folderId, nplId);
    return {
      name: `the NPL record ${quoted(row.title)}`,
      commentPlace: 'on this record',
      url: `/api/folders/${folderId}/npl/${nplId}`,
      eventKey: { npl_id: nplId },
      actions: {
        rating: 'npl.rating',
        labels: 'npl.labels',
        comment: 'npl.comment',
        commentDelete: 'npl.comment.delete',
      },
      rating: row.rating,
      setRating: (tx, rating) => setNplRating(tx, folderId, nplId, rating),
      labelIds: async (tx) => (await labelPairsOfNpl(tx, [nplId])).map((p) => p.labelId),
      replaceLabels: async (tx, labelIds) => {
        await deleteNplLabels(tx, nplId);
        await insertNplLabelPairs(
          tx,
          labelIds.map((labelId) => ({ nplId, labelId })),
        );
      },
      getComment: (tx, commentId) => getNplComment(tx, nplId, commentId),
      insertComment: async (tx, values) => {
        await insertNplComment(tx, { nplId, ...values });
      },
      updateComment: (tx, commentId, body, at) => updateNplComment(tx, commentId, body, at),
      deleteCommentThread: (tx, commentId) => deleteNplCommentThread(tx, nplId, commentId),
      restoreComments: (tx, stored) =>
        restoreNplComments(
          tx,
          stored.map((c) => loadRow(c, ['createdAt', 'updatedAt'])),
        ),
      detail: async (tx) => detailOf(tx, await nplOf(tx, folderId, nplId)),
    };
  };
}
