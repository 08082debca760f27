import { createUser } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderPatents, groups } from '../../packages/server/src/db/schema.ts';
import { ingestShared, saveSearchFromPage, signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// The custom field scheme screens against the real server: an admin makes a scheme, builds its fields with the
// tree editor, removes an option that holds a value (the screen says how many first), grants the scheme to a
// colleague and makes it the active one; then gives a folder patent values, which the folder's list and the results
// table's custom fields column show. Each screen is checked with axe and photographed.

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let colleague: { id: number; name: string };

async function shot(name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/cf-${name}.png`, fullPage: true });
}

/** Calls the API from the signed-in page (same cookies and headers as the app). */
function api(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, u, b]) => {
      const response = await fetch(u, {
        method: m,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    [method, url, body] as const,
  );
}

beforeAll(async () => {
  fixture = await startServerFixture();
  await ingestShared(fixture, ['ep-fulltext']);
  const organizationId = fixture.server.bootstrap!.organizationId;
  const admin = await createUser(fixture.server.db, {
    organizationId,
    is_admin: true,
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const other = await createUser(fixture.server.db, { organizationId, firstName: 'Carl', lastName: 'Colleague' });
  colleague = { id: other.id, name: 'Carl Colleague' };
  await fixture.server.db.insert(groups).values({ organizationId, name: 'Reviewers' });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signInThroughLogin(page, fixture.server.url, admin.email);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixture?.stop();
});

describe('custom field schemes', () => {
  let schemeId: number;

  it('lists no schemes at first and makes one, refusing an empty name', async () => {
    await page.goto(`${fixture.server.url}/custom-field-schemes`);
    expect(await screenHeading(page)).toBe('Custom field schemes');
    await page.getByText('There are no custom field schemes yet.').waitFor();
    await page.getByRole('button', { name: 'Make scheme' }).click();
    await page.getByText('Give it a name.').waitFor();
    await expectAccessible(page, 'Custom field schemes, empty');
    await shot('schemes-empty');
    await page.getByLabel('Scheme name').fill('Portfolio review');
    await page.getByLabel('Scheme name').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Fields of Portfolio review' }).waitFor();
    schemeId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(schemeId).toBeGreaterThan(0);
  });

  it('builds a tree field and a date field in the fields editor', async () => {
    await page.getByText('This scheme has no fields yet.').waitFor();
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('button', { name: 'Save fields' }).click();
    await page.getByText('Give it a name.').waitFor();

    const first = page.getByTestId('field-card').nth(0);
    await first.getByLabel('Field name').fill('Technology');
    await first.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Tree' }).click();
    await first.getByLabel('Searchable and filterable').check();
    await first.getByRole('textbox', { name: 'Option label, level 1' }).fill('Energy');
    await first.getByRole('button', { name: 'Add an option under Energy' }).click();
    await first.getByRole('textbox', { name: 'Option label, level 2' }).fill('Batteries');
    await first.getByRole('button', { name: 'Add an option under Batteries' }).click();
    await first.getByRole('textbox', { name: 'Option label, level 3' }).fill('Lithium');
    await first.getByRole('button', { name: 'Add option', exact: true }).click();
    await first.getByRole('textbox', { name: 'Option label, level 1' }).nth(1).fill('Medical');

    await page.getByRole('button', { name: 'Add field' }).click();
    const second = page.getByTestId('field-card').nth(1);
    await second.getByLabel('Field name').fill('Reviewed on');
    await second.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Date' }).click();
    await expectAccessible(page, 'Custom fields editor');
    await shot('fields-editor');
    await page.getByRole('button', { name: 'Save fields' }).click();
    await page.getByText('The fields were saved.').waitFor();

    const saved = (await api('GET', `/api/custom_field_schemes/${schemeId}`)).json as {
      data: { fields: { name: string; type: string; queryable: boolean; options: unknown[] }[] };
    };
    expect(saved.data.fields.map((f) => [f.name, f.type, f.queryable])).toEqual([
      ['Technology', 'tree', true],
      ['Reviewed on', 'date', false],
    ]);
    expect(JSON.stringify(saved.data.fields[0]!.options)).toContain('"label":"Lithium"');
  });

  it('asks before removing an option that holds values, saying how many', async () => {
    const folder = (await api('POST', '/api/folders', { name: 'Batteries' })).json as { id: number };
    await fixture.server.db.insert(folderPatents).values({ folderId: folder.id, ucid: 'EP-1000000-A1' });
    const scheme = (await api('GET', `/api/custom_field_schemes/${schemeId}`)).json as {
      data: { fields: { id: number; options: { children: { children: { id: number }[] }[] }[] }[] };
    };
    const technology = scheme.data.fields[0]!;
    const lithium = technology.options[0]!.children[0]!.children[0]!.id;
    const set = await api('PUT', `/api/folders/${folder.id}/custom_field_values/EP-1000000-A1`, {
      values: { [technology.id]: [lithium] },
    });
    expect(set.status).toBe(200);

    await page.reload();
    await screenHeading(page);
    await page.getByRole('button', { name: 'Remove option Lithium' }).click();
    await page.getByRole('button', { name: 'Save fields' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove values?' });
    await dialog.getByText('Option “Lithium” of “Technology” holds 1 value.').waitFor();
    await expectAccessible(page, 'Remove values dialog', '[role="dialog"]');
    await shot('confirm-removals');
    await dialog.getByRole('button', { name: 'Remove and save' }).click();
    await page.getByText('The fields were saved.').waitFor();
    await page.getByRole('button', { name: 'Remove option Lithium' }).waitFor({ state: 'detached' });
  });

  it('grants the scheme to a colleague and makes it the active scheme', async () => {
    await page.goto(`${fixture.server.url}/custom-field-schemes/${schemeId}/permissions`);
    expect(await screenHeading(page)).toBe('Who may use Portfolio review');
    await page.getByRole('checkbox', { name: new RegExp(colleague.name) }).check();
    await page.getByRole('checkbox', { name: 'Reviewers' }).check();
    await expectAccessible(page, 'Custom field scheme permissions');
    await shot('permissions');
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await page.getByText('The permissions were saved.').waitFor();
    const users = (await api('GET', `/api/custom_field_schemes/${schemeId}/users`)).json as {
      users: { id: number }[];
      groups: { name: string }[];
    };
    expect(users.users.map((u) => u.id)).toEqual([colleague.id]);
    expect(users.groups.map((g) => g.name)).toEqual(['Reviewers']);

    await page.getByRole('link', { name: 'All schemes' }).click();
    await screenHeading(page);
    const row = page.getByTestId('scheme-row').filter({ hasText: 'Portfolio review' });
    await row.getByText('2 fields').waitFor();
    await row.getByRole('button', { name: 'Use Portfolio review as your active scheme' }).click();
    await page.getByText('You now work with the scheme “Portfolio review”.').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(page, 'Custom field schemes');
    await shot('schemes');
    expect(((await api('GET', '/api/active_custom_field_scheme')).json as { id: number }).id).toBe(schemeId);
  });

  it('sets a folder patent’s values in the folder view and shows them in the results table column', async () => {
    const searchIndex = await saveSearchFromPage(page, 'TAC=(method)');
    const run = (await api('POST', `/api/patents/search/${searchIndex}`, { rows: 1, grouped_by: 'none', fl: 'ucid' }))
      .json as { docs: { ucid: string }[] };
    const ucid = run.docs[0]!.ucid;
    const folder = (await api('POST', '/api/folders', { name: 'Review folder' })).json as { id: number };
    expect((await api('POST', `/api/folders/${folder.id}/patents`, { ucids: [ucid] })).status).toBe(200);

    await page.goto(`${fixture.server.url}/folders/${folder.id}/patents`);
    await screenHeading(page);
    await page.getByTestId('folder-custom-fields').getByText('No custom field values yet.').waitFor();
    await page.getByRole('button', { name: `Edit the custom fields of ${ucid}` }).click();
    const dialog = page.getByRole('dialog', { name: `Custom fields of ${ucid}` });
    await dialog.getByLabel('Technology', { exact: true }).click();
    await page.getByRole('option', { name: 'Energy › Batteries' }).click();
    await dialog.getByLabel('Reviewed on').fill('2024-05-01');
    await expectAccessible(page, 'Custom field values dialog', '[role="dialog"]');
    await shot('values-dialog');
    await dialog.getByRole('button', { name: 'Save values' }).click();
    await page.getByText('The values were saved.').waitFor();
    const shown = page.getByTestId('folder-custom-fields');
    await shown.getByText('Energy › Batteries').waitFor();
    await shown.getByText('2024-05-01').waitFor();
    await expectAccessible(page, 'Folder patents with custom fields');
    await shot('folder-values');

    await api('PUT', '/api/preferences/results_layout', { value: 'table' });
    await api('PUT', '/api/preferences/table_layout', {
      value: [
        { name: 'title', width: 500 },
        { name: 'customfields', width: 500 },
      ],
    });
    await page.goto(`${fixture.server.url}/search/${searchIndex}`);
    await screenHeading(page);
    const cell = page.getByTestId('custom-fields-cell').filter({ hasText: 'Energy › Batteries' });
    await cell.waitFor();
    expect(await cell.innerText()).toContain('Reviewed on: 2024-05-01');
    await expectAccessible(page, 'Results table with the custom fields column');
    await shot('results-column');

    // The tree filter on a node above the value keeps exactly that patent.
    await page.getByTestId('custom-field-filters').getByLabel('Technology', { exact: true }).click();
    await page.getByRole('option', { name: 'Energy', exact: true }).click();
    await page.getByText('1 family / 1 document').waitFor();
    await page.getByTestId('filter-chip').filter({ hasText: 'Technology' }).filter({ hasText: 'Energy' }).waitFor();
    await expectAccessible(page, 'Results filtered by a custom tree field');
    await shot('results-tree-filter');
  });
});
