import {
  API_BASE_PATH,
  can,
  FolderAddResultsSchema,
  FolderIdParamsSchema,
  JobViewSchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { queueAddResults, undoAddResults } from './folder-add-results';

const TAGS = ['Folders and patents'];

/** Adding every result of a search, a folder or the patent list to a folder, as a job, and its Undo. */
export function registerFolderAddResultsRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = FolderIdParamsSchema;

  app.post(
    `${API_BASE_PATH}/folders/:id/patents/results`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary:
          'Add every result of a saved search or of another folder (with the screen’s query and filters) as a background job; 202 with the job to follow',
        security,
        params,
        body: FolderAddResultsSchema,
        response: { 202: JobViewSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return queueAddResults(app.ctx, getAuthUser(request), request.params.id, request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/patents/results/undo`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Take out exactly the patents an add of results put in (its Undo); the removal carries its own undo',
        security,
        params,
        body: UndoBodySchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => undoAddResults(app.ctx, getAuthUser(request), request.params.id, request.body.logged_event_id),
  );
}
