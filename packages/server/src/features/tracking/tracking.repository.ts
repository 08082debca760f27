import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activeClientReferences, clientReferences, loggedEvents, users } from '../../db/schema';

/** The organisation's tracking references, in the order they were first used. */
export async function listClientReferences(db: Database, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ reference: clientReferences.reference })
    .from(clientReferences)
    .where(eq(clientReferences.organizationId, organizationId))
    .orderBy(clientReferences.createdAt, clientReferences.id);
  return rows.map((row) => row.reference);
}

/** The user's active reference, if it is one of their organisation's (a user moved elsewhere has none). */
export async function getActiveClientReference(
  db: Database,
  userId: number,
  organizationId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ reference: clientReferences.reference })
    .from(activeClientReferences)
    .innerJoin(clientReferences, eq(clientReferences.id, activeClientReferences.clientReferenceId))
    .where(and(eq(activeClientReferences.userId, userId), eq(clientReferences.organizationId, organizationId)));
  return row?.reference ?? null;
}

/** The organisation's reference with this key, made when it does not exist yet; answers its id and spelling. */
export async function ensureClientReference(
  db: Database,
  values: { organizationId: number; reference: string; referenceKey: string; createdBy: number; createdAt: Date },
): Promise<{ id: number; reference: string }> {
  await db.insert(clientReferences).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ id: clientReferences.id, reference: clientReferences.reference })
    .from(clientReferences)
    .where(
      and(
        eq(clientReferences.organizationId, values.organizationId),
        eq(clientReferences.referenceKey, values.referenceKey),
      ),
    );
  if (!row) throw new Error('client reference vanished right after it was ensured');
  return row;
}

export async function setActiveClientReference(
  db: Database,
  userId: number,
  clientReferenceId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(activeClientReferences)
    .values({ userId, clientReferenceId, updatedAt: now })
    .onConflictDoUpdate({ target: activeClientReferences.userId, set: { clientReferenceId, updatedAt: now } });
}

export type TrackingLogQuery = {
  organizationId: number;
  from: Date | null;
  to: Date | null;
  userId: number | null;
  reference: string | null;
  limit: number;
};

function trackingLogConditions(query: TrackingLogQuery) {
  return and(
    eq(loggedEvents.organizationId, query.organizationId),
    isNotNull(loggedEvents.clientReference),
    query.from ? gte(loggedEvents.createdAt, query.from) : undefined,
    query.to ? lt(loggedEvents.createdAt, query.to) : undefined,
    query.userId !== null ? eq(loggedEvents.userId, query.userId) : undefined,
    query.reference !== null ? sql`lower(${loggedEvents.clientReference}) = lower(${query.reference})` : undefined,
  );
}

/** Logged events carrying a reference, newest first, with who did each (at most `limit`). */
export async function listTrackingLogs(db: Database, query: TrackingLogQuery) {
  return db
    .select({
      id: loggedEvents.id,
      createdAt: loggedEvents.createdAt,
      reference: loggedEvents.clientReference,
      action: loggedEvents.action,
      message: loggedEvents.message,
      userId: loggedEvents.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(loggedEvents)
    .innerJoin(users, eq(users.id, loggedEvents.userId))
    .where(trackingLogConditions(query))
    .orderBy(desc(loggedEvents.createdAt), desc(loggedEvents.id))
    .limit(query.limit);
}

export async function countTrackingLogs(db: Database, query: TrackingLogQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loggedEvents).where(trackingLogConditions(query));
  return Number(row?.n ?? 0);
}
