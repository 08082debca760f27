import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  LoggedEventAnswerSchema,
  LoggedEventIdParamsSchema,
  LoggedEventListSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { checksummedAnswer, checksummedItem } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { deleteLoggedEvent, getLoggedEvent, listLoggedEvents } from './logged-events.service';

const TAGS = ['Logged events'];
/**
 * SPEC §7 logged events: what the signed-in user did, each with the call that reverses it. Undo makes that call and
 * then deletes the event; an event belongs to its user only (another user's id answers 404).
 */
export function registerLoggedEventRoutes(app: App): void {
  const security = [{ session: [] }];
  app.get(
    `${API_BASE_PATH}/logged_events`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s logged events, newest first (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: LoggedEventListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await listLoggedEvents(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.get(
    `${API_BASE_PATH}/logged_events/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'One of the user’s logged events (checksummed)',
        security,
        params: LoggedEventIdParamsSchema,
        querystring: ChecksumQuerySchema,
        response: { 200: LoggedEventAnswerSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) =>
      checksummedItem(await getLoggedEvent(app.ctx, getAuthUser(request), request.params.id), request.query.checksum),
  );

  app.delete(
    `${API_BASE_PATH}/logged_events/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Delete one of the user’s logged events (after its undo was made)',
        security,
        params: LoggedEventIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await deleteLoggedEvent(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
