import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, seedMigratedPglite, startServer } from '@app/server';

/** A real server on a free port with a fresh data dir and a clock the test can move forward. */
export type ServerFixture = {
  server: RunningServer;
  dataDir: string;
  mailDir: string;
  /** Moves the server's clock forward (sessions, tokens and rate limits all read it). */
  advanceMinutes: (minutes: number) => void;
  stop: () => Promise<void>;
};

export async function startServerFixture(): Promise<ServerFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'patent-browser-'));
  let offsetMs = 0;
  // The server's embedded database starts as a copy of the migrated template the API tests use: initdb and the
  // migrations cost seconds of CPU per file on a two-core machine, and the first start is tested in server.api.test.ts.
  await seedMigratedPglite(join(dataDir, 'db'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'silent',
    now: () => new Date(Date.now() + offsetMs),
  });
  return {
    server,
    dataDir,
    mailDir: join(dataDir, 'mail'),
    advanceMinutes: (minutes) => {
      offsetMs += minutes * 60_000;
    },
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
