import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { createUser, patentIndexPath, TEST_PASSWORD } from '@app/server';
import { NOTIFICATION_TIMEOUT_MS, SEARCH_CREATION_ERROR_TOAST_MS } from '@app/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '../../packages/ingest/src/ingest.ts';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const EP_FULLTEXT = join(import.meta.dirname, '../../../shared/data/ep-fulltext');

let fixture: ServerFixture;
let browser: Browser;
beforeAll(async () => {
  fixture = await startServerFixture();
  const directory = await FsDirectory.open(patentIndexPath(fixture.dataDir));
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths([EP_FULLTEXT], { writer, directory });
  await writer.close();
  expect(summary.added).toBeGreaterThan(50);
  browser = await launchChromium();
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await fixture?.stop();
});

/**
 * A new user (so search numbers start at 1) signed in on the search screen. The page runs on Playwright's clock:
 * time flows as usual, and a test can move it on (`page.clock.fastForward`) instead of sleeping.
 */
async function openSearchAsNewUser(): Promise<{ context: BrowserContext; page: Page }> {
  const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${fixture.server.url}/login?redirect=${encodeURIComponent('/search')}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/search');
  expect(await screenHeading(page)).toBe('Search');
  return { context, page };
}

/** Replaces the command line's text by typing, as a user would. */
async function typeQuery(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Query' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

function editorText(page: Page): Promise<string> {
  return page.locator('.cm-content').innerText();
}

/** Each error mark's text and its offset in the query (the marks are in the editor's single line). */
function errorMarks(page: Page): Promise<{ start: number; text: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.cm-lintRange-error')).map((mark) => {
      const range = document.createRange();
      range.setStart(mark.closest('.cm-line')!, 0);
      range.setEndBefore(mark);
      return { start: range.toString().length, text: mark.textContent ?? '' };
    }),
  );
}

/** The caret's offset in the query, read from the browser's selection inside the editor. */
function caretOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selection = window.getSelection()!;
    const range = document.createRange();
    range.setStart(document.querySelector('.cm-line')!, 0);
    range.setEnd(selection.focusNode!, selection.focusOffset);
    return range.toString().length;
  });
}

/**
 * CodeMirror ignores Enter and the arrows for 75 ms after a completion list opens (its interactionDelay, read from
 * Date.now()), so a fast typist's Enter stays a new line. Moves the page's clock past that instead of sleeping.
 */
async function letCompletionTakeKeys(page: Page): Promise<void> {
  await page.clock.fastForward(100);
}

function toast(page: Page) {
  return page.locator('.mantine-Notification-root').filter({ hasText: 'Failed to create search' });
}

/**
 * Once the toast is in (faded in), watches it and records on the page's clock when it starts to leave (fades to
 * opacity 0) or is gone; returns the page's time when the watch began.
 */
function watchToastLeaving(page: Page): Promise<number> {
  return toast(page).evaluate(
    (toastElement) =>
      new Promise<number>((resolve) => {
        const fading = () => {
          for (let e: HTMLElement | null = toastElement as HTMLElement; e; e = e.parentElement)
            if (e.style.opacity === '0') return true;
          return false;
        };
        const leaving = () => !toastElement.isConnected || fading();
        let watching = false;
        const watch = () => {
          watching = true;
          resolve(Date.now());
        };
        if (!leaving()) watch();
        new MutationObserver((_, observer) => {
          if (!watching) {
            if (!leaving()) watch();
          } else if (leaving()) {
            (window as unknown as { toastLeftAt: number }).toastLeftAt = Date.now();
            observer.disconnect();
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
      }),
  );
}

describe('the search screen', () => {
  it('marks a syntax error at its place while typing, and refuses it with a toast on submit', async () => {
    const { context, page } = await openSearchAsNewUser();
    await typeQuery(page, 'TI=solar AND AND cell');
    // The first AND is the one with nothing on its right: offsets 9–12. (Marks of the text as it was while being
    // typed, `TI=` with no value, may show first: wait for the linter to reach the whole text.)
    await expect.poll(() => errorMarks(page), { timeout: 15_000 }).toEqual([{ start: 9, text: 'AND' }]);
    const problems = page.getByRole('list', { name: 'Problems in the query' });
    expect(await problems.innerText()).toBe('Column 10: AND needs a term on its right, found AND');
    await expectAccessible(page, 'Search with an error mark');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-error-mark.png') });

    await typeQuery(page, 'TAC=(solar W/3');
    await page.waitForFunction(() => document.querySelectorAll('.cm-lintRange-error').length === 2);
    expect(await errorMarks(page)).toEqual([
      { start: 4, text: '(' },
      { start: 11, text: 'W/3' },
    ]);

    // Move the caret away, so the jump back to the error is the server's doing.
    await page.keyboard.press('Home');
    await page.keyboard.press('ControlOrMeta+Enter');
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Missing ) to close the ( opened here (at character 5).');
    expect(await caretOffset(page)).toBe(4);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    expect(page.url()).toMatch(/\/search$/);
    // SEARCH_CREATION_ERROR_TOAST_MS keeps it well past the default 5 s of other toasts, and then it goes: the page's
    // clock jumps past the default, then past its own time, and the toast must have started leaving only then.
    const watchedFrom = await watchToastLeaving(page);
    await page.clock.fastForward(NOTIFICATION_TIMEOUT_MS + 500);
    expect(await toast(page).isVisible()).toBe(true);
    await page.clock.fastForward(SEARCH_CREATION_ERROR_TOAST_MS - NOTIFICATION_TIMEOUT_MS);
    await toast(page).waitFor({ state: 'detached', timeout: 15_000 });
    const leftAt = await page.evaluate(() => (window as unknown as { toastLeftAt?: number }).toastLeftAt);
    expect(leftAt! - watchedFrom).toBeGreaterThanOrEqual(SEARCH_CREATION_ERROR_TOAST_MS);
    await context.close();
  });

  it('marks an unknown #n where the server says, which the parser alone cannot know', async () => {
    const { context, page } = await openSearchAsNewUser();
    await typeQuery(page, 'TI=protein AND #7');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('#7 is not one of your searches');
    await page.waitForFunction(() => document.querySelectorAll('.cm-lintRange-error').length === 1);
    expect(await errorMarks(page)).toEqual([{ start: 15, text: '#7' }]);
    expect(await caretOffset(page)).toBe(15);
    // Editing the marked text clears the server's mark: only the next submit can judge the new text.
    await page.keyboard.press('End');
    await page.keyboard.type('7');
    await page.waitForFunction(() => document.querySelectorAll('.cm-lintRange-error').length === 0);
    await context.close();
  });

  it('completes field codes from the keyboard and inserts fields from the reference', async () => {
    const { context, page } = await openSearchAsNewUser();
    await typeQuery(page, 'CP');
    const popup = page.locator('.cm-tooltip-autocomplete');
    await popup.waitFor();
    // The popup can open on "C" before "P" arrives: wait until the completion answers the whole prefix.
    await expect.poll(() => popup.getByRole('option').first().innerText()).toContain('CPC');
    await letCompletionTakeKeys(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('H01L AND ');
    await expect.poll(() => editorText(page)).toBe('CPC=H01L AND ');

    // Ctrl-Space lists every field where a field may stand; arrows choose, Enter inserts.
    await page.keyboard.press('Control+Space');
    await popup.waitFor();
    expect(await popup.getByRole('option').count()).toBeGreaterThan(40);
    await page.screenshot({ path: join(SCREENSHOTS, 'search-completion.png') });
    await letCompletionTakeKeys(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.type('kinase');
    await expect.poll(() => editorText(page)).toBe('CPC=H01L AND AB=kinase');

    await page.keyboard.type(' AND ');
    await page.getByRole('button', { name: /^Insert PD\s*Publication date$/ }).click();
    await page.keyboard.type('1990:2010');
    await expect.poll(() => editorText(page)).toBe('CPC=H01L AND AB=kinase AND PD=1990:2010');
    await page.getByRole('tab', { name: 'Operators' }).click();
    await page.getByRole('button', { name: /^Insert W\/n/ }).click();
    await expect.poll(() => editorText(page)).toBe('CPC=H01L AND AB=kinase AND PD=1990:2010 W/3 ');
    await context.close();
  });

  it('runs a valid query, lands on its results, and offers it among the recent searches', async () => {
    const { context, page } = await openSearchAsNewUser();
    await typeQuery(page, 'TI=protein');
    expect(await page.locator('.cm-q-field').first().innerText()).toBe('TI');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForURL((u) => u.pathname === '/search/1');

    await page.goto(`${fixture.server.url}/search`);
    const recent = page.getByTestId('recent-searches');
    await recent.waitFor();
    expect(await recent.innerText()).toContain('#1');
    await page.getByRole('button', { name: 'Put search #1 into the editor: TI=protein' }).click();
    await expect.poll(() => editorText(page)).toBe('TI=protein');
    await page.getByRole('link', { name: 'Open the results of search #1' }).click();
    await page.waitForURL((u) => u.pathname === '/search/1');
    await context.close();
  });

  it('shows the query as we read it while typing, and on the results page', async () => {
    const { context, page } = await openSearchAsNewUser();
    await typeQuery(page, 'TAC=(solar W/3 cell*) OR wind AND turbine');
    const grouping = page.getByTestId('parsed-view-grouping');
    // AND binds before OR: the grouping says so, and the tree spells out the proximity and the truncation.
    await expect.poll(() => grouping.innerText()).toBe('(TAC=(solar W3 cell*) OR (wind AND turbine))');
    const tree = page.getByRole('list', { name: 'Parts of the query' });
    expect(await tree.innerText()).toContain('within 3 words, either order');
    await expectAccessible(page, 'search screen with the parsed view');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-parsed-view.png'), fullPage: true });
    // Once typing pauses each part is counted; a part that matches nothing is underlined before the search runs.
    await typeQuery(page, 'TI=protein AND TI=zzzqxv');
    await page.clock.fastForward(500);
    await page.locator('.cm-q-empty').waitFor();
    expect(await page.locator('.cm-q-empty').innerText()).toBe('zzzqxv');
    const counts = page.getByTestId('clause-count');
    await expect
      .poll(async () => (await counts.allInnerTexts()).join(' | '))
      .toMatch(/^no documents \| \d+ documents? \| no documents$/i);
    await expectAccessible(page, 'search screen with clause counts');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-clause-counts.png'), fullPage: true });
    // A truncation is spelled out in the words of this index it stands for, the commonest first.
    await typeQuery(page, 'TI=protei*');
    await page.clock.fastForward(500);
    const words = page.getByTestId('truncation-words');
    await expect
      .poll(async () => (await words.count()) > 0 && (await words.innerText()))
      .toMatch(/^protei\* means protein\b/);
    expect(Number(await words.getAttribute('data-total'))).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'search-truncation-words.png') });
    await typeQuery(page, 'TI=protein AND TI=zzzqxv');
    await page.clock.fastForward(500);
    await page.locator('.cm-q-empty').waitFor();
    // Typing clears the marks until the next pause.
    await page.keyboard.type('x');
    expect(await page.locator('.cm-q-empty').count()).toBe(0);

    // A syntax error hides the view: the editor's marks explain the problem instead.
    await typeQuery(page, 'TAC=(solar W/3');
    await expect.poll(() => page.getByTestId('parsed-view').count()).toBe(0);

    await typeQuery(page, 'TI=protein NOT AB=yeast');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForURL((u) => /^\/search\/\d+$/.test(u.pathname));
    const show = page.getByRole('button', { name: 'As we read it' });
    await page.getByTestId('results-count').filter({ hasText: 'document' }).waitFor();
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.click();
    await expect.poll(() => page.getByTestId('parsed-view-grouping').innerText()).toBe('(TI=protein NOT AB=yeast)');
    await expectAccessible(page, 'results with the parsed view open');
    await context.close();
  });

  it('feeds the expert rows from the reference panel', async () => {
    const { context, page } = await openSearchAsNewUser();
    await page.getByRole('tab', { name: 'Expert search' }).click();
    await page.getByTestId('expert-row').first().waitFor();
    // A field from the reference becomes a new row, ready for its terms.
    await page.getByRole('button', { name: /^Insert TI\s*Title$/ }).click();
    const terms = page.getByLabel('Terms of row 5');
    await expect.poll(() => page.getByLabel('Field of row 5').inputValue()).toBe('TI');
    await expect.poll(() => terms.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('solar cell');
    // An operator goes into the terms the user was last in, at the caret.
    await terms.press('ArrowLeft');
    await terms.press('ArrowLeft');
    await terms.press('ArrowLeft');
    await terms.press('ArrowLeft');
    await terms.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Operators' }).click();
    await page.getByRole('button', { name: /^Insert W\/n/ }).click();
    await expect.poll(() => terms.inputValue()).toBe('solar W/3 cell');
    await expect.poll(() => page.getByTestId('expert-preview').innerText()).toBe('TI=(solar W3 cell)');
    await context.close();
  });

  it('builds an expert search from the template rows and runs it', async () => {
    const { context, page } = await openSearchAsNewUser();
    await page.getByRole('tab', { name: 'Expert search' }).click();
    const rows = page.getByTestId('expert-row');
    await rows.first().waitFor();
    // GET /api/default_template: TAC, PA, CPC, PD.
    expect(await rows.count()).toBe(4);
    await page.getByLabel('Terms of row 1').fill('protein kinase');
    await page.getByLabel('Terms of row 4').fill('>=1990');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel('Field of row 5').selectOption('TI');
    await page.getByLabel('Operator joining row 5 to the rows above').selectOption('OR');
    await page.getByLabel('Terms of row 5').fill('tau OR microtubule');
    const preview = page.getByTestId('expert-preview');
    await expect.poll(() => preview.innerText()).toBe('protein kinase AND PD>=1990 OR TI=(tau OR microtubule)');

    // A broken row says what is wrong under it.
    await page.getByLabel('Terms of row 4').fill('2015-01-01');
    await page.getByText('2015-01-01 is not a date').first().waitFor();
    await page.getByLabel('Terms of row 4').fill('>=1990');
    await page.getByRole('button', { name: 'Remove row 3' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await expectAccessible(page, 'Expert search');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-expert.png') });

    await page.getByLabel('Terms of row 4').press('Enter');
    await page.waitForURL((u) => u.pathname === '/search/1');
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/searches/1', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return response.json();
    });
    expect(saved).toMatchObject({ query: 'protein kinase AND PD>=1990 OR TI=(tau OR microtubule)', type: 'expert' });
    await context.close();
  });
});
