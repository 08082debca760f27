import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/client';
import { jobs, users } from '../db/schema';
import { DEFAULT_JOB_PRIORITY, type JobPriority, priorityRank } from './job-priority';

export type JobRecord = typeof jobs.$inferSelect;
export type JobStatus = JobRecord['status'];

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  createdBy: number | null;
  maxAttempts?: number;
  runAt: Date;
  /** Claim order when workers are scarce (default 'scheduled'); a runner's `priorityOf(kind)` gives a kind's. */
  priority?: JobPriority;
  /** A job that must exist at most once: a second `createJob` with the same key returns the first job. */
  uniqueKey?: string;
};

function newJobRow(job: NewJob) {
  return {
    publicId: randomUUID(),
    kind: job.kind,
    payload: job.payload,
    createdBy: job.createdBy,
    runAt: job.runAt,
    createdAt: job.runAt,
    priority: priorityRank(job.priority ?? DEFAULT_JOB_PRIORITY),
    uniqueKey: job.uniqueKey ?? null,
    ...(job.maxAttempts !== undefined ? { maxAttempts: job.maxAttempts } : {}),
  };
}

/**
 * Queues a job. Its public id is drawn here from the platform's CSPRNG rather than left to the database default, so
 * how unguessable it is never depends on how the embedded database was built. With a `uniqueKey` already taken it
 * queues nothing and returns the job holding the key.
 */
export async function createJob(db: Database, job: NewJob): Promise<JobRecord> {
  if (job.uniqueKey !== undefined) {
    const created = await insertUniqueJob(db, { ...job, uniqueKey: job.uniqueKey });
    if (created) return created;
    const [existing] = await db.select().from(jobs).where(eq(jobs.uniqueKey, job.uniqueKey));
    if (!existing) throw new Error(`job with unique key ${job.uniqueKey} neither inserted nor found`);
    return existing;
  }
  const [row] = await db.insert(jobs).values(newJobRow(job)).returning();
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

/**
 * Queues a job unless one with its key exists (undefined then). `ON CONFLICT DO NOTHING` makes the check and the
 * insert one atomic step, so runners of several processes racing for one key leave exactly one row.
 */
export async function insertUniqueJob(
  db: Database,
  job: NewJob & { uniqueKey: string },
): Promise<JobRecord | undefined> {
  const [row] = await db
    .insert(jobs)
    .values(newJobRow(job))
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning();
  return row;
}

/** By the internal number, which only server code holds; never look a caller's input up with it. */
export async function getJobById(db: Database, id: number): Promise<JobRecord | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** By the id the API shows (a UUID); whether the caller may see it is the route's to check. */
export async function getJobByPublicId(db: Database, publicId: string): Promise<JobRecord | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.publicId, publicId));
  return row;
}

/** Who looks at jobs as an administrator: they see jobs started by themselves and by their organisation's users. */
export type JobViewer = { readonly id: number; readonly organizationId: number | null };

/** Jobs started by the viewer or by a user of the viewer's organisation. */
function startedWithin(viewer: JobViewer) {
  if (viewer.organizationId === null) return eq(jobs.createdBy, viewer.id);
  const colleagues = sql`(select ${users.id} from ${users} where ${users.organizationId} = ${viewer.organizationId})`;
  return or(eq(jobs.createdBy, viewer.id), inArray(jobs.createdBy, colleagues));
}

/** The newest jobs of some kinds that `viewer`'s organisation started, newest first. */
export async function listJobsByKind(
  db: Database,
  kinds: string[],
  limit: number,
  viewer: JobViewer,
): Promise<JobRecord[]> {
  return db
    .select()
    .from(jobs)
    .where(and(anyOf(jobs.kind, kinds), startedWithin(viewer)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** One job by its public id, if `viewer`'s organisation started it. */
export async function getOrganizationJob(
  db: Database,
  publicId: string,
  viewer: JobViewer,
): Promise<JobRecord | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.publicId, publicId), startedWithin(viewer)));
  return row;
}

/**
 * Takes the most urgent due queued job of the given kinds (by priority, then oldest first) and marks it running
 * for `workerId`, in one statement.
 * `FOR UPDATE SKIP LOCKED` lets concurrent workers (other processes on the same PostgreSQL) pass over a row
 * another is claiming instead of waiting for it or taking it twice.
 */
export async function claimNextJob(
  db: Database,
  kinds: string[],
  workerId: string,
  now: Date,
): Promise<JobRecord | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), anyOf(jobs.kind, kinds), lte(jobs.runAt, now)))
    .orderBy(jobs.priority, jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      heartbeatAt: now,
      startedAt: now,
      attempts: sql`${jobs.attempts} + 1`,
      error: null,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row;
}

/** A running job says it is alive and how far it got; false when it is no longer this worker's to run. */
export async function beatJob(
  db: Database,
  id: number,
  workerId: string,
  progress: Record<string, unknown> | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ heartbeatAt: now, ...(progress ? { progress } : {}) })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Database,
  id: number,
  workerId: string,
  result: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'succeeded', result, finishedAt: now, heartbeatAt: now, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/**
 * Records a failed attempt: back to `queued` at `retryAt` while attempts remain, otherwise `failed` for good.
 * `retryAt` null means no retry whatever the attempts (the input itself is bad).
 */
export async function failJob(
  db: Database,
  id: number,
  workerId: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: retryAt
        ? sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'failed' end`
        : sql`'failed'`,
      runAt: retryAt ?? now,
      finishedAt: retryAt
        ? sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then null else ${now.toISOString()}::timestamptz end`
        : now,
      error,
      lockedBy: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/**
 * Puts a claimed job back in the queue without counting the attempt: the server is stopping, or something the job
 * needs is busy. `message` stays in `error` so the job's page can say why it waits.
 */
export async function releaseJob(
  db: Database,
  id: number,
  workerId: string,
  message: string,
  runAt: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, runAt, error: message, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
}

/** What a job left by a dead worker becomes: queued again, or failed when it has used up its attempts. */
function requeued(now: Date) {
  return {
    status: sql<JobStatus>`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'failed' end`,
    error: 'The worker running this job stopped before it finished.',
    finishedAt: sql<Date | null>`case when ${jobs.attempts} < ${jobs.maxAttempts} then null else ${now.toISOString()}::timestamptz end`,
    runAt: now,
    lockedBy: null,
  };
}

/**
 * Jobs whose worker stopped beating before `staleBefore` (the process died or was killed) go back to the queue,
 * or fail when they have used up their attempts. Returns how many were touched.
 */
export async function requeueStaleJobs(db: Database, staleBefore: Date, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set(requeued(now))
    .where(and(eq(jobs.status, 'running'), lt(jobs.heartbeatAt, staleBefore)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The workers holding running jobs. */
export async function listRunningWorkers(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ lockedBy: jobs.lockedBy }).from(jobs).where(eq(jobs.status, 'running'));
  return rows.flatMap((r) => (r.lockedBy === null ? [] : [r.lockedBy]));
}

/** The running jobs of workers known to be dead go back to the queue now (see `requeueStaleJobs`). */
export async function requeueJobsOfWorkers(db: Database, workerIds: string[], now: Date): Promise<number> {
  if (workerIds.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set(requeued(now))
    .where(and(eq(jobs.status, 'running'), anyOf(jobs.lockedBy, workerIds)))
    .returning({ id: jobs.id });
  return rows.length;
}
