import { AppError, ERROR_CODES, PASSWORD_TOKEN_TTL_MINUTES } from '@app/shared';
import type { AppContext } from '../../context';
import { passwordResetMail } from '../../mail/templates';
import { getUserByEmail, updateUserPassword } from '../users/users.repository';
import {
  countPasswordTokensSince,
  createPasswordToken,
  deleteLoginFailuresByEmail,
  deleteSessionsByUser,
  getPasswordTokenWithUser,
  markPasswordTokensUsedByUser,
  markPasswordTokenUsed,
  type PasswordTokenKind,
} from './auth.repository';
import { hashPassword } from './password';
import { generateToken, hashToken } from './tokens';

/** At most this many reset mails per account per window, so nobody can flood an inbox through the form. */
const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_MINUTES = 15;

/** The path of the reset screen (SPEC §2 `/password-reset/{token}`). */
export function passwordResetLink(ctx: AppContext, token: string): string {
  return `${ctx.publicUrl}/password-reset/${token}`;
}

/** The path of the first-password screen (SPEC §2 `/set-password`), token in the query. */
export function setPasswordLink(ctx: AppContext, token: string): string {
  return `${ctx.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a reset link when an active account has this e-mail. The caller answers the same either way
 * and the mail goes out in the background, so neither the answer nor its timing reveals accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await getUserByEmail(ctx.db, email);
  if (!user || user.deactivatedAt !== null) return;
  const now = ctx.now();
  const since = new Date(now.getTime() - RESET_MAIL_WINDOW_MINUTES * 60_000);
  if ((await countPasswordTokensSince(ctx.db, user.id, 'reset', since)) >= RESET_MAILS_PER_WINDOW) return;
  const token = generateToken();
  await createPasswordToken(ctx.db, {
    userId: user.id,
    kind: 'reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  ctx.mailer.sendLater(
    passwordResetMail({ to: user.email, link: passwordResetLink(ctx, token), ttlMinutes: PASSWORD_TOKEN_TTL_MINUTES }),
  );
}

/** Answers whose link this is, or throws PASSWORD_TOKEN_INVALID for an unknown, used or expired one. */
export async function checkPasswordToken(
  ctx: AppContext,
  kind: PasswordTokenKind,
  token: string,
): Promise<{ email: string }> {
  const row = await findUsableToken(ctx, kind, token);
  return { email: row.user.email };
}

/**
 * Sets the password through a link, once: the token is marked used, older links of the user stop
 * working, every session of the user ends and its failed sign-ins are forgotten.
 */
export async function setPasswordWithToken(
  ctx: AppContext,
  kind: PasswordTokenKind,
  input: { token: string; password: string },
): Promise<void> {
  const row = await findUsableToken(ctx, kind, input.token);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await markPasswordTokenUsed(tx, row.token.id, now))) throw invalidToken();
    await updateUserPassword(tx, row.user.id, passwordHash, now);
    await markPasswordTokensUsedByUser(tx, row.user.id, now);
    await deleteSessionsByUser(tx, row.user.id);
    await deleteLoginFailuresByEmail(tx, row.user.email);
  });
}

async function findUsableToken(ctx: AppContext, kind: PasswordTokenKind, token: string) {
  const row = await getPasswordTokenWithUser(ctx.db, hashToken(token), kind);
  const usable =
    row !== undefined &&
    row.token.usedAt === null &&
    row.token.expiresAt > ctx.now() &&
    row.user.deactivatedAt === null;
  if (!usable) throw invalidToken();
  return row;
}

function invalidToken(): AppError {
  return new AppError('PASSWORD_TOKEN_INVALID', { fields: { token: [ERROR_CODES.PASSWORD_TOKEN_INVALID.message] } });
}
