import type { Directory, IndexWriter } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { withExpectedExpiry } from '../derive-expiry';
import { linkedEngineDocument } from '../engine-document';
import { type LinkSlice, linkingUnfinished, linkSliceOf, planLinks, relinkIndex } from '../link';
import { withWatchStamps } from '../watch-stamps/watch-stamps';
import type { CommittedRecords } from './committed-records';

async function* slicesOf(records: AsyncIterable<PatentDocument>): AsyncGenerator<LinkSlice> {
  for await (const doc of records) yield linkSliceOf(doc);
}

export type ChunkWrite = {
  /** Committed documents outside the chunk rewritten because their families or forward citations changed. */
  relinked: number;
  /** Seconds spent planning links and rewriting neighbours (the rest is writing the chunk itself). */
  linkSeconds: number;
};

/**
 * Links a chunk's merged records against the committed index (families and forward citations, `planLinks`), writes
 * each with its links once, and rewrites the committed neighbours whose links changed. The caller commits, so the
 * chunk and its links become visible together or not at all.
 */
export async function writeLinkedChunk(
  /** The chunk's merged records; called twice (planning, then writing), giving the same records each time. */
  records: () => AsyncIterable<PatentDocument>,
  committed: CommittedRecords,
  writer: IndexWriter,
  report: {
    readonly onPhase: (phase: 'linking' | 'writing') => void;
    /** Called with how many more of the chunk's publications were written, every thousand and at the end. */
    readonly onWritten?: (count: number) => void;
    /** The ingest time: what is new in a written document (a member, an event, a citation) is stamped with it. */
    readonly ingestedAt?: string;
  },
): Promise<ChunkWrite> {
  const { onPhase, onWritten } = report;
  const ingestedAt = report.ingestedAt ?? new Date().toISOString();
  onPhase('linking');
  let started = performance.now();
  const plan = await planLinks(() => slicesOf(records()), committed.snapshot);
  let linkSeconds = (performance.now() - started) / 1000;
  onPhase('writing');
  let unreported = 0;
  for await (const doc of records()) {
    const links = plan.linksOf(doc.id);
    const linked = linkedEngineDocument(withExpectedExpiry({ ...doc, familydata: links.familydata }), links);
    await writer.addDocument(withWatchStamps(linked, committed.stored(doc.id), ingestedAt));
    if (++unreported === 1000) {
      onWritten?.(unreported);
      unreported = 0;
    }
  }
  if (unreported > 0) onWritten?.(unreported);
  started = performance.now();
  let relinked = 0;
  for await (const neighbour of plan.rewrites()) {
    await writer.updateDocument(withWatchStamps(neighbour, committed.stored(neighbour.ucid), ingestedAt));
    relinked++;
  }
  linkSeconds += (performance.now() - started) / 1000;
  return { relinked, linkSeconds };
}

/** Deletes every document of a demo index (real documents replace the demo corpus); returns how many. */
export async function deleteDemoDocuments(committed: CommittedRecords, writer: IndexWriter): Promise<number> {
  let removed = 0;
  for (const ucid of committed.allUcids()) {
    await writer.deleteDocument(ucid);
    removed++;
  }
  return removed;
}

/**
 * An index whose last ingest stopped between writing and linking (a commit marked by `linkingUnfinished`, which
 * older versions left) is relinked and marked complete before anything else is written.
 */
export async function finishUnlinkedIndex(directory: Directory, writer: IndexWriter): Promise<number> {
  if (!linkingUnfinished(writer.committed.userData)) return 0;
  const relinked = await relinkIndex(directory, writer);
  await writer.commit({ ingest: 'complete' });
  return relinked;
}
