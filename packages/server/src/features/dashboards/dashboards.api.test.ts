// Dashboards and charts against the real server and database (issue 20 item 4): every call at every level (none,
// Read, Write, Admin, a read-only user, another organisation), validation with the error shape, the charts' defaults
// and layout, the workspace answering them whole with the active dashboard of SPEC §4, and the events published.

import { defaultChartConfigs } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp } from '../../test/build-app';
import { buildWorld, eventsOf, expectError, type Person, type World } from './dashboards-test-support';

let w: World;

beforeAll(async () => {
  w = await buildWorld(await buildTestApp({ runJobs: false, searchThreads: 1 }));
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

async function dashboard(id: number, name = 'Overview', who: Person = 'ada') {
  const made = await w.call(who, 'POST', `/api/workspaces/${id}/dashboards`, { name });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: number; version: number; layout: { chart_id: number }[] };
}

async function chart(id: number, dashboardId: number, section = 'assignees/top', extra: object = {}) {
  const made = await w.call('ada', 'POST', `/api/workspaces/${id}/charts`, {
    dashboard_id: dashboardId,
    section,
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: number; version: number; config: Record<string, unknown>; title: string };
}

describe('dashboards', () => {
  it('are added, listed in order, renamed, activated and deleted, each change published once', async () => {
    const id = await w.newWorkspace();
    const from = w.events.length;
    const made = await w.call(
      'wendy',
      'POST',
      `/api/workspaces/${id}/dashboards`,
      { name: ' Overview ' },
      'tab-wendy-1',
    );
    expect(made.statusCode).toBe(201);
    const first = made.json().data;
    expect(first).toMatchObject({ name: 'Overview', position: 0, layout: [], version: 1, workspace_id: id });
    expect(first.updated_by).toEqual({ id: w.ids.wendy, name: 'Wendy Tester' });
    const second = await dashboard(id, 'Competitors');
    expect(
      (await w.call('reed', 'GET', `/api/workspaces/${id}/dashboards`))
        .json()
        .data.map((d: { name: string }) => d.name),
    ).toEqual(['Overview', 'Competitors']);

    const renamed = await w.call('ada', 'PATCH', `/api/workspaces/${id}/dashboards/${second.id}`, {
      base_version: 1,
      name: 'Rivals',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Rivals', version: 2 });

    const switched = await w.call(
      'wendy',
      'PUT',
      `/api/workspaces/${id}/dashboards/${second.id}/activate`,
      undefined,
      'tab-wendy-1',
    );
    expect(switched.statusCode).toBe(200);
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data.active_dashboard_id).toBe(second.id);

    const removed = await w.call('ada', 'DELETE', `/api/workspaces/${id}/dashboards/${second.id}`);
    expect(removed.statusCode).toBe(200);
    // The active one gone, the first dashboard is active again (SPEC §4).
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data.active_dashboard_id).toBe(first.id);

    const events = eventsOf(w, id, from);
    expect(events.map((e) => e.event)).toEqual([
      'dashboard.updated',
      'dashboard.updated',
      'dashboard.updated',
      'dashboard.switched',
      'dashboard.deleted',
    ]);
    expect(events[0]!.data).toMatchObject({
      dashboard: { id: first.id, name: 'Overview' },
      client_uuid: 'tab-wendy-1',
    });
    expect(events[3]!.data).toMatchObject({
      dashboard_id: second.id,
      user: { id: w.ids.wendy, name: 'Wendy Tester' },
      client_uuid: 'tab-wendy-1',
    });
    expect(events[4]!.data).toMatchObject({ id: second.id, client_uuid: null });
  });

  it('check every level: none and other organisations 404, Read reads, Write and Admin change, read-only users read', async () => {
    const id = await w.newWorkspace();
    const board = await dashboard(id);
    const drawn = await chart(id, board.id);
    const expected: Record<Person, { read: number; write: number }> = {
      ada: { read: 200, write: 201 },
      wendy: { read: 200, write: 201 },
      reed: { read: 200, write: 403 },
      rita: { read: 200, write: 403 },
      nobody: { read: 404, write: 404 },
      bob: { read: 404, write: 404 },
    };
    for (const [who, want] of Object.entries(expected) as [Person, { read: number; write: number }][]) {
      for (const path of ['dashboards', 'charts'])
        expect((await w.call(who, 'GET', `/api/workspaces/${id}/${path}`)).statusCode, `${who} GET ${path}`).toBe(
          want.read,
        );
      expect((await w.call(who, 'GET', `/api/workspaces/${id}`)).statusCode, who).toBe(want.read);
      const add = await w.call(who, 'POST', `/api/workspaces/${id}/dashboards`, { name: `By ${who}` });
      expect(add.statusCode, `${who} add`).toBe(want.write);
      const addChart = await w.call(who, 'POST', `/api/workspaces/${id}/charts`, {
        dashboard_id: board.id,
        section: 'dates/filing-trend',
      });
      expect(addChart.statusCode, `${who} add chart`).toBe(want.write);
      const changeStatus = want.write === 201 ? 200 : want.write;
      const patch = await w.call(who, 'PATCH', `/api/workspaces/${id}/charts/${drawn.id}`, {
        base_version: 1000,
        config: { legend: who === 'ada' },
      });
      expect(patch.statusCode, `${who} patch chart`).toBe(changeStatus);
      const rename = await w.call(who, 'PATCH', `/api/workspaces/${id}/dashboards/${board.id}`, {
        base_version: 100,
        name: `Named by ${who}`,
      });
      expect(rename.statusCode, `${who} rename`).toBe(changeStatus);
      const activate = await w.call(who, 'PUT', `/api/workspaces/${id}/dashboards/${board.id}/activate`);
      expect(activate.statusCode, `${who} activate`).toBe(changeStatus);
      if (want.write !== 201) {
        expect((await w.call(who, 'DELETE', `/api/workspaces/${id}/charts/${drawn.id}`)).statusCode).toBe(want.write);
        expect((await w.call(who, 'DELETE', `/api/workspaces/${id}/dashboards/${board.id}`)).statusCode).toBe(
          want.write,
        );
      }
    }
    expect((await w.call(null, 'GET', `/api/workspaces/${id}/dashboards`)).statusCode).toBe(401);
    expect((await w.call('wendy', 'DELETE', `/api/workspaces/${id}/charts/${drawn.id}`)).statusCode).toBe(200);
    expect((await w.call('wendy', 'DELETE', `/api/workspaces/${id}/dashboards/${board.id}`)).statusCode).toBe(200);
    expectError(
      await w.call('wendy', 'DELETE', `/api/workspaces/${id}/dashboards/${board.id}`),
      404,
      'DASHBOARD_NOT_FOUND',
    );
    expectError(await w.call('wendy', 'DELETE', `/api/workspaces/${id}/charts/${drawn.id}`), 404, 'CHART_NOT_FOUND');
  });

  it('refuse bad input with field errors', async () => {
    const id = await w.newWorkspace();
    const board = await dashboard(id);
    const url = `/api/workspaces/${id}`;
    expect(
      expectError(await w.call('ada', 'POST', `${url}/dashboards`, { name: '  ' }), 422, 'VALIDATION_FAILED').fields,
    ).toHaveProperty('name');
    expectError(await w.call('ada', 'POST', `${url}/dashboards`, { name: 'x'.repeat(121) }), 422, 'VALIDATION_FAILED');
    expectError(await w.call('ada', 'POST', `${url}/dashboards`, { name: 'A', extra: 1 }), 422, 'VALIDATION_FAILED');
    const noSection = await w.call('ada', 'POST', `${url}/charts`, {
      dashboard_id: board.id,
      section: 'nowhere/at-all',
    });
    expect(expectError(noSection, 422, 'VALIDATION_FAILED').fields).toEqual({
      section: ['There is no analysis section nowhere/at-all.'],
    });
    const badType = await w.call('ada', 'POST', `${url}/charts`, {
      dashboard_id: board.id,
      section: 'dates/filing-trend',
      config: { type: 'world-map' },
    });
    expect(expectError(badType, 422, 'VALIDATION_FAILED').fields).toHaveProperty(['config.type']);
    const strangerQuery = await w.call('ada', 'POST', `${url}/charts`, {
      dashboard_id: board.id,
      section: 'assignees/top',
      config: { query_ids: [999_999] },
    });
    expect(expectError(strangerQuery, 422, 'VALIDATION_FAILED').fields).toHaveProperty(['config.query_ids']);
    const otherBoard = await w.call('ada', 'POST', `${url}/charts`, {
      dashboard_id: 999_999,
      section: 'assignees/top',
    });
    expect(expectError(otherBoard, 422, 'VALIDATION_FAILED').fields).toHaveProperty('dashboard_id');
    const drawn = await chart(id, board.id);
    const wide = await w.call('ada', 'PATCH', `${url}/dashboards/${board.id}`, {
      base_version: 1,
      layout: [{ chart_id: drawn.id, x: 8, y: 0, w: 6, h: 4 }],
    });
    expectError(wide, 422, 'VALIDATION_FAILED');
    const stranger = await w.call('ada', 'PATCH', `${url}/dashboards/${board.id}`, {
      base_version: 2,
      layout: [{ chart_id: drawn.id + 1000, x: 0, y: 0, w: 6, h: 4 }],
    });
    expect(expectError(stranger, 422, 'VALIDATION_FAILED').fields).toHaveProperty('layout');
    expectError(
      await w.call('ada', 'PATCH', `${url}/charts/${drawn.id}`, { title: 'No base' }),
      422,
      'VALIDATION_FAILED',
    );
    expectError(await w.call('ada', 'GET', '/api/workspaces/0/dashboards'), 422, 'VALIDATION_FAILED');
    expectError(await w.call('ada', 'PATCH', `${url}/charts/abc`, { base_version: 1 }), 422, 'VALIDATION_FAILED');
  });

  it('fill a new chart from its section’s defaults, append it to the layout, and come whole with the workspace', async () => {
    const id = await w.newWorkspace();
    const board = await dashboard(id);
    const from = w.events.length;
    const trend = await chart(id, board.id, 'dates/filing-trend', { config: { top: 30 } });
    expect(trend.config).toEqual({
      ...defaultChartConfigs()['dates/filing-trend'],
      top: 30,
      query_ids: [],
      theme_id: null,
    });
    expect(trend.title.length).toBeGreaterThan(0);
    const titled = await chart(id, board.id, 'assignees/top', { title: 'Who files' });
    expect(titled.title).toBe('Who files');
    const workspace = (await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data;
    expect(workspace.charts.map((c: { id: number }) => c.id)).toEqual([trend.id, titled.id]);
    expect(workspace.dashboards).toHaveLength(1);
    expect(workspace.dashboards[0].layout).toEqual([
      { chart_id: trend.id, x: 0, y: 0, w: 6, h: 4 },
      { chart_id: titled.id, x: 0, y: 4, w: 6, h: 4 },
    ]);
    expect(workspace.dashboards[0].version).toBe(3);
    expect(eventsOf(w, id, from).map((e) => e.event)).toEqual([
      'chart.created',
      'dashboard.updated',
      'chart.created',
      'dashboard.updated',
    ]);

    const from2 = w.events.length;
    expect(
      (await w.call('ada', 'DELETE', `/api/workspaces/${id}/charts/${trend.id}`, undefined, 'tab-ada-01')).statusCode,
    ).toBe(200);
    const after = (await w.call('ada', 'GET', `/api/workspaces/${id}`)).json().data;
    expect(after.dashboards[0].layout.map((l: { chart_id: number }) => l.chart_id)).toEqual([titled.id]);
    const events = eventsOf(w, id, from2);
    expect(events[0]).toMatchObject({
      event: 'chart.deleted',
      data: { id: trend.id, dashboard_id: board.id, client_uuid: 'tab-ada-01' },
    });
    expect(events[1]!.event).toBe('dashboard.updated');

    // A layout leaving a chart out keeps it, below the others.
    const laid = await w.call('ada', 'PATCH', `/api/workspaces/${id}/dashboards/${board.id}`, {
      base_version: 4,
      layout: [],
    });
    expect(laid.statusCode, laid.body).toBe(200);
    expect(laid.json().data.layout).toEqual([{ chart_id: titled.id, x: 0, y: 0, w: 6, h: 4 }]);
  });

  it('open on the stored active dashboard, else one of the user’s global dashboards, else the first, else none', async () => {
    const id = await w.newWorkspace();
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data).toMatchObject({
      dashboards: [],
      charts: [],
      active_dashboard_id: null,
    });
    const first = await dashboard(id, 'First');
    const second = await dashboard(id, 'Second');
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data.active_dashboard_id).toBe(first.id);
    await w.t.db
      .update(users)
      .set({ globalDashboards: [second.id] })
      .where(eq(users.id, w.ids.reed));
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data.active_dashboard_id).toBe(second.id);
    expect((await w.call('wendy', 'GET', `/api/workspaces/${id}`)).json().data.active_dashboard_id).toBe(first.id);
    await w.call('ada', 'PUT', `/api/workspaces/${id}/dashboards/${first.id}/activate`);
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}`)).json().data.active_dashboard_id).toBe(first.id);
  });
});
