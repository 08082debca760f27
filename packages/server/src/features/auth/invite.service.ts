import { AppError, INVITE_TOKEN_TTL_DAYS, normalizeEmail } from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { invitationMail } from '../../mail/templates';
import { getOrganizationById } from '../organization/organization.repository';
import { createUser, getUserByEmail, type UserRecord } from '../users/users.repository';
import { createPasswordToken, markPasswordTokensUsedByUser } from './auth.repository';
import { setPasswordLink } from './password-token.service';
import { generateToken, hashToken } from './tokens';

/** Who to invite; role flags default to a normal user (SPEC §6). */
export type InviteUserInput = {
  email: string;
  firstName: string;
  lastName: string;
  organizationId: number | null;
  isAdmin?: boolean;
  isEndUser?: boolean;
  isReadOnly?: boolean;
  groupManager?: boolean;
  userTypeId?: number | null;
  /** More to store with the new user, in the same transaction (its groups, say). */
  withinTransaction?: (tx: Database, user: UserRecord) => Promise<void>;
};

/**
 * Creates a user without a password and mails an invitation link to set one (valid INVITE_TOKEN_TTL_DAYS).
 * Used by user administration. Returns the link too, for callers that show or test it; routes must not
 * send it back to the inviting admin's browser, since the link is the invitee's credential.
 */
export async function inviteUser(ctx: AppContext, input: InviteUserInput): Promise<{ user: UserRecord; link: string }> {
  const email = normalizeEmail(input.email);
  if (await getUserByEmail(ctx.db, email)) throw emailTaken();
  const now = ctx.now();
  const token = generateToken();
  const user = await ctx.db
    .transaction(async (tx) => {
      const created = await createUser(tx, {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        organizationId: input.organizationId,
        isAdmin: input.isAdmin ?? false,
        isEndUser: input.isEndUser ?? false,
        isReadOnly: input.isReadOnly ?? false,
        groupManager: input.groupManager ?? false,
        userTypeId: input.userTypeId ?? null,
        passwordHash: null,
        createdAt: now,
        updatedAt: now,
      });
      await createPasswordToken(tx, inviteToken(created.id, token, now));
      await input.withinTransaction?.(tx, created);
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  const link = await mailInvitation(ctx, user, token);
  return { user, link };
}

/**
 * Mails an invited user who has not set a password a new link; the links sent before stop working, so only the
 * newest invitation counts. Returns the link (for tests; routes must not send it to the admin's browser).
 */
export async function resendInvitation(ctx: AppContext, user: UserRecord): Promise<string> {
  if (user.passwordHash !== null || user.deactivatedAt !== null) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Only an active user who has not set a password yet can be invited again.',
    });
  }
  const now = ctx.now();
  const token = generateToken();
  await ctx.db.transaction(async (tx) => {
    await markPasswordTokensUsedByUser(tx, user.id, now);
    await createPasswordToken(tx, inviteToken(user.id, token, now));
  });
  return mailInvitation(ctx, user, token);
}

function inviteToken(userId: number, token: string, now: Date) {
  return {
    userId,
    kind: 'invite' as const,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_DAYS * 86_400_000),
    createdAt: now,
  };
}

async function mailInvitation(ctx: AppContext, user: UserRecord, token: string): Promise<string> {
  const organization = user.organizationId ? await getOrganizationById(ctx.db, user.organizationId) : undefined;
  const link = setPasswordLink(ctx, token);
  await ctx.mailer.send(
    invitationMail({
      to: user.email,
      link,
      ttlDays: INVITE_TOKEN_TTL_DAYS,
      organizationName: organization?.name ?? null,
    }),
  );
  return link;
}

function emailTaken(): AppError {
  return new AppError('VALIDATION_FAILED', { fields: { email: ['A user with this e-mail address already exists.'] } });
}
