import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, settled, shot } from './analysis-support.ts';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Analysis workspaces in Chromium against the real server and real EP documents (issue 20): a new user finds the
// empty list, creates a workspace with a first query, passes the loading screen, creates a dashboard, adds a chart
// of a section and sees it drawn; as a table its numbers are those of POST /api/analysis/aggregate. Failed starts
// go back to the list with SPEC §2's error queries.

const QUERY = 'TAC=(method)';

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let analysisPath = '';

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  session = await openSignedIn(fixture, { firstName: 'Ada', lastName: 'Analyst' });
  page = session.page;
}, 180_000);

const sessionBrowser = () => session.browser;

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('from the workspaces list to a drawn chart', () => {
  it('shows the empty list, then creates a workspace and loads its analysis', async () => {
    await page.goto(`${fixture.server.url}/analysis/workspaces`);
    await page.getByTestId('workspaces-empty').waitFor();
    await expectAccessible(page, 'empty workspaces list');
    await page.getByRole('button', { name: 'New workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByLabel('Workspace name').fill('Methods landscape');
    await dialog.getByLabel('Query', { exact: true }).fill(QUERY);
    await shot(page, 'create-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // The loading screen, then the workspace page under a 32-character analysis id.
    await page.waitForURL((u) => /^\/analysis\/[a-z0-9]{32}$/.test(u.pathname));
    analysisPath = new URL(page.url()).pathname;
    await page.getByTestId('workspace-name').filter({ hasText: 'Methods landscape' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('analysis.session') ?? 'null'));
    expect(stored).toMatchObject({ analysisID: analysisPath.slice('/analysis/'.length), noOfQueries: 1 });
    expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);
  });

  it('creates a dashboard, adds a chart and draws it', async () => {
    await page.getByRole('button', { name: 'Create a dashboard' }).click();
    await page.getByRole('tab', { name: 'Dashboard 1' }).waitFor();
    await page.getByTestId('add-chart').click();
    await page.getByRole('menuitem', { name: 'Top assignees' }).click();
    const card = page.getByTestId('chart-card').filter({ hasText: 'Top assignees' });
    await card.locator('[data-testid="chart-canvas"] canvas').waitFor();
    await settled(page);
    // The metrics strip has its SPEC §9 labels and numbers.
    const strip = page.getByTestId('metrics-strip');
    for (const label of ['Families', 'Applications', 'Publications', 'Grants', 'Pending', 'Total', 'Jurisdictions'])
      await expect(strip.getByText(label, { exact: true }).count()).resolves.toBe(1);
    await shot(page, 'dashboard-bar');
    await expectAccessible(page, 'workspace page');
  });

  it('shows the chart as a table whose numbers are those of the aggregate API', async () => {
    const card = page.getByTestId('chart-card').filter({ hasText: 'Top assignees' });
    await card.getByRole('button', { name: 'Chart settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Chart type').selectOption('table');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByTestId('chart-table').waitFor();
    const rows = await card
      .getByTestId('chart-row')
      .evaluateAll((trs) =>
        trs.map((tr) => ({ value: tr.getAttribute('data-value') ?? '', count: Number(tr.getAttribute('data-count')) })),
      );
    const answer = await apiFrom<{ sections: Record<string, { buckets: { value: string; count: number }[] }> }>(
      page,
      'POST',
      '/api/analysis/aggregate',
      { query: QUERY, sections: ['assignees/top'], grouping: 'simplefamily', top: 20 },
    );
    expect(answer.status).toBe(200);
    const api = new Map(answer.json.sections['assignees/top']!.buckets.map((b) => [b.value, b.count]));
    const shown = rows.filter((row) => row.value !== 'Other');
    expect(shown.length).toBe(Math.min(20, api.size));
    for (const { value, count } of shown) expect(api.get(value), value).toBe(count);
    await shot(page, 'dashboard-table');
  });

  it('downloads the chart and the dashboard from their export menus', async () => {
    const card = page.getByTestId('chart-card').filter({ hasText: 'Top assignees' });
    const download = async (menuButton: Locator, item: string) => {
      await menuButton.click();
      // The item is looked for in the menu this button opened: the previous menu may still be closing, and both
      // menus offer the same formats.
      const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        menu.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
    };
    const chartMenu = card.getByRole('button', { name: 'Export' });
    const xlsx = await download(chartMenu, 'Excel data (xlsx)');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    // The dashboard's menu is the button that says Export (the chart's is an icon with that name).
    const png = await download(page.locator('button', { hasText: /^Export$/ }), 'PNG image');
    expect(png.name).toMatch(/\.png$/);
    expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('opens the chart large on its section route', async () => {
    const card = page.getByTestId('chart-card').filter({ hasText: 'Top assignees' });
    await card.getByRole('link', { name: 'Open chart large' }).click();
    await page.waitForURL((u) => /\/section\/assignees%2Ftop\/chart\/\d+$/.test(u.pathname));
    await page.getByTestId('chart-large').getByTestId('chart-table').waitFor();
    await shot(page, 'chart-large');
  });

  it('lists the workspace with its stored metrics', async () => {
    await page.goto(`${fixture.server.url}/analysis/workspaces`);
    const row = page.getByTestId('workspace-row').filter({ hasText: 'Methods landscape' });
    await row.getByText(/Families: \d/).waitFor();
    await shot(page, 'list');
  });
});

describe('a shared dashboard (SPEC §2 share routes)', () => {
  it('is made from the dashboard menu, opens read-only for a visitor without a session, and Expired once revoked', async () => {
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('analysis.session') ?? 'null'));
    await page.goto(`${fixture.server.url}/analysis/${stored.analysisID as string}`);
    await page.getByTestId('dashboard-actions').click();
    await page.getByTestId('dashboard-share').click();
    const address = page.getByTestId('share-link-url');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url.startsWith(`${fixture.server.url}/share/dashboard/`)).toBe(true);
    await shot(page, 'share-dialog');
    const context = await sessionBrowser().newContext({ viewport: { width: 1280, height: 900 } });
    const visit = await context.newPage();
    await visit.goto(url);
    await visit.waitForURL((u) => u.pathname.startsWith('/shared_dashboard/'));
    await visit.getByTestId('chart-card').getByTestId('chart-table').waitFor();
    // Read-only: no settings, no adding charts.
    expect(await visit.getByRole('button', { name: 'Chart settings' }).count()).toBe(0);
    expect(await visit.getByTestId('add-chart').count()).toBe(0);
    await shot(visit, 'shared-dashboard');
    await page.getByTestId('share-link-revoke').click();
    await page.getByTestId('share-link-revoked').waitFor();
    await visit.reload();
    await visit
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /expired/i })
      .waitFor();
    await context.close();
  });
});

describe('failed starts (SPEC §2 error queries)', () => {
  it('goes back to the list with noActiveWorkspace when no workspace is named', async () => {
    await page.goto(`${fixture.server.url}/analysis/init`);
    await page.waitForURL((u) => u.search === '?error=noActiveWorkspace');
    await page.getByTestId('analysis-error').waitFor();
  });

  it('shows the server message with status error, then leads back with failedInit', async () => {
    await page.goto(`${fixture.server.url}/analysis/init?workspace_id=987654`);
    const loading = page.locator('[data-testid="analysis-loading"][data-status="error"]');
    await loading.waitFor();
    expect((await loading.getByTestId('analysis-loading-message').textContent())?.length).toBeGreaterThan(0);
    await shot(page, 'init-failed');
    await page.getByRole('link', { name: 'Back to the workspaces' }).click();
    await page.waitForURL((u) => u.search === '?error=failedInit');
    await page.getByTestId('analysis-error').waitFor();
    await shot(page, 'list-failed-init');
  });

  it('sends an analysis id this browser never loaded back with noActiveWorkspace', async () => {
    await page.goto(`${fixture.server.url}/analysis/${'0'.repeat(32)}`);
    await page.waitForURL((u) => u.search === '?error=noActiveWorkspace');
  });
});
