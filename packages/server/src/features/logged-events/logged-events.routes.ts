import {
  API_BASE_PATH,
  AppError,
  ChecksumQuerySchema,
  LoggedEventAnswerSchema,
  LoggedEventListSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { checksummedAnswer, checksummedItem } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import {
  deleteLoggedEventOfUser,
  getLoggedEventOfUser,
  type LoggedEventRow,
  listLoggedEventsOfUser,
} from './logged-events.repository';

const TAGS = ['Logged events'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function presentLoggedEvent(row: LoggedEventRow) {
  return {
    id: row.id,
    action: row.action,
    message: row.message,
    folder_id: row.folderId,
    undo: row.undo ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function notFound(id: number): AppError {
  return new AppError('LOGGED_EVENT_NOT_FOUND', { message: `You have no logged event ${id}.` });
}

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
    async (request) => {
      const rows = await listLoggedEventsOfUser(app.ctx.db, getAuthUser(request).id);
      return checksummedAnswer(rows.map(presentLoggedEvent), request.query.checksum);
    },
  );

  app.get(
    `${API_BASE_PATH}/logged_events/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'One of the user’s logged events (checksummed)',
        security,
        params: IdParams,
        querystring: ChecksumQuerySchema,
        response: { 200: LoggedEventAnswerSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const row = await getLoggedEventOfUser(app.ctx.db, getAuthUser(request).id, request.params.id);
      if (!row) throw notFound(request.params.id);
      return checksummedItem(presentLoggedEvent(row), request.query.checksum);
    },
  );

  app.delete(
    `${API_BASE_PATH}/logged_events/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Delete one of the user’s logged events (after its undo was made)',
        security,
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteLoggedEventOfUser(app.ctx.db, getAuthUser(request).id, request.params.id)))
        throw notFound(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
