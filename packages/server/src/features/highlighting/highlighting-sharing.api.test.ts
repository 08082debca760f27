import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

// Highlighting schemes shared with the organisation (issue 16): the owner shares one, colleagues list it and search
// with it but cannot change it, and nobody of another organisation ever sees it.

let t: TestApp;
let roles: RoleSet;
let shared: { id: number; name: string };
let kept: { id: number };
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  roles = await createRoleSet(t);
  const make = async (body: unknown) =>
    (await t.request({ method: 'POST', url: URL, session: roles.users.normal.session, body })).json();
  shared = await make({ name: 'Team words', groups: [{ terms: ['claim*'] }], shared: true });
  kept = await make({ name: 'Private words', groups: [{ terms: ['wherein'] }] });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const URL = '/api/highlighting_schemes';
const as = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: roles.users[role].session, ...(body === undefined ? {} : { body }) });
const listedIds = async (role: Role) =>
  ((await as(role, 'GET', URL)).json().data ?? []).map((s: { id: number }) => s.id) as number[];

describe('a scheme shared with the organisation, role by role', () => {
  it.each(ROLES)('GET /api/highlighting_schemes as %s lists it read-only, never the private one', async (role) => {
    const answer = await as(role, 'GET', URL);
    if (role === 'deactivated') {
      expect(answer.statusCode).toBe(401);
      return;
    }
    const schemes = answer.json().data as { id: number; own: boolean; shared: boolean; owner_name: string }[];
    const seen = schemes.find((s) => s.id === shared.id);
    if (role === 'otherOrganization') {
      expect(seen).toBeUndefined();
    } else {
      expect(seen).toMatchObject({ own: role === 'normal', shared: true, owner_name: 'normal Tester' });
    }
    expect(schemes.some((s) => s.id === kept.id)).toBe(role === 'normal');
  });

  it.each(ROLES)('PATCH and DELETE of it as %s: only the owner changes it', async (role) => {
    // Others of the organisation see it, so a refusal says why (403); another organisation gets 404.
    const expected = {
      normal: 200,
      admin: 403,
      groupManager: 403,
      endUser: 403,
      readOnly: 403,
      deactivated: 401,
      otherOrganization: 404,
    }[role];
    const patch = await as(role, 'PATCH', `${URL}/${shared.id}`, { name: 'Team words' });
    expect(patch.statusCode).toBe(expected);
    const remove = await as(role, 'DELETE', `${URL}/${shared.id}`);
    // The owner's delete is tried last of all, below; here they only rename.
    if (role !== 'normal') expect(remove.statusCode).toBe(expected);
    else expect(remove.statusCode).toBe(204);
    if (role === 'normal') {
      const again = await as('normal', 'POST', URL, {
        name: 'Team words',
        groups: [{ terms: ['claim*'] }],
        shared: true,
      });
      shared = again.json();
    }
    // The private scheme is absent for everyone but its owner (read-only users are refused any write first).
    if (role !== 'normal' && role !== 'deactivated') {
      const other = await as(role, 'PATCH', `${URL}/${kept.id}`, { name: 'Mine' });
      expect(other.statusCode).toBe(role === 'readOnly' ? 403 : 404);
    }
  });

  it.each(ROLES)('searching with it as %s marks its words for the organisation only', async (role) => {
    if (role === 'deactivated' || role === 'readOnly') return; // signed out; read-only users cannot search
    const index = await saveSearch(t, roles.users[role].session, 'TAC=(method)');
    const payload = { grouped_by: 'none', rows: 5, highlighting: { on: true, scheme: shared.id } };
    const run = await runSearch(t, roles.users[role].session, index, payload);
    if (role === 'otherOrganization') {
      expect(run.status).toBe(422);
      expect(run.body.error.fields).toEqual({
        'highlighting.scheme': [`You have no highlighting scheme ${shared.id}.`],
      });
      return;
    }
    expect(run.status).toBe(200);
    const marked = JSON.stringify(run.body.docs.map((d: { highlighting?: unknown }) => d.highlighting));
    expect(marked).toMatch(/"group":0/);
  });
});

describe('sharing a scheme', () => {
  it('is switched on and off by its owner; unshared, colleagues no longer list it', async () => {
    const off = await as('normal', 'PATCH', `${URL}/${shared.id}`, { shared: false });
    expect(off.json()).toMatchObject({ id: shared.id, shared: false, own: true });
    expect(await listedIds('admin')).not.toContain(shared.id);
    const on = await as('normal', 'PATCH', `${URL}/${shared.id}`, { shared: true });
    expect(on.json().shared).toBe(true);
    expect(await listedIds('admin')).toContain(shared.id);
    const bad = await as('normal', 'PATCH', `${URL}/${shared.id}`, { shared: 'yes' });
    expect(bad.json().error.fields).toEqual({ shared: ['Say whether the organisation shares this scheme.'] });
  });
});
