import type { FolderComment, FolderNpl } from '@app/shared';
import { personName } from '../folders/folders.presenter';
import type { NplCommentRow, NplRow } from './folder-npl.repository';

/** An NPL record as the API answers it, with the labels it carries and its number of comments. */
export function presentNpl(row: NplRow, labelIds: number[], commentCount: number): FolderNpl {
  return {
    id: row.id,
    folder_id: row.folderId,
    title: row.title,
    authors: row.authors,
    source: row.source,
    year: row.year,
    doi: row.doi,
    url: row.url,
    abstract: row.abstract,
    rating: row.rating,
    label_ids: labelIds,
    comment_count: commentCount,
    added_by: row.addedBy,
    added_at: row.addedAt.toISOString(),
  };
}

/** A comment with its author; a deleted author's comment stays, shown without a name. */
export function presentNplComment(row: {
  comment: NplCommentRow;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}): FolderComment {
  const c = row.comment;
  return {
    id: c.id,
    parent_id: c.parentId,
    body: c.body,
    author:
      c.authorId !== null && row.email !== null
        ? { id: c.authorId, email: row.email, name: personName(row.firstName, row.lastName, row.email) }
        : null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
