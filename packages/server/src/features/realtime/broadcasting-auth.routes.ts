import {
  API_BASE_PATH,
  AppError,
  type BroadcastingAuthAnswer,
  BroadcastingAuthAnswerSchema,
  type BroadcastingAuthBody,
  BroadcastingAuthBodySchema,
  REALTIME_APP_KEY,
  type RealtimeMemberInfo,
  workspaceIdOfChannel,
} from '@app/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-instance';
import type { AppContext } from '../../context';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import type { UserRecord } from '../users/users.repository';
import { workspaceAccess } from '../workspaces/workspace-access';
import { channelAuth, channelSigningSecret } from './pusher-protocol';

/** Largest form body pusher-js sends here (a socket id and a channel name). */
const FORM_BODY_LIMIT = 2048;

function refused(): AppError {
  return new AppError('FORBIDDEN', { message: 'You may not listen to this channel.' });
}

/** What the other people on a workspace see of a member: the name, or the e-mail for a user without one. */
function memberInfo(user: UserRecord): RealtimeMemberInfo {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { name: name || user.email };
}

/**
 * Signs a subscription to a workspace's private or presence channel for a user with at least Read on the
 * workspace (SPEC §6). Anything else is refused alike, 403, whether the workspace exists or not, so the call
 * cannot be used to find workspaces. Presence answers the member the user joins as (`channel_data`).
 */
export async function authorizeChannel(
  ctx: AppContext,
  user: UserRecord,
  body: BroadcastingAuthBody,
): Promise<BroadcastingAuthAnswer> {
  const workspaceId = workspaceIdOfChannel(body.channel_name);
  if (workspaceId === null) throw refused();
  try {
    await workspaceAccess(ctx.db, user, workspaceId, 'Read');
  } catch (error) {
    if (error instanceof AppError && (error.code === 'WORKSPACE_NOT_FOUND' || error.code === 'FORBIDDEN')) {
      throw refused();
    }
    throw error;
  }
  const secret = channelSigningSecret(ctx.secret);
  if (!body.channel_name.startsWith('presence-')) {
    return { auth: channelAuth(REALTIME_APP_KEY, secret, body.socket_id, body.channel_name) };
  }
  const channelData = JSON.stringify({ user_id: String(user.id), user_info: memberInfo(user) });
  return {
    auth: channelAuth(REALTIME_APP_KEY, secret, body.socket_id, body.channel_name, channelData),
    channel_data: channelData,
  };
}

/**
 * `POST /api/broadcasting/auth` (SPEC §7), called by pusher-js on each private or presence subscription. pusher-js
 * posts a form (`socket_id=…&channel_name=…`) by default; taking that form here lets the SPA use the client's own
 * auth request unchanged (and a hosted Pusher-compatible service later, by configuration). JSON is taken too. The
 * form parser lives in this route's scope only, and the CSRF check still applies: the SPA's client sends
 * `X-Requested-With` through its `channelAuthorization.headers` (see `realtimeClientOptions`).
 */
export function registerBroadcastingAuthRoutes(app: App): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const form = new URLSearchParams(body as string);
        done(null, Object.fromEntries(form.entries()));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${API_BASE_PATH}/broadcasting/auth`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['Realtime'],
          summary: 'Sign a realtime subscription to a workspace channel the user has a level on (pusher-js auth)',
          security: [{ session: [] }],
          body: BroadcastingAuthBodySchema,
          response: { 200: BroadcastingAuthAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
        },
      },
      async (request) => authorizeChannel(app.ctx, getAuthUser(request), request.body),
    );
  });
}
