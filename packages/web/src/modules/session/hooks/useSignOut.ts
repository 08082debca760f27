import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '../api/sessionApi';

/**
 * Signs out: POST /api/logout, drop every cached answer, then load Login as a fresh page. The full page load
 * also resets in-memory state that is not in the query cache. A failed logout is only logged (SPEC §8); the
 * visitor still lands on Login, which sends them back home if the session did survive.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sessionApi.logout(),
    onError: (error) => console.error('Sign-out failed', error),
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/login');
    },
  });
}
