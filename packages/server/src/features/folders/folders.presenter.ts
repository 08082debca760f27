import type { Folder, FolderComment } from '@app/shared';
import { levelName } from '../folder-access/folder-access';
import type { FolderRow } from '../folder-access/folders.repository';
import type { UserRecord } from '../users/users.repository';

function personName(first: string | null, last: string | null, email: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || (email ?? '');
}

/** SPEC §3 Folder as the API answers it for `user`. */
export function presentFolder(row: FolderRow, user: UserRecord): Folder {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_id: row.categoryId,
    creator:
      row.creatorId !== null && row.creatorEmail !== null
        ? {
            id: row.creatorId,
            email: row.creatorEmail,
            name: personName(row.creatorFirstName, row.creatorLastName, row.creatorEmail),
          }
        : null,
    pinned_users: [...(row.pinnedUsers ?? [])].map(Number),
    permission: levelName(row.level, user),
    patent_count: row.patentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export { personName };

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
