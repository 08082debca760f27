import type { LoggedEvent } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { activityApi } from '../api/activityApi';

export type ActivityList = { readonly checksum: string; readonly events: readonly LoggedEvent[] };

/** The user's logged events; a refetch sends the last checksum and keeps the cached list on a match (SPEC §4). */
export const activityQuery = queryOptions({
  queryKey: ['logged_events'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<ActivityList>(queryKey),
      (checksum) => activityApi.list(checksum, signal),
      (answer): ActivityList => ({ checksum: answer.checksum, events: answer.data ?? [] }),
    ),
  // Anything the user does elsewhere adds events, so coming back to the screen asks again (cheaply, by checksum).
  refetchOnMount: 'always',
});
