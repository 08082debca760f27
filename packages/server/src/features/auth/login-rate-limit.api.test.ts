import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FREE_FAILURES_PER_PAIR,
  LOGIN_MAX_DELAY_SECONDS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { pairDelaySeconds } from './auth.service';

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

/** Fails `times` times from one address, waiting out each delay the server names, as a patient attacker would. */
async function failPatiently(email: string, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    let response = await attempt(email, 'wrong guess', address);
    if (response.statusCode === 429) {
      t.clock.advanceSeconds(Number(response.headers['retry-after']));
      response = await attempt(email, 'wrong guess', address);
    }
    expect(response.statusCode).toBe(422);
  }
}

describe('sign-in throttle per account and address', () => {
  it('makes each attempt after the first few failures wait a doubling delay, and says how long', async () => {
    expect([4, 5, 6, 7, 8, 20].map(pairDelaySeconds)).toEqual([0, 2, 4, 8, 16, LOGIN_MAX_DELAY_SECONDS]);
    const user = await createUser(t.db);
    const address = '198.51.100.7';
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) {
      expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(422);
    }
    const slowed = await attempt(user.email, TEST_PASSWORD, address);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('2');
    expect(slowed.json()).toEqual({
      error: {
        code: 'AUTH_TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Try again in 2 seconds.',
        retry_after_seconds: 2,
      },
    });
    t.clock.advanceSeconds(2);
    expect((await attempt(user.email, 'wrong again', address)).statusCode).toBe(422);
    expect((await attempt(user.email, TEST_PASSWORD, address)).headers['retry-after']).toBe('4');
    t.clock.advanceSeconds(4);
    // The right password, once the delay has passed, signs in and clears this address's failures.
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR - 1; i++) {
      expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(422);
    }
    expect((await attempt(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('never locks the owner out: the right password from another address signs in while an attacker keeps failing', async () => {
    const user = await createUser(t.db);
    const attacker = '203.0.113.66';
    await failPatiently(user.email, attacker, 30);
    // The attacker now waits the longest delay between guesses …
    const refused = await attempt(user.email, TEST_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(LOGIN_MAX_DELAY_SECONDS);
    // … while the owner, elsewhere, signs in at once, with the right password, and only that.
    expect((await attempt(user.email, TEST_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
    expect((await attempt(user.email, 'typo', '192.0.2.44')).statusCode).toBe(422);
    // Signing in elsewhere does not reset the attacker's delay.
    expect((await attempt(user.email, 'guess', attacker)).statusCode).toBe(429);
  });

  it('slows unknown e-mail addresses like real ones', async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) await attempt('ghost@example.com', 'whatever', '192.0.2.50');
    expect((await attempt('ghost@example.com', 'whatever', '192.0.2.50')).statusCode).toBe(429);
    expect((await attempt('ghost@example.com', 'whatever', '192.0.2.51')).statusCode).toBe(422);
  });
});

describe('sign-in limit per address', () => {
  it('refuses an address only after a flood of failures across accounts, and no other address', async () => {
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
