// Dashboard and chart share links (issue 20; SPEC §7): made and revoked only with Write, found again rather than
// duplicated, changed; the visitor's calls without a session show the workspace read-only with only what was shared,
// count its charts over the real documents, and stop (410) once the link is revoked, expired or no longer shared.

import { AnalysisAggregateResponseSchema, WorkspaceSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchTestApp } from '../search/search-test-support';
import { buildWorld, expectError, type Person, type World } from './dashboards-test-support';

let w: World;
let id: number;
let boardId: number;
let otherBoardId: number;
let chartId: number;

beforeAll(async () => {
  const { t } = await buildSearchTestApp();
  w = await buildWorld(t);
  id = await w.newWorkspace();
  boardId = (await w.call('ada', 'POST', `/api/workspaces/${id}/dashboards`, { name: 'Overview' })).json().data.id;
  otherBoardId = (await w.call('ada', 'POST', `/api/workspaces/${id}/dashboards`, { name: 'Hidden' })).json().data.id;
  const made = await w.call('ada', 'POST', `/api/workspaces/${id}/charts`, {
    dashboard_id: boardId,
    section: 'jurisdictions/countries',
  });
  expect(made.statusCode, made.body).toBe(201);
  chartId = made.json().data.id;
  await w.call('ada', 'POST', `/api/workspaces/${id}/charts`, { dashboard_id: otherBoardId, section: 'assignees/top' });
}, 180_000);
afterAll(async () => {
  await w?.t.close();
});

const dashboardShare = (who: Person, query = '') =>
  w.call(who, 'GET', `/api/workspaces/${id}/dashboard/share/1/tab-0001-xyz${query}`);

describe('dashboard and chart links', () => {
  it('are made with Write only, found again, changed and revoked; visitors then get 410', async () => {
    const expected: Record<Person, number> = { ada: 200, wendy: 200, reed: 403, rita: 403, nobody: 404, bob: 404 };
    for (const [who, status] of Object.entries(expected) as [Person, number][]) {
      expect((await dashboardShare(who)).statusCode, `${who} dashboard`).toBe(status);
      const chart = await w.call(who, 'GET', `/api/workspaces/${id}/jurisdictions/chart/share/${chartId}`);
      expect(chart.statusCode, `${who} chart`).toBe(status);
    }
    expect((await w.call(null, 'GET', `/api/workspaces/${id}/dashboard/share/1/tab-0001-xyz`)).statusCode).toBe(401);

    const made = (await dashboardShare('ada')).json().data;
    expect(made).toMatchObject({
      kind: 'dashboard',
      state: 'active',
      url: `/share/dashboard/${made.key}`,
      details: { type: 'dashboard', workspace_id: id, dashboard_id: boardId, chart_id: null, query_count: 1 },
    });
    expect((await dashboardShare('ada')).json().data.key).toBe(made.key);
    const chosen = (await dashboardShare('ada', `?dashboard_id=${otherBoardId}`)).json().data;
    expect(chosen.details.dashboard_id).toBe(otherBoardId);
    expect(chosen.key).not.toBe(made.key);
    expectError(await dashboardShare('ada', '?dashboard_id=999999'), 404, 'DASHBOARD_NOT_FOUND');
    expectError(
      await w.call('ada', 'GET', `/api/workspaces/${id}/assignees/chart/share/${chartId}`),
      404,
      'CHART_NOT_FOUND',
    );

    const read = await w.call('wendy', 'GET', `/api/workspaces/${id}/dashboard/share/${made.key}`);
    expect(read.json().data.key).toBe(made.key);
    expectError(await w.call('wendy', 'GET', `/api/workspaces/${id}/chart/share/${made.key}`), 404, 'SHARE_NOT_FOUND');
    expect((await w.call('reed', 'GET', `/api/workspaces/${id}/dashboard/share/${made.key}`)).statusCode).toBe(403);

    const changed = await w.call('wendy', 'PATCH', `/api/workspaces/${id}/dashboard/update_share`, {
      key: made.key,
      display_name: 'Acme landscape',
      query_count: 2,
    });
    expect(changed.json().data).toMatchObject({ display_name: 'Acme landscape', details: { query_count: 2 } });
    const unchanged = await w.call('wendy', 'PATCH', `/api/workspaces/${id}/dashboard/update_share`, { key: made.key });
    expect(unchanged.json().data).toMatchObject({ display_name: 'Acme landscape', details: { query_count: 2 } });
    const past = await w.call('wendy', 'PATCH', `/api/workspaces/${id}/dashboard/update_share`, {
      key: made.key,
      expires_at: '2000-01-01T00:00:00Z',
    });
    expectError(past, 422, 'VALIDATION_FAILED');
    expect(
      (await w.call('reed', 'PATCH', `/api/workspaces/${id}/dashboard/update_share`, { key: made.key })).statusCode,
    ).toBe(403);

    expect((await w.call(null, 'GET', `/api/shared_workspace/${id}/${made.key}`)).statusCode).toBe(200);
    expect(
      (await w.call('reed', 'DELETE', `/api/workspaces/${id}/dashboard/delete_share/${made.key}`)).statusCode,
    ).toBe(403);
    const revoked = await w.call('wendy', 'DELETE', `/api/workspaces/${id}/dashboard/delete_share/${made.key}`);
    expect(revoked.json().data.state).toBe('revoked');
    expectError(await w.call(null, 'GET', `/api/shared_workspace/${id}/${made.key}`), 410, 'SHARE_EXPIRED');
    expectError(await w.call(null, 'GET', `/api/workspaces/dashboard/share/load/${made.key}`), 410, 'SHARE_EXPIRED');
    // A new link is made after a revocation, not the revoked one answered again.
    expect((await dashboardShare('ada')).json().data.key).not.toBe(made.key);
    // Not in the user's list of document links, and not revocable or usable as one.
    const list = (await w.call('ada', 'GET', '/api/share_links')).json();
    expect(JSON.stringify(list)).not.toContain(made.key);
    expectError(await w.call(null, 'GET', `/api/public/share/${chosen.key}`), 422, 'SHARE_INVALID_TYPE');
  });

  it('show a visitor the workspace read-only with only the shared dashboard or chart, naming nobody', async () => {
    const link = (await dashboardShare('wendy')).json().data;
    const seen = await w.call(null, 'GET', `/api/shared_workspace/${id}/${link.key}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const workspace = WorkspaceSchema.parse(seen.json().data);
    expect(workspace).toMatchObject({
      id,
      permission: 'Read',
      access: { type: 'share', permission: 'Read' },
      owner: null,
      users: [],
      groups: [],
      active_dashboard_id: boardId,
    });
    expect(workspace.dashboards.map((d) => d.id)).toEqual([boardId]);
    expect(workspace.charts.map((c) => c.id)).toEqual([chartId]);
    expect(JSON.stringify(workspace)).not.toContain('Tester');

    const load = await w.call(null, 'GET', `/api/workspaces/dashboard/share/load/${link.key}`);
    expect(load.json()).toMatchObject({
      valid_workspace_id: id,
      share_details: { type: 'dashboard', dashboard_id: boardId },
    });
    expectError(await w.call(null, 'GET', `/api/workspaces/chart/share/load/${link.key}`), 404, 'SHARE_NOT_FOUND');
    expectError(await w.call(null, 'GET', `/api/workspaces/folder/share/load/${link.key}`), 422, 'SHARE_INVALID_TYPE');
    expectError(await w.call(null, 'GET', `/api/shared_workspace/${id + 1}/${link.key}`), 404, 'SHARE_NOT_FOUND');
    expectError(await w.call(null, 'GET', `/api/shared_workspace/${id}/no-such-key`), 404, 'SHARE_NOT_FOUND');

    const chartLink = (await w.call('ada', 'GET', `/api/workspaces/${id}/jurisdictions/chart/share/${chartId}`)).json()
      .data;
    const one = (await w.call(null, 'GET', `/api/shared_workspace/${id}/${chartLink.key}`)).json().data;
    expect(one.charts.map((c: { id: number }) => c.id)).toEqual([chartId]);
    expect(one.dashboards[0].layout.map((l: { chart_id: number }) => l.chart_id)).toEqual([chartId]);
    // The visitor may not write through the session-less link: every change needs a session.
    expect(
      (await w.call(null, 'POST', `/api/workspaces/${id}/charts`, { dashboard_id: boardId, section: 'assignees/top' }))
        .statusCode,
    ).toBe(401);
  });

  it('count the shared charts’ sections for a visitor, and nothing else', async () => {
    const link = (await dashboardShare('ada')).json().data;
    const url = `/api/shared_workspace/${id}/${link.key}/aggregate`;
    const counted = await w.call(null, 'POST', url, { sections: ['jurisdictions/countries'] });
    expect(counted.statusCode, counted.body).toBe(200);
    const body = AnalysisAggregateResponseSchema.parse(counted.json());
    expect(body.grouping).toBe('simplefamily');
    expect(body.numFound).toBeGreaterThan(0);
    // The same as the sharer counts with a session.
    const own = await w.call('ada', 'POST', '/api/analysis/aggregate', {
      query: 'TAC=(method OR system OR device)',
      filters: { filtersToApply: {}, filtersToExclude: {} },
      sections: ['jurisdictions/countries'],
    });
    expect(body.sections).toEqual(own.json().sections);
    const hidden = await w.call(null, 'POST', url, { sections: ['assignees/top'] });
    expect(expectError(hidden, 422, 'VALIDATION_FAILED').fields).toHaveProperty('sections');
    expectError(
      await w.call(null, 'POST', url, { sections: ['jurisdictions/countries'], query_id: 999_999 }),
      422,
      'VALIDATION_FAILED',
    );

    // Once the sharer may no longer read the workspace, the link ends.
    const wendyLink = (await dashboardShare('wendy')).json().data;
    const permissions = await w.call('ada', 'PUT', `/api/workspaces/${id}/permissions`, {
      users: [
        { id: w.ids.reed, level: 'Read' },
        { id: w.ids.rita, level: 'Admin' },
      ],
      groups: [],
    });
    expect(permissions.statusCode).toBe(200);
    expectError(await w.call(null, 'GET', `/api/shared_workspace/${id}/${wendyLink.key}`), 410, 'SHARE_EXPIRED');
  });
});
