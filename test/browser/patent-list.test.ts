import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../packages/server/src/db/schema.ts';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession, saveSearchFromPage } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// The patent list in Chromium against the real server and real EP documents: results ticked in a search go onto
// the list, the header badge counts them and leads to /patent-collection, where a removal is undone, the whole
// list goes into a folder (and a folder past its limit refuses with the server's reason), and a clear empties it.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let organizationId: number;
let searchIndex: number;
/** The ucids put on the list from the search, in result order. */
let listed: string[];

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Runs an API call from the signed-in page (same cookies, the CSRF header) and answers its JSON. */
function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return response.json();
    },
    [method, path, body] as const,
  );
}

const listedNow = async () =>
  (await api<{ patents: { ucid: string }[] }>('GET', '/api/listed_patents')).patents.map((p) => p.ucid).sort();

const shownUcids = async () =>
  (await page.getByTestId('result-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-ucid')))).sort();

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  organizationId = fixture.server.bootstrap!.organizationId;
  session = await openSignedIn(fixture, { firstName: 'Lena', lastName: 'Lister' });
  page = session.page;
  searchIndex = await saveSearchFromPage(page, 'TAC=(method)');
});

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('the patent list screen', () => {
  it('starts empty and says how patents get onto it', async () => {
    await page.goto(`${fixture.server.url}/patent-collection`);
    await page.getByRole('heading', { level: 1, name: 'Patent list' }).waitFor();
    await page.getByTestId('patent-list-empty').waitFor();
    await page.getByText('choose “Add to patent list”', { exact: false }).waitFor();
    expect(await page.getByTestId('patent-list-total').innerText()).toBe('0 patents on your list');
    expect(await page.getByRole('button', { name: 'Clear list' }).count()).toBe(0);
    await expectAccessible(page, 'Empty patent list');
  });

  it('puts ticked search results on the list; the badge counts them and opens the list', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    const badge = page.getByTestId('patent-list-count');
    expect(await badge.innerText()).toBe('0');
    const items = page.getByTestId('result-item');
    listed = [];
    for (const i of [0, 1, 2]) {
      await items.nth(i).getByRole('checkbox').check();
      listed.push((await items.nth(i).getAttribute('data-ucid'))!);
    }
    await page.getByRole('button', { name: 'Add to patent list' }).click();
    await page.getByText('Added 3 patents to your patent list (3 in all).').waitFor();
    await expect.poll(() => badge.innerText()).toBe('3');
    expect(await badge.getAttribute('aria-label')).toBe('Patent list: 3 patents');

    await badge.click();
    await page.waitForURL((u) => u.pathname === '/patent-collection');
    await page.getByRole('heading', { level: 1, name: 'Patent list' }).waitFor();
    await page.getByTestId('results-count').filter({ hasText: 'documents' }).waitFor();
    await settled();
    expect(await page.getByTestId('patent-list-total').innerText()).toBe('3 patents on your list');
    await expect.poll(shownUcids).toEqual([...listed].sort());
    // SPEC §2 has no browse route for the list, so the one-by-one link is left out.
    expect(await page.getByRole('link', { name: 'Browse one by one' }).count()).toBe(0);
  });

  it('shows the list through the other result views', async () => {
    // The view switch's radios are visually hidden; their labels are what a user clicks.
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Table' }).click();
    await page.getByTestId('results-table').waitFor();
    await expect.poll(() => page.getByTestId('result-row').count()).toBe(3);
    await settled();
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'List' }).click();
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    // A ticked result offers the list's own actions on the selection.
    const first = page.getByTestId('result-item').first();
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove from list' }).waitFor();
    await page.getByRole('button', { name: 'Add to folder', exact: true }).waitFor();
    await expectAccessible(page, 'Patent list');
    await shot('patent-list');
    await first.getByRole('checkbox').uncheck();
  });

  it('removes a ticked patent and puts it back from the undo toast', async () => {
    const items = page.getByTestId('result-item');
    const badge = page.getByTestId('patent-list-count');
    const target = page.locator(`[data-testid="result-item"][data-ucid="${listed[1]}"]`);
    await target.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove from list' }).click();
    await page.getByText('Removed 1 patent from your patent list.').waitFor();
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => badge.innerText()).toBe('2');
    expect(await page.getByTestId('patent-list-total').innerText()).toBe('2 patents on your list');
    expect(await listedNow()).toEqual([listed[0], listed[2]].sort());

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undo Successful').waitFor();
    await page.getByText('1 patent is back on your patent list.').waitFor();
    await expect.poll(() => items.count()).toBe(3);
    await expect.poll(() => badge.innerText()).toBe('3');
    expect(await listedNow()).toEqual([...listed].sort());
  });

  it('adds the whole list to a folder, and shows a folder’s refusal past its limit', async () => {
    const folder = await api<{ id: number }>('POST', '/api/folders', { name: 'From my patent list' });
    const small = await api<{ id: number }>('POST', '/api/folders', { name: 'Small folder' });
    await page.reload();
    await page.getByTestId('result-item').first().waitFor();
    await settled();

    await page.getByRole('button', { name: 'Add all 3 to folder…' }).click();
    await page.getByRole('menuitem', { name: 'From my patent list' }).click();
    await page.getByText('Added 3 patents from your patent list to “From my patent list”.').waitFor();

    await fixture.server.db.update(organizations).set({ folderLimit: 2 }).where(eq(organizations.id, organizationId));
    try {
      await page.getByRole('button', { name: 'Add all 3 to folder…' }).click();
      await page.getByRole('menuitem', { name: 'Small folder' }).click();
      await page.getByText('The results could not be added').waitFor();
      await page
        .getByText(
          'This folder holds 0 patents and can hold at most 2: adding 3 new ones would pass the limit. Remove some, or add fewer.',
        )
        .waitFor();
    } finally {
      await fixture.server.db
        .update(organizations)
        .set({ folderLimit: null })
        .where(eq(organizations.id, organizationId));
    }
    const inSmall = await api<{ total: number }>('GET', `/api/folders/${small.id}/patents`);
    expect(inSmall.total).toBe(0);

    await page.goto(`${fixture.server.url}/folders/${folder.id}/patents`);
    await page.getByRole('heading', { level: 1, name: 'Folder “From my patent list”' }).waitFor();
    await page.getByTestId('results-count').filter({ hasText: 'documents' }).waitFor();
    await settled();
    await expect.poll(shownUcids).toEqual([...listed].sort());
  });

  it('clears the list after a confirmation and shows the empty state', async () => {
    await page.goto(`${fixture.server.url}/patent-collection`);
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    await page.getByRole('button', { name: 'Clear list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the patent list?' });
    await dialog.getByText('This takes all 3 patents off your list.', { exact: false }).waitFor();
    // Check contrast once the dialog has finished fading in, not half-way through its transition.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await expectAccessible(page, 'Clear the patent list dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Clear list' }).click();
    await page.getByText('Cleared your patent list of 3 patents.').waitFor();
    await page.getByTestId('patent-list-empty').waitFor();
    await expect.poll(() => page.getByTestId('patent-list-count').innerText()).toBe('0');
    expect(await listedNow()).toEqual([]);
    await shot('patent-list-empty');

    // The clear is undoable too, and the list comes back whole.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('3 patents are back on your patent list.').waitFor();
    await page.getByTestId('result-item').first().waitFor();
    await expect.poll(shownUcids).toEqual([...listed].sort());
    await expect.poll(() => page.getByTestId('patent-list-count').innerText()).toBe('3');
  });
});
