import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE_NAME } from '@app/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import type { App } from '../app-instance';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { TEST_PASSWORD } from './factories';
import { readMails, type TestMail } from './mail';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock tests move by hand; it stands still unless told. */
export type TestClock = {
  now: () => Date;
  set: (date: Date) => void;
  advanceMinutes: (minutes: number) => void;
  advanceSeconds: (seconds: number) => void;
};

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advanceMinutes: (minutes) => {
      current += minutes * 60_000;
    },
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}

/** A request through `app.inject`, with the SPA's XMLHttpRequest header and an optional session token. */
export type TestRequest = Omit<InjectOptions, 'method' | 'url' | 'body' | 'payload'> & {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** JSON body; sent as `application/json`. */
  body?: unknown;
  /** Raw body, sent as given (set `content-type` yourself); for malformed input. */
  payload?: string;
  /** Session token (the cookie value) to send as the session cookie. */
  session?: string;
  /** Leave out `X-Requested-With` (to test the CSRF check). */
  noXhrHeader?: boolean;
};

export type TestApp = {
  app: App;
  db: Database;
  ctx: AppContext;
  clock: TestClock;
  database: TestDatabase;
  /** Temporary data dir (removed on close); mail lands in `mailDir`. */
  dataDir: string;
  mailDir: string;
  request: (request: TestRequest) => Promise<LightMyRequestResponse>;
  /** Signs in through POST /api/login and returns the session token; fails the test on anything but 200. */
  signIn: (user: { email: string; password?: string | null }) => Promise<string>;
  /** Every mail written so far (waits for background deliveries first). */
  readMails: () => Promise<TestMail[]>;
  close: () => Promise<void>;
};

/** The session token a response set, if any. */
export function sessionTokenFrom(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value || undefined;
}

/**
 * An app on a fresh database (TEST_DB picks PGlite or PostgreSQL), a temporary data dir, a hand-moved
 * clock and quiet logs. Tests use `request` (app.inject) and close it in afterAll.
 */
export async function buildTestApp(options: Partial<Omit<BuildAppOptions, 'db' | 'now'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'app-test-'));
  const clock = createTestClock();
  const app = await buildApp({
    webDistDir: null,
    logLevel: 'silent',
    publicUrl: 'http://localhost:3000',
    ...options,
    db: database.db,
    dataDir,
    now: clock.now,
  });

  const request = (r: TestRequest) => {
    const { method, url, body, payload, session, noXhrHeader, headers, ...rest } = r;
    return app.inject({
      ...rest,
      method,
      url,
      headers: {
        ...(noXhrHeader ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
        ...(session ? { cookie: `${SESSION_COOKIE_NAME}=${session}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : payload !== undefined ? { payload } : {}),
    });
  };

  return {
    app,
    db: database.db,
    ctx: app.ctx,
    clock,
    database,
    dataDir,
    mailDir: join(dataDir, 'mail'),
    request,
    async signIn(user) {
      const response = await request({
        method: 'POST',
        url: '/api/login',
        body: { email: user.email, password: user.password ?? TEST_PASSWORD },
      });
      const token = sessionTokenFrom(response);
      if (response.statusCode !== 200 || !token) {
        throw new Error(`sign-in as ${user.email} failed: ${response.statusCode} ${response.body}`);
      }
      return token;
    },
    async readMails() {
      await app.ctx.mailer.flush();
      return readMails(join(dataDir, 'mail'));
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
