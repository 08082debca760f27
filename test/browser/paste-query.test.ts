import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { createUser, patentIndexPath, TEST_PASSWORD } from '@app/server';
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

async function openSearchAsNewUser(): Promise<{ context: BrowserContext; page: Page }> {
  const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${fixture.server.url}/login?redirect=${encodeURIComponent('/search')}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/search');
  expect(await screenHeading(page)).toBe('Search');
  return { context, page };
}

describe('paste a query from another tool', () => {
  it('translates an Orbit query, marks what has no equivalent, and runs it from the editor', async () => {
    const { context, page } = await openSearchAsNewUser();
    await page.getByRole('button', { name: 'Paste from another tool' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a query from another tool' });
    await dialog.waitFor();
    // Nothing pasted yet: the empty state, and nothing to use.
    await dialog.getByTestId('paste-empty').waitFor();
    expect(await dialog.getByRole('button', { name: 'Use this query' }).isDisabled()).toBe(true);

    // The textarea has the focus, so the query goes straight in from the keyboard.
    await page.keyboard.insertText('(protein 2D kinase+)/TI/AB/CLMS AND yeast/FAN');
    await expect.poll(() => dialog.getByTestId('paste-result').innerText()).toBe('TAC=(protein W2 kinase*)');
    expect(await dialog.getByLabel('Written for', { exact: true }).inputValue()).toBe('auto');
    expect(await dialog.getByLabel('Written for', { exact: true }).locator('option:checked').innerText()).toBe(
      'Detect automatically (Orbit (Questel))',
    );
    const notes = dialog.getByTestId('paste-note');
    const texts = await notes.allInnerTexts();
    const flat = texts.map((text) => text.replace(/\s+/g, ' ').trim());
    expect(flat.find((text) => text.includes('2D'))).toMatch(/^exact 2D → became W2 2D: in either order/i);
    expect(flat.find((text) => text.includes('kinase+'))).toMatch(/^exact kinase\+ → became kinase\*/i);
    expect(flat.find((text) => text.includes('/TI/AB/CLMS'))).toMatch(/^exact \/TI\/AB\/CLMS → became TAC/i);
    expect(flat.find((text) => text.includes('/FAN'))).toMatch(/^no equivalent \/FAN → became left out/i);
    expect(await notes.filter({ hasText: '/FAN' }).getAttribute('data-severity')).toBe('none');
    await expectAccessible(page, 'paste a query dialog with notes');
    await page.screenshot({ path: join(SCREENSHOTS, 'paste-query-dialog.png'), fullPage: true });

    // Choosing another tool reads the same text with that tool's rules.
    await dialog.getByLabel('Written for', { exact: true }).selectOption('lens');
    await expect.poll(() => dialog.getByTestId('paste-result').innerText()).not.toBe('TAC=(protein W2 kinase*)');
    await dialog.getByLabel('Written for', { exact: true }).selectOption('auto');
    await expect.poll(() => dialog.getByTestId('paste-result').innerText()).toBe('TAC=(protein W2 kinase*)');

    // Ctrl+Enter in the textarea uses the translation: it lands in the editor and runs from there.
    await dialog.getByTestId('paste-source').press('ControlOrMeta+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.cm-content').innerText()).toBe('TAC=(protein W2 kinase*)');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/search/1');
    await page.getByTestId('results-count').filter({ hasText: 'document' }).waitFor();
    await context.close();
  });

  it('shows an error state when nothing can be carried over, and Escape closes the dialog', async () => {
    const { context, page } = await openSearchAsNewUser();
    await page.getByRole('button', { name: 'Paste from another tool' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a query from another tool' });
    await dialog.waitFor();
    await page.keyboard.insertText('lens_id:123-456');
    await dialog.getByTestId('paste-error').waitFor();
    expect(await dialog.getByTestId('paste-error').innerText()).toContain(
      'Nothing in this query could be carried over',
    );
    expect(await dialog.getByRole('button', { name: 'Use this query' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.cm-content').innerText()).not.toContain('lens_id');
    await context.close();
  });
});
