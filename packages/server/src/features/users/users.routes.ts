import { API_BASE_PATH, PreferenceParamsSchema, PreferenceUpdateSchema, UserSchema } from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { getCurrentUser, updatePreference } from './users.service';

const TAGS = ['Session'];

/** The answer of PUT /preferences/{name}: the stored, normalised value. */
const PreferenceUpdatedSchema = z.object({ name: z.string(), value: z.unknown() });

/** The signed-in user and their preferences (SPEC §7 Session and user). */
export function registerUsersRoutes(app: App): void {
  app.get(
    `${API_BASE_PATH}/user`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user, with organisation, modules and complete preferences',
        security: [{ session: [] }],
        response: { 200: UserSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => getCurrentUser(app.ctx, getAuthUser(request)),
  );

  app.put(
    `${API_BASE_PATH}/preferences/:name`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Store one preference; answers the normalised value',
        security: [{ session: [] }],
        params: PreferenceParamsSchema,
        body: PreferenceUpdateSchema,
        response: { 200: PreferenceUpdatedSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request) => updatePreference(app.ctx, getAuthUser(request), request.params.name, request.body.value),
  );
}
