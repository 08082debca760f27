import {
  AppError,
  type ModuleName,
  type RoleFlags,
  SESSION_COOKIE_NAME,
  type Viewer,
  viewerHasModule,
} from '@app/shared';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { App } from '../app-instance';
import type { AppContext } from '../context';
import type { users } from '../db/schema';

// This plugin sits below the features: the auth, organization and users features import its hooks for their routes,
// so it imports none of them. What it needs of them (the session lookup, which brings the organisation's modules)
// app.ts hands it.

/** A signed-in user's row (the users feature calls the same row UserRecord). */
type SignedInUser = typeof users.$inferSelect;

/**
 * The signed-in user behind a request, with the modules of the user's organisation as of the same lookup (null for a
 * user without one), so module checks during the request need no query.
 */
export type AuthSession = { sessionId: string; user: SignedInUser; modules: Viewer['modules'] };

/** The outcome of looking up a session cookie; the auth hook maps each to an answer (SPEC §4). */
export type SessionCheck =
  | { status: 'ok'; session: AuthSession }
  | { status: 'missing' }
  | { status: 'expired' }
  | { status: 'inactive' };

/** What the hooks ask of the features that own sessions and organisations. */
export interface AuthLookups {
  /** With `touch: false` the lookup does not count as the user's activity (the session's idle clock keeps running). */
  resolveSession(ctx: AppContext, token: string | undefined, options?: { touch: boolean }): Promise<SessionCheck>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `app.authenticate`; null on routes that do not require it. */
    auth: AuthSession | null;
  }
  interface FastifyInstance {
    /** Services' dependencies (database, mailer, clock, settings). */
    ctx: AppContext;
    /** Route hook: 401 without a session, 419 after idling; otherwise sets `request.auth`. */
    authenticate: onRequestAsyncHookHandler;
    /**
     * `authenticate` for calls a page makes by itself rather than for its user (the session ping): the same answers,
     * but the session's last-seen time stays, so an open tab nobody uses still reaches its idle expiry.
     */
    authenticateQuietly: onRequestAsyncHookHandler;
  }
}

/** The session cookie's attributes; clearing must repeat them or browsers keep the cookie. */
export function sessionCookieOptions(ctx: AppContext) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: ctx.secureCookies };
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, sessionCookieOptions(ctx));
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(ctx));
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE_NAME] || undefined;
}

/** Decorates the app with `authenticate` and requests with `auth`. */
export function registerAuth(app: App, lookups: AuthLookups): void {
  app.decorateRequest('auth', null);
  const authenticateWith = (touch: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const check = await lookups.resolveSession(app.ctx, readSessionToken(request), { touch });
    switch (check.status) {
      case 'ok':
        request.auth = check.session;
        return;
      case 'missing':
        if (readSessionToken(request)) clearSessionCookie(reply, app.ctx);
        throw new AppError('AUTH_REQUIRED');
      case 'expired':
        clearSessionCookie(reply, app.ctx);
        throw new AppError('SESSION_EXPIRED');
      case 'inactive':
        clearSessionCookie(reply, app.ctx);
        throw new AppError('AUTH_REQUIRED');
    }
  };
  app.decorate('authenticate', authenticateWith(true));
  app.decorate('authenticateQuietly', authenticateWith(false));
}

/** The signed-in user of a route guarded by `app.authenticate`; calling it elsewhere is a bug. */
export function getAuthUser(request: FastifyRequest): SignedInUser {
  if (!request.auth) throw new Error('getAuthUser on a route without app.authenticate');
  return request.auth.user;
}

function roleFlags(user: SignedInUser): RoleFlags {
  return {
    is_admin: user.isAdmin,
    group_manager: user.groupManager,
    is_end_user: user.isEndUser,
    is_read_only: user.isReadOnly,
  };
}

/**
 * Route hook refusing users the predicate rejects with 403 FORBIDDEN. Pass a rule of `can` from
 * @app/shared so the SPA hides what the server refuses. Place it after `app.authenticate` (onRequest or preHandler).
 */
export function requireRole(predicate: (viewer: RoleFlags) => boolean): onRequestAsyncHookHandler {
  return async (request) => {
    if (!predicate(roleFlags(getAuthUser(request)))) throw new AppError('FORBIDDEN');
  };
}

/**
 * Route hook refusing users whose organisation lacks the module with 403 MODULE_DISABLED
 * (`viewerHasModule`: a user without organisation passes, SPEC §5). Place it after `app.authenticate`.
 */
export function requireModule(name: ModuleName): onRequestAsyncHookHandler {
  return async (request) => {
    const user = getAuthUser(request);
    const viewer: Viewer = { ...roleFlags(user), modules: request.auth!.modules };
    if (!viewerHasModule(viewer, name)) throw new AppError('MODULE_DISABLED');
  };
}
