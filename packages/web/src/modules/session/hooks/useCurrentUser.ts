import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../queries/currentUserQuery';

/** The current-user query: `data` is the User, `null` for a guest, `undefined` while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
