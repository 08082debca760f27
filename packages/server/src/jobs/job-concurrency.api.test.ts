import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../db/schema';
import { createTestClock, type TestClock } from '../test/build-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { JobRunner } from './job-runner';
import { latch, reloadJob, testRunner } from './job-runner-test-support';
import { createJob, type JobRecord } from './jobs.repository';

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
  clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
});

const KINDS = {
  addAll: { concurrency: 1, priority: 'interactive' },
  alertRun: { concurrency: 1, priority: 'scheduled' },
  ingest: { concurrency: 1, priority: 'bulk' },
} as const;

async function enqueue(runner: JobRunner, kind: string, payload: Record<string, unknown> = {}): Promise<JobRecord> {
  const job = await createJob(database.db, {
    kind,
    payload,
    createdBy: null,
    runAt: clock.now(),
    priority: runner.priorityOf(kind),
  });
  // Distinct creation times, so "oldest first" has something to order by.
  clock.advanceSeconds(1);
  return job;
}

describe('JobRunner priorities', () => {
  it('claims interactive before scheduled before bulk, oldest first within a priority', async () => {
    const order: string[] = [];
    const record = async (job: JobRecord) => {
      order.push(`${job.kind}:${job.payload.n}`);
      return {};
    };
    const runner = testRunner(
      database.db,
      clock.now,
      { addAll: record, alertRun: record, ingest: record },
      { kinds: KINDS, maxConcurrent: 1 },
    );
    await enqueue(runner, 'ingest', { n: 1 });
    await enqueue(runner, 'alertRun', { n: 1 });
    await enqueue(runner, 'addAll', { n: 1 });
    await enqueue(runner, 'ingest', { n: 2 });
    await enqueue(runner, 'addAll', { n: 2 });
    expect(await runner.drain()).toBe(5);
    expect(order).toEqual(['addAll:1', 'addAll:2', 'alertRun:1', 'ingest:1', 'ingest:2']);
  });

  it('stores the priority on the row, and a kind without config gets "scheduled"', async () => {
    const runner = testRunner(database.db, clock.now, {}, { kinds: KINDS });
    expect((await enqueue(runner, 'addAll')).priority).toBe(0);
    expect((await enqueue(runner, 'unknown')).priority).toBe(1);
    expect((await enqueue(runner, 'ingest')).priority).toBe(2);
  });
});

describe('JobRunner concurrency', () => {
  it('runs an interactive job while a long bulk job holds its slot; other background jobs wait', async () => {
    const events: string[] = [];
    const ingestStarted = latch();
    const ingestMayFinish = latch();
    let seenWhileInteractiveRan: Record<string, string> = {};
    const queued: Record<string, JobRecord> = {};
    // The add-all's end is seen from its handler; the runner must not wait for the ingest to get there.
    const addAllDone = latch();
    const runner = testRunner(
      database.db,
      clock.now,
      {
        ingest: async (job) => {
          events.push(`ingest ${job.payload.n} started`);
          ingestStarted.resolve();
          await ingestMayFinish.promise;
          events.push(`ingest ${job.payload.n} finished`);
          return {};
        },
        alertRun: async () => {
          events.push('alert run');
          return {};
        },
        addAll: async () => {
          events.push('add-all');
          seenWhileInteractiveRan = Object.fromEntries(
            await Promise.all(
              Object.entries(queued).map(async ([name, job]) => [name, (await reloadJob(database.db, job)).status]),
            ),
          );
          addAllDone.resolve();
          return {};
        },
      },
      { kinds: KINDS, maxConcurrent: 2 },
    );
    queued.ingest1 = await enqueue(runner, 'ingest', { n: 1 });
    // The test's own drain, the runner not started: it waits while the ingest runs, and a wake makes it claim.
    const drained = runner.drain();
    await ingestStarted.promise;
    queued.ingest2 = await enqueue(runner, 'ingest', { n: 2 });
    queued.alertRun = await enqueue(runner, 'alertRun');
    const addAll = await enqueue(runner, 'addAll');
    runner.wake();
    await addAllDone.promise;
    expect(events).toEqual(['ingest 1 started', 'add-all']);
    // While the add-all ran, the first ingest still held its slot and the other background jobs waited: the bulk
    // kind's own limit for the second ingest, the slot kept for interactive jobs for the alert run.
    expect(seenWhileInteractiveRan).toEqual({ ingest1: 'running', ingest2: 'queued', alertRun: 'queued' });
    ingestMayFinish.resolve();
    expect(await drained).toBe(4);
    expect(events.slice(0, 3)).toEqual(['ingest 1 started', 'add-all', 'ingest 1 finished']);
    // Then the scheduled job before the second bulk one.
    expect(events.slice(3)).toEqual(['alert run', 'ingest 2 started', 'ingest 2 finished']);
    for (const job of [...Object.values(queued), addAll])
      expect((await reloadJob(database.db, job)).status).toBe('succeeded');
  });

  it('runs jobs of one kind side by side up to its concurrency', async () => {
    const bothStarted = latch();
    const release = latch();
    let running = 0;
    let most = 0;
    const runner = testRunner(
      database.db,
      clock.now,
      {
        thumbnail: async () => {
          running++;
          most = Math.max(most, running);
          if (running === 2) bothStarted.resolve();
          await release.promise;
          running--;
          return {};
        },
      },
      { kinds: { thumbnail: { concurrency: 2, priority: 'interactive' } }, maxConcurrent: 4 },
    );
    for (let n = 0; n < 3; n++) await enqueue(runner, 'thumbnail', { n });
    const drained = runner.drain();
    // Resolves only if two handlers are inside at once; with one slot this would time out and fail.
    await bothStarted.promise;
    release.resolve();
    expect(await drained).toBe(3);
    expect(most).toBe(2);
  });
});
