import { OrganizationSchema, UserSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/user', () => {
  it('answers role flags, organisation, modules and folder categories', async () => {
    const org = await createOrganization(t.db, {
      name: 'Lab',
      modules: { origin_plus: true, tracking: { enabled: true, required: false, tracking_id_format: 'ABC-123' } },
      folderCategories: ['Prior art', 'Competitors'],
    });
    const user = await createUser(t.db, {
      organizationId: org.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      is_admin: true,
      group_manager: true,
    });
    const response = await t.request({ method: 'GET', url: '/api/user', session: await t.signIn(user) });
    expect(response.statusCode).toBe(200);
    const body = UserSchema.parse(response.json());
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      is_admin: true,
      group_manager: true,
      is_end_user: false,
      is_read_only: false,
      app_update: null,
    });
    expect(body.organization?.name).toBe('Lab');
    expect(body.organization?.folder_categories.map((c) => c.name)).toEqual(['Prior art', 'Competitors']);
    const modules = Object.fromEntries(body.organization!.modules.map((m) => [m.name, m.configuration]));
    expect(modules).toEqual({
      tracking: { enabled: true, required: false, tracking_id_format: 'ABC-123' },
      origin_plus: { enabled: true },
      design_image_search: { enabled: false },
      patbase_viewer: { enabled: false },
      generative_ai: { enabled: false },
      access_third_party_ai: { enabled: false },
      chemical_explorer: { enabled: false },
    });
  });

  it('answers the flags of end users and read-only users', async () => {
    for (const flags of [{ is_end_user: true }, { is_read_only: true }]) {
      const user = await createUser(t.db, flags);
      const body = (await t.request({ method: 'GET', url: '/api/user', session: await t.signIn(user) })).json();
      expect(body).toMatchObject({ is_end_user: false, is_read_only: false, ...flags });
    }
  });
});

describe('GET /api/organization', () => {
  it("answers the signed-in user's organisation", async () => {
    const org = await createOrganization(t.db, { modules: { chemical_explorer: true }, folderCategories: ['A'] });
    const user = await createUser(t.db, { organizationId: org.id });
    const response = await t.request({ method: 'GET', url: '/api/organization', session: await t.signIn(user) });
    expect(response.statusCode).toBe(200);
    const body = OrganizationSchema.parse(response.json());
    expect(body.id).toBe(org.id);
    expect(body.modules.find((m) => m.name === 'chemical_explorer')?.configuration.enabled).toBe(true);
    expect(body.folder_categories).toEqual([{ id: expect.any(Number), name: 'A' }]);
  });

  it('answers 404 for a user without organisation and 401 without a session', async () => {
    const user = await createUser(t.db);
    const response = await t.request({ method: 'GET', url: '/api/organization', session: await t.signIn(user) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/api/organization' })).statusCode).toBe(401);
  });
});
