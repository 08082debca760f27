import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups, userTypes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';

let t: TestApp;
let org: number;
let ids: Record<string, number>;
let session: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  org = (await createOrganization(t.db)).id;
  const other = (await createOrganization(t.db)).id;
  ids = {};
  session = {};
  const people = {
    ada: { organizationId: org, firstName: 'Ada', lastName: 'Lovelace', is_admin: true },
    bob: { organizationId: org, firstName: 'Bob', lastName: 'Babbage' },
    gone: { organizationId: org, firstName: 'Gone', lastName: 'Away', deactivated: true },
    eve: { organizationId: other, firstName: 'Eve', lastName: 'Else' },
  };
  for (const [key, options] of Object.entries(people)) {
    const user = await createUser(t.db, options);
    ids[key] = user.id;
    if (key !== 'gone') session[key] = await t.signIn(user);
  }
  const [group] = await t.db
    .insert(groups)
    .values([
      { organizationId: org, name: 'Everyone', isDefault: true },
      { organizationId: other, name: 'Theirs' },
    ])
    .returning();
  await t.db.insert(groupMembers).values([
    { groupId: group!.id, userId: ids.ada! },
    { groupId: group!.id, userId: ids.bob! },
  ]);
  await t.db.insert(userTypes).values({ organizationId: org, name: 'Searcher' });
});
afterAll(async () => {
  await t?.close();
});

const get = (who: string, url: string) => t.request({ method: 'GET', url, session: session[who]! });

describe('people', () => {
  it('lists the active users of the own organisation only, by surname, with a checksum', async () => {
    const list = (await get('bob', '/api/users')).json();
    expect(list.data.map((u: { name: string }) => u.name)).toEqual(['Bob Babbage', 'Ada Lovelace']);
    expect(list.data[1]).toMatchObject({ id: ids.ada, is_admin: true, is_read_only: false });
    expect((await get('bob', `/api/users?checksum=${list.checksum}`)).json()).toEqual({
      checksum: list.checksum,
      match: true,
    });
    expect((await get('eve', '/api/users')).json().data.map((u: { id: number }) => u.id)).toEqual([ids.eve]);
  });

  it('lists deactivated users to admins only', async () => {
    expect((await get('ada', '/api/deactivated_users')).json().map((u: { id: number }) => u.id)).toEqual([ids.gone]);
    expect((await get('bob', '/api/deactivated_users')).statusCode).toBe(403);
  });

  it('lists groups with their members and the default group, and the user types', async () => {
    const list = (await get('bob', '/api/groups')).json();
    expect(list).toMatchObject({
      match: false,
      default_group_name: 'Everyone',
      data: [
        { name: 'Everyone', is_default: true, member_ids: [ids.ada, ids.bob].sort((a, b) => a! - b!), manager_ids: [] },
      ],
    });
    expect((await get('eve', '/api/groups')).json()).toMatchObject({
      default_group_name: null,
      data: [{ name: 'Theirs' }],
    });
    expect((await get('bob', '/api/user_types')).json()).toEqual([{ id: expect.any(Number), name: 'Searcher' }]);
    expect((await t.request({ method: 'GET', url: '/api/groups' })).statusCode).toBe(401);
  });
});
