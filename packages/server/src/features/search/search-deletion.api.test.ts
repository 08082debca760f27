import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from './search-test-support';

let t: TestApp;
let ada: string;
let bob: string;
let rita: string;
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  ada = await t.signIn(await createUser(t.db));
  bob = await t.signIn(await createUser(t.db));
  rita = await t.signIn(await createUser(t.db, { is_read_only: true }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (session: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session, ...(body === undefined ? {} : { body }) });
const history = async (session: string) =>
  ((await call(session, 'GET', '/api/searches')).json().data as { query_index: number }[]).map((s) => s.query_index);

describe('deleting a search from the history', () => {
  it('takes it out of the list, and one Undo puts it back under its own number', async () => {
    const first = await saveSearch(t, ada, 'TAC=(method)');
    const second = await saveSearch(t, ada, 'TAC=(device)');
    const deleted = await call(ada, 'DELETE', `/api/searches/${first}`);
    expect(deleted.statusCode).toBe(200);
    const answer = deleted.json();
    expect(answer).toMatchObject({
      message: `Deleted search #${first} from your history.`,
      undo: { method: 'POST', url: '/api/searches/restore', body: { logged_event_id: answer.logged_event_id } },
    });
    expect(await history(ada)).toEqual([second]);
    expect((await call(ada, 'GET', `/api/searches/${first}`)).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', `/api/searches/${first}`)).statusCode).toBe(404);

    const restored = await call(ada, 'POST', '/api/searches/restore', answer.undo.body);
    expect(restored.json()).toEqual({ message: `Search #${first} is back in your history.` });
    expect(await history(ada)).toEqual([second, first]);
    expect((await call(ada, 'GET', `/api/searches/${first}`)).json()).toMatchObject({ query: 'TAC=(method)' });
    // The event's undo is made once; a second restore finds nothing to bring back.
    expect((await call(ada, 'POST', '/api/searches/restore', answer.undo.body)).statusCode).toBe(404);
  });

  it('never gives a deleted number to a new search', async () => {
    const last = await saveSearch(t, ada, 'TAC=(sensor)');
    await call(ada, 'DELETE', `/api/searches/${last}`);
    expect(await saveSearch(t, ada, 'TAC=(valve)')).toBe(last + 1);
  });

  it('keeps the searches that name it (#n) resolving and running with the same results', async () => {
    const base = await saveSearch(t, ada, 'TAC=(method)');
    const named = await saveSearch(t, ada, `#${base} AND TAC=(device)`);
    const before = await runSearch(t, ada, named, { grouped_by: 'none', rows: 5, fl: 'ucid' });
    expect(before.status).toBe(200);
    expect((await call(ada, 'DELETE', `/api/searches/${base}`)).statusCode).toBe(200);
    const after = await runSearch(t, ada, named, { grouped_by: 'none', rows: 5, fl: 'ucid' });
    expect(after.status).toBe(200);
    expect(after.body.numFound).toBe(before.body.numFound);
    expect(after.body.docs).toEqual(before.body.docs);
    // The deleted search's own results page is gone with it.
    expect((await runSearch(t, ada, base)).status).toBe(404);
  });

  it('is the owner’s alone: another user’s number and undo are not found, a read-only user may not delete', async () => {
    const own = await saveSearch(t, ada, 'TAC=(pump)');
    const bobs = await saveSearch(t, bob, 'TAC=(pump)');
    // Bob's DELETE of that number reaches only Bob's own search of that number, if he has one.
    const answer = (await call(ada, 'DELETE', `/api/searches/${own}`)).json();
    expect((await call(bob, 'POST', '/api/searches/restore', answer.undo.body)).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/searches/${own}`)).statusCode).toBe(404);
    expect(await history(bob)).toEqual([bobs]);
    expect((await call(rita, 'DELETE', '/api/searches/1')).statusCode).toBe(403);
    expect((await call(ada, 'DELETE', '/api/searches/0')).statusCode).toBe(422);
  });
});
