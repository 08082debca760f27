import { type AccountSession, AppError, type PasswordChangeBody } from '@app/shared';
import type { AppContext } from '../../context';
import { type UserRecord, updateUserPassword } from '../users/users.repository';
import { deleteOtherSessionsByUser, listSessionsByUser, markPasswordTokensUsedByUser } from './auth.repository';
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
  const matches = user.passwordHash !== null && (await verifyPassword(body.current_password, user.passwordHash));
  if (!matches) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Your current password is not correct.',
      fields: { current_password: ['Your current password is not correct.'] },
    });
  }
  const hash = await hashPassword(body.password);
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, hash, now);
    await markPasswordTokensUsedByUser(tx, user.id, now);
    return deleteOtherSessionsByUser(tx, user.id, currentSessionId);
  });
  return { message: `Your password has been changed. ${endedMessage(ended)}`, ended };
}
