import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import { Searcher } from '../searcher';
import type { Directory } from '../store/directory';
import { MemoryDirectory } from '../store/memory-directory';
import { IndexWriter } from './index-writer';

async function search(dir: MemoryDirectory, query: string): Promise<string[]> {
  const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  return searcher
    .search({ query, rows: 1000 })
    .hits.map((h) => h.ucid)
    .sort();
}

describe('IndexWriter', () => {
  it('shows nothing before a commit and everything after it', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await writer.addDocument({ ucid: 'A', titles: 'alpha' });
    expect(await search(dir, 'alpha')).toEqual([]);
    await writer.commit();
    expect(await search(dir, 'alpha')).toEqual(['A']);
  });

  it('updates replace by ucid, in the buffer and in committed segments; deletes remove', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 3 });
    await writer.addDocument({ ucid: 'A', titles: 'first' });
    await writer.addDocument({ ucid: 'A', titles: 'second' });
    await writer.addDocument({ ucid: 'B', titles: 'second' });
    await writer.commit();
    expect(await search(dir, 'first')).toEqual([]);
    expect(await search(dir, 'second')).toEqual(['A', 'B']);
    await writer.updateDocument({ ucid: 'B', titles: 'third' });
    await writer.deleteDocument('A');
    await writer.commit();
    expect(await search(dir, 'second OR third')).toEqual(['B']);
    expect(await search(dir, 'third')).toEqual(['B']);
    expect(writer.docCount).toBe(1);
  });

  it('merges segments in the background, keeping deletes that arrive during the merge', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 5, mergeFactor: 2 });
    for (let i = 0; i < 30; i++)
      await writer.addDocument({ ucid: `D${i}`, titles: `word${i % 3} common`, country: 'EP' });
    await writer.commit();
    // The commit started a merge; delete while it runs.
    await writer.deleteDocument('D0');
    await writer.deleteDocument('D29');
    await writer.waitForMerges();
    await writer.commit();
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.segments.length).toBeLessThanOrEqual(2);
    expect(searcher.search({ query: 'common', rows: 0 }).numFound).toBe(28);
    expect(searcher.search({ query: 'word0', rows: 0 }).numFound).toBe(9);
    expect(
      searcher.search({ query: 'CC=EP', rows: 0, facets: { country: { kind: 'terms' } } }).facets.country!.buckets,
    ).toEqual([{ value: 'EP', count: 28 }]);
    // Unreferenced files of merged-away segments are gone.
    const files = await dir.list();
    const referenced = new Set(searcher.commit.segments.flatMap((s) => s.files));
    expect(files.filter((f) => f.endsWith('.pst')).every((f) => referenced.has(f))).toBe(true);
  });

  it('never merges beyond the size cap, and leaves segments over half of it alone', async () => {
    const dir = new MemoryDirectory();
    const text = (i: number) => `word${i % 5} ${'filler '.repeat(40)} item${i}`;
    const writer = await IndexWriter.open(dir, {
      schema: PATENT_SCHEMA,
      maxBufferedDocs: 10,
      mergeFactor: 2,
      maxMergedSegmentBytes: 1,
    });
    for (let i = 0; i < 60; i++) await writer.addDocument({ ucid: `D${i}`, titles: text(i) });
    await writer.commit();
    await writer.waitForMerges();
    await writer.commit();
    const capped = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    // A one-byte cap leaves every segment as flushed: six segments of ten.
    expect(capped.segments.map((s) => s.maxDoc)).toEqual([10, 10, 10, 10, 10, 10]);
    const size = capped.segments[0]!.sizeBytes;
    await writer.close();

    const reopened = await IndexWriter.open(dir, {
      schema: PATENT_SCHEMA,
      mergeFactor: 2,
      maxMergedSegmentBytes: Math.floor(size * 2.5),
    });
    await reopened.addDocument({ ucid: 'D60', titles: text(60) });
    await reopened.commit();
    await reopened.waitForMerges();
    await reopened.commit();
    const merged = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    // Pairs fit under 2.5 segments' worth; nothing above 1.25 segments is merged again.
    for (const segment of merged.segments) expect(segment.sizeBytes).toBeLessThanOrEqual(size * 2.5);
    expect(merged.segments.length).toBeLessThan(7);
    expect(merged.segments.reduce((n, s) => n + s.maxDoc, 0)).toBe(61);
    expect(merged.search({ query: 'word0', rows: 0 }).numFound).toBe(13);
    expect(merged.search({ query: 'item59', rows: 10 }).hits.map((h) => h.ucid)).toEqual(['D59']);
  });

  it('reclaims re-ingested documents: ten re-ingests leave an index no larger than one ingest', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    const indexBytes = async (searcher: Searcher) => {
      let total = 0;
      for (const file of searcher.commit.segments.flatMap((s) => s.files)) total += (await dir.readFile(file)).length;
      return total;
    };
    const ingest = async () => {
      for (let i = 0; i < 200; i++)
        await writer.addDocument({ ucid: `D${i}`, titles: `word${i % 7} lamp ${'text '.repeat(30)}`, country: 'EP' });
      await writer.commit();
      await writer.waitForMerges();
      await writer.commit();
      return Searcher.open(dir, { schema: PATENT_SCHEMA });
    };
    const once = await indexBytes(await ingest());
    let searcher = await ingest();
    for (let run = 2; run <= 10; run++) searcher = await ingest();
    expect(searcher.search({ query: 'lamp', rows: 0 }).numFound).toBe(200);
    expect(searcher.segments.length).toBe(1);
    expect(await indexBytes(searcher)).toBeLessThanOrEqual(once * 1.1);
    // The replaced segments' files are gone from the directory too.
    expect((await dir.list()).filter((f) => f.endsWith('.pst'))).toHaveLength(1);
  });

  it('rewrites a segment that is mostly deleted documents, even when there are few segments', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    for (let i = 0; i < 90; i++) await writer.addDocument({ ucid: `D${i}`, titles: `lamp number${i}` });
    await writer.commit();
    for (let i = 0; i < 40; i++) await writer.deleteDocument(`D${i}`);
    await writer.commit();
    await writer.waitForMerges();
    await writer.commit();
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.segments.map((s) => [s.maxDoc, s.liveDocs])).toEqual([[50, 50]]);
    expect(searcher.search({ query: 'lamp', rows: 0 }).numFound).toBe(50);
    // A third deleted or less is left as it is.
    for (let i = 40; i < 55; i++) await writer.deleteDocument(`D${i}`);
    await writer.commit();
    await writer.waitForMerges();
    const after = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(after.segments.map((s) => [s.maxDoc, s.liveDocs])).toEqual([[50, 35]]);
  });

  it('reopens the last commit and goes on from it', async () => {
    const dir = new MemoryDirectory();
    const first = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await first.addDocument({ ucid: 'A', titles: 'kept' });
    await first.commit({ batch: 1 });
    await first.addDocument({ ucid: 'B', titles: 'lost' });
    await first.close();
    const second = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    expect(second.committed.userData.batch).toBe(1);
    await second.addDocument({ ucid: 'A', titles: 'replaced' });
    await second.commit();
    expect(await search(dir, 'kept OR lost OR replaced')).toEqual(['A']);
    expect(await search(dir, 'replaced')).toEqual(['A']);
  });

  it('refuses a document without a ucid and a closed writer', async () => {
    const writer = await IndexWriter.open(new MemoryDirectory(), { schema: PATENT_SCHEMA });
    await expect(writer.addDocument({ ucid: ' ' })).rejects.toBeInstanceOf(EngineError);
    await writer.close();
    await expect(writer.addDocument({ ucid: 'A' })).rejects.toThrow(/closed/);
  });
});

describe('searching while indexing', () => {
  it('a searcher whose commit is cleaned up under it opens the newer commit instead', async () => {
    const memory = new MemoryDirectory();
    let hook: (() => Promise<void>) | null = null;
    // The directory as a searcher sees it: the first read of a deletion file lets the writer commit first.
    const racing: Directory = {
      list: () => memory.list(),
      readFile: async (name) => {
        if (name.endsWith('.del') && hook) {
          const run = hook;
          hook = null;
          await run();
        }
        return memory.readFile(name);
      },
      openInput: (name) => memory.openInput(name),
      openSource: (name) => memory.openSource(name),
      createOutput: (name) => memory.createOutput(name),
      atomicWrite: (name, data) => memory.atomicWrite(name, data),
      delete: (name) => memory.delete(name),
      exists: (name) => memory.exists(name),
      syncDirectory: () => memory.syncDirectory(),
    };
    const writer = await IndexWriter.open(memory, { schema: PATENT_SCHEMA, merges: false });
    for (const ucid of ['A', 'B', 'C']) await writer.addDocument({ ucid, titles: 'word' });
    await writer.commit();
    await writer.deleteDocument('A');
    await writer.commit();
    hook = async () => {
      await writer.deleteDocument('B');
      await writer.commit();
    };
    const searcher = await Searcher.open(racing, { schema: PATENT_SCHEMA });
    expect(hook).toBeNull();
    expect(searcher.search({ query: 'word', rows: 10 }).hits.map((h) => h.ucid)).toEqual(['C']);
  });

  it('opens a consistent commit while a writer keeps committing and cleaning up', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 3, mergeFactor: 2 });
    let stop = false;
    const committing = (async () => {
      for (let i = 0; !stop; i++) {
        await writer.addDocument({ ucid: `D${i}`, titles: `word ${i}` });
        await writer.commit({ count: i + 1 });
      }
    })();
    for (let n = 0; n < 50; n++) {
      const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
      const count = Number(searcher.commit.userData.count ?? 0);
      expect(searcher.search({ query: 'word', rows: 0 }).numFound).toBe(count);
    }
    stop = true;
    await committing;
    await writer.close();
  });
});

describe('ucid lookups in a segment', () => {
  it('find each document by its ucid, the later of two writes, and decode one ucid at a time', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    const ucids = Array.from({ length: 500 }, (_, i) => `US-${(i * 7919) % 100_003}-B2`);
    for (const ucid of ucids) await writer.addDocument({ ucid, titles: ucid });
    // Written twice before the flush: one segment holds both, the first deleted.
    await writer.addDocument({ ucid: ucids[3]!, titles: 'rewritten' });
    await writer.commit();
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.segments).toHaveLength(1);
    const segment = searcher.segments[0]!;
    for (const ucid of ucids) {
      const d = segment.docOf(ucid);
      expect(d, ucid).toBeDefined();
      expect(segment.ucid(d!)).toBe(ucid);
      expect(segment.isDeleted(d!)).toBe(false);
    }
    expect(segment.document(segment.docOf(ucids[3]!)!).titles).toBe('rewritten');
    for (const absent of ['', 'US-0-A', 'ZZ-999999-B2', `${ucids[0]}x`]) expect(segment.docOf(absent)).toBeUndefined();
  });
});
