import { join } from 'node:path';
import { IndexWriter, MemoryDirectory, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromEngineDocument } from './engine-document';
import { ingestPaths } from './ingest';
import { sharedDataSources } from './merge/shared-data-sources.test-support';
import { DATA } from './readers/reader-test-support';

// The real files of shared/data ingested in different orders, in different chunk sizes and read again: the index
// must hold identical records, families and counts every time. The Lens exports (3,908 third-party rows, no
// publication in them arrives twice) are left out to keep the run short; every file that holds a publication
// arriving from several sources or a family is in.

type Snapshot = { records: Map<string, unknown>; simpleGroups: number; extendedGroups: number; docs: number };

async function ingestInOrder(files: readonly string[], chunkSize: number, again: readonly string[] = []) {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await ingestPaths(files, { writer, directory: dir, chunkSize });
  if (again.length > 0) await ingestPaths(again, { writer, directory: dir, chunkSize });
  await writer.close();
  return snapshot(dir);
}

async function snapshot(dir: MemoryDirectory): Promise<Snapshot> {
  const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  const records = new Map<string, unknown>();
  for (const segment of searcher.segments) {
    for (let d = 0; d < segment.maxDoc; d++) {
      if (segment.isDeleted(d)) continue;
      const stored = segment.document(d);
      const model = fromEngineDocument(stored) as PatentDocument;
      const sources = model.provenance.sources?.map(({ ingested: _, ...rest }) => rest);
      records.set(segment.ucid(d), {
        ...model,
        provenance: { ...model.provenance, sources },
        citedby: stored.citedby ?? [],
      });
    }
  }
  const groups = (groupBy: 'simplefamily' | 'extendedfamily') =>
    searcher.search({ query: 'PD>=1800', rows: 0, groupBy }).grouping?.numGroups ?? -1;
  return {
    records,
    simpleGroups: groups('simplefamily'),
    extendedGroups: groups('extendedfamily'),
    docs: searcher.docCount,
  };
}

let files: string[];
let reference: Snapshot;
beforeAll(async () => {
  const { files: byFile } = await sharedDataSources();
  files = [...byFile.keys()].filter((file) => !file.startsWith('lens-patents/')).map((file) => join(DATA, file));
  reference = await ingestInOrder(files, 250_000);
}, 240_000);

describe('ingesting shared/data in any order', () => {
  it('holds every publication once', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(reference.docs).toBe(reference.records.size);
    expect(reference.simpleGroups).toBeGreaterThan(0);
  });

  it('gives identical records, families and counts for shuffled orders, small chunks and repeated reads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(files, { minLength: files.length, maxLength: files.length }),
        fc.constantFrom(40, 300, 250_000),
        fc.shuffledSubarray(files, { minLength: 0, maxLength: 12 }),
        async (order, chunkSize, again) => {
          const run = await ingestInOrder(order, chunkSize, again);
          expect(run.docs).toBe(reference.docs);
          expect(run.simpleGroups).toBe(reference.simpleGroups);
          expect(run.extendedGroups).toBe(reference.extendedGroups);
          for (const [ucid, record] of reference.records) expect(run.records.get(ucid), ucid).toEqual(record);
        },
      ),
      { numRuns: 3 },
    );
  }, 600_000);
});
