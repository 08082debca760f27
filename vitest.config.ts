import { defineConfig } from 'vitest/config';

/**
 * Test projects:
 * - unit: pure code in every package (no database, no browser).
 * - api-pglite: server tests (`*.api.test.ts`) on a fresh embedded PGlite per file.
 * - api-postgres: the same files on PostgreSQL (a fresh database per file). Required in CI; elsewhere it runs
 *   when PostgreSQL answers on 127.0.0.1:5432 or TEST_DATABASE_URL is set, and says loudly when it does not.
 * - browser: Chromium through playwright-core against the real server serving the built SPA.
 */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['packages/server/src/**/*.api.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['packages/server/src/**/*.api.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
