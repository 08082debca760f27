// What most browser tests do first: fill the fixture's patent index with real documents from shared/data, sign a
// user in through the Login screen, and save a search through the API from the signed-in page.

import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { createUser, patentIndexPath, TEST_PASSWORD } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ingestPaths } from '../../packages/ingest/src/ingest.ts';
import { launchChromium } from './browser.ts';
import type { ServerFixture } from './server-fixture.ts';

export const SHARED_DATA = join(import.meta.dirname, '../../../shared/data');

/** Ingests `folders` of shared/data (e.g. `ep-fulltext`) into the fixture's index; fails on any document error. */
export async function ingestShared(fixture: ServerFixture, folders: readonly string[]): Promise<void> {
  const directory = await FsDirectory.open(patentIndexPath(fixture.dataDir));
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths(
    folders.map((f) => join(SHARED_DATA, f)),
    { writer, directory },
  );
  await writer.close();
  expect(summary.failed).toBe(0);
}

/** Signs in through the Login screen and waits for the landing page (the Dashboard). */
export async function signInThroughLogin(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

/** Saves a command-line search as the signed-in user and returns its number. */
export function saveSearchFromPage(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const response = await fetch('/api/searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ query: q, type: 'commandline' }),
    });
    return (await response.json()).query_index as number;
  }, query);
}

/** A browser with one page signed in as a new user of the fixture's organisation (1280×900). */
export type SignedInSession = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  user: { id: number; email: string };
};

/** Makes a user named `firstName lastName`, opens Chromium and signs them in through the Login screen. */
export async function openSignedIn(
  fixture: ServerFixture,
  name: { firstName: string; lastName: string },
): Promise<SignedInSession> {
  const organizationId = fixture.server.bootstrap!.organizationId;
  const user = await createUser(fixture.server.db, { organizationId, ...name });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInThroughLogin(page, fixture.server.url, user.email);
  return { browser, context, page, user: { id: user.id, email: user.email } };
}

/** Closes what openSignedIn opened (safe when set-up failed half-way). */
export async function closeSignedIn(session: SignedInSession | undefined): Promise<void> {
  await session?.context.close();
  await session?.browser.close();
}

/** Freezes the result list on screen through its Freeze button and name dialog, as a user does (issue 22). */
export async function freezeShownList(page: Page, name: string): Promise<void> {
  await page.getByTestId('freeze-button').click();
  const dialog = page.getByRole('dialog', { name: 'Freeze these results' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByTestId('freeze-submit').click();
  await page.getByText(`Frozen as “${name}”`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}
