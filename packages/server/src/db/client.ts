/**
 * The one place that knows which SQL driver runs (STYLE.md habit 5): embedded PGlite by default,
 * a PostgreSQL server through `pg` when a connection URL is given. Everything else sees `Database`.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { countWrites } from './read-cache';
import * as schema from './schema';

/** The query builder every repository receives, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver-specific handle, kept for migrations and closing. */
export type DatabaseConnection =
  | {
      driver: 'pglite';
      db: Database;
      drizzle: PgliteDatabase<typeof schema>;
      client: PGlite;
      close: () => Promise<void>;
    }
  | { driver: 'postgres'; db: Database; drizzle: NodePgDatabase<typeof schema>; close: () => Promise<void> };

export type OpenDatabaseOptions = {
  /** PostgreSQL connection URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database files, or `memory://` for a throw-away in-memory database. */
  pgliteDataDir?: string;
  /** Largest number of pooled PostgreSQL connections. */
  maxConnections?: number;
  /** A PGlite data dir dump to start from instead of an empty database (tests start from a migrated one). */
  pgliteLoadDataDir?: Blob;
  /** Called with the SQL text of every query run (the SQL snapshot uses it). */
  onQuery?: (sql: string) => void;
};

/** Opens the database the options name; the caller must `close()` it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const drizzle = drizzleNodePostgres({ client: pool, schema, logger: queryLogger(options) });
    return { driver: 'postgres', db: drizzle, drizzle, close: () => pool.end() };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {},
  );
  const drizzle = drizzlePglite({ client, schema, logger: queryLogger(options) });
  // Only this process can write an embedded database, so reads repeated on every request may be kept (read-cache.ts).
  countWrites(drizzle, client);
  return { driver: 'pglite', db: drizzle, drizzle, client, close: () => client.close() };
}

function queryLogger(options: OpenDatabaseOptions) {
  const onQuery = options.onQuery;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}
