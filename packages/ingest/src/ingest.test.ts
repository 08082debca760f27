import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexWriter, MemoryDirectory, PATENT_SCHEMA, Searcher } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths, linkCorpus } from './ingest';

const DATA = join(import.meta.dirname, '../../../../shared/data');

describe('ingestPaths', () => {
  let junk: string;
  beforeAll(async () => {
    junk = await mkdtemp(join(tmpdir(), 'ingest-junk-'));
    await writeFile(join(junk, 'empty.xml'), '');
    await writeFile(join(junk, 'notes.txt'), 'just some notes, not a patent');
    await writeFile(
      join(junk, 'truncated.xml'),
      '<?xml version="1.0"?>\n<ep-patent-document id="EP1" lang="en" country="EP" doc-number="1000001" kind="A1"><SDOBI><B100><B110>1000001',
    );
  });
  afterAll(() => rm(junk, { recursive: true, force: true }));

  it('reads real EP and DOCDB files, reports bad files per file, and updates instead of duplicating', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    const progress: number[] = [];
    const paths = [join(DATA, 'ep-fulltext'), join(DATA, 'epo-docdb'), junk];
    const first = await ingestPaths(paths, {
      writer,
      directory: dir,
      onProgress: (p) => progress.push(p.documents),
    });
    // The truncated file is recognised as EP XML by content and fails as such, with its position.
    expect(first.byFormat['ep-patent-document']).toEqual({ documents: 73, failed: 1 });
    expect(first.byFormat['epo-docdb']).toEqual({ documents: 14, failed: 0 });
    expect(first.read).toBe(87);
    // 73 EP files hold 68 publications: the repeated ones are merged into one record each.
    expect(first.added).toBe(82);
    expect(first.merged).toBe(5);
    expect(first.updated).toBe(0);
    expect(first.failed).toBe(2);
    expect(first.problems.map((p) => p.file.split('/').at(-1))).toEqual(['empty.xml', 'truncated.xml']);
    expect(first.problems[0]!.message).toBe('empty file: no document');
    expect(first.problems[1]!.position).toBeDefined();
    expect(first.skipped).toBe(1);
    expect(first.skips[0]!.file).toMatch(/notes\.txt$/);
    expect(progress.at(-1)).toBe(87);

    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.docCount).toBe(82);
    const hit = searcher.search({ query: 'PN=EP3383757', rows: 1, fl: ['titles', 'kindcode'] }).hits[0];
    expect(hit?.ucid).toBe('EP-3383757-B1');

    const again = await ingestPaths([join(DATA, 'epo-docdb')], { writer, directory: dir });
    expect(again).toMatchObject({ read: 14, added: 0, updated: 14, merged: 14, failed: 0 });
    expect((await Searcher.open(dir, { schema: PATENT_SCHEMA })).docCount).toBe(82);
    await writer.close();
  }, 60_000);

  it('links families chunk by chunk: members in earlier chunks are rewritten, the result is one family', async () => {
    const family = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio');
    const grouped = async (dir: MemoryDirectory) => {
      const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
      return searcher.search({ query: 'CC=(EP OR US OR WO OR CA)', rows: 10, groupBy: 'simplefamily' }).grouping;
    };
    const whole = new MemoryDirectory();
    const wholeWriter = await IndexWriter.open(whole, { schema: PATENT_SCHEMA });
    const once = await ingestPaths([family], { writer: wholeWriter, directory: whole });
    expect(once).toMatchObject({ read: 5, added: 5, relinked: 0 });
    expect(await grouped(whole)).toMatchObject({ numGroups: 1, numDocs: 5 });
    await wholeWriter.close();

    const chunked = new MemoryDirectory();
    const writer = await IndexWriter.open(chunked, { schema: PATENT_SCHEMA });
    const inTwos = await ingestPaths([family], { writer, directory: chunked, chunkSize: 2 });
    // Chunks of two: the members of the first chunks learn of the later ones and are rewritten.
    expect(inTwos.read).toBe(5);
    expect(inTwos.relinked).toBeGreaterThan(0);
    expect(await grouped(chunked)).toMatchObject({ numGroups: 1, numDocs: 5 });
    expect(writer.committed.userData.ingest).toBe('complete');
    await writer.close();
  });

  it('keeps the claim count a biblio-only file states through merging and relinking', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    const weekly = join(DATA, 'uspto-xml/alexandria3k-ipgb/ipgb20221025_wk43.zip');
    await ingestPaths([weekly], { writer, directory: dir });
    const counts = async () => {
      const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
      const hits = searcher.search({ query: 'CC=US', rows: 20, fl: ['claimcount', 'claims'] }).hits;
      return hits.map((hit) => [hit.ucid, hit.fields.claimcount, hit.fields.claims === undefined]);
    };
    const first = await counts();
    expect(first.length).toBeGreaterThan(5);
    // No claims text in the weekly biblio file, yet every grant states how many claims it has.
    for (const [ucid, count, noText] of first) {
      expect(noText, String(ucid)).toBe(true);
      expect(count, String(ucid)).toEqual(expect.any(Number));
    }
    await ingestPaths([weekly], { writer, directory: dir });
    await linkCorpus(dir, writer);
    await writer.commit({});
    expect(await counts()).toEqual(first);
    await writer.close();
  });
});
