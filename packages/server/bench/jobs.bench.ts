// The job queue's own cost: `node --import tsx packages/server/bench/jobs.bench.ts [--jobs N]`.
// On a fresh database of each driver: enqueue N small jobs one by one, then let a started runner claim and finish
// them all (the handler does nothing, so the figure is the queue's overhead alone); then the claim latency, from
// `createJob` + `wake()` to the handler starting, on an idle runner. These are the figures the pg-boss comparison
// in src/jobs/README.md was made with.

import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { postgresReachable } from '../../../test/environment';
import { JobRunner } from '../src/jobs/job-runner';
import { createJob } from '../src/jobs/jobs.repository';
import { createTestDatabase, type TestDatabaseDriver } from '../src/test/test-database';

function parseJobs(argv: readonly string[]): number {
  const at = argv.indexOf('--jobs');
  const n = at < 0 ? 2000 : Number(argv[at + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error('--jobs needs a positive integer');
  return n;
}

async function measure(driver: TestDatabaseDriver, count: number) {
  const test = await createTestDatabase({ driver });
  try {
    let done = 0;
    let allDone!: () => void;
    const finished = new Promise<void>((resolve) => {
      allDone = resolve;
    });
    let started: (() => void) | null = null;
    const runner = new JobRunner({
      db: test.db,
      now: () => new Date(),
      logger: Fastify({ logger: false }).log,
      handlers: {
        small: async () => {
          if (++done === count) allDone();
          return {};
        },
        probe: async () => {
          started?.();
          return {};
        },
      },
    });
    let at = performance.now();
    for (let i = 0; i < count; i++)
      await createJob(test.db, { kind: 'small', payload: { i }, createdBy: null, runAt: new Date() });
    const enqueueMs = performance.now() - at;
    at = performance.now();
    runner.start();
    await finished;
    const completeMs = performance.now() - at;
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const seen = new Promise<void>((resolve) => {
        started = resolve;
      });
      const sent = performance.now();
      await createJob(test.db, { kind: 'probe', payload: {}, createdBy: null, runAt: new Date() });
      runner.wake();
      await seen;
      latencies.push(performance.now() - sent);
    }
    await runner.stop();
    latencies.sort((a, b) => a - b);
    return {
      driver,
      jobs: count,
      enqueueMs: Math.round(enqueueMs),
      enqueuePerS: Math.round(count / (enqueueMs / 1000)),
      completeMs: Math.round(completeMs),
      completePerS: Math.round(count / (completeMs / 1000)),
      claimLatencyMedianMs: Number(latencies[5]!.toFixed(1)),
      claimLatencyMaxMs: Number(latencies[9]!.toFixed(1)),
    };
  } finally {
    await test.close();
  }
}

const count = parseJobs(process.argv);
const rows = [await measure('pglite', count)];
if (await postgresReachable()) rows.push(await measure('postgres', count));
else console.warn('PostgreSQL is not reachable: measured on PGlite only.');
console.table(rows);
