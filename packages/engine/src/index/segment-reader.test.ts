import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../codec/byte-source';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import { Searcher } from '../searcher';
import type { Directory } from '../store/directory';
import { MemoryDirectory } from '../store/memory-directory';
import { IndexWriter } from './index-writer';

/** The memory directory, counting what segment readers read through their sources. */
function countingDirectory(memory: MemoryDirectory): Directory & { sourceBytes: number; wholeFiles: string[] } {
  const dir = {
    sourceBytes: 0,
    wholeFiles: [] as string[],
    list: () => memory.list(),
    readFile: (name: string) => {
      dir.wholeFiles.push(name);
      return memory.readFile(name);
    },
    openInput: (name: string) => memory.openInput(name),
    openSource: async (name: string): Promise<ByteSource> => {
      const inner = await memory.openSource(name);
      return {
        size: inner.size,
        readSync(offset, length) {
          dir.sourceBytes += length;
          return inner.readSync(offset, length);
        },
      };
    },
    createOutput: (name: string) => memory.createOutput(name),
    atomicWrite: (name: string, data: Uint8Array) => memory.atomicWrite(name, data),
    delete: (name: string) => memory.delete(name),
    exists: (name: string) => memory.exists(name),
    syncDirectory: () => memory.syncDirectory(),
  };
  return dir;
}

describe('SegmentReader', () => {
  it('reads what a search touches, not the segment', async () => {
    const memory = new MemoryDirectory();
    const writer = await IndexWriter.open(memory, { schema: PATENT_SCHEMA, merges: false });
    const words = ['anode', 'cathode', 'separator', 'electrolyte', 'housing', 'terminal', 'valve', 'sensor'];
    for (let i = 0; i < 3000; i++) {
      const pick = (k: number) => words[(i * k + (i >> 3)) % words.length]!;
      await writer.addDocument({
        ucid: `US-${1000000 + i}-A`,
        titles: `${pick(3)} ${pick(5)} assembly number${i}`,
        abstracts: `A ${pick(7)} with a ${pick(11)} and a ${pick(13)}; variant ${i}. `.repeat(6),
        claims: `1. A device comprising a ${pick(17)} joined to a ${pick(19)} at station ${i % 101}. `.repeat(30),
        publicationdate: `${2010 + (i % 12)}-03-01`,
      });
    }
    await writer.commit();
    await writer.close();
    const files = await memory.list();
    let segmentBytes = 0;
    for (const file of files)
      if (/\.(pst|dvc|stf|stb)$/.test(file)) segmentBytes += (await memory.readFile(file)).length;

    const dir = countingDirectory(memory);
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    // Whole files are only the small ones: the manifest, the term dictionary, deletions.
    expect(dir.wholeFiles.filter((f) => /\.(pst|dvc|stf|stb)$/.test(f))).toEqual([]);
    const opened = dir.sourceBytes;
    expect(opened).toBeLessThan(segmentBytes / 50);

    const result = searcher.search({ query: 'number1234', rows: 1, fl: ['titles', 'claims'] });
    expect(result.numFound).toBe(1);
    expect(result.hits[0]!.ucid).toBe('US-1001234-A');
    expect(JSON.stringify(result.hits[0]!.fields.claims)).toContain('A device comprising');
    expect(dir.sourceBytes - opened).toBeLessThan(segmentBytes / 10);

    // A broad search reads its postings and the columns it sorts by, still a fraction of the segment.
    const broad = searcher.search({
      query: 'anode OR cathode',
      rows: 10,
      sort: [{ field: 'publicationdate', order: 'desc' }],
    });
    expect(broad.numFound).toBeGreaterThan(100);
    expect(dir.sourceBytes).toBeLessThan(segmentBytes / 2);
  }, 30_000);
});

describe('SegmentReader.storedFields', () => {
  it('gives the ucid and the asked head fields exactly as the whole stored document has them', async () => {
    const memory = new MemoryDirectory();
    const writer = await IndexWriter.open(memory, { schema: PATENT_SCHEMA, merges: false });
    const docs = [
      { ucid: 'EP-1-A', titles: 'a "quoted" \\ title', abstracts: 'x, y: {z}', publicationdate: '2011-01-02' },
      { ucid: 'EP-2-A', titles: ['two', 'titles'], claims: '1. A claim.' },
    ];
    for (const doc of docs) await writer.addDocument(doc);
    await writer.commit();
    await writer.close();
    const searcher = await Searcher.open(memory, { schema: PATENT_SCHEMA });
    const segment = searcher.segments[0]!;
    for (let d = 0; d < docs.length; d++) {
      const whole = segment.document(d);
      for (const fields of [['titles'], ['abstracts', 'publicationdate'], ['titles', 'claims'], ['nothing']]) {
        const expected: Record<string, unknown> = {};
        for (const key of ['ucid', ...fields]) if (key in whole) expected[key] = whole[key];
        const got = segment.storedFields(d, fields);
        const picked: Record<string, unknown> = {};
        for (const key of ['ucid', ...fields]) if (key in got) picked[key] = got[key];
        expect(picked).toEqual(expected);
      }
    }
    searcher.close();
  });
});
