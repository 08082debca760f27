import { queryOptions } from '@tanstack/react-query';
import { usersAdminApi } from '../api/usersAdminApi';

/** Every list the users screen shows sits under this key, with the people lists of the folders module. */
export const PEOPLE_KEY = ['people'] as const;

/** GET /api/deactivated_users (admins). */
export const deactivatedUsersQuery = queryOptions({
  queryKey: ['people', 'deactivated'] as const,
  queryFn: ({ signal }) => usersAdminApi.deactivated(signal),
});

/** GET /api/user_types; a failure is SPEC §8's 'Failed to load user types'. */
export const userTypesQuery = queryOptions({
  queryKey: ['people', 'user-types'] as const,
  queryFn: async ({ signal }) => {
    try {
      return await usersAdminApi.userTypes(signal);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new Error('Failed to load user types', { cause: error });
    }
  },
});
