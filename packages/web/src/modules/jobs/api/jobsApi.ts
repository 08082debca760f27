import { type JobView, JobViewSchema } from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** The background jobs a user started (an add of all results, later exports). */
export const jobsApi = {
  /** `id` is the job's public id (a UUID) as the server gave it. */
  get: (id: string, signal?: AbortSignal): Promise<JobView> =>
    apiRequest(`/jobs/${encodeURIComponent(id)}`, { schema: JobViewSchema, signal }),
};
