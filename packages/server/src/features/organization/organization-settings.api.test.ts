import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

let t: TestApp;
let roles: RoleSet;
beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  roles = await createRoleSet(t, { folderCategories: ['Prior art'] });
});
afterAll(async () => {
  await t?.close();
});

const as = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: roles.users[role].session, ...(body === undefined ? {} : { body }) });
const organizationOf = async (role: Role) => (await as(role, 'GET', '/api/organization')).json();
const categoryIds = async (role: Role) =>
  (await organizationOf(role)).folder_categories.map((c: { id: number }) => c.id) as number[];

/** Admins of either organisation change their own; everyone else is refused; a deactivated session is signed out. */
const ADMINS_ONLY: Record<Role, number> = {
  admin: 200,
  otherOrganization: 200,
  groupManager: 403,
  normal: 403,
  endUser: 403,
  readOnly: 403,
  deactivated: 401,
};
const allowedOr = (role: Role, ok: number) => (ADMINS_ONLY[role] === 200 ? ok : ADMINS_ONLY[role]);

describe('the organisation settings calls, role by role', () => {
  it.each(ROLES)('GET /api/organization/settings and PATCH /api/organization as %s', async (role) => {
    const settings = await as(role, 'GET', '/api/organization/settings');
    expect(settings.statusCode).toBe(ADMINS_ONLY[role]);
    if (settings.statusCode === 200) expect(settings.json().id).toBe(roles.users[role].organizationId);
    const patched = await as(role, 'PATCH', '/api/organization', { folder_limit: 500, folder_warning: 400 });
    expect(patched.statusCode).toBe(ADMINS_ONLY[role]);
    if (patched.statusCode === 200) {
      expect(patched.json()).toMatchObject({ id: roles.users[role].organizationId, folder_limit: 500 });
      await as(role, 'PATCH', '/api/organization', { folder_limit: null, folder_warning: null });
    }
  });

  it.each(ROLES)('PUT /api/organization/modules/{name} as %s changes only the caller’s organisation', async (role) => {
    const answer = await as(role, 'PUT', '/api/organization/modules/patbase_viewer', {
      configuration: { enabled: true },
    });
    expect(answer.statusCode).toBe(ADMINS_ONLY[role]);
    // Switched back off, and the other organisation's module never moved.
    if (answer.statusCode === 200) {
      await as(role, 'PUT', '/api/organization/modules/patbase_viewer', { configuration: { enabled: false } });
    }
  });

  it.each(ROLES)('POST, PATCH and DELETE /api/folder_categories as %s', async (role) => {
    const made = await as(role, 'POST', '/api/folder_categories', { name: `By ${role}` });
    expect(made.statusCode).toBe(allowedOr(role, 201));
    // Every role tries the first organisation's category; only its admin reaches it, the other one gets 404.
    const [ours] = await categoryIds('admin');
    const patch = await as(role, 'PATCH', `/api/folder_categories/${ours}`, { name: 'Prior art' });
    expect(patch.statusCode).toBe(role === 'otherOrganization' ? 404 : ADMINS_ONLY[role]);
    const target = made.statusCode === 201 ? made.json().id : ours;
    const removed = await as(role, 'DELETE', `/api/folder_categories/${target}`);
    expect(removed.statusCode).toBe(allowedOr(role, 204));
    if (role === 'otherOrganization') {
      expect((await as(role, 'DELETE', `/api/folder_categories/${ours}`)).statusCode).toBe(404);
      expect(await categoryIds('admin')).toContain(ours);
    }
  });
});

describe('organisation settings', () => {
  it('sets the folder limit and warning threshold, which the folder calls then use, and null goes back to the default', async () => {
    const set = await as('admin', 'PATCH', '/api/organization', { name: ' Acme ', folder_limit: 6, folder_warning: 4 });
    expect(set.json()).toEqual({
      id: roles.organizationId,
      name: 'Acme',
      folder_limit: 6,
      folder_warning: 4,
      effective_folder_limit: 6,
      effective_folder_warning: 4,
      // The export cap (issue 17) keeps its default; export tests set it.
      export_cap: null,
      effective_export_cap: 10_000,
    });
    expect((await as('normal', 'GET', '/api/folder/limit')).json()).toEqual({ limit: 6, warning: 4 });
    const folder = (await as('normal', 'POST', '/api/folders', { name: 'Small' })).json();
    // Adding is checked against the folder's limit state (folders.api.test.ts adds past a limit set this way).
    const state = (await as('normal', 'GET', `/api/folders/${folder.id}/limit/`)).json();
    expect(state).toMatchObject({ limit: 6, warning: 4, count: 0, limit_reached: false });
    // The other organisation keeps the defaults.
    expect((await as('otherOrganization', 'GET', '/api/folder/limit')).json()).toEqual({
      limit: 10_000,
      warning: 9_000,
    });

    const reset = await as('admin', 'PATCH', '/api/organization', { folder_limit: null, folder_warning: null });
    expect(reset.json()).toMatchObject({
      folder_limit: null,
      effective_folder_limit: 10_000,
      effective_folder_warning: 9_000,
    });
  });

  it('refuses a warning above the limit in force, and other bad input, with a message per field', async () => {
    const fields = async (body: unknown) => {
      const answer = await as('admin', 'PATCH', '/api/organization', body);
      expect(answer.statusCode).toBe(422);
      return answer.json().error.fields;
    };
    expect(await fields({ folder_limit: 10, folder_warning: 11 })).toEqual({
      folder_warning: ['The warning threshold cannot be above the limit (10).'],
    });
    await as('admin', 'PATCH', '/api/organization', { folder_limit: 100 });
    expect(await fields({ folder_warning: 101 })).toEqual({
      folder_warning: ['The warning threshold cannot be above the limit (100).'],
    });
    expect(await fields({ folder_limit: 0 })).toEqual({ folder_limit: ['Give at least 1.'] });
    expect(await fields({ folder_limit: 1.5 })).toEqual({ folder_limit: ['Give a whole number.'] });
    expect(await fields({ folder_limit: 2_000_000 })).toEqual({ folder_limit: ['Give at most 1,000,000.'] });
    expect(await fields({ name: '' })).toEqual({ name: ['Give the organisation a name.'] });
    expect((await as('admin', 'PATCH', '/api/organization', {})).statusCode).toBe(422);
    await as('admin', 'PATCH', '/api/organization', { folder_limit: null });
  });

  it('switches modules on and off with their configuration, which GET /api/organization and /api/user show', async () => {
    const tracking = await as('admin', 'PUT', '/api/organization/modules/tracking', {
      configuration: { enabled: true, required: true, tracking_id_format: ' e.g. ACME-1234 ' },
    });
    expect(tracking.json()).toEqual({
      name: 'tracking',
      configuration: { enabled: true, required: true, tracking_id_format: 'e.g. ACME-1234' },
    });
    const seen = (await organizationOf('normal')).modules.find((m: { name: string }) => m.name === 'tracking');
    expect(seen.configuration).toMatchObject({ enabled: true, required: true, tracking_id_format: 'e.g. ACME-1234' });
    const user = (await as('normal', 'GET', '/api/user')).json();
    expect(user.organization.modules.find((m: { name: string }) => m.name === 'tracking').configuration.enabled).toBe(
      true,
    );
    // A module gate opens for the organisation's users once its module is on.
    await as('admin', 'PUT', '/api/organization/modules/chemical_explorer', { configuration: { enabled: true } });
    expect(
      (await organizationOf('normal')).modules.find((m: { name: string }) => m.name === 'chemical_explorer')
        .configuration.enabled,
    ).toBe(true);
    const others = (await organizationOf('otherOrganization')).modules;
    expect(others.every((m: { configuration: { enabled: boolean } }) => m.configuration.enabled === false)).toBe(true);

    const fields = async (name: string, configuration: unknown) => {
      const answer = await as('admin', 'PUT', `/api/organization/modules/${name}`, { configuration });
      expect(answer.statusCode).toBe(422);
      return answer.json().error.fields;
    };
    expect(await fields('tracking', { enabled: 'yes' })).toEqual({
      'configuration.enabled': ['Say whether it is on.'],
    });
    expect(await fields('generative_ai', { enabled: true, required: true })).toEqual({
      'configuration.required': ['This setting is not known for this module.'],
    });
    expect(await fields('tracking', { enabled: true, tracking_id_format: 'x'.repeat(201) })).toEqual({
      'configuration.tracking_id_format': ['A format hint has at most 200 characters.'],
    });
    expect(
      (await as('admin', 'PUT', '/api/organization/modules/teleport', { configuration: { enabled: true } })).statusCode,
    ).toBe(422);
  });

  it('adds, renames and deletes folder categories; a deleted category’s folders stay, uncategorised', async () => {
    const made = await as('admin', 'POST', '/api/folder_categories', { name: '  Competitors ' });
    expect(made.statusCode).toBe(201);
    const category = made.json();
    expect(category.name).toBe('Competitors');
    expect((await organizationOf('normal')).folder_categories.at(-1)).toEqual(category);

    const folder = (await as('normal', 'POST', '/api/folders', { name: 'Rivals', category_id: category.id })).json();
    expect(folder.category_id).toBe(category.id);
    // An admin assigns folders they can change to a category with the folder call.
    const own = (await as('admin', 'POST', '/api/folders', { name: 'Mine' })).json();
    const moved = await as('admin', 'PATCH', `/api/folders/${own.id}`, { category_id: category.id });
    expect(moved.json().category_id).toBe(category.id);

    const renamed = await as('admin', 'PATCH', `/api/folder_categories/${category.id}`, { name: 'Rivals' });
    expect(renamed.json()).toEqual({ id: category.id, name: 'Rivals' });
    expect((await as('admin', 'DELETE', `/api/folder_categories/${category.id}`)).statusCode).toBe(204);
    expect((await as('admin', 'DELETE', `/api/folder_categories/${category.id}`)).statusCode).toBe(404);
    const after = (await as('normal', 'GET', `/api/folders/${folder.id}`)).json().data;
    expect(after.category_id).toBeNull();

    const bad = await as('admin', 'POST', '/api/folder_categories', { name: ' ' });
    expect(bad.json().error.fields).toEqual({ name: ['Give the category a name.'] });
  });
});
