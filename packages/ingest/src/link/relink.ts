// Relinking a committed index, for recovery: an ingest killed after writing documents but before linking them leaves
// a commit marked as such, and the next ingest (or the demo loader) relinks before anything else. Chunk by chunk, from
// the link fields alone; a document is rewritten only when its links differ from what it holds.

import { type CommitUserData, type Directory, type IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import { fromEngineDocument } from '../engine-document';
import { storedDocument, withWatchStamps } from '../watch-stamps/watch-stamps';
import { type CommittedSegment, committedSegments } from './committed';
import { linkSliceOf } from './keys';
import { type ChunkEntry, ChunkPlanner, chunkEntryOf, chunkEntryOfCommitted } from './plan';

/** The commit user data of an index whose documents are written but not linked yet: `ingest: 'read'`. */
export const UNLINKED_USER_DATA = { ingest: 'read' } as const;

/** Whether a commit says its documents still wait for linking. */
export function linkingUnfinished(userData: CommitUserData): boolean {
  return userData.ingest === UNLINKED_USER_DATA.ingest;
}

export type RelinkProgress = { readonly checked: number; readonly rewritten: number; readonly total: number };

export type RelinkOptions = {
  /** Documents linked per step (default 250,000); each step with rewrites is committed, the marker left as it was. */
  readonly chunkSize?: number;
  readonly onProgress?: (progress: RelinkProgress) => void;
};

function entryOf(segment: CommittedSegment, doc: number): ChunkEntry {
  if (segment.hasLinkFields) return chunkEntryOfCommitted(segment.slice(doc), segment.index, doc);
  // Written before the link fields existed: the stored document gives the slice, and the rewrite adds the fields.
  const entry = chunkEntryOf(linkSliceOf(fromEngineDocument(segment.document(doc))));
  return { ...entry, at: { segment: segment.index, doc } };
}

/**
 * Relinks every document of the committed index and rewrites those whose family data or forward citations differ;
 * returns how many. An index with segments from before the link fields is linked in one step (they cannot be looked
 * up) and those segments' documents are all rewritten, gaining the fields. The caller commits the end marker.
 */
export async function relinkIndex(
  directory: Directory,
  writer: IndexWriter,
  options: RelinkOptions = {},
): Promise<number> {
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  const segments = committedSegments(searcher);
  const legacy = segments.some((s) => !s.hasLinkFields);
  const chunkSize = legacy ? Number.POSITIVE_INFINITY : (options.chunkSize ?? 250_000);
  const total = searcher.docCount;
  let checked = 0;
  let rewritten = 0;
  let batch: ChunkEntry[] = [];
  const step = async () => {
    const planner = new ChunkPlanner(batch, segments, { lookups: !legacy, neighbours: false });
    let changed = 0;
    for await (const doc of planner.plan().relinked()) {
      // A relinked document keeps its watch stamps; links it gains only now are stamped now.
      await writer.updateDocument(withWatchStamps(doc, storedDocument(searcher, doc.ucid), new Date().toISOString()));
      changed++;
    }
    checked += batch.length;
    rewritten += changed;
    batch = [];
    if (changed > 0) await writer.commit({});
    options.onProgress?.({ checked, rewritten, total });
  };
  for (const segment of segments) {
    for (let doc = 0; doc < segment.reader.maxDoc; doc++) {
      if (segment.reader.isDeleted(doc)) continue;
      batch.push(entryOf(segment, doc));
      if (batch.length >= chunkSize) await step();
    }
  }
  if (batch.length > 0) await step();
  return rewritten;
}
