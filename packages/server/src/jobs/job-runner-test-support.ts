// Shared by the job runner's test files: a runner on the test database and clock, and a latch a handler waits on.

import Fastify from 'fastify';
import type { Database } from '../db/client';
import { type JobHandler, JobRunner, type JobRunnerOptions } from './job-runner';
import { getJobById, type JobRecord } from './jobs.repository';

export function testRunner(
  db: Database,
  now: () => Date,
  handlers: Record<string, JobHandler>,
  options: Partial<JobRunnerOptions> = {},
): JobRunner {
  return new JobRunner({ db, now, logger: Fastify({ logger: false }).log, handlers, ...options });
}

/** A promise with its resolve handle outside: a handler awaits `promise`, the test calls `resolve`. */
export type Latch = { promise: Promise<void>; resolve: () => void };

export function latch(): Latch {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export async function reloadJob(db: Database, job: JobRecord): Promise<JobRecord> {
  const row = await getJobById(db, job.id);
  if (!row) throw new Error(`job ${job.id} vanished`);
  return row;
}
