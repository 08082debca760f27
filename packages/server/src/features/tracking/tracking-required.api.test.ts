import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildSearchTestApp, saveSearch } from '../search/search-test-support';

// SPEC §4/§5: with tracking enabled and required, work waits for a reference; once one is set, every search,
// document view and logged change carries it.
let t: TestApp;
let session: string;
let userId: number;
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  const organization = await createOrganization(t.db, {
    modules: { tracking: { enabled: true, required: true, tracking_id_format: 'Client-Matter' } },
  });
  const user = await createUser(t.db, { organizationId: organization.id });
  userId = user.id;
  session = await t.signIn(user);
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, body: unknown) => t.request({ method: 'POST', url, session, body });

describe('required tracking', () => {
  it('refuses searches and document views until a reference is set', async () => {
    const refusals = [
      await post('/api/searches', { query: 'TAC=(battery)', type: 'commandline' }),
      await post('/api/patents/search/browse', { q: 'PN=EP1000000A1' }),
      await post('/api/patents/search/1', {}),
      await post('/api/patents/searches/1', {}),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'TRACKING_REFERENCE_REQUIRED',
        message: 'Your organisation requires a tracking reference. Set one before you continue.',
      });
    }
    // Nothing was done, so nothing was logged.
    expect((await t.request({ method: 'GET', url: '/api/logged_events', session })).json().data).toEqual([]);
    // What the dialog needs still answers.
    expect((await t.request({ method: 'GET', url: '/api/active_client_reference', session })).json()).toEqual({
      reference: null,
    });
  });

  it('lets work through once a reference is set, and logs each search, view and change against it', async () => {
    const set = await t.request({
      method: 'PUT',
      url: '/api/active_client_reference',
      session,
      body: { reference: 'Acme-Widgets' },
    });
    expect(set.statusCode).toBe(200);

    const index = await saveSearch(t, session, 'TAC=(method)');
    const results = await post(`/api/patents/search/${index}`, { rows: 1 });
    expect(results.statusCode).toBe(200);
    const ucid: string = results.json().docs[0].ucid;
    const view = await post('/api/patents/search/browse', { q: `PN=${ucid.replaceAll('-', '')}`, rows: 1 });
    expect(view.statusCode).toBe(200);
    expect(view.json().numFound).toBeGreaterThan(0);
    expect((await post('/api/folders', { name: 'Acme prior art' })).statusCode).toBe(201);

    const logs = await post('/api/client_references/logged_events', { filters: { period: 'this_month' } });
    const entries: { action: string; reference: string; message: string; user: { id: number } }[] = logs.json().data;
    expect(entries.map((e) => e.action)).toEqual(['folder.create', 'patent.view', 'search.create']);
    for (const entry of entries) {
      expect(entry.reference).toBe('Acme-Widgets');
      expect(entry.user.id).toBe(userId);
    }
    expect(entries[1]?.message).toBe(`Viewed ${ucid.replaceAll('-', '')}`);
    expect(entries[2]?.message).toBe(`Searched #${index}: TAC=(method)`);
  });

  it('logs later work against the reference switched to', async () => {
    await t.request({ method: 'PUT', url: '/api/active_client_reference', session, body: { reference: 'Beta-2' } });
    await saveSearch(t, session, 'TAC=(device)');
    const logs = await post('/api/client_references/logged_events', { filters: { reference: 'Beta-2' } });
    expect(logs.json().data.map((e: { action: string }) => e.action)).toEqual(['search.create']);
  });
});

describe('tracking switched off', () => {
  it('logs searches for the user’s activity without a reference, and no document views', async () => {
    const organization = await createOrganization(t.db);
    const other = await t.signIn(await createUser(t.db, { organizationId: organization.id }));
    const index = await saveSearch(t, other, 'TAC=(method)');
    const results = await t.request({ method: 'POST', url: `/api/patents/search/${index}`, session: other, body: {} });
    const ucid: string = results.json().docs[0].ucid;
    const view = await t.request({
      method: 'POST',
      url: '/api/patents/search/browse',
      session: other,
      body: { q: `PN=${ucid.replaceAll('-', '')}`, rows: 1 },
    });
    expect(view.json().numFound).toBeGreaterThan(0);
    const events = (await t.request({ method: 'GET', url: '/api/logged_events', session: other })).json().data;
    expect(
      events.map((e: { action: string; client_reference: string | null }) => [e.action, e.client_reference]),
    ).toEqual([['search.create', null]]);
  });
});
