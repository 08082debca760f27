import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../db/schema';
import { createTestClock, type TestClock } from '../test/build-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import {
  deadLocalWorkers,
  JobDeferredError,
  type JobHandler,
  JobRunner,
  PermanentJobError,
  retryDelayMs,
  workerIdOf,
} from './job-runner';
import { createJob, getJobById, type JobRecord } from './jobs.repository';

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

function runner(handlers: Record<string, JobHandler>, options: { staleMs?: number } = {}): JobRunner {
  return new JobRunner({
    db: database.db,
    now: clock.now,
    logger: Fastify({ logger: false }).log,
    handlers,
    ...options,
  });
}

async function enqueue(kind: string, payload: Record<string, unknown> = {}, maxAttempts?: number): Promise<JobRecord> {
  return createJob(database.db, {
    kind,
    payload,
    createdBy: null,
    runAt: clock.now(),
    ...(maxAttempts !== undefined ? { maxAttempts } : {}),
  });
}

async function reload(job: JobRecord): Promise<JobRecord> {
  const row = await getJobById(database.db, job.id);
  if (!row) throw new Error(`job ${job.id} vanished`);
  return row;
}

describe('JobRunner', () => {
  it('runs due jobs oldest first, records the result and the last progress, and leaves other kinds alone', async () => {
    const order: unknown[] = [];
    const r = runner({
      echo: async (job, { report }) => {
        order.push(job.payload.n);
        report({ fraction: 1, n: job.payload.n });
        return { doubled: Number(job.payload.n) * 2 };
      },
    });
    const first = await enqueue('echo', { n: 1 });
    const second = await enqueue('echo', { n: 2 });
    const other = await enqueue('export', { n: 3 });
    expect(await r.drain()).toBe(2);
    expect(order).toEqual([1, 2]);
    expect(await reload(first)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: { doubled: 2 },
      progress: { fraction: 1, n: 1 },
      lockedBy: null,
    });
    expect((await reload(second)).result).toEqual({ doubled: 4 });
    expect((await reload(other)).status).toBe('queued');
  });

  it('two runners draining together run every job exactly once', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {};
    };
    const queued = await Promise.all(Array.from({ length: 12 }, (_, n) => enqueue('work', { n })));
    const [a, b] = await Promise.all([runner({ work: handler }).drain(), runner({ work: handler }).drain()]);
    expect(a + b).toBe(12);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(queued.length);
  });

  it('retries a failing job with growing delays and fails it for good after the last attempt', async () => {
    let calls = 0;
    const r = runner({
      flaky: async () => {
        calls++;
        throw new Error(`disk full (${calls})`);
      },
    });
    const job = await enqueue('flaky', {}, 3);
    await r.drain();
    let row = await reload(job);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'disk full (1)' });
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(1));
    // Not due yet: nothing runs.
    expect(await r.drain()).toBe(0);
    clock.advanceSeconds(retryDelayMs(1) / 1000);
    await r.drain();
    row = await reload(job);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(2));
    clock.advanceSeconds(retryDelayMs(2) / 1000);
    await r.drain();
    row = await reload(job);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'disk full (3)' });
    expect(row.finishedAt).toEqual(clock.now());
    expect(calls).toBe(3);
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(20)]).toEqual([30_000, 60_000, 3_600_000]);
  });

  it('fails at once on a permanent error, and on a kind nobody handles', async () => {
    const r = runner({
      bad: async () => {
        throw new PermanentJobError('The file is not a patent format.');
      },
    });
    const job = await enqueue('bad');
    await r.drain();
    expect(await reload(job)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'The file is not a patent format.',
    });
  });

  it('puts a deferred job back without using an attempt, and runs it when due', async () => {
    let busy = true;
    const r = runner({
      needsIndex: async () => {
        if (busy) throw new JobDeferredError('The index is busy.', 15_000);
        return { done: true };
      },
    });
    const job = await enqueue('needsIndex', {}, 1);
    await r.drain();
    expect(await reload(job)).toMatchObject({ status: 'queued', attempts: 0, error: 'The index is busy.' });
    busy = false;
    clock.advanceSeconds(15);
    await r.drain();
    expect(await reload(job)).toMatchObject({ status: 'succeeded', attempts: 1, result: { done: true } });
  });

  it('takes back a job whose worker died (no heartbeat) and runs it again', async () => {
    const job = await enqueue('work');
    // A worker of another process claimed it, then the process was killed.
    await database.db.update(jobsTable).set({
      status: 'running',
      lockedBy: 'worker-dead',
      attempts: 1,
      heartbeatAt: new Date(clock.now().getTime() - 120_000),
    });
    const r = runner({ work: async () => ({ rescued: true }) }, { staleMs: 60_000 });
    expect(await r.drain()).toBe(1);
    expect(await reload(job)).toMatchObject({ status: 'succeeded', attempts: 2, result: { rescued: true } });
  });

  it('takes back at once, heartbeat still fresh, a job whose server on this machine was killed', async () => {
    // A real process that has exited: its pid names a dead server.
    const child = spawn(process.execPath, ['-e', '']);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    const host = hostname();
    const dead = workerIdOf(host, child.pid!);
    const alive = workerIdOf(host, process.ppid);
    const remote = workerIdOf('another-machine', child.pid!);
    const fresh = clock.now();
    const jobs = [];
    for (const lockedBy of [dead, alive, remote]) {
      const job = await enqueue('work', { lockedBy });
      await database.db
        .update(jobsTable)
        .set({ status: 'running', lockedBy, attempts: 1, heartbeatAt: fresh })
        .where(eq(jobsTable.id, job.id));
      jobs.push(job);
    }
    expect(deadLocalWorkers([dead, alive, remote, 'worker-old-style'])).toEqual([dead]);
    const r = runner({ work: async () => ({ rescued: true }) }, { staleMs: 60_000 });
    expect(await r.drain()).toBe(1);
    expect(await reload(jobs[0]!)).toMatchObject({ status: 'succeeded', attempts: 2, result: { rescued: true } });
    // A live process's job, and another machine's with a fresh heartbeat, are left to their workers.
    expect(await reload(jobs[1]!)).toMatchObject({ status: 'running', lockedBy: alive });
    expect(await reload(jobs[2]!)).toMatchObject({ status: 'running', lockedBy: remote });
  });

  it('stopping the runner interrupts the running job and returns it to the queue unharmed', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const r = runner({
      long: (_job, { signal }) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('interrupted')));
        }),
    });
    const job = await enqueue('long');
    r.start();
    await running;
    await r.stop();
    expect(await reload(job)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });
});
