import {
  API_BASE_PATH,
  can,
  FolderCategoryIdParamsSchema,
  FolderCategorySchema,
  FolderCategoryWriteSchema,
  ModuleNameParamsSchema,
  ModuleSchema,
  ModuleUpdateSchema,
  OrganizationSettingsSchema,
  OrganizationUpdateSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import {
  addFolderCategory,
  changeOrganization,
  configureModule,
  organizationSettings,
  removeCategory,
  renameCategory,
} from './organization-settings.service';

const TAGS = ['Organisation'];

/**
 * An admin's settings of their own organisation (issue 16; SPEC names only GET /organization): its name and folder
 * limit, each licensed module on or off with its configuration, and the folder categories. Admins only.
 */
export function registerOrganizationSettingsRoutes(app: App): void {
  const security = [{ session: [] }];
  const admin = [app.authenticate, requireRole(can.manageOrganization)];

  app.get(
    `${API_BASE_PATH}/organization/settings`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'The organisation’s name and folder limits, its own and those in force (admins)',
        security,
        response: { 200: OrganizationSettingsSchema, ...errorResponses(SESSION_ERRORS, 403, 404) },
      },
    },
    async (request) => organizationSettings(app.ctx, getAuthUser(request)),
  );

  app.patch(
    `${API_BASE_PATH}/organization`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Rename the organisation or set its folder limit and warning threshold (null: the default)',
        security,
        body: OrganizationUpdateSchema,
        response: { 200: OrganizationSettingsSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => changeOrganization(app.ctx, getAuthUser(request), request.body),
  );

  app.put(
    `${API_BASE_PATH}/organization/modules/:name`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Switch a licensed module on or off with its configuration (tracking: required, tracking_id_format)',
        security,
        params: ModuleNameParamsSchema,
        body: ModuleUpdateSchema,
        response: { 200: ModuleSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => configureModule(app.ctx, getAuthUser(request), request.params.name, request.body.configuration),
  );

  app.post(
    `${API_BASE_PATH}/folder_categories`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Add a folder category, listed last (admins)',
        security,
        body: FolderCategoryWriteSchema,
        response: { 201: FolderCategorySchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addFolderCategory(app.ctx, getAuthUser(request), request.body.name);
    },
  );

  app.patch(
    `${API_BASE_PATH}/folder_categories/:id`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Rename a folder category (admins)',
        security,
        params: FolderCategoryIdParamsSchema,
        body: FolderCategoryWriteSchema,
        response: { 200: FolderCategorySchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => renameCategory(app.ctx, getAuthUser(request), request.params.id, request.body.name),
  );

  app.delete(
    `${API_BASE_PATH}/folder_categories/:id`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Delete a folder category; its folders stay, without a category (admins)',
        security,
        params: FolderCategoryIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await removeCategory(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
