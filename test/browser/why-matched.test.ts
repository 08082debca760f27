import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createUser } from '@app/server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestShared, signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// "Why this matched" (issue 22, item 3) against the real server and real EP and USPTO documents: run a search, open
// a document and read which clauses matched where (field, words, proximity pairs) and the score's parts adding up to
// the score the search gave; the same in the split view, and an honest empty state without a search.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
/** A proximity clause and a plain word: documents at the top match both, so the score has two parts. */
const QUERY = 'TAC=(first W/3 second) OR TAC=method';

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let searchIndex: number;

/** Scores the saved search gives, by ucid, through the API from the signed-in page (best first). */
async function scores(): Promise<Map<string, number>> {
  const docs = await page.evaluate(async (index) => {
    const response = await fetch(`/api/patents/search/${index}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ rows: 50, grouped_by: 'none' }),
    });
    return ((await response.json()).docs as { ucid: string; score: number }[]).map((d) => [d.ucid, d.score] as const);
  }, searchIndex);
  return new Map(docs);
}

/** The panel's explanation once loaded: the score parts, their total, and the words it placed. */
async function readPanel(panel: Locator) {
  await panel.getByTestId('why-matched-result').waitFor({ timeout: 30_000 });
  const parts = await panel
    .getByTestId('why-part')
    .locator('td[data-value]')
    .evaluateAll((cells) => cells.map((cell) => Number((cell as HTMLElement).dataset.value)));
  const total = Number(await panel.getByTestId('why-total').getAttribute('data-value'));
  const words = await panel
    .getByTestId('why-word')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.term));
  return { parts, total, words };
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext', 'uspto-xml']);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
  await signInThroughLogin(page, fixture.server.url, user.email);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixture?.stop();
});

describe('why this matched', () => {
  it('runs a search, opens a document and shows which clauses matched where and the score adding up', async () => {
    await page.goto(`${fixture.server.url}/search`);
    await page.getByRole('textbox', { name: 'Query' }).click();
    await page.keyboard.type(QUERY);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => /^\/search\/\d+$/.test(u.pathname));
    searchIndex = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.locator('[data-testid="results"][aria-busy="false"]').waitFor();
    const first = page.getByTestId('result-item').first();
    await first.waitFor();
    const ucid = (await first.getAttribute('data-ucid'))!;
    const expected = (await scores()).get(ucid)!;
    expect(expected).toBeGreaterThan(0);

    await first.getByTestId('result-title').click();
    await page.waitForURL(
      (u) => u.pathname.startsWith('/patent/') && u.searchParams.get('search') === `${searchIndex}`,
    );
    const panel = page.getByTestId('patent-document').getByTestId('why-matched');
    const { parts, total, words } = await readPanel(panel);
    // The score the search gave, and parts that add up to it: the proximity clause and the word.
    expect(total).toBe(expected);
    expect(parts.length).toBe(2);
    expect(Math.abs(parts.reduce((a, b) => a + b, 0) - total)).toBeLessThan(1e-9);
    expect(await panel.getByTestId('why-part').first().innerText()).toContain('first W/3 second');
    // Where: the fields, the words with their positions, and the proximity's pairs.
    expect(words).toEqual(expect.arrayContaining(['first', 'second', 'method']));
    expect(await panel.getByTestId('why-field').count()).toBeGreaterThan(1);
    expect(await panel.getByTestId('why-word').first().innerText()).toMatch(/at word \d+/);
    expect(await panel.getByTestId('why-pairs').first().innerText()).toMatch(/pairs? within reach.*\d+ ↔ \d+/);
    expect(await panel.locator('[data-testid="why-clause"][data-matched="true"]').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'Patent document with why it matched');
    await mkdir(SCREENSHOTS, { recursive: true });
    await panel.screenshot({ path: join(SCREENSHOTS, 'why-matched-document.png') });

    // The panel folds and unfolds from the keyboard.
    const toggle = panel.getByRole('button', { name: 'Why this matched' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await panel.getByTestId('why-matched-result').waitFor();
  });

  it('explains the active document in the split view, and follows the active one', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.locator('[data-testid="results"][aria-busy="false"]').waitFor();
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Split' }).click();
    const items = page.getByTestId('split-item');
    await items.first().waitFor();
    const all = await scores();
    const panel = page.locator('.split-document').getByTestId('why-matched');
    await panel.getByRole('button', { name: 'Why this matched' }).click();
    const activeUcid = async () =>
      (await page.locator('[data-testid="split-item"]:has([aria-current="true"])').getAttribute('data-ucid')) ?? '';
    const firstUcid = await activeUcid();
    expect((await readPanel(panel)).total).toBe(all.get(firstUcid));

    // The next result (arrow key in the list): the panel explains that one.
    await page.locator('button[data-split-item]').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeUcid).not.toBe(firstUcid);
    const secondUcid = await activeUcid();
    await expect
      .poll(async () => Number(await panel.getByTestId('why-total').getAttribute('data-value')), { timeout: 30_000 })
      .toBe(all.get(secondUcid));
    const { parts, total } = await readPanel(panel);
    expect(Math.abs(parts.reduce((a, b) => a + b, 0) - total)).toBeLessThan(1e-9);
    await expectAccessible(page, 'Split view with why it matched');
  });

  it('says so when a document is opened without a search', async () => {
    const ucid = (await scores()).keys().next().value!;
    await page.goto(`${fixture.server.url}/patent/${ucid}`);
    const panel = page.getByTestId('why-matched');
    await panel.getByRole('button', { name: 'Why this matched' }).click();
    expect(await panel.getByTestId('why-matched-empty').innerText()).toContain('Opened without a search');
  });
});
