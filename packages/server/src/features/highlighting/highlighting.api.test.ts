import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

let t: TestApp;
let ada: string;
let bob: string;
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  ada = await t.signIn(await createUser(t.db));
  bob = await t.signIn(await createUser(t.db));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const URL = '/api/highlighting_schemes';
const create = (session: string, body: unknown) => t.request({ method: 'POST', url: URL, session, body });
const list = (session: string, checksum?: string) =>
  t.request({ method: 'GET', url: checksum ? `${URL}?checksum=${checksum}` : URL, session });

type Mark = { start: number; end: number; group: number };
type Snippet = { text: string; highlights: Mark[] };

/** Every marked word of a page of results, lower-cased, with the colour group it was marked in. */
function marks(docs: { highlighting?: { hl: Record<string, Snippet[]> } }[]): { word: string; group: number }[] {
  return docs.flatMap((d) =>
    Object.values(d.highlighting?.hl ?? {})
      .flat()
      .flatMap((s) => s.highlights.map((h) => ({ word: s.text.slice(h.start, h.end).toLowerCase(), group: h.group }))),
  );
}

describe('highlighting schemes', () => {
  it('are made, listed by name with a checksum, renamed, changed and deleted by their owner', async () => {
    const made = await create(ada, { name: '  Vehicles ', groups: [{ terms: ['wheel*', 'Wheel*', 'axle'] }] });
    expect(made.statusCode).toBe(201);
    const scheme = made.json();
    expect(scheme).toMatchObject({ name: 'Vehicles', groups: [{ terms: ['wheel*', 'axle'] }] });
    expect(
      (await create(ada, { name: 'batteries', groups: [{ terms: ['cell'] }, { terms: ['anode'] }] })).statusCode,
    ).toBe(201);

    const first = (await list(ada)).json();
    expect(first.data.map((s: { name: string }) => s.name)).toEqual(['batteries', 'Vehicles']);
    expect((await list(ada, first.checksum)).json()).toEqual({ checksum: first.checksum, match: true });
    expect((await list(bob)).json().data).toEqual([]);

    const renamed = await t.request({
      method: 'PATCH',
      url: `${URL}/${scheme.id}`,
      session: ada,
      body: { name: 'Cars' },
    });
    expect(renamed.json()).toMatchObject({ id: scheme.id, name: 'Cars', groups: [{ terms: ['wheel*', 'axle'] }] });
    const regrouped = await t.request({
      method: 'PATCH',
      url: `${URL}/${scheme.id}`,
      session: ada,
      body: { groups: [{ terms: ['engine'] }] },
    });
    expect(regrouped.json()).toMatchObject({ name: 'Cars', groups: [{ terms: ['engine'] }] });
    expect((await list(ada, first.checksum)).json().match).toBe(false);

    expect((await t.request({ method: 'DELETE', url: `${URL}/${scheme.id}`, session: ada })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: `${URL}/${scheme.id}`, session: ada })).statusCode).toBe(404);
    expect((await list(ada)).json().data.map((s: { name: string }) => s.name)).toEqual(['batteries']);
  });

  it('refuses bad input with a message per field, and a name the user already has', async () => {
    const fields = async (body: unknown) => (await create(ada, body)).json().error.fields;
    expect(await fields({ name: ' ', groups: [{ terms: ['x'] }] })).toEqual({ name: ['Give the scheme a name.'] });
    expect(await fields({ name: 'a', groups: [] })).toEqual({
      groups: ['A scheme needs at least one colour with terms.'],
    });
    expect(await fields({ name: 'a', groups: [{ terms: [] }] })).toEqual({
      'groups.0.terms': ['Each colour needs at least one term.'],
    });
    expect(await fields({ name: 'a', groups: [{ terms: ['solar cell'] }] })).toEqual({
      'groups.0.terms.0': ['A term is one word: give each word of a phrase on its own.'],
    });
    expect(await fields({ name: 'a', groups: Array.from({ length: 11 }, () => ({ terms: ['x'] })) })).toEqual({
      groups: ['A scheme has at most 10 colours.'],
    });
    expect(await fields({ name: 'a', groups: [{ terms: ['x'], colour: 'red' }] })).toEqual({
      'groups.0.colour': ['This field is not allowed.'],
    });
    await create(bob, { name: 'Mine', groups: [{ terms: ['x'] }] });
    expect(await fields({ name: 'BATTERIES', groups: [{ terms: ['x'] }] })).toEqual({
      name: ['You already have a highlighting scheme with this name.'],
    });
    // Another user may use the same name.
    expect((await create(bob, { name: 'Batteries', groups: [{ terms: ['x'] }] })).statusCode).toBe(201);
    const empty = await t.request({ method: 'PATCH', url: `${URL}/1`, session: ada, body: {} });
    expect(empty.statusCode).toBe(422);
  });

  it('keeps each user’s schemes to that user: another user gets 404, a read-only user cannot write, a guest 401', async () => {
    const bobs = (await list(bob)).json().data[0];
    const patch = await t.request({ method: 'PATCH', url: `${URL}/${bobs.id}`, session: ada, body: { name: 'Taken' } });
    expect(patch.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${URL}/${bobs.id}`, session: ada })).statusCode).toBe(404);
    expect((await list(bob)).json().data.find((s: { id: number }) => s.id === bobs.id).name).toBe(bobs.name);

    const readOnly = await t.signIn(await createUser(t.db, { is_read_only: true }));
    expect((await list(readOnly)).statusCode).toBe(200);
    expect((await create(readOnly, { name: 'r', groups: [{ terms: ['x'] }] })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'PATCH', url: `${URL}/abc`, session: ada, body: { name: 'x' } })).statusCode,
    ).toBe(422);
  });

  it('marks the scheme’s words in its colours in search results, and the query’s words after them', async () => {
    const scheme = (await create(ada, { name: 'Run', groups: [{ terms: ['claim*'] }, { terms: ['wherein'] }] })).json();
    const index = await saveSearch(t, ada, 'TAC=(method)');
    const payload = { grouped_by: 'none', rows: 10, highlighting: { on: true, scheme: scheme.id, max_snippets: 10 } };
    const { status, body } = await runSearch(t, ada, index, payload);
    expect(status).toBe(200);
    const found = marks(body.docs);
    const groupsOf = (test: (word: string) => boolean) =>
      new Set(found.filter((m) => test(m.word)).map((m) => m.group));
    expect(groupsOf((w) => w.startsWith('claim'))).toEqual(new Set([0]));
    expect(groupsOf((w) => w === 'wherein')).toEqual(new Set([1]));
    expect(groupsOf((w) => w === 'method')).toEqual(new Set([2]));

    // Without the scheme only the query's words are marked, in the first colour.
    const plain = marks((await runSearch(t, ada, index, { ...payload, highlighting: { on: true } })).body.docs);
    expect(new Set(plain.map((m) => `${m.word}:${m.group}`))).toEqual(new Set(['method:0']));

    // A scheme that is not the user's is a field error, never someone else's words.
    const bobs = (await list(bob)).json().data[0];
    const foreign = await runSearch(t, ada, index, { ...payload, highlighting: { on: true, scheme: bobs.id } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toEqual({
      'highlighting.scheme': [`You have no highlighting scheme ${bobs.id}.`],
    });
    // With highlighting off the scheme is not looked at.
    expect((await runSearch(t, ada, index, { ...payload, highlighting: { on: false, scheme: bobs.id } })).status).toBe(
      200,
    );
  });
});
