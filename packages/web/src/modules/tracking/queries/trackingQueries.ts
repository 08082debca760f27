import type { TrackingLogFilters } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { trackingApi } from '../api/trackingApi';

export const TRACKING_KEY = ['tracking'] as const;

/** GET /api/active_client_reference: the reference the user's work is logged against. */
export const activeReferenceQuery = queryOptions({
  queryKey: [...TRACKING_KEY, 'active'] as const,
  queryFn: ({ signal }) => trackingApi.active(signal),
});

/** GET /api/client_references: the choices of the tracking dialog. */
export const clientReferencesQuery = queryOptions({
  queryKey: [...TRACKING_KEY, 'references'] as const,
  queryFn: ({ signal }) => trackingApi.references(signal),
});

/** The tracking logs for one set of filters. */
export function trackingLogsQuery(filters: TrackingLogFilters) {
  return queryOptions({
    queryKey: [...TRACKING_KEY, 'logs', filters] as const,
    queryFn: ({ signal }) => trackingApi.logs(filters, signal),
  });
}
