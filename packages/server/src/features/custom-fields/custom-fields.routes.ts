import {
  ActiveCustomFieldSchemeQuerySchema,
  ActiveCustomFieldSchemeSchema,
  API_BASE_PATH,
  ChecksumQuerySchema,
  CustomFieldDisplayRequestSchema,
  CustomFieldDisplaySchema,
  CustomFieldSchemeIdParamsSchema,
  CustomFieldSchemeItemSchema,
  CustomFieldSchemeListQuerySchema,
  CustomFieldSchemeListSchema,
  CustomFieldSchemeNameSchema,
  CustomFieldSchemePermissionsSchema,
  CustomFieldSchemeSchema,
  CustomFieldSchemeUsersSchema,
  CustomFieldsUpdateSchema,
  CustomFieldValuesBulkResultSchema,
  CustomFieldValuesBulkSchema,
  CustomFieldValuesSetSchema,
  can,
  FolderCustomFieldValuesSchema,
  FolderIdParamsSchema,
  FolderPatentValuesParamsSchema,
  PatentCustomFieldValuesSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer, checksummedItem } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import {
  activateScheme,
  activeScheme,
  changeFields,
  createScheme,
  deactivateScheme,
  getScheme,
  listSchemes,
  removeScheme,
  renameScheme,
  schemeUsers,
  setSchemePermissions,
} from './custom-field-schemes.service';
import { displayValues, folderValues, setBulkValues, setPatentValues } from './custom-field-values.service';

const TAGS = ['Custom field schemes'];

/**
 * SPEC §7 "Custom field schemes", and the calls SPEC does not name that a scheme needs: making, renaming and deleting
 * one, granting it (admins only), and the values patents in folders are given. A scheme is its organisation's; a user
 * uses the ones granted to them or their groups (admins all), and any other scheme answers 404.
 */
export function registerCustomFieldRoutes(app: App): void {
  const security = [{ session: [] }];
  const admin = [app.authenticate, requireRole(can.manageCustomFieldSchemes)];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = CustomFieldSchemeIdParamsSchema;
  const schemes = `${API_BASE_PATH}/custom_field_schemes`;

  app.get(
    schemes,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The custom field schemes the user may use, by name (checksummed; withFields=1 adds their fields)',
        security,
        querystring: CustomFieldSchemeListQuerySchema,
        response: { 200: CustomFieldSchemeListSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) =>
      checksummedAnswer(
        await listSchemes(app.ctx, getAuthUser(request), request.query.withFields === '1'),
        request.query.checksum,
      ),
  );

  app.post(
    schemes,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Make a custom field scheme (admins)',
        security,
        body: CustomFieldSchemeNameSchema,
        response: { 201: CustomFieldSchemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createScheme(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.get(
    `${schemes}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'One scheme with its fields (checksummed)',
        security,
        params,
        querystring: ChecksumQuerySchema,
        response: { 200: CustomFieldSchemeItemSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) =>
      checksummedItem(await getScheme(app.ctx, getAuthUser(request), request.params.id), request.query.checksum),
  );

  app.patch(
    `${schemes}/:id`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Rename a scheme (admins)',
        security,
        params,
        body: CustomFieldSchemeNameSchema,
        response: { 200: CustomFieldSchemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => renameScheme(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.delete(
    `${schemes}/:id`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Delete a scheme with its fields and their values (admins)',
        security,
        params,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await removeScheme(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    `${schemes}/:id/fields`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary:
          'Replace the scheme’s fields (admins): ids keep fields and options with their values; removing what holds values needs confirm_removals',
        security,
        params,
        body: CustomFieldsUpdateSchema,
        response: { 200: CustomFieldSchemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => changeFields(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.get(
    `${schemes}/:id/users`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'The users and groups the scheme is granted to (admins)',
        security,
        params,
        response: { 200: CustomFieldSchemeUsersSchema, ...errorResponses(SESSION_ERRORS, 403, 404, 422) },
      },
    },
    async (request) => schemeUsers(app.ctx, getAuthUser(request), request.params.id),
  );

  app.put(
    `${schemes}/:id/permissions`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Grant the scheme to exactly these users and groups of the organisation (admins)',
        security,
        params,
        body: CustomFieldSchemePermissionsSchema,
        response: { 200: CustomFieldSchemeUsersSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => setSchemePermissions(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.post(
    `${schemes}/:id/active`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Make the scheme the user’s active one',
        security,
        params,
        response: { 200: ActiveCustomFieldSchemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => activateScheme(app.ctx, getAuthUser(request), request.params.id),
  );

  app.get(
    `${API_BASE_PATH}/active_custom_field_scheme`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The user’s active scheme with its fields (nulls and no fields when none is active)',
        security,
        querystring: ActiveCustomFieldSchemeQuerySchema,
        response: { 200: ActiveCustomFieldSchemeSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => activeScheme(app.ctx, getAuthUser(request)),
  );

  app.delete(
    `${API_BASE_PATH}/active_custom_field_scheme/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Stop using the scheme as the active one',
        security,
        params,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await deactivateScheme(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${API_BASE_PATH}/folders/:id/custom_field_values`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The custom field values of the folder’s patents, for the fields of schemes the user may use',
        security,
        params: FolderIdParamsSchema,
        response: { 200: FolderCustomFieldValuesSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => folderValues(app.ctx, getAuthUser(request), request.params.id),
  );

  app.put(
    `${API_BASE_PATH}/folders/:id/custom_field_values/:ucid`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Set custom field values of one patent of the folder (null clears a field; other fields stay)',
        security,
        params: FolderPatentValuesParamsSchema,
        body: CustomFieldValuesSetSchema,
        response: { 200: PatentCustomFieldValuesSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) =>
      setPatentValues(app.ctx, getAuthUser(request), request.params.id, request.params.ucid, request.body),
  );

  app.post(
    `${API_BASE_PATH}/folders/:id/custom_field_values/bulk`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Set the same custom field values on many patents of the folder',
        security,
        params: FolderIdParamsSchema,
        body: CustomFieldValuesBulkSchema,
        response: { 200: CustomFieldValuesBulkResultSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => setBulkValues(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.post(
    `${API_BASE_PATH}/custom_field_values/patents`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The results table’s custom fields column: the active scheme’s values of these patents, as text',
        security,
        body: CustomFieldDisplayRequestSchema,
        response: { 200: CustomFieldDisplaySchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request) => displayValues(app.ctx, getAuthUser(request), request.body.ucids),
  );
}
