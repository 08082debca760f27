import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

/** Debian's Chromium, the only browser the browser tests drive (no downloaded browsers). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Server that the PostgreSQL API suite creates its throw-away databases on. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** In CI (or when asked), a missing browser or database fails the run instead of narrowing it. */
export const REQUIRE_ALL_SUITES =
  process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1' || process.env.REQUIRE_BROWSER === '1';

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** True when something accepts TCP connections at the PostgreSQL URL's host and port within 1.5 s. */
export function postgresReachable(url = TEST_POSTGRES_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
