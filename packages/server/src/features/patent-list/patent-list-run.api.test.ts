import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

let t: TestApp;
let ada: { session: string; id: number };
let bob: { session: string; id: number };
let cyd: { session: string; id: number };
/** Documents of the test index, in the order a search answered them. */
let ucids: string[];

async function signedIn(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, options);
  return { session: await t.signIn(user), id: user.id };
}

beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  ada = await signedIn();
  bob = await signedIn({ is_read_only: true });
  cyd = await signedIn();
  const index = await saveSearch(t, ada.session, 'TAC=(method)');
  ucids = (await runSearch(t, ada.session, index, { grouped_by: 'none', rows: 20, fl: 'ucid' })).body.docs.map(
    (d: { ucid: string }) => d.ucid,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const runList = (who: { session: string }, id: number, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/patents/listed_patents/${id}`, session: who.session, body: payload });

const docUcids = (body: { docs: { ucid: string }[] }) => body.docs.map((d) => d.ucid).sort();

describe('running the patent list (POST /api/patents/listed_patents/{id})', () => {
  it('answers exactly the listed documents, with exact counts and facets', async () => {
    const listed = ucids.slice(0, 9);
    const add = await t.request({
      method: 'POST',
      url: '/api/listed_patents/bulk_add',
      session: ada.session,
      body: { ucids: listed },
    });
    expect(add.json().count).toBe(9);

    const run = await runList(ada, ada.id, { grouped_by: 'none', rows: 50 });
    expect(run.statusCode).toBe(200);
    const body = run.json();
    expect(body.numFound).toBe(9);
    expect(docUcids(body)).toEqual([...listed].sort());
    const countries = body.facets.country;
    expect(countries.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0) + countries.missing).toBe(9);

    // The same documents as a saved search answer the same counts, groups and facets.
    const same = await saveSearch(t, ada.session, `PN=(${listed.join(' OR ')})`);
    for (const grouped_by of ['none', 'simplefamily', 'extendedfamily'] as const) {
      const expected = (await runSearch(t, ada.session, same, { grouped_by, rows: 50 })).body;
      const actual = (await runList(ada, ada.id, { grouped_by, rows: 50 })).json();
      expect(actual.numFound).toBe(expected.numFound);
      expect(actual.grouping).toEqual(expected.grouping);
      expect(actual.facets).toEqual(expected.facets);
      expect(docUcids(actual)).toEqual(docUcids(expected));
    }

    // Pages split the list without loss or overlap.
    const first = (await runList(ada, ada.id, { grouped_by: 'none', rows: 5 })).json();
    const second = (await runList(ada, ada.id, { grouped_by: 'none', rows: 5, start: 5 })).json();
    expect(first.docs).toHaveLength(5);
    expect(second.docs).toHaveLength(4);
    expect([...docUcids(first), ...docUcids(second)].sort()).toEqual([...listed].sort());
  });

  it('narrows the list with the query box and the filters, never reaching past it', async () => {
    const one = await runList(ada, ada.id, { grouped_by: 'none', q: `PN=(${ucids[2]})` });
    expect(one.json().numFound).toBe(1);
    expect(one.json().docs[0].ucid).toBe(ucids[2]);
    // A document of the index that is not listed stays out, even when the query names it.
    const outside = await runList(ada, ada.id, { grouped_by: 'none', q: `PN=(${ucids[15]})` });
    expect(outside.json().numFound).toBe(0);

    const all = (await runList(ada, ada.id, { grouped_by: 'none', rows: 50 })).json();
    const bucket = all.facets.country.buckets[0] as { value: string; count: number };
    const filtered = await runList(ada, ada.id, {
      grouped_by: 'none',
      rows: 50,
      filters: { filtersToApply: { country: [bucket.value] }, filtersToExclude: {} },
    });
    expect(filtered.json().numFound).toBe(bucket.count);
    expect(filtered.json().docs.every((d: { country: string }) => d.country === bucket.value)).toBe(true);

    const bad = await runList(ada, ada.id, { q: 'TAC=(' });
    expect(bad.statusCode).toBe(422);
  });

  it('highlights the query box terms in the listed documents', async () => {
    const run = await runList(ada, ada.id, {
      grouped_by: 'none',
      rows: 5,
      q: 'TAC=(method)',
      highlighting: { on: true },
    });
    expect(run.statusCode).toBe(200);
    const docs = run.json().docs as { highlighting?: { hl: Record<string, unknown[]> } }[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.some((d) => Object.values(d.highlighting?.hl ?? {}).some((s) => s.length > 0))).toBe(true);
  });

  it('is the owner’s alone: another user’s list or an unknown id is 404', async () => {
    expect((await runList(bob, ada.id)).statusCode).toBe(404);
    expect((await runList(ada, bob.id)).statusCode).toBe(404);
    expect((await runList(ada, 999_999)).statusCode).toBe(404);
    expect((await runList(ada, 0)).statusCode).toBe(422);
    const guest = await t.request({ method: 'POST', url: `/api/patents/listed_patents/${ada.id}`, body: {} });
    expect(guest.statusCode).toBe(401);
    const unknownKind = await t.request({
      method: 'POST',
      url: `/api/patents/listed_patent/${ada.id}`,
      session: ada.session,
      body: {},
    });
    expect(unknownKind.statusCode).toBe(404);
  });

  it('answers 0 results for an empty list, and follows removals and undo', async () => {
    const empty = await runList(cyd, cyd.id, { grouped_by: 'simplefamily' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      numFound: 0,
      docs: [],
      grouping: { grouped_by: 'simplefamily', ngroups: 0, matches: 0 },
    });
    // A read-only user keeps a list, so runs it too.
    await t.request({ method: 'POST', url: '/api/listed_patents', session: bob.session, body: { ucid: ucids[3] } });
    const bobs = (await runList(bob, bob.id, { grouped_by: 'none' })).json();
    expect(docUcids(bobs)).toEqual([ucids[3]]);

    const removed = await t.request({
      method: 'POST',
      url: '/api/listed_patents/bulk_delete',
      session: ada.session,
      body: { ucids: ucids.slice(0, 2) },
    });
    expect((await runList(ada, ada.id, { grouped_by: 'none' })).json().numFound).toBe(7);
    const { undo } = removed.json();
    await t.request({ method: undo.method, url: undo.url, session: ada.session, body: undo.body });
    expect((await runList(ada, ada.id, { grouped_by: 'none' })).json().numFound).toBe(9);

    await t.request({ method: 'DELETE', url: '/api/listed_patents', session: ada.session });
    expect((await runList(ada, ada.id, { grouped_by: 'none' })).json()).toMatchObject({ numFound: 0, docs: [] });
  });
});
