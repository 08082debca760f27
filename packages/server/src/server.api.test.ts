import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations, users } from './db/schema';
import { SEARCH_TEST_PATHS } from './features/search/search-test-support';
import { startServer } from './server';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const BUILD_SCRIPT = fileURLToPath(new URL('../../../scripts/build-server.mjs', import.meta.url));
const BUILT_SERVER = fileURLToPath(new URL('../dist', import.meta.url));

let dataDir: string;
let database: TestDatabase;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'app-server-'));
  // Empty (unmigrated) on PostgreSQL; unused with PGlite, where the server keeps its database in dataDir.
  database = await createTestDatabase({ migrate: false });
});
afterEach(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function start(extra: { adminEmail?: string; adminPassword?: string } = {}) {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database.databaseUrl,
    logLevel: 'silent',
    webDistDir: null,
    ...extra,
  });
}

async function signIn(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });
}

describe('startServer', () => {
  it('creates the organisation and an administrator on the first start only', async () => {
    const first = await start();
    let second: Awaited<ReturnType<typeof start>> | undefined;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.bootstrap).toMatchObject({ email: 'admin@example.com', passwordGenerated: true });
      expect(first.bootstrap?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);

      const response = await signIn(first.url, first.bootstrap!.email, first.bootstrap!.password);
      expect(response.status).toBe(200);
      const user = (await response.json()) as {
        organization: { modules: { name: string; configuration: unknown }[] };
      };
      expect(user).toMatchObject({ is_admin: true, organization: { name: 'My organisation' } });
      const modules = Object.fromEntries(user.organization.modules.map((m) => [m.name, m.configuration]));
      expect(modules).toEqual({
        tracking: { enabled: false, required: false },
        origin_plus: { enabled: false },
        design_image_search: { enabled: false },
        patbase_viewer: { enabled: false },
        generative_ai: { enabled: false },
        access_third_party_ai: { enabled: false },
        chemical_explorer: { enabled: false },
      });
      await first.close();

      second = await start({ adminEmail: 'other@example.com', adminPassword: 'another long password' });
      expect(second.bootstrap).toBeNull();
      expect(await second.db.select().from(organizations)).toHaveLength(1);
      expect(await second.db.select().from(users)).toHaveLength(1);
      expect((await signIn(second.url, 'admin@example.com', first.bootstrap!.password)).status).toBe(200);
    } finally {
      await first.close();
      await second?.close();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const server = await start({ adminEmail: 'Boss@Example.com', adminPassword: 'a chosen admin password' });
    try {
      expect(server.bootstrap).toEqual({
        email: 'boss@example.com',
        password: 'a chosen admin password',
        passwordGenerated: false,
        organizationId: expect.any(Number),
      });
      expect((await signIn(server.url, 'boss@example.com', 'a chosen admin password')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** The server as `npm start` runs it: a child process printing its address, stopped with SIGTERM. */
type MainProcess = { url: string; output: () => string; stop: () => Promise<number | null> };

async function startMain(nodeArgs: string[], env: Record<string, string> = {}): Promise<MainProcess> {
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      // The tests ask for a clean exit, not a quick one: a loaded CI machine may take longer than the 30 s default.
      SHUTDOWN_TIMEOUT_SECONDS: '120',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`exited early:\n${output}`)));
    });
    return {
      url,
      output: () => output,
      stop: () => {
        child.kill('SIGTERM');
        return exited;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

describe('npm start (main.ts)', () => {
  it('prints the address and the first password, serves, and exits 0 on SIGTERM', async () => {
    const main = await startMain(['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))]);
    try {
      const password = /password: (\S+)/.exec(main.output())?.[1];
      expect(main.output()).toContain('e-mail:   admin@example.com');
      expect((await signIn(main.url, 'admin@example.com', password ?? '')).status).toBe(200);
    } finally {
      expect(await main.stop()).toBe(0);
    }
    // A child compiling the server through tsx, migrating and warming its search threads took over the project's 30 s
    // on a machine at a load of 9 to 10.
  }, 120_000);

  it('runs compiled, without a TypeScript loader: warms the search threads before it says it is ready', async () => {
    // What `npm start` does before it starts the server; `npm test` has built it already (`npm run build`).
    const build = spawnSync(process.execPath, [BUILD_SCRIPT, '--if-stale'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    // A few real documents, so there is something to search and export (an index with a commit gets no demo corpus).
    const directory = await FsDirectory.open(patentIndexPath(dataDir));
    const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
    await ingestPaths(SEARCH_TEST_PATHS, { writer, directory });
    await writer.close();
    const main = await startMain(['--enable-source-maps', join(BUILT_SERVER, 'main.js')], {
      ADMIN_PASSWORD: 'compiled-server-pass',
      DEMO_CORPUS: '0',
    });
    try {
      const output = main.output();
      expect(output).toMatch(/search threads ready in \d+ ms/);
      expect(output.indexOf('search threads ready')).toBeLessThan(output.indexOf('running at'));
      const login = await signIn(main.url, 'admin@example.com', 'compiled-server-pass');
      expect(login.status).toBe(200);
      const headers = {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: String(login.headers.get('set-cookie')).split(';')[0]!,
      };
      const saved = await fetch(`${main.url}/api/searches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: 'TAC=(method)', type: 'commandline' }),
      });
      expect(saved.status).toBe(200);
      const { query_index } = (await saved.json()) as { query_index: number };
      // Answered by the compiled search workers (dist/searcher-worker.js).
      const run = await fetch(`${main.url}/api/patents/search/${query_index}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ rows: 10, grouped_by: 'none' }),
      });
      expect(run.status).toBe(200);
      // Written by the compiled export writer thread (dist/export-writer-worker.js).
      const asked = await fetch(`${main.url}/api/exports`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ source: { type: 'search', index: query_index }, format: 'pdf', fields: ['title'] }),
      });
      expect(asked.status, await asked.clone().text()).toBe(201);
      const { id } = (await asked.json()) as { id: number };
      const exported = async () => {
        const answer = await fetch(`${main.url}/api/exports/${id}`, { headers });
        return ((await answer.json()) as { status: string }).status;
      };
      await expect.poll(exported, { timeout: 60_000, interval: 200 }).toBe('finished');
      const file = await fetch(`${main.url}/api/exports/${id}/download`, { headers });
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      const code = await main.stop();
      expect(code, main.output().slice(-3000)).toBe(0);
    }
    // Compiling, a database and two threads starting: sized for a busy two-core machine, not for speed.
  }, 180_000);
});
