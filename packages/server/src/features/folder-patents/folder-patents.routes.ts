import {
  API_BASE_PATH,
  can,
  FolderIdParamsSchema,
  FolderPatentListQuerySchema,
  FolderPatentListSchema,
  FolderPatentsAddedSchema,
  FolderPatentsBodySchema,
  FolderPatentsMoveSchema,
  MessageAnswerSchema,
  PinnedFoldersOfPatentsSchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { movePatents, undoMove } from './folder-move';
import { addPatents, listPatents, pinnedFoldersOf, removePatents, restorePatents } from './folder-patents.service';

export const FOLDER_PATENTS_TAGS = ['Folders and patents'];

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
        tags: FOLDER_PATENTS_TAGS,
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
        tags: FOLDER_PATENTS_TAGS,
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
        tags: FOLDER_PATENTS_TAGS,
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
        tags: FOLDER_PATENTS_TAGS,
        summary: 'Put back the patents a removal took out, as they were (the undo of a removal)',
        security,
        params,
        body: UndoBodySchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restorePatents(app.ctx, getAuthUser(request), request.params.id, request.body.logged_event_id),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/patents/move`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_PATENTS_TAGS,
        summary:
          'Move patents to folder `to` (write permission on both), ratings and comments with them; the answer carries the undo',
        security,
        params,
        body: FolderPatentsMoveSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => movePatents(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/patents/move/undo`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_PATENTS_TAGS,
        summary: 'Put moved patents back as they were, in both folders (the undo of a move)',
        security,
        params,
        body: UndoBodySchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => undoMove(app.ctx, getAuthUser(request), request.params.id, request.body.logged_event_id),
  );

  app.post(
    `${API_BASE_PATH}/pinned_folders/patents`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_PATENTS_TAGS,
        summary:
          'Which of the folders you pinned hold each of these patents (the results table’s pinned folders column)',
        security,
        body: FolderPatentsBodySchema,
        response: { 200: PinnedFoldersOfPatentsSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => pinnedFoldersOf(app.ctx, getAuthUser(request), request.body.ucids),
  );
}
