import { AppError, type JobView } from '@app/shared';
import type { AppContext } from '../../context';
import { createJob, getOrganizationJob, listJobsByKind } from '../../jobs/jobs.repository';
import { presentJob } from '../jobs/jobs.presenter';
import type { UserRecord } from '../users/users.repository';
import { INGEST_JOB_KIND } from './ingest-job';

/** How many ingest jobs the administrator's list shows. */
export const INGEST_JOBS_LISTED = 50;

/** Queues the ingest of an uploaded file (already stored at `file`) and wakes the job runner. */
export async function queueIngest(
  ctx: AppContext,
  user: UserRecord,
  upload: { file: string; name: string; bytes: number },
): Promise<JobView> {
  const job = await createJob(ctx.db, {
    kind: INGEST_JOB_KIND,
    payload: upload,
    createdBy: user.id,
    runAt: ctx.now(),
    priority: ctx.jobs.priorityOf(INGEST_JOB_KIND),
  });
  ctx.jobs.wake();
  return presentJob(job);
}

/** The newest ingest jobs started in the administrator's organisation, newest first. */
export async function listIngestJobs(ctx: AppContext, user: UserRecord): Promise<JobView[]> {
  return (await listJobsByKind(ctx.db, [INGEST_JOB_KIND], INGEST_JOBS_LISTED, user)).map(presentJob);
}

/**
 * One ingest job of the administrator's organisation. Administrators see the corpus jobs the list shows, never a
 * user's own jobs (folder runs and the like, which name folders and searches); others answer as if they did not
 * exist.
 */
export async function getIngestJob(ctx: AppContext, user: UserRecord, publicId: string): Promise<JobView> {
  const job = await getOrganizationJob(ctx.db, publicId, user);
  if (!job || job.kind !== INGEST_JOB_KIND)
    throw new AppError('NOT_FOUND', { message: `There is no job ${publicId}.` });
  return presentJob(job);
}
