import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexWriter, MemoryDirectory, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromEngineDocument } from '../engine-document';
import { ingestPaths } from '../ingest';
import { multiSourcePublications } from '../merge/shared-data-sources.test-support';
import { canonicalLines } from '../readers/canonical-jsonl';
import { DATA } from '../readers/reader-test-support';
import {
  familyMemberUcids,
  legalEventKeys,
  storedWatchStamps,
  WATCH_STAMPS_FIELD,
  type WatchStamps,
  withWatchStamps,
} from './watch-stamps';

const FAMILY_WITH_LEGAL = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_legal');
const T0 = '2026-01-10T00:00:00.000Z';
const T1 = '2026-01-11T00:00:00.000Z';

async function storedDocuments(dir: MemoryDirectory): Promise<Map<string, Record<string, unknown>>> {
  const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  const docs = new Map<string, Record<string, unknown>>();
  for (const segment of searcher.segments)
    for (let d = 0; d < segment.maxDoc; d++) if (!segment.isDeleted(d)) docs.set(segment.ucid(d), segment.document(d));
  return docs;
}

function stampsOf(doc: Record<string, unknown>): WatchStamps {
  const stamps = doc[WATCH_STAMPS_FIELD] as WatchStamps | undefined;
  if (stamps === undefined) throw new Error(`${String(doc.ucid)} has no watch stamps`);
  return stamps;
}

/** The stamped items of a document as sorted keys, and whether each list holds every item of the document once. */
function stampedItems(doc: Record<string, unknown>) {
  const stamps = stampsOf(doc);
  const events = legalEventKeys(doc.legalevents as PatentDocument['legalevents']);
  return {
    family: Object.keys(stamps.family).sort(),
    events: Object.keys(stamps.events).sort(),
    citedby: Object.keys(stamps.citedby).sort(),
    expiry: stamps.status.expiry,
    complete:
      new Set(events).size === events.length &&
      Object.keys(stamps.events).length === events.length &&
      Object.keys(stamps.family).length === familyMemberUcids(doc).length &&
      Object.keys(stamps.citedby).length === new Set((doc.citedby as string[] | undefined) ?? []).size,
  };
}

/** A real record renumbered as a new EP application of its own (no family), citing `cited`. */
function citing(record: PatentDocument, cited: readonly PatentDocument[]): PatentDocument {
  const { familydata: _family, docdbfamilyid: _id, priorities: _priorities, ...rest } = record;
  return {
    ...rest,
    id: 'EP-3999999-A1',
    country: 'EP',
    kindcode: 'A1',
    publicationnumber: 'EP3999999A1',
    applicationnumber: 'EP19999999',
    citations: { patents: cited.map((doc) => ({ number: doc.publicationnumber })) },
    provenance: { format: 'canonical-jsonl', file: 'citing.jsonl' },
  };
}

describe('watch stamps written by the ingest', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'watch-stamps-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('stamps every family member, legal event and citation of a new publication, and keeps them on re-ingest', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await ingestPaths([FAMILY_WITH_LEGAL], { writer, directory: dir, ingestedAt: T0 });
    const first = await storedDocuments(dir);
    const withEvents = [...first.values()].filter((doc) => ((doc.legalevents as unknown[]) ?? []).length > 0);
    expect(withEvents.length).toBeGreaterThan(0);
    for (const doc of first.values()) {
      const items = stampedItems(doc);
      expect(items.complete).toBe(true);
      const stamps = stampsOf(doc);
      for (const seen of [
        ...Object.values(stamps.family),
        ...Object.values(stamps.events),
        ...Object.values(stamps.citedby),
      ])
        expect(seen).toBe(Date.parse(T0));
      // A publication new to the index has a status, not a change of it.
      expect(stamps.status.change).toBeUndefined();
    }
    expect(stampedItems(withEvents[0]!).family.length).toBeGreaterThan(0);

    await ingestPaths([FAMILY_WITH_LEGAL], { writer, directory: dir, ingestedAt: T1 });
    const again = await storedDocuments(dir);
    for (const [ucid, doc] of again) expect(stampsOf(doc)).toEqual(stampsOf(first.get(ucid)!));
    // The model read back for merging never carries the stamps (they are not a source's content).
    expect(fromEngineDocument(withEvents[0]!)).not.toHaveProperty(WATCH_STAMPS_FIELD);
    await writer.close();
  }, 60_000);

  it('gives the same stamped items whatever order and split the same records arrive in', async () => {
    const publications = await multiSourcePublications();
    // None of them is cited by another, so one more record (a real one, renumbered) cites two of them.
    const [first, second] = publications.map(([, sources]) => sources[0]!);
    const records = [...publications.flatMap(([, sources]) => sources), citing(first!, [first!, second!])];
    const reference = new Map<string, ReturnType<typeof stampedItems>>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(records, { minLength: records.length, maxLength: records.length }),
        fc.nat({ max: records.length }),
        async (ordered, split) => {
          const dir = new MemoryDirectory();
          const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
          const parts = [ordered.slice(0, split), ordered.slice(split)];
          for (const [i, part] of parts.entries()) {
            if (part.length === 0) continue;
            const file = join(work, `run-${run}-${i}.jsonl`);
            await writeFile(file, [...canonicalLines(part)].join(''));
            await ingestPaths([file], { writer, directory: dir, ingestedAt: i === 0 ? T0 : T1 });
          }
          run++;
          const docs = await storedDocuments(dir);
          await writer.close();
          for (const [ucid, doc] of docs) {
            const items = stampedItems(doc);
            expect(items.complete).toBe(true);
            const seen = reference.get(ucid);
            if (seen === undefined) reference.set(ucid, items);
            else expect(items).toEqual(seen);
          }
        },
      ),
      { numRuns: 6 },
    );
    // The records hold what is stamped: events, family members and forward citations.
    const items = [...reference.values()];
    expect(items.some((i) => i.events.length > 0)).toBe(true);
    expect(items.some((i) => i.family.length > 0)).toBe(true);
    expect(items.some((i) => i.citedby.length > 0)).toBe(true);
  }, 180_000);
});

describe('withWatchStamps', () => {
  const base = {
    ucid: 'EP-1000000-B1',
    id: 'EP-1000000-B1',
    expectedexpirydate: 20300101,
    legalevents: [
      { date: 20200101, code: 'EP PGFP', description: 'ANNUAL FEE PAID TO NATIONAL OFFICE' },
      { date: 20200101, code: 'EP PGFP', description: 'ANNUAL FEE PAID TO NATIONAL OFFICE' },
    ],
    familydata: { 'simple-family-data': { publications: [{ ucid: 'EP-1000000-B1', an: 'EP1' }] } },
    citedby: ['US-1-B1'],
  };

  it('treats what a document without stamps already held as seen before any run', () => {
    const next = withWatchStamps(
      {
        ...base,
        citedby: ['US-1-B1', 'US-2-B1'],
        legalevents: [...base.legalevents, { date: 20250101, code: 'EP 26', description: 'OPPOSITION FILED' }],
      },
      base,
      T1,
    );
    const stamps = stampsOf(next);
    expect(stamps.citedby).toEqual({ 'US-1-B1': 0, 'US-2-B1': Date.parse(T1) });
    // The repeated event stays twice, each occurrence with its own stamp.
    expect(Object.values(stamps.events)).toEqual([0, 0, Date.parse(T1)]);
    expect(storedWatchStamps(base).events).toEqual(
      Object.fromEntries(legalEventKeys(base.legalevents).map((key) => [key, 0])),
    );
  });

  it('records a status change only when the expiry moves the status on the ingest day', () => {
    const before = withWatchStamps(base, undefined, T0);
    const lapsed = withWatchStamps({ ...base, expectedexpirydate: 20251231 }, before, T1);
    expect(stampsOf(lapsed).status).toEqual({
      expiry: 20251231,
      change: { from: 'Alive', to: 'Dead', at: Date.parse(T1) },
    });
    // A later write with the same expiry keeps the change as it was.
    const later = withWatchStamps({ ...base, expectedexpirydate: 20251231 }, lapsed, '2026-02-01T00:00:00.000Z');
    expect(stampsOf(later).status).toEqual(stampsOf(lapsed).status);
    // An expiry that moves without changing the status is no change.
    const extended = withWatchStamps({ ...base, expectedexpirydate: 20310101 }, before, T1);
    expect(stampsOf(extended).status).toEqual({ expiry: 20310101 });
  });
});
