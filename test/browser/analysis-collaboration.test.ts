import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, settled, shot } from './analysis-support.ts';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession } from './app-session.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Two analysts on one workspace at once (issue 20 "What it must show"), each in a browser of their own against the
// real server and its realtime websocket: what Ann does — add a chart, rename a query, switch the dashboard — Ben's
// page shows without a reload, with SPEC §4's notice for the switch. Cleo, without a level, gets no workspace and is
// refused channel authorisation. The waits are for conditions; the realtime bench measures the latency.

let fixture: ServerFixture;
let ann: SignedInSession;
let ben: SignedInSession;
let cleo: SignedInSession;
let workspaceId = 0;

async function openWorkspace(page: Page): Promise<void> {
  await page.goto(`${fixture.server.url}/analysis/workspaces`);
  await page.getByTestId('workspace-row').filter({ hasText: 'Shared landscape' }).getByRole('link').click();
  await page.waitForURL((u) => /^\/analysis\/[a-z0-9]{32}$/.test(u.pathname));
  await page.getByTestId('workspace-name').waitFor();
  await settled(page);
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  ann = await openSignedIn(fixture, { firstName: 'Ann', lastName: 'Lead' });
  ben = await openSignedIn(fixture, { firstName: 'Ben', lastName: 'Second' });
  cleo = await openSignedIn(fixture, { firstName: 'Cleo', lastName: 'Outside' });
  const created = await apiFrom<{ data: { id: number } }>(ann.page, 'POST', '/api/workspaces', {
    name: 'Shared landscape',
    queries: [{ name: 'Methods', full_query: 'TAC=(method)', filters: {} }],
  });
  expect(created.status).toBe(201);
  workspaceId = created.json.data.id;
  const levels = await apiFrom(ann.page, 'PUT', `/api/workspaces/${workspaceId}/permissions`, {
    users: [{ id: ben.user.id, level: 'Write' }],
    groups: [],
  });
  expect(levels.status).toBe(200);
  for (const name of ['Overview', 'Detail'])
    expect((await apiFrom(ann.page, 'POST', `/api/workspaces/${workspaceId}/dashboards`, { name })).status).toBe(201);
  await openWorkspace(ann.page);
  await openWorkspace(ben.page);
}, 240_000);

afterAll(async () => {
  await closeSignedIn(ann);
  await closeSignedIn(ben);
  await closeSignedIn(cleo);
  await fixture?.stop();
});

describe('two analysts on one workspace', () => {
  it('shows each the other among the viewers', async () => {
    await ben.page.locator('[data-testid="viewer"][data-name="Ann Lead"]').waitFor();
    await ann.page.locator('[data-testid="viewer"][data-name="Ben Second"]').waitFor();
  });

  it("shows Ann's new chart on Ben's page", async () => {
    await ann.page.getByTestId('add-chart').click();
    await ann.page.getByRole('menuitem', { name: 'Filing trend' }).click();
    await ann.page.getByTestId('chart-card').filter({ hasText: 'Filing trend' }).waitFor();
    const bens = ben.page.getByTestId('chart-card').filter({ hasText: 'Filing trend' });
    await bens.locator('canvas').waitFor();
    await shot(ben.page, 'collaboration-ben-chart');
  });

  it("shows Ann's renamed query on Ben's page", async () => {
    await ann.page.getByRole('button', { name: 'Rename query Methods' }).click();
    const dialog = ann.page.getByRole('dialog', { name: 'Rename query' });
    await dialog.getByLabel('Query name').fill('Methods and processes');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ann.page.getByTestId('query-name').filter({ hasText: 'Methods and processes' }).waitFor();
    await ben.page.getByTestId('query-name').filter({ hasText: 'Methods and processes' }).waitFor();
  });

  it("switches Ben's page to the dashboard Ann chose, with the notice naming her", async () => {
    await ann.page.getByRole('tab', { name: 'Detail' }).click();
    await ben.page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Detail' }).waitFor();
    await ben.page.getByText('The active dashboard was changed by Ann Lead.').waitFor();
    // Ann's own switch comes back to her as an event too; her page ignores it (no notice).
    expect(await ann.page.getByText('The active dashboard was changed by').count()).toBe(0);
    await shot(ben.page, 'collaboration-ben-switched');
  });
});

describe('a user without a level', () => {
  it('gets no workspace and is refused channel authorisation', async () => {
    const workspace = await apiFrom(cleo.page, 'GET', `/api/workspaces/${workspaceId}`);
    expect([403, 404]).toContain(workspace.status);
    for (const channel of [`private-workspace.${workspaceId}`, `presence-workspace.${workspaceId}`]) {
      const auth = await apiFrom(cleo.page, 'POST', '/api/broadcasting/auth', {
        socket_id: '1234.5678',
        channel_name: channel,
      });
      expect(auth.status, channel).toBe(403);
    }
    await cleo.page.goto(`${fixture.server.url}/analysis/init?workspace_id=${workspaceId}`);
    await cleo.page.locator('[data-testid="analysis-loading"][data-status="error"]').waitFor();
  });
});
