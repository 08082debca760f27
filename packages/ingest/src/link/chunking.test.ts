import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { expect, it } from 'vitest';
import { entryHead, walkInputs } from '../input';
import { ALL_READERS } from '../readers/all-readers';
import { DATA } from '../readers/reader-test-support';
import { oracleLinks } from './families-oracle.test-support';
import { type LinkSlice, linkSliceOf } from './keys';
import { linkDifferences, Random, storedLinks, writeLinkedChunk } from './link.test-support';
import { planLinks } from './plan';

/** The link slice of every publication in the shared data (a publication read twice counts once, as last read). */
async function realSlices(): Promise<LinkSlice[]> {
  const byId = new Map<string, LinkSlice>();
  for await (const item of walkInputs([DATA])) {
    if (item.kind === 'input-error') continue;
    const head = await entryHead(item.entry);
    const reader = ALL_READERS.find((candidate) => candidate.detect(head));
    if (reader === undefined) continue;
    for await (const result of reader.read(item.entry)) {
      if (result.kind === 'document') byId.set(result.document.id, linkSliceOf(result.document));
    }
  }
  return [...byId.values()];
}

/** `slices` cut into `count` chunks of random sizes. */
function cut(random: Random, slices: readonly LinkSlice[], count: number): LinkSlice[][] {
  const ends = [...new Set(Array.from({ length: count - 1 }, () => 1 + random.int(slices.length - 1)))].sort(
    (a, b) => a - b,
  );
  return [0, ...ends].map((start, i) => slices.slice(start, ends[i] ?? slices.length));
}

it('linking the shared data in one chunk equals linking it in several chunks, in shuffled orders', async () => {
  const slices = await realSlices();
  const reference = oracleLinks(slices);
  // The data links: families of several members and forward citations among its documents.
  const links = [...reference.values()];
  expect(links.filter((l) => l.familydata['extended-family-data']!.publications.length > 1).length).toBeGreaterThan(
    100,
  );
  expect(links.filter((l) => l.citedby.length > 0).length).toBeGreaterThan(10);

  const whole = await planLinks(() => slices, null);
  const wrong = slices.filter((s) => JSON.stringify(whole.linksOf(s.id)) !== JSON.stringify(reference.get(s.id)));
  expect(wrong.map((s) => s.id)).toEqual([]);

  for (const [seed, chunks] of [
    [1, 3],
    [2, 8],
  ] as const) {
    const random = new Random(seed);
    const work = await mkdtemp(join(tmpdir(), 'link-chunks-'));
    try {
      const directory = await FsDirectory.open(work);
      const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
      let rewritten = 0;
      for (const chunk of cut(random, random.shuffle(slices), chunks))
        rewritten += (await writeLinkedChunk(directory, writer, chunk)).length;
      await writer.close();
      const stored = await storedLinks(directory);
      expect(stored.size).toBe(slices.length);
      expect(linkDifferences(stored, reference), `seed ${seed}, ${chunks} chunks`).toEqual([]);
      // Later chunks did change documents of earlier ones: the rewrites were needed.
      expect(rewritten).toBeGreaterThan(0);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}, 180_000);
