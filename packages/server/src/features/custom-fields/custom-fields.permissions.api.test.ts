import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderPatents, groupMembers, groups } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

// The permission matrix of the custom field calls (issue 16): every call, every role, the exact status. The scheme is
// granted to `normal` by name and to a group holding `endUser` and `readOnly`; `groupManager` has no grant, so the
// scheme is as absent for them as for the other organisation's admin. The folder is the admin's, shared at write
// with the same people (read-only users read, whatever a share says).

let t: TestApp;
let roles: RoleSet;
let scheme: number;
let textField: number;
let folder: number;
const UCID = 'EP-1000000-A1';

const call = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: roles.users[role].session, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false });
  roles = await createRoleSet(t);
  const [group] = await t.db
    .insert(groups)
    .values({ organizationId: roles.organizationId, name: 'Reviewers' })
    .returning();
  await t.db.insert(groupMembers).values([
    { groupId: group!.id, userId: roles.users.endUser.id },
    { groupId: group!.id, userId: roles.users.readOnly.id },
  ]);
  scheme = (await call('admin', 'POST', '/api/custom_field_schemes', { name: 'Review' })).json().id;
  const fields = await call('admin', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
    fields: [{ name: 'Note', type: 'text' }],
  });
  textField = fields.json().fields[0].id;
  const granted = await call('admin', 'PUT', `/api/custom_field_schemes/${scheme}/permissions`, {
    user_ids: [roles.users.normal.id],
    group_ids: [group!.id],
  });
  expect(granted.statusCode).toBe(200);
  folder = (await call('admin', 'POST', '/api/folders', { name: 'Matrix folder' })).json().id;
  // The patent goes in directly: this app has no index, and the values calls need only the folder's row.
  await t.db.insert(folderPatents).values({ folderId: folder, ucid: UCID, addedBy: roles.users.admin.id });
  const shared = await call('admin', 'PUT', `/api/folders/${folder}/permissions`, {
    users: [{ id: roles.users.normal.id, level: 'write' }],
    groups: [{ id: group!.id, level: 'write' }],
  });
  expect(shared.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Expect = Record<Role, number>;
/** Who uses the scheme (admin, the granted ones), who does not see it, and who cannot sign in. */
const USERS_OF_SCHEME: Expect = {
  admin: 200,
  groupManager: 404,
  normal: 200,
  endUser: 200,
  readOnly: 200,
  deactivated: 401,
  otherOrganization: 404,
};
/** Calls only admins make: others are refused whatever the id; the other organisation's admin finds nothing. */
const ADMINS_ONLY: Expect = {
  admin: 200,
  groupManager: 403,
  normal: 403,
  endUser: 403,
  readOnly: 403,
  deactivated: 401,
  otherOrganization: 404,
};
const EVERYONE: Expect = {
  admin: 200,
  groupManager: 200,
  normal: 200,
  endUser: 200,
  readOnly: 200,
  deactivated: 401,
  otherOrganization: 200,
};
const VALUE_WRITERS: Expect = { ...USERS_OF_SCHEME, readOnly: 403 };

describe('custom field calls, per role', () => {
  it.each(ROLES)('GET /api/custom_field_schemes lists the scheme only to those who use it (%s)', async (role) => {
    const response = await call(role, 'GET', '/api/custom_field_schemes?withFields=1');
    expect(response.statusCode).toBe(EVERYONE[role]);
    if (response.statusCode !== 200) return;
    const ids = response.json().data.map((s: { id: number }) => s.id);
    expect(ids.includes(scheme)).toBe(USERS_OF_SCHEME[role] === 200);
  });

  it.each(ROLES)('POST /api/custom_field_schemes (%s)', async (role) => {
    const response = await call(role, 'POST', '/api/custom_field_schemes', { name: `Made by ${role}` });
    // The other organisation's admin makes one in their own organisation.
    expect(response.statusCode).toBe({ ...ADMINS_ONLY, admin: 201, otherOrganization: 201 }[role]);
  });

  it.each(ROLES)('GET /api/custom_field_schemes/{id} (%s)', async (role) => {
    expect((await call(role, 'GET', `/api/custom_field_schemes/${scheme}`)).statusCode).toBe(USERS_OF_SCHEME[role]);
  });

  it.each(ROLES)('PATCH /api/custom_field_schemes/{id} (%s)', async (role) => {
    const response = await call(role, 'PATCH', `/api/custom_field_schemes/${scheme}`, { name: 'Review' });
    expect(response.statusCode).toBe(ADMINS_ONLY[role]);
  });

  it.each(ROLES)('PATCH /api/custom_field_schemes/{id}/fields (%s)', async (role) => {
    const response = await call(role, 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
      fields: [{ id: textField, name: 'Note', type: 'text' }],
    });
    expect(response.statusCode).toBe(ADMINS_ONLY[role]);
  });

  it.each(ROLES)('GET /api/custom_field_schemes/{id}/users (%s)', async (role) => {
    const response = await call(role, 'GET', `/api/custom_field_schemes/${scheme}/users`);
    expect(response.statusCode).toBe(ADMINS_ONLY[role]);
    if (response.statusCode === 200)
      expect(response.json().users.map((u: { id: number }) => u.id)).toEqual([roles.users.normal.id]);
  });

  it.each(ROLES)('PUT /api/custom_field_schemes/{id}/permissions (%s)', async (role) => {
    const current = (await call('admin', 'GET', `/api/custom_field_schemes/${scheme}/users`)).json();
    const response = await call(role, 'PUT', `/api/custom_field_schemes/${scheme}/permissions`, {
      user_ids: current.users.map((u: { id: number }) => u.id),
      group_ids: current.groups.map((g: { id: number }) => g.id),
    });
    expect(response.statusCode).toBe(ADMINS_ONLY[role]);
  });

  it.each(ROLES)('POST /custom_field_schemes/{id}/active, GET and DELETE the active scheme (%s)', async (role) => {
    const activated = await call(role, 'POST', `/api/custom_field_schemes/${scheme}/active`);
    expect(activated.statusCode).toBe(USERS_OF_SCHEME[role]);
    const active = await call(role, 'GET', '/api/active_custom_field_scheme?uuid=abc');
    expect(active.statusCode).toBe(EVERYONE[role]);
    if (active.statusCode === 200) expect(active.json().id).toBe(USERS_OF_SCHEME[role] === 200 ? scheme : null);
    const cleared = await call(role, 'DELETE', `/api/active_custom_field_scheme/${scheme}`);
    expect(cleared.statusCode).toBe({ ...USERS_OF_SCHEME, admin: 204, normal: 204, endUser: 204, readOnly: 204 }[role]);
  });

  it.each(ROLES)('GET /api/folders/{id}/custom_field_values (%s)', async (role) => {
    expect((await call(role, 'GET', `/api/folders/${folder}/custom_field_values`)).statusCode).toBe(
      USERS_OF_SCHEME[role],
    );
  });

  it.each(ROLES)('PUT /api/folders/{id}/custom_field_values/{ucid} (%s)', async (role) => {
    const response = await call(role, 'PUT', `/api/folders/${folder}/custom_field_values/${UCID}`, {
      values: { [textField]: `set by ${role}` },
    });
    expect(response.statusCode).toBe(VALUE_WRITERS[role]);
    if (response.statusCode === 200) expect(response.json().values[textField]).toBe(`set by ${role}`);
  });

  it.each(ROLES)('POST /api/folders/{id}/custom_field_values/bulk (%s)', async (role) => {
    const response = await call(role, 'POST', `/api/folders/${folder}/custom_field_values/bulk`, {
      ucids: [UCID],
      values: { [textField]: `bulk by ${role}` },
    });
    expect(response.statusCode).toBe(VALUE_WRITERS[role]);
  });

  it.each(ROLES)('POST /api/custom_field_values/patents shows nothing of another organisation (%s)', async (role) => {
    await call(role, 'POST', `/api/custom_field_schemes/${scheme}/active`);
    const response = await call(role, 'POST', '/api/custom_field_values/patents', { ucids: [UCID] });
    expect(response.statusCode).toBe(EVERYONE[role]);
    if (response.statusCode !== 200) return;
    const shown = response.json().data;
    if (USERS_OF_SCHEME[role] === 200)
      expect(shown).toEqual([{ ucid: UCID, values: { [textField]: [expect.any(String)] } }]);
    else expect(shown).toEqual([]);
  });

  it.each(ROLES)('DELETE /api/custom_field_schemes/{id} (%s)', async (role) => {
    const doomed = (await call('admin', 'POST', '/api/custom_field_schemes', { name: `Doomed ${role}` })).json().id;
    const response = await call(role, 'DELETE', `/api/custom_field_schemes/${doomed}`);
    expect(response.statusCode).toBe({ ...ADMINS_ONLY, admin: 204 }[role]);
  });
});
