import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  GroupListSchema,
  matchesPeopleFilter,
  matchesPeopleSearch,
  PeopleQuerySchema,
  PersonListSchema,
  PersonSchema,
  UserTypeSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import { colleagues, groupsWithMembers, userTypes } from './people.service';

const TAGS = ['People'];

/**
 * SPEC §7 People: the signed-in user's colleagues, groups and user types (to share folders with, say). Only the
 * user's own organisation is ever listed; deactivated users are for admins.
 */
export function registerPeopleRoutes(app: App): void {
  const security = [{ session: [] }];

  app.get(
    `${API_BASE_PATH}/users`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'The active users of the signed-in user’s organisation, by name (checksummed); filter: normal, end_users, ' +
          'read_only or admins; q: words of the name or e-mail',
        security,
        querystring: PeopleQuerySchema,
        response: { 200: PersonListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { filter, q, checksum } = request.query;
      const people = await colleagues(app.ctx, getAuthUser(request), false);
      const shown = people.filter((p) => matchesPeopleFilter(p, filter) && matchesPeopleSearch(p, q));
      return checksummedAnswer(shown, checksum);
    },
  );

  app.get(
    `${API_BASE_PATH}/deactivated_users`,
    {
      onRequest: [app.authenticate, requireRole(can.manageUsers)],
      schema: {
        tags: TAGS,
        summary: 'The organisation’s deactivated users (admins)',
        security,
        response: {
          200: z.array(PersonSchema),
          ...errorResponses(SESSION_ERRORS, 403),
        },
      },
    },
    async (request) => colleagues(app.ctx, getAuthUser(request), true),
  );

  app.get(
    `${API_BASE_PATH}/user_types`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The organisation’s user types',
        security,
        response: { 200: z.array(UserTypeSchema), ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => userTypes(app.ctx, getAuthUser(request)),
  );

  app.get(
    `${API_BASE_PATH}/groups`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The organisation’s groups with their members, and the default group’s name (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: GroupListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => {
      const data = await groupsWithMembers(app.ctx, getAuthUser(request));
      const defaultGroup = data.find((g) => g.is_default)?.name ?? null;
      return { ...checksummedAnswer(data, request.query.checksum), default_group_name: defaultGroup };
    },
  );
}
