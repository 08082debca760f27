import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { DATA } from '../search/search-test-support';
import { watchedPatentChanges } from '../watched-patents/watched-changes';
import { ALERTS_DUE_SCHEDULE } from './alert-runs.service';

// The parts of monitoring joined up, as the server runs them: the hourly schedule finds the due alerts and
// enqueues their runs, a watched-patents alert's run holds the watched patents that changed, and every finished
// run is mailed to its owner and recipients, with the changes and the top results.

const OPS_FAMILY = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_legal');
const EP = join(DATA, 'ep-fulltext');

let t: TestApp;
let ada: string;
let adaUser: Awaited<ReturnType<typeof createUser>>;
let ucidsOfFamily: string[];

async function ingest(paths: string[], at: string) {
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await ingestPaths(paths, { writer, directory: dir, ingestedAt: at });
  await writer.close();
  t.ctx.patents.invalidate();
}

async function search(q: string): Promise<string[]> {
  const response = await t.request({
    method: 'POST',
    url: '/api/patents/search/browse',
    session: ada,
    body: { q, rows: 500, fl: ['ucid'], facets: [], grouped_by: 'none' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().docs.map((d: { ucid: string }) => d.ucid);
}

async function makeAlert(body: Record<string, unknown>): Promise<number> {
  const response = await t.request({ method: 'POST', url: '/api/alerts', session: ada, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** Moves the clock (hours at a time, past the session's idle limit) and signs in again. */
async function at(iso: string) {
  t.clock.set(new Date(iso));
  ada = await t.signIn(adaUser);
}

async function alertIds(): Promise<{ query: number; watched: number }> {
  const response = await t.request({ method: 'GET', url: '/api/alerts', session: ada });
  const alerts = response.json().data as { id: number; type: number }[];
  return { query: alerts.find((a) => a.type === 1)!.id, watched: alerts.find((a) => a.type === 2)!.id };
}

async function runsOf(alertId: number) {
  const response = await t.request({ method: 'GET', url: `/api/alerts/${alertId}/alert_runs`, session: ada });
  expect(response.statusCode).toBe(200);
  return response.json() as { key: string; status: string; count: number | null; error: string | null }[];
}

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1, jobSchedules: [ALERTS_DUE_SCHEDULE] });
  t.clock.set(new Date('2026-03-01T02:00:00Z'));
  const org = await createOrganization(t.db);
  adaUser = await createUser(t.db, { organizationId: org.id, firstName: 'Ada' });
  const bob = await createUser(t.db, { organizationId: org.id, firstName: 'Bob' });
  ada = await t.signIn(adaUser);
  await ingest([OPS_FAMILY, EP], '2026-03-01T03:00:00.000Z');
  ucidsOfFamily = await search('CC=EP');
  const daily = { frequency: 'daily', hour: 6 };
  const recipients = { user_ids: [bob.id], emails: ['partner@example.org'] };
  await makeAlert({ type: 1, name: 'New EP', query: 'CC=EP', schedule: daily, recipients });
  await makeAlert({ type: 2, name: 'Watched EP', ucids: ucidsOfFamily, schedule: daily });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('monitoring, joined up', () => {
  it('the hourly schedule runs each due alert once, and a watched-patents run holds the changed patents', async () => {
    const { query, watched } = await alertIds();
    // Before six nothing is due; the schedule's job runs and finds nothing.
    await t.ctx.jobs.drain();
    expect(await runsOf(query)).toEqual([]);

    await at('2026-03-01T07:10:00Z');
    await t.ctx.jobs.drain();
    const [queryRun] = await runsOf(query);
    expect(queryRun).toMatchObject({ status: 'finished', count: ucidsOfFamily.length });
    const [watchedRun] = await runsOf(watched);
    expect(watchedRun?.status, watchedRun?.error ?? '').toBe('finished');
    const changed = new Set(
      (
        await watchedPatentChanges(
          t.ctx,
          ucidsOfFamily,
          new Date('2026-02-28T06:00:00Z'),
          new Date('2026-03-01T06:00:00Z'),
        )
      ).map((c) => c.ucid),
    );
    expect(changed.size).toBeGreaterThan(0);
    expect(watchedRun?.count).toBe(changed.size);

    // The same hour again, and the next hour: no second run of the period.
    await t.ctx.jobs.drain();
    await at('2026-03-01T08:10:00Z');
    await t.ctx.jobs.drain();
    expect(await runsOf(query)).toHaveLength(1);
    expect(await runsOf(watched)).toHaveLength(1);
  });

  it('mails each finished run to the owner and its recipients, with the results, the changes and the run link', async () => {
    const mails = await t.readMails();
    const [queryRun] = await runsOf((await alertIds()).query);
    const aboutQuery = mails.filter((m) => m.subject.includes('New EP'));
    expect(aboutQuery.map((m) => m.to).sort()).toEqual(
      expect.arrayContaining([expect.stringContaining('partner@example.org')]),
    );
    expect(aboutQuery).toHaveLength(3);
    const one = aboutQuery[0]!;
    expect(one.decoded).toContain(`/alert_runs/${queryRun!.key}`);
    // The top results link to their document pages.
    expect(ucidsOfFamily.filter((ucid) => one.decoded.includes(`/patent/${ucid}`)).length).toBeGreaterThan(0);
    const aboutWatched = mails.filter((m) => m.subject.includes('Watched EP'));
    expect(aboutWatched).toHaveLength(1);
    expect(aboutWatched[0]!.decoded).toMatch(/Legal event|Grant|Lapse|Opposition|Expiry|New family member|Newly cited/);
  });
});
