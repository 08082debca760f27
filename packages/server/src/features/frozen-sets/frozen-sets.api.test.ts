import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { parse, parsedView } from '@app/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, DATA, runSearch, saveSearch } from '../search/search-test-support';

/** A small cap, so a search of the test index can pass it (the product's is FROZEN_SET_MAX_HITS). */
const CAP = 40;
const QUERY = 'TAC=(method)';

let t: TestApp;
let ada: string;
let bob: string;
let search: number;

type Doc = { ucid: string; score: number; frozen_missing?: boolean; group_key?: string; frozen_rank?: number };

beforeAll(async () => {
  // The index starts with the EP documents only; more arrive later, as a corpus grows.
  ({ t } = await buildSearchTestApp({ frozenSetMaxHits: CAP }, [join(DATA, 'ep-fulltext')]));
  ada = await t.signIn(await createUser(t.db, {}));
  bob = await t.signIn(await createUser(t.db, {}));
  search = await saveSearch(t, ada, QUERY);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const freeze = (session: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/frozen_sets', session, body });
const page = (session: string, id: number, body: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/frozen_sets/${id}/results`, session, body });
const compare = (session: string, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/frozen_sets/${id}/compare`, session, body });

/** Every hit of the search now, through the results screen's own call. */
async function searchNow(grouped_by: string) {
  const { status, body } = await runSearch(t, ada, search, { grouped_by, rows: 500, fl: 'ucid' });
  expect(status).toBe(200);
  return body as { numFound: number; docs: Doc[]; grouping: { ngroups: number; matches: number } | null };
}

/** Adds documents to the index and deletes some, as ingestion does, then lets the server see the new commit. */
async function changeCorpus(paths: string[], deleted: string[]) {
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await ingestPaths(paths, { writer, directory: dir });
  for (const ucid of deleted) await writer.deleteDocument(ucid);
  await writer.commit();
  await writer.close();
  t.ctx.patents.invalidate();
}

describe('frozen result sets', () => {
  let flat: number;
  let frozenUcids: string[];
  let grouped: number;
  let groupedKeys: string[];

  it('freezing records the query, its parsed form, the corpus, the counts and the exact hit list', async () => {
    const now = await searchNow('none');
    const families = await searchNow('simplefamily');
    expect(now.numFound).toBeGreaterThan(3);
    expect(now.numFound).toBeLessThanOrEqual(CAP);

    const created = await freeze(ada, {
      name: '  Opinion 2026-11  ',
      source: { from: 'searches', id: search },
      grouped_by: 'none',
      sort: 'score desc, publicationdate desc',
    });
    expect(created.statusCode).toBe(201);
    const set = created.json();
    flat = set.id;
    expect(set).toMatchObject({
      name: 'Opinion 2026-11',
      query: QUERY,
      parsed_query: parsedView(parse(QUERY).ast!).parenthesised,
      source: { from: 'searches', id: search },
      options: { grouped_by: 'none', sort: 'score desc, publicationdate desc' },
      publications: now.numFound,
      families: families.grouping!.ngroups,
      hits: now.numFound,
    });
    const corpus = (await t.request({ method: 'GET', url: '/api/corpus', session: ada })).json();
    expect(set.corpus.documents).toBe(corpus.documents);
    expect(set.corpus.generation).toBe(corpus.generation);
    expect(set.corpus.latest_publication_date).toMatch(/^\d{8}$/);

    const all = await page(ada, flat, { rows: 500, fl: ['ucid', 'publicationdate'] });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.numFound).toBe(now.numFound);
    expect(body.grouping).toBeNull();
    expect(body.docs.map((d: Doc) => d.ucid)).toEqual(now.docs.map((d) => d.ucid));
    expect(body.docs.map((d: Doc) => d.score)).toEqual(now.docs.map((d) => d.score));
    expect(body.docs.map((d: Doc) => d.frozen_rank)).toEqual(now.docs.map((_, i) => i + 1));
    frozenUcids = body.docs.map((d: Doc) => d.ucid);

    const middle = (await page(ada, flat, { start: 2, rows: 3 })).json();
    expect(middle.start).toBe(2);
    expect(middle.docs.map((d: Doc) => d.ucid)).toEqual(frozenUcids.slice(2, 5));

    const ucids = await t.request({ method: 'GET', url: `/api/frozen_sets/${flat}/ucids`, session: ada });
    expect(ucids.json()).toEqual({ ucids: frozenUcids });
  });

  it('freezes grouped results as groups, with the publications they hold', async () => {
    const now = await searchNow('simplefamily');
    const created = await freeze(ada, {
      name: 'By family',
      source: { from: 'searches', id: search },
      grouped_by: 'simplefamily',
    });
    expect(created.statusCode).toBe(201);
    grouped = created.json().id;
    expect(created.json()).toMatchObject({ hits: now.grouping!.ngroups, publications: now.grouping!.matches });
    const body = (await page(ada, grouped, { rows: 500 })).json();
    expect(body.grouping).toEqual({
      grouped_by: 'simplefamily',
      ngroups: now.grouping!.ngroups,
      matches: now.grouping!.matches,
    });
    expect(body.docs.map((d: Doc) => d.ucid)).toEqual(now.docs.map((d) => d.ucid));
    groupedKeys = body.docs.map((d: Doc) => d.group_key);
    expect(groupedKeys.every((k) => typeof k === 'string' && k !== '')).toBe(true);
  });

  it('still answers the frozen list after documents arrive and one leaves, and compare tells new, gone, unchanged', async () => {
    const before = (await t.request({ method: 'GET', url: `/api/frozen_sets/${flat}`, session: ada })).json();
    const removed = frozenUcids[1]!;
    await changeCorpus([join(DATA, 'uspto-xml/go-uspto'), join(DATA, 'epo-docdb')], [removed]);
    // The server looks at the index's commit on its next search; wait until a search sees the change.
    let now = await searchNow('none');
    for (let tries = 0; now.docs.some((d) => d.ucid === removed) && tries < 50; tries++) now = await searchNow('none');
    const fresh = now.docs.map((d) => d.ucid);
    expect(fresh).not.toContain(removed);
    const arrived = fresh.filter((u) => !frozenUcids.includes(u));
    expect(arrived.length).toBeGreaterThan(0);

    // The set is as it was: record, counts, order, and the deleted publication as a row saying so.
    const after = await t.request({ method: 'GET', url: `/api/frozen_sets/${flat}`, session: ada });
    expect(after.json()).toEqual(before);
    const body = (await page(ada, flat, { rows: 500 })).json();
    expect(body.numFound).toBe(frozenUcids.length);
    expect(body.docs.map((d: Doc) => d.ucid)).toEqual(frozenUcids);
    const gone = body.docs.find((d: Doc) => d.ucid === removed);
    expect(gone).toMatchObject({ frozen_missing: true, frozen_rank: 2 });
    expect(body.docs.filter((d: Doc) => d.frozen_missing)).toHaveLength(1);
    expect(String(body.docs.find((d: Doc) => d.ucid === frozenUcids[0]).publicationdate)).toMatch(/^\d{8}$/);

    const fresh0 = await compare(ada, flat, { part: 'new', rows: 500 });
    expect(fresh0.statusCode).toBe(200);
    const result = fresh0.json();
    expect(result.counts).toEqual({ new: arrived.length, gone: 1, unchanged: frozenUcids.length - 1 });
    expect(result.fresh).toEqual({ hits: now.numFound, publications: now.numFound, truncated: false });
    expect(result.results.numFound).toBe(arrived.length);
    expect(result.results.docs.map((d: Doc) => d.ucid)).toEqual(arrived);
    const goneRows = (await compare(ada, flat, { part: 'gone' })).json().results.docs;
    expect(goneRows.map((d: Doc) => [d.ucid, d.frozen_missing])).toEqual([[removed, true]]);
    const same = (await compare(ada, flat, { part: 'unchanged', start: 0, rows: 500 })).json().results.docs;
    expect(same.map((d: Doc) => d.ucid)).toEqual(frozenUcids.filter((u) => u !== removed));

    // Grouped sets compare by group.
    const byFamily = (await compare(ada, grouped, { part: 'unchanged', rows: 500 })).json();
    const freshFamilies = (await searchNow('simplefamily')).docs.map((d) => d.group_key);
    expect(byFamily.counts.unchanged).toBe(groupedKeys.filter((k) => freshFamilies.includes(k)).length);
    expect(byFamily.counts.new).toBe(freshFamilies.filter((k) => !groupedKeys.includes(k!)).length);
  });

  it('lists, renames and deletes the user’s own sets', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/frozen_sets', session: ada })).json();
    expect(list.data.map((s: { id: number }) => s.id)).toEqual([grouped, flat]);
    const again = await t.request({ method: 'GET', url: `/api/frozen_sets?checksum=${list.checksum}`, session: ada });
    expect(again.json()).toEqual({ checksum: list.checksum, match: true });

    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/frozen_sets/${grouped}`,
      session: ada,
      body: { name: 'Families' },
    });
    expect(renamed.json().name).toBe('Families');
    const blank = await t.request({
      method: 'PATCH',
      url: `/api/frozen_sets/${grouped}`,
      session: ada,
      body: { name: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.fields.name).toEqual(['Give the frozen set a name.']);

    const extra = (await freeze(ada, { name: 'Scratch', source: { from: 'searches', id: search } })).json().id;
    expect((await t.request({ method: 'DELETE', url: `/api/frozen_sets/${extra}`, session: ada })).statusCode).toBe(
      204,
    );
    const gone = await t.request({ method: 'GET', url: `/api/frozen_sets/${extra}`, session: ada });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatchObject({ code: 'NOT_FOUND', message: `You have no frozen result set ${extra}.` });
  });

  it('refuses another user every call on a set, as if it did not exist', async () => {
    const calls = [
      { method: 'GET', url: `/api/frozen_sets/${flat}` },
      { method: 'PATCH', url: `/api/frozen_sets/${flat}`, body: { name: 'Mine now' } },
      { method: 'POST', url: `/api/frozen_sets/${flat}/results`, body: {} },
      { method: 'POST', url: `/api/frozen_sets/${flat}/compare`, body: { part: 'new' } },
      { method: 'GET', url: `/api/frozen_sets/${flat}/ucids` },
      { method: 'DELETE', url: `/api/frozen_sets/${flat}` },
    ] as const;
    for (const call of calls) {
      const response = await t.request({ ...call, session: bob });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await t.request({ method: 'GET', url: '/api/frozen_sets', session: bob })).json().data).toEqual([]);
    // Nor can another user freeze someone else's search: search numbers are per user.
    const theirs = await freeze(bob, { name: 'x', source: { from: 'searches', id: search } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('SEARCH_NOT_FOUND');
    // And the owner's set is untouched.
    expect((await t.request({ method: 'GET', url: `/api/frozen_sets/${flat}`, session: ada })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/frozen_sets' })).statusCode).toBe(401);
  });

  it('refuses a search with more hits than a set can hold, telling the user to narrow it', async () => {
    const broad = await saveSearch(t, ada, 'TAC=(a)');
    const total = (await runSearch(t, ada, broad, { grouped_by: 'none', rows: 0 })).body.numFound;
    expect(total).toBeGreaterThan(CAP);
    const refused = await freeze(ada, {
      name: 'Too many',
      source: { from: 'searches', id: broad },
      grouped_by: 'none',
    });
    expect(refused.statusCode).toBe(422);
    const message = `This list has ${total} documents; a frozen set holds at most ${CAP}. Narrow it or add filters, then freeze it.`;
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { source: [message] },
    });
    const sets = (await t.request({ method: 'GET', url: '/api/frozen_sets', session: ada })).json().data;
    expect(sets.map((s: { name: string }) => s.name)).not.toContain('Too many');
  });

  it('answers bad ids and bodies in the error shape', async () => {
    const word = await t.request({ method: 'GET', url: '/api/frozen_sets/abc', session: ada });
    expect(word.statusCode).toBe(422);
    expect(word.json().error.code).toBe('VALIDATION_FAILED');
    expect(word.json().error.fields.id).toBeDefined();
    const missing = await page(ada, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const noSearch = await freeze(ada, { name: 'x', source: { from: 'searches', id: 99_999 } });
    expect(noSearch.json().error).toMatchObject({ code: 'SEARCH_NOT_FOUND', message: 'You have no search #99999.' });
    const badPart = await compare(ada, flat, { part: 'moved' });
    expect(badPart.statusCode).toBe(422);
    expect(badPart.json().error.fields.part).toEqual(['part must be one of new, gone, unchanged.']);
    const noName = await freeze(ada, { source: { from: 'searches', id: search } });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error.fields.name).toBeDefined();
    const stray = await page(ada, flat, { start: 0, sort: 'score desc' });
    expect(stray.statusCode).toBe(422);
  });
});
