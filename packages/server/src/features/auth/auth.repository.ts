import { and, count, desc, eq, gt, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  loginFailures,
  organizationModules,
  passwordChangeFailures,
  passwordTokens,
  sessions,
  users,
} from '../../db/schema';

export type SessionRecord = typeof sessions.$inferSelect;
export type PasswordTokenRecord = typeof passwordTokens.$inferSelect;
export type PasswordTokenKind = PasswordTokenRecord['kind'];
type OrganizationModuleRow = typeof organizationModules.$inferSelect;

// Sessions

export async function createSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The session, its user and the modules of the user's organisation in one query, as the auth hook needs on every
 * request: the module checks and the tracking gate of most routes then need no query of their own.
 */
export async function getSessionWithUser(db: Database, id: string) {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      // In name order, as getModulesByOrganization gives them; an empty array for a user without organisation.
      modules: sql<
        OrganizationModuleRow[]
      >`(select coalesce(json_agg(json_build_object('organizationId', m.organization_id, 'name', m.name, 'configuration', m.configuration) order by m.name), '[]'::json) from ${organizationModules} m where m.organization_id = ${users.organizationId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row;
}

export async function updateSessionLastSeen(db: Database, id: string, lastSeenAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionsByUser(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The user's sessions, most recently used first. */
export async function listSessionsByUser(db: Database, userId: number): Promise<SessionRecord[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export async function deleteOtherSessionsByUser(db: Database, userId: number, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Removes a user's sessions that went idle before `idleSince`; they could only ever answer 419. */
export async function deleteIdleSessionsByUser(db: Database, userId: number, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.lastSeenAt, idleSince)));
}

// Login failures

export async function createLoginFailure(db: Database, values: { email: string; ip: string; createdAt: Date }) {
  await db.insert(loginFailures).values(values);
}

/** How many failures after `since` one account has from one address, and when the latest was. */
export async function countPairLoginFailures(
  db: Database,
  pair: { email: string; ip: string },
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({ count: count(), latest: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, pair.email), eq(loginFailures.ip, pair.ip), gt(loginFailures.createdAt, since)));
  return { count: Number(row?.count ?? 0), latest: row?.latest ? new Date(row.latest) : null };
}

/** Forgets the failures of one account from one address (it signed in from there). */
export async function deletePairLoginFailures(db: Database, pair: { email: string; ip: string }): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, pair.email), eq(loginFailures.ip, pair.ip)));
}

/**
 * The time of the `n`-th most recent failure after `since` for this e-mail or address, or undefined when
 * there are fewer than `n`. Once that failure leaves the window, fewer than `n` remain.
 */
export async function getNthRecentLoginFailure(
  db: Database,
  by: { email: string } | { ip: string },
  since: Date,
  n: number,
): Promise<Date | undefined> {
  const key = 'email' in by ? eq(loginFailures.email, by.email) : eq(loginFailures.ip, by.ip);
  const [row] = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(key, gt(loginFailures.createdAt, since)))
    .orderBy(desc(loginFailures.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt;
}

export async function deleteLoginFailuresByEmail(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Drops failures too old to count for anything. */
export async function deleteLoginFailuresBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}

// Password change failures

export async function createPasswordChangeFailure(db: Database, values: { userId: number; createdAt: Date }) {
  await db.insert(passwordChangeFailures).values(values);
}

/** The time of the user's `n`-th most recent wrong current password after `since`, or undefined with fewer. */
export async function getNthRecentPasswordChangeFailure(
  db: Database,
  userId: number,
  since: Date,
  n: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: passwordChangeFailures.createdAt })
    .from(passwordChangeFailures)
    .where(and(eq(passwordChangeFailures.userId, userId), gt(passwordChangeFailures.createdAt, since)))
    .orderBy(desc(passwordChangeFailures.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt;
}

/** Forgets the user's failures from before `before` (all of them when it is omitted). */
export async function deletePasswordChangeFailures(db: Database, userId: number, before?: Date): Promise<void> {
  const byUser = eq(passwordChangeFailures.userId, userId);
  await db
    .delete(passwordChangeFailures)
    .where(before === undefined ? byUser : and(byUser, lt(passwordChangeFailures.createdAt, before)));
}

// Password tokens

export async function createPasswordToken(db: Database, values: typeof passwordTokens.$inferInsert): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

/** A token with its user, if the hash exists at all; the service decides whether it is still usable. */
export async function getPasswordTokenWithUser(db: Database, tokenHash: string, kind: PasswordTokenKind) {
  const [row] = await db
    .select({ token: passwordTokens, user: users })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(and(eq(passwordTokens.tokenHash, tokenHash), eq(passwordTokens.kind, kind)));
  return row;
}

/**
 * Marks one token used, only if nobody used it first; false means another request won the race.
 * The conditional update is what makes a link single-use under concurrency.
 */
export async function markPasswordTokenUsed(db: Database, id: number, usedAt: Date): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

/** Retires every unused token of the user, e.g. older reset links once the password has been set. */
export async function markPasswordTokensUsedByUser(db: Database, userId: number, usedAt: Date): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

export async function countPasswordTokensSince(
  db: Database,
  userId: number,
  kind: PasswordTokenKind,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.kind, kind), gt(passwordTokens.createdAt, since)));
  return row?.n ?? 0;
}
