import {
  type AccountSession,
  AppError,
  PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES,
  PASSWORD_CHANGE_MAX_FAILURES,
  type PasswordChangeBody,
} from '@app/shared';
import type { AppContext } from '../../context';
import { type UserRecord, updateUserPassword } from '../users/users.repository';
import {
  createPasswordChangeFailure,
  deleteOtherSessionsByUser,
  deletePasswordChangeFailures,
  getNthRecentPasswordChangeFailure,
  listSessionsByUser,
  markPasswordTokensUsedByUser,
} from './auth.repository';
import { hashPassword, verifyPassword } from './password';

/** The user's signed-in sessions for the settings screen; the one asking is marked `current`. */
export async function listAccountSessions(
  ctx: AppContext,
  user: UserRecord,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const idleSince = ctx.now().getTime() - ctx.sessionIdleMinutes * 60_000;
  return (
    (await listSessionsByUser(ctx.db, user.id))
      // An idle session can only ever answer "expired"; it is no longer a way in, so it is not listed.
      .filter((row) => row.lastSeenAt.getTime() >= idleSince)
      .map((row) => ({
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        ip: row.ip,
        user_agent: row.userAgent,
        current: row.id === currentSessionId,
      }))
  );
}

function endedMessage(ended: number): string {
  if (ended === 0) return 'You were not signed in anywhere else.';
  return ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`;
}

/** "Sign out everywhere else": ends every session of the user but the one asking. */
export async function endOtherSessions(
  ctx: AppContext,
  user: UserRecord,
  currentSessionId: string,
): Promise<{ message: string; ended: number }> {
  const ended = await deleteOtherSessionsByUser(ctx.db, user.id, currentSessionId);
  return { message: endedMessage(ended), ended };
}

/**
 * Changes the password after checking the current one. Whoever else holds a session (a stolen cookie, a forgotten
 * browser) is signed out, and unused reset links stop working; the session asking stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRecord,
  currentSessionId: string,
  body: PasswordChangeBody,
): Promise<{ message: string; ended: number }> {
  // Checked before the password, so that while refused even the right one tells a guesser nothing.
  await assertPasswordChangeAllowed(ctx, user.id);
  const matches = user.passwordHash !== null && (await verifyPassword(body.current_password, user.passwordHash));
  if (!matches) {
    await recordPasswordChangeFailure(ctx, user.id);
    throw new AppError('VALIDATION_FAILED', {
      message: 'Your current password is not correct.',
      fields: { current_password: ['Your current password is not correct.'] },
    });
  }
  const hash = await hashPassword(body.password);
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, hash, now);
    await deletePasswordChangeFailures(tx, user.id);
    await markPasswordTokensUsedByUser(tx, user.id, now);
    return deleteOtherSessionsByUser(tx, user.id, currentSessionId);
  });
  return { message: `Your password has been changed. ${endedMessage(ended)}`, ended };
}

const FAILURE_WINDOW_MS = PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES * 60_000;

/**
 * Throws RATE_LIMITED (429, with when to try again) while the user has given PASSWORD_CHANGE_MAX_FAILURES wrong
 * current passwords within the window: until the oldest of those leaves it. Per user, so nobody else is slowed.
 */
async function assertPasswordChangeAllowed(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now().getTime();
  const since = new Date(now - FAILURE_WINDOW_MS);
  const nth = await getNthRecentPasswordChangeFailure(ctx.db, userId, since, PASSWORD_CHANGE_MAX_FAILURES);
  if (nth === undefined) return;
  const seconds = Math.max(1, Math.ceil((nth.getTime() + FAILURE_WINDOW_MS - now) / 1000));
  throw new AppError('RATE_LIMITED', {
    message: `Too many wrong current passwords. Try again in ${waitText(seconds)}.`,
    retryAfterSeconds: seconds,
  });
}

async function recordPasswordChangeFailure(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now();
  await deletePasswordChangeFailures(ctx.db, userId, new Date(now.getTime() - FAILURE_WINDOW_MS));
  await createPasswordChangeFailure(ctx.db, { userId, createdAt: now });
}

/** Seconds under a minute, else whole minutes rounded up, so nobody is told to come back too early. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
