// Workspaces against the real server and database (issue 20, the server foundation): every call, validation with
// the error shape, each level allowed and refused (SPEC §6), the highest level winning for a user who has one
// directly and another through a group, and other organisations kept out.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { createGroup } from '../../test/group-factory';

let t: TestApp;
const ids: Record<string, number> = {};
const sessions: Record<string, string> = {};
const accounts: Record<string, { email: string; password: string | null }> = {};
let editorsGroup: number;
let readersGroup: number;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, body?: unknown) =>
  t.request({ method, url, session: sessions[who], ...(body === undefined ? {} : { body }) });

const QUERY = { name: 'Batteries', full_query: 'TAC=(battery AND lithium)' };

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const orgA = (await createOrganization(t.db, { name: 'Acme' })).id;
  ids.orgA = orgA;
  const orgB = (await createOrganization(t.db, { name: 'Bolt' })).id;
  const people: [string, number, Parameters<typeof createUser>[1]][] = [
    ['ada', orgA, {}],
    ['admin', orgA, { is_admin: true }],
    ['wendy', orgA, {}],
    ['reed', orgA, {}],
    ['gina', orgA, {}],
    ['rita', orgA, { is_read_only: true }],
    ['nobody', orgA, {}],
    ['bob', orgB, { is_admin: true }],
    ['loner', orgB, {}],
  ];
  for (const [name, organizationId, flags] of people) {
    const user = await createUser(t.db, { ...flags, organizationId, firstName: name });
    ids[name] = user.id;
    accounts[name] = user;
    sessions[name] = await t.signIn(user);
  }
  editorsGroup = (await createGroup(t.db, { organizationId: orgA, name: 'Editors', memberIds: [ids.gina!] })).id;
  readersGroup = (await createGroup(t.db, { organizationId: orgA, name: 'Readers', memberIds: [ids.wendy!] })).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function newWorkspace(who = 'ada', name = 'Landscape', queries: unknown[] = [QUERY]): Promise<number> {
  const made = await call(who, 'POST', '/api/workspaces', { name, queries });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.id;
}

/** A workspace of ada's shared as the permission tests use it. */
async function sharedWorkspace(): Promise<number> {
  const id = await newWorkspace();
  const set = await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
    users: [
      { id: ids.wendy, level: 'Write' },
      { id: ids.reed, level: 'Read' },
      { id: ids.gina, level: 'Read' },
      { id: ids.rita, level: 'Admin' },
    ],
    groups: [
      { id: editorsGroup, level: 'Write' },
      { id: readersGroup, level: 'Read' },
    ],
  });
  expect(set.statusCode, set.body).toBe(200);
  return id;
}

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as {
    error: { code: string; message: string; fields?: Record<string, string[]>; query_errors?: unknown[] };
  };
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('workspaces', () => {
  it('are created with queries, listed with a checksum, read, renamed, regrouped and deleted', async () => {
    const made = await call('ada', 'POST', '/api/workspaces', { name: ' Solid state ', queries: [QUERY] });
    expect(made.statusCode).toBe(201);
    const workspace = made.json().data;
    expect(workspace).toMatchObject({
      name: 'Solid state',
      grouping: 'simplefamily',
      owner: { id: ids.ada, permissions: ['Admin'] },
      permission: 'Admin',
      access: { type: 'owner', permission: 'Admin' },
      no_of_queries: 1,
      users: [],
      groups: [],
      dashboards: [],
      charts: [],
      active_dashboard_id: null,
      theme_id: null,
      theme: null,
      set: null,
      metrics: {},
    });
    expect(workspace.queries).toEqual([
      expect.objectContaining({
        name: 'Batteries',
        full_query: QUERY.full_query,
        grouping: 'simplefamily',
        filters: { filtersToApply: {}, filtersToExclude: {} },
      }),
    ]);

    const list = (await call('ada', 'GET', '/api/workspaces')).json();
    expect(list.match).toBe(false);
    expect(list.data.map((w: { id: number }) => w.id)).toContain(workspace.id);
    expect((await call('ada', 'GET', `/api/workspaces?checksum=${list.checksum}`)).json()).toEqual({
      checksum: list.checksum,
      match: true,
    });

    const one = await call('ada', 'GET', `/api/workspaces/${workspace.id}`);
    expect(one.json().data).toEqual(workspace);

    t.clock.advanceSeconds(5);
    const changed = await call('ada', 'PATCH', `/api/workspaces/${workspace.id}`, { grouping: 'extendedfamily' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.grouping).toBe('extendedfamily');
    const renamed = await call('ada', 'PATCH', `/api/workspaces/${workspace.id}`, { name: 'Solid state 2026' });
    expect(renamed.json().data).toMatchObject({ name: 'Solid state 2026', grouping: 'extendedfamily' });
    expect((await call('ada', 'GET', `/api/workspaces?checksum=${list.checksum}`)).json().match).toBe(false);

    const removed = await call('ada', 'DELETE', `/api/workspaces/${workspace.id}`);
    expect(removed.json()).toEqual({ message: 'Deleted the workspace “Solid state 2026”.' });
    expectError(await call('ada', 'GET', `/api/workspaces/${workspace.id}`), 404, 'WORKSPACE_NOT_FOUND');
  });

  it('lists the most recently updated first, cut to the count asked for', async () => {
    const first = await newWorkspace('ada', 'Older');
    t.clock.advanceSeconds(1);
    const second = await newWorkspace('ada', 'Newer');
    t.clock.advanceSeconds(1);
    await call('ada', 'PATCH', `/api/workspaces/${first}`, { name: 'Older, touched' });
    const recent = (await call('ada', 'GET', '/api/workspaces_list?count=2')).json();
    expect(recent.data.map((w: { id: number }) => w.id)).toEqual([first, second]);
    expect(recent.data[0].updated_at > recent.data[1].updated_at).toBe(true);
    const again = (await call('ada', 'GET', `/api/workspaces_list?count=2&checksum=${recent.checksum}`)).json();
    expect(again).toEqual({ checksum: recent.checksum, match: true });
    expectError(await call('ada', 'GET', '/api/workspaces_list?count=0'), 422, 'VALIDATION_FAILED');
  });

  it('validates every body with a message per field and the error shape', async () => {
    const fields = async (body: unknown) => {
      const error = expectError(await call('ada', 'POST', '/api/workspaces', body), 422, 'VALIDATION_FAILED');
      return error.fields;
    };
    expect(await fields({ name: '  ' })).toEqual({ name: ['Give the workspace a name.'] });
    expect(await fields({ name: 'x'.repeat(121) })).toEqual({
      name: ['A workspace name has at most 120 characters.'],
    });
    expect(await fields({ name: 'a', grouping: 'family' })).toEqual({
      grouping: ['grouping must be one of none, applicationnumber, simplefamily, extendedfamily.'],
    });
    expect(await fields({ name: 'a', owner_id: 3 })).toEqual({ owner_id: ['This field is not allowed.'] });
    expect(await fields({ name: 'a', queries: [{ name: 'q', full_query: ' ' }] })).toEqual({
      'queries.0.full_query': ['Enter a query'],
    });
    const badQuery = await call('ada', 'POST', '/api/workspaces', {
      name: 'a',
      queries: [{ name: 'q', full_query: 'TAC=(battery AND' }],
    });
    const error = expectError(badQuery, 422, 'QUERY_INVALID');
    expect(error.query_errors?.length).toBeGreaterThan(0);

    const id = await newWorkspace();
    expectError(await call('ada', 'PATCH', `/api/workspaces/${id}`, {}), 422, 'VALIDATION_FAILED');
    expectError(await call('ada', 'GET', '/api/workspaces/abc'), 422, 'VALIDATION_FAILED');
    expectError(
      await call('ada', 'PATCH', `/api/workspaces/${id}/metrics`, { metricData: { families: 3, colour: 'red' } }),
      422,
      'VALIDATION_FAILED',
    );
    const permissions = await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [
        { id: ids.ada, level: 'Read' },
        { id: ids.bob, level: 'Read' },
        { id: ids.reed, level: 'Owner' },
      ],
      groups: [
        { id: editorsGroup, level: 'Read' },
        { id: editorsGroup, level: 'Write' },
      ],
    });
    expect(expectError(permissions, 422, 'VALIDATION_FAILED').fields).toEqual({
      'users.2.level': ['level must be one of Read, Write, Admin.'],
    });
    const refused = await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [
        { id: ids.ada, level: 'Read' },
        { id: ids.bob, level: 'Read' },
      ],
      groups: [
        { id: editorsGroup, level: 'Read' },
        { id: editorsGroup, level: 'Write' },
      ],
    });
    expect(expectError(refused, 422, 'VALIDATION_FAILED').fields).toEqual({
      'users.0.id': ['The workspace’s owner always has Admin permission.'],
      'users.1.id': ['There is no such active user in your organisation.'],
      groups: ['Give each group once.'],
    });
  });

  it('keeps saved queries: added, changed and removed, each checked before it is stored', async () => {
    const id = await newWorkspace();
    const added = await call('ada', 'POST', `/api/workspaces/${id}/queries`, {
      name: 'Anodes',
      full_query: 'TAC=(anode)',
      grouping: 'none',
      filters: { filtersToApply: { country: ['EP'] } },
    });
    expect(added.statusCode).toBe(201);
    const queries = added.json().data.queries;
    expect(queries.map((q: { name: string }) => q.name)).toEqual(['Batteries', 'Anodes']);
    const anodes = queries[1];
    expect(anodes).toMatchObject({ grouping: 'none', filters: { filtersToApply: { country: ['EP'] } } });

    const changed = await call('ada', 'PATCH', `/api/workspaces/${id}/queries/${anodes.id}`, {
      name: 'Anodes (EP, US)',
      filters: { filtersToApply: { country: ['EP', 'US'] } },
    });
    expect(changed.json().data.queries[1]).toMatchObject({
      name: 'Anodes (EP, US)',
      full_query: 'TAC=(anode)',
      filters: { filtersToApply: { country: ['EP', 'US'] }, filtersToExclude: {} },
    });
    expectError(
      await call('ada', 'PATCH', `/api/workspaces/${id}/queries/${anodes.id}`, { full_query: 'TAC=(' }),
      422,
      'QUERY_INVALID',
    );
    const other = await newWorkspace();
    expectError(
      await call('ada', 'PATCH', `/api/workspaces/${other}/queries/${anodes.id}`, { name: 'x' }),
      404,
      'WORKSPACE_QUERY_NOT_FOUND',
    );
    const removed = await call('ada', 'DELETE', `/api/workspaces/${id}/queries/${anodes.id}`);
    expect(removed.json().data.queries.map((q: { name: string }) => q.name)).toEqual(['Batteries']);
    expect(removed.json().data.no_of_queries).toBe(1);
  });
});

describe('permission levels (SPEC §6)', () => {
  it('gives each user the highest level of the owner, their own entry and their groups', async () => {
    const id = await sharedWorkspace();
    const access = async (who: string) => (await call(who, 'GET', `/api/workspaces/${id}`)).json().data.access;
    expect(await access('ada')).toEqual({ type: 'owner', permission: 'Admin' });
    // Write by entry beats Read through the Readers group.
    expect(await access('wendy')).toEqual({ type: 'user', permission: 'Write' });
    expect(await access('reed')).toEqual({ type: 'user', permission: 'Read' });
    // Read by entry, Write through the Editors group: the group's level wins.
    expect(await access('gina')).toEqual({ type: 'group', permission: 'Write' });
    // A read-only user reads, whatever the entry says.
    expect((await call('rita', 'GET', `/api/workspaces/${id}`)).json().data.permission).toBe('Read');

    const whole = (await call('ada', 'GET', `/api/workspaces/${id}`)).json().data;
    expect(whole.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ids.gina, permissions: ['Read'] })]),
    );
    expect(whole.groups).toEqual([
      { id: editorsGroup, name: 'Editors', users: [ids.gina], permissions: ['Write'] },
      { id: readersGroup, name: 'Readers', users: [ids.wendy], permissions: ['Read'] },
    ]);
    const listed = (await call('gina', 'GET', '/api/workspaces')).json().data;
    expect(listed.find((w: { id: number }) => w.id === id)?.permission).toBe('Write');
  });

  it('lets Read read, Write change, and Admin manage and delete; refuses each level above its own', async () => {
    const id = await sharedWorkspace();
    const theme = (
      await call('reed', 'POST', '/api/analysis_theme', { name: 'Mine', colour_range: [['#112233']] })
    ).json().id as number;
    const label = (await call('gina', 'POST', '/api/user/workspace_labels', { name: 'Board' })).json().id as number;
    const attempts: { what: string; level: 'Read' | 'Write' | 'Admin'; send: (who: string) => Promise<number> }[] = [
      { what: 'read', level: 'Read', send: async (w) => (await call(w, 'GET', `/api/workspaces/${id}`)).statusCode },
      {
        what: 'engagement',
        level: 'Read',
        send: async (w) => (await call(w, 'GET', `/api/workspaces/${id}/engagement`)).statusCode,
      },
      {
        what: 'ping',
        level: 'Read',
        send: async (w) => (await call(w, 'PUT', `/api/workspaces/${id}/active/analysis_section`)).statusCode,
      },
      {
        what: 'sets',
        level: 'Read',
        send: async (w) => (await call(w, 'GET', `/api/workspaces/${id}/sets`)).statusCode,
      },
      {
        what: 'grouping',
        level: 'Write',
        send: async (w) => (await call(w, 'PATCH', `/api/workspaces/${id}`, { grouping: 'none' })).statusCode,
      },
      {
        what: 'add query',
        level: 'Write',
        send: async (w) => (await call(w, 'POST', `/api/workspaces/${id}/queries`, QUERY)).statusCode,
      },
      {
        what: 'metrics',
        level: 'Write',
        send: async (w) =>
          (await call(w, 'PATCH', `/api/workspaces/${id}/metrics`, { metricData: { families: 1 } })).statusCode,
      },
      {
        what: 'theme',
        level: 'Write',
        send: async (w) =>
          (await call(w, 'POST', '/api/workspace/theme/remove', { workspace_id: id, theme_id: null })).statusCode,
      },
      {
        what: 'set',
        level: 'Write',
        send: async (w) =>
          (await call(w, 'POST', '/api/workspace/set/apply', { workspace_id: id, type: 'clear', set_id: null }))
            .statusCode,
      },
      {
        what: 'new set',
        level: 'Write',
        send: async (w) => (await call(w, 'POST', `/api/workspaces/${id}/sets`, { name: 'S' })).statusCode,
      },
      {
        what: 'permissions',
        level: 'Admin',
        send: async (w) =>
          (
            await call(w, 'PUT', `/api/workspaces/${id}/permissions`, {
              users: [
                { id: ids.wendy, level: 'Write' },
                { id: ids.reed, level: 'Read' },
                { id: ids.gina, level: 'Read' },
                { id: ids.rita, level: 'Admin' },
              ],
              groups: [
                { id: editorsGroup, level: 'Write' },
                { id: readersGroup, level: 'Read' },
              ],
            })
          ).statusCode,
      },
    ];
    const levels: Record<string, 'Read' | 'Write' | 'Admin'> = { reed: 'Read', wendy: 'Write', gina: 'Write' };
    const rank = { Read: 1, Write: 2, Admin: 3 };
    for (const [who, level] of Object.entries(levels)) {
      for (const attempt of attempts) {
        const expected = rank[level] >= rank[attempt.level] ? [200, 201] : [403];
        expect(expected, `${who} (${level}) ${attempt.what}`).toContain(await attempt.send(who));
      }
    }
    // The read-only user with an Admin entry only reads; role checks refuse their writes before the level does.
    for (const attempt of attempts) {
      const status = await attempt.send('rita');
      expect(attempt.level === 'Read' ? [200] : [403], `rita ${attempt.what}`).toContain(status);
    }
    // A label of one's own goes on with Write; reed's theme is reed's own and only reed applies it.
    const labelled = await call('gina', 'POST', '/api/workspace/label/attach', { workspace_id: id, label_id: label });
    expect(labelled.json().data.label_ids).toEqual([label]);
    expectError(
      await call('reed', 'POST', '/api/workspace/theme/apply', { workspace_id: id, theme_id: theme }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('wendy', 'POST', '/api/workspace/theme/apply', { workspace_id: id, theme_id: theme }),
      404,
      'ANALYSIS_THEME_NOT_FOUND',
    );
    // Only Admin deletes: Write is refused with what it lacks; then the owner deletes.
    const refused = expectError(await call('wendy', 'DELETE', `/api/workspaces/${id}`), 403, 'FORBIDDEN');
    expect(refused.message).toBe(
      'You have a Write permission on this workspace; you need Admin to change who may use this workspace or delete it.',
    );
    const readRefused = expectError(
      await call('reed', 'PATCH', `/api/workspaces/${id}`, { grouping: 'none' }),
      403,
      'FORBIDDEN',
    );
    expect(readRefused.message).toContain('you need Write');
    expect((await call('ada', 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(200);
  });

  it('drops a group’s level with the group, and brings it back with the undo of the deletion', async () => {
    const id = await newWorkspace();
    const made = await call('admin', 'POST', '/api/groups', { name: 'Analysts', member_ids: [ids.reed] });
    expect(made.statusCode, made.body).toBe(201);
    const group = made.json();
    await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [],
      groups: [{ id: group.id, level: 'Write' }],
    });
    expect((await call('reed', 'GET', `/api/workspaces/${id}`)).json().data.access).toEqual({
      type: 'group',
      permission: 'Write',
    });
    const deleted = (await call('admin', 'DELETE', `/api/groups/${group.id}`)).json();
    expectError(await call('reed', 'GET', `/api/workspaces/${id}`), 404, 'WORKSPACE_NOT_FOUND');
    expect((await call('admin', 'POST', deleted.undo.url, deleted.undo.body)).statusCode).toBe(200);
    expect((await call('reed', 'GET', `/api/workspaces/${id}`)).json().data.access).toEqual({
      type: 'group',
      permission: 'Write',
    });
    expect((await call('ada', 'GET', `/api/workspaces/${id}`)).json().data.groups).toEqual([
      { id: group.id, name: 'Analysts', users: [ids.reed], permissions: ['Write'] },
    ]);
  });

  it('go to a colleague with the rest of a deactivated owner’s work', async () => {
    const leaver = await createUser(t.db, { organizationId: ids.orgA!, firstName: 'leaver' });
    sessions.leaver = await t.signIn(leaver);
    const id = await newWorkspace('leaver', 'Handed over');
    await call('leaver', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [{ id: ids.wendy, level: 'Read' }],
      groups: [],
    });
    expect((await call('admin', 'POST', `/api/users/${leaver.id}/deactivate`)).statusCode).toBe(200);
    const handed = await call('admin', 'POST', `/api/users/${leaver.id}/hand_over`, { to_user_id: ids.wendy });
    expect(handed.json()).toMatchObject({ workspaces: 1 });
    const workspace = (await call('wendy', 'GET', `/api/workspaces/${id}`)).json().data;
    expect(workspace).toMatchObject({ owner: { id: ids.wendy }, access: { type: 'owner', permission: 'Admin' } });
    // The owner needs no entry of their own.
    expect(workspace.users).toEqual([]);
  });

  it('takes two replacements of users and groups at once one after the other', async () => {
    const id = await newWorkspace();
    const bodies = [
      { users: [{ id: ids.reed, level: 'Read' }], groups: [{ id: editorsGroup, level: 'Write' }] },
      { users: [{ id: ids.wendy, level: 'Write' }], groups: [{ id: editorsGroup, level: 'Read' }] },
    ];
    const answers = await Promise.all(bodies.map((b) => call('ada', 'PUT', `/api/workspaces/${id}/permissions`, b)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = (await call('ada', 'GET', `/api/workspaces/${id}`)).json().data;
    const seen = {
      users: after.users.map((u: { id: number; permissions: string[] }) => ({ id: u.id, level: u.permissions[0] })),
      groups: after.groups.map((g: { id: number; permissions: string[] }) => ({ id: g.id, level: g.permissions[0] })),
    };
    expect(bodies).toContainEqual(seen);
  });

  it('gives an Admin by entry everything the owner has but ownership', async () => {
    const id = await newWorkspace();
    await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [{ id: ids.admin, level: 'Admin' }],
      groups: [],
    });
    const set = await call('admin', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [
        { id: ids.admin, level: 'Admin' },
        { id: ids.reed, level: 'Read' },
      ],
      groups: [],
    });
    expect(
      set
        .json()
        .data.users.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([ids.admin, ids.reed].sort());
    expect((await call('admin', 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(200);
  });

  it('hides a workspace with 404 from anyone without a level, in the organisation or outside it', async () => {
    const id = await sharedWorkspace();
    for (const who of ['nobody', 'bob', 'loner']) {
      const calls: [Method, string, unknown?][] = [
        ['GET', `/api/workspaces/${id}`],
        ['PATCH', `/api/workspaces/${id}`, { grouping: 'none' }],
        ['DELETE', `/api/workspaces/${id}`],
        ['PUT', `/api/workspaces/${id}/permissions`, { users: [], groups: [] }],
        ['POST', `/api/workspaces/${id}/queries`, QUERY],
        ['PATCH', `/api/workspaces/${id}/metrics`, { metricData: { total: 1 } }],
        ['GET', `/api/workspaces/${id}/engagement`],
        ['PUT', `/api/workspaces/${id}/active`],
        ['PUT', `/api/workspaces/${id}/active/clear`],
        ['GET', `/api/workspaces/${id}/sets`],
        ['POST', '/api/workspace/set/remove', { workspace_id: id, type: 'set', set_id: 1 }],
        ['POST', '/api/workspace/theme/remove', { workspace_id: id }],
      ];
      for (const [method, url, body] of calls) {
        const response = await call(who, method, url, body);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('WORKSPACE_NOT_FOUND');
      }
      const listed = (await call(who, 'GET', '/api/workspaces')).json().data as { id: number }[];
      expect(listed.map((w) => w.id)).not.toContain(id);
    }
    // An outsider cannot be given a level either.
    const outsider = await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [{ id: ids.loner, level: 'Read' }],
      groups: [],
    });
    expect(outsider.statusCode).toBe(422);
  });
});

describe('activity', () => {
  it('lists what was done in the workspace, by whom, newest first, to everyone with a level', async () => {
    const id = await sharedWorkspace();
    await call('wendy', 'PATCH', `/api/workspaces/${id}`, { name: 'Renamed', grouping: 'none' });
    const query = (
      await call('gina', 'POST', `/api/workspaces/${id}/queries`, { name: 'Cathodes', full_query: 'TAC=(cathode)' })
    )
      .json()
      .data.queries.find((q: { name: string }) => q.name === 'Cathodes').id;
    await call('gina', 'PATCH', `/api/workspaces/${id}/queries/${query}`, { name: 'Cathodes 2' });
    await call('gina', 'DELETE', `/api/workspaces/${id}/queries/${query}`);
    await call('wendy', 'POST', '/api/workspace/set/apply', { workspace_id: id, type: 'clear', set_id: null });
    await call('wendy', 'POST', '/api/workspace/theme/remove', { workspace_id: id });
    const list = (await call('reed', 'GET', `/api/workspaces/${id}/activity`)).json();
    expect(
      list.data.map((e: { action: string; message: string; user: { id: number } }) => [e.user.id, e.action, e.message]),
    ).toEqual([
      [ids.wendy, 'workspace.theme', 'Removed the colour theme.'],
      [ids.wendy, 'workspace.set', 'Cleared the set.'],
      [ids.gina, 'workspace.query.remove', 'Removed the query “Cathodes 2”.'],
      [ids.gina, 'workspace.query.change', 'Changed the query “Cathodes” (now “Cathodes 2”).'],
      [ids.gina, 'workspace.query.add', 'Added the query “Cathodes”.'],
      [ids.wendy, 'workspace.grouping', 'Changed the grouping from Families to Publications.'],
      [ids.wendy, 'workspace.rename', 'Renamed the workspace “Landscape” to “Renamed”.'],
      [ids.ada, 'workspace.permissions', 'Changed who may use the workspace: 4 users, 2 groups.'],
      [ids.ada, 'workspace.create', 'Created the workspace “Landscape”.'],
    ]);
    expect((await call('reed', 'GET', `/api/workspaces/${id}/activity?checksum=${list.checksum}`)).json().match).toBe(
      true,
    );
    expectError(await call('nobody', 'GET', `/api/workspaces/${id}/activity`), 404, 'WORKSPACE_NOT_FOUND');
    expectError(await call('bob', 'GET', `/api/workspaces/${id}/activity`), 404, 'WORKSPACE_NOT_FOUND');
  });
});

describe('metrics, engagement and the active marker', () => {
  it('stores metrics merged over the ones before', async () => {
    const id = await newWorkspace();
    await call('ada', 'PATCH', `/api/workspaces/${id}/metrics`, { metricData: { families: 12, publications: 30 } });
    const second = await call('ada', 'PATCH', `/api/workspaces/${id}/metrics`, {
      metricData: { publications: 31, earliest_priority: '2001-05-04', expiry: null },
    });
    expect(second.json().data.metrics).toEqual({
      families: 12,
      publications: 31,
      earliest_priority: '2001-05-04',
      expiry: null,
    });
  });

  it('keeps every key when two saves of metrics come at once', async () => {
    const id = await newWorkspace();
    const answers = await Promise.all([
      call('ada', 'PATCH', `/api/workspaces/${id}/metrics`, { metricData: { families: 5 } }),
      call('ada', 'PATCH', `/api/workspaces/${id}/metrics`, { metricData: { grants: 2 } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await call('ada', 'GET', `/api/workspaces/${id}`)).json().data.metrics).toEqual({ families: 5, grants: 2 });
  });

  it('records who is in the workspace and where, and clears the marker on leaving', async () => {
    const id = await sharedWorkspace();
    const ping = await call('reed', 'PUT', `/api/workspaces/${id}/active`);
    expect(ping.json()).toMatchObject({ section: 'dashboard' });
    t.clock.advanceSeconds(10);
    expect((await call('wendy', 'PUT', `/api/workspaces/${id}/active/analysis_section`)).json().section).toBe(
      'analysis_section',
    );
    let viewers = (await call('ada', 'GET', `/api/workspaces/${id}/engagement`)).json().viewers;
    expect(viewers.map((v: { id: number; section: string; active: boolean }) => [v.id, v.section, v.active])).toEqual([
      [ids.wendy, 'analysis_section', true],
      [ids.reed, 'dashboard', true],
    ]);
    expect(viewers[1]).toMatchObject({ name: 'reed User', visits: 1 });

    const cleared = await call('reed', 'PUT', `/api/workspaces/${id}/active/clear`);
    expect(cleared.json().section).toBeNull();
    // Two missed pings and wendy no longer counts as in it; reed's next visit counts.
    t.clock.advanceSeconds(95);
    await call('reed', 'PUT', `/api/workspaces/${id}/active`);
    const engagement = (await call('ada', 'GET', `/api/workspaces/${id}/engagement`)).json();
    viewers = engagement.viewers;
    expect(viewers.map((v: { id: number; active: boolean; visits: number }) => [v.id, v.active, v.visits])).toEqual([
      [ids.reed, true, 2],
      [ids.wendy, false, 1],
    ]);
    expect(engagement.engaged_at).toBe(viewers[0].active_at);
    expectError(await call('reed', 'PUT', `/api/workspaces/${id}/active/Not%20a%20section`), 422, 'VALIDATION_FAILED');
  });
});

describe('labels', () => {
  it('are the user’s own, put on and taken off workspaces they may change', async () => {
    const id = await newWorkspace();
    const made = await call('ada', 'POST', '/api/user/workspace_labels', { name: 'Board', colour: '#aa0000' });
    expect(made.statusCode).toBe(201);
    const label = made.json();
    expectError(await call('ada', 'POST', '/api/user/workspace_labels', { name: 'board' }), 422, 'VALIDATION_FAILED');
    expectError(
      await call('ada', 'POST', '/api/user/workspace_labels', { name: 'x', colour: 'red' }),
      422,
      'VALIDATION_FAILED',
    );

    const on = await call('ada', 'POST', '/api/workspace/label/attach', {
      workspace_id: String(id),
      label_id: label.id,
    });
    expect(on.json().data.label_ids).toEqual([label.id]);
    const labels = (await call('ada', 'GET', '/api/user/workspace_labels')).json();
    expect(labels.data).toEqual([{ id: label.id, name: 'Board', colour: '#aa0000', workspace_ids: [id] }]);
    expect((await call('ada', 'GET', `/api/user/workspace_labels?checksum=${labels.checksum}`)).json().match).toBe(
      true,
    );
    const listed = (await call('ada', 'GET', '/api/workspaces')).json().data;
    expect(listed.find((w: { id: number }) => w.id === id).label_ids).toEqual([label.id]);

    const off = await call('ada', 'POST', '/api/workspace/label/detach', { workspace_id: id, label_id: label.id });
    expect(off.json().data.label_ids).toEqual([]);
    // Someone else's label is as absent as a missing one.
    const theirs = (await call('wendy', 'POST', '/api/user/workspace_labels', { name: 'Wendy’s' })).json().id;
    expectError(
      await call('ada', 'POST', '/api/workspace/label/attach', { workspace_id: id, label_id: theirs }),
      404,
      'WORKSPACE_LABEL_NOT_FOUND',
    );
    expectError(await call('ada', 'DELETE', `/api/user/workspace_labels/${theirs}`), 404, 'WORKSPACE_LABEL_NOT_FOUND');
    expectError(
      await call('ada', 'POST', '/api/workspace/label/paint', { workspace_id: id, label_id: label.id }),
      422,
      'VALIDATION_FAILED',
    );
    expect((await call('ada', 'DELETE', `/api/user/workspace_labels/${label.id}`)).json().message).toBe(
      'Deleted the label “Board”.',
    );
  });

  it('answer SPEC §8’s messages for a missing or malformed workspace id', async () => {
    const label = (await call('ada', 'POST', '/api/user/workspace_labels', { name: 'Ids' })).json().id;
    for (const workspace_id of [undefined, null, '']) {
      const error = expectError(
        await call('ada', 'POST', '/api/workspace/label/attach', { workspace_id, label_id: label }),
        422,
        'WORKSPACE_ID_MISSING',
      );
      expect(error).toMatchObject({
        message: 'No workspace ID provided',
        fields: { workspace_id: ['No workspace ID provided'] },
      });
    }
    for (const workspace_id of ['12a', '-3', 1.5, '0']) {
      const error = expectError(
        await call('ada', 'POST', '/api/workspace/theme/apply', { workspace_id, theme_id: null }),
        422,
        'WORKSPACE_ID_INVALID',
      );
      expect(error.message).toBe('No Workspace ID found');
    }
  });
});

describe('colour themes', () => {
  it('are made, listed, changed, made default per scope and deleted', async () => {
    const mine = (
      await call('ada', 'POST', '/api/analysis_theme', {
        name: 'Corporate',
        colour_range: [
          ['#112233', 1, 2, '#000000'],
          ['#445566', 1, 2, '#ffffff'],
        ],
      })
    ).json();
    expect(mine).toMatchObject({ name: 'Corporate', scope: 'user', is_default: false, editable: true });
    const second = (
      await call('ada', 'POST', '/api/analysis_theme', { name: 'Pastel', colour_range: [['#eeeeee']] })
    ).json();
    expectError(
      await call('ada', 'POST', '/api/analysis_theme', {
        name: 'Org',
        colour_range: [['#000000']],
        scope: 'organization',
      }),
      403,
      'FORBIDDEN',
    );
    const org = (
      await call('admin', 'POST', '/api/analysis_theme', {
        name: 'Acme',
        colour_range: [['#000000']],
        scope: 'organization',
      })
    ).json();
    expect(org.scope).toBe('organization');
    expectError(
      await call('ada', 'POST', '/api/analysis_theme', { name: 'x', colour_range: [] }),
      422,
      'VALIDATION_FAILED',
    );

    const all = (await call('ada', 'GET', '/api/analysis_theme')).json().data as { id: number; editable: boolean }[];
    expect(all.map((th) => th.id).sort()).toEqual([mine.id, second.id, org.id].sort());
    expect(all.find((th) => th.id === org.id)?.editable).toBe(false);
    const own = (await call('ada', 'GET', '/api/analysis_theme?usersOnly=1')).json().data as { id: number }[];
    expect(own.map((th) => th.id).sort()).toEqual([mine.id, second.id].sort());
    expect((await call('bob', 'GET', '/api/analysis_theme')).json().data).toEqual([]);

    expect((await call('ada', 'PATCH', `/api/analysis_theme/${mine.id}/default/1`)).json().is_default).toBe(true);
    expect((await call('ada', 'PATCH', `/api/analysis_theme/${second.id}/default/1`)).json().is_default).toBe(true);
    const defaults = (await call('ada', 'GET', '/api/analysis_theme?usersOnly=1')).json().data as {
      id: number;
      is_default: boolean;
    }[];
    expect(defaults.filter((th) => th.is_default).map((th) => th.id)).toEqual([second.id]);
    expect((await call('ada', 'PATCH', `/api/analysis_theme/${second.id}/default/0`)).json().is_default).toBe(false);
    expectError(await call('ada', 'PATCH', `/api/analysis_theme/${second.id}/default/yes`), 422, 'VALIDATION_FAILED');
    expectError(await call('ada', 'PATCH', `/api/analysis_theme/${org.id}/default/1`), 403, 'FORBIDDEN');
    expect((await call('admin', 'PATCH', `/api/analysis_theme/${org.id}/default/1`)).json().is_default).toBe(true);

    const renamed = await call('ada', 'PATCH', `/api/analysis_theme/${mine.id}`, { name: 'Corporate 2' });
    expect(renamed.json().name).toBe('Corporate 2');
    for (const who of ['wendy', 'bob']) {
      expectError(
        await call(who, 'PATCH', `/api/analysis_theme/${mine.id}`, { name: 'x' }),
        404,
        'ANALYSIS_THEME_NOT_FOUND',
      );
      expectError(await call(who, 'DELETE', `/api/analysis_theme/${mine.id}`), 404, 'ANALYSIS_THEME_NOT_FOUND');
    }
    expectError(await call('bob', 'PATCH', `/api/analysis_theme/${org.id}/default/0`), 404, 'ANALYSIS_THEME_NOT_FOUND');

    // Applied to a workspace, removed by a null id or by remove, and gone from it when deleted.
    const id = await newWorkspace();
    const applied = await call('ada', 'POST', '/api/workspace/theme/apply', { workspace_id: id, theme_id: mine.id });
    expect(applied.json().data.theme_id).toBe(mine.id);
    // Whoever may open the workspace gets the theme whole, even one that is another user's own.
    await call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [{ id: ids.reed, level: 'Read' }],
      groups: [],
    });
    expect((await call('reed', 'GET', `/api/workspaces/${id}`)).json().data.theme).toMatchObject({
      id: mine.id,
      name: 'Corporate 2',
      scope: 'user',
      editable: false,
    });
    expect(
      (await call('ada', 'POST', '/api/workspace/theme/apply', { workspace_id: id, theme_id: null })).json().data
        .theme_id,
    ).toBeNull();
    await call('ada', 'POST', '/api/workspace/theme/apply', { workspace_id: id, theme_id: org.id });
    expect(
      (await call('ada', 'POST', '/api/workspace/theme/remove', { workspace_id: id })).json().data.theme_id,
    ).toBeNull();
    await call('ada', 'POST', '/api/workspace/theme/apply', { workspace_id: id, theme_id: mine.id });
    expect((await call('ada', 'DELETE', `/api/analysis_theme/${mine.id}`)).statusCode).toBe(200);
    expect((await call('ada', 'GET', `/api/workspaces/${id}`)).json().data.theme_id).toBeNull();
  });
});

describe('sets (SPEC §5)', () => {
  it('apply a workspace’s own set or a global one, clear with a null id, and refuse anything else', async () => {
    const id = await newWorkspace();
    const query = (await call('ada', 'GET', `/api/workspaces/${id}`)).json().data.queries[0].id;
    const own = await call('ada', 'POST', `/api/workspaces/${id}/sets`, {
      name: 'EP only',
      query_ids: [query],
      filters: { filtersToApply: { country: ['EP'] } },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ type: 'set', workspace_id: id, query_ids: [query] });
    expectError(
      await call('ada', 'POST', `/api/workspaces/${id}/sets`, { name: 'x', query_ids: [999_999] }),
      422,
      'VALIDATION_FAILED',
    );
    const global = (await call('wendy', 'POST', '/api/analysis_sets', { name: 'Granted' })).json();
    expect(global).toMatchObject({ type: 'global', workspace_id: null });
    expect((await call('ada', 'GET', '/api/analysis_sets')).json().data.map((s: { id: number }) => s.id)).toContain(
      global.id,
    );
    expect((await call('bob', 'GET', '/api/analysis_sets')).json().data).toEqual([]);
    const sets = (await call('ada', 'GET', `/api/workspaces/${id}/sets`)).json().data.map((s: { id: number }) => s.id);
    expect(sets).toEqual(expect.arrayContaining([own.json().id, global.id]));

    const apply = (body: unknown) => call('ada', 'POST', '/api/workspace/set/apply', body);
    expect((await apply({ workspace_id: id, type: 'set', set_id: own.json().id })).json().data.set).toEqual({
      type: 'set',
      set_id: own.json().id,
    });
    expect((await apply({ workspace_id: id, type: 'global', set_id: global.id })).json().data.set).toEqual({
      type: 'global',
      set_id: global.id,
    });
    // A global set is not the workspace's own, and the other way round.
    expectError(await apply({ workspace_id: id, type: 'set', set_id: global.id }), 404, 'ANALYSIS_SET_NOT_FOUND');
    expectError(
      await apply({ workspace_id: id, type: 'global', set_id: own.json().id }),
      404,
      'ANALYSIS_SET_NOT_FOUND',
    );
    const other = await newWorkspace();
    expectError(
      await apply({ workspace_id: other, type: 'set', set_id: own.json().id }),
      404,
      'ANALYSIS_SET_NOT_FOUND',
    );

    const badType = expectError(await apply({ workspace_id: id, type: 'local', set_id: 1 }), 422, 'SET_INVALID_TYPE');
    expect(badType).toMatchObject({ message: 'Invalid set type', fields: { type: ['Invalid set type'] } });
    const clearWithId = expectError(
      await apply({ workspace_id: id, type: 'clear', set_id: global.id }),
      422,
      'SET_CLEAR_NEEDS_NULL_ID',
    );
    expect(clearWithId.message).toBe('Clear set must define a null set_id');
    expectError(await apply({ workspace_id: id, type: 'set', set_id: null }), 422, 'VALIDATION_FAILED');
    expect((await apply({ workspace_id: id, type: 'clear', set_id: null })).json().data.set).toBeNull();

    await apply({ workspace_id: id, type: 'set', set_id: own.json().id });
    const removed = await call('ada', 'POST', '/api/workspace/set/remove', {
      workspace_id: id,
      type: 'set',
      set_id: own.json().id,
    });
    expect(removed.json().data.set).toBeNull();
    expectError(
      await call('ada', 'POST', '/api/workspace/set/remove', { workspace_id: id, type: 'none', set_id: null }),
      422,
      'SET_INVALID_TYPE',
    );
  });
});

describe('delete_by', () => {
  it('shows what a deletion by owner or by update days would take, and takes only Admin workspaces', async () => {
    const start = t.clock.now();
    t.clock.set(new Date('2031-03-10T12:00:00Z'));
    try {
      await sessionsAlive();
      const march = await newWorkspace('loner', 'March');
      t.clock.set(new Date('2031-03-12T12:00:00Z'));
      await sessionsAlive();
      const later = await newWorkspace('loner', 'Later');
      const bobs = await newWorkspace('bob', 'Bob’s');
      await call('bob', 'PUT', `/api/workspaces/${bobs}/permissions`, {
        users: [{ id: ids.loner, level: 'Write' }],
        groups: [],
      });

      const owned = (await call('loner', 'GET', '/api/workspaces/delete_by/owned')).json().data;
      expect(owned.map((w: { id: number }) => w.id)).toEqual([march, later]);
      const day = (await call('loner', 'GET', '/api/workspaces/delete_by/updated/2031-03-10/2031-03-10')).json().data;
      expect(day.map((w: { id: number }) => w.id)).toEqual([march]);
      // bob's is in range but loner only has Write on it.
      const range = await call('loner', 'GET', '/api/workspaces/delete_by/updated/2031-03-01/2031-03-31');
      expect(range.json().data.map((w: { id: number }) => w.id)).toEqual([march, later]);
      expectError(
        await call('loner', 'GET', '/api/workspaces/delete_by/updated/2031-03-31/2031-03-01'),
        422,
        'VALIDATION_FAILED',
      );
      expectError(await call('loner', 'GET', '/api/workspaces/delete_by/updated'), 422, 'VALIDATION_FAILED');
      const noSuchDay = await call('loner', 'GET', '/api/workspaces/delete_by/updated/2031-02-30/2031-03-31');
      expect(expectError(noSuchDay, 422, 'VALIDATION_FAILED').fields).toEqual({ a: ['There is no day 2031-02-30.'] });
      expectError(
        await call('loner', 'GET', '/api/workspaces/delete_by/owned/2031-03-01/2031-03-31'),
        422,
        'VALIDATION_FAILED',
      );
      expectError(await call('loner', 'GET', '/api/workspaces/delete_by/everything'), 422, 'VALIDATION_FAILED');
      // Nothing was deleted by looking.
      expect((await call('loner', 'GET', `/api/workspaces/${march}`)).statusCode).toBe(200);

      const deleted = await call('loner', 'DELETE', '/api/workspaces/delete_by/updated/2031-03-01/2031-03-31');
      expect(deleted.json().data.map((w: { id: number }) => w.id)).toEqual([march, later]);
      expectError(await call('loner', 'GET', `/api/workspaces/${march}`), 404, 'WORKSPACE_NOT_FOUND');
      expect((await call('loner', 'GET', `/api/workspaces/${bobs}`)).statusCode).toBe(200);
      expect(
        (await call('bob', 'DELETE', '/api/workspaces/delete_by/owned')).json().data.map((w: { id: number }) => w.id),
      ).toEqual([bobs]);
    } finally {
      t.clock.set(start);
      await sessionsAlive();
    }
  });
});

/** Signs the actors of the delete_by test in again after the clock jumped (sessions expire when idle). */
async function sessionsAlive(): Promise<void> {
  for (const name of ['loner', 'bob']) sessions[name] = await t.signIn(accounts[name]!);
}
