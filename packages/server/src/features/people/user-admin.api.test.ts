import { INVITE_TOKEN_TTL_DAYS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, userTypes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { findLink } from '../../test/mail';

let t: TestApp;
let org: number;
let admin: string;
let adminId: number;
let adminUser: { email: string; password: string | null };

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  org = (await createOrganization(t.db, { name: 'Acme Patents' })).id;
  const user = await createUser(t.db, { organizationId: org, is_admin: true });
  adminId = user.id;
  adminUser = user;
  admin = await t.signIn(user);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'a colleague’s own password';

function asAdmin(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, session = admin) {
  return t.request({ method, url, body, session });
}

async function invite(email: string, extra: Record<string, unknown> = {}) {
  const response = await asAdmin('POST', '/api/users', { email, first_name: 'Col', last_name: 'League', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; email: string };
}

/** The token of the newest set-password link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mails = (await t.readMails()).filter((m) => m.to === to);
  const link = findLink(mails.at(-1)!, '/set-password');
  return new URL(link!).searchParams.get('token')!;
}

function setPassword(token: string) {
  return t.request({
    method: 'POST',
    url: '/api/set-password',
    body: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
}

describe('inviting a colleague', () => {
  it('mails a set-password link that works once; the colleague then signs in', async () => {
    const person = await invite('Colleague@Example.com', { is_read_only: true });
    expect(person).toMatchObject({ email: 'colleague@example.com', is_read_only: true, invitation_pending: true });
    const mail = (await t.readMails()).find((m) => m.to === 'colleague@example.com')!;
    expect(mail.decoded).toContain('Acme Patents');
    const token = await mailedToken('colleague@example.com');
    // The link is the colleague's credential: the admin's answer never carries it.
    expect(JSON.stringify(person)).not.toContain(token);

    expect((await setPassword(token)).statusCode).toBe(200);
    const again = await setPassword(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('PASSWORD_TOKEN_INVALID');

    const session = await t.signIn({ email: 'colleague@example.com', password: PASSWORD });
    const me = (await t.request({ method: 'GET', url: '/api/user', session })).json();
    expect(me).toMatchObject({ id: person.id, is_read_only: true, organization: { id: org } });
    const listed = (await asAdmin('GET', '/api/users')).json().data.find((p: { id: number }) => p.id === person.id);
    expect(listed.invitation_pending).toBe(false);
  });

  it('lets the link expire after the invitation lifetime; inviting again mails a new one and retires the old', async () => {
    const person = await invite('late@example.com');
    const first = await mailedToken('late@example.com');
    t.clock.advanceMinutes(INVITE_TOKEN_TTL_DAYS * 24 * 60 + 1);
    expect((await t.request({ method: 'GET', url: `/api/set-password/${first}` })).statusCode).toBe(422);
    // A week on, the admin's own session has idled out too.
    admin = await t.signIn(adminUser);

    expect((await asAdmin('POST', `/api/users/${person.id}/invitation`)).statusCode).toBe(200);
    const second = await mailedToken('late@example.com');
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(422);
    expect((await setPassword(second)).statusCode).toBe(200);
    // With a password set there is nothing to invite to.
    expect((await asAdmin('POST', `/api/users/${person.id}/invitation`)).statusCode).toBe(422);
  });

  it('refuses an address that has an account, invalid role combinations and another organisation’s groups', async () => {
    const taken = await asAdmin('POST', '/api/users', { email: 'LATE@example.com', first_name: 'A', last_name: 'B' });
    expect(taken.json().error.fields).toEqual({ email: ['A user with this e-mail address already exists.'] });

    const base = { email: 'x@example.com', first_name: 'X', last_name: 'Y' };
    const both = await asAdmin('POST', '/api/users', { ...base, is_end_user: true, is_read_only: true });
    expect(both.statusCode).toBe(422);
    expect(both.json().error.fields).toHaveProperty('is_read_only');
    const adminEndUser = await asAdmin('POST', '/api/users', { ...base, is_admin: true, is_end_user: true });
    expect(adminEndUser.json().error.fields).toHaveProperty('is_admin');
    const noName = await asAdmin('POST', '/api/users', { ...base, first_name: '  ' });
    expect(noName.json().error.fields).toEqual({ first_name: ['Enter a first name.'] });

    const elsewhere = (await createOrganization(t.db)).id;
    const [theirs] = await t.db.insert(groups).values({ organizationId: elsewhere, name: 'Theirs' }).returning();
    const [theirType] = await t.db.insert(userTypes).values({ organizationId: elsewhere, name: 'T' }).returning();
    const group = await asAdmin('POST', '/api/users', { ...base, group_ids: [theirs!.id] });
    expect(group.json().error.fields).toEqual({ group_ids: ['There is no such group.'] });
    const type = await asAdmin('POST', '/api/users', { ...base, user_type_id: theirType!.id });
    expect(type.json().error.fields).toEqual({ user_type_id: ['There is no such user type.'] });
    expect((await t.readMails()).some((m) => m.to === 'x@example.com')).toBe(false);
  });
});

describe('editing a colleague', () => {
  it('changes names, roles, user type and groups', async () => {
    const [research, legal] = await t.db
      .insert(groups)
      .values([
        { organizationId: org, name: 'Research' },
        { organizationId: org, name: 'Legal' },
      ])
      .returning();
    const [searcher] = await t.db.insert(userTypes).values({ organizationId: org, name: 'Searcher' }).returning();
    const person = await invite('edited@example.com', { group_ids: [research!.id] });
    const members = async () =>
      Object.fromEntries(
        (await asAdmin('GET', '/api/groups'))
          .json()
          .data.map((g: { name: string; member_ids: number[] }) => [g.name, g.member_ids.includes(person.id)]),
      );
    expect(await members()).toMatchObject({ Research: true, Legal: false });

    const response = await asAdmin('PATCH', `/api/users/${person.id}`, {
      first_name: ' Edith ',
      last_name: 'Ed',
      is_end_user: true,
      group_manager: true,
      user_type_id: searcher!.id,
      group_ids: [legal!.id, legal!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Edith Ed',
      is_end_user: true,
      group_manager: true,
      user_type_id: searcher!.id,
    });
    expect(await members()).toMatchObject({ Research: false, Legal: true });

    // Read-only on top of end user is refused against the stored flags, not only within one body.
    const clash = await asAdmin('PATCH', `/api/users/${person.id}`, { is_read_only: true });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error.fields).toHaveProperty('is_read_only');
    const swap = await asAdmin('PATCH', `/api/users/${person.id}`, { is_read_only: true, is_end_user: false });
    expect(swap.json()).toMatchObject({ is_read_only: true, is_end_user: false });
    expect((await asAdmin('PATCH', `/api/users/${person.id}`, { user_type_id: null })).json().user_type_id).toBe(null);
  });

  it('answers 404 for a user of another organisation and 422 for an unknown field', async () => {
    const stranger = await createUser(t.db, { organizationId: (await createOrganization(t.db)).id });
    expect((await asAdmin('PATCH', `/api/users/${stranger.id}`, { first_name: 'Z' })).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/users/${stranger.id}/deactivate`)).statusCode).toBe(404);
    const unknown = await asAdmin('PATCH', `/api/users/${adminId}`, { email: 'new@example.com' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('email');
  });
});

describe('the user list', () => {
  it('filters by SPEC §6 kind of user and searches names and e-mails', async () => {
    const [end, reader] = [
      await createUser(t.db, { organizationId: org, firstName: 'Enid', lastName: 'Enduser', is_end_user: true }),
      await createUser(t.db, { organizationId: org, firstName: 'Rory', lastName: 'Reader', is_read_only: true }),
    ];
    const ids = async (query: string) =>
      (await asAdmin('GET', `/api/users${query}`)).json().data.map((p: { id: number }) => p.id);
    expect(await ids('?filter=end_users')).toEqual([end.id]);
    expect(await ids('?filter=read_only&q=rory')).toEqual([reader.id]);
    expect(await ids('?filter=admins')).toEqual([adminId]);
    expect(await ids('?filter=normal')).not.toContain(end.id);
    expect(await ids(`?q=${encodeURIComponent(reader.email.toUpperCase())}`)).toEqual([reader.id]);
    const bad = await asAdmin('GET', '/api/users?filter=everyone');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('filter');
  });
});

describe('deactivating a colleague', () => {
  it('ends every session at once, refuses sign-in, and reactivation lets them back in', async () => {
    const user = await createUser(t.db, { organizationId: org });
    const sessions = [await t.signIn(user), await t.signIn(user)];
    const deactivated = await asAdmin('POST', `/api/users/${user.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    for (const session of sessions) {
      expect((await t.request({ method: 'GET', url: '/api/user', session })).statusCode).toBe(401);
    }
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: user.password },
    });
    expect(login.json().error.code).toBe('AUTH_ACCOUNT_INACTIVE');
    const ids = (list: { id: number }[]) => list.map((p) => p.id);
    expect(ids((await asAdmin('GET', '/api/deactivated_users')).json())).toContain(user.id);
    expect(ids((await asAdmin('GET', '/api/users')).json().data)).not.toContain(user.id);

    expect((await asAdmin('POST', `/api/users/${user.id}/reactivate`)).statusCode).toBe(200);
    expect(ids((await asAdmin('GET', '/api/deactivated_users')).json())).not.toContain(user.id);
    await t.signIn(user);
  });

  it('retires the invitation of a colleague deactivated before setting a password', async () => {
    const person = await invite('never@example.com');
    const token = await mailedToken('never@example.com');
    await asAdmin('POST', `/api/users/${person.id}/deactivate`);
    await asAdmin('POST', `/api/users/${person.id}/reactivate`);
    expect((await setPassword(token)).statusCode).toBe(422);
  });

  it('never leaves the organisation without an active admin', async () => {
    const lone = (await createOrganization(t.db)).id;
    const first = await createUser(t.db, { organizationId: lone, is_admin: true });
    const session = await t.signIn(first);
    const demote = await asAdmin('PATCH', `/api/users/${first.id}`, { is_admin: false }, session);
    expect(demote.statusCode).toBe(422);
    expect(demote.json().error.fields).toHaveProperty('is_admin');
    expect((await asAdmin('POST', `/api/users/${first.id}/deactivate`, undefined, session)).statusCode).toBe(422);

    const second = await createUser(t.db, { organizationId: lone, is_admin: true });
    expect((await asAdmin('PATCH', `/api/users/${first.id}`, { is_admin: false }, session)).statusCode).toBe(200);
    // `first` is no admin any more; the remaining admin cannot now deactivate themselves either.
    const other = await t.signIn(second);
    expect((await asAdmin('POST', `/api/users/${second.id}/deactivate`, undefined, other)).statusCode).toBe(422);
    expect((await asAdmin('PATCH', `/api/users/${first.id}`, { is_admin: true }, other)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/users/${second.id}/deactivate`, undefined, other)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', session: other })).statusCode).toBe(401);
  });
});

describe('handing a deactivated colleague’s work over', () => {
  it('gives their folders and searches to another user, renumbered after the receiver’s own', async () => {
    const leaver = await createUser(t.db, { organizationId: org });
    const heir = await createUser(t.db, { organizationId: org });
    const [leaving, inheriting] = [await t.signIn(leaver), await t.signIn(heir)];
    const save = (session: string, query: string) =>
      t.request({ method: 'POST', url: '/api/searches', body: { query, type: 'commandline' }, session });
    expect((await save(inheriting, 'battery')).statusCode).toBe(200);
    await save(inheriting, 'solar');
    await save(leaving, 'graphene');
    await save(leaving, 'anode');
    await save(leaving, '#1 AND #2 OR AND=1:2');
    const folder = await t.request({
      method: 'POST',
      url: '/api/folders',
      body: { name: 'Leaver’s art' },
      session: leaving,
    });
    expect(folder.statusCode).toBe(201);

    const early = await asAdmin('POST', `/api/users/${leaver.id}/hand_over`, { to_user_id: heir.id });
    expect(early.statusCode).toBe(422);
    await asAdmin('POST', `/api/users/${leaver.id}/deactivate`);
    const toSelf = await asAdmin('POST', `/api/users/${leaver.id}/hand_over`, { to_user_id: leaver.id });
    expect(toSelf.json().error.fields).toHaveProperty('to_user_id');

    const handed = await asAdmin('POST', `/api/users/${leaver.id}/hand_over`, { to_user_id: heir.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toEqual({ folders: 1, searches: 3, workspaces: 0 });

    const history = (await t.request({ method: 'GET', url: '/api/searches', session: inheriting })).json().data;
    expect(history.map((s: { query_index: number; query: string }) => [s.query_index, s.query])).toEqual([
      [5, '#3 AND #4 OR AND=3:4'],
      [4, 'anode'],
      [3, 'graphene'],
      [2, 'solar'],
      [1, 'battery'],
    ]);
    const folders = (await t.request({ method: 'GET', url: '/api/folders', session: inheriting })).json().data;
    expect(folders.map((f: { name: string }) => f.name)).toContain('Leaver’s art');
  });
});
