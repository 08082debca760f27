import type { FolderComment } from '@app/shared';
import { personName } from '../users/users.presenter';

/** The columns every comment row has, whatever it is on (a patent of a folder, an NPL record). */
type CommentColumns = {
  id: number;
  parentId: number | null;
  authorId: number | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
};

/** A comment with its author; a deleted author's comment stays, shown without a name. */
export function presentComment(row: {
  comment: CommentColumns;
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
