import { and, eq, inArray } from 'drizzle-orm';
import { alertUnsubscriptions } from '../../db/alert-mail-tables';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Records that the address left the alert's mails; doing it again changes nothing. */
export async function insertAlertUnsubscription(
  db: Database,
  values: { alertId: number; email: string; createdAt: Date },
): Promise<void> {
  await db.insert(alertUnsubscriptions).values(values).onConflictDoNothing();
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
