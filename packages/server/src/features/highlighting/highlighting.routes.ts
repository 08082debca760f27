import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  HighlightingSchemeCreateSchema,
  HighlightingSchemeIdParamsSchema,
  HighlightingSchemeListSchema,
  HighlightingSchemeSchema,
  HighlightingSchemeUpdateSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { changeScheme, createScheme, listSchemes, removeScheme } from './highlighting.service';

const TAGS = ['Highlighting schemes'];

/**
 * SPEC §7 `GET /highlighting_schemes?checksum`, and the calls that make and change a user's schemes (SPEC names
 * none; they follow the folder calls' style). A scheme belongs to one user, who may share it with their organisation:
 * colleagues then list it and search with it, but only its owner changes it (403); anyone else's answers 404.
 */
export function registerHighlightingRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];

  app.get(
    `${API_BASE_PATH}/highlighting_schemes`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'The signed-in user’s highlighting schemes and those shared in their organisation, by name (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: HighlightingSchemeListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await listSchemes(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.post(
    `${API_BASE_PATH}/highlighting_schemes`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Make a highlighting scheme: a name and up to 10 colours, each with the words it marks',
        security,
        body: HighlightingSchemeCreateSchema,
        response: { 201: HighlightingSchemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createScheme(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.patch(
    `${API_BASE_PATH}/highlighting_schemes/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Rename a highlighting scheme or replace its colours and words',
        security,
        params: HighlightingSchemeIdParamsSchema,
        body: HighlightingSchemeUpdateSchema,
        response: { 200: HighlightingSchemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => changeScheme(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.delete(
    `${API_BASE_PATH}/highlighting_schemes/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Delete a highlighting scheme',
        security,
        params: HighlightingSchemeIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await removeScheme(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
