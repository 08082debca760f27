import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './client';

/** SQL written by drizzle-kit from `schema.ts`; the same files serve both drivers. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies every migration not yet applied, with drizzle's migrator for the connection's driver. `folder` is for
 * tests that stop at an older migration, to see what a later one does to the rows already there.
 */
export async function runMigrations(connection: DatabaseConnection, folder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder: folder };
  if (connection.driver === 'pglite') await migratePglite(connection.drizzle, config);
  else await migrateNodePostgres(connection.drizzle, config);
}
