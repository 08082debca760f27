import { UCID_FORMAT_MESSAGE } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import type { TestApp } from '../../test/build-app';
import { buildFolderWorld, type FolderWorld } from './folder-test-support';

// Folders against the real server, database and patent index: every call at every permission level, the limit,
// undo of a delete and of a removal, and colleagues adding at the same moment.

let t: TestApp;
let ids: Record<string, number>;
let ucids: string[];
let category: number;
let call: FolderWorld['call'];
let newFolder: FolderWorld['newFolder'];

beforeAll(async () => {
  ({ t, ids, ucids, category, call, newFolder } = await buildFolderWorld());
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('folders', () => {
  it('are created, listed with a checksum, renamed, described and moved into a category', async () => {
    const made = await call('ada', 'POST', '/api/folders', { name: ' Prior art ', description: 'For the opposition' });
    expect(made.statusCode).toBe(201);
    const folder = made.json();
    expect(folder).toMatchObject({
      name: 'Prior art',
      description: 'For the opposition',
      category_id: null,
      permission: 'admin',
      patent_count: 0,
      pinned_users: [],
      creator: { id: ids.ada, name: 'ada User' },
    });
    const list = (await call('ada', 'GET', '/api/folders')).json();
    expect(list.data.map((f: { id: number }) => f.id)).toContain(folder.id);
    expect((await call('ada', 'GET', `/api/folders?checksum=${list.checksum}`)).json()).toEqual({
      checksum: list.checksum,
      match: true,
    });

    const changed = await call('ada', 'PATCH', `/api/folders/${folder.id}`, {
      name: 'Prior art EP',
      category_id: category,
    });
    expect(changed.json()).toMatchObject({ name: 'Prior art EP', category_id: category });
    const one = (await call('ada', 'GET', `/api/folders/${folder.id}`)).json();
    expect(one.data).toMatchObject({ id: folder.id, name: 'Prior art EP' });
    expect((await call('ada', 'GET', `/api/folders/${folder.id}?checksum=${one.checksum}`)).json().match).toBe(true);
    const categories = (await call('ada', 'GET', '/api/folder_categories')).json();
    expect(categories.data).toEqual([{ id: category, name: 'Oppositions' }]);

    const pinned = (await call('ada', 'PUT', `/api/folders/${folder.id}/pin`)).json();
    expect(pinned.pinned_users).toEqual([ids.ada]);
    expect((await call('ada', 'DELETE', `/api/folders/${folder.id}/pin`)).json().pinned_users).toEqual([]);
  });

  it('validates names, descriptions and categories with a message per field', async () => {
    const fields = async (body: unknown) => (await call('ada', 'POST', '/api/folders', body)).json().error.fields;
    expect(await fields({ name: '  ' })).toEqual({ name: ['Give the folder a name.'] });
    expect(await fields({ name: 'x'.repeat(121) })).toEqual({ name: ['A folder name has at most 120 characters.'] });
    expect(await fields({ name: 'a', owner: 3 })).toEqual({ owner: ['This field is not allowed.'] });
    expect(await fields({ name: 'a', category_id: 999_999 })).toEqual({
      category_id: ['Your organisation has no folder category 999999.'],
    });
    const folder = await newFolder();
    expect((await call('ada', 'PATCH', `/api/folders/${folder}`, {})).statusCode).toBe(422);
    expect((await call('ada', 'GET', '/api/folders/abc')).statusCode).toBe(422);
  });

  it('shows a folder only to those with a level, at that level, and hides it from everyone else with 404', async () => {
    const folder = await newFolder('ada', 'Shared set');
    const shared = await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [
        { id: ids.carol, level: 'read' },
        { id: ids.rita, level: 'write' },
      ],
      groups: [{ id: ids.group, level: 'write' }],
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      creator: { id: ids.ada },
      users: [
        { id: ids.carol, level: 'read' },
        { id: ids.rita, level: 'write' },
      ],
      groups: [{ id: ids.group, name: 'Litigation team', level: 'write' }],
    });
    const level = async (who: string) => (await call(who, 'GET', `/api/folders/${folder}`)).json().data?.permission;
    expect(await level('ada')).toBe('admin');
    expect(await level('carol')).toBe('read');
    expect(await level('dave')).toBe('write'); // through the group
    expect(await level('rita')).toBe('read'); // read-only users read, whatever the share says

    const add = (who: string) => call(who, 'POST', `/api/folders/${folder}/patents`, { ucids: [ucids[0]] });
    // No level, or another organisation: nothing visible, nothing changeable, and 404 rather than 403.
    for (const who of ['bob', 'eve']) {
      expect((await call(who, 'GET', `/api/folders/${folder}`)).statusCode, who).toBe(404);
      expect((await call(who, 'GET', '/api/folders')).json().data.map((f: { id: number }) => f.id)).not.toContain(
        folder,
      );
      expect((await add(who)).statusCode, who).toBe(404);
      expect((await call(who, 'PATCH', `/api/folders/${folder}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/api/folders/${folder}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/folders/${folder}/permissions`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/folders/${folder}/activity`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/folders/${folder}/patents`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/patents/folders/${folder}`, {})).statusCode).toBe(404);
    }
    // Read cannot add; the read-only user is refused before the folder is even looked at.
    const readAdd = await add('carol');
    expect(readAdd.statusCode).toBe(403);
    expect(readAdd.json().error.message).toBe(
      'You have a read permission on this folder; you need write to change the patents of this folder.',
    );
    expect((await add('rita')).statusCode).toBe(403);
    // Write adds, renames, but cannot change permissions or delete.
    expect((await add('dave')).json()).toMatchObject({ added: 1, already: 0, count: 1 });
    expect((await call('dave', 'PATCH', `/api/folders/${folder}`, { description: 'by dave' })).statusCode).toBe(200);
    const permissions = { users: [{ id: ids.dave, level: 'admin' }], groups: [] };
    expect((await call('dave', 'PUT', `/api/folders/${folder}/permissions`, permissions)).statusCode).toBe(403);
    expect((await call('dave', 'DELETE', `/api/folders/${folder}`)).statusCode).toBe(403);
    // Shares go only to people and groups of the folder's organisation.
    const foreign = await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [{ id: ids.eve, level: 'read' }],
      groups: [{ id: 999_999, level: 'read' }],
    });
    expect(foreign.json().error.fields).toEqual({
      'users.0.id': ['There is no such active user in your organisation.'],
      'groups.0.id': ['There is no such group in your organisation.'],
    });
  });

  it('adds patents from the index only, without duplicates, and lists and runs them as search results', async () => {
    const folder = await newFolder();
    const first = await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(0, 5) });
    expect(first.json()).toEqual({ added: 5, already: 0, count: 5, warning: null });
    const again = await call('ada', 'POST', `/api/folders/${folder}/patents`, {
      ucids: [...ucids.slice(3, 7), ucids[6]!.toLowerCase()],
    });
    expect(again.json()).toMatchObject({ added: 2, already: 2, count: 7 });
    const unknown = await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ['EP-1-A1', ucids[0]] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ 'ucids.0': ['EP-1-A1 is not in our patent index.'] });
    const malformed = await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ['not a number'] });
    expect(malformed.json().error.fields).toEqual({
      'ucids.0': [UCID_FORMAT_MESSAGE],
    });

    const page = (await call('ada', 'GET', `/api/folders/${folder}/patents?rows=3`)).json();
    expect(page.total).toBe(7);
    expect(page.patents).toHaveLength(3);
    expect(page.patents[0]).toMatchObject({ added_by: ids.ada, rating: null });

    const run = (await call('ada', 'POST', `/api/patents/folders/${folder}`, { grouped_by: 'none', rows: 10 })).json();
    expect(run.numFound).toBe(7);
    expect(new Set(run.docs.map((d: { ucid: string }) => d.ucid))).toEqual(new Set(ucids.slice(0, 7)));
    expect(run.facets.country).toBeDefined();
    const narrowed = await call('ada', 'POST', `/api/patents/folders/${folder}`, { q: 'PN=(NONE-0-X)', rows: 0 });
    expect(narrowed.json().numFound).toBe(0);
    const aggregates = (await call('ada', 'GET', `/api/folders/${folder}?aggregate=1`)).json().data.aggregates;
    expect(aggregates.country).toEqual(run.facets.country);
    const empty = await newFolder();
    expect((await call('ada', 'POST', `/api/patents/folders/${empty}`, {})).json()).toMatchObject({
      numFound: 0,
      docs: [],
    });
  });

  it('refuses an add past the limit whole, and warns from the threshold', async () => {
    await t.db.update(organizations).set({ folderLimit: 6, folderWarning: 4 });
    try {
      expect((await call('ada', 'GET', '/api/folder/limit')).json()).toEqual({ limit: 6, warning: 4 });
      const folder = await newFolder();
      const add = (list: string[]) => call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: list });
      expect((await add(ucids.slice(0, 3))).json().warning).toBeNull();
      expect((await add(ucids.slice(3, 4))).json().warning).toBe('This folder now holds 4 of at most 6 patents.');
      const past = await add(ucids.slice(4, 7));
      expect(past.statusCode).toBe(422);
      expect(past.json().error).toMatchObject({
        code: 'FOLDER_LIMIT_REACHED',
        message:
          'This folder holds 4 patents and can hold at most 6: adding 3 new ones would pass the limit. Remove some, or add fewer.',
      });
      expect((await call('ada', 'GET', `/api/folders/${folder}/limit/`)).json()).toEqual({
        limit_reached: false,
        warning_reached: true,
        count: 4,
        limit: 6,
        warning: 4,
      });
      // Patents already there do not count against the limit.
      expect((await add(ucids.slice(0, 6))).json()).toMatchObject({ added: 2, already: 4, count: 6 });
      expect((await call('ada', 'GET', `/api/folders/${folder}/limit/`)).json().limit_reached).toBe(true);
    } finally {
      await t.db.update(organizations).set({ folderLimit: null, folderWarning: null });
    }
  });

  it('loses nothing and duplicates nothing when two colleagues add at the same moment', async () => {
    const folder = await newFolder('ada', 'Busy folder');
    await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [],
      groups: [{ id: ids.group, level: 'write' }],
    });
    const answers = await Promise.all([
      call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(0, 20) }),
      call('dave', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(10, 30) }),
      call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(5, 25) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const added = answers.reduce((sum, a) => sum + a.json().added, 0);
    expect(added).toBe(30);
    const all = (await call('ada', 'GET', `/api/folders/${folder}/patents?rows=100`)).json();
    expect(all.total).toBe(30);
    expect(new Set(all.patents.map((p: { ucid: string }) => p.ucid))).toEqual(new Set(ucids.slice(0, 30)));
  });
});

describe('undo', () => {
  it('brings a deleted folder back whole, and the logged event is gone after the undo', async () => {
    const folder = await newFolder('ada', 'To be deleted');
    await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(0, 4) });
    await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [{ id: ids.carol, level: 'read' }],
      groups: [],
    });
    const deleted = await call('ada', 'DELETE', `/api/folders/${folder}`);
    expect(deleted.json()).toMatchObject({
      message: 'Deleted the folder “To be deleted” with its 4 patents.',
      undo: { method: 'POST', url: `/api/folders/${folder}/restore` },
    });
    expect((await call('ada', 'GET', `/api/folders/${folder}`)).statusCode).toBe(404);
    expect((await call('carol', 'GET', '/api/folders')).json().data.map((f: { id: number }) => f.id)).not.toContain(
      folder,
    );
    // Only an admin of the folder may undo it.
    expect((await call('carol', 'POST', `/api/folders/${folder}/restore`)).statusCode).toBe(403);

    const { undo, logged_event_id } = deleted.json();
    expect((await call('ada', 'GET', `/api/logged_events/${logged_event_id}`)).json().data).toMatchObject({
      action: 'folder.delete',
      folder_id: folder,
    });
    const undone = await call('ada', undo.method, undo.url.replace(/^\/api/, '/api'), undo.body);
    expect(undone.json()).toEqual({ message: 'The folder “To be deleted” is back, with its 4 patents.' });
    expect((await call('ada', 'DELETE', `/api/logged_events/${logged_event_id}`)).statusCode).toBe(204);
    expect((await call('ada', 'GET', `/api/logged_events/${logged_event_id}`)).statusCode).toBe(404);
    expect((await call('carol', 'GET', `/api/folders/${folder}`)).json().data).toMatchObject({
      patent_count: 4,
      permission: 'read',
    });
  });

  it('puts 500 removed patents back exactly as they were, adder and time included', async () => {
    const folder = await newFolder('ada', 'Large');
    await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [],
      groups: [{ id: ids.group, level: 'write' }],
    });
    // 500 documents of the index: the test corpus has 108, so the folder is filled straight in the database.
    const { folderPatents } = await import('../../db/schema');
    const fake = Array.from({ length: 500 }, (_, i) => `US-${9_000_000 + i}-B2`);
    await t.db.insert(folderPatents).values(
      fake.map((ucid, i) => ({
        folderId: folder,
        ucid,
        addedBy: i % 2 === 0 ? ids.ada! : ids.dave!,
        addedAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
      })),
    );
    const before = (await call('ada', 'GET', `/api/folders/${folder}/patents?rows=1000`)).json();
    const removed = await call('dave', 'POST', `/api/folders/${folder}/patents/remove`, { ucids: fake });
    expect(removed.json().message).toBe('Removed 500 patents from “Large”.');
    expect((await call('ada', 'GET', `/api/folders/${folder}/patents`)).json().total).toBe(0);
    // Another user cannot use dave's event to undo.
    const { undo, logged_event_id } = removed.json();
    expect((await call('ada', undo.method, undo.url, undo.body)).statusCode).toBe(404);
    expect((await call('dave', undo.method, undo.url, undo.body)).json()).toEqual({
      message: '500 patents are back in the folder.',
    });
    expect((await call('dave', 'DELETE', `/api/logged_events/${logged_event_id}`)).statusCode).toBe(204);
    expect((await call('ada', 'GET', `/api/folders/${folder}/patents?rows=1000`)).json()).toEqual(before);
  });

  it('undoes a rename and a change of permissions through the calls their events carry', async () => {
    const folder = await newFolder('ada', 'Original name');
    await call('ada', 'PATCH', `/api/folders/${folder}`, { name: 'New name' });
    await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
      users: [{ id: ids.bob, level: 'write' }],
      groups: [],
    });
    const events = (await call('ada', 'GET', '/api/logged_events'))
      .json()
      .data.filter((e: { folder_id: number }) => e.folder_id === folder);
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'folder.permissions',
      'folder.rename',
      'folder.create',
    ]);
    for (const event of events.slice(0, 2)) {
      const { method, url, body } = event.undo;
      expect((await call('ada', method, url, body)).statusCode).toBe(200);
      expect((await call('ada', 'DELETE', `/api/logged_events/${event.id}`)).statusCode).toBe(204);
    }
    expect((await call('ada', 'GET', `/api/folders/${folder}`)).json().data.name).toBe('Original name');
    expect((await call('ada', 'GET', `/api/folders/${folder}/permissions`)).json().users).toEqual([]);
    expect((await call('bob', 'GET', `/api/folders/${folder}`)).statusCode).toBe(404);

    const activity = (await call('ada', 'GET', `/api/folders/${folder}/activity`)).json();
    expect(activity.map((a: { action: string }) => a.action).slice(-1)).toEqual(['folder.create']);
    expect(activity[0].user).toMatchObject({ id: ids.ada, name: 'ada User' });
    // Events are per user: another user's event is 404, to read and to delete.
    expect((await call('bob', 'GET', `/api/logged_events/${events[2].id}`)).statusCode).toBe(404);
    expect((await call('bob', 'DELETE', `/api/logged_events/${events[2].id}`)).statusCode).toBe(404);
  });
});
