import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupManagers, groups } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

let t: TestApp;
let roles: RoleSet;
/** A group of the organisation the group manager manages, one they do not, and one of the other organisation. */
let managed: number;
let unmanaged: number;
let foreign: number;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  roles = await createRoleSet(t);
  const rows = await t.db
    .insert(groups)
    .values([
      { organizationId: roles.organizationId, name: 'Managed' },
      { organizationId: roles.organizationId, name: 'Unmanaged' },
      { organizationId: roles.otherOrganizationId, name: 'Foreign' },
    ])
    .returning();
  [managed, unmanaged, foreign] = rows.map((r) => r.id) as [number, number, number];
  await t.db.insert(groupManagers).values({ groupId: managed, userId: roles.users.groupManager.id });
});
afterAll(async () => {
  await t?.close();
});

const as = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: roles.users[role].session, ...(body === undefined ? {} : { body }) });

const groupNamed = async (name: string) =>
  (await as('admin', 'GET', '/api/groups')).json().data.find((g: { name: string }) => g.name === name);

describe('the group calls, role by role', () => {
  // The status each role gets; the deactivated user's old session is refused as signed out.
  const refusedBelowManager = { normal: 403, endUser: 403, readOnly: 403, deactivated: 401 } as const;

  it.each(ROLES)('POST /api/groups as %s', async (role) => {
    const expected = { admin: 201, groupManager: 201, otherOrganization: 201, ...refusedBelowManager }[role];
    const answer = await as(role, 'POST', '/api/groups', { name: `Made by ${role}` });
    expect(answer.statusCode).toBe(expected);
    if (expected !== 201) return;
    // A group manager manages what they make; an admin manages every group without being named.
    const made = answer.json();
    expect(made.manager_ids).toEqual(role === 'groupManager' ? [roles.users.groupManager.id] : []);
    // The other organisation's admin made it in their own organisation, where ours cannot see it.
    const listedForAdmin = (await as('admin', 'GET', '/api/groups')).json().data.map((g: { id: number }) => g.id);
    expect(listedForAdmin.includes(made.id)).toBe(role !== 'otherOrganization');
  });

  it.each(ROLES)(
    'PATCH /api/groups/{id} (rename) as %s, on a managed, an unmanaged and a foreign group',
    async (role) => {
      const expected = {
        admin: [200, 200, 404],
        groupManager: [200, 403, 404],
        otherOrganization: [404, 404, 200],
        normal: [403, 403, 403],
        endUser: [403, 403, 403],
        readOnly: [403, 403, 403],
        deactivated: [401, 401, 401],
      }[role];
      const got = [];
      for (const id of [managed, unmanaged, foreign]) {
        got.push((await as(role, 'PATCH', `/api/groups/${id}`, { name: `Renamed by ${role}` })).statusCode);
      }
      expect(got).toEqual(expected);
    },
  );

  it.each(ROLES)('PUT /api/groups/{id}/members as %s', async (role) => {
    const expected = {
      admin: [200, 200, 404],
      groupManager: [200, 403, 404],
      otherOrganization: [404, 404, 200],
      ...{ normal: [403, 403, 403], endUser: [403, 403, 403], readOnly: [403, 403, 403] },
      deactivated: [401, 401, 401],
    }[role];
    const member = role === 'otherOrganization' ? roles.users.otherOrganization.id : roles.users.normal.id;
    const got = [];
    for (const id of [managed, unmanaged, foreign]) {
      got.push((await as(role, 'PUT', `/api/groups/${id}/members`, { user_ids: [member] })).statusCode);
    }
    expect(got).toEqual(expected);
  });

  it.each(ROLES)('PUT /api/groups/{id}/managers and PATCH is_default (admins only) as %s', async (role) => {
    const manager = role === 'otherOrganization' ? [] : [roles.users.groupManager.id];
    const target = role === 'otherOrganization' ? foreign : managed;
    const expected = {
      admin: 200,
      otherOrganization: 200,
      groupManager: 403,
      ...refusedBelowManager,
    }[role];
    expect((await as(role, 'PUT', `/api/groups/${target}/managers`, { user_ids: manager })).statusCode).toBe(expected);
    expect((await as(role, 'PATCH', `/api/groups/${target}`, { is_default: true })).statusCode).toBe(expected);
    // Another organisation's group is absent for everyone the role check lets in, so nothing says it exists.
    const elsewhere = role === 'otherOrganization' ? managed : foreign;
    const hidden = expected === 200 || role === 'groupManager' ? 404 : expected;
    expect((await as(role, 'PUT', `/api/groups/${elsewhere}/managers`, { user_ids: [] })).statusCode).toBe(hidden);
  });

  it.each(ROLES)('DELETE /api/groups/{id} as %s', async (role) => {
    const own = async (name: string, managedBy?: number) => {
      const [row] = await t.db.insert(groups).values({ organizationId: roles.organizationId, name }).returning();
      if (managedBy) await t.db.insert(groupManagers).values({ groupId: row!.id, userId: managedBy });
      return row!.id;
    };
    const mine = await own(`Deletable managed ${role}`, roles.users.groupManager.id);
    const notMine = await own(`Deletable unmanaged ${role}`);
    const expected = {
      admin: [200, 200],
      groupManager: [200, 403],
      otherOrganization: [404, 404],
      ...refusedBelowManager,
    }[role];
    const statuses = [];
    for (const id of [mine, notMine]) statuses.push((await as(role, 'DELETE', `/api/groups/${id}`)).statusCode);
    expect(statuses).toEqual(Array.isArray(expected) ? expected : [expected, expected]);
  });

  it.each(ROLES)('GET /api/groups as %s never lists another organisation’s group', async (role) => {
    const answer = await as(role, 'GET', '/api/groups');
    if (role === 'deactivated') {
      expect(answer.statusCode).toBe(401);
      return;
    }
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().data.map((g: { id: number }) => g.id);
    expect(ids.includes(foreign)).toBe(role === 'otherOrganization');
    expect(ids.includes(managed)).toBe(role !== 'otherOrganization');
  });
});

describe('groups', () => {
  it('are made, renamed, given members and managers, made the default, and deleted by an admin', async () => {
    const made = await as('admin', 'POST', '/api/groups', {
      name: '  Prior-art team ',
      member_ids: [roles.users.normal.id, roles.users.normal.id, roles.users.endUser.id],
    });
    expect(made.statusCode).toBe(201);
    const group = made.json();
    expect(group).toMatchObject({
      name: 'Prior-art team',
      is_default: false,
      member_ids: [roles.users.normal.id, roles.users.endUser.id].sort((a, b) => a - b),
      manager_ids: [],
    });
    const renamed = await as('admin', 'PATCH', `/api/groups/${group.id}`, { name: 'Searchers', is_default: true });
    expect(renamed.json()).toMatchObject({ name: 'Searchers', is_default: true });
    expect((await as('normal', 'GET', '/api/groups')).json().default_group_name).toBe('Searchers');

    const managers = await as('admin', 'PUT', `/api/groups/${group.id}/managers`, {
      user_ids: [roles.users.groupManager.id],
    });
    expect(managers.json().manager_ids).toEqual([roles.users.groupManager.id]);
    // The manager now changes the members.
    const members = await as('groupManager', 'PUT', `/api/groups/${group.id}/members`, {
      user_ids: [roles.users.readOnly.id],
    });
    expect(members.json().member_ids).toEqual([roles.users.readOnly.id]);

    // Only one group is the default at a time.
    await as('admin', 'PATCH', `/api/groups/${unmanaged}`, { is_default: true });
    expect((await groupNamed('Searchers')).is_default).toBe(false);

    expect((await as('admin', 'DELETE', `/api/groups/${group.id}`)).statusCode).toBe(200);
    expect((await as('admin', 'DELETE', `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(await groupNamed('Searchers')).toBeUndefined();
  });

  it('refuses bad input with a message per field, another organisation’s users, and managers without the role', async () => {
    const fields = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
      const answer = await as('admin', method, url, body);
      expect(answer.statusCode).toBe(422);
      return answer.json().error.fields;
    };
    expect(await fields('POST', '/api/groups', { name: '  ' })).toEqual({ name: ['Give the group a name.'] });
    expect(await fields('POST', '/api/groups', { name: 'x'.repeat(121) })).toEqual({
      name: ['A group name has at most 120 characters.'],
    });
    expect(await fields('POST', '/api/groups', { name: 'A', colour: 'red' })).toEqual({
      colour: ['This field is not allowed.'],
    });
    const other = roles.users.otherOrganization.id;
    expect(await fields('POST', '/api/groups', { name: 'A', member_ids: [other] })).toEqual({
      member_ids: [`There is no active user ${other} in your organisation.`],
    });
    expect(await fields('PUT', `/api/groups/${managed}/members`, { user_ids: [roles.users.deactivated.id] })).toEqual({
      user_ids: [`There is no active user ${roles.users.deactivated.id} in your organisation.`],
    });
    expect(await fields('PUT', `/api/groups/${managed}/managers`, { user_ids: [roles.users.normal.id] })).toEqual({
      user_ids: [`User ${roles.users.normal.id} does not have the group manager role.`],
    });
    expect((await as('admin', 'PATCH', `/api/groups/${managed}`, {})).statusCode).toBe(422);
    expect((await as('admin', 'PATCH', '/api/groups/abc', { name: 'x' })).statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/groups', body: { name: 'x' } })).statusCode).toBe(401);
  });

  it('keeps deactivated members when the members are replaced, so reactivation brings them back', async () => {
    const leaving = await createUser(t.db, { organizationId: roles.organizationId });
    const group = (await as('admin', 'POST', '/api/groups', { name: 'Leavers', member_ids: [leaving.id] })).json();
    await t.db.execute(`UPDATE users SET deactivated_at = now() WHERE id = ${leaving.id}`);
    const replaced = await as('admin', 'PUT', `/api/groups/${group.id}/members`, { user_ids: [roles.users.normal.id] });
    expect(replaced.json().member_ids).toEqual([leaving.id, roles.users.normal.id].sort((a, b) => a - b));
  });
});

describe('folder access through groups', () => {
  it('follows membership at once: a new member sees a folder shared with the group, a removed one no longer does', async () => {
    const folder = (await as('admin', 'POST', '/api/folders', { name: 'Shared through a group' })).json();
    const group = (await as('admin', 'POST', '/api/groups', { name: 'Readers', member_ids: [] })).json();
    const shared = await as('admin', 'PUT', `/api/folders/${folder.id}/permissions`, {
      users: [],
      groups: [{ id: group.id, level: 'write' }],
    });
    expect(shared.statusCode).toBe(200);
    const sees = async () => (await as('normal', 'GET', `/api/folders/${folder.id}`)).statusCode;

    expect(await sees()).toBe(404);
    await as('admin', 'PUT', `/api/groups/${group.id}/members`, { user_ids: [roles.users.normal.id] });
    expect(await sees()).toBe(200);
    expect((await as('normal', 'GET', `/api/folders/${folder.id}`)).json().data.permission).toBe('write');
    await as('admin', 'PUT', `/api/groups/${group.id}/members`, { user_ids: [] });
    expect(await sees()).toBe(404);

    // Deleting the group takes its shares with it.
    await as('admin', 'PUT', `/api/groups/${group.id}/members`, { user_ids: [roles.users.normal.id] });
    expect(await sees()).toBe(200);
    await as('admin', 'DELETE', `/api/groups/${group.id}`);
    expect(await sees()).toBe(404);
    const permissions = (await as('admin', 'GET', `/api/folders/${folder.id}/permissions`)).json();
    expect(permissions.groups).toEqual([]);
  });
});
