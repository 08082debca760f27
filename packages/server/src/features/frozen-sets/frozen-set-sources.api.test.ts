import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { parse, parsedView } from '@app/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { DATA } from '../search/search-test-support';

// "Freeze" on any result list (issue 22 item 5): a folder's patents, the patent list and an alert run's results are
// frozen as their screens show them, stay exactly as frozen while the list changes, and compare with the list as it
// is now. Real index, database and job runner; the clock is set so the alert run's period holds the ingest.

let t: TestApp;
let ada: string;
let bob: string;
let adaId: number;
let adaUser: Awaited<ReturnType<typeof createUser>>;
let bobUser: Awaited<ReturnType<typeof createUser>>;

type Doc = { ucid: string; frozen_missing?: boolean };
type Answer = Awaited<ReturnType<TestApp['request']>>;

const call = (session: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<Answer> =>
  t.request({ method, url, session, ...(body === undefined ? {} : { body }) });

async function ok(answer: Promise<Answer>, status = 200) {
  const response = await answer;
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  return response.json();
}

/** Every hit of a collection's results call (the screen's own), with the options given. */
async function listNow(url: string, options: Record<string, unknown> = {}): Promise<string[]> {
  const body = await ok(call(ada, 'POST', url, { rows: 500, fl: ['ucid'], facets: [], ...options }));
  return body.docs.map((d: Doc) => d.ucid);
}

const freeze = (session: string, body: Record<string, unknown>) => call(session, 'POST', '/api/frozen_sets', body);
const frozenUcids = async (id: number) => (await ok(call(ada, 'GET', `/api/frozen_sets/${id}/ucids`))).ucids;
const compare = (id: number, part: string) =>
  call(ada, 'POST', `/api/frozen_sets/${id}/compare`, { part, rows: 500, fl: ['ucid'] });

let epUcids: string[];

beforeAll(async () => {
  t = await buildTestApp({ searchThreads: 1 });
  t.clock.set(new Date('2026-03-01T00:00:00Z'));
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await ingestPaths([join(DATA, 'ep-fulltext')], { writer, directory: dir, ingestedAt: '2026-03-01T03:00:00.000Z' });
  await writer.close();
  t.ctx.patents.invalidate();
  const org = await createOrganization(t.db);
  adaUser = await createUser(t.db, { organizationId: org.id });
  adaId = adaUser.id;
  ada = await t.signIn(adaUser);
  bobUser = await createUser(t.db, { organizationId: org.id });
  bob = await t.signIn(bobUser);
  const all = await ok(
    call(ada, 'POST', '/api/patents/search/browse', { q: 'CC=EP', rows: 500, fl: ['ucid'], facets: [] }),
  );
  epUcids = all.docs.map((d: Doc) => d.ucid).sort();
  expect(epUcids.length).toBeGreaterThan(8);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('freezing a folder', () => {
  let folder: number;
  let set: number;
  let kept: string[];

  it('keeps the folder’s patents as the screen shows them, with its sub-query and filters', async () => {
    folder = (await ok(call(ada, 'POST', '/api/folders', { name: 'Opinion 7' }), 201)).id;
    await ok(call(ada, 'POST', `/api/folders/${folder}/patents`, { ucids: epUcids.slice(0, 6) }));
    const url = `/api/patents/folders/${folder}`;
    const options = { grouped_by: 'none', sort: 'publicationdate desc, score desc', q: 'TAC=(a OR the)' };
    kept = await listNow(url, options);
    expect(kept.length).toBeGreaterThan(0);

    const created = await ok(
      freeze(ada, { name: 'Folder as of today', source: { from: 'folders', id: folder }, ...options }),
      201,
    );
    set = created.id;
    expect(created).toMatchObject({
      source: { from: 'folders', id: folder, label: 'folder “Opinion 7”' },
      query: 'TAC=(a OR the)',
      parsed_query: parsedView(parse('TAC=(a OR the)').ast!).parenthesised,
      query_index: null,
      options: { grouped_by: 'none', sort: 'publicationdate desc, score desc', q: 'TAC=(a OR the)' },
      hits: kept.length,
      publications: kept.length,
    });
    expect(await frozenUcids(set)).toEqual(kept);
  });

  it('stays as frozen when the folder changes, and compare tells what the folder has now', async () => {
    const removed = kept[0]!;
    await ok(call(ada, 'POST', `/api/folders/${folder}/patents/remove`, { ucids: [removed] }));
    await ok(call(ada, 'POST', `/api/folders/${folder}/patents`, { ucids: epUcids.slice(6) }));
    const now = await listNow(`/api/patents/folders/${folder}`, {
      grouped_by: 'none',
      sort: 'publicationdate desc, score desc',
      q: 'TAC=(a OR the)',
    });
    const arrived = now.filter((u) => !kept.includes(u));
    expect(arrived.length).toBeGreaterThan(0);

    expect(await frozenUcids(set)).toEqual(kept);
    const fresh = await ok(compare(set, 'new'));
    expect(fresh.counts).toEqual({ new: arrived.length, gone: 1, unchanged: kept.length - 1 });
    expect(fresh.results.docs.map((d: Doc) => d.ucid)).toEqual(arrived);
    const gone = await ok(compare(set, 'gone'));
    // The publication left the folder, not the corpus: it is gone from the list, not missing from the index.
    expect(gone.results.docs.map((d: Doc) => [d.ucid, d.frozen_missing ?? false])).toEqual([[removed, false]]);
  });

  it('refuses a folder the caller cannot see, as the folder itself does', async () => {
    const refused = await freeze(bob, { name: 'Not mine', source: { from: 'folders', id: folder } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('FOLDER_NOT_FOUND');
    expect((await ok(call(bob, 'GET', '/api/frozen_sets'))).data).toEqual([]);
  });

  it('keeps the set when the folder is deleted; compare then says there is nothing to run', async () => {
    await ok(call(ada, 'DELETE', `/api/folders/${folder}`));
    expect(await frozenUcids(set)).toEqual(kept);
    const page = await ok(call(ada, 'POST', `/api/frozen_sets/${set}/results`, { rows: 500 }));
    expect(page.docs.map((d: Doc) => d.ucid)).toEqual(kept);
    const refused = await compare(set, 'new');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatchObject({
      code: 'FOLDER_NOT_FOUND',
      message:
        'The folder “Opinion 7” this set was frozen from is gone or no longer open to you, so there is no fresh run to compare with. The frozen set itself is kept.',
    });
  });
});

describe('freezing the patent list', () => {
  it('keeps the list grouped by family, and compare sees a patent taken off it', async () => {
    await ok(call(ada, 'POST', '/api/listed_patents/bulk_add', { ucids: epUcids.slice(0, 5) }));
    const url = `/api/patents/listed_patents/${adaId}`;
    const families = await ok(call(ada, 'POST', url, { rows: 500, fl: ['ucid'], grouped_by: 'simplefamily' }));
    const created = await ok(
      freeze(ada, { name: 'My list', source: { from: 'listed_patents' }, grouped_by: 'simplefamily' }),
      201,
    );
    expect(created).toMatchObject({
      source: { from: 'listed_patents', id: null, label: 'your patent list' },
      query: '',
      parsed_query: '',
      hits: families.grouping.ngroups,
      publications: families.grouping.matches,
      families: families.grouping.ngroups,
    });
    expect(await frozenUcids(created.id)).toEqual(families.docs.map((d: Doc) => d.ucid));

    await ok(call(ada, 'POST', '/api/listed_patents/bulk_delete', { ucids: [epUcids[0]!] }));
    const result = await ok(compare(created.id, 'gone'));
    expect(result.counts.new).toBe(0);
    expect(result.counts.gone + result.counts.unchanged).toBe(families.grouping.ngroups);
    expect(result.counts.gone).toBeGreaterThanOrEqual(1);
  });
});

describe('freezing an alert run', () => {
  it('keeps the run’s results, named by the alert and its period', async () => {
    const alert = await ok(
      call(ada, 'POST', '/api/alerts', {
        type: 1,
        name: 'New EP',
        query: 'CC=EP',
        schedule: { frequency: 'daily', hour: 6 },
      }),
      201,
    );
    t.clock.set(new Date('2026-03-01T07:00:00Z'));
    // Days pass in a test's instant: past the session's idle limit, so sign in again.
    ada = await t.signIn(adaUser);
    bob = await t.signIn(bobUser);
    const run = await ok(call(ada, 'POST', `/api/alerts/${alert.id}/run`), 202);
    await t.ctx.jobs.drain();
    const shown = await listNow(`/api/alert_runs/${run.key}/results`, { grouped_by: 'none' });
    expect(shown.length).toBeGreaterThan(0);

    const created = await ok(
      freeze(ada, { name: 'Run of 1 March', source: { from: 'alerts', id: run.key }, grouped_by: 'none' }),
      201,
    );
    expect(created.source).toMatchObject({ from: 'alerts', id: run.key });
    expect(created.source.label).toMatch(/^alert “New EP”, run of \d{4}-\d\d-\d\d – 2026-03-01$/);
    expect(await frozenUcids(created.id)).toEqual(shown);
    expect((await ok(compare(created.id, 'unchanged'))).counts).toEqual({ new: 0, gone: 0, unchanged: shown.length });

    const theirs = await freeze(bob, { name: 'x', source: { from: 'alerts', id: run.key } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('ALERT_RUN_NOT_FOUND');
  });
});

describe('the source of a freeze', () => {
  it('is checked, with a message that says what is expected', async () => {
    const expected =
      'source must be {from: "searches", id: search number}, {from: "folders", id: folder id}, {from: "listed_patents"} or {from: "alerts", id: alert run key}.';
    const cases = [
      [undefined, 'source'],
      ['searches', 'source'],
      [{ from: 'workspaces', id: 1 }, 'source.from'],
    ] as const;
    for (const [source, field] of cases) {
      const refused = await freeze(ada, { name: 'x', ...(source === undefined ? {} : { source }) });
      expect(refused.statusCode, JSON.stringify(source)).toBe(422);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      expect(refused.json().error.fields[field]).toEqual([expected]);
    }
    const noId = await freeze(ada, { name: 'x', source: { from: 'folders' } });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().error.fields['source.id']).toEqual(['A folder is named by its id.']);
    const badKey = await freeze(ada, { name: 'x', source: { from: 'alerts', id: 'not-a-key' } });
    expect(badKey.json().error.fields['source.id']).toEqual(['An alert run key is a UUID.']);
    const extra = await freeze(ada, { name: 'x', source: { from: 'listed_patents', id: 3 } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error.fields['source.id']).toEqual(['This field is not allowed.']);
  });
});
