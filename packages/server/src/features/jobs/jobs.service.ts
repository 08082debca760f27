import { AppError, type JobView } from '@app/shared';
import type { AppContext } from '../../context';
import { getJobByPublicId } from '../../jobs/jobs.repository';
import type { UserRecord } from '../users/users.repository';
import { presentJob } from './jobs.presenter';

/** One of the user's own background jobs; anyone else's answers 404, as if it did not exist. */
export async function getOwnJob(ctx: AppContext, user: UserRecord, publicId: string): Promise<JobView> {
  const job = await getJobByPublicId(ctx.db, publicId);
  if (!job || job.createdBy !== user.id) throw new AppError('NOT_FOUND', { message: `You have no job ${publicId}.` });
  return presentJob(job);
}
