import {
  API_BASE_PATH,
  OkSchema,
  PasswordForgotSchema,
  PasswordSetSchema,
  PasswordTokenInfoSchema,
  PasswordTokenParamsSchema,
  SessionLoginSchema,
  UserSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { getCurrentUser } from '../users/users.service';
import { createAddressRateLimit } from './address-rate-limit';
import { login } from './auth.service';
import { checkPasswordToken, requestPasswordReset, setPasswordWithToken } from './password-token.service';
import { endSession } from './session.service';

const TAGS = ['Session'];
/** Forgot-password requests per address per window; enough for typos, too few to flood. */
const FORGOT_PASSWORD_PER_ADDRESS = 5;
const FORGOT_PASSWORD_WINDOW_MINUTES = 15;

/** Sign-in, sign-out, password reset and invitation links (SPEC §2 guest routes, §7 Session and user). */
export function registerAuthRoutes(app: App): void {
  const forgotLimit = createAddressRateLimit({
    limit: FORGOT_PASSWORD_PER_ADDRESS,
    windowMs: FORGOT_PASSWORD_WINDOW_MINUTES * 60_000,
    now: () => app.ctx.now(),
  });

  app.post(
    `${API_BASE_PATH}/login`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in; sets the session cookie',
        body: SessionLoginSchema,
        response: { 200: UserSchema, ...errorResponses(WRITE_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const { token, user } = await login(app.ctx, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // A new sign-in replaces whatever session the browser had (no session fixation).
      await endSession(app.ctx, readSessionToken(request));
      setSessionCookie(reply, app.ctx, token);
      return getCurrentUser(app.ctx, user);
    },
  );

  app.post(
    `${API_BASE_PATH}/logout`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out; ends the session (also fine without one)',
        response: { 200: OkSchema, ...errorResponses(WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      await endSession(app.ctx, readSessionToken(request));
      clearSessionCookie(reply, app.ctx);
      return { ok: true as const };
    },
  );

  // The open page asks this every ACTIVITY_PING_INTERVAL_MS and when it becomes visible again, so a session ended
  // elsewhere (deactivation, "sign out everywhere else", a password change) or gone idle sends the page to sign-in
  // at once instead of at the user's next click. Quiet: asking does not count as activity.
  app.get(
    `${API_BASE_PATH}/session`,
    {
      onRequest: app.authenticateQuietly,
      schema: {
        tags: TAGS,
        summary: 'Is this session still signed in? (401 or 419 if not; does not count as activity)',
        security: [{ session: [] }],
        response: { 200: OkSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.post(
    `${API_BASE_PATH}/forgot-password`,
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a password-reset link; always answers ok so accounts cannot be discovered',
        body: PasswordForgotSchema,
        response: { 200: OkSchema, ...errorResponses(WRITE_ERRORS, 429) },
      },
    },
    async (request) => {
      forgotLimit.hit(request.ip);
      await requestPasswordReset(app.ctx, request.body.email);
      return { ok: true as const };
    },
  );

  for (const [path, kind] of [
    ['password-reset', 'reset'],
    ['set-password', 'invite'],
  ] as const) {
    const what = kind === 'reset' ? 'a password-reset' : 'an invitation';
    app.get(
      `${API_BASE_PATH}/${path}/:token`,
      {
        schema: {
          tags: TAGS,
          summary: `Check ${what} link before asking for the new password`,
          params: PasswordTokenParamsSchema,
          response: { 200: PasswordTokenInfoSchema, ...errorResponses(422) },
        },
      },
      async (request) => ({ valid: true as const, ...(await checkPasswordToken(app.ctx, kind, request.params.token)) }),
    );

    app.post(
      `${API_BASE_PATH}/${path}`,
      {
        schema: {
          tags: TAGS,
          summary: `Set the password through ${what} link (single use; ends every session of the user)`,
          body: PasswordSetSchema,
          response: { 200: OkSchema, ...errorResponses(WRITE_ERRORS) },
        },
      },
      async (request) => {
        await setPasswordWithToken(app.ctx, kind, { token: request.body.token, password: request.body.password });
        return { ok: true as const };
      },
    );
  }
}
