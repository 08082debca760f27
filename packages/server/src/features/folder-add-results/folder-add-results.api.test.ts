import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import type { TestApp } from '../../test/build-app';
import { buildFolderWorld, type FolderWorld } from '../folders/folder-test-support';
import { runSearch, saveSearch } from '../search/search-test-support';

// Adding every result of a search or folder as a background job (progress, limit, undo, permissions), and moving
// patents between folders with their ratings and comments (and the undo of a move), on the real server and index.

let t: TestApp;
let ids: Record<string, number>;
let ucids: string[];
let call: FolderWorld['call'];
let newFolder: FolderWorld['newFolder'];
let session: Record<string, string>;
let search: number;
let searchTotal: number;

beforeAll(async () => {
  ({ t, ids, ucids, call, newFolder, session } = await buildFolderWorld());
  search = await saveSearch(t, session.ada!, 'TAC=(method OR system)');
  searchTotal = (await runSearch(t, session.ada!, search, { grouped_by: 'none', rows: 0 })).body.numFound;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const folderUcids = async (folder: number) => {
  const page = (await call('ada', 'GET', `/api/folders/${folder}/patents?rows=1000`)).json();
  return (page.patents as { ucid: string }[]).map((p) => p.ucid).sort();
};

describe('adding every result', () => {
  it('runs as a job the caller follows, adds exactly the results once, and one Undo takes them out again', async () => {
    expect(searchTotal).toBeGreaterThan(30);
    const folder = await newFolder('ada', 'Everything');
    await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(0, 5) });
    const queued = await call('ada', 'POST', `/api/folders/${folder}/patents/results`, {
      from: 'searches',
      id: search,
    });
    expect(queued.statusCode).toBe(202);
    const job = queued.json();
    expect(job).toMatchObject({ kind: 'folder.add_results', status: 'queued', progress: null });
    expect(job.title).toBe(`Add ${searchTotal} results of search #${search} to “Everything”`);
    expect((await call('bob', 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);

    expect(await t.ctx.jobs.drain()).toBe(1);
    const done = (await call('ada', 'GET', `/api/jobs/${job.id}`)).json();
    const fresh = searchTotal - 5;
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: { fraction: 1, done: fresh, total: fresh },
      result: { added: fresh, already: 5, count: searchTotal, warning: null },
    });
    expect(done.result.message).toBe(`Added ${fresh} patents from search #${search} to “Everything”.`);
    const all = await folderUcids(folder);
    expect(all).toHaveLength(searchTotal);
    expect(new Set(all).size).toBe(searchTotal);

    // Undo takes out the ones the job added, and that removal can itself be undone.
    const undo = done.result.undo;
    expect(undo).toEqual({
      method: 'POST',
      url: `/api/folders/${folder}/patents/results/undo`,
      body: { logged_event_id: done.result.logged_event_id },
    });
    const undone = await call('ada', undo.method, undo.url, undo.body);
    expect(undone.statusCode).toBe(200);
    expect(await folderUcids(folder)).toEqual([...ucids.slice(0, 5)].sort());
    const redo = undone.json().undo;
    await call('ada', redo.method, redo.url, redo.body);
    expect(await folderUcids(folder)).toEqual(all);
    // Someone else's undo of it is not theirs to make.
    expect((await call('dave', undo.method, undo.url, undo.body)).statusCode).toBe(404);
  });

  it('adds only what the screen showed: the query run inside and the filters', async () => {
    const narrowed = (await runSearch(t, session.ada!, search, { grouped_by: 'none', rows: 0, q: 'TAC=(device)' })).body
      .numFound;
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(searchTotal);
    const folder = await newFolder('ada', 'Narrowed');
    await call('ada', 'POST', `/api/folders/${folder}/patents/results`, {
      from: 'searches',
      id: search,
      q: 'TAC=(device)',
    });
    await t.ctx.jobs.drain();
    expect(await folderUcids(folder)).toHaveLength(narrowed);

    // A folder's patents can be added to another folder the same way.
    const copy = await newFolder('ada', 'Copy of narrowed');
    const queued = await call('ada', 'POST', `/api/folders/${copy}/patents/results`, { from: 'folders', id: folder });
    expect(queued.statusCode).toBe(202);
    await t.ctx.jobs.drain();
    expect(await folderUcids(copy)).toEqual(await folderUcids(folder));
  });

  it('counts a failed attempt’s adds as its own when the job runs again, so the Undo takes them out too', async () => {
    const folder = await newFolder('ada', 'Resumed');
    const queued = (
      await call('ada', 'POST', `/api/folders/${folder}/patents/results`, { from: 'searches', id: search })
    ).json();
    // What an attempt that died after its first chunk leaves behind: some of the results in, added after the queueing.
    t.clock.advanceSeconds(1);
    const matches = (await runSearch(t, session.ada!, search, { grouped_by: 'none', rows: 100, fl: 'ucid' })).body
      .docs as { ucid: string }[];
    await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: matches.slice(0, 3).map((d) => d.ucid) });
    await t.ctx.jobs.drain();
    const done = (await call('ada', 'GET', `/api/jobs/${queued.id}`)).json();
    expect(done.result).toMatchObject({ added: searchTotal, already: 0 });
    const undo = done.result.undo;
    await call('ada', undo.method, undo.url, undo.body);
    expect(await folderUcids(folder)).toEqual([]);
  });

  it('adds the caller’s patent list, and nobody else’s', async () => {
    await call('ada', 'POST', '/api/listed_patents/bulk_add', { ucids: ucids.slice(0, 4) });
    const folder = await newFolder('ada', 'From my list');
    const queued = await call('ada', 'POST', `/api/folders/${folder}/patents/results`, {
      from: 'listed_patents',
      id: ids.ada,
    });
    expect(queued.json().title).toBe('Add 4 results of your patent list to “From my list”');
    await t.ctx.jobs.drain();
    expect(await folderUcids(folder)).toEqual([...ucids.slice(0, 4)].sort());
    const other = await call('ada', 'POST', `/api/folders/${folder}/patents/results`, {
      from: 'listed_patents',
      id: ids.dave,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad input, and anyone without write access, before a job is queued', async () => {
    const folder = await newFolder('ada', 'Guarded');
    await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [
        { id: ids.carol, level: 'read' },
        { id: ids.rita, level: 'write' },
      ],
      groups: [],
    });
    const add = (who: string, body: unknown) => call(who, 'POST', `/api/folders/${folder}/patents/results`, body);
    const body = { from: 'searches', id: search };
    expect((await add('carol', body)).statusCode).toBe(403);
    expect((await add('rita', body)).statusCode).toBe(403);
    expect((await add('bob', body)).statusCode).toBe(404);
    expect((await add('eve', body)).statusCode).toBe(404);
    expect((await add('ada', { from: 'searches', id: 99_999 })).json().error.code).toBe('SEARCH_NOT_FOUND');
    expect((await add('ada', { from: 'folders', id: folder })).statusCode).toBe(422);
    const eveFolder = await newFolder('eve', 'Not shared');
    expect((await add('ada', { from: 'folders', id: eveFolder })).statusCode).toBe(404);
    expect((await add('ada', { from: 'alerts', id: 1 })).json().error.fields).toHaveProperty('from');
    const bad = (await add('ada', { ...body, q: 'TAC=(solar W/ cell)' })).json().error;
    expect(bad.code).toBe('QUERY_INVALID');
    expect(await t.ctx.jobs.drain()).toBe(0);
  });

  it('holds the folder limit: a set larger than the limit is refused at once, a set that no longer fits fails the job', async () => {
    await t.db.update(organizations).set({ folderLimit: searchTotal - 1, folderWarning: 3 });
    try {
      const folder = await newFolder('ada', 'Small');
      const refused = await call('ada', 'POST', `/api/folders/${folder}/patents/results`, {
        from: 'searches',
        id: search,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'FOLDER_LIMIT_REACHED',
        message: `This folder holds 0 patents and can hold at most ${searchTotal - 1}: adding ${searchTotal} new ones would pass the limit. Remove some, or add fewer.`,
      });

      const narrowed = { from: 'searches', id: search, q: 'TAC=(device)' };
      const queued = (await call('ada', 'POST', `/api/folders/${folder}/patents/results`, narrowed)).json();
      // Between the call and the job, a colleague fills the folder so the set no longer fits.
      const others = ucids.filter((u) => !u.startsWith('ZZ')).slice(0, searchTotal - 1);
      await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: others.slice(0, 3) });
      await t.db.update(organizations).set({ folderLimit: 4 });
      await t.ctx.jobs.drain();
      const failed = (await call('ada', 'GET', `/api/jobs/${queued.id}`)).json();
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^This folder holds 3 patents and can hold at most 4: adding \d+ new ones/);
      expect(await folderUcids(folder)).toHaveLength(3);
    } finally {
      await t.db.update(organizations).set({ folderLimit: null, folderWarning: null });
    }
  });
});

describe('moving patents', () => {
  it('carries ratings and comments to the other folder, leaves labels in the event, and one Undo puts all back', async () => {
    const from = await newFolder('ada', 'Inbox');
    const to = await newFolder('ada', 'Relevant');
    await call('ada', 'POST', `/api/folders/${from}/patents`, { ucids: ucids.slice(0, 6) });
    await call('ada', 'POST', `/api/folders/${to}/patents`, { ucids: ucids.slice(5, 7) });
    const label = (await call('ada', 'POST', `/api/folders/${from}/labels`, { name: 'X', colour: '#e03131' })).json();
    const moved = ucids.slice(3, 6);
    const patent = (folder: number, ucid: string) => `/api/folders/${folder}/patents/${ucid}`;
    await call('ada', 'PUT', `${patent(from, moved[0]!)}/rating`, { rating: 5 });
    await call('ada', 'PUT', `${patent(from, moved[0]!)}/labels`, { label_ids: [label.id] });
    const comment = (
      await call('ada', 'POST', `${patent(from, moved[0]!)}/comments`, { body: 'Closest prior art.' })
    ).json();
    await call('ada', 'POST', `${patent(from, moved[0]!)}/comments`, { body: 'Agreed.', parent_id: comment.id });

    const answer = await call('ada', 'POST', `/api/folders/${from}/patents/move`, { ucids: moved, to });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Moved 3 patents from “Inbox” to “Relevant”.');
    expect(await folderUcids(from)).toEqual([...ucids.slice(0, 3)].sort());
    expect(await folderUcids(to)).toEqual([...ucids.slice(3, 7)].sort());
    const there = (await call('ada', 'GET', patent(to, moved[0]!))).json();
    expect(there.rating).toBe(5);
    expect(there.label_ids).toEqual([]);
    expect(there.comments.map((c: { body: string }) => c.body)).toEqual(['Closest prior art.', 'Agreed.']);

    const undo = answer.json().undo;
    expect((await call('ada', undo.method, undo.url, undo.body)).statusCode).toBe(200);
    expect(await folderUcids(from)).toEqual([...ucids.slice(0, 6)].sort());
    expect(await folderUcids(to)).toEqual([...ucids.slice(5, 7)].sort());
    const back = (await call('ada', 'GET', patent(from, moved[0]!))).json();
    expect(back).toMatchObject({ rating: 5, label_ids: [label.id] });
    expect(back.comments.map((c: { id: number }) => c.id)).toEqual(there.comments.map((c: { id: number }) => c.id));
    // The moved patent that was in the target already stayed there with its own row.
    expect(await folderUcids(to)).toContain(ucids[5]);
  });

  it('needs write access to both folders and refuses a move past the target’s limit whole', async () => {
    const from = await newFolder('ada', 'Source');
    const readOnly = await newFolder('carol', 'Carol’s');
    await call('carol', 'PUT', `/api/folders/${readOnly}/permissions`, {
      users: [{ id: ids.ada, level: 'read' }],
      groups: [],
    });
    await call('ada', 'POST', `/api/folders/${from}/patents`, { ucids: ucids.slice(0, 4) });
    const move = (who: string, to: number) =>
      call(who, 'POST', `/api/folders/${from}/patents/move`, { ucids: ucids.slice(0, 2), to });
    expect((await move('ada', readOnly)).statusCode).toBe(403);
    expect((await move('ada', 999_999)).statusCode).toBe(404);
    expect((await move('bob', readOnly)).statusCode).toBe(404);
    expect((await move('ada', from)).statusCode).toBe(422);

    const small = await newFolder('ada', 'Nearly full');
    await call('ada', 'POST', `/api/folders/${small}/patents`, { ucids: ucids.slice(10, 13) });
    await t.db.update(organizations).set({ folderLimit: 4 });
    try {
      const refused = await move('ada', small);
      expect(refused.json().error.code).toBe('FOLDER_LIMIT_REACHED');
      expect(await folderUcids(from)).toHaveLength(4);
      expect(await folderUcids(small)).toHaveLength(3);
    } finally {
      await t.db.update(organizations).set({ folderLimit: null });
    }
  });
});

describe('pinned folders of patents', () => {
  it('names the caller’s pinned folders that hold each patent, and only folders they can still see', async () => {
    const a = await newFolder('ada', 'Alpha pinned');
    const b = await newFolder('ada', 'Beta pinned');
    const c = await newFolder('ada', 'Gamma not pinned');
    await call('ada', 'POST', `/api/folders/${a}/patents`, { ucids: ucids.slice(0, 2) });
    await call('ada', 'POST', `/api/folders/${b}/patents`, { ucids: ucids.slice(1, 2) });
    await call('ada', 'POST', `/api/folders/${c}/patents`, { ucids: ucids.slice(2, 3) });
    await call('ada', 'PUT', `/api/folders/${a}/pin`);
    await call('ada', 'PUT', `/api/folders/${b}/pin`);
    const ask = (who: string) =>
      call(who, 'POST', '/api/pinned_folders/patents', { ucids: ucids.slice(0, 3) }).then((r) => r.json());
    expect(await ask('ada')).toEqual([
      { ucid: ucids[0], folders: [{ id: a, name: 'Alpha pinned' }] },
      {
        ucid: ucids[1],
        folders: [
          { id: a, name: 'Alpha pinned' },
          { id: b, name: 'Beta pinned' },
        ],
      },
      { ucid: ucids[2], folders: [] },
    ]);

    await call('ada', 'PUT', `/api/folders/${a}/permissions`, {
      users: [{ id: ids.carol, level: 'read' }],
      groups: [],
    });
    await call('carol', 'PUT', `/api/folders/${a}/pin`);
    expect((await ask('carol'))[0].folders).toEqual([{ id: a, name: 'Alpha pinned' }]);
    await call('ada', 'PUT', `/api/folders/${a}/permissions`, { users: [], groups: [] });
    expect((await ask('carol')).every((row: { folders: unknown[] }) => row.folders.length === 0)).toBe(true);
    expect((await ask('eve')).every((row: { folders: unknown[] }) => row.folders.length === 0)).toBe(true);
    expect((await call('ada', 'POST', '/api/pinned_folders/patents', { ucids: [] })).statusCode).toBe(422);
  });
});
