// Worker module of EngineSearchPool: each worker thread holds its own Searcher over the last commit of the index
// directory and answers searches, clause counts and explanations. `refresh` reopens the latest commit; searches
// already running finish on the segments they started with (those are plain memory, nothing to close).

import { clauseCounts, explain } from '../explanation.ts';
import { SCHEMAS, type SchemaName } from '../schema/schemas.ts';
import type { SearchRequest } from '../search-types.ts';
import { Searcher } from '../searcher.ts';
import { FsDirectory } from '../store/fs-directory.ts';
import { servePool } from './pool-worker.ts';

/** What every worker receives: where the index is and which schema it uses. */
export type SearcherWorkerData = { readonly path: string; readonly schema: SchemaName };

async function open(data: unknown, previous?: Searcher): Promise<Searcher> {
  const { path, schema } = data as SearcherWorkerData;
  return Searcher.open(await FsDirectory.open(path), { schema: SCHEMAS[schema], ...(previous ? { previous } : {}) });
}

let workerData: unknown;

servePool<Searcher>({
  open: (data) => {
    workerData = data;
    return open(data);
  },
  // The old searcher hands its segments' truncation indexes and cached expansions to the new one.
  refresh: (previous) => open(workerData, previous),
  methods: {
    search: (searcher, request: SearchRequest, control) => searcher.search(request, { cancelled: control.cancelled }),
    clauseCounts: (searcher, request: SearchRequest, control) => clauseCounts(searcher, request, control.cancelled),
    explain: (searcher, request: { readonly request: SearchRequest; readonly ucid: string }, control) =>
      explain(searcher, request.request, request.ucid, control.cancelled),
    docCount: (searcher) => searcher.docCount,
  },
});
