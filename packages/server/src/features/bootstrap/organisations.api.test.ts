import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createRoleSet, type RoleSet } from '../../test/roles';
import { createOrganizationWithAdmin } from './create-organization.service';

// Several organisations on one instance (issue 16): one made as `npm run admin -- create-organisation` makes it, whose
// admin signs in through the mailed link and sees nothing of the organisation already there, call by call.

let t: TestApp;
let roles: RoleSet;
let newcomer: string;
const PASSWORD = 'a new organisation password';

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  roles = await createRoleSet(t);
  const made = await createOrganizationWithAdmin(t.ctx, { name: ' Beta Labs ', adminEmail: 'Boss@Beta.example' });
  const token = new URL(made.setPasswordLink).searchParams.get('token')!;
  const set = await t.request({
    method: 'POST',
    url: '/api/set-password',
    body: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.statusCode).toBe(200);
  newcomer = await t.signIn({ email: 'boss@beta.example', password: PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

const asNewcomer = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: newcomer, ...(body === undefined ? {} : { body }) });
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: roles.users.admin.session, ...(body === undefined ? {} : { body }) });

describe('a second organisation', () => {
  it('is made with every module off and an admin who signs in through the mailed link', async () => {
    const user = (await asNewcomer('GET', '/api/user')).json();
    expect(user).toMatchObject({ email: 'boss@beta.example', is_admin: true });
    expect(user.organization.name).toBe('Beta Labs');
    expect(
      user.organization.modules.every((m: { configuration: { enabled: boolean } }) => !m.configuration.enabled),
    ).toBe(true);
    const mails = await t.readMails();
    expect(mails.some((m) => m.to.includes('boss@beta.example'))).toBe(true);
    await expect(
      createOrganizationWithAdmin(t.ctx, { name: 'Again', adminEmail: 'boss@beta.example' }),
    ).rejects.toThrow();
  });

  it('sees none of the first organisation’s users, groups, folders, schemes or logged events, and reaches none by id', async () => {
    const folder = (await asAdmin('POST', '/api/folders', { name: 'Alpha secrets' })).json();
    const group = (await asAdmin('POST', '/api/groups', { name: 'Alpha team' })).json();
    const scheme = (
      await asAdmin('POST', '/api/highlighting_schemes', {
        name: 'Alpha words',
        groups: [{ terms: ['x'] }],
        shared: true,
      })
    ).json();
    const deleted = (await asAdmin('DELETE', `/api/folders/${folder.id}`)).json();
    await asAdmin(deleted.undo.method, deleted.undo.url, deleted.undo.body);

    const saved = await asAdmin('POST', '/api/searches', { query: 'TI=(battery)', type: 'commandline' });
    expect(saved.statusCode).toBe(200);
    const ids = async (url: string) =>
      ((await asNewcomer('GET', url)).json().data ?? []).map((x: { id: number }) => x.id);
    expect(await ids('/api/users')).toHaveLength(1);
    expect(await ids('/api/groups')).toEqual([]);
    expect(await ids('/api/folders')).toEqual([]);
    expect(await ids('/api/highlighting_schemes')).toEqual([]);
    expect(await ids('/api/folder_categories')).toEqual([]);
    expect((await asNewcomer('GET', '/api/deactivated_users')).json()).toEqual([]);
    // Searches are numbered per user: the newcomer's number 1 is their own, and they have none.
    expect((await asNewcomer('GET', '/api/searches')).json().data).toEqual([]);
    expect((await asNewcomer('GET', `/api/searches/${saved.json().query_index}`)).statusCode).toBe(404);
    expect((await asNewcomer('GET', '/api/logged_events')).json().data).toEqual([]);

    // By id, everything of the other organisation is absent: 404, never 403.
    for (const [method, url, body] of [
      ['GET', `/api/folders/${folder.id}`],
      ['GET', `/api/folders/${folder.id}/permissions`],
      ['PUT', `/api/folders/${folder.id}/permissions`, { users: [], groups: [] }],
      ['PATCH', `/api/folders/${folder.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/folders/${folder.id}`],
      ['GET', `/api/folders/${folder.id}/patents`],
      ['GET', `/api/folders/${folder.id}/labels`],
      ['PATCH', `/api/groups/${group.id}`, { name: 'Mine now' }],
      ['PUT', `/api/groups/${group.id}/members`, { user_ids: [] }],
      ['DELETE', `/api/groups/${group.id}`],
      ['PATCH', `/api/highlighting_schemes/${scheme.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/logged_events/${deleted.logged_event_id}`],
    ] as const) {
      const answer = await asNewcomer(method, url, body);
      expect({ method, url, status: answer.statusCode }).toEqual({ method, url, status: 404 });
    }

    // Sharing a folder of the own organisation with the other organisation's user or group is refused.
    const own = (await asNewcomer('POST', '/api/folders', { name: 'Beta folder' })).json();
    const toUser = await asNewcomer('PUT', `/api/folders/${own.id}/permissions`, {
      users: [{ id: roles.users.normal.id, level: 'read' }],
      groups: [],
    });
    expect(toUser.statusCode).toBe(422);
    const toGroup = await asNewcomer('PUT', `/api/folders/${own.id}/permissions`, {
      users: [],
      groups: [{ id: group.id, level: 'read' }],
    });
    expect(toGroup.statusCode).toBe(422);
    expect((await asAdmin('GET', `/api/folders/${own.id}`)).statusCode).toBe(404);
  });
});
