/**
 * Who asked not to receive an alert's run mails (issue 18, item 6), beside schema.ts. drizzle.config.ts names this
 * file too, so `npm run db:generate` sees every table together.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { alerts } from './alert-tables';
import { timestamptz } from './schema';

/**
 * One address that unsubscribed from one alert, through the link in a run mail (no sign-in needed). Keyed by address
 * rather than user, because an alert may mail people who have no account. Goes with its alert; a deleted alert
 * keeps its row (deleted_at, for the Undo), so only an owner's account going takes the unsubscriptions with it.
 */
export const alertUnsubscriptions = pgTable(
  'alert_unsubscriptions',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.email] }),
    check('alert_unsubscriptions_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
