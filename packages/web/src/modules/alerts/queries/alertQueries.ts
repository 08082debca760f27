import type { Alert } from '@app/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { alertsApi } from '../api/alertsApi';

export type AlertList = { readonly checksum: string; readonly alerts: readonly Alert[] };

/** GET /api/alerts with the checksum protocol: a refetch keeps the cached list when the server reports a match. */
export const alertsQuery = queryOptions({
  queryKey: ['alerts', 'list'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<AlertList>(queryKey),
      (checksum) => alertsApi.list(checksum, signal),
      (answer): AlertList => ({ checksum: answer.checksum, alerts: answer.data ?? [] }),
    ),
});

/** One alert (the runs screen's guard: an alert that does not load is NotFound). */
export function alertQuery(id: number) {
  return queryOptions({
    queryKey: ['alerts', id] as const,
    queryFn: ({ signal }) => alertsApi.get(id, signal),
    retry: false,
  });
}

/**
 * An alert's runs. While one is pending or running the list asks again, so "Run now" ends in a finished run with
 * its count without a reload (every 2 s: a run of new documents is quick, and the list is small).
 */
export function alertRunsQuery(id: number) {
  return queryOptions({
    queryKey: ['alerts', id, 'runs'] as const,
    queryFn: ({ signal }) => alertsApi.runs(id, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'pending' || run.status === 'running') ? 2000 : false,
  });
}

/** One run with its alert (the run screens' guard). */
export function alertRunQuery(key: string) {
  return queryOptions({
    queryKey: ['alert_runs', key] as const,
    queryFn: ({ signal }) => alertsApi.openRun(key, signal),
    retry: false,
  });
}

/** What a watched-patents run reported changed about each patent. */
export function alertRunChangesQuery(key: string) {
  return queryOptions({
    queryKey: ['alert_runs', key, 'changes'] as const,
    queryFn: ({ signal }) => alertsApi.changes(key, signal),
  });
}

/** Everything cached about alerts: what a change to one may have made stale. */
export const ALERTS_KEY = ['alerts'] as const;

export function refreshAlerts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
}
