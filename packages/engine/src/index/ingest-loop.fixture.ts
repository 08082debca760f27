// Child process of index-crash.test.ts: ingests and commits forever into the index directory argv[2], printing each
// commit's sequence number once commit() has returned. Batches are a pure function of the sequence number
// (`expectedUcids` replays them), so the test knows exactly which documents the last commit must hold.
// Run with `node --import tsx ingest-loop.fixture.ts <dir>`.

import { PATENT_SCHEMA } from '../schema/patent-schema.ts';
import { FsDirectory } from '../store/fs-directory.ts';
import { IndexWriter } from './index-writer.ts';
import { applyBatch } from './ingest-loop.batches.ts';

const dir = await FsDirectory.open(process.argv[2]!);
const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 7, mergeFactor: 3 });
let seq = Number(writer.committed.userData.seq ?? 0);
process.stdout.write('ready\n');
for (;;) {
  seq++;
  await applyBatch(writer, seq);
  await writer.commit({ seq });
  process.stdout.write(`${seq}\n`);
}
