import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createRoleSet, type RoleSet } from '../../test/roles';

// Calls that replace a whole list (who may use a scheme, a group's members and managers) delete and insert in one
// transaction. On PostgreSQL two of them at once collided on the unique rows the first had just inserted (a 500 the
// schema fuzz found); each now locks its scheme or group first. On PGlite the calls run one by one anyway.

let t: TestApp;
let roles: RoleSet;
beforeAll(async () => {
  t = await buildTestApp();
  roles = await createRoleSet(t);
});
afterAll(() => t.close());

const admin = () => roles.users.admin.session;

it('answers every one of many simultaneous replacements of a scheme’s grants and a group’s members', async () => {
  const scheme = await t.request({
    method: 'POST',
    url: '/api/custom_field_schemes',
    body: { name: 'Race' },
    session: admin(),
  });
  expect(scheme.statusCode).toBe(201);
  const group = await t.request({ method: 'POST', url: '/api/groups', body: { name: 'Race' }, session: admin() });
  expect(group.statusCode).toBe(201);
  const ids = [roles.users.normal.id, roles.users.endUser.id];
  for (let round = 0; round < 5; round++) {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? t.request({
              method: 'PUT',
              url: `/api/custom_field_schemes/${scheme.json().id}/permissions`,
              body: { user_ids: ids, group_ids: [] },
              session: admin(),
            })
          : t.request({
              method: 'PUT',
              url: `/api/groups/${group.json().id}/members`,
              body: { user_ids: ids },
              session: admin(),
            }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  }
  const users = await t.request({
    method: 'GET',
    url: `/api/custom_field_schemes/${scheme.json().id}/users`,
    session: admin(),
  });
  expect(users.statusCode).toBe(200);
});
