import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';

// The alert calls on the real server and database: validation, what an alert may name, whose alerts are whose
// (another user's and another organisation's answer 404), read-only users, pause and resume, delete with undo,
// run now, and the xlsx export of a list of alerts.

let t: TestApp;
const session: Record<'ada' | 'cora' | 'rita' | 'bob', string> = { ada: '', cora: '', rita: '', bob: '' };
let coraId: number;
let bobId: number;

type Who = keyof typeof session;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, session: session[who], ...(body === undefined ? {} : { body }) });

const queryAlert = (extra: Record<string, unknown> = {}) => ({
  type: 1,
  name: 'Solid-state batteries',
  query: 'TAC=(solid AND electrolyte)',
  schedule: { frequency: 'weekly', weekday: 1, hour: 7 },
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp({ runJobs: false });
  const acme = await createOrganization(t.db, { name: 'Acme' });
  const bolt = await createOrganization(t.db, { name: 'Bolt' });
  session.ada = await t.signIn(await createUser(t.db, { organizationId: acme.id }));
  const cora = await createUser(t.db, { organizationId: acme.id });
  coraId = cora.id;
  session.cora = await t.signIn(cora);
  session.rita = await t.signIn(await createUser(t.db, { organizationId: acme.id, is_read_only: true }));
  const bob = await createUser(t.db, { organizationId: bolt.id });
  bobId = bob.id;
  session.bob = await t.signIn(bob);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('making alerts', () => {
  it('answers 422 on the field at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [queryAlert({ query: null }), 'query'],
      [queryAlert({ query: 'TAC=(solid AND' }), 'query'],
      [queryAlert({ name: ' ' }), 'name'],
      [queryAlert({ schedule: { frequency: 'weekly', hour: 7 } }), 'schedule.weekday'],
      [queryAlert({ schedule: { frequency: 'monthly', day_of_month: 31 } }), 'schedule.day_of_month'],
      [queryAlert({ schedule: { frequency: 'hourly' } }), 'schedule.frequency'],
      [queryAlert({ type: 2, query: null, ucids: [] }), 'ucids'],
      [queryAlert({ type: 2, ucids: ['not a number'] }), 'ucids.0'],
      [queryAlert({ type: 3 }), 'folder_id'],
      [queryAlert({ date_basis: 'priority' }), 'date_basis'],
      [queryAlert({ recipients: { emails: ['nobody'] } }), 'recipients.emails.0'],
      [queryAlert({ surprise: true }), ''],
    ];
    for (const [body, field] of cases) {
      const response = await call('ada', 'POST', '/api/alerts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      if (field !== '') expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses what the user may not name: a colleague’s folder, another organisation’s user, an unknown scheme', async () => {
    const coraFolder = (await call('cora', 'POST', '/api/folders', { name: 'Cora’s' })).json().id;
    const folder = await call('ada', 'POST', '/api/alerts', queryAlert({ type: 3, folder_id: coraFolder }));
    expect(folder.statusCode).toBe(422);
    expect(folder.json().error.fields.folder_id).toEqual([`You cannot add patents to folder ${coraFolder}.`]);
    const stranger = await call('ada', 'POST', '/api/alerts', queryAlert({ recipients: { user_ids: [bobId] } }));
    expect(stranger.json().error.fields['recipients.user_ids']).toEqual([
      `There is no user ${bobId} in your organisation.`,
    ]);
    const bobScheme = (
      await call('bob', 'POST', '/api/highlighting_schemes', { name: 'Bob', groups: [{ terms: ['x'] }] })
    ).json().id;
    const scheme = await call('ada', 'POST', '/api/alerts', queryAlert({ highlighting_scheme_id: bobScheme }));
    expect(scheme.json().error.fields.highlighting_scheme_id).toEqual([
      `You have no highlighting scheme ${bobScheme}.`,
    ]);
    // A colleague is a valid recipient and inspector.
    const ok = await call('ada', 'POST', '/api/alerts', queryAlert({ recipients: { user_ids: [coraId], emails: [] } }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().recipients).toEqual({ user_ids: [coraId], emails: [] });
  });

  it('is closed to read-only users', async () => {
    const refused = await call('rita', 'POST', '/api/alerts', queryAlert());
    expect(refused.statusCode).toBe(403);
    expect((await call('rita', 'GET', '/api/alerts')).statusCode).toBe(200);
  });

  it('stores what was given with the defaults, and lists alerts by type', async () => {
    const created = await call('ada', 'POST', '/api/alerts', queryAlert({ name: 'Defaults' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 1,
      name: 'Defaults',
      schedule: { frequency: 'weekly', weekday: 1, day_of_month: null, hour: 7 },
      date_basis: 'ingest',
      grouping: 'none',
      mail_empty_runs: false,
      paused: false,
      last_run_at: null,
    });
    const watched = await call('ada', 'POST', '/api/alerts', {
      type: 2,
      name: 'Competitor patents',
      ucids: ['ep-1000000-a1', 'US-5000000-A'],
      schedule: { frequency: 'daily' },
    });
    expect(watched.statusCode).toBe(201);
    expect(watched.json().ucids).toEqual(['EP-1000000-A1', 'US-5000000-A']);
    const twos = (await call('ada', 'GET', '/api/alerts?type=2')).json().data;
    expect(twos.map((a: { name: string }) => a.name)).toEqual(['Competitor patents']);
    expect((await call('ada', 'GET', '/api/alerts?type=4')).statusCode).toBe(422);
  });
});

describe('one user’s alerts', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call('ada', 'POST', '/api/alerts', queryAlert({ name: 'Private' }))).json().id;
  });

  it('are nobody else’s: a colleague and another organisation get 404 on every call', async () => {
    for (const who of ['cora', 'bob'] as const) {
      const lists = (await call(who, 'GET', '/api/alerts')).json().data;
      expect(lists.some((a: { id: number }) => a.id === id)).toBe(false);
      for (const [method, url, body] of [
        ['GET', `/api/alerts/${id}`],
        ['PATCH', `/api/alerts/${id}`, { name: 'Mine now' }],
        ['DELETE', `/api/alerts/${id}`],
        ['POST', `/api/alerts/${id}/pause`],
        ['POST', `/api/alerts/${id}/run`],
        ['GET', `/api/alerts/${id}/alert_runs`],
      ] as const) {
        const response = await call(who, method, url, body);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('ALERT_NOT_FOUND');
      }
      const exported = await call(who, 'POST', '/api/alerts/export', { alertIds: [id], type: 1 });
      expect(exported.statusCode).toBe(404);
    }
    expect((await call('ada', 'GET', `/api/alerts/${id}`)).json().name).toBe('Private');
  });

  it('change, pause and resume', async () => {
    const changed = await call('ada', 'PATCH', `/api/alerts/${id}`, {
      name: 'Renamed',
      schedule: { frequency: 'monthly', day_of_month: 3 },
      date_basis: 'publication',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed',
      schedule: { frequency: 'monthly', day_of_month: 3, hour: 6 },
      date_basis: 'publication',
      query: 'TAC=(solid AND electrolyte)',
    });
    const emptied = await call('ada', 'PATCH', `/api/alerts/${id}`, { query: null });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().error.fields.query).toEqual(['Give the query the alert runs.']);
    expect((await call('ada', 'POST', `/api/alerts/${id}/pause`)).json().paused).toBe(true);
    expect((await call('ada', 'POST', `/api/alerts/${id}/resume`)).json().paused).toBe(false);
  });

  it('run now: a pending run, once per instant, only the owner sees it', async () => {
    const run = await call('ada', 'POST', `/api/alerts/${id}/run`);
    expect(run.statusCode).toBe(202);
    expect(run.json()).toMatchObject({ alert_id: id, status: 'pending', count: null });
    const again = await call('ada', 'POST', `/api/alerts/${id}/run`);
    expect(again.json().key).toBe(run.json().key);
    const runs = (await call('ada', 'GET', `/api/alerts/${id}/alert_runs`)).json();
    expect(runs.map((r: { key: string }) => r.key)).toEqual([run.json().key]);
    const key = run.json().key;
    const opened = await call('ada', 'GET', `/api/alert_runs/${key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      run: { key, status: 'pending' },
      alert: { id },
      results: { numFound: 0 },
    });
    const same = await call('ada', 'GET', `/api/alert_runs/${key}?checksum=${opened.json().checksum}`);
    expect(same.json()).toEqual({ checksum: opened.json().checksum, match: true });
    for (const who of ['cora', 'bob'] as const) {
      expect((await call(who, 'GET', `/api/alert_runs/${key}`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/alert_runs/${key}/results`, {})).statusCode).toBe(404);
    }
    expect((await call('ada', 'GET', '/api/alert_runs/not-a-uuid')).statusCode).toBe(422);
  });

  it('delete with undo: gone everywhere, back with its runs, and only its owner may undo', async () => {
    const deleted = await call('ada', 'DELETE', `/api/alerts/${id}`);
    expect(deleted.statusCode).toBe(200);
    const { undo, message } = deleted.json();
    expect(message).toBe('Deleted the alert “Renamed”.');
    expect(undo).toMatchObject({ method: 'POST', url: '/api/alerts/restore' });
    expect((await call('ada', 'GET', `/api/alerts/${id}`)).statusCode).toBe(404);
    expect((await call('ada', 'GET', '/api/alerts')).json().data.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await call('cora', 'POST', undo.url, undo.body)).statusCode).toBe(404);
    const restored = await call('ada', 'POST', undo.url, undo.body);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('The alert “Renamed” is back.');
    expect((await call('ada', 'GET', `/api/alerts/${id}/alert_runs`)).json()).toHaveLength(1);
    expect((await call('ada', 'POST', undo.url, undo.body)).statusCode).toBe(404);
  });
});

describe('POST /api/alerts/export', () => {
  it('answers an xlsx of the chosen alerts, named after their type, the date and the time', async () => {
    const now = t.clock.now().toISOString();
    const stamp = `${now.slice(0, 4)}${now.slice(5, 7)}${now.slice(8, 10)}${now.slice(11, 13)}${now.slice(14, 16)}${now.slice(17, 19)}`;
    const ids = (await call('ada', 'GET', '/api/alerts?type=1')).json().data.map((a: { id: number }) => a.id);
    const response = await call('ada', 'POST', '/api/alerts/export', { alertIds: ids, type: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="QueryAlerts_${stamp}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Alerts')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.rowCount).toBe(ids.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe('TAC=(solid AND electrolyte)');

    const watched = (await call('ada', 'GET', '/api/alerts?type=2')).json().data[0].id;
    const mixed = await call('ada', 'POST', '/api/alerts/export', { alertIds: [watched], type: 1 });
    expect(mixed.statusCode).toBe(404);
    const two = await call('ada', 'POST', '/api/alerts/export', { alertIds: [watched], type: 2 });
    expect(two.headers['content-disposition']).toMatch(/^attachment; filename="WatchedPatents_\d{14}\.xlsx"$/);
  });
});
