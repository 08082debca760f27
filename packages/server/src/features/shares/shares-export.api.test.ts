// Public share links, what shares.api.test.ts leaves out (issue 19): a shared alert run exported and downloaded
// without a session (the job runner driven by drain, nothing sleeps), cut to the link's field groups and filters and
// kept apart from the sharer's own exports; sorting inside the link's groups only; a folder link's filters held on
// every call; and the leak walk over the export calls.

import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { parseUcid } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuns } from '../../db/alert-tables';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { replaceRunDocuments } from '../alerts/alerts.repository';

let t: TestApp;
let ucids: string[];
let shared: string[];
let owner: { id: number; email: string; session: string };
let folderId: number;
let alertRunKey: string;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await loadDemoCorpus({ writer, directory: dir, count: 8, seed: 11 });
  await writer.close();
  ucids = [...generateDemoCorpus({ seed: 11, count: 8 })].map((d) => d.id);
  shared = ucids.slice(0, 3);

  const organizationId = (await createOrganization(t.db, { name: 'Acme' })).id;
  const user = await createUser(t.db, { organizationId, firstName: 'Olive', lastName: 'Owner' });
  owner = { id: user.id, email: user.email, session: await t.signIn(user) };
  const as = async (method: 'POST', url: string, body: unknown, status: number) => {
    const response = await t.request({ method, url, session: owner.session, body });
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
    return response.json();
  };
  folderId = (await as('POST', '/api/folders', { name: 'Everything' }, 201)).id;
  await as('POST', `/api/folders/${folderId}/patents`, { ucids }, 200);
  const alertId = (
    await as(
      'POST',
      '/api/alerts',
      { type: 1, name: 'Watch', query: 'TAC=(anything)', schedule: { frequency: 'daily' } },
      201,
    )
  ).id;
  alertRunKey = (await as('POST', `/api/alerts/${alertId}/run`, undefined, 202)).key;
  // The run's own job runs first; then its result set is made the shared documents, as a finished run's would be.
  await t.ctx.jobs.drain();
  const [run] = await t.db.select().from(alertRuns).where(eq(alertRuns.key, alertRunKey));
  await replaceRunDocuments(t.db, run!.id, shared);
  await t.db.update(alertRuns).set({ status: 'finished', count: shared.length }).where(eq(alertRuns.id, run!.id));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Link = { id: number; key: string };

async function makeLink(path: string, body: unknown = {}): Promise<Link> {
  const response = await t.request({ method: 'POST', url: `/api/share/${path}`, session: owner.session, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function visit(method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.request({ method, url, ...(body === undefined ? {} : { body }) });
}

const docsOf = (response: { json: () => { docs: { ucid: string }[] } }) => response.json().docs.map((d) => d.ucid);

/** Every body a visitor got, for the leak walk at the end. */
const bodies: string[] = [];

describe('a shared alert run’s export', () => {
  it('queues once, answers 409 until written, then downloads only the run’s documents and the link’s fields', async () => {
    const link = await makeLink(`alert_runs/${alertRunKey}`, { fields: ['long_text'], display_name: 'Counsel' });
    const url = `/api/public/share/${link.key}/exports/json`;
    const none = await visit('GET', `${url}/download`);
    expect(none.statusCode).toBe(404);
    const queued = await visit('GET', `${url}/queue`);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'pending', format: 'json', source_type: 'alert_run' });
    expect(queued.json()).not.toHaveProperty('id');
    const again = await visit('GET', `${url}/queue`);
    expect(again.json().created_at).toBe(queued.json().created_at);
    const early = await visit('GET', `${url}/download`);
    expect(early.statusCode).toBe(409);
    // The sharer's own run export is not the link's: they have none in json yet.
    const ownBefore = await t.request({
      method: 'GET',
      url: `/api/alert_runs/${alertRunKey}/exports/json/download`,
      session: owner.session,
    });
    expect(ownBefore.statusCode).toBe(404);

    await t.ctx.jobs.drain();
    const finished = await visit('GET', `${url}/queue`);
    expect(finished.json()).toMatchObject({ status: 'finished', written: shared.length, total: shared.length });
    const file = await visit('GET', `${url}/download`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="Alert_Watch_[\w-]+\.json"/);
    const parsed = JSON.parse(file.body) as {
      export: { exported_by: string; query: string | null; fields: { id: string; group: string }[] };
      documents: Record<string, unknown>[];
    };
    expect(parsed.documents.map((d) => d.ucid).sort()).toEqual([...shared].sort());
    const groups = new Set(parsed.export.fields.map((f) => f.group));
    expect([...groups].sort()).toEqual(['general', 'long_text']);
    const general = parsed.export.fields.filter((f) => f.group === 'general').map((f) => f.id);
    expect(
      general.every((id) =>
        ['publication_number', 'title', 'document_url', 'country', 'kind_code', 'publication_date'].includes(id),
      ),
    ).toBe(true);
    expect(parsed.export.fields.map((f) => f.id)).toContain('abstract');
    expect(parsed.export.exported_by).toBe('Shared link (Counsel)');
    expect(parsed.export.query).toBeNull();
    for (const doc of parsed.documents) {
      expect(doc).not.toHaveProperty('inventors');
      expect(doc).not.toHaveProperty('cpc');
    }
    bodies.push(none.body, queued.body, again.body, early.body, finished.body, file.body);

    // The sharer's own export of the run is a separate one, with their default fields.
    const own = await t.request({
      method: 'GET',
      url: `/api/alert_runs/${alertRunKey}/exports/json/queue`,
      session: owner.session,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().status).toBe('pending');
    // …and the link still answers its own finished file.
    expect((await visit('GET', `${url}/queue`)).json().status).toBe('finished');
    await t.ctx.jobs.drain();
  });

  it('writes a csv of the run for a link showing every field', async () => {
    const link = await makeLink(`alert_runs/${alertRunKey}`);
    const url = `/api/public/share/${link.key}/exports/csv`;
    expect((await visit('GET', `${url}/queue`)).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const file = await visit('GET', `${url}/download`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    // Long text fields span lines inside their quotes: the documents are told by their numbers.
    for (const ucid of shared) expect(file.body).toContain(parseUcid(ucid)!.serial);
    // Other documents may be named as family members or citations; the json test checks the document list itself.
    expect(file.body).not.toContain('Custom field values');
    expect(file.body).not.toContain('Comments');
    bodies.push(file.body);
  });

  it('refuses an unknown key (404), an unknown format (422), another kind of link (422), a revoked link (410)', async () => {
    const unknown = 'C'.repeat(32);
    for (const suffix of ['queue', 'download']) {
      const response = await visit('GET', `/api/public/share/${unknown}/exports/csv/${suffix}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('SHARE_NOT_FOUND');
      bodies.push(response.body);
    }
    const link = await makeLink(`alert_runs/${alertRunKey}`);
    const format = await visit('GET', `/api/public/share/${link.key}/exports/exe/queue`);
    expect(format.statusCode).toBe(422);
    const folderLink = await makeLink(`folder/${folderId}`);
    const kind = await visit('GET', `/api/public/share/${folderLink.key}/exports/csv/queue`);
    expect(kind.statusCode).toBe(422);
    expect((await visit('GET', `/api/public/share/${link.key}/exports/csv/queue`)).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect((await visit('GET', `/api/public/share/${link.key}/exports/csv/download`)).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/api/share_links/${link.id}`, session: owner.session });
    expect(revoked.statusCode).toBe(200);
    for (const suffix of ['queue', 'download']) {
      const response = await visit('GET', `/api/public/share/${link.key}/exports/csv/${suffix}`);
      expect(response.statusCode).toBe(410);
      expect(response.json().error.code).toBe('SHARE_EXPIRED');
      bodies.push(response.body);
    }
    bodies.push(format.body, kind.body);
  });
});

describe('sorting and filtering a link', () => {
  it('sorts only by fields of the link’s groups (relevance and publication date always)', async () => {
    const link = await makeLink(`folder/${folderId}`, { fields: ['long_text'] });
    const page = (sort: string) =>
      visit('POST', `/api/patents/public/search/${link.key}`, { sort, grouped_by: 'none' });
    expect((await page('publicationdate desc')).statusCode).toBe(200);
    expect((await page('score desc')).statusCode).toBe(200);
    expect((await page('claimscount desc')).statusCode).toBe(200);
    const refused = await page('applicationdate asc');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('applicationdate');
    expect(refused.json().error.fields).toHaveProperty('sort');
    expect((await page('publicationdate desc, familysize desc')).statusCode).toBe(422);
    const open = await makeLink(`folder/${folderId}`);
    const any = await visit('POST', `/api/patents/public/search/${open.key}`, { sort: 'familysize desc' });
    expect(any.statusCode).toBe(200);
  });

  it('holds a folder link’s filters and grouping on every call; the visitor only narrows them', async () => {
    const country = parseUcid(ucids[0]!)!.country;
    const expected = ucids.filter((u) => parseUcid(u)!.country === country).sort();
    const link = await makeLink(`folder/${folderId}`, {
      filters: { filtersToApply: { country: [country] } },
      grouping: 'none',
    });
    const info = await visit('GET', `/api/public/share/${link.key}`);
    expect(info.json().grouping).toBe('none');
    const page = await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 50 });
    expect(page.statusCode, page.body).toBe(200);
    expect(docsOf(page).sort()).toEqual(expected);
    const other = ucids.map((u) => parseUcid(u)!.country).find((c) => c !== country);
    if (other) {
      const widened = await visit('POST', `/api/patents/public/search/${link.key}`, {
        filters: { filtersToApply: { country: [other] } },
      });
      expect(widened.statusCode).toBe(422);
    }
    const excluded = await visit('POST', `/api/patents/public/search/${link.key}`, {
      rows: 50,
      filters: { filtersToExclude: { country: [country] } },
    });
    expect(excluded.statusCode).toBe(200);
    expect(docsOf(excluded)).toEqual([]);
    const left = ucids.find((u) => parseUcid(u)!.country !== country);
    const browse = (ucid: string) =>
      visit('POST', '/api/patents/public/search/browse', { key: link.key, type: 'shared_folder', ucid });
    expect((await browse(expected[0]!)).statusCode).toBe(200);
    if (left) expect((await browse(left)).statusCode).toBe(404);
    bodies.push(page.body, excluded.body);
  });

  it('holds an alert-run link’s filters in its pages', async () => {
    const country = parseUcid(shared[0]!)!.country;
    const expected = shared.filter((u) => parseUcid(u)!.country === country).sort();
    const link = await makeLink(`alert_runs/${alertRunKey}`, { filters: { filtersToApply: { country: [country] } } });
    const page = await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 50, grouped_by: 'none' });
    expect(page.statusCode, page.body).toBe(200);
    expect(docsOf(page).sort()).toEqual(expected);
  });
});

describe('what the export calls reveal', () => {
  it('names no e-mail and no user id in any answer', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) {
      expect(body).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
      expect(body).not.toContain(owner.email);
      expect(body).not.toContain('Olive');
      expect(body).not.toMatch(new RegExp(`"(user_id|owner_id|created_by|userId|createdBy)":\\s*${owner.id}\\b`));
      expect(body).not.toContain('TAC=(anything)');
    }
  });
});
