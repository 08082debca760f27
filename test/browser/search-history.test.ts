import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { createUser, patentIndexPath, TEST_PASSWORD } from '@app/server';
import { SEARCH_HISTORY_WARNING_COUNT } from '@app/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '../../packages/ingest/src/ingest.ts';
import { searches } from '../../packages/server/src/db/schema.ts';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const EP_FULLTEXT = join(import.meta.dirname, '../../../shared/data/ep-fulltext');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let fixture: ServerFixture;
let browser: Browser;
beforeAll(async () => {
  fixture = await startServerFixture();
  const directory = await FsDirectory.open(patentIndexPath(fixture.dataDir));
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  await ingestPaths([EP_FULLTEXT], { writer, directory });
  await writer.close();
  browser = await launchChromium();
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await fixture?.stop();
});

type SignedIn = { context: BrowserContext; page: Page; userId: number };

/** A new user, signed in through the API (the sign-in screen has its own tests); the page is still blank. */
async function signInNewUser(): Promise<SignedIn> {
  const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const response = await context.request.post(`${fixture.server.url}/api/login`, {
    headers: XHR,
    data: { email: user.email, password: TEST_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { context, page: await context.newPage(), userId: user.id };
}

async function createSearch(context: BrowserContext, query: string): Promise<number> {
  const response = await context.request.post(`${fixture.server.url}/api/searches`, {
    headers: XHR,
    data: { query, type: 'commandline' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { query_index: number }).query_index;
}

async function openHistory(page: Page): Promise<void> {
  await page.goto(`${fixture.server.url}/search/history`);
  expect(await screenHeading(page)).toBe('Search history');
}

describe('the search history', () => {
  it('says when there are no searches yet and leads to the search screen', async () => {
    const { context, page } = await signInNewUser();
    await openHistory(page);
    const empty = page.getByTestId('history-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('You have no searches yet.');
    await expectAccessible(page, 'Empty search history');
    await page.getByRole('link', { name: 'Go to Search' }).click();
    await page.waitForURL((u) => u.pathname === '/search');
    await context.close();
  });

  it('lists the searches, runs and edits them, and combines two into #1 AND #2', async () => {
    const { context, page } = await signInNewUser();
    expect(await createSearch(context, 'TI=protein')).toBe(1);
    expect(await createSearch(context, 'TAC=(voltage OR kinase)')).toBe(2);
    // Running search 1 records its hit count for the history.
    const run = await context.request.post(`${fixture.server.url}/api/patents/search/1`, { headers: XHR, data: {} });
    const hits = ((await run.json()) as { numFound: number }).numFound;
    expect(hits).toBeGreaterThan(0);

    await openHistory(page);
    const table = page.getByTestId('search-history');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(
      /#2\s+TAC=\(voltage OR kinase\)\s+As we read it\s+not run yet\s+Command line/,
    );
    expect(await rows.nth(1).innerText()).toMatch(
      new RegExp(`#1\\s+TI=protein\\s+As we read it\\s+${hits}\\s+Command line`),
    );
    // Each search unfolds into the query as we read it.
    const readSearch2 = page.getByRole('button', { name: 'As we read it: search #2' });
    expect(await readSearch2.getAttribute('aria-expanded')).toBe('false');
    await readSearch2.press('Enter');
    await expect
      .poll(() => rows.nth(0).getByTestId('parsed-view-grouping').innerText())
      .toBe('TAC=(voltage OR kinase)');
    expect(await rows.nth(0).getByRole('list', { name: 'Parts of the query' }).innerText()).toContain('voltage');
    await readSearch2.press('Enter');

    const preview = page.getByTestId('combine-preview');
    expect(await preview.innerText()).toBe('Select two or more searches to combine them into a new search.');
    await page.getByRole('checkbox', { name: 'Select search #2' }).check();
    // Keyboard selection works as well as the mouse.
    await page.getByRole('checkbox', { name: 'Select search #1' }).press('Space');
    await expect.poll(() => preview.innerText()).toBe('New search: #1 AND #2');
    await page.getByRole('button', { name: 'Combine the selected searches with NOT' }).focus();
    await expect.poll(() => preview.innerText()).toBe('New search: #1 NOT #2');
    await expectAccessible(page, 'Search history');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-history.png') });

    await page.getByRole('button', { name: 'Combine the selected searches with AND' }).click();
    await page.waitForURL((u) => u.pathname === '/search/3');
    const saved = await context.request.get(`${fixture.server.url}/api/searches/3`, { headers: XHR });
    expect(await saved.json()).toMatchObject({ query: '#1 AND #2', type: 'commandline' });

    await openHistory(page);
    await table.waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).innerText()).toMatch(/#3\s+#1 AND #2/);

    await page.getByRole('link', { name: 'Edit search #2 in the command line' }).click();
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('query') === 'TAC=(voltage OR kinase)');
    await page.locator('.cm-content').getByText('voltage').waitFor();
    await expect.poll(() => page.locator('.cm-content').innerText()).toBe('TAC=(voltage OR kinase)');

    await openHistory(page);
    await page.getByRole('link', { name: 'Run search #2 again' }).click();
    await page.waitForURL((u) => u.pathname === '/search/2');
    await context.close();
  });

  it(`warns once, with a single OK button, at ${SEARCH_HISTORY_WARNING_COUNT} searches`, async () => {
    const { context, page, userId } = await signInNewUser();
    const createdAt = new Date('2025-01-24T09:00:00Z');
    await fixture.server.db.insert(searches).values(
      Array.from({ length: SEARCH_HISTORY_WARNING_COUNT }, (_, i) => ({
        userId,
        queryIndex: i + 1,
        query: `TI=word${i + 1}`,
        type: 'commandline' as const,
        createdAt,
      })),
    );

    await openHistory(page);
    const dialog = page.getByRole('dialog', { name: 'Many searches' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('You have 1,000 searches in your history.');
    expect(await dialog.getByRole('button').count()).toBe(1);
    await expectAccessible(page, 'Many searches warning');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-history-warning.png') });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Paged, and the filter finds one search among a thousand.
    const rows = page.getByTestId('search-history').locator('tbody tr');
    expect(await rows.count()).toBe(50);
    expect(await rows.first().innerText()).toContain('#1000');
    await page.getByLabel('Filter by number or query').fill('#999');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('TI=word999');

    await context.close();
  });
});
