import type { Folder } from '@app/shared';
import { levelName } from '../folder-access/folder-access';
import type { FolderRow } from '../folder-access/folders.repository';
import { personName } from '../users/users.presenter';
import type { UserRecord } from '../users/users.repository';

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
