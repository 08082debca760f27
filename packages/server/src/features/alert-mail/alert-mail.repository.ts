import { and, eq, inArray, sql } from 'drizzle-orm';
import { alertUnsubscriptions } from '../../db/alert-mail-tables';
import { alerts } from '../../db/alert-tables';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Records that the address left the alert's mails; doing it again changes nothing. Taken from the alert's row in
 * the same statement, so an alert gone meanwhile (its owner's account removed) inserts nothing instead of failing
 * the foreign key.
 */
export async function insertAlertUnsubscription(
  db: Database,
  values: { alertId: number; email: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(alertUnsubscriptions)
    .select(
      db
        .select({
          alertId: alerts.id,
          email: sql<string>`${values.email}::text`.as('email'),
          createdAt: sql<Date>`${values.createdAt.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(alerts)
        .where(eq(alerts.id, values.alertId)),
    )
    .onConflictDoNothing();
}

/** The alert's name, for the unsubscribe page; undefined once the alert's row is gone. */
export async function alertNameOf(db: Database, alertId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: alerts.name }).from(alerts).where(eq(alerts.id, alertId));
  return row?.name;
}

/** Which of these addresses left the alert's mails. */
export async function listUnsubscribedEmails(db: Database, alertId: number, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: alertUnsubscriptions.email })
    .from(alertUnsubscriptions)
    .where(and(eq(alertUnsubscriptions.alertId, alertId), inArray(alertUnsubscriptions.email, emails)));
  return rows.map((row) => row.email);
}

/** The accounts behind recipients: their current address, organisation and whether they are deactivated. */
export async function listRecipientAccounts(
  db: Database,
  userIds: number[],
): Promise<{ id: number; email: string; organizationId: number | null; deactivatedAt: Date | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      organizationId: users.organizationId,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}
