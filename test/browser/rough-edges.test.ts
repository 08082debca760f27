// What a new user hits first (issue 15 item 6): toasts that keep clear of the header with a whole Undo button,
// deleting a search from the history with Undo, the document page's actions, a popout without the app's
// navigation, and a results page whose pager shows 2 pages either side. Screenshots go to SHOTS for review.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { loadDemoCorpus, patentIndexPath } from '@app/server';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedIn, openSignedIn, type SignedInSession, saveSearchFromPage } from './app-session.ts';
import { expectAccessible, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

const SHOTS = process.env.SHOTS_DIR ?? join(import.meta.dirname, '../../test-results/screenshots');

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
beforeAll(async () => {
  fixture = await startServerFixture();
  const directory = await FsDirectory.open(patentIndexPath(fixture.dataDir));
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  await loadDemoCorpus({ writer, directory, count: 120 });
  await writer.close();
  session = await openSignedIn(fixture, { firstName: 'Nora', lastName: 'Newcomer' });
  page = session.page;
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('element has no box');
  return found;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('the rough edges a new user hits first', () => {
  it('deletes a search from the history, with an Undo toast that keeps clear of the header and shows Undo whole', async () => {
    await page.goto(`${fixture.server.url}/search/history`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const first = await saveSearchFromPage(page, 'PD>=1900');
    const second = await saveSearchFromPage(page, `#${first} AND TAC=(device)`);
    await page.reload();
    const table = page.getByTestId('search-history');
    await table.getByRole('link', { name: `Run search #${second} again` }).waitFor();

    await page.getByRole('button', { name: `Delete search #${first}` }).click();
    const toast = page.getByRole('alert').filter({ hasText: `Deleted search #${first} from your history.` });
    await toast.waitFor();
    expect(await table.getByRole('link', { name: `Run search #${first} again` }).count()).toBe(0);

    // Measure the toast where it comes to rest: its entrance is a transition, and boxes taken during it disagree.
    await page.evaluate(async () => {
      // Two frames first, so a transition the toast's mount scheduled has started and is listed.
      for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      await Promise.all(running.map((animation) => animation.finished));
    });
    // The toast sits below the header: the user menu and the patent list badge stay visible and clickable.
    const toastBox = await box(toast);
    const header = await box(page.locator('header').first());
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(overlaps(toastBox, await box(page.getByRole('button', { name: 'User menu' })))).toBe(false);
    // The Undo button is whole: its label is not cut ("Und…") and the button lies inside the toast.
    const undo = toast.getByRole('button', { name: 'Undo' });
    expect(await undo.innerText()).toBe('Undo');
    expect(inside(await box(undo), toastBox)).toBe(true);
    const clipped = await undo.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return label.scrollWidth > label.clientWidth;
    });
    expect(clipped).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'notification-undo.png') });
    await expectAccessible(page, 'Search history with an Undo toast');

    await undo.click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Search #${first} is back in your history.` })
      .waitFor();
    await table.getByRole('link', { name: `Run search #${first} again` }).waitFor();
  });

  it('shows a results page with one compact corpus notice and 2 pages either side of the current one', async () => {
    const index = await saveSearchFromPage(page, 'PD>=1900');
    // Ungrouped, the 120 documents make 12 pages of 10.
    const grouping = await page.evaluate(async () => {
      const response = await fetch('/api/preferences/patent_grouping', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ value: 'none' }),
      });
      return response.status;
    });
    expect(grouping).toBe(200);
    await page.goto(`${fixture.server.url}/search/${index}`);
    await page.getByTestId('result-item').first().waitFor();
    expect(await page.getByTestId('synthetic-data-banner').count()).toBe(1);
    expect((await box(page.getByTestId('synthetic-data-banner'))).height).toBeLessThanOrEqual(40);
    const pages = page.getByTestId('results-pages');
    const pageNumbers = () =>
      pages.getByRole('button', { name: /^Page \d+$/ }).evaluateAll((buttons) => buttons.map((b) => b.textContent));
    expect(await pageNumbers()).toEqual(['1', '2', '3']);
    await page.screenshot({ path: join(SHOTS, 'results.png') });
    await pages.screenshot({ path: join(SHOTS, 'results-pager-page1.png') });

    await pages.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL((u) => u.search.includes('start=20'));
    await pages.getByRole('button', { name: 'Page 5' }).waitFor();
    expect(await pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(await pages.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await pages.screenshot({ path: join(SHOTS, 'results-pager-page3.png') });
  });

  it('offers the document page’s actions: add to a folder and to the patent list', async () => {
    const index = await saveSearchFromPage(page, 'PD>=1900');
    await page.goto(`${fixture.server.url}/search/${index}`);
    const ucid = (await page.getByTestId('result-item').first().getAttribute('data-ucid'))!;
    const folder = await page.evaluate(async () => {
      const response = await fetch('/api/folders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ name: 'Prior art to read' }),
      });
      return (await response.json()).id as number;
    });
    expect(folder).toBeGreaterThan(0);

    await page.goto(`${fixture.server.url}/patent/${ucid}`);
    const actions = page.getByRole('group', { name: 'Document actions' });
    await actions.waitFor();
    await actions.getByRole('button', { name: 'Add to patent list' }).click();
    await page.getByRole('alert').filter({ hasText: 'Added 1 patent to your patent list' }).waitFor();

    await actions.getByRole('button', { name: 'Add to folder' }).click();
    await page.getByRole('menuitem', { name: 'Prior art to read' }).click();
    await page.getByRole('alert').filter({ hasText: 'Added 1 patent to “Prior art to read”.' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'patent-document-actions.png') });
    await expectAccessible(page, 'Patent document with its actions');

    const inFolder = await page.evaluate(
      async (id) =>
        (await (await fetch(`/api/folders/${id}/patents`)).json()).patents.map((p: { ucid: string }) => p.ucid),
      folder,
    );
    expect(inFolder).toEqual([ucid]);

    // A popout shows its part of the document without the app's navigation or user menu.
    await actions.getByRole('button', { name: 'Open in a window' }).click();
    expect(await page.getByRole('menuitem', { name: 'Legal events' }).getAttribute('href')).toBe(
      `/patent/${ucid}/legal`,
    );
    await page.keyboard.press('Escape');
    await page.goto(`${fixture.server.url}/patent/${ucid}/citations`);
    await page.getByTestId('patent-document').waitFor();
    await page.getByTestId('popout-bar').waitFor();
    expect(await page.locator('#main-navigation').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('Citations');
    expect(await screenHeading(page)).not.toBe('Page not found');
    expect(await page.getByRole('button', { name: 'Open in a window' }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'patent-popout-citations.png') });
  });
});
