// Shared set-up of the export API tests: the search test index (real documents from shared/data), an organisation
// with ada (who exports), her colleague bob and an admin, a user of another organisation, and helpers to ask for an
// export, run the queue and download the file.

import { expect } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

export type ExportWorld = {
  t: TestApp;
  organizationId: number;
  session: Record<'ada' | 'bob' | 'admin' | 'eve', string>;
  ids: Record<'ada' | 'bob' | 'admin' | 'eve', number>;
  /** Ada's saved search and what it finds. */
  search: number;
  searchQuery: string;
  searchTotal: number;
  /** Ucids of Ada's search, best first. */
  ucids: string[];
  call: (
    who: keyof ExportWorld['session'],
    method: Method,
    url: string,
    body?: unknown,
  ) => ReturnType<TestApp['request']>;
};
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function buildExportWorld(): Promise<ExportWorld> {
  const { t } = await buildSearchTestApp();
  const organizationId = (await createOrganization(t.db)).id;
  const other = (await createOrganization(t.db)).id;
  const people = {
    ada: { organizationId, firstName: 'Ada', lastName: 'Lovelace' },
    bob: { organizationId, firstName: 'Bob' },
    admin: { organizationId, is_admin: true, firstName: 'Admin' },
    eve: { organizationId: other, firstName: 'Eve' },
  };
  const session = {} as ExportWorld['session'];
  const ids = {} as ExportWorld['ids'];
  for (const [name, options] of Object.entries(people) as [keyof typeof people, (typeof people)['ada']][]) {
    const user = await createUser(t.db, options);
    ids[name] = user.id;
    session[name] = await t.signIn(user);
  }
  const searchQuery = 'TAC=(method)';
  const search = await saveSearch(t, session.ada, searchQuery);
  const found = await runSearch(t, session.ada, search, { grouped_by: 'none', rows: 200, fl: 'ucid' });
  const ucids = (found.body.docs as { ucid: string }[]).map((d) => d.ucid);
  const call: ExportWorld['call'] = (who, method, url, body) =>
    t.request({ method, url, session: session[who], ...(body === undefined ? {} : { body }) });
  return {
    t,
    organizationId,
    session,
    ids,
    search,
    searchQuery,
    searchTotal: found.body.numFound,
    ucids,
    call,
  };
}

/** Asks for an export and expects 201; answers the export. */
export async function requestExport(world: ExportWorld, body: unknown, who: keyof ExportWorld['session'] = 'ada') {
  const response = await world.call(who, 'POST', '/api/exports', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string; filename: string; total: number | null };
}

/** Runs the job queue until it is empty, then answers the export as GET shows it. */
export async function runExport(world: ExportWorld, id: number, who: keyof ExportWorld['session'] = 'ada') {
  await world.t.ctx.jobs.drain();
  const response = await world.call(who, 'GET', `/api/exports/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Downloads a finished export; answers the response for its headers and the bytes. */
export async function download(world: ExportWorld, id: number, who: keyof ExportWorld['session'] = 'ada') {
  const response = await world.call(who, 'GET', `/api/exports/${id}/download`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return { response, bytes: response.rawPayload };
}
