import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { finishUnlinkedIndex } from '@app/ingest';
import { createUser, loadDemoCorpus, patentIndexPath } from '@app/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

let fixture: ServerFixture;
let browser: Browser;
beforeAll(async () => {
  fixture = await startServerFixture();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await fixture?.stop();
});

describe('the synthetic demo corpus', () => {
  it('is labelled as synthetic on the signed-in screens', async () => {
    const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInThroughLogin(page, fixture.server.url, user.email);
    // An empty index is not demo data: no banner.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('synthetic-data-banner').count()).toBe(0);

    const dir = await FsDirectory.open(patentIndexPath(fixture.dataDir));
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await loadDemoCorpus({ writer, directory: dir, count: 25 });
    await writer.close();

    await page.goto(`${fixture.server.url}/search`);
    const banner = page.getByTestId('synthetic-data-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Synthetic demo data');
    expect(await banner.innerText()).toContain('these 25 patents are generated, not real');
    // One compact line, not a box: it repeats on every screen and must leave the room to the screen's content.
    const box = await banner.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(40);
    await expectAccessible(page, 'Search with the synthetic data banner');
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'synthetic-data-banner.png') });
    await context.close();
  });

  it('says while an interrupted ingest waits for linking, and stops saying so once it is linked', async () => {
    const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInThroughLogin(page, fixture.server.url, user.email);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('corpus-linking-banner').count()).toBe(0);

    const dir = await FsDirectory.open(patentIndexPath(fixture.dataDir));
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await writer.commit({ ingest: 'read' });
    await page.goto(`${fixture.server.url}/search`);
    const banner = page.getByTestId('corpus-linking-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Families and citations are being linked');
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(40);
    await expectAccessible(page, 'Search with the linking banner');

    await finishUnlinkedIndex(dir, writer);
    await writer.close();
    await page.goto(`${fixture.server.url}/search`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('synthetic-data-banner').waitFor();
    expect(await page.getByTestId('corpus-linking-banner').count()).toBe(0);
    await context.close();
  });
});
