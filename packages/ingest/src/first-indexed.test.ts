import { describe, expect, it } from 'vitest';
import { toEngineDocument } from './engine-document';
import { mergeRecords } from './merge/merge-record';
import { multiSourcePublications } from './merge/shared-data-sources.test-support';

// When a publication first entered the index (`firstindexed`, epoch seconds): what query alerts find new documents
// by. Later records of the same publication, from other sources or the same one read again, must never move it.

const FIRST = '2026-03-01T03:00:00.000Z';
const LATER = '2026-03-04T12:00:00.000Z';
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('firstindexed', () => {
  it('is the first ingest time, kept when other sources and re-reads merge in later (shared/data)', async () => {
    const publications = await multiSourcePublications();
    expect(publications.length).toBeGreaterThan(0);
    for (const [id, sources] of publications) {
      let merged = mergeRecords(undefined, sources[0]!, FIRST);
      expect(toEngineDocument(merged).firstindexed, id).toBe(seconds(FIRST));
      for (const source of sources.slice(1)) merged = mergeRecords(merged, source, LATER);
      // The first source read again, later still.
      merged = mergeRecords(merged, sources[0]!, '2026-03-09T00:00:00.000Z');
      expect(toEngineDocument(merged).firstindexed, id).toBe(seconds(FIRST));
    }
  }, 60_000);

  it('is absent from a record without ingest times', async () => {
    const [[, sources]] = (await multiSourcePublications()) as [[string, Parameters<typeof toEngineDocument>[0][]]];
    const { provenance, ...rest } = sources[0]!;
    const bare = { ...rest, provenance: { format: provenance.format, file: provenance.file } };
    expect(toEngineDocument(bare).firstindexed).toBeUndefined();
  }, 60_000);
});
