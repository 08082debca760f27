import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizations, users } from './db/schema';
import { startServer } from './server';
import { createTestDatabase, type TestDatabase } from './test/test-database';

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

describe('npm start (main.ts)', () => {
  it('prints the address and the first password, serves, and exits 0 on SIGTERM', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
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
        const timer = setTimeout(() => reject(new Error(`no address printed:\n${output}`)), 30_000);
        child.stdout.on('data', () => {
          const match = /running at (http:\/\/\S+)/.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.on('exit', () => reject(new Error(`exited early:\n${output}`)));
      });
      const password = /password: (\S+)/.exec(output)?.[1];
      expect(output).toContain('e-mail:   admin@example.com');
      expect((await signIn(url, 'admin@example.com', password ?? '')).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
