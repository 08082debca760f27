import type { FolderNpl } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { folderNplApi } from '../api/folderNplApi';

export type FolderNplList = { readonly checksum: string; readonly records: readonly FolderNpl[] };

// Under the folder's key, so whatever refreshes the folder (a label renamed, an undo) refreshes its NPL too.
/** A folder's NPL records with the checksum protocol: a refetch keeps the cached list when nothing changed. */
export function folderNplQuery(id: number) {
  return queryOptions({
    queryKey: ['folders', id, 'npl'] as const,
    queryFn: ({ signal, client, queryKey }) =>
      refreshChecksummed(
        client.getQueryData<FolderNplList>(queryKey),
        (checksum) => folderNplApi.list(id, checksum, signal),
        (answer): FolderNplList => ({ checksum: answer.checksum, records: answer.data ?? [] }),
      ),
  });
}

/** One record with its comments. */
export function folderNplDetailQuery(id: number, nplId: number) {
  return queryOptions({
    queryKey: ['folders', id, 'npl', nplId] as const,
    queryFn: ({ signal }) => folderNplApi.get(id, nplId, signal),
  });
}
