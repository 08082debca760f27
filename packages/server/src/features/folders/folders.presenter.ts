import type { Folder } from '@app/shared';
import type { UserRecord } from '../users/users.repository';
import { levelName } from './folder-access';
import type { FolderRow } from './folders.repository';

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
