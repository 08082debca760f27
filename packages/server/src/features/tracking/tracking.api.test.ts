import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

// Permission matrix of the tracking calls (issue 16): tracking is on (not required) in the role set's organisation
// and off in the other organisation's, so its admin is refused by the module gate.
let test: TestApp;
let roles: RoleSet;
beforeAll(async () => {
  test = await buildTestApp();
  roles = await createRoleSet(test, {
    modules: { tracking: { enabled: true, required: false, tracking_id_format: 'CLIENT-0000' } },
  });
});
afterAll(() => test.close());

function call(role: Role, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
  return test.request({ method, url, session: roles.users[role].session, ...(body === undefined ? {} : { body }) });
}

/** What each role gets from a tracking call anyone of the organisation may make. */
const EVERY_MEMBER: Record<Role, number> = {
  admin: 200,
  groupManager: 200,
  normal: 200,
  endUser: 200,
  readOnly: 200,
  deactivated: 401,
  otherOrganization: 403,
};

describe('tracking permission matrix', () => {
  it.each(ROLES)('PUT /api/active_client_reference as %s', async (role) => {
    const response = await call(role, 'PUT', '/api/active_client_reference', { reference: `REF-${role}` });
    expect(response.statusCode).toBe(EVERY_MEMBER[role]);
    if (response.statusCode === 200) expect(response.json()).toEqual({ reference: `REF-${role}` });
  });

  it.each(ROLES)('GET /api/active_client_reference as %s', async (role) => {
    const response = await call(role, 'GET', '/api/active_client_reference');
    expect(response.statusCode).toBe(EVERY_MEMBER[role]);
    if (response.statusCode === 200) expect(response.json()).toEqual({ reference: `REF-${role}` });
  });

  it.each(ROLES)('GET /api/client_references as %s', async (role) => {
    const response = await call(role, 'GET', '/api/client_references');
    expect(response.statusCode).toBe(EVERY_MEMBER[role]);
    if (response.statusCode === 200) {
      expect(response.json()).toEqual(['REF-admin', 'REF-groupManager', 'REF-normal', 'REF-endUser', 'REF-readOnly']);
    }
  });

  it.each(ROLES)('POST /api/client_references/logged_events as %s', async (role) => {
    const response = await call(role, 'POST', '/api/client_references/logged_events', { filters: {} });
    expect(response.statusCode).toBe(EVERY_MEMBER[role]);
  });

  it.each(ROLES)('POST /api/client_references/logged_events/export as %s', async (role) => {
    const response = await call(role, 'POST', '/api/client_references/logged_events/export', { filters: {} });
    expect(response.statusCode).toBe(EVERY_MEMBER[role]);
    if (response.statusCode === 200) {
      expect(response.headers['content-type']).toContain('spreadsheetml');
      // An xlsx file is a zip archive.
      expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });

  it.each(ROLES)('another user’s tracking logs as %s', async (role) => {
    const expected: Record<Role, number> = {
      ...EVERY_MEMBER,
      groupManager: 403,
      normal: 403,
      endUser: 403,
      readOnly: 403,
    };
    const response = await call(role, 'POST', '/api/client_references/logged_events', {
      filters: {
        user_id: roles.users.normal.id === roles.users[role].id ? roles.users.admin.id : roles.users.normal.id,
      },
    });
    expect(response.statusCode).toBe(expected[role]);
  });
});

describe('tracking references', () => {
  it('refuses an empty or multi-line reference with the message under the field', async () => {
    for (const reference of ['   ', 'a\nb', 'x'.repeat(101)]) {
      const response = await call('normal', 'PUT', '/api/active_client_reference', { reference });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields.reference).toHaveLength(1);
    }
  });

  it('keeps one reference whatever its case, spelt as it was first typed', async () => {
    await call('normal', 'PUT', '/api/active_client_reference', { reference: 'Matter-7' });
    const answer = await call('admin', 'PUT', '/api/active_client_reference', { reference: ' MATTER-7 ' });
    expect(answer.json()).toEqual({ reference: 'Matter-7' });
    const list: string[] = (await call('admin', 'GET', '/api/client_references')).json();
    expect(list.filter((r) => r.toLowerCase() === 'matter-7')).toEqual(['Matter-7']);
  });

  it('never shows one organisation’s references or logs to another that has tracking too', async () => {
    const elsewhere = await createOrganization(test.db, { modules: { tracking: true } });
    const stranger = await createUser(test.db, { organizationId: elsewhere.id, is_admin: true });
    const session = await test.signIn(stranger);
    const get = (url: string) => test.request({ method: 'GET', url, session });
    expect((await get('/api/client_references')).json()).toEqual([]);
    expect((await get('/api/active_client_reference')).json()).toEqual({ reference: null });
    const logs = await test.request({
      method: 'POST',
      url: '/api/client_references/logged_events',
      session,
      body: { filters: { period: 'all', user_id: roles.users.normal.id } },
    });
    expect(logs.statusCode).toBe(200);
    expect(logs.json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('tracking logs', () => {
  it('log a folder change against the active reference, narrowed by user, reference and period', async () => {
    await call('normal', 'PUT', '/api/active_client_reference', { reference: 'ACME-1' });
    const created = await call('normal', 'POST', '/api/folders', { name: 'Tracked folder' });
    expect(created.statusCode).toBe(201);

    const logs = async (role: Role, filters: Record<string, unknown>) =>
      (await call(role, 'POST', '/api/client_references/logged_events', { filters })).json();
    const mine = await logs('normal', { reference: 'acme-1' });
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ reference: 'ACME-1', user: { id: roles.users.normal.id } });
    expect((await logs('admin', { user_id: roles.users.normal.id, reference: 'ACME-1' })).total).toBe(1);
    expect((await logs('admin', { user_id: roles.users.admin.id, reference: 'ACME-1' })).total).toBe(0);
    // Only the normal user worked under ACME-1, and only this month.
    expect((await logs('admin', { period: 'last_month', reference: 'ACME-1' })).total).toBe(0);

    // The same event in the user's own list carries the reference too.
    const events = (await call('normal', 'GET', '/api/logged_events')).json().data;
    expect(events[0]).toMatchObject({ action: 'folder.create', client_reference: 'ACME-1' });
  });

  it('refuses an unknown period', async () => {
    const response = await call('admin', 'POST', '/api/client_references/logged_events', {
      filters: { period: 'last_decade' },
    });
    expect(response.statusCode).toBe(422);
  });
});
