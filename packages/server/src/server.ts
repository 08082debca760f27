import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from './app';
import type { App } from './app-instance';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ALERTS_DUE_SCHEDULE } from './features/alerts/alert-runs.service';
import { type BootstrapCredentials, bootstrapFirstStart } from './features/bootstrap/bootstrap.service';
import { type PostgresHub, postgresHub } from './realtime/postgres-hub';

export type StartServerOptions = {
  /** 0 picks a free port (tests). Defaults to 3000. */
  port?: number;
  host?: string;
  /** Data directory: embedded database under `db/`, mail under `mail/`, the generated secret. */
  dataDir: string;
  /** PostgreSQL URL; without it the embedded database in `<dataDir>/db` is used. */
  databaseUrl?: string | undefined;
  publicUrl?: string | undefined;
  smtpUrl?: string | undefined;
  /** Secret for signed values; generated once and kept in `<dataDir>/session-secret` when absent. */
  sessionSecret?: string | undefined;
  /** First administrator's e-mail and password, used only on the very first start. */
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  logLevel?: string;
  /** Directory of the built SPA; defaults to packages/web/dist. */
  webDistDir?: string | null;
  now?: () => Date;
  sessionIdleMinutes?: number;
  /** How long a search may run (default 10 s). */
  searchTimeLimitMs?: number;
  /**
   * Start the search threads and run a search on each before listening, so the first user's search is as fast as
   * later ones (`npm start` does). Off, they start with the first search: tests that never search skip the cost.
   */
  warmSearch?: boolean;
};

/** A listening server. `bootstrap` holds the first administrator's credentials on the first start only. */
export type RunningServer = {
  url: string;
  app: App;
  db: Database;
  bootstrap: BootstrapCredentials | null;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close: () => Promise<void>;
};

/** Migrates, bootstraps on first start, and listens. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  await mkdir(options.dataDir, { recursive: true });
  const connection = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDataDir: join(options.dataDir, 'db'),
  });
  let app: App | undefined;
  let hub: PostgresHub | undefined;
  try {
    await runMigrations(connection);
    // With PostgreSQL, realtime events fan out to every server process on it (DESIGN.md §7); in-process otherwise.
    if (options.databaseUrl) {
      hub = postgresHub(options.databaseUrl, {
        logger: { warn: (details, message) => app?.log.warn(details, message) },
      });
      await hub.ready;
    }
    const now = options.now ?? (() => new Date());
    const bootstrap = await bootstrapFirstStart(connection.db, {
      adminEmail: options.adminEmail,
      adminPassword: options.adminPassword,
      now: now(),
    });
    app = await buildApp({
      db: connection.db,
      dataDir: options.dataDir,
      smtpUrl: options.smtpUrl,
      publicUrl: options.publicUrl,
      secret: options.sessionSecret ?? (await loadOrCreateSecret(options.dataDir)),
      now,
      ...(hub ? { realtime: hub } : {}),
      // The server looks for due alerts every hour (tests that build the app alone call the scheduler themselves).
      jobSchedules: [ALERTS_DUE_SCHEDULE],
      ...(options.sessionIdleMinutes !== undefined ? { sessionIdleMinutes: options.sessionIdleMinutes } : {}),
      ...(options.webDistDir !== undefined ? { webDistDir: options.webDistDir } : {}),
      ...(options.logLevel !== undefined ? { logLevel: options.logLevel } : {}),
      ...(options.searchTimeLimitMs !== undefined ? { searchTimeLimitMs: options.searchTimeLimitMs } : {}),
    });
    if (options.warmSearch) await warmSearch(app);
    await app.listen({ port: options.port ?? 3000, host: options.host ?? '0.0.0.0' });
    const url = listeningUrl(app, options.host ?? '0.0.0.0');
    if (!options.publicUrl) app.ctx.publicUrl = url;

    const running = app;
    const runningHub = hub;
    let closing: Promise<void> | undefined;
    return {
      url,
      app: running,
      db: connection.db,
      bootstrap,
      close: () => {
        closing ??= running
          .close()
          .finally(() => runningHub?.close())
          .finally(() => connection.close());
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await hub?.close().catch(() => {});
    await connection.close().catch(() => {});
    throw error;
  }
}

/**
 * Readies the search threads before the server says it is up, so the first search answers as fast as later ones.
 * A failure is logged, not fatal: the server still serves everything else, and each search tries the threads again.
 */
async function warmSearch(app: App): Promise<void> {
  const started = performance.now();
  try {
    await app.ctx.patents.warm();
    app.log.info(`search threads ready in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    app.log.warn({ err: error }, 'the search threads could not start; searches will try again');
  }
}

/** The address to print: a wildcard host is shown as localhost. */
function listeningUrl(app: App, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shown =
    host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** SESSION_SECRET when not configured: generated on first start and kept in the data dir (DESIGN.md §8). */
async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first; use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
