// Worker module of EngineSearchPool: each worker thread holds its own Searcher over the last commit of the index
// directory and answers searches, clause counts and explanations. `refresh` reopens the latest commit; searches
// already running finish on the segments they started with. The segments' columns are read into shared memory and
// kept once for all the pool's workers (`SharedBuffers`, pool-worker.ts): a replaced searcher lets go of them once
// its last search is done (`release`), and the columns of segments no worker reads any more are freed.

import { threadId } from 'node:worker_threads';
import { clauseCounts, explain } from '../explanation.ts';
import { SCHEMAS, type SchemaName } from '../schema/schemas.ts';
import type { SearchRequest } from '../search-types.ts';
import { Searcher } from '../searcher.ts';
import { FsDirectory } from '../store/fs-directory.ts';
import { servePool, type WorkerContext } from './pool-worker.ts';

/** What every worker receives: where the index is and which schema it uses. */
export type SearcherWorkerData = { readonly path: string; readonly schema: SchemaName };

/** One column array a worker's searcher holds, as the `columns` method reports it. */
export type HeldColumn = {
  readonly segment: string;
  readonly name: string;
  readonly bytes: number;
  /** Whether the array is over shared memory (one copy for all workers) rather than this worker's own. */
  readonly shared: boolean;
  /** The array itself: over shared memory it crosses threads as the same memory, not a copy. */
  readonly values: Int32Array;
};

async function open(data: unknown, context: WorkerContext, previous?: Searcher): Promise<Searcher> {
  const { path, schema } = data as SearcherWorkerData;
  return Searcher.open(await FsDirectory.open(path), {
    schema: SCHEMAS[schema],
    columns: context.shared,
    ...(previous ? { previous } : {}),
  });
}

let workerData: unknown;

servePool<Searcher>({
  open: (data, context) => {
    workerData = data;
    return open(data, context);
  },
  // The old searcher hands its segments' truncation indexes and cached expansions to the new one.
  refresh: (previous, _payload, context) => open(workerData, context, previous),
  // Its segments let go of their shared columns; those the new searcher reads stay held by it.
  release: (searcher) => searcher.close(),
  methods: {
    search: (searcher, request: SearchRequest, control) => searcher.search(request, { cancelled: control.cancelled }),
    clauseCounts: (searcher, request: SearchRequest, control) => clauseCounts(searcher, request, control.cancelled),
    explain: (searcher, request: { readonly request: SearchRequest; readonly ucid: string }, control) =>
      explain(searcher, request.request, request.ucid, control.cancelled),
    docCount: (searcher) => searcher.docCount,
    /** The column arrays this worker's searcher has read, and which thread this is: memory accounting and tests. */
    columns: (searcher): { readonly threadId: number; readonly columns: HeldColumn[] } => ({
      threadId,
      columns: searcher.segments.flatMap((segment) =>
        [...segment.columns.held()].map(([name, values]) => ({
          segment: segment.entry.name,
          name,
          bytes: values.byteLength,
          shared: values.buffer instanceof SharedArrayBuffer,
          values,
        })),
      ),
    }),
  },
});
