import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createUser } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestShared, saveSearchFromPage, signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Highlighting schemes on the results screen, against the real server and real EP documents: make a scheme, see
// its words marked in its colour and the query's words in the next one, keep it over a reload, delete it.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const QUERY = 'TAC=(method)';

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let searchIndex: number;

const marks = () => page.locator('[data-testid="result-item"] mark');

/** Every marked word on the page, lower-cased, with its colour class. */
async function markedWords(): Promise<{ word: string; colour: string }[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return marks().evaluateAll((nodes) =>
    nodes.map((node) => ({ word: (node.textContent ?? '').toLowerCase(), colour: node.className })),
  );
}

/** The colour classes the words matching `test` are marked with. */
async function coloursOf(test: (word: string) => boolean): Promise<string[]> {
  return [...new Set((await markedWords()).filter((m) => test(m.word)).map((m) => m.colour))].sort();
}

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
  await signInThroughLogin(page, fixture.server.url, user.email);
  searchIndex = await saveSearchFromPage(page, QUERY);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixture?.stop();
});

describe('highlighting schemes', () => {
  it('makes a scheme in the manager, refusing an empty name and a name already used', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByRole('heading', { level: 1, name: `Results of search ${searchIndex}` }).waitFor();
    expect(await coloursOf((w) => w === 'method')).toEqual(['hl-0']);

    await page.getByRole('button', { name: 'Highlighting schemes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Highlighting schemes' });
    await dialog.getByText('You have no highlighting schemes yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'New scheme' }).click();
    await dialog.getByRole('button', { name: 'Save scheme' }).click();
    await dialog.getByText('Give the scheme a name.').waitFor();
    await dialog.getByText('Give at least one word for this colour, or remove it.').waitFor();

    await dialog.getByLabel('Name').fill('Claim words');
    await dialog.getByLabel('Colour 1 words').fill('claim*, wherein');
    await dialog.getByRole('button', { name: 'Add a colour' }).click();
    await dialog.getByLabel('Colour 2 words').fill('device');
    await expectAccessible(page, 'Highlighting scheme editor', '[role="dialog"]');
    await shot('highlighting-scheme-editor');
    await dialog.getByRole('button', { name: 'Save scheme' }).click();
    await page.getByText('The scheme “Claim words” was saved.').waitFor();
    await dialog.getByRole('list', { name: 'Your highlighting schemes' }).waitFor();

    // The same name again, in other letters, is refused under the field by the server.
    await dialog.getByRole('button', { name: 'New scheme' }).click();
    await dialog.getByLabel('Name').fill('CLAIM WORDS');
    await dialog.getByLabel('Colour 1 words').fill('x');
    await dialog.getByRole('button', { name: 'Save scheme' }).click();
    await dialog.getByText('You already have a highlighting scheme with this name.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('marks the scheme’s words in its colours and the query’s words in the next, and keeps it over a reload', async () => {
    // Making the scheme chose it for these results.
    const select = page.getByLabel('Highlight colours');
    await expect.poll(() => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe('Claim words');
    await expect.poll(() => coloursOf((w) => w.startsWith('claim'))).toEqual(['hl-0']);
    expect(await coloursOf((w) => w === 'wherein')).toEqual(['hl-0']);
    expect(await coloursOf((w) => w === 'method')).toEqual(['hl-2']);
    const legend = page.getByRole('list', { name: 'Colours of the scheme Claim words' });
    expect(await legend.locator('mark').allInnerTexts()).toEqual(['claim* wherein', 'device']);
    await expectAccessible(page, 'Search results with a highlighting scheme');
    await shot('search-results-highlighting-scheme');

    const preference = await page.evaluate(
      async () => (await (await fetch('/api/user')).json()).preferences.highlighting_settings,
    );
    expect(preference).toMatchObject({ on: true });
    expect(typeof preference.scheme).toBe('number');

    await page.reload();
    await expect.poll(() => coloursOf((w) => w === 'method')).toEqual(['hl-2']);
    expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe('Claim words');

    // Back to the query's words only, from the keyboard.
    await select.selectOption({ label: 'Query words only' });
    await expect.poll(() => coloursOf((w) => w === 'method')).toEqual(['hl-0']);
    expect(await coloursOf((w) => w === 'wherein')).toEqual([]);
    await select.selectOption({ label: 'Claim words' });
    await expect.poll(() => coloursOf((w) => w === 'method')).toEqual(['hl-2']);
  });

  it('deletes the scheme after confirmation, and the results go back to the query’s words', async () => {
    await page.getByRole('button', { name: 'Highlighting schemes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Highlighting schemes' });
    await dialog.getByRole('button', { name: 'Delete Claim words' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Delete highlighting scheme' });
    await confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The scheme “Claim words” was deleted.').waitFor();
    await dialog.getByText('You have no highlighting schemes yet.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const select = page.getByLabel('Highlight colours');
    expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe('Query words only');
    await expect.poll(() => coloursOf((w) => w === 'method')).toEqual(['hl-0']);
    expect(await page.getByRole('list', { name: 'Colours of the scheme Claim words' }).count()).toBe(0);
    // A reload with the deleted scheme still in the saved preference shows results, not an error.
    await page.reload();
    await expect.poll(() => coloursOf((w) => w === 'method')).toEqual(['hl-0']);
  });
});
