import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_PATH, chromiumAvailable, postgresReachable, REQUIRE_ALL_SUITES } from './test/environment.ts';

/**
 * Test projects:
 * - unit: pure code in every package (no database, no browser).
 * - api-pglite: server tests (`*.api.test.ts`) on a fresh embedded PGlite per file.
 * - api-postgres: the same files on PostgreSQL, a fresh database per file.
 * - browser: Chromium through playwright-core against the real server serving the built SPA.
 * In CI (CI=true) every project runs, so a missing PostgreSQL or Chromium fails the run. Elsewhere a
 * project whose service is missing is left out with a warning printed at the top of the run.
 */
export default defineConfig(async () => {
  const withPostgres = REQUIRE_ALL_SUITES || (await postgresReachable());
  const withBrowser = REQUIRE_ALL_SUITES || chromiumAvailable();
  if (!withPostgres)
    console.warn('\n!!! PostgreSQL is not reachable: the api-postgres suite is NOT run (CI requires it).\n');
  if (!withBrowser) console.warn(`\n!!! ${CHROMIUM_PATH} is missing: the browser suite is NOT run (CI requires it).\n`);

  const projects: TestProjectInlineConfiguration[] = [
    {
      test: {
        name: 'unit',
        include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        environment: 'node',
      },
    },
    {
      test: {
        name: 'api-pglite',
        include: ['packages/server/src/**/*.api.test.ts'],
        // Files named *.processes.api.test.ts run two server processes on one database: PostgreSQL only.
        exclude: ['**/*.processes.api.test.ts', '**/node_modules/**'],
        env: { TEST_DB: 'pglite' },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
  ];
  if (withPostgres) {
    projects.push({
      test: {
        name: 'api-postgres',
        include: ['packages/server/src/**/*.api.test.ts'],
        env: { TEST_DB: 'postgres' },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    });
  }
  if (withBrowser) {
    projects.push({
      test: {
        name: 'browser',
        include: ['test/browser/**/*.test.ts'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // expect.poll gives up after 1 s by default; on a busy two-core machine a search after back or a click can
        // take longer than that to reach the screen (CI failed once on exactly this), so browser polls wait 15 s.
        expect: { poll: { timeout: 15_000 } },
        // Files run in parallel like every other project's: each starts its own server (port 0, its own data dir)
        // and its own Chromium. With fileParallelism off, Vitest held the whole project back until every other file
        // had finished and then ran it one file at a time, on little more than one core (795 s of a 1,946 s run).
      },
    });
  }
  // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the whole run goes file
  // by file although much of it waits on PostgreSQL, Chromium or a child process. Two workers keep both cores busy.
  return { test: { projects, maxWorkers: Math.max(2, availableParallelism() - 1) } };
});
