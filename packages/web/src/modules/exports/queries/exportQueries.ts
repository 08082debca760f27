import { EXPORT_POLL_INTERVAL_MS, type Export } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { exportsApi } from '../api/exportsApi';
import { isExportActive } from '../utils/exportProgress';

/** The user's exports with the checksum they came with (SPEC §4 cached lists). */
export type ExportList = { readonly checksum: string; readonly exports: readonly Export[] };

export const EXPORTS_KEY = ['exports'] as const;

/**
 * GET /api/exports with the cached list's checksum; asked again every 5 seconds (SPEC §9) while any export is
 * pending or running, so progress and the end of a job show without a reload.
 */
export const exportListQuery = queryOptions({
  queryKey: [...EXPORTS_KEY, 'list'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<ExportList>(queryKey),
      (checksum) => exportsApi.list(checksum, signal),
      (answer): ExportList => ({ checksum: answer.checksum, exports: answer.data ?? [] }),
    ),
  refetchInterval: (query) => (query.state.data?.exports.some(isExportActive) ? EXPORT_POLL_INTERVAL_MS : false),
});

/**
 * One export, polled every 5 seconds while pending or running (SPEC §4). A failed request marks it failed
 * (SPEC §4), so it is neither retried nor polled again.
 */
export function exportQuery(id: number) {
  return queryOptions({
    queryKey: [...EXPORTS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => exportsApi.get(id, signal),
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data && isExportActive(query.state.data)
        ? EXPORT_POLL_INTERVAL_MS
        : false,
    retry: false,
  });
}
