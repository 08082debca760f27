import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession, saveSearchFromPage } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Public share links (issue 19) in Chromium against the real server and real EP documents: a signed-in user shares
// a search (restricted to the general fields, with a display name), a folder, a patent and an alert run through
// their Share actions; then a fresh browser context without a session opens each link, pages through, opens a
// document one by one and sees only what was shared; after revocation in settings the link shows Expired, and an
// unknown key shows NotFound.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const QUERY = 'TAC=(method)';

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let searchIndex: number;
let folderId: number;
let folderUcids: string[];
let patentUcid: string;
let runKey: string;
/** The public addresses created through the dialogs, by kind. */
const links: Record<'search' | 'folder' | 'patent' | 'alert_run', string> = {
  search: '',
  folder: '',
  patent: '',
  alert_run: '',
};

async function shot(target: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: join(SCREENSHOTS, `share-links-${name}.png`), fullPage: true });
}

async function settled(target: Page): Promise<void> {
  await target.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
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

/** Opens the Share dialog from the page's Share action, creates the link and answers its public address. */
async function createThroughDialog(name: string): Promise<string> {
  await page.getByTestId('share-button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Share by link' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('share-link-url').inputValue();
  await shot(page, `${name}-created`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return url;
}

/**
 * A new context without a session: what a client opening the link sees. A context shares no cookies, storage or cache
 * with the sharer's, so it comes from the same Chromium rather than a second one started for it.
 */
async function visitor(): Promise<{ context: BrowserContext; visit: Page }> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visit = await context.newPage();
  // A public screen asks nothing that needs a session (GET /api/user answers 401 to every guest, by design).
  visit.on('response', (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname !== '/api/user')
      signedInCalls.push(response.url());
  });
  return { context, visit };
}

/** Calls a visitor's page made that needed a session (none should). */
const signedInCalls: string[] = [];

/** Nothing on a public page leads into the private app or asks what needs a session. */
async function expectNoPrivateLinks(visit: Page): Promise<void> {
  expect(signedInCalls).toEqual([]);
  const hrefs = await visit
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // The shared run's export screens are public too (SPEC §2 `/alert_runs/{uuid}/exports/{format}/download`).
  const privateOnes = hrefs.filter(
    (h) => h !== '/' && !h.startsWith('/share/') && !/^\/alert_runs\/[\w-]+\/exports\/\w+\/download$/.test(h),
  );
  expect(privateOnes).toEqual([]);
  expect(await visit.getByRole('navigation', { name: /main/i }).count()).toBe(0);
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  session = await openSignedIn(fixture, { firstName: 'Sam', lastName: 'Sharer' });
  page = session.page;
  searchIndex = await saveSearchFromPage(page, QUERY);
  const found = await api<{ docs: { ucid: string }[] }>('POST', `/api/patents/search/${searchIndex}`, {
    rows: 3,
    grouped_by: 'none',
  });
  expect(found.json.docs.length).toBe(3);
  folderUcids = found.json.docs.map((d) => d.ucid);
  patentUcid = folderUcids[0]!;
  const folder = await api<{ id: number }>('POST', '/api/folders', { name: 'Client folder' });
  expect(folder.status).toBe(201);
  folderId = folder.json.id;
  expect((await api('POST', `/api/folders/${folderId}/patents`, { ucids: folderUcids })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('creating share links', () => {
  it('shares a search from its results toolbar, with validation, restricted fields and a display name', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByTestId('result-item').first().waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share by link' });
    await dialog.waitFor();

    // A day in the past is refused before anything is sent; so is a restriction to no field group at all.
    await dialog.getByLabel('Expires on').fill('2020-01-01');
    await dialog.getByLabel('Show only some field groups').check();
    for (const group of ['General', 'Abstract, claims and description', 'Classifications', 'Images', 'Family']) {
      await dialog.getByLabel(group, { exact: true }).uncheck();
    }
    for (const group of ['Tables', 'Other']) await dialog.getByLabel(group, { exact: true }).uncheck();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('Choose today or a later day.').waitFor();
    await dialog.getByText('Choose at least one field group, or show every field.').waitFor();
    await expectAccessible(page, 'Share dialog', '[role="dialog"]');
    await shot(page, 'dialog-invalid');

    await dialog.getByLabel('Expires on').fill('');
    await dialog.getByLabel('General', { exact: true }).check();
    await dialog.getByLabel('Shared by (shown to visitors)').fill('Dana from Example IP');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = dialog.getByTestId('share-link-url');
    await url.waitFor();
    links.search = await url.inputValue();
    expect(new URL(links.search).pathname).toMatch(/^\/share\/search\/[A-Za-z0-9_-]{20,}$/);
    await expectAccessible(page, 'Share dialog, created', '[role="dialog"]');
    await shot(page, 'dialog-created');
    // Keyboard: Escape closes the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shares a folder, a patent and an alert run from their Share actions', async () => {
    await page.goto(`${fixture.server.url}/folders/${folderId}/patents`);
    await page.getByTestId('result-item').first().waitFor();
    await settled(page);
    links.folder = await createThroughDialog('folder');
    expect(new URL(links.folder).pathname).toMatch(/^\/share\/folder\//);

    await page.goto(`${fixture.server.url}/patent/${patentUcid}`);
    await page.getByTestId('patent-actions').waitFor();
    await settled(page);
    links.patent = await createThroughDialog('patent');
    expect(new URL(links.patent).pathname).toMatch(new RegExp(`^/share/patent/${patentUcid}/`));

    // An alert on the same query, run now by its job.
    const alert = await api<{ id: number }>('POST', '/api/alerts', {
      type: 1,
      name: 'Method watch',
      query: QUERY,
      schedule: { frequency: 'daily' },
    });
    expect(alert.status).toBe(201);
    await page.goto(`${fixture.server.url}/alerts/${alert.json.id}`);
    await page.getByRole('button', { name: 'Run now' }).click();
    const row = page.locator('[data-testid="alert-run-row"][data-status="finished"]').first();
    await row.waitFor({ timeout: 60_000 });
    runKey = (await row.getAttribute('data-run-key'))!;
    await page.goto(`${fixture.server.url}/alert_runs/${runKey}`);
    await page.getByTestId('result-item').first().waitFor();
    await settled(page);
    links.alert_run = await createThroughDialog('alert-run');
    expect(new URL(links.alert_run).pathname).toMatch(/^\/share\/alert_runs\//);
  });

  it('lists the links in settings with kind, views, expiry and state', async () => {
    await page.goto(`${fixture.server.url}/settings`);
    const list = page.getByTestId('share-links-list');
    await list.waitFor();
    await expect.poll(() => list.getByTestId('share-link-row').count()).toBe(4);
    const states = await list.getByTestId('share-link-state').allTextContents();
    expect(states).toEqual(['Active', 'Active', 'Active', 'Active']);
    expect(await list.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['Kind', 'Shared', 'Views', 'Expires', 'State']),
    );
    await settled(page);
    await expectAccessible(page, 'Share links in settings');
    await shot(page, 'settings-list');
  });
});

describe('opening share links without a session', () => {
  it('shows the shared search read-only, pages through it and opens a document with only the shared fields', async () => {
    const { context, visit } = await visitor();
    await visit.goto(links.search);
    await visit.getByTestId('result-item').first().waitFor();
    await settled(visit);
    expect(await visit.getByRole('heading', { level: 1 }).innerText()).toContain(QUERY);
    expect(await visit.getByTestId('share-meta').innerText()).toContain('Shared by Dana from Example IP');
    // The shared query's words are marked in the fields the link shows (the titles).
    expect(await visit.getByTestId('result-title').locator('[class*="hl-"]').count()).toBeGreaterThan(0);
    // Restricted to the general fields: no abstracts.
    expect(await visit.getByTestId('result-abstract').count()).toBe(0);
    await expectNoPrivateLinks(visit);
    // No app actions: no folder, export, alert or share buttons, no sign-in menu.
    for (const name of ['Add to folder', 'Export', 'Create alert from this search', 'Share']) {
      expect(await visit.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await expectAccessible(visit, 'Shared search');
    await shot(visit, 'public-search');

    // The signed-in result views, read-only: sorts only by the link's field groups (general: no family size),
    // no thumbnails (drawings need a session), a table without the organisation's own columns.
    const sortOptions = await visit.getByLabel('Sort by').locator('option').allInnerTexts();
    expect(sortOptions).toContain('Publication date');
    expect(sortOptions).not.toContain('Family size');
    expect(await visit.getByRole('radio', { name: 'Thumbnails' }).count()).toBe(0);
    await visit.getByText('Table', { exact: true }).click();
    await visit.getByTestId('results-table').waitFor();
    await settled(visit);
    const headers = await visit.getByTestId('results-table').getByRole('columnheader').allInnerTexts();
    expect(headers.join(' ')).not.toMatch(/Pinned folders|Custom fields/);
    await expectNoPrivateLinks(visit);
    await shot(visit, 'public-search-table');
    await visit.getByText('List', { exact: true }).click();
    await visit.getByTestId('result-item').first().waitFor();
    await settled(visit);
    const range = await visit.getByTestId('results-range').innerText();
    const total = Number(/of ([\d,]+)/.exec(range)![1]!.replace(/,/g, ''));
    const rows = Number(await visit.getByLabel('Per page').inputValue());
    if (total > rows) {
      const first = await visit.getByTestId('result-item').first().getAttribute('data-ucid');
      await visit.getByRole('button', { name: 'Next page' }).click();
      await visit.waitForURL((u) => u.searchParams.get('start') === String(rows));
      await visit.waitForFunction(
        (ucid) => document.querySelector('[data-testid="result-item"]')?.getAttribute('data-ucid') !== ucid,
        first,
      );
      await settled(visit);
      expect(await visit.getByTestId('results-range').innerText()).toMatch(new RegExp(`^${rows + 1}–`));
    }

    await visit.getByTestId('result-title').first().click();
    await visit.waitForURL((u) => u.pathname.endsWith('/results/browse'));
    await visit.getByTestId('result-document').waitFor();
    await settled(visit);
    const position = await visit.getByTestId('browse-position').innerText();
    expect(position).toMatch(new RegExp(`^Document ${total > rows ? rows + 1 : 1} of `));
    await expectNoPrivateLinks(visit);
    await visit.getByRole('button', { name: 'Next document' }).click();
    await visit.waitForFunction(
      (before) => document.querySelector('[data-testid="browse-position"]')?.textContent !== before,
      position,
    );
    await settled(visit);
    await shot(visit, 'public-search-browse');
    await context.close();
  });

  it('shows the shared folder with its patents only, and one of them one by one', async () => {
    const { context, visit } = await visitor();
    await visit.goto(links.folder);
    await visit.getByTestId('result-item').first().waitFor();
    await settled(visit);
    expect(await visit.getByRole('heading', { level: 1 }).innerText()).toBe('Client folder');
    const ucids = await visit
      .getByTestId('result-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-ucid')));
    expect(new Set(ucids)).toEqual(new Set(folderUcids));
    await expectNoPrivateLinks(visit);
    await expectAccessible(visit, 'Shared folder');
    await shot(visit, 'public-folder');
    await visit.getByTestId('result-title').nth(1).click();
    await visit.getByTestId('result-document').waitFor();
    await settled(visit);
    expect(await visit.getByTestId('browse-position').innerText()).toBe('Document 2 of 3');
    await context.close();
  });

  it('shows the shared alert run and the shared patent with its tab query', async () => {
    const { context, visit } = await visitor();
    await visit.goto(links.alert_run);
    await visit.getByTestId('result-item').first().waitFor();
    await settled(visit);
    expect(await visit.getByRole('heading', { level: 1 }).innerText()).toContain('Method watch');
    await expectNoPrivateLinks(visit);
    await shot(visit, 'public-alert-run');
    // The run's export, public too: the screen writes the file with the link's fields and downloads it once.
    await visit.getByRole('link', { name: 'Export the run as CSV' }).click();
    await visit.waitForURL((u) => /^\/alert_runs\/[\w-]+\/exports\/csv\/download$/.test(u.pathname));
    const download = await visit.waitForEvent('download');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\n').filter((line) => line.trim() !== '').length).toBeGreaterThan(1);
    expect(csv).not.toMatch(/@example\./);
    await visit.getByTestId('shared-export-download').waitFor();
    await expectNoPrivateLinks(visit);
    await expectAccessible(visit, 'Shared alert run export');
    await shot(visit, 'public-alert-run-export');

    await visit.goto(links.patent);
    await visit.getByTestId('shared-patent').waitFor();
    await settled(visit);
    expect(await visit.getByRole('tab', { selected: true }).innerText()).toContain('Overview');
    await expectNoPrivateLinks(visit);
    await expectAccessible(visit, 'Shared patent');
    await shot(visit, 'public-patent');
    await visit.getByRole('tab', { name: /Claims/ }).click();
    await visit.waitForURL((u) => u.searchParams.get('tab') === 'claims');
    await visit.goto(`${links.patent}?tab=description`);
    await visit.getByTestId('shared-patent').waitFor();
    expect(await visit.getByRole('tab', { selected: true }).innerText()).toContain('Description');
    await context.close();
  });

  it('counts the visits in the sharer’s list', async () => {
    await page.goto(`${fixture.server.url}/settings`);
    const list = page.getByTestId('share-links-list');
    await list.waitFor();
    const views = (await list.getByTestId('share-link-views').allInnerTexts()).map(Number);
    expect(views.every((v) => v > 0)).toBe(true);
  });
});

describe('ending a link', () => {
  it('revokes a link after confirmation; the link then shows Expired, also to a visitor already reading it', async () => {
    const reader = await visitor();
    await reader.visit.goto(links.search);
    await reader.visit.getByTestId('result-item').first().waitFor();
    await settled(reader.visit);
    await page.goto(`${fixture.server.url}/settings`);
    const key = new URL(links.search).pathname.split('/').pop()!;
    const row = page.locator(`[data-testid="share-link-row"][data-key="${key}"]`);
    await row.getByRole('button', { name: /^Revoke the link/ }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Revoke this link?' });
    await confirmDialog.waitFor();
    await confirmDialog.getByRole('button', { name: 'Revoke' }).click();
    await row.getByTestId('share-link-state').filter({ hasText: 'Revoked' }).waitFor();
    await shot(page, 'settings-revoked');
    // The reader's next page answers 410: the screen turns to Expired rather than an error.
    const grouping = reader.visit.getByLabel('Group by');
    await grouping.selectOption((await grouping.inputValue()) === 'none' ? 'simplefamily' : 'none');
    await reader.visit.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    await reader.context.close();

    const { context, visit } = await visitor();
    await visit.goto(links.search);
    await visit.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    await visit.goto(`${links.search}/results/browse?index=0`);
    await visit.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    await expectAccessible(visit, 'Expired share link');
    await shot(visit, 'public-expired');
    await context.close();
  });

  it('shows NotFound for a key that names no link', async () => {
    const { context, visit } = await visitor();
    await visit.goto(`${fixture.server.url}/share/folder/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    await visit.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await visit.goto(`${fixture.server.url}/share/patent/${patentUcid}/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    await visit.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });
});
