import { normalizeEmail } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** A user row as services see it. */
export type UserRecord = typeof users.$inferSelect;
export type NewUserRecord = typeof users.$inferInsert;

export async function getUserById(db: Database, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Looks a user up by e-mail, in any case: addresses are stored normalised. */
export async function getUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function createUser(db: Database, values: NewUserRecord): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUserPassword(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores one preference, leaving the others as they are (a jsonb merge, so concurrent writes of different names both stick). */
export async function updateUserPreference(
  db: Database,
  userId: number,
  name: string,
  value: unknown,
  now: Date,
): Promise<void> {
  const patch = JSON.stringify({ [name]: value });
  await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${patch}::jsonb`, updatedAt: now })
    .where(eq(users.id, userId));
}
