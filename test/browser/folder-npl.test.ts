import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createUser } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
import { checkSavedBox, expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// The NPL section of a folder in Chromium against the real server: a record added through the dialog (a bad DOI
// refused with the server's message first), labelled, rated and commented, read by a colleague without controls,
// removed and brought back with Undo.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const TITLE = 'Solid electrolytes for lithium metal cells';

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let reader: { email: string; id: number };
let folderId: number;

/** A call to the API from the signed-in page, as the SPA makes it. */
function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { method, path, body },
  );
}

type NplRecord = { id: number; title: string; rating: number | null; label_ids: number[]; comment_count: number };
const records = async () => (await api<{ data: NplRecord[] }>('GET', `/folders/${folderId}/npl`)).data;

beforeAll(async () => {
  fixture = await startServerFixture();
  const organizationId = fixture.server.bootstrap!.organizationId;
  const owner = await createUser(fixture.server.db, { organizationId, firstName: 'Olga', lastName: 'Owner' });
  const colleague = await createUser(fixture.server.db, { organizationId, firstName: 'Rudi', lastName: 'Reader' });
  reader = { email: colleague.email, id: colleague.id };
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signInThroughLogin(page, fixture.server.url, owner.email);
  folderId = (await api<{ id: number }>('POST', '/folders', { name: 'Battery opposition' })).id;
  await api('POST', `/folders/${folderId}/labels`, { name: 'X document', colour: '#e03131' });
  await api('PUT', `/folders/${folderId}/permissions`, { users: [{ id: reader.id, level: 'read' }], groups: [] });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixture?.stop();
});

describe('NPL in a folder', () => {
  it('adds a record through the dialog, showing the server’s message for a bad DOI until it is fixed', async () => {
    await page.goto(`${fixture.server.url}/folders/${folderId}/npl`);
    await page.getByRole('heading', { level: 1, name: 'Folder “Battery opposition”' }).waitFor();
    expect(await page.getByRole('tab', { name: 'NPL' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('npl-empty').waitFor();
    await expectAccessible(page, 'Empty NPL section');

    await page.getByRole('button', { name: 'Add NPL record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add NPL record' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Authors').fill('Chen L.; Smith J.');
    await dialog.getByLabel('Journal or conference').fill('Journal of Power Sources');
    await dialog.getByLabel('Year').fill('2019');
    await dialog.getByLabel('DOI').fill('10.10/not a doi');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await dialog.getByText('A DOI looks like 10.1000/xyz123.').waitFor();
    expect(await dialog.getByLabel('DOI').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'NPL record form with an error', '[role="dialog"]');
    expect(await records()).toEqual([]);

    // Fixed from the keyboard: the pasted resolver link is accepted and stored as the bare DOI.
    await dialog.getByLabel('DOI').fill('https://doi.org/10.1016/j.jpowsour.2019.01.001');
    await dialog.getByLabel('DOI').press('Enter');
    await page.getByText(`NPL record “${TITLE}” added.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const item = page.getByTestId('npl-record').filter({ hasText: TITLE });
    await item.waitFor();
    expect(await item.getByTestId('npl-source').innerText()).toBe('Journal of Power Sources, 2019');
    const doi = item.getByTestId('npl-doi');
    expect(await doi.innerText()).toBe('DOI 10.1016/j.jpowsour.2019.01.001');
    expect(await doi.getAttribute('href')).toBe('https://doi.org/10.1016/j.jpowsour.2019.01.001');
  });

  it('labels, rates and comments the record', async () => {
    const item = page.getByTestId('npl-record').filter({ hasText: TITLE });
    await item.getByRole('button', { name: `Labels of “${TITLE}”` }).click();
    await checkSavedBox(page.getByRole('group', { name: `Labels of “${TITLE}”` }).getByLabel('X document'));
    await page.keyboard.press('Escape');
    await item.getByTestId('npl-label').filter({ hasText: 'X document' }).waitFor();
    // The first symbol group also holds the hidden 0; the fifth label is the fourth star.
    await item.getByTestId('npl-rating').locator('label').nth(4).click();
    await expect.poll(async () => (await records())[0]?.rating).toBe(4);

    await item.getByRole('button', { name: `Comment: “${TITLE}”` }).click();
    const comments = page.getByRole('dialog', { name: `Comments on “${TITLE}”` });
    await comments.getByText('No comments yet.').waitFor();
    await comments.getByLabel('Comment').fill('Discloses the electrolyte of claim 1.');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments.getByTestId('comment').filter({ hasText: 'Discloses the electrolyte' }).waitFor();
    expect(await comments.getByTestId('comment').first().innerText()).toContain('Olga Owner');
    await expectAccessible(page, 'Comments on an NPL record', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await comments.waitFor({ state: 'detached' });
    await item.getByRole('button', { name: `1 comment: “${TITLE}”` }).waitFor();
    expect((await records())[0]).toMatchObject({ rating: 4, comment_count: 1, label_ids: [expect.any(Number)] });
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'NPL section with a labelled, rated record');
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'folder-npl.png'), fullPage: true });
  });

  it('shows a colleague with read permission the record without any control that changes it', async () => {
    const readerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const other = await readerContext.newPage();
      await signInThroughLogin(other, fixture.server.url, reader.email);
      await other.goto(`${fixture.server.url}/folders/${folderId}/npl`);
      await other.getByTestId('npl-read-only').waitFor();
      const item = other.getByTestId('npl-record').filter({ hasText: TITLE });
      await item.getByTestId('npl-label').filter({ hasText: 'X document' }).waitFor();
      expect(await other.getByRole('button', { name: 'Add NPL record' }).count()).toBe(0);
      expect(await other.getByRole('button', { name: 'Remove selected' }).count()).toBe(0);
      expect(await item.getByRole('checkbox').count()).toBe(0);
      expect(await item.getByRole('button', { name: /^Labels of / }).count()).toBe(0);
      expect(await item.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      await item.getByRole('button', { name: `1 comment: “${TITLE}”` }).click();
      const comments = other.getByRole('dialog', { name: `Comments on “${TITLE}”` });
      await comments.getByTestId('comment').first().waitFor();
      expect(
        await comments
          .getByRole('button')
          .filter({ hasText: /Reply|Post|Delete|Edit/ })
          .count(),
      ).toBe(0);
    } finally {
      await readerContext.close();
    }
  });

  it('removes the ticked record and Undo brings it back with its label, rating and comment', async () => {
    const before = await records();
    const item = page.getByTestId('npl-record').filter({ hasText: TITLE });
    await item.getByRole('checkbox', { name: `Select “${TITLE}”` }).check();
    await page.getByTestId('npl-count').filter({ hasText: '1 of 1 selected' }).waitFor();
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await page.getByText(`Removed the NPL record “${TITLE}” from “Battery opposition”.`).waitFor();
    await page.getByTestId('npl-empty').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undo Successful').waitFor();
    await page.getByText('1 NPL record is back in the folder.').waitFor();
    await item.getByTestId('npl-label').filter({ hasText: 'X document' }).waitFor();
    expect(await records()).toEqual(before);
    // The undone event is gone, so it cannot be undone twice.
    const events = await api<{ data: { action: string }[] }>('GET', '/logged_events');
    expect(events.data.filter((e) => e.action === 'npl.remove')).toEqual([]);
    // The folder's activity tells what was done to the record.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const list = page.getByTestId('activity-list');
    await list.waitFor();
    expect(await list.innerText()).toContain(`Rated the NPL record “${TITLE}” 4 of 5 in “Battery opposition”.`);
  });
});
