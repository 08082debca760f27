import type { Directory, IndexWriter } from '@app/engine';
import { withExpectedExpiry } from '../derive-expiry';
import { toEngineDocument } from '../engine-document';
import { linkCorpus } from '../ingest';
import type { CommittedRecords } from './committed-records';
import type { RecordSpool } from './record-spool';

/**
 * Writes a chunk's merged records with their links. Until chunk linking lands this writes the records, commits
 * them as read and relinks the whole index (the corpus pass); the caller's commit then marks it complete.
 */
export async function writeLinkedChunk(
  spool: RecordSpool,
  _committed: CommittedRecords,
  options: { writer: IndexWriter; directory: Directory },
  onLinking: () => void,
): Promise<{ relinked: number; writeSeconds: number }> {
  const started = performance.now();
  for await (const doc of spool.records()) {
    const family = doc.docdbfamilyid;
    await options.writer.addDocument(
      toEngineDocument(
        withExpectedExpiry({
          ...doc,
          ...(family !== undefined ? { familydata: { 'simple-family-data': { id: family, publications: [] } } } : {}),
        }),
      ),
    );
  }
  await options.writer.commit({ ingest: 'read' });
  const writeSeconds = (performance.now() - started) / 1000;
  onLinking();
  const relinked = await linkCorpus(options.directory, options.writer);
  return { relinked, writeSeconds };
}

/** Deletes every document of a demo index (real documents replace the demo corpus); returns how many. */
export async function deleteDemoDocuments(
  committed: CommittedRecords,
  directory: Directory,
  writer: IndexWriter,
): Promise<number> {
  void committed;
  const { PATENT_SCHEMA, Searcher } = await import('@app/engine');
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  let removed = 0;
  for (const segment of searcher.segments) {
    for (let d = 0; d < segment.maxDoc; d++) {
      if (segment.isDeleted(d)) continue;
      await writer.deleteDocument(segment.ucid(d));
      removed++;
    }
  }
  return removed;
}

/** An index whose last ingest was killed between writing and linking is linked before anything else happens. */
export async function finishUnlinkedIndex(directory: Directory, writer: IndexWriter): Promise<void> {
  if (writer.committed.userData.ingest !== 'read') return;
  await linkCorpus(directory, writer);
  await writer.commit({ ingest: 'complete' });
}
