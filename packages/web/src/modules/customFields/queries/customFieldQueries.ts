import type { CustomFieldScheme } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { customFieldsApi } from '../api/customFieldsApi';

export const CUSTOM_FIELDS_KEY = ['custom_field_schemes'] as const;

/** The schemes the user may use, with their fields, and the checksum they came with. */
export type SchemeList = { readonly checksum: string; readonly schemes: readonly CustomFieldScheme[] };

/** GET /api/custom_field_schemes?withFields=1; a refetch sends the last checksum and keeps the cache on a match. */
export const customFieldSchemesQuery = queryOptions({
  queryKey: [...CUSTOM_FIELDS_KEY, 'list'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<SchemeList>(queryKey),
      (checksum) => customFieldsApi.list(checksum, signal),
      (answer): SchemeList => ({ checksum: answer.checksum, schemes: answer.data ?? [] }),
    ),
});

/** One scheme with its fields (GET /api/custom_field_schemes/{id}). */
export const customFieldSchemeQuery = (id: number) =>
  queryOptions({
    queryKey: [...CUSTOM_FIELDS_KEY, 'scheme', id] as const,
    queryFn: async ({ signal }) => {
      const answer = await customFieldsApi.get(id, undefined, signal);
      return answer.data!;
    },
  });

/** The user's active scheme (GET /api/active_custom_field_scheme). */
export const activeCustomFieldSchemeQuery = queryOptions({
  queryKey: [...CUSTOM_FIELDS_KEY, 'active'] as const,
  queryFn: ({ signal }) => customFieldsApi.active(signal),
});

/** Who a scheme is granted to (admins). */
export const customFieldSchemeUsersQuery = (id: number) =>
  queryOptions({
    queryKey: [...CUSTOM_FIELDS_KEY, 'users', id] as const,
    queryFn: ({ signal }) => customFieldsApi.users(id, signal),
  });

/** The organisation's users and groups to grant a scheme to. */
export const grantableQuery = queryOptions({
  queryKey: [...CUSTOM_FIELDS_KEY, 'grantable'] as const,
  queryFn: async ({ signal }) => {
    const [users, groups] = await Promise.all([
      customFieldsApi.organizationUsers(signal),
      customFieldsApi.organizationGroups(signal),
    ]);
    return { users: users.data ?? [], groups: groups.data ?? [] };
  },
});
