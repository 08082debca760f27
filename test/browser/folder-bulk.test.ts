import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession, saveSearchFromPage } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Whole result sets and folders in Chromium against the real server, job runner and EP documents: every result of
// a search added to a folder through a background job with a progress bar (and undone), a query run inside the
// folder, a move to another folder (and undone), and the results table's pinned folders column.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let searchIndex: number;
let searchTotal: number;
let folderId: number;

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** What the API says about the signed-in user's data. */
function api<T>(path: string, method = 'GET'): Promise<T> {
  return page.evaluate(
    async ({ path, method }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      return response.status === 204 ? null : response.json();
    },
    { path, method },
  );
}

const patentCount = async (id: number) => (await api<{ total: number }>(`/folders/${id}/patents?rows=1`)).total;

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  session = await openSignedIn(fixture, { firstName: 'Bea', lastName: 'Bulk' });
  page = session.page;
  searchIndex = await saveSearchFromPage(page, 'TAC=(method)');
});

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('whole result sets and folders', () => {
  it('adds every result of a search to a new folder as a job with a progress bar, and undoes it', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    const countText = await page.getByTestId('results-count').innerText();
    const button = page.getByTestId('add-all-to-folder');
    const label = await button.innerText();
    searchTotal = Number(/Add all ([\d,]+) to folder/.exec(label)![1]!.replace(/,/g, ''));
    expect(searchTotal).toBeGreaterThan(10);
    expect(countText).toContain(searchTotal.toLocaleString('en'));

    // The SPA follows the job by the random id the server gave it (a UUID, never a row number).
    const polls: { path: string; status: number }[] = [];
    const onResponse = (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/jobs/')) polls.push({ path, status: response.status() });
    };
    page.on('response', onResponse);
    await button.click();
    await page.getByRole('menuitem', { name: 'New folder…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel('Name').fill('Everything on methods');
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByTestId('job-progress').waitFor();
    await shot('folder-add-all-progress');
    const done = page.getByText(`Added ${searchTotal} patents from search #${searchIndex} to “Everything on methods”.`);
    await done.waitFor();
    page.off('response', onResponse);
    expect(polls.length).toBeGreaterThan(0);
    for (const poll of polls) {
      expect(poll.path).toMatch(/^\/api\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(poll.status).toBe(200);
    }
    expect(new Set(polls.map((poll) => poll.path)).size).toBe(1);
    const folders = await api<{ data: { id: number; name: string }[] }>('/folders');
    folderId = folders.data.find((f) => f.name === 'Everything on methods')!.id;
    expect(await patentCount(folderId)).toBe(searchTotal);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undo Successful').waitFor();
    expect(await patentCount(folderId)).toBe(0);

    // Again, into the folder that now exists, for the steps that follow.
    await button.click();
    await page.getByRole('menuitem', { name: 'Everything on methods' }).click();
    await page.getByText(`Added ${searchTotal} patents from search #${searchIndex}`).first().waitFor();
    // The first add's message can still be on screen, so the text alone does not say this job is done: the
    // folder's count does, once the job has added them all.
    await expect.poll(() => patentCount(folderId), { timeout: 30_000 }).toBe(searchTotal);
  });

  it('runs a query inside the folder, shows a malformed one as an error, and shows all again', async () => {
    await page.goto(`${fixture.server.url}/folders/${folderId}/patents`);
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    const ucid = (await page.getByTestId('result-item').first().getAttribute('data-ucid'))!;
    const box = page.getByTestId('sub-query');
    await box.fill(`PN=(${ucid})`);
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('result-item').count()).toBe(1);
    await settled();
    await expectAccessible(page, 'Folder with a query run inside it');
    await shot('folder-sub-query');

    await box.fill('TAC=(solar W/ cell)');
    await box.press('Enter');
    const problem = page.getByTestId('results-error');
    await problem.waitFor();
    await shot('folder-sub-query-error');
    expect(await problem.innerText()).toMatch(/W\//);

    await page.getByRole('button', { name: 'Show all' }).click();
    await expect
      .poll(async () => (await page.getByTestId('results-count').innerText()).includes(String(searchTotal)))
      .toBe(true);
  });

  it('moves ticked patents to another folder, and one Undo puts both folders back', async () => {
    await settled();
    const items = page.getByTestId('result-item');
    await items.nth(0).getByRole('checkbox').check();
    await items.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to folder' }).click();
    await page.getByRole('menuitem', { name: 'New folder…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel('Name').fill('Closest art');
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByText('Moved 2 patents from “Everything on methods” to “Closest art”.').waitFor();
    const target = (await api<{ data: { id: number; name: string }[] }>('/folders')).data.find(
      (f) => f.name === 'Closest art',
    )!.id;
    expect(await patentCount(folderId)).toBe(searchTotal - 2);
    expect(await patentCount(target)).toBe(2);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undo Successful').waitFor();
    expect(await patentCount(folderId)).toBe(searchTotal);
    expect(await patentCount(target)).toBe(0);
  });

  it('shows the pinned folders holding each patent in the results table', async () => {
    await api(`/folders/${folderId}/pin`, 'PUT');
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByTestId('result-item').first().waitFor();
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Table' }).click();
    await page.getByTestId('results-table').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    // Ticking moves the checkbox into the list of shown columns, so click it and wait for the column itself.
    await page.getByRole('checkbox', { name: 'Show column Pinned folders' }).click();
    await page.locator('col[data-column="pinnedfolders"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.mantine-Popover-dropdown').waitFor({ state: 'hidden' });
    const cells = page.getByTestId('pinned-folders');
    await expect.poll(() => cells.count()).toBeGreaterThan(0);
    await cells.first().getByRole('link', { name: 'Everything on methods' }).waitFor();
    await cells.first().scrollIntoViewIfNeeded();
    await shot('results-table-pinned-folders');
  });
});
