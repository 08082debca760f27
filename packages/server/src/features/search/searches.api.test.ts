import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';

let t: TestApp;
let ada: string;
let bob: string;
beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  ada = await t.signIn(await createUser(t.db));
  bob = await t.signIn(await createUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

const create = (session: string, query: unknown, type: unknown = 'commandline') =>
  t.request({ method: 'POST', url: '/api/searches', session, body: { query, type } });

describe('POST /api/searches', () => {
  it('numbers each user’s searches 1, 2, 3 on their own', async () => {
    expect((await create(ada, 'TAC=(solar W/3 cell*) AND PD>=2015')).json()).toEqual({ query_index: 1 });
    expect((await create(ada, 'PA=(acme)', 'expert')).json()).toEqual({ query_index: 2 });
    expect((await create(bob, 'TI=battery')).json()).toEqual({ query_index: 1 });
  });

  it('answers a syntax error with 422, the message and the exact position', async () => {
    const response = await create(ada, 'TI=solar AND AND cell');
    expect(response.statusCode).toBe(422);
    const error = response.json().error;
    expect(error.code).toBe('QUERY_INVALID');
    expect(error.query_errors).toEqual([
      { code: 'QUERY_MISSING_OPERAND', message: 'AND needs a term on its right, found AND', start: 9, end: 12 },
    ]);
    expect(error.message).toBe('AND needs a term on its right, found AND (at character 10).');
    // The mark is on the operator that lacks its right-hand term.
    expect('TI=solar AND AND cell'.slice(9, 12)).toBe('AND');
  });

  it('points at an unclosed bracket and an unknown field', async () => {
    const open = (await create(ada, 'TAC=(solar W/3 cell')).json().error;
    expect(open.code).toBe('QUERY_INVALID');
    expect(open.query_errors[0].start).toBe(4);
    const field = (await create(ada, 'TITEL=solar')).json().error;
    expect(field.query_errors[0]).toMatchObject({ start: 0, end: 5 });
    expect(field.message).toMatch(/TITEL/);
  });

  it('accepts #n only for the user’s own searches, and points at a foreign or unknown one', async () => {
    expect((await create(ada, '#1 NOT #2')).json()).toEqual({ query_index: 3 });
    const unknown = (await create(ada, '#1 AND #7')).json().error;
    expect(unknown.query_errors).toEqual([
      { code: 'QUERY_UNKNOWN_HISTORY', message: '#7 is not one of your searches', start: 7, end: 9 },
    ]);
    // Bob has search 1 only: Ada's #2 is not his.
    const foreign = (await create(bob, '#1 OR #2')).json().error;
    expect(foreign.query_errors[0]).toMatchObject({ code: 'QUERY_UNKNOWN_HISTORY', start: 6, end: 8 });
    const range = (await create(bob, 'AND=1:3')).json().error;
    expect(range.query_errors.map((e: { message: string }) => e.message)).toEqual([
      '#2 is not one of your searches',
      '#3 is not one of your searches',
    ]);
  });

  it('saves a chain of searches that names the previous one four times: the graph grows by what is written', async () => {
    const chain = await t.signIn(await createUser(t.db));
    expect((await create(chain, 'a* OR b* OR c*')).json()).toEqual({ query_index: 1 });
    // Written out as a tree, level 11 would be 4^10 copies of #1; as a graph it is 11 small searches.
    for (let k = 1; k <= 10; k++) {
      const response = await create(chain, `(#${k} OR #${k}) AND (#${k} OR #${k})`);
      expect(response.json()).toEqual({ query_index: k + 1 });
    }
  });

  it('refuses searches that together have more than 20,000 parts, pointing at the # of the largest', async () => {
    const big = await t.signIn(await createUser(t.db));
    const ors = (word: string) => Array.from({ length: 8000 }, (_, i) => `${word}${i}`).join(' OR ');
    for (const word of ['a', 'b', 'c']) expect((await create(big, ors(word))).statusCode).toBe(200);
    expect((await create(big, '#1 OR #2')).statusCode).toBe(200);
    const query = '#1 OR #2 OR (#3 AND solar)';
    const response = await create(big, query);
    expect(response.statusCode).toBe(422);
    const error = response.json().error;
    expect(error.query_errors[0].code).toBe('QUERY_TOO_LARGE');
    expect(error.message).toMatch(/^With the searches it names, this search has more than 20,000 parts/);
    expect(query.slice(error.query_errors[0].start, error.query_errors[0].end)).toBe('#1');
  });

  it('answers a history range far beyond the user’s searches with one short error, not a 500', async () => {
    for (const query of ['AND=1:99999', 'OR=3:99999999', '#1 AND (AND=1:70000)']) {
      const response = await create(bob, query);
      expect(response.statusCode).toBe(422);
      const error = response.json().error;
      expect(error.code).toBe('QUERY_INVALID');
      expect(error.query_errors.length).toBeLessThanOrEqual(20);
      expect(error.query_errors[0].message).toMatch(/^#\d+ is not one of your searches$/);
    }
  });

  it('validates the body: empty query, wrong type, unknown keys; read-only users may not search', async () => {
    expect((await create(ada, '   ')).json().error.fields.query).toEqual(['Enter a query.']);
    expect((await create(ada, 'x', 'boolean')).json().error.fields.type).toEqual([
      'The search type must be commandline or expert.',
    ]);
    expect((await create(ada, 42)).statusCode).toBe(422);
    const extra = await t.request({
      method: 'POST',
      url: '/api/searches',
      session: ada,
      body: { query: 'x', type: 'commandline', owner: 1 },
    });
    expect(extra.json().error.fields).toEqual({ owner: ['This field is not allowed.'] });
    const readOnly = await t.signIn(await createUser(t.db, { is_read_only: true }));
    expect((await create(readOnly, 'TI=x')).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/searches', body: { query: 'x', type: 'commandline' } })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/searches, /api/strategies and /api/searches/{index}', () => {
  it('lists the user’s own searches newest first, with a checksum that spares the data when unchanged', async () => {
    const first = (await t.request({ method: 'GET', url: '/api/searches', session: ada })).json();
    expect(first.match).toBe(false);
    expect(first.data.map((s: { query_index: number }) => s.query_index)).toEqual([3, 2, 1]);
    expect(first.data[2]).toMatchObject({
      query: 'TAC=(solar W/3 cell*) AND PD>=2015',
      type: 'commandline',
      num_found: null,
    });
    const again = await t.request({ method: 'GET', url: `/api/searches?checksum=${first.checksum}`, session: ada });
    expect(again.json()).toEqual({ checksum: first.checksum, match: true });
    const strategies = (await t.request({ method: 'GET', url: '/api/strategies', session: ada })).json();
    expect(strategies.checksum).toBe(first.checksum);
    const bobs = (await t.request({ method: 'GET', url: '/api/searches', session: bob })).json();
    expect(bobs.data.map((s: { query: string }) => s.query)).toEqual(['TI=battery']);
  });

  it('gives one search by number; another user’s number is 404', async () => {
    const one = await t.request({ method: 'GET', url: '/api/searches/2', session: ada });
    expect(one.json()).toMatchObject({ query_index: 2, query: 'PA=(acme)', type: 'expert' });
    const missing = await t.request({ method: 'GET', url: '/api/searches/2', session: bob });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'SEARCH_NOT_FOUND', message: 'You have no search #2.' });
    expect((await t.request({ method: 'GET', url: '/api/searches/abc', session: ada })).statusCode).toBe(422);
  });

  it('serves the expert search’s starting rows', async () => {
    const template = (await t.request({ method: 'GET', url: '/api/default_template', session: ada })).json();
    expect(template.rows.map((r: { field: string }) => r.field)).toEqual(['TAC', 'PA', 'CPC', 'PD']);
  });
});
