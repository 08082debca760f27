import type { AppContext } from '../../context';
import { ReadCache } from '../../db/read-cache';
import type { SessionCheck } from '../../plugins/auth';
import { presentModules } from '../organization/organization.presenter';
import {
  createSession,
  deleteIdleSessionsByUser,
  deleteSession,
  getSessionWithUser,
  updateSessionLastSeen,
} from './auth.repository';
import { generateToken, hashToken } from './tokens';

/** Sessions are touched at most this often, so a busy page does not write on every call. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The session rows of recent requests, kept until the next write to the embedded database (any write: a sign-out,
 * a deactivation, a role or module change, this session's own touch). The lookup was the largest fixed cost of a
 * request on PGlite (a join and a JSON aggregate, about 1.3 ms of CPU).
 */
const sessionRows = new ReadCache<NonNullable<Awaited<ReturnType<typeof getSessionWithUser>>>>(10_000);

/** Starts a session for the user and returns the cookie token; only its hash is stored. */
export async function startSession(
  ctx: AppContext,
  input: { userId: number; ip: string | null; userAgent: string | null },
): Promise<string> {
  const now = ctx.now();
  const token = generateToken();
  await deleteIdleSessionsByUser(ctx.db, input.userId, idleSince(ctx, now));
  await createSession(ctx.db, {
    id: hashToken(token),
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/**
 * Finds the session of a cookie token. The session of a deactivated user is deleted on the spot; a live one has its
 * last-seen time moved forward (at most once a minute) unless `touch` is false: the page's own session ping must not
 * keep an unused tab signed in forever.
 */
export async function resolveSession(
  ctx: AppContext,
  token: string | undefined,
  { touch }: { touch: boolean } = { touch: true },
): Promise<SessionCheck> {
  if (!token) return { status: 'missing' };
  const id = hashToken(token);
  const row = await sessionRows.get(ctx.db, id, () => getSessionWithUser(ctx.db, id));
  if (!row) return { status: 'missing' };
  const now = ctx.now();
  if (row.session.lastSeenAt < idleSince(ctx, now)) {
    // Kept, not deleted, so that every request of the page that was open (several are in flight at once) hears
    // "expired" (419, with its warning) rather than the first one 419 and the rest "not signed in" (401). The row
    // can only ever answer 419; the user's next sign-in removes it (deleteIdleSessionsByUser).
    return { status: 'expired' };
  }
  if (row.user.deactivatedAt !== null) {
    await deleteSession(ctx.db, id);
    return { status: 'inactive' };
  }
  if (touch && now.getTime() - row.session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await updateSessionLastSeen(ctx.db, id, now);
  }
  const modules = row.user.organizationId === null ? null : presentModules(row.modules);
  return { status: 'ok', session: { sessionId: id, user: row.user, modules } };
}

/** Ends the session of a cookie token, if there is one. */
export async function endSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.db, hashToken(token));
}

function idleSince(ctx: AppContext, now: Date): Date {
  return new Date(now.getTime() - ctx.sessionIdleMinutes * 60_000);
}
