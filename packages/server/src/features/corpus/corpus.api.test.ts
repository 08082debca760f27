import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import {
  acquireIndexWriteLock,
  finishUnlinkedIndex,
  fromEngineDocument,
  ingestPaths,
  loadDemoCorpus,
  patentIndexPath,
  toEngineDocument,
} from '@app/ingest';
import { SYNTHETIC_DEMO_LABEL } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../jobs/jobs.repository';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { FOLDER_ADD_RESULTS_JOB_KIND } from '../folder-add-results/folder-add-results';

const DATA = join(import.meta.dirname, '../../../../../../shared/data');
const EP_FILE = join(DATA, 'ep-fulltext/go-epo-eps/grant/v1-5-B1.xml');

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  // Jobs run only when the test drains the queue, so every step is deterministic.
  t = await buildTestApp({ runJobs: false });
  admin = await t.signIn(await createUser(t.db, { is_admin: true }));
  member = await t.signIn(await createUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

function upload(body: Buffer | string, options: { name?: string; session?: string; type?: string } = {}) {
  const { name = 'upload.xml', session = admin, type = 'application/octet-stream' } = options;
  return t.request({
    method: 'POST',
    url: `/api/admin/ingest${name === '' ? '' : `?name=${encodeURIComponent(name)}`}`,
    session,
    headers: { 'content-type': type },
    payload: body as string,
  });
}

async function corpus() {
  const response = await t.request({ method: 'GET', url: '/api/corpus', session: member });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function job(id: string) {
  const response = await t.request({ method: 'GET', url: `/api/admin/jobs/${id}`, session: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/corpus', () => {
  it('needs a session, and says an untouched index is empty and not synthetic', async () => {
    expect((await t.request({ method: 'GET', url: '/api/corpus' })).statusCode).toBe(401);
    expect(await corpus()).toEqual({ documents: 0, synthetic: false, label: null, generation: 0, linked: true });
  });

  it('says when an interrupted ingest left documents waiting to be linked, until they are linked', async () => {
    const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    const family = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio');
    await ingestPaths([family], { writer, directory: dir });
    // As an ingest killed between writing and linking left it: the documents without their links, marked so.
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    const ucids: string[] = [];
    for (const segment of searcher.segments) {
      for (let d = 0; d < segment.maxDoc; d++) {
        if (segment.isDeleted(d)) continue;
        const { familydata: _, ...unlinked } = fromEngineDocument(segment.document(d));
        await writer.updateDocument(toEngineDocument(unlinked));
        ucids.push(segment.ucid(d));
      }
    }
    await writer.commit({ ingest: 'read' });
    expect(await corpus()).toMatchObject({ documents: 5, linked: false });

    expect(await finishUnlinkedIndex(dir, writer)).toBe(5);
    expect(await corpus()).toMatchObject({ documents: 5, linked: true });
    const relinked = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(relinked.search({ query: 'CC=(EP OR US OR CA)', rows: 0, groupBy: 'simplefamily' }).grouping).toMatchObject({
      numGroups: 1,
      numDocs: 5,
    });
    for (const ucid of ucids) await writer.deleteDocument(ucid);
    await writer.commit({});
    await writer.close();
  });

  it('labels the demo corpus as synthetic', async () => {
    const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await loadDemoCorpus({ writer, directory: dir, count: 40 });
    await writer.close();
    const status = await corpus();
    expect(status).toMatchObject({ documents: 40, synthetic: true, label: SYNTHETIC_DEMO_LABEL });
    expect(status.generation).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/ingest', () => {
  it('is for administrators only, checked on the server', async () => {
    const refused = await upload('<x/>', { session: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await t.request({ method: 'POST', url: '/api/admin/ingest?name=a.xml', payload: 'x' })).statusCode).toBe(
      401,
    );
    expect((await t.request({ method: 'GET', url: '/api/admin/jobs', session: member })).statusCode).toBe(403);
  });

  it("never shows an administrator a user's own job, whatever its organisation", async () => {
    const owner = await createUser(t.db);
    const folderJob = await createJob(t.db, {
      kind: FOLDER_ADD_RESULTS_JOB_KIND,
      payload: { folderId: 1, searchNumber: 3 },
      createdBy: owner.id,
      runAt: new Date(),
    });
    const url = `/api/admin/jobs/${folderJob.publicId}`;
    const response = await t.request({ method: 'GET', url, session: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: `There is no job ${folderJob.publicId}.`,
    });
    expect(JSON.stringify(response.json())).not.toContain('searchNumber');
    const missing = await t.request({ method: 'GET', url: `/api/admin/jobs/${randomUUID()}`, session: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a missing name, an empty file and a non-binary body with clear errors, and queues nothing', async () => {
    const noName = await upload('<x/>', { name: '' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error.fields.name).toEqual(['Give the file name as ?name=.']);
    const empty = await upload('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The uploaded file is empty.',
      fields: { file: ['The uploaded file is empty.'] },
    });
    expect((await upload('<x/>', { type: 'text/xml' })).statusCode).toBe(415);
    const json = await upload('{"documents":[]}', { type: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the file as application/octet-stream.',
    });
    const list = await t.request({ method: 'GET', url: '/api/admin/jobs', session: admin });
    expect(list.json()).toEqual([]);
    // Nothing half-uploaded is left behind.
    expect(await readdir(join(t.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('fails a job that reads no document, saying why, and keeps the demo corpus', async () => {
    const before = await corpus();
    expect(before).toMatchObject({ documents: 40, synthetic: true });
    const garbage = (await upload(Buffer.from([0, 1, 2, 3, 255, 254, 0, 7, 8]), { name: 'garbage.bin' })).json();
    expect(await t.ctx.jobs.drain()).toBe(1);
    const failed = await job(garbage.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^No patent document was read from "garbage.bin", so the index is unchanged: 1 × /);
    expect(failed.error).toMatch(/binary file \(…\): not text in any format we read/);
    expect(await corpus()).toEqual(before);
  });

  it('ingests an uploaded EP document as a background job, replacing the demo corpus, with progress and a summary', async () => {
    const accepted = await upload(await readFile(EP_FILE), { name: 'v1-5-B1.xml' });
    expect(accepted.statusCode).toBe(202);
    const queued = accepted.json();
    expect(queued).toMatchObject({ kind: 'ingest', status: 'queued', title: 'v1-5-B1.xml', attempts: 0 });
    expect(await t.ctx.jobs.drain()).toBe(1);
    const done = await job(queued.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      error: null,
      result: { name: 'v1-5-B1.xml', summary: { read: 1, added: 1, updated: 0, failed: 0, demoRemoved: 40 } },
    });
    expect(done.result.summary.byFormat).toEqual({ 'ep-patent-document': { documents: 1, failed: 0 } });
    expect(done.progress.fraction).toBe(1);
    expect(await corpus()).toMatchObject({ documents: 1, synthetic: false, label: null });
    // The upload is removed once its documents are in the index.
    expect(await readdir(join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('reports a bad file as a failed document, and re-ingesting the same document updates it', async () => {
    const junk = await upload('<?xml version="1.0"?><ep-patent-document id="EP1" country="EP"><SDOBI>', {
      name: 'truncated.xml',
    });
    const again = await upload(await readFile(EP_FILE), { name: 'again.xml' });
    await t.ctx.jobs.drain();
    const junkDone = await job(junk.json().id);
    expect(junkDone.status).toBe('failed');
    expect(junkDone.error).toMatch(
      /^No patent document was read from "truncated.xml", so the index is unchanged: 1 × /,
    );
    expect((await job(again.json().id)).result.summary).toMatchObject({ read: 1, added: 0, updated: 1 });
    expect((await corpus()).documents).toBe(1);
  });

  it('waits while another process writes the index, then runs', async () => {
    const lock = await acquireIndexWriteLock(t.dataDir);
    const queued = (await upload(await readFile(EP_FILE), { name: 'busy.xml' })).json();
    try {
      await t.ctx.jobs.drain();
      const waiting = await job(queued.id);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
      expect(waiting.error).toMatch(/being written by another process/);
    } finally {
      await lock.release();
    }
    t.clock.advanceSeconds(15);
    await t.ctx.jobs.drain();
    expect(await job(queued.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('lists jobs newest first and answers 404 and 422 for unknown and malformed ids', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/admin/jobs', session: admin })).json();
    expect(list.map((j: { title: string }) => j.title)).toEqual([
      'busy.xml',
      'again.xml',
      'truncated.xml',
      'v1-5-B1.xml',
      'garbage.bin',
    ]);
    const unknown = randomUUID();
    const missing = await t.request({ method: 'GET', url: `/api/admin/jobs/${unknown}`, session: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(`There is no job ${unknown}.`);
    // The row numbers of the jobs above are 1, 2, 3 …; the API takes none of them, nor anything else but a UUID.
    for (const malformed of ['1', '2', 'abc', unknown.slice(0, -1)]) {
      const response = await t.request({ method: 'GET', url: `/api/admin/jobs/${malformed}`, session: admin });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toEqual({ id: ['The job id must be a UUID.'] });
    }
  });
});
