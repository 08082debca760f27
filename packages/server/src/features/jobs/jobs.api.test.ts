import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/errors';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';
import { jobs } from '../../db/schema';
import { getJobByPublicId } from '../../jobs/jobs.repository';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';

// Background jobs are named in the API by a random UUID, not by their row number, so nobody can read someone else's
// job by counting from their own; and whoever guesses or is handed an id still sees only what is theirs.

/** A version 4 UUID as the API writes it (lower case). */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let session: Record<string, string>;
let folder: number;
let search: number;

beforeAll(async () => {
  // Jobs run only when a test drains the queue; these tests only look at queued jobs.
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const org = (await createOrganization(t.db)).id;
  const other = (await createOrganization(t.db)).id;
  const people = {
    ada: { organizationId: org },
    bob: { organizationId: org },
    boss: { organizationId: org, is_admin: true },
    eve: { organizationId: other, is_admin: true },
  };
  session = {};
  for (const [name, options] of Object.entries(people)) {
    session[name] = await t.signIn(await createUser(t.db, { ...options, firstName: name }));
  }
  const created = await call('ada', 'POST', '/api/folders', { name: 'Secret project' });
  expect(created.statusCode).toBe(201);
  folder = created.json().id;
  const saved = await call('ada', 'POST', '/api/searches', { query: 'TAC=(method)', type: 'commandline' });
  expect(saved.statusCode).toBe(200);
  search = saved.json().query_index;
});
afterAll(async () => {
  await t?.close();
});

function call(who: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.request({ method, url, session: session[who]!, ...(body === undefined ? {} : { body }) });
}

/** Ada queues the add of every result of her search to her folder, as the SPA does; the answer is the job. */
async function queueJob(): Promise<{ id: string; title: string }> {
  const queued = await call('ada', 'POST', `/api/folders/${folder}/patents/results`, { from: 'searches', id: search });
  expect(queued.statusCode).toBe(202);
  return queued.json();
}

/** A 404 that says nothing about the job: no title, folder, kind or status. */
function expectNothingShown(response: Awaited<ReturnType<typeof call>>, job: { id: string; title: string }) {
  expect(response.statusCode).toBe(404);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe('NOT_FOUND');
  for (const secret of [job.title, 'Secret project', 'folder.add_results', 'queued']) {
    expect(response.body).not.toContain(secret);
  }
}

describe('GET /api/jobs/{id} and GET /api/admin/jobs/{id}', () => {
  it("answers a job's owner, and nobody else: not a colleague, not an administrator of either organisation", async () => {
    const job = await queueJob();
    const own = await call('ada', 'GET', `/api/jobs/${job.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: job.id, kind: 'folder.add_results', status: 'queued', title: job.title });

    expectNothingShown(await call('bob', 'GET', `/api/jobs/${job.id}`), job);
    for (const admin of ['eve', 'boss']) {
      expectNothingShown(await call(admin, 'GET', `/api/jobs/${job.id}`), job);
      expectNothingShown(await call(admin, 'GET', `/api/admin/jobs/${job.id}`), job);
    }
    // The administrators' list holds only ingest jobs, so it does not give the id away either.
    for (const admin of ['eve', 'boss']) {
      const list = await call(admin, 'GET', '/api/admin/jobs');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(job.id);
    }
  });

  it('names jobs by random UUIDs, not by consecutive numbers, and takes nothing else in the path', async () => {
    const first = await queueJob();
    const second = await queueJob();
    for (const job of [first, second]) expect(job.id).toMatch(UUID_V4);
    expect(second.id).not.toBe(first.id);
    const asNumber = (id: string) => BigInt(`0x${id.replaceAll('-', '')}`);
    const gap = asNumber(second.id) - asNumber(first.id);
    expect(gap).not.toBe(1n);
    expect(gap).not.toBe(-1n);

    // The rows behind them are numbered one after the other; that number is nowhere in the answer, and the path
    // does not take it (422, as for any malformed id), so counting leads nowhere.
    const rows = await Promise.all([first, second].map((job) => getJobByPublicId(t.db, job.id)));
    expect(rows[1]!.id - rows[0]!.id).toBe(1);
    const answer = (await call('ada', 'GET', `/api/jobs/${second.id}`)).json();
    expect(answer.id).toBe(second.id);
    expect(Object.keys(answer).filter((key) => /id/i.test(key))).toEqual(['id']);
    for (const malformed of [String(rows[1]!.id), String(rows[0]!.id), 'abc', second.id.slice(0, -1)]) {
      for (const url of [`/api/jobs/${malformed}`, `/api/admin/jobs/${malformed}`]) {
        const response = await call(url.startsWith('/api/admin') ? 'boss' : 'ada', 'GET', url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().error.fields).toEqual({ id: ['The job id must be a UUID.'] });
      }
    }
    // A well-formed id of no job is 404, the same answer as someone else's job.
    const unknown = await call('ada', 'GET', `/api/jobs/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('is described in the OpenAPI document with UUID ids, in the path and in the answer', async () => {
    const doc = JSON.parse((await t.request({ method: 'GET', url: '/api/openapi.json' })).body);
    for (const path of ['/api/jobs/{id}', '/api/admin/jobs/{id}']) {
      const operation = doc.paths[path].get;
      const param = operation.parameters.find((p: { name: string }) => p.name === 'id');
      expect(param, path).toMatchObject({ in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
      const answer = operation.responses['200'].content['application/json'].schema;
      expect(answer.properties.id, path).toMatchObject({ type: 'string', format: 'uuid' });
    }
  });
});

describe('migration 0008_jobs_public_id', () => {
  it('gives the jobs already queued a random id of their own, unique by index', async () => {
    const database = await createTestDatabase({ migrate: false });
    const before = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      // The migrations up to 0007, as a database made before this change has them.
      await cp(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalPath = join(before, 'meta/_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((entry) => entry.tag === '0008_jobs_public_id');
      expect(upTo).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, upTo);
      await writeFile(journalPath, JSON.stringify(journal));
      await runMigrations(database.connection, before);
      await database.db.execute(sql`insert into jobs (kind) values ('ingest'), ('ingest'), ('folder.add_results')`);

      await runMigrations(database.connection);
      const rows = await database.db.select({ id: jobs.id, publicId: jobs.publicId }).from(jobs).orderBy(jobs.id);
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
      for (const row of rows) expect(row.publicId).toMatch(UUID_V4);
      expect(new Set(rows.map((r) => r.publicId)).size).toBe(3);
      const duplicate = await database.db
        .insert(jobs)
        .values({ kind: 'ingest', publicId: rows[0]!.publicId })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(duplicate)).toBe(true);
    } finally {
      await rm(before, { recursive: true, force: true });
      await database.close();
    }
  });
});
