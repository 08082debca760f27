import type { Folder, FolderLabel } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../app/api/refreshChecksummed';
import { foldersApi } from '../api/foldersApi';

export type FolderList = { readonly checksum: string; readonly folders: readonly Folder[] };

/** GET /api/folders with the checksum protocol: a refetch keeps the cached list when the server reports a match. */
export const foldersQuery = queryOptions({
  queryKey: ['folders', 'list'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<FolderList>(queryKey),
      (checksum) => foldersApi.list(checksum, signal),
      (answer): FolderList => ({ checksum: answer.checksum, folders: answer.data ?? [] }),
    ),
});

/** One folder (the folder screens' data guard: a folder that does not load is NotFound). */
export function folderQuery(id: number) {
  return queryOptions({
    queryKey: ['folders', id] as const,
    queryFn: async ({ signal }): Promise<Folder> => {
      const answer = await foldersApi.get(id, signal);
      if (!answer.data) throw new Error('The folder answer carried no folder.');
      return answer.data;
    },
    retry: false,
  });
}

export function folderLabelsQuery(id: number) {
  return queryOptions({
    queryKey: ['folders', id, 'labels'] as const,
    queryFn: async ({ signal }): Promise<readonly FolderLabel[]> =>
      (await foldersApi.labels(id, undefined, signal)).data ?? [],
  });
}

export function folderPatentQuery(id: number, ucid: string) {
  return queryOptions({
    queryKey: ['folders', id, 'patent', ucid] as const,
    queryFn: ({ signal }) => foldersApi.patent(id, ucid, signal),
  });
}

/** Everything cached about folders: what a change to one folder may have made stale. */
export const FOLDERS_KEY = ['folders'] as const;
