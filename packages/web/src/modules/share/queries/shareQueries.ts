import { queryOptions } from '@tanstack/react-query';
import { shareApi } from '../api/shareApi';

/** The user's share links (settings list). */
export const shareLinksQuery = queryOptions({
  queryKey: ['share_links'] as const,
  queryFn: () => shareApi.list(),
});

/** What a share link opens (public). Not retried: 404 and 410 are answers, not hiccups. */
export function shareInfoQuery(key: string) {
  return queryOptions({
    queryKey: ['share', 'info', key] as const,
    queryFn: ({ signal }) => shareApi.info(key, signal),
    retry: false,
    staleTime: 60_000,
  });
}
