import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  GroupListSchema,
  type Person,
  PersonListSchema,
  PersonSchema,
  UserTypeSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import type { UserRecord } from '../users/users.repository';
import { listGroupsWithMembers, listPeople, listUserTypes } from './people.repository';

const TAGS = ['People'];

function presentPerson(user: UserRecord): Person {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: name || user.email,
    user_type_id: user.userTypeId,
    is_admin: user.isAdmin,
    is_read_only: user.isReadOnly,
    is_end_user: user.isEndUser,
  };
}

/**
 * SPEC §7 People: the signed-in user's colleagues, groups and user types (to share folders with, say). Only the
 * user's own organisation is ever listed; deactivated users are for admins.
 */
export function registerPeopleRoutes(app: App): void {
  const security = [{ session: [] }];
  const people = async (user: UserRecord, deactivated: boolean) =>
    user.organizationId === null
      ? []
      : (await listPeople(app.ctx.db, user.organizationId, deactivated)).map(presentPerson);

  app.get(
    `${API_BASE_PATH}/users`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The active users of the signed-in user’s organisation, by name (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: PersonListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await people(getAuthUser(request), false), request.query.checksum),
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
    async (request) => people(getAuthUser(request), true),
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
    async (request) => {
      const organizationId = getAuthUser(request).organizationId;
      return organizationId === null ? [] : listUserTypes(app.ctx.db, organizationId);
    },
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
      const organizationId = getAuthUser(request).organizationId;
      const rows = organizationId === null ? [] : await listGroupsWithMembers(app.ctx.db, organizationId);
      const data = rows.map((g) => ({
        id: g.id,
        name: g.name,
        is_default: g.isDefault,
        member_ids: [...(g.memberIds ?? [])].map(Number),
      }));
      const defaultGroup = data.find((g) => g.is_default)?.name ?? null;
      return { ...checksummedAnswer(data, request.query.checksum), default_group_name: defaultGroup };
    },
  );
}
