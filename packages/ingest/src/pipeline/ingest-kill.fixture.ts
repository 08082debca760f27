// Child process of ingest-kill.test.ts: the real ingest (read, merge, spool, link, write, commit per chunk) of the
// files named after the index path, in batches of `batch` publications written in chunks of `chunk`, printing a line at every progress report so
// the parent can kill it at a chosen moment. Run with
// `node --import tsx ingest-kill.fixture.ts <index dir> <chunk> <batch> <file>...`.

import { dirname } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths } from '../ingest';

const [path, chunk, batch, ...files] = process.argv.slice(2);
const directory = await FsDirectory.open(path!);
const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
await ingestPaths(files, {
  writer,
  directory,
  chunkSize: Number(chunk),
  batchSize: Number(batch),
  // Beside the index, in the test's folder: a killed child's spool goes with it.
  spoolDir: dirname(path!),
  onProgress: (p) => process.stdout.write(`${p.phase} ${p.documents}\n`),
});
await writer.close();
process.stdout.write('done\n');
