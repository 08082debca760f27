// Runs background jobs inside the server process (DESIGN.md §6). Each kind has its own concurrency and priority,
// so an interactive job (a folder add-all, an export) runs beside a long ingest instead of waiting for it; the
// total is capped for a 2-core machine, and one slot is kept for interactive kinds. Cron-style schedules enqueue a
// job per period (job-schedules.ts). Several server processes may each run a runner on the same database:
// `claimNextJob` keeps them from taking the same job, unique keys from enqueueing a period twice. Concurrency
// limits are per runner (per process). Why ours and not pg-boss: README.md beside this file.

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { DEFAULT_JOB_PRIORITY, type JobPriority } from './job-priority';
import { type JobSchedule, ScheduleEnqueuer } from './job-schedules';
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

export type JobKindConfig = { readonly concurrency?: number; readonly priority?: JobPriority };

export type JobRunnerOptions = {
  readonly db: Database;
  readonly now: () => Date;
  readonly logger: FastifyBaseLogger;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** Concurrency (default 1) and priority (default 'scheduled') of each kind. */
  readonly kinds?: Readonly<Record<string, JobKindConfig>>;
  /** Most jobs running at once in this runner, all kinds together (default 2). */
  readonly maxConcurrent?: number;
  /** Jobs enqueued once per cron period. */
  readonly schedules?: readonly JobSchedule[];
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

type RunningJob = { readonly kind: string; readonly interactive: boolean; readonly done: Promise<void> };

export class JobRunner {
  readonly workerId = workerIdOf(hostname(), process.pid);
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private readonly maxConcurrent: number;
  private readonly schedules: ScheduleEnqueuer;
  private readonly running = new Map<number, RunningJob>();
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<number> | null = null;
  /** The drain in progress: one at a time, since they share the running jobs and their slots. */
  private draining: Promise<number> | null = null;
  private wakeAgain = false;
  /** Ends the current wait of a draining loop early (a job was enqueued, or the runner stops). */
  private interruptWait: (() => void) | null = null;
  private stopped = true;
  /** Set when a job ends; `startDueJobs` clears it first, so it says whether a slot freed up during a claim. */
  private endedWhileClaiming = false;
  private readonly abort = new AbortController();

  constructor(private readonly options: JobRunnerOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? 2000;
    this.staleMs = options.staleMs ?? 60_000;
    this.maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
    this.schedules = new ScheduleEnqueuer(options.schedules ?? [], (kind) => this.priorityOf(kind));
  }

  private get kinds(): string[] {
    return Object.keys(this.options.handlers);
  }

  /** The priority jobs of `kind` are queued with (what callers pass to `createJob`). */
  priorityOf(kind: string): JobPriority {
    return this.options.kinds?.[kind]?.priority ?? DEFAULT_JOB_PRIORITY;
  }

  private concurrencyOf(kind: string): number {
    return Math.max(1, this.options.kinds?.[kind]?.concurrency ?? 1);
  }

  /**
   * Kinds this runner may start a job of now: under their own concurrency and under the total; kinds that are not
   * interactive share all slots but one, so an interactive job never waits for a long scheduled or bulk one.
   */
  private startableKinds(): string[] {
    if (this.running.size >= this.maxConcurrent) return [];
    const runningOf = (kind: string) => [...this.running.values()].filter((job) => job.kind === kind).length;
    const background = [...this.running.values()].filter((job) => !job.interactive).length;
    const backgroundSlots = this.maxConcurrent > 1 ? this.maxConcurrent - 1 : 1;
    return this.kinds.filter(
      (kind) =>
        runningOf(kind) < this.concurrencyOf(kind) &&
        (this.priorityOf(kind) === 'interactive' || background < backgroundSlots),
    );
  }

  /** Starts polling; jobs left running by a dead worker go back to the queue first. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks for due jobs now (after enqueueing one, say) instead of at the next poll. */
  wake(): void {
    // A drain in progress (the polling loop's, or a test's) may be waiting for a long job: have it claim now.
    if (this.draining) {
      this.wakeAgain = true;
      this.interruptWait?.();
    }
    if (this.stopped || this.loop) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.wakeAgain = false;
    this.loop = this.drain()
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'job runner failed to poll');
        return 0;
      })
      .finally(() => {
        this.loop = null;
        if (this.stopped) return;
        if (this.wakeAgain) this.wake();
        else this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
  }

  /** Stops taking jobs, asks the running ones to stop, and waits for them; interrupted jobs go back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    this.interruptWait?.();
    await this.loop;
    await this.draining?.catch(() => 0);
    await Promise.all([...this.running.values()].map((job) => job.done));
  }

  /** Requeues the jobs of dead workers and enqueues the schedules' current periods. */
  private async housekeep(): Promise<void> {
    const { db, now } = this.options;
    const at = now();
    await requeueJobsOfWorkers(db, deadLocalWorkers(await listRunningWorkers(db)), at);
    await requeueStaleJobs(db, new Date(at.getTime() - this.staleMs), at);
    await this.schedules.enqueueDue(db, at);
  }

  /**
   * Runs due jobs, several at once within the limits, until none is left and none runs (also what tests call to
   * run the queue deterministically). Returns how many jobs it started.
   */
  async drain(): Promise<number> {
    // Another drain is running: let it finish, then drain what is left (it may have just missed a new job).
    while (this.draining) {
      this.interruptWait?.();
      await this.draining.catch(() => 0);
    }
    this.draining = this.drainNow();
    try {
      return await this.draining;
    } finally {
      this.draining = null;
    }
  }

  private async drainNow(): Promise<number> {
    await this.housekeep();
    let started = 0;
    while (!this.abort.signal.aborted) {
      started += await this.startDueJobs();
      // A job that ended while we claimed freed a slot we did not offer: claim again before waiting or leaving.
      if (this.endedWhileClaiming) continue;
      if (this.running.size === 0) break;
      if ((await this.nextEvent()) === 'poll') await this.housekeep();
    }
    return started;
  }

  /** Claims and starts jobs while a slot is free and a job is due; returns how many it started. */
  private async startDueJobs(): Promise<number> {
    let started = 0;
    this.endedWhileClaiming = false;
    while (!this.abort.signal.aborted) {
      const kinds = this.startableKinds();
      if (kinds.length === 0) break;
      const job = await claimNextJob(this.options.db, kinds, this.workerId, this.options.now());
      if (!job) break;
      const done = this.run(job).finally(() => {
        this.running.delete(job.id);
        this.endedWhileClaiming = true;
      });
      this.running.set(job.id, { kind: job.kind, interactive: this.priorityOf(job.kind) === 'interactive', done });
      started++;
    }
    return started;
  }

  /** Waits until a running job ends, someone wakes the runner, or it is time to poll again. */
  private async nextEvent(): Promise<'ended' | 'woken' | 'poll'> {
    // A wake that came while jobs were being claimed (not waited for) still counts.
    if (this.wakeAgain) {
      this.wakeAgain = false;
      return 'woken';
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      // Every wait races all running jobs; they are few (the total is capped), so this stays cheap.
      return await Promise.race([
        ...[...this.running.values()].map((job) => job.done.then(() => 'ended' as const)),
        new Promise<'woken'>((resolve) => {
          this.interruptWait = () => resolve('woken');
        }),
        new Promise<'poll'>((resolve) => {
          timer = setTimeout(() => resolve('poll'), this.pollMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      this.interruptWait = null;
      this.wakeAgain = false;
    }
  }

  /** Runs one claimed job to its end; never rejects (a failure to record the outcome is logged). */
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
      await this.recordFailure(job, error).catch((recordError: unknown) =>
        logger.error({ job: job.id, err: recordError }, 'could not record a failed job attempt'),
      );
    } finally {
      clearInterval(beat);
    }
  }

  private async recordFailure(job: JobRecord, error: unknown): Promise<void> {
    const { db, now, logger } = this.options;
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
  }
}
