// Fills an empty patent index with the synthetic demo corpus. `npm start` runs it as a child process on a fresh
// data dir (so the server answers while the corpus is written); run by hand: `node --import tsx demo-corpus-cli.ts`.

import { FsDirectory, IndexWriter, PATENT_SCHEMA, readCommitted } from '@app/engine';
import { loadConfig } from '../config';
import { loadDemoCorpus } from './demo-corpus-loader';
import { patentIndexPath } from './index-path';

const config = loadConfig();
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
