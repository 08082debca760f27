import { GroupListSchema, type Person, PersonListSchema } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../app/api/apiRequest';

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
  queryFn: async ({ signal, client, queryKey }): Promise<PeopleUsers> => {
    const cached = client.getQueryData<PeopleUsers>(queryKey);
    const answer = await apiRequest(withChecksum('/users', cached?.checksum), { schema: PersonListSchema, signal });
    if (answer.match && cached) return cached;
    if (answer.data) return { checksum: answer.checksum, users: answer.data };
    const full = await apiRequest('/users', { schema: PersonListSchema, signal });
    return { checksum: full.checksum, users: full.data ?? [] };
  },
});

/** GET /api/groups with the same checksum protocol. */
export const peopleGroupsQuery = queryOptions({
  queryKey: ['people', 'groups'] as const,
  queryFn: async ({ signal, client, queryKey }): Promise<PeopleGroups> => {
    const cached = client.getQueryData<PeopleGroups>(queryKey);
    const answer = await apiRequest(withChecksum('/groups', cached?.checksum), { schema: GroupListSchema, signal });
    if (answer.match && cached) return { ...cached, defaultGroupName: answer.default_group_name };
    const full = answer.data ? answer : await apiRequest('/groups', { schema: GroupListSchema, signal });
    return { checksum: full.checksum, groups: full.data ?? [], defaultGroupName: full.default_group_name };
  },
});
