import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type DatabaseConnection, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';

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

/** A hash of every migration file: a migrated template is reused only while the migrations are the same. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(entry.name).update(await readFile(path));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of a migrated PGlite database, made once per set of migrations and kept in the temp dir. Starting every
 * test file from it skips initdb and the migrations (seconds per file on a busy two-core machine); the migrator
 * still runs after loading, and finds nothing to do.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `app-test-pglite-${await migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it below. Two files doing so at once each write their own copy and rename it whole.
  }
  const connection = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    await runMigrations(connection);
    if (connection.driver !== 'pglite') throw new Error('expected PGlite');
    const dump = await connection.client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file).catch(() => rm(partial, { force: true }));
    return dump;
  } finally {
    await connection.close();
  }
}

/**
 * Writes a migrated PGlite database into `dataDir` (an empty folder, or one that does not exist yet), from the same
 * template the API tests start from, so a server started on it later skips initdb and the migrations: its migrator
 * runs and finds nothing to do. A test server's first start is otherwise the same (bootstrap still happens then).
 */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  const connection = await openDatabase({ pgliteDataDir: dataDir, pgliteLoadDataDir: await pgliteTemplate() });
  await connection.close();
}

/**
 * A migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), made once per set of migrations. It is
 * built under a temporary name and renamed when complete, so no copy is ever taken of a half-migrated one.
 */
async function postgresTemplate(): Promise<string> {
  const name = `app_test_template_${await migrationsHash()}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
  } finally {
    await client.end();
  }
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${building}`);
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${building}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
  try {
    await runMigrations(connection);
  } finally {
    await connection.close();
  }
  try {
    await adminQuery(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch {
    // Another test file finished its template first: use that one.
    await adminQuery(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  }
  return name;
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
  const migrate = options.migrate !== false;
  if (driver === 'postgres') {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      migrate ? `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate()}` : `CREATE DATABASE ${name}`,
    );
    const url = new URL(TEST_POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const connection = await openDatabase({
    databaseUrl,
    pgliteDataDir: 'memory://',
    maxConnections: 4,
    ...(driver === 'pglite' && migrate ? { pgliteLoadDataDir: await pgliteTemplate() } : {}),
  });
  if (migrate) await runMigrations(connection);
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
