import { FsDirectory, IndexWriter, MAX_ROWS as LARGEST_ENGINE_PAGE, PATENT_SCHEMA } from '@app/engine';
import { patentIndexPath } from '@app/ingest';
import { QUERY_LIMITS } from '@app/query';
import { DEFAULT_FOLDER_LIMIT, MAX_ROWS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { insertFolderPatents } from '../folder-access/folder-patents.repository';

// A folder configured to hold more patents than the engine's largest page and than a query may name terms: it runs,
// pages to its end and counts exactly, because a folder run limits the search by a set of documents rather than by
// a `PN=(…)` query, and adding all its patents to another folder reads them page by page.

/** The organisation's folder limit here, above the default and every other limit of 10,000. */
const FOLDER_LIMIT = 25_000;
/** Patents in the folder: more than a page of the engine and than a query's terms. */
const HELD = 12_000;
const INSERT_CHUNK = 2_000;

let t: TestApp;
let session: string;
let folder: number;
let ucids: string[];

const ucidOf = (i: number) => `EP-${2_000_000 + i}-A1`;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  // Generated documents written straight into the index: half about solar cells, one year in ten without a date.
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  for (let i = 0; i < HELD + 100; i++) {
    await writer.addDocument({
      ucid: ucidOf(i),
      publicationnumber: `EP${2_000_000 + i}A1`,
      titles: i % 2 === 0 ? 'solar cell' : 'wind turbine',
      country: 'EP',
      ...(i % 10 === 9 ? {} : { publicationdate: 20000101 + (i % 20) * 10_000 }),
    });
  }
  await writer.commit();
  await writer.close();

  const org = await createOrganization(t.db);
  await t.db.update(organizations).set({ folderLimit: FOLDER_LIMIT, folderWarning: FOLDER_LIMIT });
  const user = await createUser(t.db, { organizationId: org.id });
  session = await t.signIn(user);
  folder = await newFolder('Large');
  ucids = Array.from({ length: HELD }, (_, i) => ucidOf(i));
  // Straight through the repository: an add through the API checks each ucid against the index, which is slow here.
  for (let i = 0; i < ucids.length; i += INSERT_CHUNK)
    await insertFolderPatents(t.db, folder, ucids.slice(i, i + INSERT_CHUNK), user.id, new Date());
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function newFolder(name: string): Promise<number> {
  const made = await t.request({ method: 'POST', url: '/api/folders', session, body: { name } });
  expect(made.statusCode).toBe(201);
  return made.json().id;
}

async function runFolder(id: number, payload: Record<string, unknown>) {
  const response = await t.request({ method: 'POST', url: `/api/patents/folders/${id}`, session, body: payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a folder larger than a page', () => {
  it('is set up past every limit of 10,000', () => {
    expect(FOLDER_LIMIT).toBeGreaterThan(DEFAULT_FOLDER_LIMIT);
    expect(HELD).toBeGreaterThan(LARGEST_ENGINE_PAGE);
    expect(HELD).toBeGreaterThan(QUERY_LIMITS.maxTerms);
  });

  it('runs and counts every patent exactly, its own facets included', async () => {
    const all = await runFolder(folder, { grouped_by: 'none', rows: 0 });
    expect(all.numFound).toBe(HELD);
    expect(all.facets.ratings).toEqual({ buckets: [{ value: 'unrated', count: HELD }], other: 0, missing: 0 });
    expect(all.facets.labels).toEqual({ buckets: [], other: 0, missing: HELD });
    expect(all.facets.country.buckets).toEqual([{ value: 'EP', count: HELD }]);
    expect(all.facets.publicationdate.missing).toBe(HELD / 10);

    const solar = await runFolder(folder, { grouped_by: 'none', rows: 0, q: 'TI=solar' });
    expect(solar.numFound).toBe(HELD / 2);
    expect(solar.facets.ratings.buckets).toEqual([{ value: 'unrated', count: HELD / 2 }]);
  });

  it('pages to its end: every patent exactly once, and a page past the end is empty', async () => {
    const seen: string[] = [];
    for (let start = 0; start < HELD; start += MAX_ROWS) {
      const page = await runFolder(folder, { grouped_by: 'none', rows: MAX_ROWS, start, fl: 'ucid', facets: [] });
      expect(page.numFound).toBe(HELD);
      seen.push(...page.docs.map((d: { ucid: string }) => d.ucid));
    }
    expect(seen).toHaveLength(HELD);
    expect(new Set(seen)).toEqual(new Set(ucids));
    const after = await runFolder(folder, { grouped_by: 'none', rows: 10, start: HELD, facets: [] });
    expect(after).toMatchObject({ numFound: HELD, docs: [] });
  });

  it('adds all its patents to another folder, page after page', { timeout: 300_000 }, async () => {
    const copy = await newFolder('Copy');
    const queued = await t.request({
      method: 'POST',
      url: `/api/folders/${copy}/patents/results`,
      session,
      body: { from: 'folders', id: folder },
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(await t.ctx.jobs.drain()).toBe(1);
    const job = (await t.request({ method: 'GET', url: `/api/jobs/${queued.json().id}`, session })).json();
    expect(job).toMatchObject({ status: 'succeeded', result: { added: HELD, count: HELD } });
    expect((await runFolder(copy, { grouped_by: 'none', rows: 0, facets: [] })).numFound).toBe(HELD);
  });
});
