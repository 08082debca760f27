import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { createUser, ingestPaths, patentIndexPath } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
// Not part of @app/server's surface; the brief for this suite names this function for loading real documents.
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Looking up 130 cited numbers is a real search; on a busy machine it can take a while, so links get more time.
const SLOW = { timeout: 45_000 };

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const DATA = join(import.meta.dirname, '../../../shared/data');
// Full texts (EP, USPTO) and DOCDB records; the PPUBS set adds US documents that share families and cite each
// other, which the other sources alone do not (all their families have one member and nothing cites them).
const SOURCES = ['ep-fulltext', 'epo-docdb', 'uspto-xml', 'uspto-ppubs'].map((name) => join(DATA, name));

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fixture = await startServerFixture();
  const directory = await FsDirectory.open(patentIndexPath(fixture.dataDir));
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths(SOURCES, { writer, directory });
  await writer.close();
  expect(summary.failed).toBe(0);

  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  const user = await createUser(fixture.server.db, { organizationId: fixture.server.bootstrap!.organizationId });
  await signInThroughLogin(page, fixture.server.url, user.email);
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixture?.stop();
});

async function open(path: string): Promise<string> {
  await page.goto(`${fixture.server.url}${path}`);
  return screenHeading(page);
}

async function screenshot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The value cell of a labelled row of a key/value table. */
function cell(table: string, label: string) {
  return page.getByRole('table', { name: table }).getByRole('row', { name: label, exact: false }).locator('td');
}

function claim(num: number) {
  return page.locator(`[data-testid="claim"][data-claim="${num}"]`);
}

describe('the patent document screen', () => {
  it('shows the title, numbers in their formats, dates as YYYY-MM-DD and the status of a US grant', async () => {
    expect(await open('/patent/US-8926509-B2')).toBe('Wireless physiological sensor patches and systems');
    expect(await page.getByTestId('patent-ucid').innerText()).toBe('US8926509B2');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('Overview');

    const biblio = 'Bibliographic data';
    expect(await cell(biblio, 'Publication number').innerText()).toBe('US8926509B2');
    // SPEC §5: US application numbers in 10 characters.
    expect(await cell(biblio, 'Application number').innerText()).toBe('US12134151');
    expect(await cell(biblio, 'Publication date').innerText()).toBe('2015-01-06');
    expect(await cell(biblio, 'Application date').innerText()).toBe('2008-06-05');
    expect(await cell(biblio, 'Earliest priority date').innerText()).toBe('2007-08-24');
    // SPEC §4: alive until the expected expiry, which ingestion put at 20 years from filing plus the 605 days of
    // patent term adjustment the grant states, and says how.
    expect(await cell(biblio, 'Status').innerText()).toBe('Alive');
    expect(await cell(biblio, 'Expected expiry').innerText()).toBe('2030-01-31');
    expect(await cell(biblio, 'How the expiry was reached').innerText()).toContain('20 years from the US filing date');
    expect(await page.getByTestId('patent-status').first().innerText()).toBe('Alive');

    expect(await cell('Parties', 'Assignees (probable)').innerText()).toBe('Hmicro, Inc.');
    expect(await cell('Parties', 'Inventors').innerText()).toContain('Niknejad, Ali');
    const priorities = page.getByRole('table', { name: 'Priorities' });
    expect(await priorities.getByRole('row').nth(1).innerText()).toMatch(/US60968023\s+US\s+2007-08-24\s+P/);

    // The main IPC code is marked, and additional codes are listed apart from inventive ones.
    const ipc = cell('Classifications', 'IPC');
    expect(await ipc.locator('li', { hasText: 'Main' }).innerText()).toContain('A61B5/00');
    expect(await ipc.innerText()).toMatch(/Inventive[\s\S]*A61B5\/0205[\s\S]*Additional[\s\S]*G06F19\/00/);
    expect(await page.getByTestId('patent-abstract').innerText()).toContain('Abstract');

    // Published 2015 in the US: the file history link is offered, for its application.
    const history = page.getByRole('link', { name: /US file history/ });
    expect(await history.getAttribute('href')).toBe('https://patentcenter.uspto.gov/applications/12134151/ifw/docs');
    await expectAccessible(page, 'patent overview');
    await screenshot('patent-overview');
  });

  it('numbers the claims, marks the independent ones and nests dependent claims under their parent', async () => {
    await open('/patent/US-8926509-B2');
    // Keyboard: from the focused Overview tab, the arrow key moves to and opens the Claims tab.
    await page.getByRole('tab', { name: /Overview/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('claims-count').waitFor();
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('Claims');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('claims');

    expect(await page.getByTestId('claims-count').innerText()).toBe('31 claims, 6 independent');
    const independent = page.locator('[data-testid="claim"][data-independent="true"]');
    expect(await independent.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-claim')))).toEqual([
      '1',
      '6',
      '11',
      '17',
      '22',
      '27',
    ]);
    expect(await claim(1).getByText('Independent', { exact: true }).count()).toBe(1);
    // Claim 3 depends on claim 2, which depends on claim 1: it sits in claim 2's branch, inside claim 1's.
    expect(await claim(3).getByTestId('claim-depends-on').first().innerText()).toBe('Depends on claim 2');
    expect(await claim(1).locator('[data-testid="claim"][data-claim="3"]').count()).toBe(1);
    expect(await claim(2).locator('[data-testid="claim"][data-claim="3"]').count()).toBe(1);

    // Collapsing claim 1's branch hides its dependants; expanding shows them again.
    const toggle = claim(1)
      .getByRole('button', { name: /dependent claims/ })
      .first();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await claim(2).isVisible()).toBe(false);
    expect(await claim(6).isVisible()).toBe(true);
    await toggle.click();
    expect(await claim(2).isVisible()).toBe(true);
    await expectAccessible(page, 'patent claims');
    await screenshot('patent-claims');
  });

  it('lists backward citations with categories and phase, cited NPL, and forward citations as links', async () => {
    // The citations popout opens on its tab.
    await open('/patent/US-8926509-B2/citations');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('Citations');
    const backward = page.getByTestId('backward-citations');
    expect(await backward.locator('tbody tr').count()).toBe(130);
    // Citations in the merged record's canonical order: by publication number.
    expect(await backward.locator('tbody tr').first().innerText()).toMatch(/EP1070479A2\s+—\s+—\s+Applicant/);
    expect(await page.getByTestId('npl-citations').locator('tbody tr').count()).toBe(30);

    // US-12272458-B2 (from PPUBS) cites this document: a link to its page.
    const citing = page.getByTestId('forward-citations').getByRole('link', { name: 'US12272458B2' });
    await citing.click();
    await page.waitForURL((u) => u.pathname === '/patent/US-12272458-B2');
    await page.getByTestId('patent-ucid').filter({ hasText: 'US12272458B2' }).waitFor(SLOW);

    // A WO search report: categories X/Y and the international search phase.
    await open('/patent/WO-2022259205-A1?tab=citations');
    const report = page.getByTestId('backward-citations');
    expect(await report.locator('tbody tr').first().innerText()).toMatch(
      /CN102908333A\s+2013-02-06\s+Y\s+International search/,
    );
    const nplRows = await page.getByTestId('npl-citations').locator('tbody tr').all();
    const categories = await Promise.all(nplRows.map((row) => row.getByTestId('citation-category').allInnerTexts()));
    expect(categories).toContainEqual(['X', 'Y']);
    expect(await page.getByTestId('category-legend').innerText()).toContain('X Particularly relevant if taken alone');
  }, 120_000);

  it('links cited documents that are in our index, found by number without kind code', async () => {
    await open('/patent/US-8697552-B2?tab=citations');
    const backward = page.getByTestId('backward-citations');
    await backward.locator('tr[data-in-index="true"]').first().waitFor(SLOW);
    const linked = await backward.locator('tr[data-in-index="true"] a').allInnerTexts();
    expect(linked).toContain('US6103599');
    expect(linked).toHaveLength(8);
    const link = backward.getByRole('link', { name: 'US6103599' });
    expect(await link.getAttribute('href')).toBe('/patent/US-6103599-A');
    expect(await page.getByTestId('forward-citations').getByRole('link').count()).toBe(7);
    // The switch narrows the 348 cited numbers to the 8 we hold.
    await page.getByRole('switch', { name: 'Only the 8 cited documents in our collection' }).check({ force: true });
    expect(await backward.locator('tbody tr').count()).toBe(8);
    await expectAccessible(page, 'patent citations');
    await screenshot('patent-citations');
  }, 120_000);

  it('shows the family members with office, kind, numbers and dates, linking those in our index', async () => {
    await open('/patent/US-8697552-B2?tab=family');
    const simple = page.getByTestId('family-simple-table');
    await simple.getByRole('link').first().waitFor(SLOW);
    const rows = simple.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    // Oldest publication first; this document is marked, not linked.
    expect(await rows.nth(0).innerText()).toMatch(
      /US8697552B2\s+This document\s+US\s+B2\s+US13363347\s+2014-04-15\s+\S+\s+Method for ion implant using grid assembly/i,
    );
    expect(await rows.nth(0).getByRole('link').count()).toBe(0);
    expect(await simple.getByRole('link').allInnerTexts()).toEqual([
      'US8749053B2',
      'US8997688B2',
      'US9303314B2',
      'US9741894B2',
    ]);
    expect(await page.getByTestId('family-extended-table').locator('tbody tr').count()).toBe(5);
    await expectAccessible(page, 'patent family');
    await screenshot('patent-family');

    await simple.getByRole('link', { name: 'US8749053B2' }).click();
    await page.waitForURL((u) => u.pathname === '/patent/US-8749053-B2');
    await page.getByTestId('patent-ucid').filter({ hasText: 'US8749053B2' }).waitFor(SLOW);
    expect(await screenHeading(page)).toBe('Plasma grid implant system for use in solar cell fabrications');
    // A new document opens on its overview.
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('Overview');
  }, 120_000);

  it('falls back to the text in another language with the SPEC message, and formats WO numbers', async () => {
    // EP-4114164-A1 was published in German: English title, German abstract and claims only.
    await open('/patent/EP-4114164-A1');
    const notice = page.getByTestId('patent-abstract').getByTestId('text-fallback');
    expect(await notice.innerText()).toBe(
      'Text not available for EP4114164A1 (English), showing text from corresponding document EP4114164A1 (German)',
    );
    await page.getByRole('tab', { name: /Claims/ }).click();
    expect(await page.getByTestId('text-fallback').innerText()).toContain('EP4114164A1 (German)');
    // Choosing German for this document shows the German claims without a message.
    await page.getByRole('combobox', { name: 'Text language' }).click();
    await page.getByRole('option', { name: 'German' }).click();
    expect(await page.getByTestId('text-fallback').count()).toBe(0);

    // SPEC §5: WO application numbers in 14 characters; the legal tab says when there are no events.
    await open('/patent/WO-2022259205-A1/legal');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain('Legal events');
    expect(await page.getByText('No legal events are recorded for this document.').count()).toBe(1);
    await page.getByRole('tab', { name: /Overview/ }).click();
    expect(await cell('Bibliographic data', 'Application number').innerText()).toBe('WO2022IB055385');
    // Not a US document: no file history.
    expect(await page.getByRole('link', { name: /US file history/ }).count()).toBe(0);
  });

  it('says when there are no drawings, and lists drawings whose images are not stored', async () => {
    await open('/patent/WO-2022259205-A1/images');
    expect(await page.getByText('No drawings available').count()).toBe(1);
    await open('/patent/US-8926509-B2?tab=drawings');
    const drawings = page.getByTestId('patent-drawings');
    expect(await drawings.innerText()).toContain('11 drawings');
    expect(await drawings.innerText()).toContain('The drawing images of this document are not stored here');
  });

  it('shows NotFound for an unknown ucid and for an address that names no publication', async () => {
    expect(await open('/patent/US-9999999-B2')).toBe('Page not found');
    expect(await open('/patent/document/not-a-number')).toBe('Page not found');
    // Another spelling of a real number still opens it.
    expect(await open('/patent/document/US8926509B2')).toBe('Wireless physiological sensor patches and systems');
  });

  it('opens the drawings popout without a session with the document’s key, and NotFound with another key', async () => {
    const key = await page.evaluate(async () => {
      const response = await fetch('/api/patents/search/browse', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ q: 'PN=US8926509B2', rows: 1, grouped_by: 'none' }),
      });
      return ((await response.json()) as { docs: { images_key: string }[] }).docs[0]!.images_key;
    });
    const guest = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const popout = await guest.newPage();
      await popout.goto(`${fixture.server.url}/patent/US-8926509-B2/images?key=${key}`);
      expect(await screenHeading(popout)).toBe('Drawings of US8926509B2');
      expect(await popout.getByTestId('patent-drawings').innerText()).toContain('11 drawings');
      await expectAccessible(popout, 'Keyed drawings popout');
      await popout.goto(`${fixture.server.url}/patent/US-8926509-B2/images?key=${key.slice(1)}x`);
      expect(await screenHeading(popout)).toBe('Page not found');
      await popout.goto(`${fixture.server.url}/patent/US-8926509-B2/images`);
      await popout.waitForURL((u) => u.pathname === '/login');
    } finally {
      await guest.close();
    }
  }, 120_000);
});
