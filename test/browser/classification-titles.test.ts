// What CPC and IPC codes mean, where the codes are shown: the document page, the facets of the results screen and
// the query editor's completion. The titles come from real scheme files ingested beside a real patent.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession, saveSearchFromPage } from './app-session.ts';
import { expectAccessible, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

// US 8,926,509 B2 (IPC A61B5/00 …, CPC under H04W), the CPC scheme of A01L, the OPS scheme answers for H04W and
// H04W4/00, and the IPC title tables (English to subclasses, Spanish to subgroups).
const FILES = [
  'uspto-xml/PatentPublicData/xml2014/US08926509.xml',
  'uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml',
  'epo-ops/patent-dev-epo-ops/examples/get_classification_schema/response.xml',
  'epo-ops/patent-dev-epo-ops/examples/get_classification_schema_subclass/response.xml',
  'classification/ipc-thxare/ipc_titles_en_section-class-subclass.tsv',
  'classification/ipc-thxare/ipc_titles_es.tsv',
];

let fixture: ServerFixture;
let session: SignedInSession;

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, FILES);
  session = await openSignedIn(fixture, { firstName: 'Clara', lastName: 'Scheme' });
}, 300_000);
afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await session.page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

describe('classification titles', () => {
  it('the document page shows what each code means, and its place in the scheme on keyboard focus', async () => {
    const { page } = session;
    await page.goto(`${fixture.server.url}/patent/US-8926509-B2`);
    expect(await screenHeading(page)).toBe('Wireless physiological sensor patches and systems');
    const section = page.getByTestId('patent-classifications');
    const ipcRow = section.getByRole('row', { name: 'IPC' });
    const code = ipcRow.getByTestId('classification-code').filter({ hasText: 'A61B5/00' }).first();
    const title = code.getByTestId('classification-title');
    // The IPC table has A61B 5/00 in Spanish only: shown in its language, marked as such.
    await expect.poll(() => title.innerText()).toMatch(/^Medidas encaminadas a establecer un diagnóstico/);
    expect(await title.getAttribute('lang')).toBe('es');

    // A CPC code under H04W without a title of its own names the titled code above it.
    const cpc = section
      .getByRole('row', { name: 'CPC' })
      .getByTestId('classification-code')
      .filter({ hasText: 'H04W84/18' });
    await expect
      .poll(() => cpc.getByTestId('classification-title').innerText())
      .toBe('No title of its own; in H04W: WIRELESS COMMUNICATION NETWORKS');

    // Focus (from the keyboard) shows the path down the scheme: section, class, subclass, then the group.
    await code.locator('[tabindex="0"]').focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const path = await tooltip.innerText();
    expect(path).toContain('A HUMAN NECESSITIES');
    expect(path).toContain('A61B DIAGNOSIS; SURGERY; IDENTIFICATION');
    expect(path).toContain('A61B5/00 Medidas encaminadas a establecer un diagnóstico');
    await shot('classification-titles-document');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'Patent document with classification titles');
  });

  it('the IPC facet on the results screen shows each code’s title under it', async () => {
    const { page } = session;
    const index = await saveSearchFromPage(page, 'PN=US8926509');
    await page.goto(`${fixture.server.url}/search/${index}`);
    await screenHeading(page);
    const bucket = page.getByTestId('facet-ipcrvalues').locator('li[data-value="A61B5/00"]');
    await bucket.waitFor();
    const title = bucket.getByTestId('facet-title');
    await expect.poll(() => title.innerText()).toMatch(/^Medidas encaminadas a establecer un diagnóstico/);
    // Hover shows the whole title; the code's own label carries it too.
    expect(await title.getAttribute('title')).toMatch(/^Medidas encaminadas a establecer un diagnóstico/);
    expect(await bucket.getByTestId('facet-include').innerText()).toContain('A61B5/00');
    await bucket.scrollIntoViewIfNeeded();
    await shot('classification-titles-facets');
    await expectAccessible(page, 'Search results with classification titles');
  });

  it('the query editor completes a CPC code with its title, chosen from the keyboard', async () => {
    const { page } = session;
    await page.goto(`${fixture.server.url}/search`);
    expect(await screenHeading(page)).toBe('Search');
    await page.getByRole('textbox', { name: 'Query' }).click();
    await page.keyboard.type('CPC=A01L7');
    const popup = page.locator('.cm-tooltip-autocomplete');
    await popup.waitFor();
    const options = popup.getByRole('option');
    await expect.poll(() => options.first().innerText()).toContain('A01L7/00');
    expect(await options.first().innerText()).toContain('Accessories for shoeing animals');
    expect(await options.allInnerTexts()).toEqual([
      expect.stringContaining('A01L7/00'),
      expect.stringContaining('A01L7/02'),
      expect.stringContaining('A01L7/04'),
      expect.stringContaining('A01L7/06'),
      expect.stringContaining('A01L7/08'),
      expect.stringContaining('A01L7/10'),
    ]);
    await shot('classification-titles-completion');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => popup.locator('[aria-selected="true"]').innerText()).toContain('A01L7/02');
    // CodeMirror ignores Enter for a moment after the list opens: press it again while the list still waits.
    const content = page.locator('.cm-content');
    await expect
      .poll(async () => {
        if ((await content.innerText()) === 'CPC=A01L7' && (await popup.isVisible()))
          await page.keyboard.press('Enter');
        return content.innerText();
      })
      .toBe('CPC=A01L7/02');
  });
});
