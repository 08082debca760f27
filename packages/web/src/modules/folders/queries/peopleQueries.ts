import { GroupListSchema, type Person, PersonListSchema } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';

type GroupView = NonNullable<z.infer<typeof GroupListSchema>['data']>[number];

/** The organisation's active users with the checksum they came with. */
export type PeopleUsers = { readonly checksum: string; readonly users: readonly Person[] };
/** The organisation's groups with the checksum they came with, and the name of the group new users join. */
export type PeopleGroups = {
  readonly checksum: string;
  readonly groups: readonly GroupView[];
  readonly defaultGroupName: string | null;
};

const withChecksum = (path: string, checksum: string | undefined) =>
  checksum ? `${path}?checksum=${encodeURIComponent(checksum)}` : path;

/** GET /api/users (active users only, by name); a refetch sends the last checksum and keeps the cache on a match. */
export const peopleUsersQuery = queryOptions({
  queryKey: ['people', 'users'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<PeopleUsers>(queryKey),
      (checksum) => apiRequest(withChecksum('/users', checksum), { schema: PersonListSchema, signal }),
      (answer): PeopleUsers => ({ checksum: answer.checksum, users: answer.data ?? [] }),
    ),
});

/** GET /api/groups with the same checksum protocol. */
export const peopleGroupsQuery = queryOptions({
  queryKey: ['people', 'groups'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<PeopleGroups>(queryKey),
      (checksum) => apiRequest(withChecksum('/groups', checksum), { schema: GroupListSchema, signal }),
      (answer): PeopleGroups => ({
        checksum: answer.checksum,
        groups: answer.data ?? [],
        defaultGroupName: answer.default_group_name,
      }),
    ),
});
