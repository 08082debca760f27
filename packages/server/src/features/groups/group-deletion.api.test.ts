import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupManagers, groups, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

// Deleting a group with Undo (issue 16): the deletion is a logged event carrying the undo call, and the undo puts
// back everything the deletion took with it.

let t: TestApp;
let roles: RoleSet;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  roles = await createRoleSet(t);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (session: string, method: Method, url: string, body?: unknown) =>
  t.request({ method, url, session, ...(body === undefined ? {} : { body }) });
const as = (role: Role, method: Method, url: string, body?: unknown) =>
  call(roles.users[role].session, method, url, body);

type GroupView = { id: number; name: string; is_default: boolean; member_ids: number[]; manager_ids: number[] };
const listedGroup = async (id: number): Promise<GroupView | undefined> =>
  (await as('admin', 'GET', '/api/groups')).json().data.find((g: GroupView) => g.id === id);

/** A group of the organisation, straight into the table, managed by `managedBy` when given. */
async function newGroup(name: string, managedBy?: number): Promise<number> {
  const [row] = await t.db.insert(groups).values({ organizationId: roles.organizationId, name }).returning();
  if (managedBy) await t.db.insert(groupManagers).values({ groupId: row!.id, userId: managedBy });
  return row!.id;
}

describe('deleting a group, and its Undo', () => {
  it('logs the deletion with its undo, and the undo brings back name, default, members, managers and permissions', async () => {
    // A member who is deactivated later: the group keeps their row, and so must the undo.
    const leaver = await createUser(t.db, { organizationId: roles.organizationId, firstName: 'Leaver' });
    const memberIds = [roles.users.normal.id, roles.users.endUser.id, leaver.id];
    const made = await as('admin', 'POST', '/api/groups', { name: 'Prior-art team', member_ids: memberIds });
    const group: GroupView = made.json();
    await as('admin', 'PATCH', `/api/groups/${group.id}`, { is_default: true });
    await as('admin', 'PUT', `/api/groups/${group.id}/managers`, { user_ids: [roles.users.groupManager.id] });
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, leaver.id));
    const folder = (await as('admin', 'POST', '/api/folders', { name: 'Team folder' })).json();
    await as('admin', 'PUT', `/api/folders/${folder.id}/permissions`, {
      users: [],
      groups: [{ id: group.id, level: 'write' }],
    });
    const scheme = (await as('admin', 'POST', '/api/custom_field_schemes', { name: 'Team fields' })).json();
    await as('admin', 'PUT', `/api/custom_field_schemes/${scheme.id}/permissions`, { group_ids: [group.id] });
    const before = await listedGroup(group.id);
    const permissionsBefore = (await as('admin', 'GET', `/api/folders/${folder.id}/permissions`)).json();
    const normalSees = async () => (await as('normal', 'GET', `/api/folders/${folder.id}`)).statusCode;
    expect(await normalSees()).toBe(200);

    const deleted = await as('admin', 'DELETE', `/api/groups/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    const answer = deleted.json();
    expect(answer).toEqual({
      message: 'Deleted the group “Prior-art team”.',
      logged_event_id: expect.any(Number),
      undo: { method: 'POST', url: '/api/groups/restore', body: { logged_event_id: answer.logged_event_id } },
    });
    expect(await listedGroup(group.id)).toBeUndefined();
    expect(await normalSees()).toBe(404);
    expect((await as('admin', 'GET', `/api/custom_field_schemes/${scheme.id}/users`)).json().groups).toEqual([]);
    // The activity lists it with the same undo.
    const events = (await as('admin', 'GET', '/api/logged_events')).json().data;
    expect(events.find((e: { id: number }) => e.id === answer.logged_event_id)).toMatchObject({
      action: 'group.delete',
      message: 'Deleted the group “Prior-art team”.',
      undo: answer.undo,
    });

    const restored = await as('admin', answer.undo.method, answer.undo.url, answer.undo.body);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      message: 'The group “Prior-art team” is back, with 3 members and 1 folder permission.',
    });
    expect(await listedGroup(group.id)).toEqual(before);
    expect(before).toMatchObject({ is_default: true, manager_ids: [roles.users.groupManager.id] });
    expect((await as('admin', 'GET', `/api/folders/${folder.id}/permissions`)).json()).toEqual(permissionsBefore);
    expect(await normalSees()).toBe(200);
    expect((await as('admin', 'GET', `/api/custom_field_schemes/${scheme.id}/users`)).json().groups).toEqual([
      { id: group.id, name: 'Prior-art team' },
    ]);
    // The deactivated member is back too, and comes back with reactivation as any deactivated member does.
    await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, leaver.id));
    expect((await listedGroup(group.id))?.member_ids).toContain(leaver.id);

    // A second undo of the same deletion finds nothing to bring back.
    const again = await as('admin', 'POST', '/api/groups/restore', answer.undo.body);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('The group “Prior-art team” is not deleted.');
  });

  it('brings the group back once when two undos of the same deletion arrive together', async () => {
    const id = await newGroup('Twice undone');
    const answer = (await as('admin', 'DELETE', `/api/groups/${id}`)).json();
    const both = await Promise.all([1, 2].map(() => as('admin', 'POST', '/api/groups/restore', answer.undo.body)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await listedGroup(id))?.name).toBe('Twice undone');
  });

  it('does not make the group the default again when another group has become the default meanwhile', async () => {
    const first = await newGroup('Old default');
    await as('admin', 'PATCH', `/api/groups/${first}`, { is_default: true });
    const answer = (await as('admin', 'DELETE', `/api/groups/${first}`)).json();
    const second = await newGroup('New default');
    await as('admin', 'PATCH', `/api/groups/${second}`, { is_default: true });
    expect((await as('admin', 'POST', '/api/groups/restore', answer.undo.body)).statusCode).toBe(200);
    expect((await listedGroup(first))?.is_default).toBe(false);
    expect((await listedGroup(second))?.is_default).toBe(true);
  });
});

describe('who may undo a group deletion', () => {
  it.each(ROLES)('POST /api/groups/restore as %s, with the admin’s and the group manager’s deletions', async (role) => {
    const byAdmin = (await as('admin', 'DELETE', `/api/groups/${await newGroup(`Admin’s ${role}`)}`)).json();
    const managed = await newGroup(`Manager’s ${role}`, roles.users.groupManager.id);
    const byManager = (await as('groupManager', 'DELETE', `/api/groups/${managed}`)).json();
    // Only the one who deleted it undoes it; someone else's event is not found, in the organisation or outside.
    const expected = {
      admin: [200, 404],
      groupManager: [404, 200],
      normal: [403, 403],
      endUser: [403, 403],
      readOnly: [403, 403],
      deactivated: [401, 401],
      otherOrganization: [404, 404],
    }[role];
    const statuses = [];
    for (const answer of [byAdmin, byManager]) {
      const response = await as(role, 'POST', '/api/groups/restore', answer.undo.body);
      if (response.statusCode >= 400)
        expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(expected);
    expect(await listedGroup(managed)).toEqual(role === 'groupManager' ? expect.anything() : undefined);
  });

  it('refuses the undo to whoever deleted the group but can no longer change it', async () => {
    const formerAdmin = await createUser(t.db, { organizationId: roles.organizationId, is_admin: true });
    const session = await t.signIn(formerAdmin);
    const id = await newGroup('Demoted admin’s');
    const answer = (await call(session, 'DELETE', `/api/groups/${id}`)).json();
    // Now only a group manager, and not of this group.
    await t.db.update(users).set({ isAdmin: false, groupManager: true }).where(eq(users.id, formerAdmin.id));
    const refused = await call(session, 'POST', '/api/groups/restore', answer.undo.body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not manage this group.' } });
    expect(await listedGroup(id)).toBeUndefined();
  });

  it('answers 404 for an event that is not a group deletion, and 422 for a malformed body', async () => {
    const search = await as('admin', 'POST', '/api/searches', { query: 'TI=lamp', type: 'commandline' });
    const deletion = (await as('admin', 'DELETE', `/api/searches/${search.json().query_index}`)).json();
    const wrongKind = await as('admin', 'POST', '/api/groups/restore', deletion.undo.body);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().error.code).toBe('LOGGED_EVENT_NOT_FOUND');
    const malformed = await as('admin', 'POST', '/api/groups/restore', { logged_event_id: 'x' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.fields).toHaveProperty('logged_event_id');
  });
});
