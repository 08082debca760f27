import {
  API_BASE_PATH,
  can,
  PersonSchema,
  UserHandOverResultSchema,
  UserHandOverSchema,
  UserIdParamsSchema,
  UserInviteSchema,
  UserUpdateSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { handOverWork } from './hand-over.service';
import {
  deactivateColleague,
  inviteColleague,
  reactivateColleague,
  reinviteColleague,
  updateColleague,
} from './user-admin.service';

const TAGS = ['People'];

/**
 * User administration (issue 16; SPEC §7 People names the lists, these calls follow the REST style of the others):
 * admins of an organisation invite, edit, deactivate and reactivate its users and hand a deactivated user's work
 * over. Everyone else is refused with 403; another organisation's user answers 404.
 */
export function registerUserAdminRoutes(app: App): void {
  const security = [{ session: [] }];
  const admin = [app.authenticate, requireRole(can.manageUsers)];
  const errors = errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404);

  app.post(
    `${API_BASE_PATH}/users`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Invite a user by e-mail (mails a set-password link) with roles, user type and groups',
        security,
        body: UserInviteSchema,
        response: { 201: PersonSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return inviteColleague(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.patch(
    `${API_BASE_PATH}/users/:id`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Change a user’s names, roles, user type or groups (group_ids replaces the memberships)',
        security,
        params: UserIdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: PersonSchema, ...errors },
      },
    },
    async (request) => updateColleague(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  const actions = [
    ['deactivate', 'Deactivate a user: their sessions end at once and they cannot sign in', deactivateColleague],
    ['reactivate', 'Let a deactivated user sign in again', reactivateColleague],
    ['invitation', 'Mail an invited user who has not set a password a new link', reinviteColleague],
  ] as const;
  for (const [action, summary, run] of actions) {
    app.post(
      `${API_BASE_PATH}/users/:id/${action}`,
      {
        onRequest: admin,
        schema: {
          tags: TAGS,
          summary,
          security,
          params: UserIdParamsSchema,
          response: { 200: PersonSchema, ...errors },
        },
      },
      async (request) => run(app.ctx, getAuthUser(request), request.params.id),
    );
  }

  app.post(
    `${API_BASE_PATH}/users/:id/hand_over`,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Give a deactivated user’s folders and saved searches to an active user',
        security,
        params: UserIdParamsSchema,
        body: UserHandOverSchema,
        response: { 200: UserHandOverResultSchema, ...errors },
      },
    },
    async (request) => handOverWork(app.ctx, getAuthUser(request), request.params.id, request.body.to_user_id),
  );
}
