// Concurrent edits never lose a change silently (issue 20 item 5): two users changing different settings from the
// same version both keep their change; the same setting refuses the second with 409 naming the first user, with the
// chart as it now is; simultaneous changes are checked one after the other (row lock), never both passed.
// Also the events every other workspace change publishes (workspace.updated as a reload, viewers.updated).

import { EditConflictDetailsSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { buildWorld, eventsOf, expectError, type World } from './dashboards-test-support';

let w: World;

beforeAll(async () => {
  w = await buildWorld(await buildTestApp({ runJobs: false, searchThreads: 1 }));
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

async function boardWithChart(id: number) {
  const board = (await w.call('ada', 'POST', `/api/workspaces/${id}/dashboards`, { name: 'Overview' })).json().data;
  const made = await w.call('ada', 'POST', `/api/workspaces/${id}/charts`, {
    dashboard_id: board.id,
    section: 'assignees/top',
  });
  expect(made.statusCode, made.body).toBe(201);
  return { board, chart: made.json().data };
}

describe('concurrent edits', () => {
  it('merge changes to different settings made from the same version', async () => {
    const id = await w.newWorkspace();
    const { chart } = await boardWithChart(id);
    const base = chart.version;
    const byAda = await w.call('ada', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
      base_version: base,
      title: 'Top filers',
    });
    expect(byAda.statusCode).toBe(200);
    const byWendy = await w.call('wendy', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
      base_version: base,
      config: { top: 10, legend: true },
    });
    expect(byWendy.statusCode, byWendy.body).toBe(200);
    expect(byWendy.json().data).toMatchObject({
      title: 'Top filers',
      config: { top: 10, legend: true, type: chart.config.type },
      version: base + 2,
      updated_by: { id: w.ids.wendy, name: 'Wendy Tester' },
    });
    // Sending a setting unchanged is no change, so it conflicts with nobody.
    const same = await w.call('ada', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
      base_version: base,
      config: { top: 10 },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.version).toBe(base + 2);
  });

  it('refuse a change to a setting changed since its version, naming who changed it', async () => {
    const id = await w.newWorkspace();
    const { chart, board } = await boardWithChart(id);
    const base = chart.version;
    expect(
      (
        await w.call('wendy', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
          base_version: base,
          config: { top: 5 },
        })
      ).statusCode,
    ).toBe(200);
    const from = w.events.length;
    const late = await w.call('ada', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
      base_version: base,
      title: 'Mine',
      config: { top: 50 },
    });
    const error = expectError(late, 409, 'CHART_CONFLICT');
    expect(error.message).toContain('Wendy Tester');
    const details = EditConflictDetailsSchema.parse(error.details);
    expect(details.fields).toEqual(['top']);
    expect(details.updated_by).toEqual({ id: w.ids.wendy, name: 'Wendy Tester' });
    expect(details.current).toMatchObject({ id: chart.id, title: chart.title, version: base + 1, config: { top: 5 } });
    // Nothing of the refused change was stored, and nothing was published.
    const now = (await w.call('reed', 'GET', `/api/workspaces/${id}/charts`)).json().data[0];
    expect(now).toMatchObject({ title: chart.title, config: { top: 5 } });
    expect(eventsOf(w, id, from)).toEqual([]);
    // Made again on the version shown, it passes.
    const again = await w.call('ada', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
      base_version: base + 1,
      config: { top: 50 },
    });
    expect(again.statusCode).toBe(200);

    // Dashboards: a rename and a layout from the same version merge; two renames conflict.
    const dBase = (await w.call('ada', 'GET', `/api/workspaces/${id}/dashboards`)).json().data[0].version;
    const layout = [{ chart_id: chart.id, x: 6, y: 0, w: 6, h: 5 }];
    const moved = await w.call('wendy', 'PATCH', `/api/workspaces/${id}/dashboards/${board.id}`, {
      base_version: dBase,
      layout,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await w.call('ada', 'PATCH', `/api/workspaces/${id}/dashboards/${board.id}`, {
      base_version: dBase,
      name: 'Board',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Board', layout, version: dBase + 2 });
    const clash = await w.call('wendy', 'PATCH', `/api/workspaces/${id}/dashboards/${board.id}`, {
      base_version: dBase,
      name: 'Other',
    });
    const dError = expectError(clash, 409, 'DASHBOARD_CONFLICT');
    expect(EditConflictDetailsSchema.parse(dError.details)).toMatchObject({
      fields: ['name'],
      current: { name: 'Board' },
      updated_by: { id: w.ids.ada, name: 'Ada Tester' },
    });
  });

  it('check simultaneous changes of one setting one after the other: exactly one passes', async () => {
    const id = await w.newWorkspace();
    const { chart } = await boardWithChart(id);
    const tries = await Promise.all(
      [5, 6, 7, 8].map((top, i) =>
        w.call(i % 2 === 0 ? 'ada' : 'wendy', 'PATCH', `/api/workspaces/${id}/charts/${chart.id}`, {
          base_version: chart.version,
          config: { top },
        }),
      ),
    );
    const statuses = tries.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const kept = tries.find((r) => r.statusCode === 200)!.json().data.config.top;
    expect((await w.call('ada', 'GET', `/api/workspaces/${id}/charts`)).json().data[0].config.top).toBe(kept);
  });
});

describe('workspace events', () => {
  it('announce changes to the workspace as a reload, and viewers when their markers say something new', async () => {
    const id = await w.newWorkspace();
    const from = w.events.length;
    const uuid = 'tab-0001-ada';
    const url = `/api/workspaces/${id}`;
    expect((await w.call('ada', 'PATCH', url, { name: 'Renamed' }, uuid)).statusCode).toBe(200);
    const added = await w.call('ada', 'POST', `${url}/queries`, { name: 'Q2', full_query: 'TAC=(motor)' }, uuid);
    expect(added.statusCode).toBe(201);
    const queryId = added.json().data.queries[1].id;
    expect((await w.call('ada', 'PATCH', `${url}/queries/${queryId}`, { name: 'Motors' }, uuid)).statusCode).toBe(200);
    expect((await w.call('ada', 'DELETE', `${url}/queries/${queryId}`, undefined, uuid)).statusCode).toBe(200);
    const changes = eventsOf(w, id, from);
    expect(changes).toHaveLength(4);
    for (const change of changes)
      expect(change).toMatchObject({
        event: 'workspace.updated',
        data: { reload: true, workspace_id: id, client_uuid: uuid },
      });

    const beforeViewers = w.events.length;
    await w.call('reed', 'PUT', `${url}/active`);
    await w.call('reed', 'PUT', `${url}/active`); // the ping again: nothing new to tell
    await w.call('reed', 'PUT', `${url}/active/assignees`);
    await w.call('reed', 'PUT', `${url}/active/clear`);
    const viewers = eventsOf(w, id, beforeViewers);
    expect(viewers.map((e) => e.event)).toEqual(['viewers.updated', 'viewers.updated', 'viewers.updated']);
    expect(viewers[1]!.data.viewers).toEqual([
      expect.objectContaining({ id: w.ids.reed, name: 'Reed Tester', section: 'assignees', active: true }),
    ]);
    expect(viewers[2]!.data.viewers).toEqual([
      expect.objectContaining({ id: w.ids.reed, section: null, active: false }),
    ]);
    // Refused calls publish nothing.
    const beforeRefused = w.events.length;
    expect((await w.call('reed', 'PATCH', url, { name: 'Nope' })).statusCode).toBe(403);
    expect(eventsOf(w, id, beforeRefused)).toEqual([]);
  });
});
