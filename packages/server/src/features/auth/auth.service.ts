import {
  AppError,
  ERROR_CODES,
  type ErrorCode,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FREE_FAILURES_PER_PAIR,
  LOGIN_MAX_DELAY_SECONDS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_PAIR_MEMORY_HOURS,
  normalizeEmail,
} from '@app/shared';
import type { AppContext } from '../../context';
import { getUserByEmail, type UserRecord } from '../users/users.repository';
import {
  countPairLoginFailures,
  createLoginFailure,
  deleteLoginFailuresBefore,
  deletePairLoginFailures,
  getNthRecentLoginFailure,
} from './auth.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { startSession } from './session.service';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
const PAIR_MEMORY_MS = LOGIN_PAIR_MEMORY_HOURS * 3_600_000;

export type LoginInput = { email: string; password: string; ip: string; userAgent: string | null };

/**
 * Signs a user in and returns the new session token. The throttle is checked before the password; an unknown
 * e-mail costs the same scrypt work and answers the same as a wrong password.
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

  // Only this address's failures: someone guessing from elsewhere keeps the delays they have earned.
  await deletePairLoginFailures(ctx.db, { email, ip: input.ip });
  const token = await startSession(ctx, { userId: user.id, ip: input.ip, userAgent: input.userAgent });
  return { token, user };
}

/**
 * Throws AUTH_TOO_MANY_ATTEMPTS (with how long to wait) while this account may not try again from this address,
 * or this address may not try at all. Per (account, address) pair, failures beyond the first few make each next
 * attempt wait a doubling delay, so guessing slows to a crawl while the right password from any other address is
 * never refused. Per address, only a flood of failures (for any accounts) refuses it for the window.
 */
async function assertLoginAllowed(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  const [pair, byAddress] = await Promise.all([
    countPairLoginFailures(ctx.db, { email, ip }, new Date(now.getTime() - PAIR_MEMORY_MS)),
    getNthRecentLoginFailure(ctx.db, { ip }, since, LOGIN_MAX_FAILURES_PER_ADDRESS),
  ]);
  const pairUntil = pair.latest === null ? 0 : pair.latest.getTime() + 1000 * pairDelaySeconds(pair.count);
  const addressUntil = byAddress === undefined ? 0 : byAddress.getTime() + WINDOW_MS;
  const blockedUntil = Math.max(pairUntil, addressUntil);
  if (blockedUntil <= now.getTime()) return;
  const seconds = Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000));
  throw new AppError('AUTH_TOO_MANY_ATTEMPTS', {
    message: `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
    retryAfterSeconds: seconds,
  });
}

/** The wait after the latest of `failures` failures of one pair: none for the first few, then 2, 4, 8 … seconds. */
export function pairDelaySeconds(failures: number): number {
  const beyond = failures - LOGIN_FREE_FAILURES_PER_PAIR;
  if (beyond < 0) return 0;
  return Math.min(2 ** (beyond + 1), LOGIN_MAX_DELAY_SECONDS);
}

async function recordFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.now();
  await deleteLoginFailuresBefore(ctx.db, new Date(now.getTime() - Math.max(WINDOW_MS, PAIR_MEMORY_MS)));
  await createLoginFailure(ctx.db, { email, ip, createdAt: now });
}

/** Sign-in refusals carry their message on the e-mail field too, where the form shows it. */
function fieldError(code: ErrorCode): AppError {
  return new AppError(code, { fields: { email: [ERROR_CODES[code].message] } });
}
