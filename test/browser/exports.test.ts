import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exports as exportsTable } from '../../packages/server/src/db/export-tables.ts';
import { organizations } from '../../packages/server/src/db/schema.ts';
import { closeSignedIn, ingestShared, openSignedIn, type SignedInSession, saveSearchFromPage } from './app-session.ts';
import { expectAccessible } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Exports in Chromium against the real server, its export jobs and real EP documents: the dialog (formats, field
// groups with select-all, SPEC §5 greyed fields, validation, keyboard), a search export followed on
// /search/exports/{id} until its file downloads, /exports with re-download and delete, the organisation's cap
// refused inside the dialog, and the folder and patent entry points.

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

let fixture: ServerFixture;
let session: SignedInSession;
let page: Page;
let searchIndex: number;
let organizationId: number;

/** A screenshot of what the viewport shows (a dialog scrolls inside it, so a full-page picture would cut it). */
async function shot(name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `exports-${name}.png`) });
}

async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Runs an API call from the signed-in page (same cookies, the CSRF header); answers status and JSON. */
function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    [method, path, body] as const,
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Export' });
const field = (id: string): Locator => dialog().locator(`input[data-field="${id}"]`);
const groupBox = (label: string): Locator => dialog().getByRole('checkbox', { name: `All ${label} fields` });

async function openSearchResults(): Promise<void> {
  await page.goto(`${fixture.server.url}/search/${searchIndex}`);
  await page.getByTestId('result-item').first().waitFor();
  await settled();
}

async function openDialog(buttonName: string): Promise<void> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await dialog().waitFor();
  await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().length === 0);
}

async function zipBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  organizationId = fixture.server.bootstrap!.organizationId;
  session = await openSignedIn(fixture, { firstName: 'Erik', lastName: 'Exporter' });
  page = session.page;
  searchIndex = await saveSearchFromPage(page, 'TAC=(method)');
});

afterAll(async () => {
  await closeSignedIn(session);
  await fixture?.stop();
});

describe('the export dialog', () => {
  it('starts with Excel and the general fields, and greys what the format or source cannot hold', async () => {
    await openSearchResults();
    await openDialog('Export all');
    expect(await dialog().getByTestId('export-source').innerText()).toMatch(/^All \d+ results of search \d+$/);
    // All eight formats, Excel chosen.
    expect(await dialog().getByRole('radio').count()).toBe(8 + 2);
    expect(await dialog().getByRole('radio', { name: 'Excel' }).isChecked()).toBe(true);
    for (const name of ['Word', 'HTML', 'PDF', 'JSON', 'XML', 'CSV', 'RIS (reference managers)']) {
      expect(await dialog().getByRole('radio', { name }).isChecked()).toBe(false);
    }
    expect(await groupBox('General').isChecked()).toBe(true);
    expect(await field('publication_number').isChecked()).toBe(true);
    expect(await field('abstract').isChecked()).toBe(false);

    // A search export cannot hold folder fields; Excel cannot hold full-size images.
    for (const id of ['folder_comments', 'folder_rating', 'folder_labels']) {
      expect(await field(id).isDisabled()).toBe(true);
    }
    expect(await groupBox('Folder').isDisabled()).toBe(true);
    expect(await dialog().getByTestId('export-group-reason-folder').innerText()).toBe('Only in folder exports');
    expect(await field('full_images').isDisabled()).toBe(true);
    await dialog().getByText('Only in JSON and XML').waitFor();
    expect(await field('keywords_in_context').isDisabled()).toBe(false);

    await expectAccessible(page, 'Export dialog', '[role="dialog"]');
    await shot('dialog');

    // JSON swaps the image and keywords rules: full-size images allowed, keywords in context not.
    await dialog().getByRole('radio', { name: 'JSON' }).check();
    expect(await field('full_images').isDisabled()).toBe(false);
    expect(await field('keywords_in_context').isDisabled()).toBe(true);
    expect(await field('keywords_in_context').isChecked()).toBe(false);
    await dialog().getByText('Not in JSON or XML').waitFor();
    // General lost keywords in context, so its box still reads "all" of what JSON allows.
    expect(await groupBox('General').isChecked()).toBe(true);
    await dialog().getByRole('radio', { name: 'Excel' }).check();
    expect(await field('keywords_in_context').isChecked()).toBe(true);
  });

  it('ticks and clears a whole group, and shows a partly ticked group as mixed', async () => {
    const longText = groupBox('Long text');
    expect(await longText.isChecked()).toBe(false);
    await longText.check();
    for (const id of ['abstract', 'first_claim', 'independent_claims', 'claims', 'description']) {
      expect(await field(id).isChecked()).toBe(true);
    }
    await field('description').uncheck();
    expect(await longText.getAttribute('data-indeterminate')).toBe('true');
    // A mixed group's box fills it; a full one clears it.
    await longText.click();
    expect(await field('description').isChecked()).toBe(true);
    await longText.click();
    expect(await field('abstract').isChecked()).toBe(false);
    expect(await longText.isChecked()).toBe(false);
  });

  it('keeps the keyboard inside the dialog', async () => {
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await dialog().getByRole('button', { name: 'Close dialog' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog()).toBe(true);
    await dialog().getByRole('button', { name: 'Start export' }).focus();
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  });

  it('says a field is needed when none is ticked, and closes on Escape without exporting', async () => {
    await groupBox('General').uncheck();
    await dialog().getByRole('button', { name: 'Start export' }).click();
    await dialog().getByText('Choose at least one field.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/search/${searchIndex}`);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect((await api<{ data: unknown[] }>('GET', '/api/exports')).json.data).toEqual([]);
  });

  it('shows the organisation’s cap refusal in the dialog and stays on the results', async () => {
    await fixture.server.db.update(organizations).set({ exportCap: 1 }).where(eq(organizations.id, organizationId));
    try {
      await openDialog('Export all');
      await dialog().getByRole('button', { name: 'Start export' }).click();
      const problem = dialog().getByTestId('export-dialog-problem');
      await problem.waitFor();
      expect(await problem.innerText()).toContain('more than the 1 your organisation allows in one export');
      await page.waitForURL((u) => u.pathname === `/search/${searchIndex}`);
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    } finally {
      await fixture.server.db
        .update(organizations)
        .set({ exportCap: null })
        .where(eq(organizations.id, organizationId));
    }
  });
});

let exportId: number;
let folderExportId: number;

describe('a search export from start to file', () => {
  it('starts from the keyboard, follows the export to finished and downloads the file', async () => {
    await openDialog('Export all');
    await field('abstract').check();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    // Enter on a box submits, as it would in a text field.
    await field('abstract').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => /^\/search\/exports\/\d+$/.test(u.pathname), { timeout: 30_000 });
    exportId = Number(new URL(page.url()).pathname.split('/').pop());
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Export' }).waitFor();
    await page.getByTestId('export-progress').waitFor();

    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await zipBytes(file);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('Download Complete').waitFor();
    const card = page.getByTestId('export-card');
    await card.locator('[data-status="finished"]').waitFor();
    expect(await page.getByTestId('export-progress').getAttribute('data-percent')).toBe('100');
    expect(await page.getByTestId('export-progress-text').innerText()).toMatch(/^(\d+) of \1 written$/);
    expect(await page.getByTestId('export-size').innerText()).toMatch(/^\d+(\.\d)? (bytes|KB|MB)$/);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    await settled();
    await expectAccessible(page, 'Export progress');
    await shot('finished');

    // The choices are remembered for the next export.
    const user = await api<{ preferences: { export_options: { format: string; fields: string[] } } }>(
      'GET',
      '/api/user',
    );
    expect(user.json.preferences.export_options.format).toBe('xlsx');
    expect(user.json.preferences.export_options.fields).toContain('abstract');
  });

  it('reopens the dialog with the remembered choices', async () => {
    await openSearchResults();
    await openDialog('Export all');
    expect(await field('abstract').isChecked()).toBe(true);
    expect(await field('description').isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('shows the pending screen without asking the server, and NotFound for an export that is not there', async () => {
    await page.goto(`${fixture.server.url}/search/exports/pending`);
    await page.getByTestId('export-pending').waitFor();
    await page.goto(`${fixture.server.url}/search/exports/999999`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
  });

  it('downloads again from the download route', async () => {
    const download = page.waitForEvent('download');
    await page.goto(`${fixture.server.url}/search/exports/${exportId}/download`);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await zipBytes(file)).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('following an export that runs', () => {
  // The job writes these few documents in a moment, so the export is put back into a running state through the
  // database and moved on from there; the page asks the real server every 5 seconds as it would in a long export.
  it('shows written of total as the export runs, then Export Failed when it fails', async () => {
    const created = await api<{ id: number }>('POST', '/api/exports', {
      source: { type: 'search', index: searchIndex },
      format: 'csv',
      fields: ['publication_number', 'title'],
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    await expect
      .poll(async () => (await api<{ status: string }>('GET', `/api/exports/${id}`)).json.status, { timeout: 30_000 })
      .toBe('finished');
    const setRow = (values: Partial<typeof exportsTable.$inferInsert>) =>
      fixture.server.db.update(exportsTable).set(values).where(eq(exportsTable.id, id));
    await setRow({ status: 'running', written: 3, total: 10, size: null, finishedAt: null });

    await page.goto(`${fixture.server.url}/search/exports/${id}`);
    const progressText = page.getByTestId('export-progress-text');
    await page.getByTestId('export-card').locator('[data-status="running"]').waitFor();
    expect(await progressText.innerText()).toBe('3 of 10 written');
    expect(await page.getByTestId('export-progress').getAttribute('data-percent')).toBe('30');
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    await expectAccessible(page, 'Running export');
    await shot('running');

    await setRow({ written: 6 });
    await expect.poll(() => progressText.innerText(), { timeout: 15_000 }).toBe('6 of 10 written');

    // /exports asks again too while one runs.
    await page.getByRole('link', { name: 'All your exports' }).click();
    const row = page.locator(`[data-testid="export-row"][data-export-id="${id}"]`);
    await row.waitFor();
    expect(await page.getByTestId('exports-table').getAttribute('data-running')).toBe('true');
    expect(await row.getByTestId('export-progress-text').innerText()).toBe('6 of 10 written');
    await setRow({ written: 8 });
    await expect
      .poll(() => row.getByTestId('export-progress-text').innerText(), { timeout: 15_000 })
      .toBe('8 of 10 written');
    await row.getByRole('link', { name: `Search ${searchIndex}` }).click();
    await expect.poll(() => progressText.innerText()).toBe('8 of 10 written');
    await setRow({ status: 'failed', error: 'The disk was full.' });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Export Failed' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.innerText()).toContain('The disk was full.');
    expect(await page.getByTestId('export-failed').innerText()).toContain('The disk was full.');
    await page.getByTestId('export-card').locator('[data-status="failed"]').waitFor();
    expect((await api('DELETE', `/api/exports/${id}`)).status).toBe(204);
  });
});

describe('other entry points', () => {
  it('offers folder fields in a folder export only', async () => {
    const folder = (await api<{ id: number }>('POST', '/api/folders', { name: 'Exported folder' })).json;
    const results = await api<{ docs: { ucid: string }[] }>('POST', `/api/patents/search/${searchIndex}`, {
      rows: 2,
    });
    const ucids = results.json.docs.map((d) => d.ucid);
    expect(ucids.length).toBe(2);
    expect((await api('POST', `/api/folders/${folder.id}/patents`, { ucids })).status).toBe(200);

    await page.goto(`${fixture.server.url}/folders/${folder.id}/patents`);
    await page.getByTestId('result-item').first().waitFor();
    await settled();
    await openDialog('Export all');
    expect(await dialog().getByTestId('export-source').innerText()).toBe('Every patent of folder “Exported folder”');
    for (const id of ['folder_comments', 'folder_rating', 'folder_labels']) {
      expect(await field(id).isDisabled()).toBe(false);
    }
    await groupBox('Folder').check();
    expect(await field('folder_rating').isChecked()).toBe(true);
    await shot('dialog-folder');

    // A ticked selection inside the folder is a selection export: no folder fields.
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.getByTestId('result-item').first().getByRole('checkbox').check();
    await shot('folder-selection');
    await openDialog('Export selected');
    expect(await dialog().getByTestId('export-source').innerText()).toBe('1 selected document');
    expect(await field('folder_rating').isDisabled()).toBe(true);

    // The folder export runs to a file too.
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.getByTestId('result-item').first().getByRole('checkbox').uncheck();
    await openDialog('Export all');
    await dialog().getByRole('radio', { name: 'JSON' }).check();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog().getByRole('button', { name: 'Start export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    await page.waitForURL((u) => /^\/search\/exports\/\d+$/.test(u.pathname));
    const written = JSON.parse((await zipBytes(file)).toString('utf8')) as { documents: { ucid: string }[] };
    expect(written.documents.map((d) => d.ucid).sort()).toEqual([...ucids].sort());
    folderExportId = Number(new URL(page.url()).pathname.split('/').pop());
  });

  it('exports one patent from its document page', async () => {
    const ucid = (await api<{ docs: { ucid: string }[] }>('POST', `/api/patents/search/${searchIndex}`, { rows: 1 }))
      .json.docs[0]!.ucid;
    await page.goto(`${fixture.server.url}/patent/${ucid}`);
    await page.getByTestId('patent-actions').waitFor();
    await openDialog('Export');
    expect(await dialog().getByTestId('export-source').innerText()).toBe(`Patent ${ucid}`);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });
});

describe('/exports', () => {
  it('lists the export with its state, format, size and date; downloads it again and deletes it', async () => {
    await page.goto(`${fixture.server.url}/exports`);
    await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor();
    const row = page.locator(`[data-testid="export-row"][data-export-id="${exportId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('finished');
    const text = await row.innerText();
    expect(await row.getByTestId('export-status').textContent()).toBe('Finished');
    expect(text).toContain('Excel');
    expect(await row.getByTestId('export-row-size').innerText()).toMatch(/^\d+(\.\d)? (bytes|KB|MB)$/);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await settled();
    await expectAccessible(page, 'Exports list');
    await shot('list');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await zipBytes(file)).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('Download Complete').first().waitFor();

    await row.getByRole('button', { name: /^Delete / }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Delete this export?' });
    await confirmDialog.waitFor();
    await confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', `/api/exports/${exportId}`)).status).toBe(404);
    await page.locator(`[data-testid="export-row"][data-export-id="${folderExportId}"]`).waitFor();
  });

  it('says Download Failed with Export not found. when the export went away, and shows the empty list', async () => {
    const row = page.locator(`[data-testid="export-row"][data-export-id="${folderExportId}"]`);
    // Deleted elsewhere (another tab) while this list still shows it.
    expect((await api('DELETE', `/api/exports/${folderExportId}`)).status).toBe(204);
    await row.getByRole('button', { name: /^Download / }).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Download Failed' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Export not found.');
    await page.reload();
    await page.getByTestId('exports-empty').waitFor();
    await expectAccessible(page, 'Empty exports list');
    // Its page is NotFound now (the export guard's failed load).
    await page.goto(`${fixture.server.url}/search/exports/${folderExportId}`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
  });
});
