import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { insertRunOnce, setRunStatus } from './alerts.repository';

// The alerts list's run columns (SPEC §2 /alerts): per alert how many runs it has, when the newest ran, and that
// run's result count, or its state while it is not finished. The runs are written straight into the database in
// the states wanted (the scheduler and the job that make them have tests of their own).

let t: TestApp;
let ada: string;
let bob: string;

const day = (n: number) => new Date(Date.parse('2026-05-01T06:00:00Z') + n * 86_400_000);

async function makeAlert(session: string, name: string, type = 1): Promise<number> {
  const body =
    type === 1
      ? { type, name, query: 'TAC=(cell)', schedule: { frequency: 'daily', hour: 6 } }
      : { type, name, ucids: ['EP-1000000-A1'], schedule: { frequency: 'daily', hour: 6 } };
  const response = await t.request({ method: 'POST', url: '/api/alerts', session, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A run of the period ending on `endDay`, left in `status` (finished ones with `count` results). */
async function addRun(
  alertId: number,
  endDay: number,
  status: 'pending' | 'running' | 'finished' | 'failed',
  count = 0,
) {
  const run = await insertRunOnce(t.db, {
    key: randomUUID(),
    alertId,
    periodStart: day(endDay - 1),
    periodEnd: day(endDay),
    createdAt: day(endDay),
  });
  if (!run) throw new Error('the period already had a run');
  await setRunStatus(t.db, run.id, {
    status,
    count: status === 'finished' ? count : null,
    error: status === 'failed' ? 'The search engine stopped.' : null,
    finishedAt: status === 'finished' || status === 'failed' ? day(endDay) : null,
  });
}

type Listed = {
  id: number;
  run_count: number;
  last_run_at: string | null;
  last_run_status: string | null;
  last_run_count: number | null;
};

async function listed(session: string, query = ''): Promise<Map<number, Omit<Listed, 'id'>>> {
  const response = await t.request({ method: 'GET', url: `/api/alerts${query}`, session });
  expect(response.statusCode).toBe(200);
  return new Map(
    (response.json().data as Listed[]).map(({ id, run_count, last_run_at, last_run_status, last_run_count }) => [
      id,
      { run_count, last_run_at, last_run_status, last_run_count },
    ]),
  );
}

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false });
  const acme = await createOrganization(t.db);
  ada = await t.signIn(await createUser(t.db, { organizationId: acme.id }));
  bob = await t.signIn(await createUser(t.db, { organizationId: acme.id }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/alerts, run columns', () => {
  it('counts each alert’s runs and shows its newest period’s run: count when finished, else its state', async () => {
    const finished = await makeAlert(ada, 'Finished');
    const failed = await makeAlert(ada, 'Failed');
    const running = await makeAlert(ada, 'Running');
    const never = await makeAlert(ada, 'Never run');
    const watched = await makeAlert(ada, 'Watched', 2);
    const bobs = await makeAlert(bob, 'Bob’s');
    // Written out of order: the newest is the latest period, not the latest row.
    await addRun(finished, 3, 'finished', 12);
    await addRun(finished, 1, 'finished', 40);
    await addRun(finished, 2, 'failed');
    await addRun(failed, 1, 'finished', 5);
    await addRun(failed, 2, 'failed');
    await addRun(running, 4, 'running');
    await addRun(watched, 2, 'pending');
    for (let n = 1; n <= 7; n++) await addRun(bobs, n, 'finished', n);

    const all = await listed(ada);
    expect([...all.keys()]).toEqual([finished, failed, running, never, watched]);
    expect(all.get(finished)).toEqual({
      run_count: 3,
      last_run_at: day(3).toISOString(),
      last_run_status: 'finished',
      last_run_count: 12,
    });
    expect(all.get(failed)).toEqual({
      run_count: 2,
      last_run_at: day(2).toISOString(),
      last_run_status: 'failed',
      last_run_count: null,
    });
    expect(all.get(running)).toEqual({
      run_count: 1,
      last_run_at: day(4).toISOString(),
      last_run_status: 'running',
      last_run_count: null,
    });
    expect(all.get(never)).toEqual({ run_count: 0, last_run_at: null, last_run_status: null, last_run_count: null });

    // One type only; another user's list counts only their runs.
    expect([...(await listed(ada, '?type=2')).entries()]).toEqual([
      [watched, { run_count: 1, last_run_at: day(2).toISOString(), last_run_status: 'pending', last_run_count: null }],
    ]);
    expect([...(await listed(bob)).entries()]).toEqual([
      [bobs, { run_count: 7, last_run_at: day(7).toISOString(), last_run_status: 'finished', last_run_count: 7 }],
    ]);

    // The single alert answers the same columns.
    const one = await t.request({ method: 'GET', url: `/api/alerts/${finished}`, session: ada });
    expect(one.json()).toMatchObject({ id: finished, run_count: 3, last_run_status: 'finished', last_run_count: 12 });
  });
});
