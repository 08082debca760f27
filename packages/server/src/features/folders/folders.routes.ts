import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  FolderActivitySchema,
  FolderAnswerSchema,
  FolderCategoryListSchema,
  FolderCreateSchema,
  FolderIdParamsSchema,
  FolderLimitSchema,
  FolderLimitStateSchema,
  FolderListSchema,
  FolderPermissionsBodySchema,
  FolderPermissionsSchema,
  FolderSchema,
  FolderUpdateSchema,
  MessageAnswerSchema,
  UndoableAnswerSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer, checksummedItem } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { folderLimitState, folderLimits } from '../folder-access/folder-limits';
import {
  changeFolder,
  createFolder,
  deleteFolder,
  folderActivity,
  folderCategories,
  getFolderView,
  getPermissions,
  listFolders,
  pinFolder,
  restoreFolder,
  setPermissions,
} from './folders.service';

export const FOLDER_TAGS = ['Folders and patents'];
const FolderQuerySchema = ChecksumQuerySchema.extend({ aggregate: z.enum(['0', '1']).optional() });

/**
 * SPEC §7 "Folders and patents" for folders themselves: list, one folder (with aggregates), the limits, categories,
 * and the calls SPEC leaves unnamed in the same style (create, change, delete with undo, pin, permissions, activity).
 * Every call checks the user's level in the folder on the server; no level at all answers 404.
 */
export function registerFolderRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = FolderIdParamsSchema;

  app.get(
    `${API_BASE_PATH}/folders`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'The folders the signed-in user has a level on, by name (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: FolderListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await listFolders(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.post(
    `${API_BASE_PATH}/folders`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Create a folder; its creator has admin permission on it',
        security,
        body: FolderCreateSchema,
        response: { 201: FolderSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createFolder(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.get(
    `${API_BASE_PATH}/folders/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'One folder (checksummed); aggregate=1 adds facet counts over its patents',
        security,
        params,
        querystring: FolderQuerySchema,
        response: { 200: FolderAnswerSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const folder = await getFolderView(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.query.aggregate === '1',
      );
      return checksummedItem(folder, request.query.checksum);
    },
  );

  app.patch(
    `${API_BASE_PATH}/folders/:id`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Rename a folder, describe it or move it to a category (write permission)',
        security,
        params,
        body: FolderUpdateSchema,
        response: { 200: FolderSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => changeFolder(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.delete(
    `${API_BASE_PATH}/folders/:id`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Delete a folder (admin permission); the answer carries the undo',
        security,
        params,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => deleteFolder(app.ctx, getAuthUser(request), request.params.id),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/restore`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Bring a deleted folder back with everything in it (the undo of a delete)',
        security,
        params,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restoreFolder(app.ctx, getAuthUser(request), request.params.id),
  );

  for (const method of ['put', 'delete'] as const) {
    app[method](
      `${API_BASE_PATH}/folders/:id/pin`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: FOLDER_TAGS,
          summary: method === 'put' ? 'Pin a folder for the signed-in user' : 'Unpin a folder',
          security,
          params,
          response: { 200: FolderSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
        },
      },
      async (request) => pinFolder(app.ctx, getAuthUser(request), request.params.id, method === 'put'),
    );
  }

  app.get(
    `${API_BASE_PATH}/folder/limit`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'The most patents a folder may hold, and the count from which adding warns',
        security,
        response: { 200: FolderLimitSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => folderLimits(app.ctx, getAuthUser(request).organizationId),
  );

  app.get(
    `${API_BASE_PATH}/folders/:id/limit/`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Whether the folder has reached its limit, or the warning threshold',
        security,
        params,
        response: { 200: FolderLimitStateSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => folderLimitState(app.ctx, getAuthUser(request), request.params.id),
  );

  app.get(
    `${API_BASE_PATH}/folder_categories`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'The organisation’s folder categories, in order (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: FolderCategoryListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await folderCategories(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.get(
    `${API_BASE_PATH}/folders/:id/permissions`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Who may use the folder: its creator, and users and groups with their levels',
        security,
        params,
        response: { 200: FolderPermissionsSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getPermissions(app.ctx, getAuthUser(request), request.params.id),
  );

  app.put(
    `${API_BASE_PATH}/folders/:id/permissions`,
    {
      onRequest: writer,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'Replace the folder’s users and groups with their levels (admin permission)',
        security,
        params,
        body: FolderPermissionsBodySchema,
        response: { 200: FolderPermissionsSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => setPermissions(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.get(
    `${API_BASE_PATH}/folders/:id/activity`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: FOLDER_TAGS,
        summary: 'What was done in the folder, by whom and when, newest first',
        security,
        params,
        response: { 200: FolderActivitySchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => folderActivity(app.ctx, getAuthUser(request), request.params.id),
  );
}
