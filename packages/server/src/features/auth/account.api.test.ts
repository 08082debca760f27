import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

let test: TestApp;
let roles: RoleSet;
beforeAll(async () => {
  test = await buildTestApp();
  roles = await createRoleSet(test);
});
afterAll(() => test.close());

/** Everyone signed in may manage their own account; the deactivated user's old session is refused. */
const OWN_ACCOUNT: Record<Role, number> = {
  admin: 200,
  groupManager: 200,
  normal: 200,
  endUser: 200,
  readOnly: 200,
  deactivated: 401,
  otherOrganization: 200,
};

describe('account permission matrix', () => {
  it.each(ROLES)('GET /api/user/sessions as %s lists only their own sessions', async (role) => {
    const response = await test.request({
      method: 'GET',
      url: '/api/user/sessions',
      session: roles.users[role].session,
    });
    expect(response.statusCode).toBe(OWN_ACCOUNT[role]);
    if (response.statusCode === 200) expect(response.json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it.each(ROLES)('GET /api/session (the page’s ping) as %s', async (role) => {
    const response = await test.request({ method: 'GET', url: '/api/session', session: roles.users[role].session });
    expect(response.statusCode).toBe(OWN_ACCOUNT[role]);
  });

  it.each(ROLES)('DELETE /api/user/sessions as %s', async (role) => {
    const response = await test.request({
      method: 'DELETE',
      url: '/api/user/sessions',
      session: roles.users[role].session,
    });
    expect(response.statusCode).toBe(OWN_ACCOUNT[role]);
    if (response.statusCode === 200)
      expect(response.json()).toEqual({ message: 'You were not signed in anywhere else.', ended: 0 });
  });

  it.each(ROLES)('PUT /api/user/password with a wrong current password as %s', async (role) => {
    const response = await test.request({
      method: 'PUT',
      url: '/api/user/password',
      session: roles.users[role].session,
      body: {
        current_password: 'not the password',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      },
    });
    expect(response.statusCode).toBe(OWN_ACCOUNT[role] === 200 ? 422 : OWN_ACCOUNT[role]);
    if (response.statusCode === 422) {
      expect(response.json().error.fields).toEqual({ current_password: ['Your current password is not correct.'] });
    }
  });
});

describe('sessions and password', () => {
  it('signs out everywhere else, keeping the session that asked', async () => {
    const user = await createUser(test.db);
    const here = await test.signIn(user);
    const elsewhere = await test.signIn(user);
    const third = await test.signIn(user);
    const list = (await test.request({ method: 'GET', url: '/api/user/sessions', session: here })).json();
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const ended = await test.request({ method: 'DELETE', url: '/api/user/sessions', session: here });
    expect(ended.json()).toEqual({ message: 'Signed out of 2 other sessions.', ended: 2 });
    for (const gone of [elsewhere, third]) {
      expect((await test.request({ method: 'GET', url: '/api/user', session: gone })).statusCode).toBe(401);
    }
    expect((await test.request({ method: 'GET', url: '/api/user', session: here })).statusCode).toBe(200);
  });

  it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
    const user = await createUser(test.db);
    const here = await test.signIn(user);
    const elsewhere = await test.signIn(user);
    const changed = await test.request({
      method: 'PUT',
      url: '/api/user/password',
      session: here,
      body: {
        current_password: TEST_PASSWORD,
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: 'Your password has been changed. Signed out of 1 other session.',
      ended: 1,
    });
    expect((await test.request({ method: 'GET', url: '/api/user', session: elsewhere })).statusCode).toBe(401);
    expect((await test.request({ method: 'GET', url: '/api/user', session: here })).statusCode).toBe(200);
    const oldPassword = await test.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(422);
    await test.signIn({ email: user.email, password: 'a brand new passphrase' });
  });

  it('refuses a short new password and a confirmation that differs, naming the field', async () => {
    const session = await test.signIn(await createUser(test.db));
    const put = (body: unknown) => test.request({ method: 'PUT', url: '/api/user/password', session, body });
    const short = await put({ current_password: TEST_PASSWORD, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().error.fields)).toEqual(['password']);
    const differs = await put({
      current_password: TEST_PASSWORD,
      password: 'long enough password',
      password_confirmation: 'long enough passwore',
    });
    expect(differs.json().error.fields).toEqual({ password_confirmation: ['The two passwords do not match.'] });
  });
});
