import { FOLDER_PATENTS_PER_CALL, PinnedFoldersOfPatentsSchema } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/apiRequest';
import { createBatchLoader } from '../../../lib/api/batchLoader';

// The results table's "pinned folders" column is the table's own: it asks the server which of the caller's pinned
// folders hold each row's patent, so the results module needs nothing from the folders module to show it.

/** `POST /api/pinned_folders/patents`: the caller's pinned folders holding each of these patents. */
function pinnedHolding(ucids: readonly string[]) {
  return apiRequest('/pinned_folders/patents', {
    method: 'POST',
    body: { ucids },
    schema: PinnedFoldersOfPatentsSchema,
  });
}

/** The rows of a table page are asked about in one request. */
const loadPinnedHolding = createBatchLoader({
  loadMany: async (ucids) => new Map((await pinnedHolding(ucids)).map((row) => [row.ucid, row.folders])),
  missing: (ucid) => new Error(`No answer about ${ucid}.`),
  maxBatch: FOLDER_PATENTS_PER_CALL,
});

export function pinnedFoldersQuery(ucid: string) {
  // Under the folders' key (['folders']), so any folder change (an add, a pin) refreshes the column.
  return queryOptions({ queryKey: ['folders', 'pinned', ucid] as const, queryFn: () => loadPinnedHolding(ucid) });
}
