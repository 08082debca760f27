import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patentIndexPath } from '../index-path';
import { ingestPaths } from '../ingest';
import { readNothing } from '../pipeline/ingest-summary';
import { DATA } from '../readers/reader-test-support';
import { classificationTitlesPath } from './title-file';
import { ClassificationTitleStore } from './title-store';

// Scheme files through the real ingest pipeline into an index on disk: their titles land in the table beside the
// index, documents in the same run go into the index as ever, and a later ingest adds to the table.

const CPC_A01L = join(DATA, 'uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml');
const OPS_H04W = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_classification_schema/response.xml');
const IPC_EN = join(DATA, 'classification/ipc-thxare/ipc_titles_en_section-class-subclass.tsv');
const EP_FILE = join(DATA, 'ep-fulltext/go-epo-eps/grant/v1-5-B1.xml');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'titles-ingest-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('ingesting classification scheme files', () => {
  it('keeps their titles beside the index, and merges a later ingest in', async () => {
    const directory = await FsDirectory.open(patentIndexPath(dataDir));
    const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
    const first = await ingestPaths([CPC_A01L, IPC_EN, EP_FILE], { writer, directory });
    expect(first).toMatchObject({ read: 1, added: 1, failed: 0, skipped: 0, classificationTitles: 19 + 770 });
    expect((await Searcher.open(directory, { schema: PATENT_SCHEMA })).docCount).toBe(1);

    const store = new ClassificationTitleStore(classificationTitlesPath(dataDir));
    expect((await store.titles('cpc', ['A01L7/10']))[0]).toMatchObject({ title: 'Horseshoe nails', depth: 5 });
    expect((await store.titles('ipc', ['A01L']))[0]).toMatchObject({ title: 'SHOEING OF ANIMALS', lang: 'en' });

    // Titles alone are an ingest that read something: not the "nothing read" failure.
    const second = await ingestPaths([OPS_H04W], { writer, directory });
    expect(second).toMatchObject({ read: 0, classificationTitles: 1 });
    expect(readNothing(second)).toBe(false);
    const after = await store.titles('cpc', ['H04W', 'A01L']);
    expect(after.map((t) => t.title)).toEqual(['WIRELESS COMMUNICATION NETWORKS', 'SHOEING OF ANIMALS']);
    expect((await Searcher.open(directory, { schema: PATENT_SCHEMA })).docCount).toBe(1);
    await store.close();
    await writer.close();
  }, 60_000);
});
