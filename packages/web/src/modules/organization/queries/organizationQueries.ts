import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { currentUserQuery } from '../../session/queries/currentUserQuery';
import { organizationApi } from '../api/organizationApi';

export const ORGANIZATION_KEY = ['organization'] as const;

/** GET /api/organization: modules and folder categories. */
export const organizationQuery = queryOptions({
  queryKey: [...ORGANIZATION_KEY, 'view'] as const,
  queryFn: ({ signal }) => organizationApi.get(signal),
});

/** GET /api/organization/settings: the name and folder limits (admins). */
export const organizationSettingsQuery = queryOptions({
  queryKey: [...ORGANIZATION_KEY, 'settings'] as const,
  queryFn: ({ signal }) => organizationApi.settings(signal),
});

/**
 * After a change: the organisation's queries, and the signed-in user, whose `organization` carries the modules and
 * categories every other screen reads (module gates, the folder form's categories).
 */
export async function refreshOrganization(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEY }),
    queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  ]);
}
