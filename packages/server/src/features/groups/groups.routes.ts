import {
  API_BASE_PATH,
  can,
  GroupCreateSchema,
  GroupIdParamsSchema,
  GroupUpdateSchema,
  GroupUsersSchema,
  GroupViewSchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { removeGroup, restoreGroup } from './group-deletion';
import { createGroup, setGroupManagers, setGroupMembers, updateGroup } from './groups.service';

const TAGS = ['People'];
const MessageSchema = z.object({ message: z.string() });

/**
 * The calls that change groups (SPEC names only `GET /groups`, in the people feature; these follow the folder calls'
 * style). Admins change any group of their organisation; group managers the groups they manage.
 */
export function registerGroupRoutes(app: App): void {
  const security = [{ session: [] }];
  const manager = [app.authenticate, requireRole(can.manageGroups)];

  app.post(
    `${API_BASE_PATH}/groups`,
    {
      onRequest: manager,
      schema: {
        tags: TAGS,
        summary: 'Make a group, optionally with members (admins and group managers; a manager manages it)',
        security,
        body: GroupCreateSchema,
        response: { 201: GroupViewSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createGroup(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.patch(
    `${API_BASE_PATH}/groups/:id`,
    {
      onRequest: manager,
      schema: {
        tags: TAGS,
        summary: 'Rename a group, or (admins) make it the default group',
        security,
        params: GroupIdParamsSchema,
        body: GroupUpdateSchema,
        response: { 200: GroupViewSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => updateGroup(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.put(
    `${API_BASE_PATH}/groups/:id/members`,
    {
      onRequest: manager,
      schema: {
        tags: TAGS,
        summary: 'Replace the members of a group (users of the organisation)',
        security,
        params: GroupIdParamsSchema,
        body: GroupUsersSchema,
        response: { 200: GroupViewSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => setGroupMembers(app.ctx, getAuthUser(request), request.params.id, request.body.user_ids),
  );

  app.put(
    `${API_BASE_PATH}/groups/:id/managers`,
    {
      onRequest: manager,
      schema: {
        tags: TAGS,
        summary: 'Replace who manages a group (admins; each must have the group manager role)',
        security,
        params: GroupIdParamsSchema,
        body: GroupUsersSchema,
        response: { 200: GroupViewSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => setGroupManagers(app.ctx, getAuthUser(request), request.params.id, request.body.user_ids),
  );

  app.delete(
    `${API_BASE_PATH}/groups/:id`,
    {
      onRequest: manager,
      schema: {
        tags: TAGS,
        summary:
          'Delete a group; folders shared with it are no longer shared with its members. The answer carries the undo',
        security,
        params: GroupIdParamsSchema,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removeGroup(app.ctx, getAuthUser(request), request.params.id),
  );

  app.post(
    `${API_BASE_PATH}/groups/restore`,
    {
      onRequest: manager,
      schema: {
        tags: TAGS,
        summary:
          'Bring a deleted group back with its members, managers and the folder permissions that named it (the undo of a deletion)',
        security,
        body: UndoBodySchema,
        response: { 200: MessageSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restoreGroup(app.ctx, getAuthUser(request), request.body.logged_event_id),
  );
}
