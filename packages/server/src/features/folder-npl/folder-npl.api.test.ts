import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';

// NPL records of a folder against the real server and database: every call at every level of permission, the
// validation of a record, labels, ratings and threaded comments on it, and removal undone exactly.

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let t: TestApp;
const session: Record<string, string> = {};
const ids: Record<string, number> = {};
let folder: number;
let labels: Record<string, number>;

const call = (who: string, method: Method, url: string, body?: unknown) =>
  t.request({ method, url, session: session[who]!, ...(body === undefined ? {} : { body }) });
const npl = (path = '') => `/api/folders/${folder}/npl${path}`;

async function addRecord(who: string, body: Record<string, unknown>) {
  const response = await call(who, 'POST', npl(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  const org = (await createOrganization(t.db)).id;
  const other = (await createOrganization(t.db)).id;
  // ada creates the folder (admin); wes writes, carol reads, rita is a read-only user given write; bob has no
  // level; eve is in another organisation.
  const people = {
    ada: { organizationId: org },
    wes: { organizationId: org },
    carol: { organizationId: org },
    rita: { organizationId: org, is_read_only: true },
    bob: { organizationId: org },
    eve: { organizationId: other },
  };
  for (const [name, options] of Object.entries(people)) {
    const user = await createUser(t.db, { ...options, firstName: name });
    ids[name] = user.id;
    session[name] = await t.signIn(user);
  }
  folder = (await call('ada', 'POST', '/api/folders', { name: 'Battery prior art' })).json().id;
  const shared = await call('ada', 'PUT', `/api/folders/${folder}/permissions`, {
    users: [
      { id: ids.wes, level: 'write' },
      { id: ids.carol, level: 'read' },
      { id: ids.rita, level: 'write' },
    ],
    groups: [],
  });
  expect(shared.statusCode).toBe(200);
  labels = {};
  for (const [name, colour] of [
    ['Relevant', '#2f9e44'],
    ['X document', '#e03131'],
  ] as const) {
    labels[name] = (await call('ada', 'POST', `/api/folders/${folder}/labels`, { name, colour })).json().id;
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('NPL records', () => {
  it('are added with their fields, listed with a checksum, and changed with an undo', async () => {
    const made = await addRecord('wes', {
      title: '  Solid electrolytes for lithium cells ',
      authors: 'A. Author; B. Writer',
      source: 'Journal of Power Sources',
      year: 2019,
      doi: 'https://doi.org/10.1016/J.JPOWSOUR.2019.01.001',
      url: 'https://example.org/paper',
      abstract: '',
    });
    expect(made).toMatchObject({
      folder_id: folder,
      title: 'Solid electrolytes for lithium cells',
      authors: 'A. Author; B. Writer',
      source: 'Journal of Power Sources',
      year: 2019,
      doi: '10.1016/J.JPOWSOUR.2019.01.001',
      url: 'https://example.org/paper',
      abstract: null,
      rating: null,
      label_ids: [],
      comment_count: 0,
      comments: [],
      added_by: ids.wes,
    });
    const minimal = await addRecord('ada', { title: 'Conference talk on anodes' });
    expect(minimal).toMatchObject({ authors: null, source: null, year: null, doi: null, url: null });

    const list = (await call('carol', 'GET', npl())).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([made.id, minimal.id]);
    expect((await call('carol', 'GET', `${npl()}?checksum=${list.checksum}`)).json()).toEqual({
      checksum: list.checksum,
      match: true,
    });
    const { comments: _, ...listed } = made;
    expect(list.data[0]).toEqual(listed);

    // A DOI is held once per folder, whatever its case.
    const twice = await call('ada', 'POST', npl(), { title: 'Same work', doi: '10.1016/j.jpowsour.2019.01.001' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ doi: ['This folder already holds a record with this DOI.'] });

    const changed = await call('wes', 'PATCH', npl(`/${made.id}`), { year: 2020, source: '' });
    expect(changed.json()).toMatchObject({ year: 2020, source: null, title: made.title });
    const event = (await call('wes', 'GET', '/api/logged_events')).json().data[0];
    expect(event).toMatchObject({
      action: 'npl.change',
      message: 'Changed the NPL record “Solid electrolytes for lithium cells” in “Battery prior art”.',
    });
    const undone = await call('wes', event.undo.method, event.undo.url, event.undo.body);
    expect(undone.json()).toMatchObject({ year: 2019, source: 'Journal of Power Sources' });
  });

  it('refuses invalid fields with a message per field path (422)', async () => {
    const fields = async (body: unknown) => {
      const response = await call('ada', 'POST', npl(), body);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      return response.json().error.fields;
    };
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(await fields({ title: '   ' })).toEqual({ title: ['Give the record a title.'] });
    expect(await fields({ title: 'x'.repeat(501) })).toEqual({ title: ['A title has at most 500 characters.'] });
    expect(await fields({ doi: '10.1000/x' })).toEqual({
      title: ['Invalid input: expected string, received undefined'],
    });
    expect(await fields({ title: 'Paper', doi: 'not a doi' })).toEqual({ doi: ['A DOI looks like 10.1000/xyz123.'] });
    expect(await fields({ title: 'Paper', doi: '10.12/short' })).toEqual({ doi: ['A DOI looks like 10.1000/xyz123.'] });
    expect(await fields({ title: 'Paper', url: 'ftp://example.org/a.pdf' })).toEqual({
      url: ['A web address starts with http:// or https://.'],
    });
    expect(await fields({ title: 'Paper', url: 'javascript:alert(1)' })).toEqual({
      url: ['A web address starts with http:// or https://.'],
    });
    expect(await fields({ title: 'Paper', year: 1399 })).toEqual({
      year: [`A year is between 1400 and ${nextYear}.`],
    });
    expect(await fields({ title: 'Paper', year: nextYear + 1 })).toEqual({
      year: [`A year is between 1400 and ${nextYear}.`],
    });
    expect(await fields({ title: 'Paper', year: 2001.5 })).toEqual({
      year: ['A year is a whole number such as 2019.'],
    });
    expect(await fields({ title: 'Paper', owner: 1 })).toEqual({ owner: ['This field is not allowed.'] });
    expect(await fields({ title: '', doi: 'bad' })).toEqual({
      title: ['Give the record a title.'],
      doi: ['A DOI looks like 10.1000/xyz123.'],
    });
    const first = (await call('ada', 'GET', npl())).json().data[0];
    const patch = await call('ada', 'PATCH', npl(`/${first.id}`), { doi: 'doi:nonsense' });
    expect(patch.json().error.fields).toEqual({ doi: ['A DOI looks like 10.1000/xyz123.'] });
    expect((await call('ada', 'PATCH', npl(`/${first.id}`), {})).statusCode).toBe(422);
    expect((await call('ada', 'GET', npl('/abc'))).statusCode).toBe(422);
    expect((await call('ada', 'GET', npl('/999999'))).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('lets read list and open records but change nothing; no level or another organisation sees nothing (404)', async () => {
    const record = await addRecord('ada', { title: 'Permission probe', doi: '10.5555/probe.1' });
    const comment = (await call('ada', 'POST', npl(`/${record.id}/comments`), { body: 'Mine.' })).json().comments[0];
    const removal = (await call('ada', 'POST', npl('/remove'), { ids: [record.id] })).json();
    await call('ada', removal.undo.method, removal.undo.url, removal.undo.body);
    await call('ada', 'DELETE', `/api/logged_events/${removal.logged_event_id}`);

    // Every call, with a valid body, so that only the level decides the answer.
    const calls: [Method, string, unknown?][] = [
      ['POST', npl(), { title: 'Mine now' }],
      ['PATCH', npl(`/${record.id}`), { title: 'Renamed' }],
      ['POST', npl('/remove'), { ids: [record.id] }],
      ['POST', npl('/restore'), { logged_event_id: removal.logged_event_id }],
      ['PUT', npl(`/${record.id}/rating`), { rating: 3 }],
      ['PUT', npl(`/${record.id}/labels`), { label_ids: [labels.Relevant] }],
      ['POST', npl(`/${record.id}/comments`), { body: 'Hello' }],
      ['PATCH', npl(`/${record.id}/comments/${comment.id}`), { body: 'Changed' }],
      ['DELETE', npl(`/${record.id}/comments/${comment.id}`)],
      ['POST', npl(`/${record.id}/comments/restore`), { logged_event_id: removal.logged_event_id }],
    ];
    const reads: [Method, string][] = [
      ['GET', npl()],
      ['GET', npl(`/${record.id}`)],
    ];

    for (const [method, url] of reads) expect((await call('carol', method, url)).statusCode, url).toBe(200);
    for (const [method, url, body] of calls) {
      const response = await call('carol', method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.message).toBe(
        'You have a read permission on this folder; you need write to change the patents of this folder.',
      );
      // A read-only user is refused before the folder is looked at, whatever the folder's share says.
      expect((await call('rita', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('rita', 'GET', npl())).statusCode).toBe(200);

    for (const who of ['bob', 'eve']) {
      for (const [method, url, body] of [...reads, ...calls])
        expect((await call(who, method, url, body)).statusCode, `${who} ${method} ${url}`).toBe(404);
    }
    // Nothing of that changed the record.
    expect((await call('ada', 'GET', npl(`/${record.id}`))).json()).toMatchObject({
      title: 'Permission probe',
      rating: null,
      label_ids: [],
      comments: [{ id: comment.id, body: 'Mine.' }],
    });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: npl() })).statusCode).toBe(401);
  });
});

describe('labels, ratings and comments', () => {
  it('labels a record with the folder’s labels only, and undoes a change', async () => {
    const record = await addRecord('wes', { title: 'Cathode coatings review' });
    // Labels come back in id order; Relevant was made first.
    const both = [labels.Relevant!, labels['X document']!];
    const set = await call('wes', 'PUT', npl(`/${record.id}/labels`), { label_ids: [...both].reverse() });
    expect(set.json().label_ids).toEqual(both);
    await call('wes', 'PUT', npl(`/${record.id}/labels`), { label_ids: [labels['X document']] });

    // Another folder's label is refused as unknown here.
    const otherFolder = (await call('wes', 'POST', '/api/folders', { name: 'Elsewhere' })).json().id;
    const foreign = (
      await call('wes', 'POST', `/api/folders/${otherFolder}/labels`, { name: 'Foreign', colour: '#000000' })
    ).json().id;
    const refused = await call('wes', 'PUT', npl(`/${record.id}/labels`), { label_ids: [foreign] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ label_ids: [`This folder has no label ${foreign}.`] });

    const event = (await call('wes', 'GET', '/api/logged_events'))
      .json()
      .data.find((e: { action: string }) => e.action === 'npl.labels');
    expect(event.message).toBe(
      'Changed the labels of the NPL record “Cathode coatings review” in “Battery prior art”.',
    );
    const undone = await call('wes', event.undo.method, event.undo.url, event.undo.body);
    expect(undone.json().label_ids).toEqual(both);
  });

  it('puts a deleted label back on its NPL records when the deletion is undone', async () => {
    const record = await addRecord('wes', { title: 'Separator membranes survey' });
    const label = (
      await call('ada', 'POST', `/api/folders/${folder}/labels`, { name: 'Short-lived', colour: '#1c7ed6' })
    ).json();
    await call('wes', 'PUT', npl(`/${record.id}/labels`), { label_ids: [label.id] });
    const deleted = (await call('ada', 'DELETE', `/api/folders/${folder}/labels/${label.id}`)).json();
    expect((await call('ada', 'GET', npl(`/${record.id}`))).json().label_ids).toEqual([]);
    const undo = await call('ada', deleted.undo.method, deleted.undo.url, deleted.undo.body);
    expect(undo.statusCode).toBe(200);
    expect((await call('ada', 'GET', npl(`/${record.id}`))).json().label_ids).toEqual([label.id]);
  });

  it('rates 1 to 5 and clears; the undo puts the previous rating back', async () => {
    const record = await addRecord('wes', { title: 'Separator membranes' });
    expect((await call('wes', 'PUT', npl(`/${record.id}/rating`), { rating: 4 })).json().rating).toBe(4);
    const bad = await call('wes', 'PUT', npl(`/${record.id}/rating`), { rating: 0 });
    expect(bad.json().error.fields).toEqual({ rating: ['A rating is 1 to 5.'] });
    expect((await call('wes', 'PUT', npl(`/${record.id}/rating`), { rating: 2 })).json().rating).toBe(2);
    const event = (await call('wes', 'GET', '/api/logged_events')).json().data[0];
    expect(event.message).toBe('Rated the NPL record “Separator membranes” 2 of 5 in “Battery prior art”.');
    expect((await call('wes', event.undo.method, event.undo.url, event.undo.body)).json().rating).toBe(4);
    expect((await call('wes', 'PUT', npl(`/${record.id}/rating`), { rating: null })).json().rating).toBeNull();
  });

  it('threads comments; only the author edits; the author or an admin deletes, undone whole', async () => {
    const record = await addRecord('ada', { title: 'Anode binders' });
    const root = (await call('ada', 'POST', npl(`/${record.id}/comments`), { body: 'Discloses claim 1.' })).json()
      .comments[0];
    const reply = await call('wes', 'POST', npl(`/${record.id}/comments`), {
      body: 'See table 2.',
      parent_id: root.id,
    });
    expect(reply.json().comments).toMatchObject([
      { id: root.id, parent_id: null, body: 'Discloses claim 1.', author: { id: ids.ada, name: 'ada User' } },
      { parent_id: root.id, body: 'See table 2.', author: { id: ids.wes } },
    ]);
    const orphan = await call('ada', 'POST', npl(`/${record.id}/comments`), { body: 'x', parent_id: 999_999 });
    expect(orphan.json().error.fields).toEqual({
      parent_id: ['There is no comment 999999 on this record to reply to.'],
    });
    const blank = await call('ada', 'POST', npl(`/${record.id}/comments`), { body: ' ' });
    expect(blank.json().error.fields).toEqual({ body: ['Write the comment first.'] });

    const edit = (who: string) =>
      call(who, 'PATCH', npl(`/${record.id}/comments/${root.id}`), { body: 'Discloses claims 1 and 4.' });
    expect((await edit('wes')).statusCode).toBe(403);
    expect((await edit('ada')).json().comments[0].body).toBe('Discloses claims 1 and 4.');

    const listed = (await call('carol', 'GET', npl())).json().data.find((r: { id: number }) => r.id === record.id);
    expect(listed.comment_count).toBe(2);

    // wes writes but is not an admin: he may not delete ada's comment; ada, the folder admin, may delete his.
    expect((await call('wes', 'DELETE', npl(`/${record.id}/comments/${root.id}`))).statusCode).toBe(403);
    const before = (await call('ada', 'GET', npl(`/${record.id}`))).json();
    const deleted = await call('ada', 'DELETE', npl(`/${record.id}/comments/${root.id}`));
    expect(deleted.json().message).toBe(
      'Deleted a comment on the NPL record “Anode binders” in “Battery prior art” with 1 reply.',
    );
    expect((await call('ada', 'GET', npl(`/${record.id}`))).json().comments).toEqual([]);
    const { undo } = deleted.json();
    // The undo is bound to its record: another record's restore path does not take it.
    const elsewhere = await addRecord('ada', { title: 'Unrelated' });
    expect((await call('ada', 'POST', npl(`/${elsewhere.id}/comments/restore`), undo.body)).statusCode).toBe(404);
    expect((await call('ada', undo.method, undo.url, undo.body)).json()).toEqual(before);
  });
});

describe('removal', () => {
  it('removes several records and the undo puts back records, labels, ratings and comments exactly', async () => {
    const a = await addRecord('wes', { title: 'Electrolyte additives', doi: '10.1234/additives.7', year: 2011 });
    const b = await addRecord('wes', { title: 'Dry electrode process', url: 'http://example.com/dry' });
    await call('wes', 'PUT', npl(`/${a.id}/labels`), { label_ids: [labels.Relevant] });
    await call('wes', 'PUT', npl(`/${b.id}/rating`), { rating: 5 });
    const root = (await call('wes', 'POST', npl(`/${a.id}/comments`), { body: 'Key document.' })).json().comments[0];
    await call('ada', 'POST', npl(`/${a.id}/comments`), { body: 'Agreed.', parent_id: root.id });
    const before = {
      list: (await call('ada', 'GET', npl())).json().data,
      a: (await call('ada', 'GET', npl(`/${a.id}`))).json(),
      b: (await call('ada', 'GET', npl(`/${b.id}`))).json(),
    };

    const removed = await call('wes', 'POST', npl('/remove'), { ids: [a.id, b.id, 999_999] });
    expect(removed.statusCode).toBe(200);
    const answer = removed.json();
    expect(answer).toMatchObject({
      message: 'Removed 2 NPL records from “Battery prior art”.',
      undo: { method: 'POST', url: npl('/restore'), body: { logged_event_id: answer.logged_event_id } },
    });
    expect((await call('ada', 'GET', npl(`/${a.id}`))).statusCode).toBe(404);
    const none = await call('wes', 'POST', npl('/remove'), { ids: [a.id] });
    expect(none.statusCode).toBe(404);
    expect((await call('wes', 'POST', npl('/remove'), { ids: [] })).json().error.fields).toEqual({
      ids: ['Give at least one record.'],
    });
    // The undo is the remover's own: a colleague cannot use it.
    expect((await call('ada', answer.undo.method, answer.undo.url, answer.undo.body)).statusCode).toBe(404);

    const restored = await call('wes', answer.undo.method, answer.undo.url, answer.undo.body);
    expect(restored.json()).toEqual({ message: '2 NPL records are back in the folder.' });
    expect((await call('wes', 'DELETE', `/api/logged_events/${answer.logged_event_id}`)).statusCode).toBe(204);
    expect((await call('wes', 'GET', `/api/logged_events/${answer.logged_event_id}`)).statusCode).toBe(404);
    expect((await call('ada', 'GET', npl())).json().data).toEqual(before.list);
    expect((await call('ada', 'GET', npl(`/${a.id}`))).json()).toEqual(before.a);
    expect((await call('ada', 'GET', npl(`/${b.id}`))).json()).toEqual(before.b);
    // Restored ids stay clear of new ones: the next record gets a fresh id.
    const next = await addRecord('wes', { title: 'After the undo' });
    expect(next.id).toBeGreaterThan(b.id);
  });

  it('keeps a removed record out when its DOI has been added again meanwhile', async () => {
    const a = await addRecord('wes', { title: 'Original entry', doi: '10.4321/dup.1' });
    const answer = (await call('wes', 'POST', npl('/remove'), { ids: [a.id] })).json();
    await addRecord('wes', { title: 'Entered again', doi: '10.4321/DUP.1' });
    const restored = await call('wes', answer.undo.method, answer.undo.url, answer.undo.body);
    expect(restored.json()).toEqual({
      message: '0 NPL records are back in the folder. 1 stayed out: the folder holds their DOI again.',
    });
  });
});

describe('activity', () => {
  it('shows what was done to NPL records in the folder’s activity', async () => {
    const activity = (await call('carol', 'GET', `/api/folders/${folder}/activity`)).json();
    const actions = new Set(activity.map((e: { action: string }) => e.action));
    for (const action of ['npl.add', 'npl.change', 'npl.remove', 'npl.labels', 'npl.rating', 'npl.comment'])
      expect(actions, action).toContain(action);
    expect(activity.map((e: { message: string }) => e.message)).toContain(
      'Added the NPL record “Separator membranes” to “Battery prior art”.',
    );
  });
});
