import {
  AppError,
  ERROR_CODES,
  type ErrorCode,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  normalizeEmail,
} from '@app/shared';
import type { AppContext } from '../../context';
import { getUserByEmail, type UserRecord } from '../users/users.repository';
import {
  createLoginFailure,
  deleteLoginFailuresBefore,
  deleteLoginFailuresByEmail,
  getNthRecentLoginFailure,
} from './auth.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { startSession } from './session.service';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

export type LoginInput = { email: string; password: string; ip: string; userAgent: string | null };

/**
 * Signs a user in and returns the new session token. The rate limit is checked before the password;
 * an unknown e-mail costs the same scrypt work and answers the same as a wrong password.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<{ token: string; user: UserRecord }> {
  // Also the key of the per-account rate limit, so it must be the stored form.
  const email = normalizeEmail(input.email);
  await assertLoginAllowed(ctx, email, input.ip);

  const user = await getUserByEmail(ctx.db, email);
  const matches =
    user?.passwordHash != null
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyAgainstDummy(input.password);

  if (!matches) {
    await recordFailure(ctx, email, input.ip);
    if (user && user.passwordHash === null && user.deactivatedAt === null) throw fieldError('AUTH_PASSWORD_NOT_SET');
    throw fieldError('AUTH_INVALID_CREDENTIALS');
  }
  // Only someone who knows the password learns that the account is deactivated.
  if (!user || user.deactivatedAt !== null) {
    throw fieldError('AUTH_ACCOUNT_INACTIVE');
  }

  await deleteLoginFailuresByEmail(ctx.db, email);
  const token = await startSession(ctx, { userId: user.id, ip: input.ip, userAgent: input.userAgent });
  return { token, user };
}

/** Throws AUTH_TOO_MANY_ATTEMPTS while the account or the address has too many recent failures. */
async function assertLoginAllowed(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    getNthRecentLoginFailure(ctx.db, { email }, since, LOGIN_MAX_FAILURES_PER_ACCOUNT),
    getNthRecentLoginFailure(ctx.db, { ip }, since, LOGIN_MAX_FAILURES_PER_ADDRESS),
  ]);
  const blockedUntil = Math.max(byAccount?.getTime() ?? 0, byAddress?.getTime() ?? 0) + WINDOW_MS;
  if (blockedUntil <= now.getTime()) return;
  const seconds = Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000));
  throw new AppError('AUTH_TOO_MANY_ATTEMPTS', {
    message: `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
    retryAfterSeconds: seconds,
  });
}

async function recordFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.now();
  await deleteLoginFailuresBefore(ctx.db, new Date(now.getTime() - WINDOW_MS));
  await createLoginFailure(ctx.db, { email, ip, createdAt: now });
}

/** Sign-in refusals carry their message on the e-mail field too, where the form shows it. */
function fieldError(code: ErrorCode): AppError {
  return new AppError(code, { fields: { email: [ERROR_CODES[code].message] } });
}
