import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { buildFolderWorld, type FolderWorld } from '../folders/folder-test-support';

// Labels, ratings and comments of patents in a folder, the folder's own filters and facets, and the undo of each
// change, against the real server, database and index.

let t: TestApp;
let ids: Record<string, number>;
let ucids: string[];
let call: FolderWorld['call'];
let newFolder: FolderWorld['newFolder'];
let folder: number;
let labels: Record<string, number>;

beforeAll(async () => {
  ({ t, ids, ucids, call, newFolder } = await buildFolderWorld());
  folder = await newFolder('ada', 'Annotated');
  await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
    users: [{ id: ids.carol, level: 'read' }],
    groups: [{ id: ids.group, level: 'write' }],
  });
  await call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: ucids.slice(0, 10) });
  labels = {};
  for (const [name, colour] of [
    ['Relevant', '#2F9E44'],
    ['X document', '#e03131'],
  ] as const) {
    const made = await call('ada', 'POST', `/api/folders/${folder}/labels`, { name, colour });
    expect(made.statusCode).toBe(201);
    labels[name] = made.json().id;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const patent = (ucid: string) => `/api/folders/${folder}/patents/${ucid}`;

describe('labels', () => {
  it('are listed with their colours and counts, validated, and unique per folder in any case', async () => {
    const list = (await call('carol', 'GET', `/api/folders/${folder}/labels`)).json();
    expect(list.data).toEqual([
      { id: labels.Relevant, folder_id: folder, name: 'Relevant', colour: '#2f9e44', patent_count: 0 },
      { id: labels['X document'], folder_id: folder, name: 'X document', colour: '#e03131', patent_count: 0 },
    ]);
    const fields = async (body: unknown) =>
      (await call('ada', 'POST', `/api/folders/${folder}/labels`, body)).json().error.fields;
    expect(await fields({ name: 'relevant', colour: '#000000' })).toEqual({
      name: ['This folder already has a label with this name.'],
    });
    expect(await fields({ name: 'Blue', colour: 'blue' })).toEqual({
      colour: ['A colour is written #rrggbb, for example #1c7ed6.'],
    });
    expect(
      (await call('carol', 'POST', `/api/folders/${folder}/labels`, { name: 'Mine', colour: '#000000' })).statusCode,
    ).toBe(403);
    expect((await call('bob', 'GET', `/api/folders/${folder}/labels`)).statusCode).toBe(404);
  });

  it('are put on a patent, and the change is undone exactly through its logged event', async () => {
    const set = await call('dave', 'PUT', `${patent(ucids[0]!)}/labels`, {
      label_ids: [labels.Relevant, labels['X document']],
    });
    expect(set.json()).toMatchObject({ ucid: ucids[0], label_ids: [labels.Relevant, labels['X document']] });
    const changed = await call('dave', 'PUT', `${patent(ucids[0]!)}/labels`, { label_ids: [labels['X document']] });
    expect(changed.json().label_ids).toEqual([labels['X document']]);
    const unknown = await call('dave', 'PUT', `${patent(ucids[0]!)}/labels`, { label_ids: [999_999] });
    expect(unknown.json().error.fields).toEqual({ label_ids: ['This folder has no label 999999.'] });

    const events = (await call('dave', 'GET', '/api/logged_events')).json().data;
    const last = events.find((e: { action: string }) => e.action === 'patent.labels');
    expect((await call('dave', last.undo.method, last.undo.url, last.undo.body)).json().label_ids).toEqual([
      labels.Relevant,
      labels['X document'],
    ]);
    expect((await call('dave', 'DELETE', `/api/logged_events/${last.id}`)).statusCode).toBe(204);
    expect((await call('dave', 'GET', `/api/logged_events/${last.id}`)).statusCode).toBe(404);
  });

  it('undoes a rename, and a deletion with every patent that carried the label', async () => {
    await call('ada', 'PUT', `${patent(ucids[1]!)}/labels`, { label_ids: [labels.Relevant] });
    const renamed = await call('ada', 'PATCH', `/api/folders/${folder}/labels/${labels.Relevant}`, {
      name: 'Very relevant',
      colour: '#1c7ed6',
    });
    expect(renamed.json()).toMatchObject({ name: 'Very relevant', colour: '#1c7ed6', patent_count: 2 });
    const rename = (await call('ada', 'GET', '/api/logged_events')).json().data[0];
    expect(rename.action).toBe('label.change');
    await call('ada', rename.undo.method, rename.undo.url, rename.undo.body);
    await call('ada', 'DELETE', `/api/logged_events/${rename.id}`);

    const deleted = await call('ada', 'DELETE', `/api/folders/${folder}/labels/${labels.Relevant}`);
    expect(deleted.json().message).toBe('Deleted the label “Relevant” of “Annotated” from 2 patents.');
    expect((await call('ada', 'GET', patent(ucids[1]!))).json().label_ids).toEqual([]);
    const { undo, logged_event_id } = deleted.json();
    expect((await call('ada', undo.method, undo.url, undo.body)).json()).toEqual({
      message: 'The label “Relevant” is back on its patents.',
    });
    await call('ada', 'DELETE', `/api/logged_events/${logged_event_id}`);
    const after = (await call('ada', 'GET', `/api/folders/${folder}/labels`)).json().data;
    expect(after[0]).toEqual({
      id: labels.Relevant,
      folder_id: folder,
      name: 'Relevant',
      colour: '#2f9e44',
      patent_count: 2,
    });
    expect((await call('ada', 'GET', patent(ucids[0]!))).json().label_ids).toEqual([
      labels.Relevant,
      labels['X document'],
    ]);
  });
});

describe('ratings and comments', () => {
  it('rates 1 to 5 and clears, refusing other values; the undo puts the previous rating back', async () => {
    expect((await call('dave', 'PUT', `${patent(ucids[2]!)}/rating`, { rating: 4 })).json().rating).toBe(4);
    expect((await call('dave', 'PUT', `${patent(ucids[2]!)}/rating`, { rating: 6 })).json().error.fields).toEqual({
      rating: ['A rating is 1 to 5.'],
    });
    expect((await call('dave', 'PUT', `${patent(ucids[2]!)}/rating`, { rating: 2 })).json().rating).toBe(2);
    const event = (await call('dave', 'GET', '/api/logged_events')).json().data[0];
    expect(event.message).toBe(`Rated ${ucids[2]} 2 of 5 in “Annotated”.`);
    expect((await call('dave', event.undo.method, event.undo.url, event.undo.body)).json().rating).toBe(4);
    expect((await call('carol', 'PUT', `${patent(ucids[2]!)}/rating`, { rating: 1 })).statusCode).toBe(403);
    expect((await call('ada', 'PUT', `${patent('EP-1-A1')}/rating`, { rating: 1 })).statusCode).toBe(404);
  });

  it('threads comments with author and time; only the author edits; deleting a thread is undone whole', async () => {
    const first = await call('ada', 'POST', `${patent(ucids[3]!)}/comments`, { body: 'Anticipates claim 1.' });
    const rootId = first.json().comments[0].id;
    await call('dave', 'POST', `${patent(ucids[3]!)}/comments`, { body: 'Agreed, see fig. 2.', parent_id: rootId });
    const detail = (await call('carol', 'GET', patent(ucids[3]!))).json();
    expect(detail.comments).toMatchObject([
      { id: rootId, parent_id: null, body: 'Anticipates claim 1.', author: { id: ids.ada, name: 'ada User' } },
      { parent_id: rootId, body: 'Agreed, see fig. 2.', author: { id: ids.dave } },
    ]);
    expect((await call('ada', 'POST', `${patent(ucids[3]!)}/comments`, { body: '  ' })).json().error.fields).toEqual({
      body: ['Write the comment first.'],
    });
    const orphan = await call('ada', 'POST', `${patent(ucids[3]!)}/comments`, { body: 'x', parent_id: 999_999 });
    expect(orphan.json().error.fields).toEqual({
      parent_id: [`There is no comment 999999 on ${ucids[3]} to reply to.`],
    });
    const edit = (who: string) =>
      call(who, 'PATCH', `${patent(ucids[3]!)}/comments/${rootId}`, { body: 'Anticipates claims 1 and 3.' });
    expect((await edit('dave')).statusCode).toBe(403);
    expect((await edit('ada')).json().comments[0].body).toBe('Anticipates claims 1 and 3.');
    // Dave may not delete Ada's comment (he has write, not admin); Ada, the folder admin, may.
    expect((await call('dave', 'DELETE', `${patent(ucids[3]!)}/comments/${rootId}`)).statusCode).toBe(403);
    const deleted = await call('ada', 'DELETE', `${patent(ucids[3]!)}/comments/${rootId}`);
    // One reply is "1 reply", as on NPL records (both go through the same comment operations).
    expect(deleted.json().message).toBe(`Deleted a comment on ${ucids[3]} in “Annotated” with 1 reply.`);
    expect((await call('ada', 'GET', patent(ucids[3]!))).json().comments).toEqual([]);
    const { undo } = deleted.json();
    // The deletion was on ucids[3]: through another patent's restore URL it is not there to undo, and nothing moves.
    const elsewhere = await call('ada', 'POST', `${patent(ucids[2]!)}/comments/restore`, undo.body);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe(
      `You have no comment deletion ${undo.body.logged_event_id} on ${ucids[2]}.`,
    );
    expect((await call('ada', 'GET', patent(ucids[2]!))).json().comments).toEqual([]);
    const restored = (await call('ada', undo.method, undo.url, undo.body)).json();
    expect(restored.comments).toEqual((await call('carol', 'GET', patent(ucids[3]!))).json().comments);
    expect(restored.comments.map((c: { id: number }) => c.id)).toEqual([rootId, detail.comments[1].id]);
  });

  it('puts removed patents back with their labels, rating and comments', async () => {
    const before = (await call('ada', 'GET', patent(ucids[3]!))).json();
    const listBefore = (await call('ada', 'GET', `/api/folders/${folder}/patents?rows=100`)).json();
    const removed = await call('ada', 'POST', `/api/folders/${folder}/patents/remove`, { ucids: [ucids[0], ucids[3]] });
    expect((await call('ada', 'GET', patent(ucids[3]!))).statusCode).toBe(404);
    const { undo } = removed.json();
    expect((await call('ada', undo.method, undo.url, undo.body)).json().message).toBe(
      '2 patents are back in the folder.',
    );
    expect((await call('ada', 'GET', patent(ucids[3]!))).json()).toEqual(before);
    expect((await call('ada', 'GET', `/api/folders/${folder}/patents?rows=100`)).json()).toEqual(listBefore);
    expect(listBefore.patents.find((p: { ucid: string }) => p.ucid === ucids[3]).comment_count).toBe(2);
  });
});

describe('folder filters and facets', () => {
  it('filters the folder’s results by rating and label, and counts both exactly over the matches', async () => {
    const run = (payload: Record<string, unknown>) =>
      call('carol', 'POST', `/api/patents/folders/${folder}`, { grouped_by: 'none', rows: 50, ...payload });
    const all = (await run({})).json();
    expect(all.numFound).toBe(10);
    expect(all.facets.labels).toEqual({
      buckets: [
        { value: 'Relevant', count: 2 },
        { value: 'X document', count: 1 },
      ],
      other: 0,
      missing: 8,
    });
    expect(all.facets.ratings.buckets).toEqual([
      { value: 'unrated', count: 9 },
      { value: '4', count: 1 },
    ]);
    const relevant = (await run({ filters: { filtersToApply: { labels: ['Relevant'] } } })).json();
    expect(relevant.docs.map((d: { ucid: string }) => d.ucid).sort()).toEqual([ucids[0], ucids[1]].sort());
    expect(relevant.facets.labels.buckets).toEqual([
      { value: 'Relevant', count: 2 },
      { value: 'X document', count: 1 },
    ]);
    const notRelevantRated = (
      await run({ filters: { filtersToApply: { ratings: ['4'] }, filtersToExclude: { labels: ['Relevant'] } } })
    ).json();
    expect(notRelevantRated.docs.map((d: { ucid: string }) => d.ucid)).toEqual([ucids[2]]);
    const none = (await run({ filters: { filtersToApply: { ratings: ['5'] } } })).json();
    expect(none).toMatchObject({ numFound: 0, docs: [] });
    // A country filter of the index and a query inside the folder narrow the same set.
    const country = all.facets.country.buckets[0];
    const narrowed = (await run({ filters: { filtersToApply: { country: [country.value] } } })).json();
    expect(narrowed.numFound).toBe(country.count);
    expect(narrowed.facets.ratings.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(
      country.count,
    );
  });
});

describe('details of a page of patents', () => {
  it('answers in one call what each patent’s own call answers, leaving out ucids not in the folder', async () => {
    const page = ucids.slice(0, 5);
    const many = await call('carol', 'POST', `/api/folders/${folder}/patents/details`, {
      ucids: [...page, 'EP-1-A1', page[0]],
    });
    expect(many.statusCode).toBe(200);
    const one = await Promise.all(page.map(async (ucid) => (await call('carol', 'GET', patent(ucid))).json()));
    const byUcid = (list: { ucid: string }[]) => [...list].sort((a, b) => a.ucid.localeCompare(b.ucid));
    expect(byUcid(many.json())).toEqual(byUcid(one));
    expect((await call('bob', 'POST', `/api/folders/${folder}/patents/details`, { ucids: page })).statusCode).toBe(404);
    expect((await call('ada', 'POST', `/api/folders/${folder}/patents/details`, { ucids: [] })).statusCode).toBe(422);
  });
});
