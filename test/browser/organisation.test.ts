import { createUser } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// The people-and-organisation screens of issue 16 in Chromium against the real server: an admin makes a group with
// a colleague in it and filters the list, a group manager sees the group without being able to change it, and the
// admin's organisation settings (folder limit, the tracking module, folder categories). Screenshots go to /tmp.

let fixture: ServerFixture;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let colleague: { id: number; email: string };
let manager: { id: number; email: string };

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Reads JSON from the API as the page's signed-in user. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(`/api${p}`)).json(), path) as Promise<T>;
}

async function openAs(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInThroughLogin(page, fixture.server.url, email);
  return { context, page };
}

beforeAll(async () => {
  fixture = await startServerFixture();
  const organizationId = fixture.server.bootstrap!.organizationId;
  const db = fixture.server.db;
  const boss = await createUser(db, { organizationId, firstName: 'Alma', lastName: 'Admin', is_admin: true });
  colleague = await createUser(db, { organizationId, firstName: 'Rudi', lastName: 'Reader' });
  manager = await createUser(db, { organizationId, firstName: 'Greta', lastName: 'Manager', group_manager: true });
  browser = await launchChromium();
  admin = await openAs(boss.email);
});

afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await fixture?.stop();
});

describe('groups', () => {
  it('lets an admin make a group with a colleague, checking the name first', async () => {
    const { page } = admin;
    await page.goto(`${fixture.server.url}/groups`);
    await page.getByRole('heading', { level: 1, name: 'Groups' }).waitFor();
    await settled(page);
    await page.getByText('Your organisation has no groups yet.').waitFor();
    await expectAccessible(page, 'Groups, empty');

    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await dialog.getByText('Give the group a name.').waitFor();
    await dialog.getByLabel('Name').fill('Prior-art team');
    await dialog.getByLabel('Members', { exact: true }).click();
    await dialog.getByLabel('Members', { exact: true }).fill('Rudi');
    await page.getByRole('option', { name: /Rudi Reader/ }).click();
    // Leaving the field by keyboard closes its list, which would otherwise cover the next field.
    await dialog.getByLabel('Members', { exact: true }).press('Tab');
    await dialog.getByLabel('Managers', { exact: true }).click();
    await page.getByRole('option', { name: /Greta Manager/ }).click();
    await dialog.getByLabel('Managers', { exact: true }).press('Tab');
    await expectAccessible(page, 'New group dialog', '[role="dialog"]');
    await page.screenshot({ path: '/tmp/org-group-dialog.png' });
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('Group “Prior-art team” created.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('groups-table').getByRole('row', { name: /Prior-art team/ });
    await row.getByText('1 member: Rudi Reader').waitFor();
    await row.getByText('Greta Manager').waitFor();
    const groups = await apiGet<{ data: { name: string; member_ids: number[]; manager_ids: number[] }[] }>(
      page,
      '/groups',
    );
    expect(groups.data).toEqual([
      expect.objectContaining({ name: 'Prior-art team', member_ids: [colleague.id], manager_ids: [manager.id] }),
    ]);
    await expectAccessible(page, 'Groups with a group');
    await page.screenshot({ path: '/tmp/org-groups.png' });
  });

  it('filters the groups by the query in the address, by group or member name', async () => {
    const { page } = admin;
    await page.goto(`${fixture.server.url}/groups/reader`);
    await settled(page);
    await page.getByTestId('groups-table').getByText('Prior-art team').waitFor();
    await page.getByLabel('Find a group').fill('nobody here');
    await page.getByText('No group matches “nobody here”.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/groups/nobody%20here');
  });

  it('shows a group manager the groups they manage with Edit, and keeps normal users out', async () => {
    const greta = await openAs(manager.email);
    try {
      await greta.page.goto(`${fixture.server.url}/groups`);
      await settled(greta.page);
      await greta.page.getByRole('button', { name: 'Edit group Prior-art team' }).click();
      const dialog = greta.page.getByRole('dialog', { name: 'Edit group Prior-art team' });
      // Managers and the default group are the admins' to choose.
      await dialog.getByLabel('Name').waitFor();
      expect(await dialog.getByLabel('Managers', { exact: true }).count()).toBe(0);
      await dialog.getByLabel('Name').fill('Prior-art searchers');
      await dialog.getByRole('button', { name: 'Save group' }).click();
      await greta.page.getByText('Group “Prior-art searchers” saved.').waitFor();
    } finally {
      await greta.context.close();
    }
    const rudi = await openAs(colleague.email);
    try {
      await rudi.page.goto(`${fixture.server.url}/groups`);
      await rudi.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await rudi.page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Groups');
    } finally {
      await rudi.context.close();
    }
  });
});

describe('organisation settings', () => {
  it('sets the folder limit after refusing a warning above it', async () => {
    const { page } = admin;
    await page.goto(`${fixture.server.url}/settings/organization`);
    await page.getByRole('heading', { level: 1, name: 'Organisation settings' }).waitFor();
    await settled(page);
    await expectAccessible(page, 'Organisation settings');
    await page.screenshot({ path: '/tmp/org-settings.png', fullPage: true });

    await page.getByLabel('Most patents in one folder').fill('500');
    await page.getByLabel('Warn when a folder reaches').fill('600');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The warning threshold cannot be above the limit (500).').waitFor();
    await page.getByLabel('Warn when a folder reaches').fill('450');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Organisation settings saved.').waitFor();
    expect(await apiGet(page, '/folder/limit')).toEqual({ limit: 500, warning: 450 });
  });

  it('sets the export cap (issue 17; the field keeps it within 1..100,000, the API refuses others)', async () => {
    const { page } = admin;
    const cap = page.getByLabel('Most documents in one export');
    await cap.fill('2500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Organisation settings saved.').last().waitFor();
    expect(await apiGet(page, '/organization/settings')).toMatchObject({
      export_cap: 2500,
      effective_export_cap: 2500,
    });
  });

  it('switches tracking on, requires a reference and gives the format hint', async () => {
    const { page } = admin;
    await page.getByRole('switch', { name: /^Tracking/ }).click();
    await page.getByText('Tracking is switched on.').waitFor();
    await page.getByRole('switch', { name: /A tracking reference is required/ }).click();
    await page.getByLabel('Reference format hint').fill('CLIENT-0000');
    await page.getByRole('button', { name: 'Save tracking settings' }).click();
    await page.getByText('Tracking settings saved.').waitFor();
    const organization = await apiGet<{ modules: { name: string; configuration: Record<string, unknown> }[] }>(
      page,
      '/organization',
    );
    expect(organization.modules.find((m) => m.name === 'tracking')?.configuration).toEqual({
      enabled: true,
      required: true,
      tracking_id_format: 'CLIENT-0000',
    });
    // Required tracking now holds the admin too (SPEC §4): the dialog shows the hint and takes a new reference.
    const dialog = page.getByRole('dialog', { name: 'Update Tracking Reference' });
    await dialog.getByText('CLIENT-0000').waitFor();
    await dialog.getByRole('combobox', { name: 'Tracking Reference' }).fill('CLIENT-0001');
    await dialog.getByRole('option', { name: 'Create new: CLIENT-0001' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tracking reference updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('adds, renames and deletes folder categories and puts a folder in one', async () => {
    const { page } = admin;
    await page.evaluate(() =>
      fetch('/api/folders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ name: 'Battery prior art' }),
      }),
    );
    await page.reload();
    await settled(page);
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Give the category a name.').waitFor();
    await page.getByLabel('New category').fill('Competitors');
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByText('Category “Competitors” added.').waitFor();

    await page.getByLabel('Name of category Competitors').fill('Rivals');
    await page.getByRole('button', { name: 'Rename category Competitors' }).click();
    await page.getByText('Category renamed to “Rivals”.').waitFor();

    await page.getByLabel('Category of folder Battery prior art').selectOption({ label: 'Rivals' });
    await page.getByText('“Battery prior art” moved.').waitFor();
    const folders = await apiGet<{ data: { name: string; category_id: number | null }[] }>(page, '/folders');
    const categories = await apiGet<{ folder_categories: { id: number; name: string }[] }>(page, '/organization');
    const rivals = categories.folder_categories.find((c) => c.name === 'Rivals');
    expect(folders.data.find((f) => f.name === 'Battery prior art')?.category_id).toBe(rivals?.id);
    await expectAccessible(page, 'Organisation settings with a category');
    await page.screenshot({ path: '/tmp/org-settings-categories.png', fullPage: true });

    await page.getByRole('button', { name: 'Delete category Rivals' }).click();
    await page.getByRole('dialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Category “Rivals” deleted.').waitFor();
    const after = await apiGet<{ data: { name: string; category_id: number | null }[] }>(page, '/folders');
    expect(after.data.find((f) => f.name === 'Battery prior art')?.category_id).toBeNull();
  });
});
