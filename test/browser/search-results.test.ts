import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createUser } from '@app/server';
import { displayPublicationNumber } from '@app/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestShared, saveSearchFromPage, signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// The results screen against the real server and real EP and USPTO documents: the query, its exact counts,
// marks and snippets, the four views, filters, grouping, paging, the saved state on reload, and browsing.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
/** A proximity query with matches in EP and US documents, granted and not: more than one page at 10 rows. */
const QUERY = 'TAC=(first W/3 second)';

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let searchIndex: number;

type Counts = { numFound: number; grouping: { ngroups: number; matches: number } | null; docs: { ucid: string }[] };

/** Runs the saved search through the API from the signed-in page: the numbers the screen must show. */
function apiRun(payload: Record<string, unknown>): Promise<Counts> {
  return page.evaluate(
    async ({ index, body }) => {
      const response = await fetch(`/api/patents/search/${index}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { index: searchIndex, body: payload },
  );
}

/** Waits until the results on screen answer the latest request. */
async function settled(): Promise<void> {
  await page.locator('[data-testid="results"][aria-busy="false"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

async function countText(): Promise<string> {
  await settled();
  return (await page.getByTestId('results-count').innerText()).trim();
}

/** A change starts its request a render after the click: poll until the screen shows the expected text. */
async function expectCount(text: string): Promise<void> {
  await expect.poll(countText, { timeout: 15_000 }).toBe(text);
}

/** Picks a view in the view switch (a radio group; the radios themselves are visually hidden). */
async function chooseView(label: string): Promise<void> {
  await page.locator('.mantine-SegmentedControl-label', { hasText: label }).click();
}

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

type Preferences = { results_layout: string; list_layout: string[]; table_layout: { name: string; width: number }[] };

function userPreferences(): Promise<Preferences> {
  return page.evaluate(async () => (await (await fetch('/api/user')).json()).preferences);
}

/** Ticks list display options in the "Display options" menu, then closes it. */
async function chooseListOptions(labels: readonly string[]): Promise<void> {
  const options = page.getByRole('dialog');
  // Each choice is saved and re-renders the list; under load the menu can close in between, so reopen it then.
  for (const option of labels) {
    await expect
      .poll(
        async () => {
          if ((await options.count()) === 0) await page.getByRole('button', { name: 'Display options' }).click();
          const box = options.getByLabel(option, { exact: true });
          if (!(await box.isChecked())) await box.click();
          return box.isChecked();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }
  await page.keyboard.press('Escape');
}

/** Values of one query parameter of the current address. */
const urlParam = (name: string) => new URL(page.url()).searchParams.getAll(name);

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext', 'uspto-xml']);
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

describe('search results', () => {
  it('shows the proximity query with its exact count, marked terms and snippets', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByRole('heading', { level: 1, name: `Results of search ${searchIndex}` }).waitFor();
    expect(await page.getByTestId('results-query').innerText()).toBe(QUERY);

    const expected = await apiRun({ rows: 0, grouped_by: 'simplefamily' });
    expect(expected.numFound).toBeGreaterThan(10);
    await expectCount(`${expected.grouping!.ngroups} families / ${expected.grouping!.matches} documents`);
    // The first visit writes the state into the URL, so this entry of the history is complete too.
    expect(new URL(page.url()).pathname).toBe(`/search/${searchIndex}`);
    expect(new URL(page.url()).search).toBe('?start=0');

    const marks = page.locator('[data-testid="result-item"] mark');
    expect(await marks.count()).toBeGreaterThan(10);
    const words = new Set((await marks.allInnerTexts()).map((w) => w.toLowerCase()));
    expect([...words].sort()).toEqual(['first', 'second']);
    expect(await page.locator('[data-testid="result-item"] mark.hl-0').count()).toBe(await marks.count());

    const snippets = page.getByTestId('kwic-snippet');
    expect(await snippets.count()).toBeGreaterThanOrEqual(10);
    expect(await snippets.first().locator('mark').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('result-item').count()).toBe(10);
    await expectAccessible(page, 'Search results, list view');
    await shot('search-results-list');

    // Highlighting off asks for no marks at all; on again brings them back.
    await page.getByRole('switch', { name: 'Highlight' }).press('Space');
    await expect.poll(() => marks.count()).toBe(0);
    expect(await snippets.count()).toBe(0);
    await page.getByRole('switch', { name: 'Highlight' }).press('Space');
    await expect.poll(() => marks.count()).toBeGreaterThan(10);
  });

  it('switches between list, table, split and thumbnail views and keeps the choice as a preference', async () => {
    await chooseView('Table');
    await page.getByTestId('results-table').waitFor();
    expect(await page.getByTestId('result-row').count()).toBe(10);
    const headings = await page.locator('.results-table thead th').allInnerTexts();
    expect(headings.map((h) => h.trim())).toEqual([
      'Selected',
      'Publication',
      'Title',
      'Publication date',
      'Assignees',
      'Dead or alive',
      'Family',
      'Score',
    ]);
    // Column widths are SPEC's px values.
    expect(await page.locator('col[data-column="title"]').evaluate((c) => (c as HTMLElement).style.width)).toBe(
      '500px',
    );
    // Hiding the filters gives the table the whole width.
    await page.getByRole('button', { name: 'Hide filters' }).click();
    expect(await page.getByTestId('facet-sidebar').count()).toBe(0);
    await expectAccessible(page, 'Search results, table view');
    await shot('search-results-table');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByTestId('facet-sidebar').waitFor();

    // Resizing by keyboard on the column edge and moving a column are stored as the table_layout preference.
    // One step at a time: each step is saved as a preference and re-rendered before the next key is pressed.
    const titleWidth = () => page.locator('col[data-column="title"]').evaluate((c) => (c as HTMLElement).style.width);
    await page.getByTestId('resize-title').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(titleWidth).toBe('510px');
    await page.getByTestId('resize-title').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('col[data-column="title"]').evaluate((c) => (c as HTMLElement).style.width))
      .toBe('520px');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Move Score earlier' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await page.locator('.results-table thead th').allInnerTexts()).slice(-2))
      .toEqual(['Score', 'Family']);
    await expect
      .poll(async () => (await userPreferences()).table_layout.slice(-2))
      .toEqual([
        { name: 'score', width: 175 },
        { name: 'families', width: 230 },
      ]);
    expect((await userPreferences()).table_layout[0]).toEqual({ name: 'title', width: 520 });

    await chooseView('Split');
    await page.getByTestId('result-document').waitFor();
    expect(await page.getByTestId('split-item').count()).toBe(10);
    const second = page.getByTestId('split-item').nth(1);
    await second.getByRole('button').click();
    expect(await page.getByTestId('result-document').getAttribute('data-ucid')).toBe(
      await second.getAttribute('data-ucid'),
    );
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('result-document').getAttribute('data-ucid')).toBe(
      await page.getByTestId('split-item').nth(2).getAttribute('data-ucid'),
    );
    await expectAccessible(page, 'Search results, split view');
    await shot('search-results-split');

    await chooseView('Thumbnails');
    await page.getByTestId('result-card').first().waitFor();
    expect(await page.getByTestId('result-card').count()).toBe(10);
    expect(await page.getByTestId('result-card').first().getByTestId('no-drawing').innerText()).toBe(
      'No drawing available',
    );
    await expectAccessible(page, 'Search results, thumbnail view');
    await shot('search-results-thumbnail');

    expect((await userPreferences()).results_layout).toBe('thumbnail');
    await chooseView('List');
    await page.getByTestId('result-item').first().waitFor();

    // The list shows what the list display options say: turning on inventors, IPC and status shows them.
    const first = page.getByTestId('result-item').first();
    expect(await first.getByTestId('result-inventors').count()).toBe(0);
    await chooseListOptions(['Inventors', 'IPC', 'Dead or alive']);
    await first.getByTestId('result-inventors').waitFor();
    expect(await first.getByTestId('result-ipc').innerText()).toMatch(/^IPC: [A-H]\d\d[A-Z]/);
    expect(['Dead', 'Alive', 'Status unknown']).toContain(await first.getByTestId('status-badge').textContent());
    await expect
      .poll(async () => (await userPreferences()).list_layout)
      .toEqual(expect.arrayContaining(['inventors', 'ipc', 'patentstatus']));
  });

  it('includes one facet value and excludes another, with the exact new counts', async () => {
    const expected = await apiRun({ rows: 0 });
    const ep = page.getByTestId('facet-country').locator('li[data-value="EP"]');
    const epCount = Number(await ep.getByTestId('facet-count').innerText());
    await ep.getByTestId('facet-include').click();
    await expectCount(`${epCount} families / ${epCount} documents`);
    expect(await page.getByTestId('filter-chip').allInnerTexts()).toEqual(['Country: EP']);

    // Counts of the sidebar are now those within EP; excluding "not granted" leaves exactly the others.
    const notGranted = page.getByTestId('facet-grant').locator('li[data-value="false"]');
    const notGrantedCount = Number(await notGranted.getByTestId('facet-count').innerText());
    expect(notGrantedCount).toBeGreaterThan(0);
    await notGranted.getByTestId('facet-exclude').click();
    const left = epCount - notGrantedCount;
    await expectCount(`${left} ${left === 1 ? 'family' : 'families'} / ${left} documents`);
    expect(await page.getByTestId('filter-chip').allInnerTexts()).toEqual(['Country: EP', 'Not Granted: No']);
    expect(urlParam('start')).toEqual(['0']);
    expect(urlParam('filter')).toEqual(['country:EP']);
    expect(urlParam('exclude')).toEqual(['grant:false']);

    const api = await apiRun({
      rows: 0,
      filters: { filtersToApply: { country: ['EP'] }, filtersToExclude: { grant: ['false'] } },
    });
    expect(api.numFound).toBe(left);
    // The excluded value stays in its filter (with no matches left) so it can be taken back there too.
    expect(await notGranted.getByTestId('facet-exclude').getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'Search results with filters');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('search-results-filtered');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => page.getByTestId('filter-chip').count()).toBe(0);
    await expectCount(`${expected.grouping!.ngroups} families / ${expected.numFound} documents`);
  });

  it('changes grouping and shows the count of groups and of documents', async () => {
    await page.getByLabel('Group by').selectOption('none');
    const none = await apiRun({ rows: 0, grouped_by: 'none' });
    await expectCount(`${none.numFound} documents`);

    await page.getByLabel('Group by').selectOption('applicationnumber');
    const byApplication = await apiRun({ rows: 0, grouped_by: 'applicationnumber' });
    await expectCount(`${byApplication.grouping!.ngroups} applications / ${byApplication.grouping!.matches} documents`);

    await page.getByLabel('Group by').selectOption('simplefamily');
    const byFamily = await apiRun({ rows: 0, grouped_by: 'simplefamily' });
    await expectCount(`${byFamily.grouping!.ngroups} families / ${byFamily.grouping!.matches} documents`);
  });

  it('shows the family as grouped, and opens a result’s family tree and family tab from its actions', async () => {
    await chooseListOptions(['Family as grouped', 'Family tree action', 'View family action']);
    const first = page.getByTestId('result-item').first();
    const dynamic = first.getByTestId('result-family-dynamic');
    await expect.poll(() => dynamic.innerText()).toMatch(/^Family \(Families\): /);
    const ucid = (await first.getAttribute('data-ucid'))!;
    expect(await dynamic.innerText()).toContain(ucid);
    await page.getByLabel('Group by').selectOption('extendedfamily');
    await expect
      .poll(() => page.getByTestId('result-family-dynamic').first().innerText())
      .toMatch(/^Family \(Extended Families\): /);

    const item = page.getByTestId('result-item').first();
    const number = await item.getByTestId('result-number').innerText();
    const itemUcid = (await item.getAttribute('data-ucid'))!;
    expect(await item.getByRole('link', { name: `View the family of ${number}` }).getAttribute('href')).toBe(
      `/patent/${encodeURIComponent(itemUcid)}?tab=family`,
    );
    await item.getByRole('button', { name: `Family tree of ${number}` }).click();
    const tree = page.getByRole('dialog', { name: `Family tree of ${number}` });
    await tree.getByTestId('family-tree').waitFor();
    expect(await tree.getByText(`${displayPublicationNumber(itemUcid)} (this document)`).count()).toBe(1);
    expect(await tree.getByText(/^Application /).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'Family tree', '[role="dialog"]');
    await shot('search-results-family-tree');
    await page.keyboard.press('Escape');
    await tree.waitFor({ state: 'detached' });
    await page.getByLabel('Group by').selectOption('simplefamily');
    await settled();
  });

  it('pages with 2 pages either side, and back goes to the previous page', async () => {
    const total = (await apiRun({ rows: 0 })).grouping!.ngroups;
    const range = async () => {
      await settled();
      return page.getByTestId('results-range').innerText();
    };
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(range).toBe(`11–${Math.min(20, total)} of ${total}`);
    expect(urlParam('start')).toEqual(['10']);
    const page2 = await apiRun({ start: 10, rows: 10 });
    expect(await page.getByTestId('result-item').evaluateAll((items) => items.map((i) => i.dataset.ucid))).toEqual(
      page2.docs.map((d) => d.ucid),
    );

    await page.goBack();
    await expect.poll(range).toBe(`1–10 of ${total}`);
    await page.goForward();
    await expect.poll(range).toBe(`11–${Math.min(20, total)} of ${total}`);

    // A new sort starts again from the first page (SPEC §4), in the order the API gives.
    await page.getByLabel('Sort by').selectOption('publicationdate');
    await expect.poll(range).toBe(`1–10 of ${total}`);
    expect(urlParam('start')).toEqual(['0']);
    const newest = await apiRun({ rows: 10, sort: 'publicationdate desc, score desc' });
    expect(await page.getByTestId('result-item').evaluateAll((items) => items.map((i) => i.dataset.ucid))).toEqual(
      newest.docs.map((d) => d.ucid),
    );
    await page.getByLabel('Sort by').selectOption('score');
    await settled();
  });

  it('comes back to the same page, filters and active document after opening one and reloading', async () => {
    const us = page.getByTestId('facet-country').locator('li[data-value="US"]');
    const usCount = Number(await us.getByTestId('facet-count').innerText());
    await us.getByTestId('facet-include').click();
    await expectCount(`${usCount} families / ${usCount} documents`);
    const first = page.getByTestId('result-item').first();
    const ucid = await first.getAttribute('data-ucid');
    await first.getByTestId('result-title').click();
    await page.waitForURL((u) => u.pathname.startsWith('/patent/'));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === `/search/${searchIndex}`);
    await settled();
    expect(await page.locator('[data-testid="result-item"][data-active="true"]').getAttribute('data-ucid')).toBe(ucid);

    const changedFrom = Date.now();
    await page.getByLabel('Per page').selectOption('25');
    await expect.poll(() => page.getByTestId('result-item').count()).toBe(Math.min(25, usCount));
    expect(urlParam('start')).toEqual(['0']);
    expect(urlParam('filter')).toEqual(['country:US']);
    const before = await page.getByTestId('results-range').innerText();

    await page.reload();
    await settled();
    expect(await page.getByLabel('Per page').inputValue()).toBe('25');
    expect(await page.getByTestId('filter-chip').allInnerTexts()).toEqual(['Country: US']);
    expect(await page.getByTestId('results-range').innerText()).toBe(before);
    const saved = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `searches:${searchIndex}`,
    );
    expect(saved).toMatchObject({ rows: 25, filters: { filtersToApply: { country: ['US'] } }, start: 0 });
    // Saved with the change (or since): a timestamp from this test, however long its steps took.
    expect(saved.timestamp).toBeGreaterThanOrEqual(changedFrom);
    expect(saved.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('browses one document at a time with the buttons and the keyboard', async () => {
    await page.getByRole('link', { name: 'Browse one by one' }).click();
    await page.waitForURL((u) => u.pathname === `/search/${searchIndex}/browse`);
    const position = page.getByTestId('browse-position');
    await position.waitFor();
    const total = (await apiRun({ rows: 0, filters: { filtersToApply: { country: ['US'] } } })).grouping!.ngroups;
    const startText = await position.innerText();
    const at = Number(/Document (\d+) of/.exec(startText)![1]);
    expect(startText).toBe(`Document ${at} of ${total}`);
    const firstUcid = await page.getByTestId('result-document').getAttribute('data-ucid');
    // The claims are marked throughout, not only where a snippet fell: as many marks as the whole field has.
    const claimMarks = await page.getByTestId('document-claims').locator('mark').count();
    expect(claimMarks).toBeGreaterThan(0);
    const whole = await page.evaluate(
      async ({ query, ucid }) => {
        const response = await fetch('/api/patents/search/browse', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ q: `(${query}) AND PN=${ucid}`, rows: 1, highlighting: { entire_field: true } }),
        });
        const doc = (await response.json()).docs[0];
        return Object.entries(doc.highlighting.entireFieldHl as Record<string, { highlights: unknown[] }>)
          .filter(([key]) => key.startsWith('claims'))
          .map(([, field]) => field.highlights.length);
      },
      { query: QUERY, ucid: firstUcid },
    );
    expect(whole).toEqual([claimMarks]);
    await expectAccessible(page, 'Browse search results');
    await shot('search-results-browse');

    await page.getByRole('button', { name: 'Next document' }).click();
    await page.getByText(`Document ${at + 1} of ${total}`).waitFor();
    await page.waitForFunction(
      (ucid) => document.querySelector('[data-testid="result-document"]')?.getAttribute('data-ucid') !== ucid,
      firstUcid,
    );
    const secondUcid = await page.getByTestId('result-document').getAttribute('data-ucid');
    await page.keyboard.press('j');
    await page.getByText(`Document ${at + 2} of ${total}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByText(`Document ${at + 1} of ${total}`).waitFor();
    await page.waitForFunction(
      (ucid) => document.querySelector('[data-testid="result-document"]')?.getAttribute('data-ucid') === ucid,
      secondUcid,
    );
    await page.keyboard.press('k');
    await page.getByText(`Document ${at} of ${total}`).waitFor();
    expect(new URL(page.url()).searchParams.get('activeIndex')).toBe(String(at - 1));

    await page.getByRole('link', { name: 'Back to the results' }).click();
    await page.waitForURL((u) => u.pathname === `/search/${searchIndex}`);
    await settled();
    expect(await page.locator('[data-testid="result-item"][data-active="true"]').getAttribute('data-ucid')).toBe(
      firstUcid,
    );
  });

  it('says so when nothing matches, and shows a failed run with a way to retry', async () => {
    const none = await page.evaluate(async () => {
      const response = await fetch('/api/searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ query: 'TAC=(zzyzxqq)', type: 'commandline' }),
      });
      return (await response.json()).query_index;
    });
    await page.goto(`${fixture.server.url}/search/${none}`);
    await page.getByTestId('results-empty').waitFor();
    expect(await page.getByTestId('results-empty').innerText()).toContain('No documents match');
    expect(await countText()).toBe('0 families / 0 documents');

    // A reversed date range in an address is refused by the server: the error is shown, and removing the filter
    // (its chip) runs the search again.
    await page.goto(`${fixture.server.url}/search/${searchIndex}?start=0&filter=publicationdate:20200101:20190101`);
    const error = page.getByTestId('results-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('The search could not be run');
    expect(await error.innerText()).toContain('ends before it starts');
    await error.getByRole('button', { name: 'Try again' }).click();
    await error.waitFor();
    await page.getByRole('button', { name: 'Remove filter Publication date: 2020-01-01 to 2019-01-01' }).click();
    await page.getByTestId('result-item').first().waitFor();
    expect(await page.getByTestId('results-error').count()).toBe(0);
  });

  it('shows NotFound for a search that does not exist', async () => {
    await page.goto(`${fixture.server.url}/search/99999`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
