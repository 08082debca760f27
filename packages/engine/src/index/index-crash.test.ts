import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { PATENT_SCHEMA } from '../schema/patent-schema.ts';
import { Searcher } from '../searcher.ts';
import { FsDirectory } from '../store/fs-directory.ts';
import { runAndKill } from '../store/kill-child.test-support.ts';
import { IndexWriter } from './index-writer.ts';
import { expectedDocuments } from './ingest-loop.batches.ts';

const SCRIPT = fileURLToPath(new URL('./ingest-loop.fixture.ts', import.meta.url));
const KILLS = 22;

it(`an ingester SIGKILLed ${KILLS} times always reopens at exactly its last commit, searchable`, async () => {
  const path = await mkdtemp(join(tmpdir(), 'engine-ingest-kill-'));
  let committed = 0;
  try {
    for (let kill = 0; kill < KILLS; kill++) {
      // Every third run is killed before its first commit is printed, the others after one or two, so the kills
      // land mid-work however busy the machine is.
      const printed = await runAndKill(SCRIPT, [path], 250, kill % 3);
      const lastPrinted = printed.length > 0 ? printed[printed.length - 1]! : committed;
      const dir = await FsDirectory.open(path);
      const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
      const seq = Number(searcher.commit.userData.seq ?? 0);
      // The kill may land after the manifest became current but before the number was printed.
      expect([lastPrinted, lastPrinted + 1]).toContain(seq);
      const expected = await expectedDocuments(seq);
      const all = searcher.search({ query: 'CC=EP', rows: 10_000, fl: ['titles'] });
      expect(all.numFound).toBe(expected.size);
      expect(new Map(all.hits.map((h) => [h.ucid, h.fields.titles]))).toEqual(expected);
      const updated = [...expected.values()].filter((t) => t.startsWith('updated')).length;
      expect(searcher.search({ query: 'TI=updated', rows: 0 }).numFound).toBe(updated);
      committed = seq;
    }
    // The index is still writable after all that: one more batch commits and is found.
    const writer = await IndexWriter.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA });
    await writer.addDocument({ ucid: 'FINAL', titles: 'final words', country: 'EP' });
    await writer.commit();
    await writer.close();
    const searcher = await Searcher.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA });
    expect(searcher.search({ query: 'TI=final', rows: 1 }).hits[0]?.ucid).toBe('FINAL');
  } finally {
    await rm(path, { recursive: true, force: true });
  }
}, 120_000);
