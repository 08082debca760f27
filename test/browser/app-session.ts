// What most browser tests do first: fill the fixture's patent index with real documents from shared/data, sign a
// user in through the Login screen, and save a search through the API from the signed-in page.

import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { patentIndexPath, TEST_PASSWORD } from '@app/server';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ingestPaths } from '../../packages/server/src/ingest/ingest.ts';
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
