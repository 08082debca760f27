import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WatchedChange } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import {
  BATCH_1,
  CITING,
  GROWING,
  ingestAt,
  LAPSING,
  NEW_EVENTS,
  NEW_MEMBER,
  QUIET,
  writeSecondBatch,
} from '../watched-patents/watched-changes-test-support';
import { enqueueDueAlerts } from './alert-runs.service';

// A watched-patents run keeps what changed, and the run's changes call answers it: batch 1 is in the index before
// the run's period, batch 2 inside it; the daily run finds batch 2's changes of the watched patents. Its first attempt
// fails to mail (the mail directory is made a file), so the runner retries the run: the changes must then be there
// once, not twice. Only the alert's owner may read them, as only the owner may open the run.

const BATCH_2_AT = '2026-01-12T00:00:00.000Z';
const SEEN = new Date(BATCH_2_AT).toISOString();
const daily = { frequency: 'daily', hour: 6 };

/** Batch 2's changes of the watched patents, in the run's order: by patent, status, events, members, citations. */
const EXPECTED: WatchedChange[] = [
  { ucid: LAPSING, kind: 'status', detail: { from: 'Alive', to: 'Dead' }, seenAt: SEEN },
  ...NEW_EVENTS.map(
    ({ date, code, description, category }): WatchedChange => ({
      ucid: LAPSING,
      kind: 'legal_event',
      detail: { date, code, description, category },
      seenAt: SEEN,
    }),
  ),
  { ucid: LAPSING, kind: 'forward_citation', detail: CITING, seenAt: SEEN },
  { ucid: GROWING, kind: 'family_member', detail: NEW_MEMBER, seenAt: SEEN },
  { ucid: GROWING, kind: 'forward_citation', detail: CITING, seenAt: SEEN },
];

let t: TestApp;
let work: string;
let owner: Awaited<ReturnType<typeof createUser>>;
let colleague: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let watchedAlert: number;
let queryAlert: number;

async function as(user: { email: string }, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  return t.request({ method, url, session: await t.signIn(user), ...(body === undefined ? {} : { body }) });
}

async function newestRun(alertId: number) {
  const response = await as(owner, 'GET', `/api/alerts/${alertId}/alert_runs`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { key: string; status: string; count: number | null; error: string | null }[])[0]!;
}

async function changesOf(key: string, user = owner) {
  return as(user, 'GET', `/api/alert_runs/${key}/changes`);
}

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  work = await mkdtemp(join(tmpdir(), 'alert-run-changes-'));
  t.clock.set(new Date('2026-01-11T00:00:00Z'));
  const org = await createOrganization(t.db);
  // The owner is in an organisation, so the run is mailed to them (and the mail can fail).
  owner = await createUser(t.db, { organizationId: org.id });
  colleague = await createUser(t.db, { organizationId: org.id });
  stranger = await createUser(t.db, { organizationId: (await createOrganization(t.db)).id });
  await ingestAt(t, BATCH_1, '2026-01-10T00:00:00.000Z');
  const watched = await as(owner, 'POST', '/api/alerts', {
    type: 2,
    name: 'Watched portfolio',
    ucids: [LAPSING, GROWING, QUIET],
    schedule: daily,
    // The colleague gets the run's mail, which is not access to the run in the app.
    recipients: { user_ids: [colleague.id] },
  });
  expect(watched.statusCode, watched.body).toBe(201);
  watchedAlert = watched.json().id;
  const query = await as(owner, 'POST', '/api/alerts', { type: 1, name: 'New EP', query: 'CC=EP', schedule: daily });
  expect(query.statusCode, query.body).toBe(201);
  queryAlert = query.json().id;
  await ingestAt(t, [await writeSecondBatch(t, work)], BATCH_2_AT);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a watched-patents run’s changes', () => {
  it('are stored with the run, each once though the run was retried, in the run’s order', async () => {
    // The run of (01-11 06:00, 01-12 06:00]: batch 2 is inside it, batch 1 before it.
    t.clock.set(new Date('2026-01-12T07:00:00Z'));
    await rm(t.mailDir, { recursive: true, force: true });
    await writeFile(t.mailDir, 'not a directory: mail cannot be written');
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(2);
    await t.ctx.jobs.drain();
    const failed = await newestRun(watchedAlert);
    expect(failed.status).toBe('failed');
    // Saved before the mail failed: the changes are there, once.
    expect((await changesOf(failed.key)).json()).toEqual(EXPECTED);

    await rm(t.mailDir, { force: true });
    t.clock.advanceMinutes(2);
    await t.ctx.jobs.drain();
    const retried = await newestRun(watchedAlert);
    expect(retried).toMatchObject({ key: failed.key, status: 'finished', error: null, count: 2 });
    const response = await changesOf(retried.key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EXPECTED);
    // The run's documents are the changed patents (the results call orders them its own way).
    const results = await as(owner, 'POST', `/api/alert_runs/${retried.key}/results`, {
      rows: 10,
      fl: ['ucid'],
      facets: [],
      grouped_by: 'none',
    });
    expect(
      results
        .json()
        .docs.map((d: { ucid: string }) => d.ucid)
        .sort(),
    ).toEqual([LAPSING, GROWING]);
  });

  it('go with the run: gone while its alert is deleted, back with its undo', async () => {
    const { key } = await newestRun(watchedAlert);
    const deleted = await as(owner, 'DELETE', `/api/alerts/${watchedAlert}`);
    expect(deleted.statusCode).toBe(200);
    expect((await changesOf(key)).statusCode).toBe(404);
    const { undo } = deleted.json();
    expect((await as(owner, undo.method, undo.url, undo.body)).statusCode).toBe(200);
    expect((await changesOf(key)).json()).toEqual(EXPECTED);
  });

  it('answer 404 to anyone but the owner, as the run does, and 422 to a key that is no run key', async () => {
    const { key } = await newestRun(watchedAlert);
    for (const user of [colleague, stranger]) {
      const run = await as(user, 'GET', `/api/alert_runs/${key}`);
      const changes = await changesOf(key, user);
      expect(run.statusCode).toBe(404);
      expect(changes.statusCode).toBe(404);
      expect(changes.json().error.code).toBe('ALERT_RUN_NOT_FOUND');
    }
    const unknown = await changesOf(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ALERT_RUN_NOT_FOUND');
    const malformed = await changesOf('not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().error.fields)).toContain('key');
    const signedOut = await t.request({ method: 'GET', url: `/api/alert_runs/${key}/changes` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('are none for a query alert’s run', async () => {
    const run = await newestRun(queryAlert);
    expect(run.status).toBe('finished');
    const response = await changesOf(run.key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
