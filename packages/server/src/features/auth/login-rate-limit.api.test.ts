import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WINDOW_SECONDS = LOGIN_FAILURE_WINDOW_MINUTES * 60;

function attempt(email: string, password: string, remoteAddress = '203.0.113.1') {
  return t.request({ method: 'POST', url: '/api/login', body: { email, password }, remoteAddress });
}

describe('login rate limit per account', () => {
  it('refuses even the right password after too many failures, then lets it in once the window passes', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      // Spread over addresses so only the account limit applies.
      const response = await attempt(user.email, 'wrong password', `198.51.100.${i + 1}`);
      expect(response.statusCode).toBe(422);
      t.clock.advanceSeconds(10);
    }
    const blocked = await attempt(user.email, TEST_PASSWORD, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    // The oldest failure was 50 s ago, so it leaves the window in WINDOW - 50 s.
    const wait = WINDOW_SECONDS - 10 * LOGIN_MAX_FAILURES_PER_ACCOUNT;
    expect(blocked.headers['retry-after']).toBe(String(wait));
    expect(blocked.json()).toEqual({
      error: {
        code: 'AUTH_TOO_MANY_ATTEMPTS',
        message: `Too many failed sign-in attempts. Try again in ${wait} seconds.`,
        retry_after_seconds: wait,
      },
    });

    t.clock.advanceSeconds(wait - 1);
    expect((await attempt(user.email, TEST_PASSWORD, '198.51.100.200')).statusCode).toBe(429);
    t.clock.advanceSeconds(1);
    expect((await attempt(user.email, TEST_PASSWORD, '198.51.100.200')).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await attempt(user.email, 'wrong password', '192.0.2.10')).statusCode).toBe(422);
    }
    expect((await attempt(user.email, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await attempt(user.email, 'wrong password', '192.0.2.10')).statusCode).toBe(422);
    }
    expect((await attempt(user.email, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('counts unknown e-mail addresses like real ones', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      await attempt('ghost@example.com', 'whatever', `192.0.2.${50 + i}`);
    }
    expect((await attempt('ghost@example.com', 'whatever', '192.0.2.99')).statusCode).toBe(429);
  });
});

describe('login rate limit per address', () => {
  it('blocks one address after many failures across accounts, but not other addresses', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await attempt(`spray-${i}@example.com`, 'password123', address);
      expect(response.statusCode).toBe(422);
    }
    const user = await createUser(t.db);
    const blocked = await attempt(user.email, TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(WINDOW_SECONDS));
    expect(blocked.json().error).toMatchObject({ code: 'AUTH_TOO_MANY_ATTEMPTS', retry_after_seconds: WINDOW_SECONDS });

    expect((await attempt(user.email, TEST_PASSWORD, '203.0.113.78')).statusCode).toBe(200);
    t.clock.advanceMinutes(LOGIN_FAILURE_WINDOW_MINUTES);
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });
});
