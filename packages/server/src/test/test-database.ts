import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseConnection, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/** The PostgreSQL server test databases are created on (TEST_DB=postgres). */
export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabaseDriver = 'pglite' | 'postgres';

/** A throw-away database: in-memory PGlite, or a fresh PostgreSQL database dropped on `close()`. */
export type TestDatabase = {
  driver: TestDatabaseDriver;
  db: Database;
  connection: DatabaseConnection;
  /** The PostgreSQL URL of the fresh database (postgres driver only), e.g. to hand to `startServer`. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

/** The driver the test run asks for: env TEST_DB (`pglite` or `postgres`), PGlite by default. */
export function testDatabaseDriver(): TestDatabaseDriver {
  const value = process.env.TEST_DB ?? 'pglite';
  if (value !== 'pglite' && value !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, not "${value}"`);
  return value;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_POSTGRES_ADMIN_URL} (TEST_DB=postgres): ${(error as Error).message}. ` +
        'Start it, or point TEST_DATABASE_URL at one.',
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Opens a fresh, migrated database for one test file. With TEST_DB=postgres it creates a database with
 * a random name and fails loudly when PostgreSQL is unreachable. Pass `migrate: false` to leave it empty
 * (for code that migrates by itself, such as `startServer`).
 */
export async function createTestDatabase(
  options: { driver?: TestDatabaseDriver; migrate?: boolean } = {},
): Promise<TestDatabase> {
  const driver = options.driver ?? testDatabaseDriver();
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (driver === 'postgres') {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const connection = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://', maxConnections: 4 });
  if (options.migrate !== false) await runMigrations(connection);
  return {
    driver,
    db: connection.db,
    connection,
    databaseUrl,
    close: async () => {
      await connection.close();
      await dropDatabase();
    },
  };
}
