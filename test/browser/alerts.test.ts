import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSignedIn,
  freezeShownList,
  ingestShared,
  openSignedIn,
  type SignedInSession,
  saveSearchFromPage,
} from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Alerts in Chromium against the real server, its alert-run jobs and real EP documents: an alert made from a
// search's results, run now, its run opened in the result views with the alert's highlighting scheme on and exported
// to a file; then /alerts with its tabs, pause, the xlsx of the chosen alerts, delete with Undo, and the dialog's
// own validation.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const QUERY = 'TAC=(method)';

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let searchIndex: number;
let alertId: number;
let runKey: string;
let runCount: number;
let schemeId: number;

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `alerts-${name}.png`), fullPage: true });
}

async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Runs an API call from the signed-in page (same cookies, the CSRF header); answers status and JSON. */
function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    [method, path, body] as const,
  );
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  session = await openSignedIn(fixture, { firstName: 'Alma', lastName: 'Alerter' });
  page = session.page;
  searchIndex = await saveSearchFromPage(page, QUERY);
  const scheme = await api<{ id: number }>('POST', '/api/highlighting_schemes', {
    name: 'Methods',
    groups: [{ terms: ['method'] }],
  });
  expect(scheme.status).toBe(201);
  schemeId = scheme.json.id;
});

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('an alert from a search, run and exported', () => {
  it('creates the alert from the search results with the search’s query filled in', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    await page.getByRole('button', { name: 'Create alert from this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('query-editor').innerText()).toContain(QUERY);

    // The shared schema's rules are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Give the alert a name.').waitFor();

    await dialog.getByLabel('Name').fill('Method watch');
    await dialog.getByLabel('Runs').selectOption('daily');
    await dialog.getByLabel('Highlighting scheme').selectOption({ label: 'Methods' });
    await expectAccessible(page, 'Alert dialog', '[role="dialog"]');
    await shot('dialog');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await page.waitForURL((u) => /^\/alerts\/\d+$/.test(u.pathname));
    alertId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: 'Method watch' }).waitFor();
    expect(await page.getByTestId('alert-query').innerText()).toBe(QUERY);
    await page.getByTestId('alert-runs-empty').waitFor();
  });

  it('runs it now and lists the finished run with its count', async () => {
    await page.getByRole('button', { name: 'Run now' }).click();
    const row = page.getByTestId('alert-run-row').first();
    await row.waitFor();
    await page.locator('[data-testid="alert-run-row"][data-status="finished"]').waitFor({ timeout: 60_000 });
    const count = Number((await row.getByTestId('alert-run-count').innerText()).replace(/,/g, ''));
    // The documents were ingested just before: the first run (one period back) finds every match of the query.
    const search = await api<{ numFound: number }>('POST', `/api/patents/search/${searchIndex}`, {
      rows: 0,
      grouped_by: 'none',
    });
    expect(count).toBe(search.json.numFound);
    expect(count).toBeGreaterThan(0);
    runCount = count;
    runKey = (await row.getAttribute('data-run-key'))!;
    await settled();
    await expectAccessible(page, 'Alert runs');
    await shot('runs');
  });

  it('opens the run in the result views with the alert’s highlighting scheme switched on', async () => {
    await page.getByRole('link', { name: /^Open \d+ results?$/ }).click();
    await page.waitForURL((u) => u.pathname === `/alert_runs/${runKey}`);
    await page.getByRole('heading', { level: 1, name: 'Results of alert “Method watch”' }).waitFor();
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    await page.getByRole('list', { name: /Methods/ }).waitFor();
    expect(await page.getByTestId('results').locator('mark').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'Alert run results');
    await shot('run');

    // The run leads back to its alert, and on to its results one by one.
    await page.getByRole('link', { name: 'All runs of “Method watch”' }).waitFor();
    await page.getByRole('link', { name: 'Browse one by one' }).click();
    await page.waitForURL((u) => u.pathname === `/alert_runs/${runKey}/browse`);
    await page.getByRole('heading', { level: 1, name: 'Alert “Method watch”, one by one' }).waitFor();
    await page.goBack();
    await page.getByTestId('result-item').first().waitFor();

    // The same views as a search: the table, and the list again.
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Table' }).click();
    await page.getByTestId('results-table').waitFor();
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'List' }).click();
    await page.getByTestId('result-item').first().waitFor();
  });

  it('exports the run’s results to a file', async () => {
    await page.getByRole('button', { name: 'Export all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('export-source').innerText()).toContain('Method watch');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Start export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile((await file.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('freezes the run’s results, named by the alert and its period', async () => {
    // The export left for its own page: back to the run's results.
    await page.goto(`${fixture.server.url}/alert_runs/${runKey}`);
    await settled();
    await freezeShownList(page, 'Method watch, first run');
    const sets = await api<{
      data: { name: string; publications: number; source: { from: string; id: string; label: string } }[];
    }>('GET', '/api/frozen_sets');
    expect(sets.json.data[0]).toMatchObject({
      name: 'Method watch, first run',
      publications: runCount,
      source: { from: 'alerts', id: runKey },
    });
    expect(sets.json.data[0]!.source.label).toMatch(/^alert “Method watch”, run of \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d$/);
  });
});

describe('/alerts', () => {
  it('lists the alert under its type with schedule, runs, last run and its result, status; other types are empty', async () => {
    await page.goto(`${fixture.server.url}/alerts`);
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
    const row = page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Method watch');
    expect(text).toContain(QUERY);
    expect(text).toMatch(/Daily at \d\d:00 UTC/);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(await row.getByTestId('alert-status').textContent()).toBe('Active');
    // One run so far, finished with the documents the run screen counted.
    expect(await row.getByTestId('alert-run-count').innerText()).toBe('1');
    expect(await row.getByTestId('alert-last-result').innerText()).toBe(
      runCount === 1 ? '1 document' : `${runCount} documents`,
    );
    await settled();
    await expectAccessible(page, 'Alerts list');
    await shot('list');

    await page.getByRole('tab', { name: /Watched patents/ }).click();
    await page.getByTestId('alerts-empty').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('2');
    await page.getByRole('tab', { name: /Query alerts/ }).click();
    await row.waitFor();
  });

  it('pauses and resumes from the keyboard', async () => {
    const row = page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`);
    await row.getByRole('button', { name: 'Pause Method watch' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByTestId('alert-status').textContent()).toBe('Paused');
    expect((await api<{ paused: boolean }>('GET', `/api/alerts/${alertId}`)).json.paused).toBe(true);
    await row.getByRole('button', { name: 'Resume Method watch' }).click();
    await expect.poll(() => row.getByTestId('alert-status').textContent()).toBe('Active');
  });

  it('exports the chosen alerts to an xlsx named after their type', async () => {
    await page.getByRole('checkbox', { name: 'Select Method watch' }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export 1 to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^QueryAlerts_\d{8}\d{6}\.xlsx$/);
    expect((await readFile((await file.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('deletes the alert and brings it back with Undo', async () => {
    const row = page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`);
    await row.getByRole('button', { name: 'Delete Method watch' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Delete this alert?' });
    await confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', `/api/alerts/${alertId}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undo Successful').waitFor();
    await row.waitFor();
    expect((await api('GET', `/api/alerts/${alertId}/alert_runs`)).status).toBe(200);
  });

  it('edits the alert in the dialog and shows the server’s refusal on its field', async () => {
    const row = page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`);
    await row.getByRole('button', { name: 'Edit Method watch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Method watch' });
    await dialog.waitFor();
    await dialog.getByLabel('Runs').selectOption('monthly');
    await dialog.getByLabel('On day').selectOption('15');
    // The scheme goes away while the dialog is open (another tab): only the server can say so, on that field.
    expect((await api('DELETE', `/api/highlighting_schemes/${schemeId}`)).status).toBe(204);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(`You have no highlighting scheme ${schemeId}.`).waitFor();
    await dialog.getByLabel('Highlighting scheme').selectOption({ label: 'No scheme' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/Monthly on day 15 at \d\d:00 UTC/);
  });

  it('watches patents pasted into the dialog, listed under their own tab', async () => {
    const ucids = (
      await api<{ docs: { ucid: string }[] }>('POST', `/api/patents/search/${searchIndex}`, { rows: 2 })
    ).json.docs.map((d) => d.ucid);
    await page.getByRole('button', { name: 'New alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert' });
    await dialog.waitFor();
    await dialog.locator('.mantine-SegmentedControl-label', { hasText: 'Watched patents' }).click();
    await dialog.getByLabel('Name').fill('Rivals');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Give at least one patent to watch.').waitFor();
    await dialog.getByLabel('Patents to watch').fill(ucids.join('\n'));
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.searchParams.get('type') === '2');
    const row = page.getByTestId('alert-row').filter({ hasText: 'Rivals' });
    expect(await row.innerText()).toContain('2 patents');
    await page.getByRole('tab', { name: 'Watched patents (1)' }).waitFor();
  });

  it('shows NotFound for an alert or a run that is not the user’s', async () => {
    await page.goto(`${fixture.server.url}/alerts/999999`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    await page.goto(`${fixture.server.url}/alert_runs/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
  });
});
