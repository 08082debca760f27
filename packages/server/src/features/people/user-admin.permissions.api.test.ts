import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

let t: TestApp;
let roles: RoleSet;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  roles = await createRoleSet(t);
});
afterAll(async () => {
  await t?.close();
});

/** The answer every role gets from an admin-only call about a user of the role set's organisation. */
function adminOnly(success: number): Record<Role, number> {
  return {
    admin: success,
    groupManager: 403,
    normal: 403,
    endUser: 403,
    readOnly: 403,
    deactivated: 401,
    // Another organisation's admin passes the role check but must not learn the user exists.
    otherOrganization: 404,
  };
}

/** A fresh user of the role set's organisation for one call to act on, so the calls do not disturb each other. */
async function target(options: { deactivated?: boolean; invited?: boolean } = {}) {
  return createUser(t.db, {
    organizationId: roles.organizationId,
    deactivated: options.deactivated ?? false,
    ...(options.invited ? { password: null } : {}),
  });
}

function call(role: Role, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  return t.request({ method, url, body, session: roles.users[role].session });
}

let inviteCount = 0;

describe('user administration permissions, per role', () => {
  it.each(ROLES)('%s: POST /api/users (invite)', async (role) => {
    inviteCount += 1;
    const response = await call(role, 'POST', '/api/users', {
      email: `invitee-${inviteCount}@example.com`,
      first_name: 'In',
      last_name: 'Vitee',
    });
    const expected = { ...adminOnly(201), otherOrganization: 201 }[role];
    expect(response.statusCode).toBe(expected);
    if (expected === 201) {
      // The invitee joins the inviting admin's own organisation, whichever it is.
      const list = (await call(role, 'GET', '/api/users')).json();
      expect(list.data.map((p: { id: number }) => p.id)).toContain(response.json().id);
    }
  });

  it.each(ROLES)('%s: PATCH /api/users/{id}', async (role) => {
    const user = await target();
    const response = await call(role, 'PATCH', `/api/users/${user.id}`, { first_name: 'Renamed' });
    expect(response.statusCode).toBe(adminOnly(200)[role]);
  });

  it.each(ROLES)('%s: POST /api/users/{id}/deactivate', async (role) => {
    const user = await target();
    const response = await call(role, 'POST', `/api/users/${user.id}/deactivate`);
    expect(response.statusCode).toBe(adminOnly(200)[role]);
  });

  it.each(ROLES)('%s: POST /api/users/{id}/reactivate', async (role) => {
    const user = await target({ deactivated: true });
    const response = await call(role, 'POST', `/api/users/${user.id}/reactivate`);
    expect(response.statusCode).toBe(adminOnly(200)[role]);
  });

  it.each(ROLES)('%s: POST /api/users/{id}/invitation (invite again)', async (role) => {
    const user = await target({ invited: true });
    const response = await call(role, 'POST', `/api/users/${user.id}/invitation`);
    expect(response.statusCode).toBe(adminOnly(200)[role]);
  });

  it.each(ROLES)('%s: POST /api/users/{id}/hand_over', async (role) => {
    const user = await target({ deactivated: true });
    const response = await call(role, 'POST', `/api/users/${user.id}/hand_over`, {
      to_user_id: roles.users.normal.id,
    });
    expect(response.statusCode).toBe(adminOnly(200)[role]);
  });

  it.each(ROLES)('%s: GET /api/deactivated_users', async (role) => {
    const response = await call(role, 'GET', '/api/deactivated_users');
    expect(response.statusCode).toBe({ ...adminOnly(200), otherOrganization: 200 }[role]);
    if (response.statusCode === 200) {
      const ids = response.json().map((p: { id: number }) => p.id);
      expect(ids.includes(roles.users.deactivated.id)).toBe(role === 'admin');
    }
  });

  it.each(ROLES)('%s: GET /api/users and /api/user_types list the own organisation only', async (role) => {
    const users = await call(role, 'GET', '/api/users');
    const types = await call(role, 'GET', '/api/user_types');
    const expected = role === 'deactivated' ? 401 : 200;
    expect(users.statusCode).toBe(expected);
    expect(types.statusCode).toBe(expected);
    if (expected !== 200) return;
    const ids: number[] = users.json().data.map((p: { id: number }) => p.id);
    const ownOrganization = ROLES.filter((r) => r !== 'otherOrganization' && r !== 'deactivated');
    const expectSeen = role === 'otherOrganization' ? ['otherOrganization'] : ownOrganization;
    for (const other of ROLES) {
      expect(ids.includes(roles.users[other].id), other).toBe(expectSeen.includes(other));
    }
  });
});
