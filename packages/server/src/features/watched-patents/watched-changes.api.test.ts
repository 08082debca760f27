import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { type WatchedChange, watchedPatentChanges } from './watched-changes';
import {
  BATCH_1,
  CITING,
  GROWING,
  ingestAt,
  LAPSING,
  NEW_EVENTS,
  NEW_MEMBER,
  QUIET,
  storedDocument,
  writeSecondBatch,
} from './watched-changes-test-support';

// Batch 1 then batch 2 (watched-changes-test-support): the changes each brought, in their windows.
const T0 = '2026-01-10T00:00:00.000Z';
const T1 = new Date('2026-01-11T00:00:00.000Z');
const T2 = '2026-01-12T00:00:00.000Z';
const UNTIL = new Date('2026-01-12T01:00:00.000Z');
const T3 = '2026-01-13T00:00:00.000Z';
const WATCHED = [LAPSING, GROWING, QUIET, 'DE-1258188-B', 'EP-1-A1'];

describe('watched patent changes from the ingest', () => {
  let t: TestApp;
  let work: string;
  let batch2: string;
  beforeAll(async () => {
    t = await buildTestApp({ runJobs: false, searchThreads: 1 });
    work = await mkdtemp(join(tmpdir(), 'watched-changes-'));
    await ingestAt(t, BATCH_1, T0);
    batch2 = await writeSecondBatch(t, work);
    await ingestAt(t, [batch2], T2);
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
    const quiet = await storedDocument(t, QUIET);
    expect(first.filter((c) => c.kind === 'legal_event')).toHaveLength(quiet.legalevents!.length);
    expect(first.filter((c) => c.kind === 'family_member').length).toBeGreaterThan(0);
    expect(first.every((c) => c.seenAt === new Date(T0).toISOString())).toBe(true);
  });

  it('reports nothing new when the same batch is ingested again, and keeps what it reported', async () => {
    await ingestAt(t, [batch2], T3);
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
