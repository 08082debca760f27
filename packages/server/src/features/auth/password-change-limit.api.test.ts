import { PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES, PASSWORD_CHANGE_MAX_FAILURES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';

// The settings page's password change is limited per user as sign-in is: wrong current passwords count, and a
// signed-in session (perhaps a stolen one) cannot guess the password through it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WINDOW_SECONDS = PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES * 60;

function change(session: string, current: string, next = 'a brand new passphrase') {
  return t.request({
    method: 'PUT',
    url: '/api/user/password',
    session,
    body: { current_password: current, password: next, password_confirmation: next },
  });
}

async function failTimes(session: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const wrong = await change(session, `wrong guess ${i}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ current_password: ['Your current password is not correct.'] });
  }
}

describe('PUT /api/user/password rate limit', () => {
  it(`refuses the user with 429 after ${PASSWORD_CHANGE_MAX_FAILURES} wrong current passwords, the right one too, until the window has passed`, async () => {
    const session = await t.signIn(await createUser(t.db));
    await failTimes(session, PASSWORD_CHANGE_MAX_FAILURES);

    const refused = await change(session, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(WINDOW_SECONDS));
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `Too many wrong current passwords. Try again in ${PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES} minutes.`,
        retry_after_seconds: WINDOW_SECONDS,
      },
    });
    // Refused attempts are not failures: they do not push the end of the wait further out.
    t.clock.advanceSeconds(WINDOW_SECONDS - 30);
    const later = await change(session, 'another guess');
    expect(later.statusCode).toBe(429);
    expect(later.json().error.message).toBe('Too many wrong current passwords. Try again in 30 seconds.');

    t.clock.advanceSeconds(31);
    const allowed = await change(session, TEST_PASSWORD);
    expect(allowed.statusCode).toBe(200);
    // The change forgot the failures: the next wrong password is the first again, not a new refusal.
    const next = await change(session, 'wrong again', 'another new passphrase');
    expect(next.statusCode).toBe(422);
  });

  it('does not touch another user, or the user’s own sign-in', async () => {
    const guessed = await createUser(t.db);
    const bystander = await createUser(t.db, { organizationId: guessed.organizationId });
    const session = await t.signIn(guessed);
    await failTimes(session, PASSWORD_CHANGE_MAX_FAILURES);
    expect((await change(session, TEST_PASSWORD)).statusCode).toBe(429);

    const other = await t.signIn(bystander);
    expect((await change(other, TEST_PASSWORD)).statusCode).toBe(200);
    // Signing in is limited on its own (per address and account), and the owner of the password still gets in.
    await t.signIn(guessed);
  });

  it('counts only failures within the window', async () => {
    const session = await t.signIn(await createUser(t.db));
    await failTimes(session, PASSWORD_CHANGE_MAX_FAILURES - 1);
    t.clock.advanceSeconds(WINDOW_SECONDS + 1);
    // The earlier ones have left the window, so these are the first of a new count.
    await failTimes(session, PASSWORD_CHANGE_MAX_FAILURES - 1);
    expect((await change(session, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count a request refused as invalid before the password was checked', async () => {
    const session = await t.signIn(await createUser(t.db));
    for (let i = 0; i < PASSWORD_CHANGE_MAX_FAILURES + 1; i++) {
      expect((await change(session, 'wrong guess', 'short')).statusCode).toBe(422);
    }
    expect((await change(session, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
