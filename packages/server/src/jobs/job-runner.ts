import { hostname } from 'node:os';
// Runs background jobs inside the server process (DESIGN.md §6). One job at a time per runner: the jobs we have
// (ingestion, later exports and alert runs) are heavy and mostly run in child processes, so a queue that drains
// steadily is worth more than parallelism on a 2-core machine. Several server processes may each run a runner on
// the same PostgreSQL; `claimNextJob` keeps them from taking the same job.

import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  beatJob,
  claimNextJob,
  failJob,
  finishJob,
  type JobRecord,
  listRunningWorkers,
  releaseJob,
  requeueJobsOfWorkers,
  requeueStaleJobs,
} from './jobs.repository';

/** What a handler gets besides the job: a way to report progress, and a signal that fires when the server stops. */
export type JobContext = {
  readonly report: (progress: Record<string, unknown>) => void;
  readonly signal: AbortSignal;
};

/** Does the work of one job kind; returns the job's result, or throws to fail the attempt. */
export type JobHandler = (job: JobRecord, context: JobContext) => Promise<Record<string, unknown>>;

/** A failure that retrying cannot fix (bad input): the job fails at once, whatever attempts remain. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A job that could not start for now (a resource is busy): it goes back to the queue without using an attempt. */
export class JobDeferredError extends Error {
  override name = 'JobDeferredError';
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

export type JobRunnerOptions = {
  readonly db: Database;
  readonly now: () => Date;
  readonly logger: FastifyBaseLogger;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** How often to look for due jobs when nothing woke the runner (default 1 s). */
  readonly pollMs?: number;
  /** How often a running job beats and saves its progress (default 2 s). */
  readonly heartbeatMs?: number;
  /** A running job without a beat for this long belongs to a dead worker (default 60 s). */
  readonly staleMs?: number;
};

/** A worker's name says where it runs: `worker-<host>-<pid>-<random>`. */
export function workerIdOf(host: string, pid: number): string {
  return `worker-${host}-${pid}-${randomBytes(4).toString('hex')}`;
}

/** Whether a process of this machine is alive (signal 0 checks without signalling). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Of the workers holding running jobs, those of this machine whose process is gone: a server killed mid-job and
 * started again hands its jobs back at once instead of waiting for them to go stale. Workers of other machines
 * (several servers on one PostgreSQL) are judged by their heartbeat alone.
 */
export function deadLocalWorkers(workerIds: readonly string[]): string[] {
  const host = hostname();
  return workerIds.filter((id) => {
    const match = /^worker-(.+)-(\d+)-[0-9a-f]{8}$/.exec(id);
    if (!match || match[1] !== host) return false;
    const pid = Number(match[2]);
    return pid !== process.pid && !processAlive(pid);
  });
}

/** Delay before retry n (1-based): 30 s, 1 min, 2 min ... at most 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export class JobRunner {
  readonly workerId = workerIdOf(hostname(), process.pid);
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wakeAgain = false;
  private stopped = true;
  private readonly abort = new AbortController();

  constructor(private readonly options: JobRunnerOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? 2000;
    this.staleMs = options.staleMs ?? 60_000;
  }

  private get kinds(): string[] {
    return Object.keys(this.options.handlers);
  }

  /** Starts polling; jobs left running by a dead worker go back to the queue first. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks for due jobs now (after enqueueing one, say) instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.wakeAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.loop = this.drain()
      .then(() => {})
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'job runner failed to poll'))
      .finally(() => {
        this.loop = null;
        if (this.stopped) return;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        } else this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
  }

  /** Stops taking jobs, asks the running one to stop, and waits for it; an interrupted job goes back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.loop;
  }

  /** Runs due jobs until none is left (also what tests call to run the queue deterministically). */
  async drain(): Promise<number> {
    const now = this.options.now();
    await requeueJobsOfWorkers(this.options.db, deadLocalWorkers(await listRunningWorkers(this.options.db)), now);
    await requeueStaleJobs(this.options.db, new Date(now.getTime() - this.staleMs), now);
    let ran = 0;
    while (!this.abort.signal.aborted) {
      const job = await claimNextJob(this.options.db, this.kinds, this.workerId, this.options.now());
      if (!job) break;
      await this.run(job);
      ran++;
    }
    return ran;
  }

  private async run(job: JobRecord): Promise<void> {
    const { db, now, logger } = this.options;
    const handler = this.options.handlers[job.kind];
    let latest: Record<string, unknown> | null = null;
    const beat = setInterval(() => {
      void beatJob(db, job.id, this.workerId, latest, now()).catch(() => {});
    }, this.heartbeatMs);
    try {
      if (!handler) throw new PermanentJobError(`No handler for job kind "${job.kind}".`);
      const result = await handler(job, { report: (progress) => (latest = progress), signal: this.abort.signal });
      if (latest) await beatJob(db, job.id, this.workerId, latest, now());
      await finishJob(db, job.id, this.workerId, result, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.abort.signal.aborted || error instanceof JobDeferredError) {
        const after = error instanceof JobDeferredError ? error.retryAfterMs : 0;
        await releaseJob(db, job.id, this.workerId, message, new Date(now().getTime() + after));
      } else {
        logger.warn({ job: job.id, kind: job.kind, err: error }, 'job attempt failed');
        const retryAt =
          error instanceof PermanentJobError ? null : new Date(now().getTime() + retryDelayMs(job.attempts));
        await failJob(db, job.id, this.workerId, message, retryAt, now());
      }
    } finally {
      clearInterval(beat);
    }
  }
}
