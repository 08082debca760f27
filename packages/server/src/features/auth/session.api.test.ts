import { SESSION_COOKIE_NAME, SESSION_IDLE_MINUTES, UserSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { buildTestApp, sessionTokenFrom, type TestApp } from '../../test/build-app';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/login', () => {
  it('signs in, answers the user and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const org = await createOrganization(t.db, { modules: { tracking: { enabled: true, required: true } } });
    const user = await createUser(t.db, { organizationId: org.id, email: 'Ada@Example.com', firstName: 'Ada' });
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'ADA@example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = UserSchema.parse(response.json());
    expect(body).toMatchObject({ id: user.id, email: 'ada@example.com', first_name: 'Ada', is_admin: false });
    expect(body.organization?.modules).toContainEqual({
      name: 'tracking',
      configuration: { enabled: true, required: true },
    });

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash of the token is stored.
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.id).toBe(hashToken(cookie?.value ?? ''));
  });

  it('answers 422 with the message on the e-mail field for a wrong password', async () => {
    const user = await createUser(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: 'not the password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'AUTH_INVALID_CREDENTIALS',
        message: 'These credentials do not match our records.',
        fields: { email: ['These credentials do not match our records.'] },
      },
    });
    expect(sessionTokenFrom(response)).toBeUndefined();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'nobody-here@example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('AUTH_INVALID_CREDENTIALS');
    expect(response.json().error.fields).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('refuses a deactivated account with the right password', async () => {
    const user = await createUser(t.db, { deactivated: true });
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'AUTH_ACCOUNT_INACTIVE',
      fields: { email: ['This account has been deactivated.'] },
    });
  });

  it('tells an invited user without a password to use the invitation', async () => {
    const user = await createUser(t.db, { password: null });
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: 'anything at all' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('AUTH_PASSWORD_NOT_SET');
  });

  it('answers 422 with fields for a malformed e-mail or missing password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: ['Enter a valid e-mail address.'], password: ['Enter your password.'] },
    });
  });

  it('replaces the session the browser already had', async () => {
    const user = await createUser(t.db);
    const first = await t.signIn(user);
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      session: first,
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', session: first })).statusCode).toBe(401);
  });

  it('sets the Secure flag when the public address is https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://patents.example.com' });
    try {
      const user = await createUser(secure.db);
      const response = await secure.request({
        method: 'POST',
        url: '/api/login',
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/user and the session', () => {
  it('answers 401 AUTH_REQUIRED without a session or with an unknown token', async () => {
    for (const session of [undefined, 'x'.repeat(43)]) {
      const response = await t.request({ method: 'GET', url: '/api/user', ...(session ? { session } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'AUTH_REQUIRED', message: 'You need to sign in to do that.' } });
    }
  });

  it('answers the signed-in user with complete preferences', async () => {
    const user = await createUser(t.db, { preferences: { rows_per_page: 50, bogus: 1 } });
    const session = await t.signIn(user);
    const response = await t.request({ method: 'GET', url: '/api/user', session });
    expect(response.statusCode).toBe(200);
    const body = UserSchema.parse(response.json());
    expect(body.preferences).toMatchObject({ rows_per_page: 50, sort_order: 'score desc, publicationdate desc' });
    expect(body.preferences).not.toHaveProperty('bogus');
    expect(body).toMatchObject({ organization: null, app_update: null, global_dashboards: [] });
  });

  it('keeps a session alive while used and expires it with 419 after the idle time', async () => {
    const user = await createUser(t.db);
    const session = await t.signIn(user);
    t.clock.advanceMinutes(SESSION_IDLE_MINUTES - 1);
    expect((await t.request({ method: 'GET', url: '/api/user', session })).statusCode).toBe(200);
    // Used a minute before the limit, so the idle time starts again from there.
    t.clock.advanceMinutes(SESSION_IDLE_MINUTES - 1);
    expect((await t.request({ method: 'GET', url: '/api/user', session })).statusCode).toBe(200);
    t.clock.advanceMinutes(SESSION_IDLE_MINUTES + 1);
    const expired = await t.request({ method: 'GET', url: '/api/user', session });
    expect(expired.statusCode).toBe(419);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
    const cleared = expired.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    // Other requests of the page that were in flight with the same cookie hear the same: expired, not a plain 401
    // that would redirect without the warning.
    expect((await t.request({ method: 'GET', url: '/api/folders', session })).statusCode).toBe(419);
    // Signing in again removes the idle session: its token is then simply unknown.
    await t.signIn(user);
    expect((await t.request({ method: 'GET', url: '/api/user', session })).statusCode).toBe(401);
  });

  it('ends the session of a user deactivated while signed in', async () => {
    const user = await createUser(t.db);
    const session = await t.signIn(user);
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, user.id));
    const response = await t.request({ method: 'GET', url: '/api/user', session });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe('GET /api/session (the open page’s ping)', () => {
  it('answers ok while signed in, 401 without a session', async () => {
    const session = await t.signIn(await createUser(t.db));
    const ok = await t.request({ method: 'GET', url: '/api/session', session });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const guest = await t.request({ method: 'GET', url: '/api/session' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: { code: 'AUTH_REQUIRED', message: 'You need to sign in to do that.' } });
  });

  it('answers 401 once the user is deactivated, and the session is gone', async () => {
    const user = await createUser(t.db);
    const session = await t.signIn(user);
    expect((await t.request({ method: 'GET', url: '/api/session', session })).statusCode).toBe(200);
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/session', session })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('does not count as activity: a tab that only pings still expires with 419 after the idle time', async () => {
    const session = await t.signIn(await createUser(t.db));
    // Pings through the idle time, as an open page nobody uses sends them; each would renew a touched session.
    let elapsed = 0;
    while (elapsed + 10 < SESSION_IDLE_MINUTES) {
      t.clock.advanceMinutes(10);
      elapsed += 10;
      expect((await t.request({ method: 'GET', url: '/api/session', session })).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(SESSION_IDLE_MINUTES - elapsed + 1);
    const expired = await t.request({ method: 'GET', url: '/api/session', session });
    expect(expired.statusCode).toBe(419);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('ends with "sign out everywhere else": the other browser’s ping answers 401', async () => {
    const user = await createUser(t.db);
    const other = await t.signIn(user);
    const here = await t.signIn(user);
    expect((await t.request({ method: 'DELETE', url: '/api/user/sessions', session: here })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/session', session: other })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/session', session: here })).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const user = await createUser(t.db);
    const session = await t.signIn(user);
    const response = await t.request({ method: 'POST', url: '/api/logout', session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/user', session })).statusCode).toBe(401);
  });

  it('answers ok without a session too', async () => {
    const response = await t.request({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
