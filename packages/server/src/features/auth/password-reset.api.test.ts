import { LOGIN_FREE_FAILURES_PER_PAIR, PASSWORD_TOKEN_TTL_MINUTES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { findLink } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://patents.example.com/' });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

async function forgot(email: string, remoteAddress = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/api/forgot-password', body: { email }, remoteAddress });
}

/** Asks for a reset link and returns the token from the mail sent to that address. */
async function resetTokenFor(email: string, remoteAddress?: string): Promise<string> {
  const before = (await t.readMails()).length;
  expect((await forgot(email, remoteAddress)).statusCode).toBe(200);
  const mails = await t.readMails();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  const link = findLink(mail, '/password-reset/');
  expect(link).toBeDefined();
  return link!.split('/password-reset/')[1]!;
}

function reset(token: string, password = NEW_PASSWORD, confirmation = password) {
  return t.request({
    method: 'POST',
    url: '/api/password-reset',
    body: { token, password, password_confirmation: confirmation },
  });
}

describe('POST /api/forgot-password', () => {
  it('mails a reset link to an existing account, as an .eml file in DATA_DIR/mail', async () => {
    const user = await createUser(t.db, { email: 'reset-me@example.com' });
    const response = await forgot('Reset-Me@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [mail] = await t.readMails();
    expect(mail?.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(findLink(mail!, '/password-reset/')).toMatch(
      /^https:\/\/patents\.example\.com\/password-reset\/[A-Za-z0-9_-]{43}$/,
    );
    expect(mail?.raw).toContain('Content-Type: text/html');
  });

  it('answers the same for an unknown or deactivated e-mail and sends nothing', async () => {
    const inactive = await createUser(t.db, { deactivated: true });
    const before = (await t.readMails()).length;
    for (const email of ['nobody@example.com', inactive.email]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await t.readMails()).toHaveLength(before);
  });

  it('rate-limits requests per address with 429 and Retry-After', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await forgot(`someone-${i}@example.com`, address)).statusCode).toBe(200);
    const blocked = await forgot('someone@example.com', address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    expect(blocked.json().error).toMatchObject({ code: 'RATE_LIMITED', retry_after_seconds: 15 * 60 });
    expect((await forgot('someone@example.com', '198.51.100.10')).statusCode).toBe(200);
  });

  it('sends at most three reset mails per account in a quarter of an hour', async () => {
    const user = await createUser(t.db);
    const count = async () => (await t.readMails()).filter((m) => m.to === user.email).length;
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    expect(await count()).toBe(3);
    t.clock.advanceMinutes(16);
    await forgot(user.email, '192.0.2.100');
    expect(await count()).toBe(4);
  });
});

describe('password reset with the mailed link', () => {
  it('checks the link, sets the new password once and only once', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.email);

    const check = await t.request({ method: 'GET', url: `/api/password-reset/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: user.email });

    const first = await reset(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    await t.signIn({ email: user.email, password: NEW_PASSWORD });
    const old = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(422);

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({
      code: 'PASSWORD_TOKEN_INVALID',
      message: 'This link is invalid or has expired. Ask for a new one.',
      fields: { token: ['This link is invalid or has expired. Ask for a new one.'] },
    });
    expect((await t.request({ method: 'GET', url: `/api/password-reset/${token}` })).statusCode).toBe(422);
  });

  it('rejects a link once it has expired', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.email, '192.0.2.200');
    t.clock.advanceMinutes(PASSWORD_TOKEN_TTL_MINUTES + 1);
    const check = await t.request({ method: 'GET', url: `/api/password-reset/${token}` });
    expect(check.statusCode).toBe(422);
    expect(check.json().error.code).toBe('PASSWORD_TOKEN_INVALID');
    expect((await reset(token)).json().error.code).toBe('PASSWORD_TOKEN_INVALID');
  });

  it('rejects unknown and mangled tokens as invalid links', async () => {
    for (const token of ['A'.repeat(43), 'short']) {
      const check = await t.request({ method: 'GET', url: `/api/password-reset/${token}` });
      expect(check.statusCode).toBe(422);
      expect(check.json().error.fields).toEqual({ token: ['This link is invalid or has expired. Ask for a new one.'] });
    }
  });

  it('ends every session of the user, retires older links and forgets failed sign-ins', async () => {
    const user = await createUser(t.db);
    const sessionA = await t.signIn(user);
    const sessionB = await t.signIn(user);
    const older = await resetTokenFor(user.email, '192.0.2.201');
    const newer = await resetTokenFor(user.email, '192.0.2.202');
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) {
      await t.request({ method: 'POST', url: '/api/login', body: { email: user.email, password: 'wrong guess' } });
    }

    expect((await reset(newer)).statusCode).toBe(200);
    for (const session of [sessionA, sessionB]) {
      expect((await t.request({ method: 'GET', url: '/api/user', session })).statusCode).toBe(401);
    }
    expect((await reset(older, 'another new passphrase')).statusCode).toBe(422);
    await t.signIn({ email: user.email, password: NEW_PASSWORD });
  });

  it('validates the new password and its confirmation with field messages', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.email, '192.0.2.203');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields).toEqual({ password: ['Use at least 10 characters.'] });
    const mismatch = await reset(token, NEW_PASSWORD, 'something else entirely');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.fields).toEqual({ password_confirmation: ['The two passwords do not match.'] });
    // Neither attempt used the link up.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('does not accept a reset link as an invitation', async () => {
    const user = await createUser(t.db);
    const token = await resetTokenFor(user.email, '192.0.2.204');
    const response = await t.request({
      method: 'POST',
      url: '/api/set-password',
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('PASSWORD_TOKEN_INVALID');
  });
});
