// Fills an empty patent index with the synthetic demo corpus. `npm start` runs it as a child process on a fresh
// data dir (so the server answers while the corpus is written); run by hand: `node --import tsx demo-corpus-cli.ts`.

import { FsDirectory, IndexWriter, PATENT_SCHEMA, readCommitted } from '@app/engine';
import {
  acquireIndexWriteLock,
  IndexBusyError,
  type IndexWriteLock,
  loadDemoCorpus,
  patentIndexPath,
} from '@app/ingest';
import { loadConfig } from '../config';

const config = loadConfig();
let lock: IndexWriteLock | null = null;
try {
  lock = await acquireIndexWriteLock(config.dataDir);
} catch (error) {
  if (!(error instanceof IndexBusyError)) throw error;
  // Someone is already writing real data (or another demo load runs): the demo corpus is not wanted.
  process.stdout.write(`demo corpus: skipped; ${error.message}\n`);
  process.exit(0);
}
const dir = await FsDirectory.open(patentIndexPath(config.dataDir));
if ((await readCommitted(dir)).generation > 0) {
  process.stdout.write('demo corpus: the patent index already holds documents; nothing to do\n');
} else {
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const result = await loadDemoCorpus({ writer, directory: dir });
  await writer.close();
  process.stdout.write(
    `demo corpus: ${result.documents.toLocaleString('en')} synthetic documents (labelled "synthetic-demo") indexed in ${result.seconds.toFixed(0)} s\n`,
  );
}
await lock?.release();
