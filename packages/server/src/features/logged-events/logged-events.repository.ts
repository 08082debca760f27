import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loggedEvents, users } from '../../db/schema';

export type LoggedEventRow = typeof loggedEvents.$inferSelect;
export type NewLoggedEvent = typeof loggedEvents.$inferInsert;

/**
 * The user's active tracking reference while their organisation's tracking module is on, else null: every event is
 * stamped with it as it is written, so no caller can forget it and the tracking logs see every logged action.
 */
function activeReferenceOf(userId: number): SQL<string | null> {
  return sql`(
    select cr.reference from active_client_references a
    join client_references cr on cr.id = a.client_reference_id
    join users u on u.id = a.user_id and u.organization_id = cr.organization_id
    join organization_modules m on m.organization_id = u.organization_id
      and m.name = 'tracking' and m.configuration->>'enabled' = 'true'
    where a.user_id = ${userId})`;
}

export async function insertLoggedEvent(db: Database, values: NewLoggedEvent): Promise<LoggedEventRow> {
  const [row] = await db
    .insert(loggedEvents)
    .values({
      organizationId: sql`(select organization_id from users where id = ${values.userId})`,
      clientReference: activeReferenceOf(values.userId),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert into logged_events returned no row');
  return row;
}

/** The user's own events, newest first (at most `limit`). */
export async function listLoggedEventsOfUser(db: Database, userId: number, limit = 200): Promise<LoggedEventRow[]> {
  return db
    .select()
    .from(loggedEvents)
    .where(eq(loggedEvents.userId, userId))
    .orderBy(desc(loggedEvents.createdAt), desc(loggedEvents.id))
    .limit(limit);
}

export async function getLoggedEventOfUser(
  db: Database,
  userId: number,
  id: number,
): Promise<LoggedEventRow | undefined> {
  const [row] = await db
    .select()
    .from(loggedEvents)
    .where(and(eq(loggedEvents.userId, userId), eq(loggedEvents.id, id)));
  return row;
}

/** Deletes the user's event; false when there was none. */
export async function deleteLoggedEventOfUser(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(loggedEvents)
    .where(and(eq(loggedEvents.userId, userId), eq(loggedEvents.id, id)))
    .returning({ id: loggedEvents.id });
  return rows.length > 0;
}

/** The events about one folder, newest first, with who did each (at most `limit`), for its activity. */
export async function listLoggedEventsOfFolder(db: Database, folderId: number, limit = 500) {
  return db
    .select({
      id: loggedEvents.id,
      action: loggedEvents.action,
      message: loggedEvents.message,
      createdAt: loggedEvents.createdAt,
      userId: loggedEvents.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(loggedEvents)
    .innerJoin(users, eq(users.id, loggedEvents.userId))
    .where(eq(loggedEvents.folderId, folderId))
    .orderBy(desc(loggedEvents.createdAt), desc(loggedEvents.id))
    .limit(limit);
}

/** Sets the call that reverses an event (for undos that must name the event itself). */
export async function setLoggedEventUndo(
  db: Database,
  id: number,
  undo: NonNullable<LoggedEventRow['undo']>,
): Promise<void> {
  await db.update(loggedEvents).set({ undo }).where(eq(loggedEvents.id, id));
}
