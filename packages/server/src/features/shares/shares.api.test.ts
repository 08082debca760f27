// Public share links end to end (issue 19): every kind made by its sharer, opened without a session, cut to the
// shared set and its field groups, expired (by the test clock) and revoked (410), unknown (404), rate limited (429);
// and a walk over every public call asserting no answer holds an e-mail, another user's id or a document outside
// the shared set.

import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { parseUcid } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuns } from '../../db/alert-tables';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { replaceRunDocuments } from '../alerts/alerts.repository';
import { imageKey } from '../search/image-keys';
import { PUBLIC_SHARE_CALLS_PER_ADDRESS } from './shares.routes';

let t: TestApp;
let ucids: string[];
/** The documents shared (by the search, the folder and the alert run alike) and one that is not. */
let shared: string[];
let outside: string;
let owner: { id: number; email: string; session: string };
let colleague: { id: number; email: string; session: string };
let admin: { id: number; email: string; session: string };
let outsider: { id: number; email: string; session: string };
let readOnly: { id: number; email: string; session: string };
let folderId: number;
let searchIndex: number;
let alertRunKey: string;

const compact = (ucid: string) => {
  const p = parseUcid(ucid)!;
  return `${p.country}${p.serial}${p.kind}`;
};

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await loadDemoCorpus({ writer, directory: dir, count: 8, seed: 11 });
  await writer.close();
  ucids = [...generateDemoCorpus({ seed: 11, count: 8 })].map((d) => d.id);
  shared = ucids.slice(0, 2);
  outside = ucids[5]!;

  const orgA = (await createOrganization(t.db, { name: 'Acme' })).id;
  const orgB = (await createOrganization(t.db, { name: 'Bolt' })).id;
  const person = async (organizationId: number, flags: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t.db, { ...flags, organizationId });
    return { id: user.id, email: user.email, session: await t.signIn(user) };
  };
  owner = await person(orgA);
  colleague = await person(orgA);
  admin = await person(orgA, { is_admin: true });
  readOnly = await person(orgA, { is_read_only: true });
  outsider = await person(orgB, { is_admin: true });

  const as = async (session: string, method: 'POST' | 'PUT', url: string, body: unknown, status: number) => {
    const response = await t.request({ method, url, session, body });
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
    return response.json();
  };
  // Search #1 finds the shared documents; #2 names #1, so sharing it must write #1 out.
  await as(
    owner.session,
    'POST',
    '/api/searches',
    { query: `PN=(${shared.map(compact).join(' OR ')})`, type: 'commandline' },
    200,
  );
  searchIndex = (await as(owner.session, 'POST', '/api/searches', { query: '#1', type: 'commandline' }, 200))
    .query_index;
  folderId = (await as(owner.session, 'POST', '/api/folders', { name: 'Client folder' }, 201)).id;
  await as(owner.session, 'POST', `/api/folders/${folderId}/patents`, { ucids: shared }, 200);
  const alertId = (
    await as(
      owner.session,
      'POST',
      '/api/alerts',
      { type: 1, name: 'Watch', query: 'TAC=(anything)', schedule: { frequency: 'daily' } },
      201,
    )
  ).id;
  alertRunKey = (await as(owner.session, 'POST', `/api/alerts/${alertId}/run`, undefined, 202)).key;
  // The run's result set, as its job would have frozen it (no job runs here).
  const [run] = await t.db.select().from(alertRuns).where(eq(alertRuns.key, alertRunKey));
  await replaceRunDocuments(t.db, run!.id, shared);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Link = { id: number; key: string; url: string; kind: string; state: string; views: number; label: string };

async function share(session: string, path: string, body: unknown = {}) {
  return t.request({ method: 'POST', url: `/api/share/${path}`, session, body });
}

async function makeLink(path: string, body: unknown = {}): Promise<Link> {
  const response = await share(owner.session, path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A call with no session at all. */
function visit(method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.request({ method, url, ...(body === undefined ? {} : { body }) });
}

const docsOf = (response: { json: () => { docs: { ucid: string }[] } }) => response.json().docs.map((d) => d.ucid);

describe('creating links', () => {
  it('makes a link of every kind, with a 192-bit key and its public path', async () => {
    const links = [
      await makeLink(`search/${searchIndex}`, { display_name: 'Counsel', grouping: 'none' }),
      await makeLink(`folder/${folderId}`),
      await makeLink(`patent/${shared[0]}`),
      await makeLink(`alert_runs/${alertRunKey}`),
    ];
    expect(links.map((l) => l.kind)).toEqual(['search', 'folder', 'patent', 'alert_run']);
    for (const link of links) {
      expect(link.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(link.state).toBe('active');
    }
    expect(links[0]!.url).toBe(`/share/search/${links[0]!.key}`);
    expect(links[2]!.url).toBe(`/share/patent/${shared[0]}/${links[2]!.key}`);
    expect(links[3]!.url).toBe(`/share/alert_runs/${links[3]!.key}`);
    // The search's `#1` is written out: the link never depends on the sharer's history.
    expect(links[0]!.label).not.toContain('#');
    expect(links[0]!.label).toContain('PN=');
    const list = await t.request({ method: 'GET', url: '/api/share_links', session: owner.session });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses what the sharer cannot read: another organisation’s folder, someone else’s search or run', async () => {
    expect((await share(outsider.session, `folder/${folderId}`)).statusCode).toBe(404);
    expect((await share(colleague.session, `folder/${folderId}`)).statusCode).toBe(404);
    expect((await share(outsider.session, `alert_runs/${alertRunKey}`)).statusCode).toBe(404);
    expect((await share(outsider.session, `search/${searchIndex}`)).statusCode).toBe(404);
    expect((await visit('POST', `/api/share/folder/${folderId}`, {})).statusCode).toBe(401);
  });

  it('writes out nested `#n` and history ranges when sharing a search', async () => {
    const index = (
      await t.request({
        method: 'POST',
        url: '/api/searches',
        session: owner.session,
        body: { query: `#${searchIndex} OR AND=1:2`, type: 'commandline' },
      })
    ).json().query_index;
    const link = await makeLink(`search/${index}`, { grouping: 'none' });
    expect(link.label).not.toContain('#');
    expect(link.label).not.toMatch(/AND=\d/);
    const page = await visit('POST', `/api/patents/public/search/${link.key}`, {});
    expect(page.statusCode, page.body).toBe(200);
    expect(docsOf(page).sort()).toEqual([...shared].sort());
  });

  it('refuses read-only users, past expiries and unknown field groups', async () => {
    expect((await share(readOnly.session, `patent/${shared[0]}`)).statusCode).toBe(403);
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect((await share(owner.session, `patent/${shared[0]}`, { expires_at: past })).statusCode).toBe(422);
    expect((await share(owner.session, `patent/${shared[0]}`, { fields: ['secrets'] })).statusCode).toBe(422);
  });
});

describe('opening links without a session', () => {
  it('tells what each link opens and counts a view', async () => {
    const link = await makeLink(`search/${searchIndex}`, { display_name: 'Counsel' });
    const info = await visit('GET', `/api/public/share/${link.key}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ kind: 'search', display_name: 'Counsel', fields: null });
    await visit('GET', `/api/public/share/${link.key}`);
    const list = (await t.request({ method: 'GET', url: '/api/share_links', session: owner.session })).json();
    expect(list.data.find((l: Link) => l.id === link.id).views).toBe(2);
  });

  it.each([
    ['search', () => `search/${searchIndex}`],
    ['folder', () => `folder/${folderId}`],
    ['alert run', () => `alert_runs/${alertRunKey}`],
  ])('pages through a shared %s: only its documents', async (_kind, path) => {
    const link = await makeLink(path());
    const page = await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 10, grouped_by: 'none' });
    expect(page.statusCode, page.body).toBe(200);
    expect(docsOf(page).sort()).toEqual([...shared].sort());
    expect(page.json().query).not.toContain('#');
    const type = `shared_${link.kind}`;
    const one = await visit('POST', '/api/patents/public/search/browse', { key: link.key, type, ucid: shared[1] });
    expect(one.statusCode, one.body).toBe(200);
    expect(docsOf(one)).toEqual([shared[1]]);
    const refused = await visit('POST', '/api/patents/public/search/browse', { key: link.key, type, ucid: outside });
    expect(refused.statusCode).toBe(404);
  });

  it('opens a shared patent, and only that patent', async () => {
    const link = await makeLink(`patent/${shared[0]}`);
    const browse = (ucid: string) =>
      visit('POST', '/api/patents/public/search/browse', {
        key: link.key,
        type: 'shared_patent',
        ucid,
        startingTab: 'overview',
      });
    expect(docsOf(await browse(shared[0]!))).toEqual([shared[0]]);
    expect((await browse(shared[1]!)).statusCode).toBe(404);
    const wrongType = await visit('POST', '/api/patents/public/search/browse', {
      key: link.key,
      type: 'shared_folder',
      ucid: shared[0],
    });
    expect(wrongType.statusCode).toBe(422);
  });

  it('lets the drawings popout take a patent link’s key for that ucid only', async () => {
    const link = await makeLink(`patent/${shared[0]}`);
    expect((await visit('GET', `/api/auth/key/${shared[0]}/${link.key}`)).statusCode).toBe(200);
    expect((await visit('GET', `/api/auth/key/${shared[1]}/${link.key}`)).statusCode).toBe(404);
    const folderLink = await makeLink(`folder/${folderId}`);
    expect((await visit('GET', `/api/auth/key/${shared[0]}/${folderLink.key}`)).statusCode).toBe(404);
    // A result's images key still works as before.
    const resultKey = imageKey(t.ctx.secret, shared[0]!);
    expect((await visit('GET', `/api/auth/key/${shared[0]}/${resultKey}`)).statusCode).toBe(200);
  });

  it('shows only the field groups the link allows and refuses asking for others', async () => {
    const link = await makeLink(`folder/${folderId}`, { fields: ['general'] });
    const page = await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 10, grouped_by: 'none' });
    expect(page.statusCode, page.body).toBe(200);
    expect(docsOf(page).sort()).toEqual([...shared].sort());
    for (const doc of page.json().docs) {
      expect(doc).not.toHaveProperty('abstracts');
      expect(doc).not.toHaveProperty('claims');
      expect(doc).not.toHaveProperty('descriptions');
      expect(doc).not.toHaveProperty('classifications');
      expect(doc.images_key).toBe('');
    }
    expect(Object.keys(page.json().facets)).not.toContain('cpcvalues');
    const asked = await visit('POST', `/api/patents/public/search/${link.key}`, { fl: ['ucid', 'abstracts'] });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().error.fields).toHaveProperty('fl');
    const filtered = await visit('POST', `/api/patents/public/search/${link.key}`, {
      filters: { filtersToApply: { cpcvalues: ['H04L'] } },
    });
    expect(filtered.statusCode).toBe(422);
    const facets = await visit('POST', `/api/patents/public/search/${link.key}`, { facets: ['labels'] });
    expect(facets.statusCode).toBe(422);
    const browse = await visit('POST', '/api/patents/public/search/browse', {
      key: link.key,
      type: 'shared_folder',
      ucid: shared[0],
      fl: 'claims',
    });
    expect(browse.statusCode).toBe(422);
  });

  it('marks the shared search’s words in the fields the link shows, and in no other', async () => {
    const owned = await t.request({
      method: 'POST',
      url: `/api/patents/search/${searchIndex}`,
      session: owner.session,
      body: { rows: 10, grouped_by: 'none', highlighting: { on: false } },
    });
    // A word of a shared document's title written in Latin letters (titles are text per language).
    const titleText = (owned.json().docs as { titles: Record<string, string> }[])
      .flatMap((d) => Object.values(d.titles))
      .join(' ');
    const word = titleText.split(/[^A-Za-z]+/).find((w) => w.length > 4);
    expect(word, titleText).toBeDefined();
    const index = (
      await t.request({
        method: 'POST',
        url: '/api/searches',
        session: owner.session,
        body: { query: `TAC=(${word}) AND #${searchIndex}`, type: 'commandline' },
      })
    ).json().query_index;
    const link = await makeLink(`search/${index}`, { fields: ['general'], grouping: 'none' });
    const page = await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 10 });
    expect(page.statusCode, page.body).toBe(200);
    const keys = (page.json().docs as { highlighting?: { hl: Record<string, unknown> } }[]).flatMap((d) =>
      Object.keys(d.highlighting?.hl ?? {}),
    );
    expect(page.json().numFound).toBeGreaterThan(0);
    expect(keys.some((k) => k.startsWith('titles'))).toBe(true);
    expect(keys.filter((k) => /^(abstracts|claims|descriptions)/.test(k))).toEqual([]);
  });

  it('refuses a visitor’s query, filter query or highlighting scheme (not in the public payload)', async () => {
    const link = await makeLink(`search/${searchIndex}`);
    for (const extra of [{ q: 'TAC=(x)' }, { fq: '#1' }, { highlighting: { scheme: 1 } }]) {
      const response = await visit('POST', `/api/patents/public/search/${link.key}`, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
    }
  });
});

describe('links that stop working', () => {
  it('answers 404 SHARE_NOT_FOUND for an unknown key', async () => {
    const key = 'A'.repeat(32);
    for (const response of [
      await visit('GET', `/api/public/share/${key}`),
      await visit('POST', `/api/patents/public/search/${key}`, {}),
      await visit('POST', '/api/patents/public/search/browse', { key, type: 'shared_search', ucid: shared[0] }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('SHARE_NOT_FOUND');
    }
  });

  it('answers 410 SHARE_EXPIRED once the expiry passes (the app clock moves, nothing sleeps)', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    const link = await makeLink(`folder/${folderId}`, { expires_at: expiresAt });
    expect((await visit('GET', `/api/public/share/${link.key}`)).statusCode).toBe(200);
    t.clock.advanceMinutes(61);
    for (const response of [
      await visit('GET', `/api/public/share/${link.key}`),
      await visit('POST', `/api/patents/public/search/${link.key}`, {}),
      await visit('POST', '/api/patents/public/search/browse', {
        key: link.key,
        type: 'shared_folder',
        ucid: shared[0],
      }),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().error.code).toBe('SHARE_EXPIRED');
    }
    const list = (await t.request({ method: 'GET', url: '/api/share_links', session: owner.session })).json();
    expect(list.data.find((l: Link) => l.id === link.id).state).toBe('expired');
  });

  it('answers 410 once revoked; only the sharer or an administrator of the organisation may revoke', async () => {
    const link = await makeLink(`patent/${shared[0]}`);
    const revoke = (session: string, id = link.id) =>
      t.request({ method: 'DELETE', url: `/api/share_links/${id}`, session });
    expect((await revoke(colleague.session)).statusCode).toBe(403);
    expect((await revoke(outsider.session)).statusCode).toBe(404);
    expect((await visit('GET', `/api/public/share/${link.key}`)).statusCode).toBe(200);
    const revoked = await revoke(owner.session);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().state).toBe('revoked');
    expect((await visit('GET', `/api/public/share/${link.key}`)).statusCode).toBe(410);
    expect((await visit('GET', `/api/auth/key/${shared[0]}/${link.key}`)).statusCode).toBe(410);
    const second = await makeLink(`folder/${folderId}`);
    expect((await revoke(admin.session, second.id)).statusCode).toBe(200);
    expect((await visit('POST', `/api/patents/public/search/${second.key}`, {})).statusCode).toBe(410);
  });
});

describe('a link outlives nothing it shares', () => {
  it('answers 410 once the shared folder is deleted', async () => {
    const doomed = (
      await t.request({ method: 'POST', url: '/api/folders', session: owner.session, body: { name: 'Doomed' } })
    ).json().id;
    const link = await makeLink(`folder/${doomed}`);
    expect((await visit('POST', `/api/patents/public/search/${link.key}`, {})).statusCode).toBe(200);
    const deleted = await t.request({ method: 'DELETE', url: `/api/folders/${doomed}`, session: owner.session });
    expect(deleted.statusCode).toBe(200);
    expect((await visit('POST', `/api/patents/public/search/${link.key}`, {})).statusCode).toBe(410);
  });
});

describe('what public answers reveal', () => {
  it('walks every public call with a valid key: no e-mail, no user id, no document outside the set', async () => {
    const links = [
      await makeLink(`search/${searchIndex}`),
      await makeLink(`folder/${folderId}`),
      await makeLink(`patent/${shared[0]}`),
      await makeLink(`alert_runs/${alertRunKey}`),
    ];
    const bodies: string[] = [];
    for (const link of links) {
      const type = `shared_${link.kind}`;
      const calls = [
        await visit('GET', `/api/public/share/${link.key}`),
        await visit('POST', '/api/patents/public/search/browse', { key: link.key, type, ucid: shared[0] }),
        await visit('POST', '/api/patents/public/search/browse', { key: link.key, type, ucid: outside }),
        await visit('GET', `/api/auth/key/${shared[0]}/${link.key}`),
      ];
      if (link.kind !== 'patent')
        calls.push(
          await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 50, grouped_by: 'none' }),
          await visit('POST', `/api/patents/public/search/${link.key}`, { rows: 50, grouped_by: 'simplefamily' }),
        );
      expect(calls.map((c) => c.statusCode)).toEqual(
        link.kind === 'patent' ? [200, 200, 404, 200] : [200, 200, 404, 404, 200, 200],
      );
      for (const call of calls) {
        bodies.push(call.body);
      }
    }
    const everyone = [owner, colleague, admin, outsider, readOnly];
    for (const body of bodies) {
      expect(body).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
      for (const person of everyone) {
        expect(body).not.toContain(person.email);
        expect(body).not.toMatch(new RegExp(`"(user_id|owner_id|created_by|userId|createdBy)":\\s*${person.id}\\b`));
      }
      for (const ucid of ucids.filter((u) => !shared.includes(u))) expect(body).not.toContain(ucid);
      expect(body).not.toContain('#1');
    }
  });
});

describe('rate limit', () => {
  it('answers 429 in the error shape past the public calls allowed per address', async () => {
    const key = 'B'.repeat(32);
    const from = { remoteAddress: '198.51.100.7' };
    let last = await t.request({ method: 'GET', url: `/api/public/share/${key}`, ...from });
    for (let i = 1; i <= PUBLIC_SHARE_CALLS_PER_ADDRESS && last.statusCode !== 429; i++)
      last = await t.request({ method: 'GET', url: `/api/public/share/${key}`, ...from });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('RATE_LIMITED');
    // Another address is not held back.
    expect((await visit('GET', `/api/public/share/${key}`)).statusCode).toBe(404);
  });
});
