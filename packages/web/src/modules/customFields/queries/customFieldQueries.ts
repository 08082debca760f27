import type { CustomFieldScheme } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { createBatchLoader } from '../../../lib/api/batchLoader';
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

/** The values of a folder's patents; under the folder's key, so any change to the folder refreshes them. */
export const folderCustomValuesQuery = (folderId: number) =>
  queryOptions({
    queryKey: ['folders', folderId, 'custom_field_values'] as const,
    queryFn: async ({ signal }) => {
      const answer = await customFieldsApi.folderValues(folderId, signal);
      return new Map(answer.data.map((row) => [row.ucid, row.values]));
    },
  });

/** The rows of a results table page are asked about in one request. */
const loadDisplayValues = createBatchLoader({
  loadMany: async (ucids) => {
    const answer = await customFieldsApi.displayValues(ucids);
    const found = new Map(answer.data.map((row) => [row.ucid, row.values]));
    // A patent without values is simply absent from the answer.
    return new Map(ucids.map((ucid) => [ucid, found.get(ucid) ?? {}]));
  },
  missing: (ucid) => new Error(`No answer about ${ucid}.`),
  maxBatch: 500,
});

/** One result's custom field values as text (the results table's custom fields column). */
export const displayValuesQuery = (ucid: string) =>
  queryOptions({
    queryKey: [...CUSTOM_FIELDS_KEY, 'display', ucid] as const,
    queryFn: () => loadDisplayValues(ucid),
  });
