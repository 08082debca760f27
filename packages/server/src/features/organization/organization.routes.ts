import { API_BASE_PATH, AppError, OrganizationSchema } from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import { getOrganizationView } from './organization.service';

/** The signed-in user's organisation (SPEC §3 Organization, §7 GET /organization). */
export function registerOrganizationRoutes(app: App): void {
  app.get(
    `${API_BASE_PATH}/organization`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Session'],
        summary: "The signed-in user's organisation with its modules and folder categories",
        security: [{ session: [] }],
        response: { 200: OrganizationSchema, ...errorResponses(SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      const organization = await getOrganizationView(app.ctx.db, getAuthUser(request).organizationId);
      if (!organization) throw new AppError('NOT_FOUND', { message: 'You do not belong to an organisation.' });
      return organization;
    },
  );
}
