import { queryOptions } from '@tanstack/react-query';
import { sessionApi } from '../api/sessionApi';

/**
 * GET /api/user as a query shared by the guard, the layout and every screen. `null` data is a guest, which is
 * a normal state rather than an error. Sign-in and sign-out write this entry directly.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'] as const,
  queryFn: ({ signal }) => sessionApi.fetchCurrentUser(signal),
  // The user changes only through this SPA's own calls, which update the entry; refetching on every mount
  // or focus would only add load.
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  retry: false,
});
