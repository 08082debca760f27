import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { canonicalLines, fromEngineDocument, ingestPaths, patentIndexPath } from '@app/ingest';
import type { PatentDocument } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { DATA } from '../search/search-test-support';
import { type WatchedChange, watchedPatentChanges } from './watched-changes';

// Batch 1: real EP full text, DOCDB and an OPS family with its legal events. Batch 2: real documents of batch 1,
// changed the way later data changes them, written in our canonical format: legal events of each kind and a lapse
// for one watched patent, a new family member and a citing publication for another.
const BATCH_1 = [
  join(DATA, 'ep-fulltext'),
  join(DATA, 'epo-docdb'),
  join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_legal'),
];
const T0 = '2026-01-10T00:00:00.000Z';
const T1 = new Date('2026-01-11T00:00:00.000Z');
const T2 = '2026-01-12T00:00:00.000Z';
const UNTIL = new Date('2026-01-12T01:00:00.000Z');
const T3 = '2026-01-13T00:00:00.000Z';

/** Alive until 2036 (expiry derived from its dates); gets four legal events, a stated early expiry and a citation. */
const LAPSING = 'EP-3383757-B1';
/** DOCDB family 83004620, alone in it; gets a family member and a citation. */
const GROWING = 'WO-2023012807-A1';
/** The OPS family's EP member with its legal events; nothing new comes for it. */
const QUIET = 'EP-2400812-A1';
const NEW_MEMBER = 'WO-2024999999-A1';
const CITING = 'EP-3999999-A1';
const WATCHED = [LAPSING, GROWING, QUIET, 'DE-1258188-B', 'EP-1-A1'];

const NEW_EVENTS = [
  { date: 20260105, code: 'EP 26', description: 'OPPOSITION FILED', category: 'opposition' },
  { date: 20260106, code: 'EP PG25', description: 'LAPSED IN A CONTRACTING STATE', country: 'GB', category: 'lapse' },
  { date: 20260107, code: 'GB PE20', description: 'PATENT EXPIRED AFTER TERMINATION OF 20 YEARS', category: 'expiry' },
  { date: 20260108, code: 'US STCF', description: 'INFORMATION ON STATUS: PATENT GRANT', category: 'grant' },
] as const;

async function ingest(t: TestApp, paths: string[], ingestedAt: string): Promise<void> {
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths(paths, { writer, directory: dir, ingestedAt });
  await writer.close();
  expect(summary.failed).toBe(0);
  t.ctx.patents.invalidate();
}

async function stored(t: TestApp, ucid: string): Promise<PatentDocument> {
  const result = await t.ctx.patents.search({ documents: [ucid], rows: 1 });
  expect(result.hits).toHaveLength(1);
  return fromEngineDocument(result.hits[0]!.fields);
}

/** A real record as a new source of our own: its computed fields left to the merge, its provenance ours. */
function asSource(doc: PatentDocument, file: string): PatentDocument {
  const { familydata: _computed, ...rest } = doc;
  return { ...rest, provenance: { format: 'canonical-jsonl', file } };
}

/** A real record renumbered into a publication of its own: no priorities, application or family shared. */
function renumbered(doc: PatentDocument, ucid: string, applicationnumber: string, file: string): PatentDocument {
  const {
    docdbfamilyid: _id,
    priorities: _priorities,
    nationalphaseapplications: _phases,
    ...rest
  } = asSource(doc, file);
  const [country, serial, kind] = ucid.split('-') as [string, string, string];
  return { ...rest, id: ucid, country, kindcode: kind, publicationnumber: country + serial + kind, applicationnumber };
}

async function secondBatch(t: TestApp, dir: string): Promise<string> {
  const lapsing = await stored(t, LAPSING);
  const growing = await stored(t, GROWING);
  const lapsed: PatentDocument = {
    ...asSource(lapsing, 'batch-2/lapsing.jsonl'),
    legalevents: NEW_EVENTS.map(({ category: _category, ...event }) => event),
    expectedexpirydate: 20251231,
    expectedexpiryexplanation: 'The renewal fee for the eleventh year was not paid.',
  };
  const member: PatentDocument = {
    ...renumbered(await stored(t, 'WO-2022259205-A1'), NEW_MEMBER, 'WO2024EP099999', 'batch-2/member.jsonl'),
    docdbfamilyid: growing.docdbfamilyid!,
  };
  const citing: PatentDocument = {
    ...renumbered(await stored(t, 'EP-3404678-B1'), CITING, 'EP19999999', 'batch-2/citing.jsonl'),
    citations: { patents: [{ number: lapsing.publicationnumber }, { number: growing.publicationnumber }] },
  };
  const file = join(dir, 'batch-2.jsonl');
  await writeFile(file, [...canonicalLines([lapsed, member, citing])].join(''));
  return file;
}

describe('watched patent changes from the ingest', () => {
  let t: TestApp;
  let work: string;
  let batch2: string;
  beforeAll(async () => {
    t = await buildTestApp({ runJobs: false, searchThreads: 1 });
    work = await mkdtemp(join(tmpdir(), 'watched-changes-'));
    await ingest(t, BATCH_1, T0);
    batch2 = await secondBatch(t, work);
    await ingest(t, [batch2], T2);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  const seen = new Date(T2).toISOString();
  const expected: WatchedChange[] = [
    { ucid: LAPSING, kind: 'status', detail: { from: 'Alive', to: 'Dead' }, seenAt: seen },
    ...NEW_EVENTS.map(
      ({ date, code, description, category }): WatchedChange => ({
        ucid: LAPSING,
        kind: 'legal_event',
        detail: { date, code, description, category },
        seenAt: seen,
      }),
    ),
    { ucid: LAPSING, kind: 'forward_citation', detail: CITING, seenAt: seen },
    { ucid: GROWING, kind: 'family_member', detail: NEW_MEMBER, seenAt: seen },
    { ucid: GROWING, kind: 'forward_citation', detail: CITING, seenAt: seen },
  ];
  const sorted = (changes: WatchedChange[]) =>
    [...changes].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  it('reports each change of the second batch once, and nothing of the first', async () => {
    const changes = await watchedPatentChanges(t.ctx, WATCHED, T1, UNTIL);
    expect(sorted(changes)).toEqual(sorted(expected));
    // Ordered by patent, then the status first, then events, members and citations.
    expect(changes.map((c) => `${c.ucid} ${c.kind}`)).toEqual([
      `${LAPSING} status`,
      ...NEW_EVENTS.map(() => `${LAPSING} legal_event`),
      `${LAPSING} forward_citation`,
      `${GROWING} family_member`,
      `${GROWING} forward_citation`,
    ]);
  });

  it('reports what the first batch brought in its own window', async () => {
    const first = await watchedPatentChanges(t.ctx, [QUIET], new Date('2026-01-09T00:00:00.000Z'), T1);
    const quiet = await stored(t, QUIET);
    expect(first.filter((c) => c.kind === 'legal_event')).toHaveLength(quiet.legalevents!.length);
    expect(first.filter((c) => c.kind === 'family_member').length).toBeGreaterThan(0);
    expect(first.every((c) => c.seenAt === new Date(T0).toISOString())).toBe(true);
  });

  it('reports nothing new when the same batch is ingested again, and keeps what it reported', async () => {
    await ingest(t, [batch2], T3);
    expect(await watchedPatentChanges(t.ctx, WATCHED, UNTIL, new Date('2026-01-14T00:00:00.000Z'))).toEqual([]);
    expect(sorted(await watchedPatentChanges(t.ctx, WATCHED, T1, UNTIL))).toEqual(sorted(expected));
  });

  it('reports an expiry reached by its date inside the window as a status change', async () => {
    // DE-1258188-B expired on 1984-07-10 (expected expiry derived from its filing date): dead from the next day.
    const changes = await watchedPatentChanges(
      t.ctx,
      ['DE-1258188-B'],
      new Date('1984-07-10T12:00:00.000Z'),
      new Date('1984-07-11T12:00:00.000Z'),
    );
    expect(changes).toEqual([
      {
        ucid: 'DE-1258188-B',
        kind: 'status',
        detail: { from: 'Alive', to: 'Dead' },
        seenAt: '1984-07-11T00:00:00.000Z',
      },
    ]);
    expect(await watchedPatentChanges(t.ctx, ['DE-1258188-B'], UNTIL, new Date(T3))).toEqual([]);
  });

  it('keeps the stamps out of the documents the search API answers with', async () => {
    const user = await createUser(t.db);
    const session = await t.signIn(user);
    const response = await t.request({
      method: 'POST',
      url: '/api/patents/search/browse',
      session,
      body: { q: `PN=${LAPSING.replaceAll('-', '')}` },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json().docs[0];
    expect(doc.ucid).toBe(LAPSING);
    expect(doc.legalevents.length).toBeGreaterThanOrEqual(NEW_EVENTS.length);
    expect(doc).not.toHaveProperty('watchstamps');
  });
});
