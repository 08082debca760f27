import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oracleLinks } from './families-oracle.test-support';
import type { LinkSlice } from './keys';
import { linkDifferences, Random, randomSlice, storedLinks, writeLinkedChunk } from './link.test-support';

const p = (country: string, number: string) => ({ country, number });

// A committed corpus: A and B one family (priority US100), C alone (JP9), D citing EP1 bare (A answers), E alone,
// the three kinds of US9 cited bare by Y.
const A: LinkSlice = {
  id: 'EP-1-A1',
  publicationnumber: 'EP1A1',
  applicationnumber: 'EP01',
  priorities: [p('US', '100')],
};
const B: LinkSlice = {
  id: 'US-2-A1',
  publicationnumber: 'US2A1',
  applicationnumber: 'US02',
  priorities: [p('US', '100')],
};
const C: LinkSlice = { id: 'JP-3-A', publicationnumber: 'JP3A', applicationnumber: 'JP03', priorities: [p('JP', '9')] };
const D: LinkSlice = {
  id: 'DE-4-A1',
  publicationnumber: 'DE4A1',
  applicationnumber: 'DE04',
  citations: [{ number: 'EP1' }],
};
const E: LinkSlice = { id: 'CN-5-A', publicationnumber: 'CN5A', applicationnumber: 'CN05' };
const US9 = ['A', 'B1', 'B2'].map((kind) => ({ id: `US-9-${kind}`, publicationnumber: `US9${kind}` }));
const Y: LinkSlice = { id: 'KR-8-A', publicationnumber: 'KR8A', citations: [{ number: 'US9' }] };
// The next chunk: F claims both priorities (the two families become one extended family), G is A's grant, H cites
// C, E is updated to claim US100, and a fourth US9 makes the bare citation ambiguous.
const F: LinkSlice = {
  id: 'WO-6-A1',
  publicationnumber: 'WO6A1',
  applicationnumber: 'WO06',
  priorities: [p('US', '100'), p('JP', '9')],
};
const G: LinkSlice = {
  id: 'EP-1-B1',
  publicationnumber: 'EP1B1',
  applicationnumber: 'EP01',
  priorities: [p('US', '100')],
};
const H: LinkSlice = { id: 'KR-7-A', publicationnumber: 'KR7A', citations: [{ number: 'JP3A' }] };
const E2: LinkSlice = { ...E, priorities: [p('US', '100')] };
const Z: LinkSlice = { id: 'US-9-C', publicationnumber: 'US9C' };

describe('planLinks on a committed index', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'link-plan-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  const open = async () => {
    const directory = await FsDirectory.open(work);
    return { directory, writer: await IndexWriter.open(directory, { schema: PATENT_SCHEMA }) };
  };

  it('rewrites exactly the committed documents whose families or forward citations the chunk changes', async () => {
    const { directory, writer } = await open();
    const corpus = new Map<string, LinkSlice>();
    const ingest = async (slices: LinkSlice[]) => {
      for (const slice of slices) corpus.set(slice.id, slice);
      const rewritten = await writeLinkedChunk(directory, writer, slices);
      const stored = await storedLinks(directory);
      expect([...stored.keys()].sort()).toEqual([...corpus.keys()].sort());
      expect(linkDifferences(stored, oracleLinks([...corpus.values()]))).toEqual([]);
      return rewritten.sort();
    };
    expect(await ingest([A, B, C, D, E, ...US9, Y])).toEqual([]);
    expect((await storedLinks(directory)).get('EP-1-A1')!.citedby).toEqual(['DE-4-A1']);

    expect(await ingest([F, G, H, E2, Z])).toEqual(['EP-1-A1', 'JP-3-A', 'US-2-A1', 'US-9-A', 'US-9-B1', 'US-9-B2']);
    const linked = await storedLinks(directory);
    expect(linked.get('JP-3-A')!.familydata['extended-family-data']!.id).toBe('X:D:CN-5-A');
    expect(linked.get('JP-3-A')!.citedby).toEqual(['KR-7-A']);
    expect(linked.get('EP-1-B1')!.citedby).toEqual(['DE-4-A1']);
    expect(linked.get('US-9-A')!.citedby).toEqual([]);

    // F drops US100: the extended family splits again; Y now cites US9A alone.
    const F2 = { ...F, priorities: [p('JP', '9')] };
    const Y2 = { ...Y, citations: [{ number: 'US9A' }] };
    expect(await ingest([F2, Y2])).toEqual(['CN-5-A', 'EP-1-A1', 'EP-1-B1', 'JP-3-A', 'US-2-A1', 'US-9-A']);
    // Ingesting the same publications again changes nothing.
    expect(await ingest([F2, H, A])).toEqual([]);
    await writer.close();
  });

  it('counts a publication whose number has no kind twice for a bare citation, as the corpus pass always did', async () => {
    const { directory, writer } = await open();
    const cited = [
      { id: 'US-10-A', publicationnumber: 'US10A' },
      { id: 'US-10-B', publicationnumber: 'US10B' },
    ];
    const citer = { id: 'EP-20-A1', publicationnumber: 'EP20A1', citations: [{ number: '10', country: 'US' }] };
    expect(await writeLinkedChunk(directory, writer, [...cited, citer])).toEqual([]);
    expect((await storedLinks(directory)).get('US-10-A')!.citedby).toEqual(['EP-20-A1']);
    // `US10` answers to `US10` twice (with and without kind): four in all, so the bare citation finds none.
    const kindless = { id: 'US-10-X', publicationnumber: 'US10' };
    expect((await writeLinkedChunk(directory, writer, [kindless])).sort()).toEqual(['US-10-A', 'US-10-B']);
    const stored = await storedLinks(directory);
    expect(linkDifferences(stored, oracleLinks([...cited, citer, kindless]))).toEqual([]);
    expect(stored.get('US-10-A')!.citedby).toEqual([]);
    await writer.close();
  });

  it('random chunks of a small world, updates included, link as the whole corpus would at once', async () => {
    const { directory, writer } = await open();
    const random = new Random(20_240_611);
    const corpus = new Map<string, LinkSlice>();
    let rewrites = 0;
    for (let chunk = 0; chunk < 8; chunk++) {
      const slices = new Map<string, LinkSlice>();
      for (let i = 0, n = 10 + random.int(40); i < n; i++) {
        const slice = randomSlice(random, random.int(120));
        slices.set(slice.id, slice);
      }
      for (const slice of slices.values()) corpus.set(slice.id, slice);
      rewrites += (await writeLinkedChunk(directory, writer, [...slices.values()])).length;
      expect(
        linkDifferences(await storedLinks(directory), oracleLinks([...corpus.values()])),
        `chunk ${chunk}`,
      ).toEqual([]);
    }
    expect(rewrites).toBeGreaterThan(0);
    await writer.close();
  }, 60_000);
});
