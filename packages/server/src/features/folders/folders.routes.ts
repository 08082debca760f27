import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  FolderAnswerSchema,
  FolderCreateSchema,
  FolderIdParamsSchema,
  FolderLimitSchema,
  FolderLimitStateSchema,
  FolderListSchema,
  FolderPermissionsBodySchema,
  FolderPermissionsSchema,
  FolderSchema,
  FolderUpdateSchema,
  UndoableAnswerSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer, checksummedItem } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { folderAccess } from '../folder-access/folder-access';
import { registerFolderAnnotationRoutes } from '../folder-annotations/folder-annotations.routes';
import { registerFolderPatentRoutes } from '../folder-patents/folder-patents.routes';
import { folderLimitState, folderLimits } from '../folder-patents/folder-patents.service';
import { listLoggedEventsOfFolder } from '../logged-events/logged-events.repository';
import { getFolderCategoriesByOrganization } from '../organization/organization.repository';
import { internalPayload } from '../search/search-request';
import { runFolder } from './folder-run';
import { personName } from './folders.presenter';
import {
  changeFolder,
  createFolder,
  deleteFolder,
  getFolder,
  getPermissions,
  listFolders,
  pinFolder,
  restoreFolder,
  setPermissions,
} from './folders.service';

export const FOLDER_TAGS = ['Folders and patents'];
const MessageSchema = z.object({ message: z.string() });
const FolderQuerySchema = ChecksumQuerySchema.extend({ aggregate: z.enum(['0', '1']).optional() });
const ActivitySchema = z.array(
  z.object({
    id: z.number().int(),
    action: z.string(),
    message: z.string(),
    created_at: z.string(),
    user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  }),
);

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
      const user = getAuthUser(request);
      const folder = await getFolder(app.ctx, user, request.params.id);
      const data =
        request.query.aggregate === '1'
          ? {
              ...folder,
              aggregates: (await runFolder(app.ctx, user, folder.id, internalPayload())).facets,
            }
          : folder;
      return checksummedItem(data, request.query.checksum);
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
        response: { 200: MessageSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
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
        response: {
          200: z.object({
            checksum: z.string(),
            match: z.boolean(),
            data: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
          }),
          ...errorResponses(SESSION_ERRORS),
        },
      },
    },
    async (request) => {
      const organizationId = getAuthUser(request).organizationId;
      const rows = organizationId === null ? [] : await getFolderCategoriesByOrganization(app.ctx.db, organizationId);
      return checksummedAnswer(
        rows.map((c) => ({ id: c.id, name: c.name })),
        request.query.checksum,
      );
    },
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
        response: { 200: ActivitySchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      await folderAccess(app.ctx.db, getAuthUser(request), request.params.id, 'read');
      const rows = await listLoggedEventsOfFolder(app.ctx.db, request.params.id);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        message: r.message,
        created_at: r.createdAt.toISOString(),
        user: { id: r.userId, email: r.email, name: personName(r.firstName, r.lastName, r.email) },
      }));
    },
  );

  registerFolderPatentRoutes(app);
  registerFolderAnnotationRoutes(app);
}
