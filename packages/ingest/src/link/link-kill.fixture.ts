// Child process of link-kill.test.ts: ingests random chunks of a small world into the index at argv[2] for ever,
// printing a line at every step. Most chunks are linked before they are written (plan, write, rewrite, commit); some
// are written unlinked, committed as such, then relinked, as the ingest did before chunk linking. An index left
// unlinked by an earlier kill is relinked first. Run with `node --import tsx link-kill.fixture.ts <dir> <seed>`.

import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import type { LinkSlice } from './keys';
import { Random, randomSlice, writeLinkedChunk, writeUnlinkedChunk } from './link.test-support';
import { linkingUnfinished, relinkIndex } from './relink';

const say = (line: string) => process.stdout.write(`${line}\n`);
const random = new Random(Number(process.argv[3]));
const directory = await FsDirectory.open(process.argv[2]!);
const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
const relink = async () => {
  await relinkIndex(directory, writer, { chunkSize: 25, onProgress: (p) => say(`relinked ${p.checked}`) });
  await writer.commit({ ingest: 'complete' });
  say('complete');
};
if (linkingUnfinished(writer.committed.userData)) await relink();
say('ready');

for (;;) {
  const chunk = new Map<string, LinkSlice>();
  for (let i = 0, n = 5 + random.int(40); i < n; i++) {
    const slice = randomSlice(random, random.int(140));
    chunk.set(slice.id, slice);
  }
  if (random.int(3) === 0) {
    await writeUnlinkedChunk(writer, [...chunk.values()]);
    say('unlinked');
    await relink();
  } else {
    await writeLinkedChunk(directory, writer, [...chunk.values()], say);
    say('complete');
  }
}
