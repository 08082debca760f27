import {
  AccountSessionListSchema,
  API_BASE_PATH,
  PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES,
  PASSWORD_CHANGE_MAX_FAILURES,
  PasswordChangeSchema,
  SessionsEndedSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { changePassword, endOtherSessions, listAccountSessions } from './account.service';

const TAGS = ['Session'];

function currentSessionId(request: FastifyRequest): string {
  if (!request.auth) throw new Error('currentSessionId on a route without app.authenticate');
  return request.auth.sessionId;
}

/** The signed-in user's own account on the settings screen: password change and their sessions. */
export function registerAccountRoutes(app: App): void {
  const security = [{ session: [] }];

  app.put(
    `${API_BASE_PATH}/user/password`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          `Change the password (the current one is required; after ${PASSWORD_CHANGE_MAX_FAILURES} wrong ones in ` +
          `${PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES} minutes, 429 until the oldest is that old); every other session ends`,
        security,
        body: PasswordChangeSchema,
        response: { 200: SessionsEndedSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 429) },
      },
    },
    async (request) => changePassword(app.ctx, getAuthUser(request), currentSessionId(request), request.body),
  );

  app.get(
    `${API_BASE_PATH}/user/sessions`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s sessions, most recently used first',
        security,
        response: { 200: AccountSessionListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => listAccountSessions(app.ctx, getAuthUser(request), currentSessionId(request)),
  );

  app.delete(
    `${API_BASE_PATH}/user/sessions`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sign out everywhere else: end every session of the user but this one',
        security,
        response: { 200: SessionsEndedSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request) => endOtherSessions(app.ctx, getAuthUser(request), currentSessionId(request)),
  );
}
