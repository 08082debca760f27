import {
  FILTER_NAMES,
  RESULT_VIEW_FIELDS,
  SearchResponseSchema,
  SORTABLE_FIELDS,
  UCID_FORMAT_MESSAGE,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searches } from '../../db/schema';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from './search-test-support';

let t: TestApp;
let session: string;
let userId: number;
let method: number;
let total: number;
beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  const user = await createUser(t.db);
  userId = user.id;
  session = await t.signIn(user);
  method = await saveSearch(t, session, 'TAC=(method)');
  total = (await runSearch(t, session, method, { rows: 0, grouped_by: 'none' })).body.numFound;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Doc = Record<string, unknown> & { ucid: string };
const run = (payload: Record<string, unknown>, index = method) => runSearch(t, session, index, payload);
const NONE = { grouped_by: 'none' };

describe('POST /api/patents/search/{id}', () => {
  it('answers SPEC’s shape and records the hit count for the history', async () => {
    const { status, body } = await run({ ...NONE, rows: 5 });
    expect(status).toBe(200);
    expect(total).toBeGreaterThan(20);
    expect(body).toMatchObject({ successful: true, numFound: total, start: 0, rows: 5, grouping: null });
    expect(body.docs).toHaveLength(5);
    for (const doc of body.docs) expect(['Dead', 'Alive', 'Unknown']).toContain(doc.status);
    // The route sends its answer without re-validating it (presented-json.ts): the schema must hold all the same,
    // with highlighting, facets and grouping in it too.
    expect(SearchResponseSchema.strict().safeParse(body).error).toBeUndefined();
    const full = await run({ rows: 3, grouped_by: 'simplefamily', highlighting: { on: true } });
    expect(full.body.docs[0].highlighting).toBeDefined();
    expect(full.body.grouping).not.toBeNull();
    expect(Object.keys(full.body.facets).length).toBeGreaterThan(0);
    expect(SearchResponseSchema.strict().safeParse(full.body).error).toBeUndefined();
    const saved = await t.request({ method: 'GET', url: `/api/searches/${method}`, session });
    expect(saved.json().num_found).toBe(total);
  });

  it('writes a run into the history at most once a minute while its count stays, and a changed count at once', async () => {
    const index = await saveSearch(t, session, 'TAC=(device)');
    const lastRun = async () => {
      const saved = (await t.request({ method: 'GET', url: `/api/searches/${index}`, session })).json();
      return { at: saved.last_run_at as string | null, count: saved.num_found as number | null };
    };
    const first = t.clock.now().toISOString();
    await run({ ...NONE, rows: 0 }, index);
    const found = (await lastRun()).count;
    expect(await lastRun()).toEqual({ at: first, count: found });
    expect(found).toBeGreaterThan(0);
    // Paging and facet clicks a few seconds apart repeat the same count: the row is not written again.
    t.clock.advanceSeconds(30);
    await run({ ...NONE, rows: 5, start: 5 }, index);
    expect(await lastRun()).toEqual({ at: first, count: found });
    // A minute after the recorded run, the next run writes its time.
    t.clock.advanceSeconds(31);
    const later = t.clock.now().toISOString();
    await run({ ...NONE, rows: 0 }, index);
    expect(await lastRun()).toEqual({ at: later, count: found });
    // A count that differs from the recorded one (the index changed) is written at once, however recent the run.
    await t.db
      .update(searches)
      .set({ numFound: found! + 1 })
      .where(and(eq(searches.userId, userId), eq(searches.queryIndex, index)));
    t.clock.advanceSeconds(1);
    const recount = t.clock.now().toISOString();
    await run({ ...NONE, rows: 0 }, index);
    expect(await lastRun()).toEqual({ at: recount, count: found });
  });

  it('answers the stored fields fl names (what the SPA asks for), with each status as without fl', async () => {
    const whole = (await run({ ...NONE, rows: 10 })).body.docs as Doc[];
    const cut = (await run({ ...NONE, rows: 10, fl: [...RESULT_VIEW_FIELDS], highlighting: { on: false } })).body
      .docs as Doc[];
    expect(cut.map((d) => d.ucid)).toEqual(whole.map((d) => d.ucid));
    const allowed = new Set<string>([...RESULT_VIEW_FIELDS, 'ucid', 'score', 'status', 'images_key']);
    for (const [i, doc] of cut.entries()) {
      expect(Object.keys(doc).filter((name) => !allowed.has(name))).toEqual([]);
      expect(doc.titles).toEqual(whole[i]!.titles);
      expect(doc.claims).toBeUndefined();
      expect(doc.status).toBe(whole[i]!.status);
    }
    // The status is worked out from the expiry date, which is read even when fl leaves it out.
    const titlesOnly = (await run({ ...NONE, rows: 10, fl: 'titles' })).body.docs as Doc[];
    expect(titlesOnly.map((d) => d.status)).toEqual(whole.map((d) => d.status));
    expect(whole.some((d) => d.status !== 'Unknown')).toBe(true);
  });

  it('pages exactly: five pages of 5 are the first 25, and a start past the end is an empty page', async () => {
    const all = (await run({ ...NONE, rows: 25 })).body.docs.map((d: Doc) => d.ucid);
    const paged: string[] = [];
    for (let start = 0; start < 25; start += 5)
      paged.push(...(await run({ ...NONE, rows: 5, start })).body.docs.map((d: Doc) => d.ucid));
    expect(paged).toEqual(all);
    const past = (await run({ ...NONE, start: total + 10 })).body;
    expect(past).toMatchObject({ numFound: total, docs: [] });
    const none = (await run({ ...NONE, rows: 0 })).body;
    expect(none.docs).toEqual([]);
    expect(none.facets.country.buckets.length).toBeGreaterThan(0);
  });

  it('refuses rows above the maximum, negative paging and unknown keys with field errors', async () => {
    expect((await run({ rows: 501 })).body.error.fields.rows).toEqual(['rows may be at most 500.']);
    expect((await run({ start: -1 })).body.error.fields.start).toEqual(['start cannot be negative.']);
    expect((await run({ rows: 'ten' })).status).toBe(422);
    expect((await run({ page: 2 })).body.error.fields).toEqual({ page: ['This field is not allowed.'] });
    expect((await run({ grouped_by: 'inventor' })).status).toBe(422);
  });

  it('groups by application, family and extended family with exact group and document counts', async () => {
    const counts: Record<string, number> = {};
    for (const grouped_by of ['applicationnumber', 'simplefamily', 'extendedfamily']) {
      const { body } = await run({ grouped_by, rows: 100 });
      expect(body.grouping).toMatchObject({ grouped_by, matches: total });
      expect(body.docs).toHaveLength(body.grouping.ngroups);
      expect(body.docs.reduce((sum: number, d: Doc) => sum + Number(d.group_size), 0)).toBe(total);
      counts[grouped_by] = body.grouping.ngroups;
    }
    // Each grouping can only merge more: applications ≥ families ≥ extended families.
    expect(counts.applicationnumber).toBeGreaterThanOrEqual(counts.simplefamily!);
    expect(counts.simplefamily).toBeGreaterThanOrEqual(counts.extendedfamily!);
  });

  it('sorts by every sortable field both ways, and migrates the old forward-citations sort', async () => {
    for (const field of SORTABLE_FIELDS) {
      for (const order of ['asc', 'desc']) {
        const { status, body } = await run({ ...NONE, rows: 50, sort: `${field} ${order}` });
        expect(status, `${field} ${order}`).toBe(200);
        const engineField = { forwardcitationscount: 'forwardcitationcount', claimscount: 'claimcount' }[
          field as string
        ];
        const values = body.docs
          .map((d: Doc) => (field === 'score' ? d.score : d[engineField ?? field]))
          .filter((v: unknown) => typeof v === 'number');
        const sorted = [...values].sort((a: number, b: number) => (order === 'asc' ? a - b : b - a));
        expect(values, `${field} ${order}`).toEqual(sorted);
      }
    }
    expect((await run({ ...NONE, sort: 'field(forward_citations) desc' })).status).toBe(200);
    expect((await run({ sort: 'title asc' })).body.error.fields.sort[0]).toMatch(/"title asc" is not a sort key/);
  });

  it('highlights the matched words in snippets, and leaves highlighting out when off', async () => {
    const on = (await run({ ...NONE, rows: 10 })).body.docs as Doc[];
    const marked = on.flatMap((d) =>
      Object.values(
        (d.highlighting as { hl: Record<string, { text: string; highlights: { start: number; end: number }[] }[]> }).hl,
      )
        .flat()
        .flatMap((s) => s.highlights.map((h) => s.text.slice(h.start, h.end).toLowerCase())),
    );
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(['method']));
    const off = (await run({ ...NONE, rows: 3, highlighting: { on: false } })).body.docs as Doc[];
    expect(off.every((d) => d.highlighting === undefined)).toBe(true);
  });

  it('answers highlighted fields whole with every mark when asked, for pages of at most 10', async () => {
    type Whole = Record<string, { text: string; highlights: { start: number; end: number; group: number }[] }>;
    const docs = (await run({ ...NONE, rows: 5, highlighting: { entire_field: true, max_snippets: 1 } })).body
      .docs as (Doc & { highlighting: { entireFieldHl: Whole } })[];
    let fields = 0;
    for (const doc of docs) {
      for (const [key, whole] of Object.entries(doc.highlighting.entireFieldHl)) {
        const [field, language] = key.split('.') as [string, string | undefined];
        const stored = doc[field] as Record<string, string> | string | undefined;
        // The whole text is the stored field's text, and every mark in it is the query's word.
        if (language && stored && typeof stored === 'object' && typeof stored[language] === 'string')
          expect(whole.text).toBe(stored[language]);
        for (const h of whole.highlights) expect(whole.text.slice(h.start, h.end).toLowerCase()).toBe('method');
        fields += 1;
      }
      // One snippet was asked for; the whole field carries at least as many marks as it.
      for (const [key, snippets] of Object.entries(
        (doc.highlighting as unknown as { hl: Record<string, { highlights: unknown[] }[]> }).hl,
      ))
        expect(doc.highlighting.entireFieldHl[key]!.highlights.length).toBeGreaterThanOrEqual(
          snippets[0]!.highlights.length,
        );
    }
    expect(fields).toBeGreaterThan(5);
    const plain = (await run({ ...NONE, rows: 2 })).body.docs as (Doc & { highlighting: { entireFieldHl: Whole } })[];
    expect(plain.every((d) => Object.keys(d.highlighting.entireFieldHl).length === 0)).toBe(true);
    const tooMany = await run({ ...NONE, rows: 11, highlighting: { entire_field: true } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields).toEqual({
      'highlighting.entire_field': ['Whole fields are answered for pages of at most 10 results.'],
    });
  });
});

describe('filters', () => {
  it('include and exclude every facet value exactly as counted, for every filter field that has values', async () => {
    const { facets } = (await run({ ...NONE, rows: 0, facet_limit: 3 })).body;
    let checked = 0;
    for (const name of FILTER_NAMES) {
      const bucket = facets[name]?.buckets[0];
      if (!bucket) continue;
      const values = ['applicationdate', 'publicationdate', 'earliestprioritydate'].includes(name)
        ? [`${bucket.value}:${bucket.value}`]
        : [bucket.value];
      const included = (await run({ ...NONE, rows: 0, filters: { filtersToApply: { [name]: values } } })).body;
      expect(included.numFound, `${name}=${bucket.value}`).toBe(bucket.count);
      const excluded = (await run({ ...NONE, rows: 0, filters: { filtersToExclude: { [name]: values } } })).body;
      expect(excluded.numFound, `${name}≠${bucket.value}`).toBe(total - bucket.count);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('combines filters with AND, and an include with an exclude of another field', async () => {
    const ep = { filtersToApply: { country: ['EP'] } };
    const withinEp = (await run({ ...NONE, rows: 0, filters: ep })).body;
    const granted = withinEp.facets.grant.buckets.find((b: { value: string }) => b.value === 'true').count;
    const both = (await run({ ...NONE, rows: 0, filters: { ...ep, filtersToExclude: { grant: ['true'] } } })).body;
    expect(both.numFound).toBe(withinEp.numFound - granted);
    const either = (await run({ ...NONE, rows: 0, filters: { filtersToApply: { country: ['EP', 'US'] } } })).body;
    const byCountry = Object.fromEntries(
      withinEp.facets.country.buckets.map((b: { value: string; count: number }) => [b.value, b.count]),
    );
    expect(byCountry).toEqual({ EP: withinEp.numFound });
    expect(either.numFound).toBeLessThanOrEqual(total);
  });

  it('takes date ranges from:to with an open end meaning today, and refuses a bad date', async () => {
    const years = (await run({ ...NONE, rows: 0 })).body.facets.publicationdate.buckets as {
      value: string;
      count: number;
    }[];
    const since2019 = years.filter((y) => Number(y.value) >= 2019).reduce((sum, y) => sum + y.count, 0);
    for (const range of ['20190101:', '2019-01-01:', '2019:']) {
      const body = (await run({ ...NONE, rows: 0, filters: { filtersToApply: { publicationdate: [range] } } })).body;
      expect(body.numFound, range).toBe(since2019);
    }
    const bad = (await run({ filters: { filtersToApply: { publicationdate: ['20191340:'] } } })).body.error;
    expect(bad.fields['filters.publicationdate']).toEqual([
      '"20191340" in the publicationdate filter is not a date (YYYYMMDD).',
    ]);
    const reversed = (await run({ filters: { filtersToApply: { publicationdate: ['2020:2019'] } } })).body.error;
    expect(reversed.message).toBe('The publicationdate filter "2020:2019" ends before it starts.');
  });

  it('splits expiry into Dead, Alive and Unknown that add up, and filters by each', async () => {
    const expiry = (await run({ ...NONE, rows: 0 })).body.facets.expectedexpirydate.buckets as {
      value: string;
      count: number;
    }[];
    expect(expiry.reduce((sum, b) => sum + b.count, 0)).toBe(total);
    expect(expiry.find((b) => b.value === 'Dead')?.count).toBeGreaterThan(0);
    for (const bucket of expiry) {
      const body = (
        await run({ ...NONE, rows: 0, filters: { filtersToApply: { expectedexpirydate: [bucket.value] } } })
      ).body;
      expect(body.numFound, bucket.value).toBe(bucket.count);
    }
    expect((await run({ filters: { filtersToApply: { expectedexpirydate: ['Lapsed'] } } })).status).toBe(422);
  });

  it('takes litigation true or false, and drops names that are not filters', async () => {
    const litigated = (await run({ ...NONE, rows: 0, filters: { filtersToApply: { litigationexists: ['true'] } } }))
      .body;
    expect(litigated.numFound).toBe(0);
    expect((await run({ filters: { filtersToApply: { litigationexists: ['yes'] } } })).status).toBe(422);
    const ignored = (
      await run({ ...NONE, rows: 0, filters: { filtersToApply: { colour: ['red'], cf_due: ['2020:'] } } })
    ).body;
    expect(ignored.numFound).toBe(total);
  });
});

describe('#n, q, browse and select', () => {
  it('answers a malformed q and a malformed fq alike: 422 with every problem where it is in its own text', async () => {
    // Two problems in one text: both are listed, whichever parameter carries it.
    for (const bad of ['TI=solar AND AND cell', 'TAC=(solar W/3 cell) OR (', 'TITEL=solar', '#99 AND solar']) {
      const inQ = await run({ ...NONE, q: bad });
      const inFq = await run({ ...NONE, fq: bad });
      expect(inQ.status, bad).toBe(422);
      expect(inFq.status, bad).toBe(422);
      expect(inQ.body.error.code).toBe('QUERY_INVALID');
      expect(inQ.body.error.query_errors.length, bad).toBeGreaterThan(0);
      expect(inFq.body.error, bad).toEqual(inQ.body.error);
    }
    const error = (await run({ ...NONE, fq: ['TI=solar', 'TI=solar AND AND cell'] })).body.error;
    expect(error.query_errors).toEqual([
      { code: 'QUERY_MISSING_OPERAND', message: 'AND needs a term on its right, found AND', start: 9, end: 12 },
    ]);
  });

  it('takes fq naming the user’s searches, as q does', async () => {
    const fq = (await run({ ...NONE, rows: 0, fq: `#${method}` })).body;
    expect(fq.numFound).toBe(total);
  });

  it('combines the user’s searches: #a AND #b is the intersection', async () => {
    const ep = await saveSearch(t, session, 'CC=EP');
    const both = await saveSearch(t, session, `#${method} AND #${ep}`);
    const filtered = (await run({ ...NONE, rows: 0, filters: { filtersToApply: { country: ['EP'] } } })).body.numFound;
    expect((await run({ ...NONE, rows: 0 }, both)).body.numFound).toBe(filtered);
    const notEp = await saveSearch(t, session, `#${method} NOT #${ep}`);
    expect((await run({ ...NONE, rows: 0 }, notEp)).body.numFound).toBe(total - filtered);
    const withQ = (await run({ ...NONE, rows: 0, q: 'CC=EP' })).body;
    expect(withQ.numFound).toBe(filtered);
    expect(withQ.query).toBe('(TAC=(method)) AND (CC=EP)');
  });

  it('browse runs q without saving it: a PN= query finds exactly that document', async () => {
    const first = (await run({ ...NONE, rows: 1 })).body.docs[0] as Doc;
    const browse = await t.request({
      method: 'POST',
      url: '/api/patents/search/browse',
      session,
      body: { q: `PN=${first.ucid}`, grouped_by: 'none' },
    });
    expect(browse.json()).toMatchObject({ numFound: 1, docs: [{ ucid: first.ucid }] });
    const noQ = await t.request({ method: 'POST', url: '/api/patents/search/browse', session, body: {} });
    expect(noQ.json().error.fields.q).toEqual(['Enter a query.']);
    const bad = await t.request({ method: 'POST', url: '/api/patents/search/browse', session, body: { q: 'PN=(' } });
    expect(bad.json().error.code).toBe('QUERY_INVALID');
  });

  it('select returns documents in the order asked, skipping ucids not in the index', async () => {
    const docs = (await run({ ...NONE, rows: 2 })).body.docs as Doc[];
    const ucids = [docs[1]!.ucid, 'EP-9999999-A1', docs[0]!.ucid];
    const body = (await t.request({ method: 'POST', url: '/api/patents/select', session, body: { ucids } })).json();
    expect(body.docs.map((d: Doc) => d.ucid)).toEqual([docs[1]!.ucid, docs[0]!.ucid]);
    const bad = await t.request({ method: 'POST', url: '/api/patents/select', session, body: { ucids: ['nonsense'] } });
    expect(bad.json().error.fields).toEqual({ 'ucids.0': [UCID_FORMAT_MESSAGE] });
  });

  it('gives each document a drawings key that opens its images popout without a session, and only its own', async () => {
    const [a, b] = (await run({ ...NONE, rows: 2 })).body.docs as (Doc & { images_key: string })[];
    const valid = await t.request({ method: 'GET', url: `/api/auth/key/${a!.ucid}/${a!.images_key}` });
    expect(valid.json()).toMatchObject({ valid: true, ucid: a!.ucid, document: { ucid: a!.ucid } });
    // The key opens the drawings view only: no claims or abstract travel with it.
    expect(Object.keys(valid.json().document)).not.toContain('claims');
    expect(Object.keys(valid.json().document)).not.toContain('abstracts');
    const crossed = await t.request({ method: 'GET', url: `/api/auth/key/${a!.ucid}/${b!.images_key}` });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe('This link is not valid for this document.');
    expect((await t.request({ method: 'GET', url: `/api/auth/key/${a!.ucid}/short` })).statusCode).toBe(404);
  });

  it('keeps searches to their owner and answers drawings with a clear 404', async () => {
    const other = await t.signIn(await createUser(t.db));
    const foreign = await runSearch(t, other, method);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(`You have no search #${method}.`);
    expect((await t.request({ method: 'POST', url: `/api/patents/search/${method}`, body: {} })).statusCode).toBe(401);
    const drawing = await t.request({ method: 'GET', url: '/api/drawings/get-image/EP1000000/1', session });
    expect(drawing.statusCode).toBe(404);
    expect(drawing.json().error.message).toBe('No drawing images are stored for this document.');
  });
});
