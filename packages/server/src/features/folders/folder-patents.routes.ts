import {
  API_BASE_PATH,
  can,
  FolderIdParamsSchema,
  FolderPatentListQuerySchema,
  FolderPatentListSchema,
  FolderPatentsAddedSchema,
  FolderPatentsBodySchema,
  UndoableAnswerSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { addPatents, listPatents, removePatents, restorePatents } from './folder-patents.service';

const TAGS = ['Folders and patents'];

/** The patents of a folder: list, add (up to the limit), remove with undo, and the undo itself. */
export function registerFolderPatentRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = FolderIdParamsSchema;

  app.get(
    `${API_BASE_PATH}/folders/:id/patents`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A page of the folder’s patents, first added first, with who added each and its rating',
        security,
        params,
        querystring: FolderPatentListQuerySchema,
        response: { 200: FolderPatentListSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) =>
      listPatents(app.ctx, getAuthUser(request), request.params.id, request.query.start, request.query.rows),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/patents`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Add patents (write permission); refused whole past the folder limit, with a warning near it',
        security,
        params,
        body: FolderPatentsBodySchema,
        response: { 200: FolderPatentsAddedSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => addPatents(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/patents/remove`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Remove patents (write permission); the answer carries the undo',
        security,
        params,
        body: FolderPatentsBodySchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removePatents(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/patents/restore`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Put back the patents a removal took out, as they were (the undo of a removal)',
        security,
        params,
        body: z.strictObject({ logged_event_id: z.number().int().positive() }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restorePatents(app.ctx, getAuthUser(request), request.params.id, request.body.logged_event_id),
  );
}
