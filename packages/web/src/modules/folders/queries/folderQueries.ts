import { FOLDER_PATENTS_PER_CALL, type Folder, type FolderLabel, type FolderPatentDetail } from '@app/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { createBatchLoader } from '../../../lib/api/batchLoader';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
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

const detailLoaders = new Map<number, (ucid: string) => Promise<FolderPatentDetail>>();

/** One loader per folder: the rows of a results page ask together and are answered by one request. */
function detailLoader(id: number) {
  let loader = detailLoaders.get(id);
  if (!loader) {
    loader = createBatchLoader({
      loadMany: async (ucids) => new Map((await foldersApi.patents(id, ucids)).map((d) => [d.ucid, d])),
      missing: (ucid) => new Error(`${ucid} is not in this folder any more.`),
      maxBatch: FOLDER_PATENTS_PER_CALL,
    });
    detailLoaders.set(id, loader);
  }
  return loader;
}

export function folderPatentQuery(id: number, ucid: string) {
  return queryOptions({
    queryKey: ['folders', id, 'patent', ucid] as const,
    queryFn: () => detailLoader(id)(ucid),
  });
}

/** Everything cached about folders: what a change to one folder may have made stale. */
export const FOLDERS_KEY = ['folders'] as const;

/** After a change to the patents of these folders: the folder lists (counts) and the folders' results go stale. */
export function refreshFolders(queryClient: QueryClient, ...folderIds: number[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: FOLDERS_KEY }),
    ...folderIds.map((id) => queryClient.invalidateQueries({ queryKey: ['results', 'run', 'folders', id] })),
  ]);
}
