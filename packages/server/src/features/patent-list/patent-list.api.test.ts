import { UCID_FORMAT_MESSAGE } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

let t: TestApp;
let ada: string;
let bob: string;
let ucids: string[];

beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  ada = await t.signIn(await createUser(t.db));
  bob = await t.signIn(await createUser(t.db, { is_read_only: true }));
  const index = await saveSearch(t, ada, 'TAC=(method)');
  ucids = (await runSearch(t, ada, index, { grouped_by: 'none', rows: 12, fl: 'ucid' })).body.docs.map(
    (d: { ucid: string }) => d.ucid,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (session: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session, ...(body === undefined ? {} : { body }) });

describe('the patent list (listed_patents)', () => {
  it('adds one and many, without duplicates, and says whether a patent is listed', async () => {
    expect((await call(ada, 'POST', '/api/listed_patents', { ucid: ucids[0] })).json()).toEqual({
      added: 1,
      already: 0,
      count: 1,
    });
    expect((await call(ada, 'POST', '/api/listed_patents/bulk_add', { ucids: ucids.slice(0, 5) })).json()).toEqual({
      added: 4,
      already: 1,
      count: 5,
    });
    const list = (await call(ada, 'GET', '/api/listed_patents')).json();
    expect(list.count).toBe(5);
    expect(list.patents.map((p: { ucid: string }) => p.ucid).sort()).toEqual(ucids.slice(0, 5).sort());
    expect((await call(ada, 'GET', `/api/listed_patents/${ucids[1]}`)).json()).toMatchObject({ listed: true });
    expect((await call(ada, 'GET', `/api/listed_patents/${ucids[8]}`)).json()).toEqual({
      ucid: ucids[8],
      listed: false,
      added_at: null,
    });
    // Each user has their own list; a read-only user keeps one too.
    expect((await call(bob, 'GET', '/api/listed_patents')).json()).toEqual({ count: 0, patents: [] });
    expect((await call(bob, 'POST', '/api/listed_patents', { ucid: ucids[0] })).json().count).toBe(1);
  });

  it('refuses numbers that are malformed or not in the index, naming each', async () => {
    const bad = await call(ada, 'POST', '/api/listed_patents/bulk_add', { ucids: ['EP-1-A1', 'nonsense'] });
    expect(bad.json().error.fields).toEqual({ 'ucids.1': [UCID_FORMAT_MESSAGE] });
    const missing = await call(ada, 'POST', '/api/listed_patents', { ucid: 'EP-1-A1' });
    expect(missing.json().error.fields).toEqual({ 'ucids.0': ['EP-1-A1 is not in our patent index.'] });
    expect((await call(ada, 'DELETE', '/api/listed_patents/EP-1-A1')).statusCode).toBe(404);
  });

  it('removes one, removes several and clears, and undoes the last two exactly', async () => {
    expect((await call(ada, 'DELETE', `/api/listed_patents/${ucids[4]}`)).statusCode).toBe(204);
    const before = (await call(ada, 'GET', '/api/listed_patents')).json();
    const removed = await call(ada, 'POST', '/api/listed_patents/bulk_delete', { ucids: ucids.slice(0, 2) });
    expect(removed.json().message).toBe('Removed 2 patents from your patent list.');
    expect((await call(ada, 'GET', '/api/listed_patents')).json().count).toBe(2);
    let { undo } = removed.json();
    expect((await call(ada, undo.method, undo.url, undo.body)).json().message).toBe(
      '2 patents are back on your patent list.',
    );
    expect((await call(ada, 'GET', '/api/listed_patents')).json()).toEqual(before);

    const cleared = await call(ada, 'DELETE', '/api/listed_patents');
    expect(cleared.json().message).toBe('Cleared your patent list of 4 patents.');
    expect((await call(ada, 'GET', '/api/listed_patents')).json().count).toBe(0);
    ({ undo } = cleared.json());
    // Only the user who cleared can undo it.
    expect((await call(bob, undo.method, undo.url, undo.body)).statusCode).toBe(404);
    await call(ada, undo.method, undo.url, undo.body);
    expect((await call(ada, 'GET', '/api/listed_patents')).json()).toEqual(before);
    expect((await t.request({ method: 'GET', url: '/api/listed_patents' })).statusCode).toBe(401);
  });
});
