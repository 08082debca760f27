import { API_BASE_PATH, can, SearchIndexParamsSchema, UndoableAnswerSchema, UndoBodySchema } from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { deleteSearch, restoreSearch } from './search-deletion';

const TAGS = ['Searches and patents'];
const MessageSchema = z.object({ message: z.string() });

/** Deleting a search from the user's own history, and its Undo (in the style of the other undoable deletions). */
export function registerSearchDeletionRoutes(app: App): void {
  const owner = { onRequest: [app.authenticate, requireRole(can.createSearch)] };
  const security = [{ session: [] }];

  app.delete(
    `${API_BASE_PATH}/searches/:index`,
    {
      ...owner,
      schema: {
        tags: TAGS,
        summary: 'Delete one of the user’s searches from their history; the answer carries the undo',
        security,
        params: SearchIndexParamsSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => deleteSearch(app.ctx, getAuthUser(request), request.params.index),
  );

  app.post(
    `${API_BASE_PATH}/searches/restore`,
    {
      ...owner,
      schema: {
        tags: TAGS,
        summary: 'Bring a deleted search back into the history under its own number (the undo of a deletion)',
        security,
        body: UndoBodySchema,
        response: { 200: MessageSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restoreSearch(app.ctx, getAuthUser(request), request.body.logged_event_id),
  );
}
