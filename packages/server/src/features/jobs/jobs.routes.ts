import { API_BASE_PATH, JobIdParamsSchema, JobViewSchema } from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import { getOwnJob } from './jobs.service';

/** A user follows the background jobs they started (an add of all results, later exports) through this call. */
export function registerJobRoutes(app: App): void {
  app.get(
    `${API_BASE_PATH}/jobs/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Jobs'],
        summary: 'One of your own background jobs: status, progress, result or error (anyone else’s is 404)',
        security: [{ session: [] }],
        params: JobIdParamsSchema,
        response: { 200: JobViewSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getOwnJob(app.ctx, getAuthUser(request), request.params.id),
  );
}
