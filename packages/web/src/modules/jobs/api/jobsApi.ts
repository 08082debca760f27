import { type JobView, JobViewSchema } from '@app/shared';
import { apiRequest } from '../../../app/api/apiRequest';

/** The background jobs a user started (an add of all results, later exports). */
export const jobsApi = {
  get: (id: number, signal?: AbortSignal): Promise<JobView> =>
    apiRequest(`/jobs/${id}`, { schema: JobViewSchema, signal }),
};
