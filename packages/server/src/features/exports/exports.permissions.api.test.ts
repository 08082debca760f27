import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createRoleSet, ROLES, type Role, type RoleSet } from '../../test/roles';

// The permission matrix of the export calls (issue 17): every call, every role of roles.ts, the exact status.
// Everyone signed in may export what they can read (SPEC §6 gates none of it; read-only users read), an export is
// its owner's alone, and a deactivated user's old session is refused everywhere.

let t: TestApp;
let roles: RoleSet;
let ucid: string;
let adminFolder: number;
/** The admin's finished export, which everyone else tries to reach. */
let adminExport: number;

const call = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: roles.users[role].session, ...(body === undefined ? {} : { body }) });

const patentExport = () => ({ source: { type: 'patent', ucid }, format: 'json', fields: ['publication_number'] });

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await loadDemoCorpus({ writer, directory: dir, count: 6, seed: 11 });
  await writer.close();
  ucid = [...generateDemoCorpus({ seed: 11, count: 6 })][0]!.id;
  roles = await createRoleSet(t);
  adminFolder = (await call('admin', 'POST', '/api/folders', { name: 'Admin only' })).json().id;
  await call('admin', 'POST', `/api/folders/${adminFolder}/patents`, { ucids: [ucid] });
  adminExport = (await call('admin', 'POST', '/api/exports', patentExport())).json().id;
  await t.ctx.jobs.drain();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Expect = Record<Role, number>;
const EVERYONE_SIGNED_IN = (status: number): Expect => ({
  admin: status,
  groupManager: status,
  normal: status,
  endUser: status,
  readOnly: status,
  deactivated: 401,
  otherOrganization: status,
});
const OWNER_ONLY = (status: number): Expect => ({
  admin: status,
  groupManager: 404,
  normal: 404,
  endUser: 404,
  readOnly: 404,
  deactivated: 401,
  otherOrganization: 404,
});

async function statuses(make: (role: Role) => Promise<{ statusCode: number }>): Promise<Expect> {
  const out = {} as Expect;
  for (const role of ROLES) out[role] = (await make(role)).statusCode;
  return out;
}

describe('export permissions', () => {
  it('POST /api/exports of a public document: every signed-in user, read-only ones too', async () => {
    expect(await statuses((role) => call(role, 'POST', '/api/exports', patentExport()))).toEqual(
      EVERYONE_SIGNED_IN(201),
    );
    await t.ctx.jobs.drain();
  });

  it('POST /api/exports of the admin’s unshared folder: only the admin; 404 for everyone else', async () => {
    const body = { source: { type: 'folder', folderId: adminFolder }, format: 'csv', fields: ['title'] };
    expect(await statuses((role) => call(role, 'POST', '/api/exports', body))).toEqual(OWNER_ONLY(201));
    await t.ctx.jobs.drain();
  });

  it('GET /api/exports: everyone signed in, each seeing only their own', async () => {
    expect(await statuses((role) => call(role, 'GET', '/api/exports'))).toEqual(EVERYONE_SIGNED_IN(200));
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'deactivated')) {
      const ids = (await call(role, 'GET', '/api/exports')).json().data.map((e: { id: number }) => e.id);
      expect(ids).not.toContain(adminExport);
      expect(ids).toHaveLength(1);
    }
  });

  it('GET /api/exports/{id} and its download: the owner only', async () => {
    expect(await statuses((role) => call(role, 'GET', `/api/exports/${adminExport}`))).toEqual(OWNER_ONLY(200));
    expect(await statuses((role) => call(role, 'GET', `/api/exports/${adminExport}/download`))).toEqual(
      OWNER_ONLY(200),
    );
  });

  it('DELETE /api/exports/{id}: the owner only (tried last, so the owner’s delete empties it)', async () => {
    const others = ROLES.filter((r) => r !== 'admin');
    for (const role of others)
      expect((await call(role, 'DELETE', `/api/exports/${adminExport}`)).statusCode).toBe(OWNER_ONLY(204)[role]);
    expect((await call('admin', 'DELETE', `/api/exports/${adminExport}`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/api/exports/${adminExport}`)).statusCode).toBe(404);
  });

  it('without a session every call answers 401', async () => {
    for (const [method, url] of [
      ['POST', '/api/exports'],
      ['GET', '/api/exports'],
      ['GET', `/api/exports/${adminExport}`],
      ['GET', `/api/exports/${adminExport}/download`],
      ['DELETE', `/api/exports/${adminExport}`],
    ] as const) {
      const response = await t.request({ method, url, ...(method === 'POST' ? { body: patentExport() } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
