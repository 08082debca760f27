import { mkdir } from 'node:fs/promises';
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

// Frozen result sets (issue 22 item 5) in Chromium against the real server: a search's results are frozen from the
// results screen, US documents then arrive in the corpus, and the set still opens from the Frozen sets list with
// its frozen hits and banner, while comparing it with a fresh run shows the new documents as new.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const QUERY = 'TAC=(method)';

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let searchIndex: number;

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function settled(): Promise<void> {
  await page.locator('[data-testid="results"][aria-busy="false"]').first().waitFor();
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

type Run = { numFound: number; grouping: { ngroups: number; matches: number } | null; docs: { ucid: string }[] };

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  session = await openSignedIn(fixture, { firstName: 'Frida', lastName: 'Frost' });
  page = session.page;
  searchIndex = await saveSearchFromPage(page, QUERY);
});

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('frozen result sets', () => {
  let frozen: Run;
  let setId: number;

  it('freezes a search’s results from the results screen', async () => {
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await page.getByRole('heading', { level: 1, name: `Results of search ${searchIndex}` }).waitFor();
    await settled();
    frozen = await api<Run>('POST', `/api/patents/search/${searchIndex}`, { rows: 500, grouped_by: 'simplefamily' });
    expect(frozen.grouping!.ngroups).toBeGreaterThan(10);

    await page.getByTestId('freeze-button').click();
    const dialog = page.getByRole('dialog', { name: 'Freeze these results' });
    await dialog.waitFor();
    // An empty name is refused in the dialog, before any call.
    await dialog.getByTestId('freeze-submit').click();
    await dialog.getByText('Give the frozen set a name.').waitFor();
    await dialog.getByLabel('Name').fill('Opinion on methods');
    await dialog.getByLabel('Name').press('Enter');
    await page.getByText('Frozen as “Opinion on methods”').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const list = await api<{ data: { id: number; name: string; hits: number }[] }>('GET', '/api/frozen_sets');
    expect(list.data.map((s) => [s.name, s.hits])).toEqual([['Opinion on methods', frozen.grouping!.ngroups]]);
    setId = list.data[0]!.id;
  });

  it('opens the frozen set from the list with its hits and banner after new documents arrived', async () => {
    await ingestShared(fixture, ['uspto-xml']);
    // The server sees the new commit on a later search: wait until the saved search finds more than it did.
    await expect
      .poll(async () => (await api<Run>('POST', `/api/patents/search/${searchIndex}`, { rows: 0 })).numFound, {
        timeout: 20_000,
      })
      .toBeGreaterThan(frozen.numFound);

    await page.getByRole('navigation').getByRole('link', { name: 'Frozen sets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frozen result sets' }).waitFor();
    const row = page.getByTestId('frozen-set-row');
    await row.waitFor();
    expect(await row.getByTestId('frozen-set-hits').innerText()).toBe(String(frozen.grouping!.ngroups));
    await expectAccessible(page, 'Frozen sets list');
    await row.getByRole('link', { name: 'Opinion on methods', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Frozen set: Opinion on methods' }).waitFor();
    await settled();
    const banner = page.getByTestId('frozen-banner');
    expect(await banner.getByTestId('frozen-query').innerText()).toBe(QUERY);
    expect(await banner.getByTestId('frozen-counts').innerText()).toContain(
      `${frozen.grouping!.ngroups} hits: ${frozen.grouping!.matches} publications`,
    );
    expect(await page.getByTestId('results-count').innerText()).toBe(
      `${frozen.grouping!.ngroups} families / ${frozen.grouping!.matches} documents`,
    );
    const shown = await page
      .getByTestId('result-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-ucid')));
    expect(shown).toEqual(frozen.docs.slice(0, 10).map((d) => d.ucid));
    // Read-only: nothing to filter, sort or group.
    expect(await page.getByRole('button', { name: 'Hide filters' }).count()).toBe(0);
    expect(await page.getByLabel('Grouping').count()).toBe(0);
    await expectAccessible(page, 'Frozen set results');
    await shot('frozen-set-results');

    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Table' }).click();
    await page.getByTestId('results-table').waitFor();
    await settled();
    expect(await page.getByTestId('result-row').count()).toBe(10);
  });

  it('compares the set with a fresh run: the new documents are new, none are gone', async () => {
    const expected = await api<{ counts: { new: number; gone: number; unchanged: number } }>(
      'POST',
      `/api/frozen_sets/${setId}/compare`,
      { part: 'new', rows: 0 },
    );
    expect(expected.counts.new).toBeGreaterThan(0);
    expect(expected.counts.unchanged).toBe(frozen.grouping!.ngroups);

    await page.getByTestId('frozen-compare-link').click();
    await page.getByRole('heading', { level: 1, name: 'Compare: Opinion on methods' }).waitFor();
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab(`New (${expected.counts.new})`).waitFor();
    await tab(`Gone (${expected.counts.gone})`).waitFor();
    await tab(`Unchanged (${expected.counts.unchanged})`).waitFor();
    await settled();
    expect(await page.getByTestId('result-row').count()).toBe(Math.min(10, expected.counts.new));
    await expectAccessible(page, 'Frozen set compare');
    await shot('frozen-set-compare');

    // The tabs work by keyboard: the arrow keys move between them.
    await tab(`New (${expected.counts.new})`).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(`Gone (${expected.counts.gone})`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(`Unchanged (${expected.counts.unchanged})`).getAttribute('aria-selected')).toBe('true');
    await settled();
    expect(await page.getByTestId('result-row').count()).toBe(10);
  });

  it('freezes a folder from its patents tab, and compare shows a patent taken out of it as gone', async () => {
    const folder = await api<{ id: number }>('POST', '/api/folders', { name: 'Matter 12' });
    const ucids = frozen.docs.slice(0, 4).map((d) => d.ucid);
    await api('POST', `/api/folders/${folder.id}/patents`, { ucids });
    await page.goto(`${fixture.server.url}/folders/${folder.id}/patents`);
    await settled();
    await freezeShownList(page, 'Matter 12 as filed');

    await page.getByRole('navigation').getByRole('link', { name: 'Frozen sets' }).click();
    const row = page.getByTestId('frozen-set-row').filter({ hasText: 'Matter 12 as filed' });
    expect(await row.getByTestId('frozen-set-source').innerText()).toBe('folder “Matter 12”');
    await row.getByRole('link', { name: 'Matter 12 as filed', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Frozen set: Matter 12 as filed' }).waitFor();
    await settled();
    expect(await page.getByTestId('frozen-source').innerText()).toBe('Frozen from: folder “Matter 12”');
    // The table view chosen in an earlier step is kept: its rows carry the publication as the list's items do.
    const shown = await page
      .locator('[data-testid="result-row"], [data-testid="result-item"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-ucid')));
    expect([...shown].sort()).toEqual([...ucids].sort());

    await api('POST', `/api/folders/${folder.id}/patents/remove`, { ucids: [ucids[0]] });
    await page.getByTestId('frozen-compare-link').click();
    await page.getByRole('heading', { level: 1, name: 'Compare: Matter 12 as filed' }).waitFor();
    await page.getByRole('tab', { name: 'Gone (1)' }).click();
    await settled();
    expect(await page.getByTestId('result-row').evaluateAll((rows) => rows.map((r) => r.dataset.ucid))).toEqual([
      ucids[0],
    ]);
    await shot('frozen-set-folder-compare');
  });

  it('offers Freeze on the patent list too', async () => {
    await api('POST', '/api/listed_patents/bulk_add', { ucids: frozen.docs.slice(0, 2).map((d) => d.ucid) });
    await page.goto(`${fixture.server.url}/patent-collection`);
    await settled();
    await freezeShownList(page, 'Shortlist');
    const list = await api<{ data: { name: string; source: { label: string }; hits: number }[] }>(
      'GET',
      '/api/frozen_sets',
    );
    expect(list.data[0]).toMatchObject({ name: 'Shortlist', source: { label: 'your patent list' } });
  });
});
