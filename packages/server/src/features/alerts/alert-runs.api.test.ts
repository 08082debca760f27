import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuns } from '../../db/alert-tables';
import { jobs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { DATA } from '../search/search-test-support';
import { enqueueDueAlerts } from './alert-runs.service';

// Alert runs end to end on the real index, database and job runner: ingest a batch, run, ingest a second batch
// (older publications, and the first batch read again), run again; each run holds exactly the documents that first
// entered the index in its period. Then the schedule's guarantees: one run per period however often the scheduler
// is called, a missed period covered by the next run, a failed run visible as failed and retried.

const EP = join(DATA, 'ep-fulltext');
const US = join(DATA, 'uspto-xml/go-uspto');

let t: TestApp;
let ada: string;
let adaUser: Awaited<ReturnType<typeof createUser>>;

/** Moves the clock (days at a time, past the session's idle limit) and signs in again. */
async function at(iso: string) {
  t.clock.set(new Date(iso));
  ada = await t.signIn(adaUser);
}
let folderId: number;
let labelId: number;

async function ingest(paths: string[], at: string) {
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths(paths, { writer, directory: dir, ingestedAt: at });
  await writer.close();
  t.ctx.patents.invalidate();
  return summary;
}

/** Every ucid a query finds now, through the search screen's own call (not the alert's period filter). */
async function matchesNow(q: string): Promise<string[]> {
  const response = await t.request({
    method: 'POST',
    url: '/api/patents/search/browse',
    session: ada,
    body: { q, rows: 500, fl: ['ucid'], facets: [] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().docs.map((d: { ucid: string }) => d.ucid);
}

async function runsOf(alertId: number) {
  const response = await t.request({ method: 'GET', url: `/api/alerts/${alertId}/alert_runs`, session: ada });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    key: string;
    status: string;
    count: number | null;
    period_start: string;
    error: string | null;
  }[];
}

/** A run's documents, all of them, through the run's results call. */
async function runUcids(key: string): Promise<string[]> {
  const response = await t.request({
    method: 'POST',
    url: `/api/alert_runs/${key}/results`,
    session: ada,
    body: { rows: 500, fl: ['ucid'], facets: [] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().docs.map((d: { ucid: string }) => d.ucid);
}

async function makeAlert(body: Record<string, unknown>) {
  const response = await t.request({ method: 'POST', url: '/api/alerts', session: ada, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const daily = { frequency: 'daily', hour: 6 };
let ingestAlert: number;
let publicationAlert: number;
let workflowAlert: number;
let epBatch: string[];
let usBatch: string[];

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  t.clock.set(new Date('2026-03-01T00:00:00Z'));
  const org = await createOrganization(t.db);
  adaUser = await createUser(t.db, { organizationId: org.id });
  ada = await t.signIn(adaUser);
  folderId = (await t.request({ method: 'POST', url: '/api/folders', session: ada, body: { name: 'Inbox' } })).json()
    .id;
  labelId = (
    await t.request({
      method: 'POST',
      url: `/api/folders/${folderId}/labels`,
      session: ada,
      body: { name: 'To review', colour: '#1c7ed6' },
    })
  ).json().id;
  const query = 'CC=(EP OR US)';
  ingestAlert = await makeAlert({ type: 1, name: 'New EP and US', query, schedule: daily });
  publicationAlert = await makeAlert({
    type: 1,
    name: 'Published EP and US',
    query,
    schedule: daily,
    date_basis: 'publication',
  });
  workflowAlert = await makeAlert({
    type: 3,
    name: 'Review EP and US',
    query,
    schedule: daily,
    folder_id: folderId,
    label_id: labelId,
    inspector_user_ids: [],
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('runs over two ingests', () => {
  it('the first run holds the first batch', async () => {
    const first = await ingest([EP], '2026-03-01T03:00:00.000Z');
    expect(first.added).toBeGreaterThan(0);
    epBatch = await matchesNow('CC=(EP OR US)');
    expect(epBatch.length).toBe(first.added);

    await at('2026-03-01T07:00:00Z');
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(3);
    await t.ctx.jobs.drain();
    const [run] = await runsOf(ingestAlert);
    expect(run).toMatchObject({ status: 'finished', count: epBatch.length, period_start: '2026-02-28T06:00:00.000Z' });
    expect((await runUcids(run!.key)).sort()).toEqual([...epBatch].sort());
    // The documents published long before the period are not in a publication-date alert's run.
    expect((await runsOf(publicationAlert))[0]).toMatchObject({ status: 'finished', count: 0 });
  });

  it('the second run holds exactly the documents new since the first: old publications in, re-read ones out', async () => {
    // The second batch: US documents published years ago, and the first batch's files read again.
    const second = await ingest([US, EP], '2026-03-01T20:00:00.000Z');
    expect(second.updated).toBeGreaterThan(0);
    const all = await matchesNow('CC=(EP OR US)');
    usBatch = all.filter((u) => !epBatch.includes(u));
    expect(usBatch.length).toBeGreaterThan(0);
    expect(usBatch.every((u) => u.startsWith('US'))).toBe(true);

    await at('2026-03-02T07:00:00Z');
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(3);
    // The same period asked again, as a second scheduler process would: no second run.
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(0);
    await t.ctx.jobs.drain();
    const runs = await runsOf(ingestAlert);
    expect(runs.map((r) => r.period_start)).toEqual(['2026-03-01T06:00:00.000Z', '2026-02-28T06:00:00.000Z']);
    expect(runs[0]).toMatchObject({ status: 'finished', count: usBatch.length });
    expect((await runUcids(runs[0]!.key)).sort()).toEqual([...usBatch].sort());
    // The first run's result set is frozen: the second ingest did not change it.
    expect((await runUcids(runs[1]!.key)).sort()).toEqual([...epBatch].sort());
    expect((await runsOf(publicationAlert))[0]).toMatchObject({ status: 'finished', count: 0 });
  });

  it('a workflow alert files each run into its folder with its label', async () => {
    const runs = await runsOf(workflowAlert);
    expect(runs.map((r) => r.count)).toEqual([usBatch.length, epBatch.length]);
    const folder = await t.request({
      method: 'POST',
      url: `/api/patents/folders/${folderId}`,
      session: ada,
      body: { rows: 500, fl: ['ucid'], facets: [] },
    });
    expect(folder.statusCode).toBe(200);
    const inFolder = folder.json().docs.map((d: { ucid: string }) => d.ucid);
    expect(inFolder.sort()).toEqual([...epBatch, ...usBatch].sort());
    const labelled = await t.request({
      method: 'POST',
      url: `/api/patents/folders/${folderId}`,
      session: ada,
      body: { rows: 0, facets: ['labels'], filters: { filtersToApply: { labels: ['To review'] } } },
    });
    expect(labelled.statusCode).toBe(200);
    expect(labelled.json().numFound).toBe(epBatch.length + usBatch.length);
  });
});

describe('a run’s results', () => {
  it('open with the alert’s highlighting scheme switched on', async () => {
    const olderKey = (await runsOf(ingestAlert))[1]!.key;
    const plain = (await t.request({ method: 'GET', url: `/api/alert_runs/${olderKey}?rows=50`, session: ada })).json();
    expect(plain.data.results.docs.every((d: { highlighting?: unknown }) => d.highlighting === undefined)).toBe(true);
    // A word of the first document's English title, as the scheme's one term.
    const word = ((plain.data.results.docs[0].titles?.en as string) ?? '')
      .split(/[^A-Za-z]+/)
      .find((w) => w.length >= 5);
    expect(word).toBeDefined();
    const scheme = await t.request({
      method: 'POST',
      url: '/api/highlighting_schemes',
      session: ada,
      body: { name: 'Alert terms', groups: [{ terms: [word] }] },
    });
    expect(scheme.statusCode).toBe(201);

    await t.request({
      method: 'PATCH',
      url: `/api/alerts/${ingestAlert}`,
      session: ada,
      body: { highlighting_scheme_id: scheme.json().id, grouping: 'simplefamily' },
    });
    const opened = await t.request({ method: 'GET', url: `/api/alert_runs/${olderKey}?rows=50`, session: ada });
    expect(opened.statusCode).toBe(200);
    const { alert, results } = opened.json().data;
    expect(alert.highlighting_scheme_id).toBe(scheme.json().id);
    expect(results.grouping).toMatchObject({ grouped_by: 'simplefamily', matches: epBatch.length });
    const marked = results.docs.filter((d: { highlighting?: { hl: Record<string, { highlights: unknown[] }[]> } }) =>
      Object.values(d.highlighting?.hl ?? {}).some((snippets) => snippets.some((s) => s.highlights.length > 0)),
    );
    expect(marked.length).toBeGreaterThan(0);
  });
});

describe('a run’s export', () => {
  it('queues once, and downloads the run’s documents once written', async () => {
    const key = (await runsOf(ingestAlert))[1]!.key;
    const url = `/api/alert_runs/${key}/exports/csv`;
    const before = await t.request({ method: 'GET', url: `${url}/download`, session: ada });
    expect(before.statusCode).toBe(404);
    const queued = await t.request({ method: 'GET', url: `${url}/queue`, session: ada });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'pending', source_type: 'alert_run', format: 'csv' });
    const again = await t.request({ method: 'GET', url: `${url}/queue`, session: ada });
    expect(again.json().id).toBe(queued.json().id);
    const early = await t.request({ method: 'GET', url: `${url}/download`, session: ada });
    expect(early.statusCode).toBe(409);
    await t.ctx.jobs.drain();
    const file = await t.request({ method: 'GET', url: `${url}/download`, session: ada });
    expect(file.statusCode).toBe(200);
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines.length).toBe(epBatch.length + 1);
    for (const ucid of epBatch) expect(file.body).toContain(ucid.split('-')[1]);
  });
});

describe('the schedule', () => {
  it('covers days without a server with one run from where the last ended', async () => {
    await at('2026-03-05T07:00:00Z');
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(3);
    await t.ctx.jobs.drain();
    const [run] = await runsOf(ingestAlert);
    expect(run).toMatchObject({ status: 'finished', count: 0, period_start: '2026-03-02T06:00:00.000Z' });
    const row = await t.db.select().from(alertRuns).where(eq(alertRuns.key, run!.key));
    expect(row[0]!.periodEnd.toISOString()).toBe('2026-03-05T06:00:00.000Z');
  });

  it('skips paused alerts, and runs them again once resumed', async () => {
    await t.request({ method: 'POST', url: `/api/alerts/${ingestAlert}/pause`, session: ada });
    await at('2026-03-06T07:00:00Z');
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(2);
    await t.request({ method: 'POST', url: `/api/alerts/${ingestAlert}/resume`, session: ada });
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(1);
    await t.ctx.jobs.drain();
  });

  it('shows a failed run as failed, and the runner retries it', async () => {
    // A workflow alert whose folder is deleted before its run: the run fails until the folder is back.
    const folder = (
      await t.request({ method: 'POST', url: '/api/folders', session: ada, body: { name: 'Gone' } })
    ).json().id;
    const broken = await makeAlert({ type: 3, name: 'Broken', query: 'CC=US', schedule: daily, folder_id: folder });
    const deleted = await t.request({ method: 'DELETE', url: `/api/folders/${folder}`, session: ada });
    expect(deleted.statusCode).toBe(200);
    const run = await t.request({ method: 'POST', url: `/api/alerts/${broken}/run`, session: ada });
    expect(run.statusCode).toBe(202);
    await t.ctx.jobs.drain();
    const [failed] = await runsOf(broken);
    expect(failed).toMatchObject({ status: 'failed', error: 'There is no such folder.' });

    const { undo } = deleted.json();
    expect((await t.request({ method: undo.method, url: undo.url, session: ada, body: undo.body })).statusCode).toBe(
      200,
    );
    // Not before its retry is due.
    await t.ctx.jobs.drain();
    expect((await runsOf(broken))[0]!.status).toBe('failed');
    t.clock.advanceMinutes(2);
    await t.ctx.jobs.drain();
    const [retried] = await runsOf(broken);
    expect(retried).toMatchObject({ key: failed!.key, status: 'finished', error: null, count: 0 });
  });

  it('makes one run per alert and period when schedulers race (several processes on one database)', async () => {
    const racing = [];
    for (let i = 0; i < 4; i++)
      racing.push(await makeAlert({ type: 1, name: `Race ${i}`, query: 'CC=EP', schedule: daily }));
    await at('2026-03-07T07:00:00Z');
    const runsBefore = (await t.db.select().from(alertRuns)).length;
    // Concurrent calls, each in its own transactions: on PostgreSQL they interleave as separate processes would.
    const counts = await Promise.all([1, 2, 3].map(() => enqueueDueAlerts(t.ctx, t.clock.now())));
    const runsAfter = (await t.db.select().from(alertRuns)).length;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(runsAfter - runsBefore);
    expect(runsAfter - runsBefore).toBeGreaterThanOrEqual(racing.length);
    expect(await enqueueDueAlerts(t.ctx, t.clock.now())).toBe(0);
    for (const id of racing) expect(await runsOf(id)).toHaveLength(1);
    const made = await t.db.select().from(jobs).where(eq(jobs.kind, 'alert-run'));
    const racingRuns = await t.db.select().from(alertRuns);
    expect(new Set(racingRuns.map((r) => r.jobId)).size).toBe(racingRuns.length);
    expect(made.length).toBe(racingRuns.length);
    await t.ctx.jobs.drain();
  });
});
