import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { createRoleSet, ROLES, type RoleSet } from './roles';

describe('the role set permission tests run over', () => {
  let test: TestApp;
  let roles: RoleSet;
  beforeAll(async () => {
    test = await buildTestApp();
    roles = await createRoleSet(test);
  });
  afterAll(() => test.close());

  it.each(ROLES)('%s holds a session the server answers as that user, except the deactivated one', async (role) => {
    const user = roles.users[role];
    const response = await test.request({ method: 'GET', url: '/api/user', session: user.session });
    if (role === 'deactivated') {
      expect(response.statusCode).toBe(401);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('puts the other organisation’s admin in an organisation of its own', () => {
    expect(roles.users.otherOrganization.organizationId).toBe(roles.otherOrganizationId);
    expect(roles.otherOrganizationId).not.toBe(roles.organizationId);
  });
});
