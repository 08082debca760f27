import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../db/schema';
import { createTestClock, type TestClock } from '../test/build-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { JobHandler, JobRunner } from './job-runner';
import { testRunner } from './job-runner-test-support';
import type { JobSchedule } from './job-schedules';
import { createJob } from './jobs.repository';

let database: TestDatabase;
let clock: TestClock;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(jobsTable);
  clock = createTestClock(new Date('2026-03-01T10:20:00Z'));
});

const DIGEST: JobSchedule = { name: 'digest', cron: '0 * * * *', kind: 'digest', payload: { scope: 'all' } };

/** A fresh runner, as a restarted or second server process would have: nothing remembered between them. */
function scheduledRunner(handler: JobHandler): JobRunner {
  return testRunner(database.db, clock.now, { digest: handler }, { schedules: [DIGEST] });
}

async function allJobs() {
  return database.db.select().from(jobsTable).orderBy(asc(jobsTable.id));
}

describe('job schedules', () => {
  it('enqueue and run each period exactly once, however many runners poll it', async () => {
    const periods: unknown[] = [];
    const handler: JobHandler = async (job) => {
      periods.push(job.payload.schedule);
      return {};
    };
    // Two runners (two server processes) tick together, several times within each period.
    for (const minutes of [0, 10, 35, 40, 50, 60]) {
      clock.set(new Date(Date.parse('2026-03-01T10:20:00Z') + minutes * 60_000));
      await Promise.all([scheduledRunner(handler).drain(), scheduledRunner(handler).drain()]);
    }
    const rows = await allJobs();
    expect(rows.map((row) => [row.uniqueKey, row.status, row.payload.scope])).toEqual([
      ['schedule:digest:2026-03-01T10:00:00.000Z', 'succeeded', 'all'],
      ['schedule:digest:2026-03-01T11:00:00.000Z', 'succeeded', 'all'],
    ]);
    expect(periods).toEqual([
      { name: 'digest', periodStart: '2026-03-01T10:00:00.000Z' },
      { name: 'digest', periodStart: '2026-03-01T11:00:00.000Z' },
    ]);
  });

  it('runs a period missed while the server was down once on the next start: only the latest one', async () => {
    const handler: JobHandler = async () => ({});
    await scheduledRunner(handler).drain();
    // Down from 10:20 until 15:20: the 11:00 to 14:00 ticks were missed.
    clock.set(new Date('2026-03-01T15:20:00Z'));
    const restarted = scheduledRunner(handler);
    expect(await restarted.drain()).toBe(1);
    expect((await allJobs()).map((row) => row.uniqueKey)).toEqual([
      'schedule:digest:2026-03-01T10:00:00.000Z',
      'schedule:digest:2026-03-01T15:00:00.000Z',
    ]);
    // The same runner polling again in the period adds nothing.
    clock.advanceMinutes(30);
    expect(await restarted.drain()).toBe(0);
  });

  it('retries a failed scheduled run, shows it failed once attempts are spent, and still runs the next period', async () => {
    let calls = 0;
    const failing: JobHandler = async () => {
      calls++;
      throw new Error('mail server refused');
    };
    const runner = testRunner(
      database.db,
      clock.now,
      { digest: failing },
      { schedules: [{ ...DIGEST, name: 'flaky' }] },
    );
    await runner.drain();
    let [row] = await allJobs();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'mail server refused' });
    clock.advanceSeconds(30);
    await runner.drain();
    clock.advanceSeconds(60);
    await runner.drain();
    [row] = await allJobs();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'mail server refused' });
    expect(calls).toBe(3);
    clock.set(new Date('2026-03-01T11:00:00Z'));
    await runner.drain();
    expect((await allJobs()).map((job) => [job.uniqueKey, job.attempts])).toEqual([
      ['schedule:flaky:2026-03-01T10:00:00.000Z', 3],
      ['schedule:flaky:2026-03-01T11:00:00.000Z', 1],
    ]);
  });

  it('createJob with a unique key queues one job, however many callers race for it', async () => {
    const key = 'alert-run:42:2026-03-01T10:00:00.000Z';
    const made = await Promise.all(
      Array.from({ length: 5 }, () =>
        createJob(database.db, { kind: 'alert-run', payload: {}, createdBy: null, runAt: clock.now(), uniqueKey: key }),
      ),
    );
    expect(new Set(made.map((job) => job.publicId)).size).toBe(1);
    expect((await allJobs()).map((row) => row.uniqueKey)).toEqual([key]);
    // Jobs without a key never collide.
    await createJob(database.db, { kind: 'alert-run', payload: {}, createdBy: null, runAt: clock.now() });
    await createJob(database.db, { kind: 'alert-run', payload: {}, createdBy: null, runAt: clock.now() });
    expect(await allJobs()).toHaveLength(3);
  });

  it('refuses two schedules of one name and a bad cron expression when the runner is built', () => {
    expect(() => testRunner(database.db, clock.now, {}, { schedules: [DIGEST, DIGEST] })).toThrow(/named "digest"/);
    expect(() => testRunner(database.db, clock.now, {}, { schedules: [{ ...DIGEST, cron: '61 * * * *' }] })).toThrow();
  });
});
