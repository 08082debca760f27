import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EngineDocument, FsDirectory, IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { toEngineDocument } from '../engine-document';
import { oracleLinks } from './families-oracle.test-support';
import { FAMILY_KEYS_FIELD, FAMILY_STAMP_FIELD, type LinkSlice, PUBLICATION_KEYS_FIELD } from './keys';
import {
  linkDifferences,
  Random,
  randomSlice,
  slimDocument,
  storedLinks,
  writeLinkedChunk,
  writeUnlinkedChunk,
} from './link.test-support';
import { planLinks } from './plan';
import { linkingUnfinished, relinkIndex } from './relink';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'link-relink-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

function world(seed: number, count: number): LinkSlice[] {
  const random = new Random(seed);
  const slices = new Map<string, LinkSlice>();
  for (let i = 0; i < count; i++) {
    const slice = randomSlice(random, random.int(160));
    slices.set(slice.id, slice);
  }
  return [...slices.values()];
}

it('relinks an index committed unlinked, chunk by chunk, and a second relink rewrites nothing', async () => {
  const directory = await FsDirectory.open(work);
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const slices = world(7, 200);
  await writeLinkedChunk(directory, writer, slices.slice(0, 60));
  // An ingest killed between writing its chunk and linking it.
  await writeUnlinkedChunk(writer, slices.slice(60));
  expect(linkingUnfinished(writer.committed.userData)).toBe(true);
  expect(linkDifferences(await storedLinks(directory)).length).toBeGreaterThan(0);

  const progress: number[] = [];
  const rewritten = await relinkIndex(directory, writer, {
    chunkSize: 45,
    onProgress: (p) => progress.push(p.checked),
  });
  await writer.commit({ ingest: 'complete' });
  expect(rewritten).toBeGreaterThan(slices.length - 60);
  expect(progress.at(-1)).toBe(slices.length);
  expect(progress.length).toBe(Math.ceil(slices.length / 45));
  expect(linkDifferences(await storedLinks(directory), oracleLinks(slices))).toEqual([]);
  expect(await relinkIndex(directory, writer, { chunkSize: 45 })).toBe(0);
  await writer.close();
});

it('an index written before the link fields is relinked in one step and gains them', async () => {
  const directory = await FsDirectory.open(work);
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const slices = world(11, 400);
  for (const slice of slices.slice(0, 100)) {
    const {
      familykeys: _k,
      publicationkeys: _p,
      citationkeys: _c,
      familystamp: _s,
      ...old
    } = toEngineDocument(slimDocument(slice));
    await writer.addDocument(old as EngineDocument);
  }
  await writer.commit({ ingest: 'read' });
  await expect(planLinks(() => [], await Searcher.open(directory, { schema: PATENT_SCHEMA }))).rejects.toThrow(
    /before link fields existed/,
  );

  expect(await relinkIndex(directory, writer, { chunkSize: 10 })).toBe(100);
  await writer.commit({ ingest: 'complete' });
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  for (const field of [FAMILY_KEYS_FIELD, PUBLICATION_KEYS_FIELD, FAMILY_STAMP_FIELD])
    expect(searcher.segments.some((s) => s.strings(field) !== null)).toBe(true);
  // Now chunks link against it.
  await writeLinkedChunk(directory, writer, slices.slice(100));
  expect(linkDifferences(await storedLinks(directory), oracleLinks(slices))).toEqual([]);
  await writer.close();
});
