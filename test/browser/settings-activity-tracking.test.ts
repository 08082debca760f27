import { readFile } from 'node:fs/promises';
import { createOrganization, createUser, TEST_PASSWORD } from '@app/server';
import { PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES, PASSWORD_CHANGE_MAX_FAILURES } from '@app/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Issue 16's own screens against the real server: the required tracking dialog that blocks work until a reference
// is set, the activity with Undo, the tracking logs with their xlsx export, and the settings.

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let email: string;

/** A screenshot under /tmp, looked at by whoever changes these screens. */
const shot = (name: string) => page.screenshot({ path: `/tmp/settings-${name}.png`, fullPage: true });

/** An API call from the signed-in page, as the SPA makes it; answers status and JSON body. */
function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

beforeAll(async () => {
  fixture = await startServerFixture();
  const organization = await createOrganization(fixture.server.db, {
    modules: { tracking: { enabled: true, required: true, tracking_id_format: 'CLIENT-NNNN' } },
  });
  const user = await createUser(fixture.server.db, {
    organizationId: organization.id,
    firstName: 'Tracy',
    lastName: 'Tracker',
  });
  email = user.email;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  await page.goto(`${fixture.server.url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixture?.stop();
});

describe('required tracking', () => {
  it('opens a dialog that cannot be closed, and the server refuses searches meanwhile', async () => {
    const dialog = page.getByRole('dialog', { name: 'Update Tracking Reference' });
    await dialog.waitFor();
    await dialog.getByText('Format: CLIENT-NNNN').waitFor();
    expect(await dialog.getByRole('button', { name: /close/i }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    const refused = await call('POST', '/searches', { query: 'TAC=(battery)', type: 'commandline' });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: 'TRACKING_REFERENCE_REQUIRED' } });

    // Saving nothing is refused in the field.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a tracking reference.').waitFor();
    await expectAccessible(page, 'Tracking reference dialog', '[role="dialog"]');
  });

  it('offers "Create new" for a typed reference, saves it from the keyboard and lets work through', async () => {
    const dialog = page.getByRole('dialog', { name: 'Update Tracking Reference' });
    const field = dialog.getByRole('combobox', { name: 'Tracking Reference' });
    await field.fill('CLIENT-0042');
    const option = dialog.getByRole('option', { name: 'Create new: CLIENT-0042' });
    await option.waitFor();
    const box = await page.locator('.tracking-reference-list').boundingBox();
    expect(box?.width).toBe(528);
    await shot('tracking-dialog');
    await field.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await field.press('Enter');
    expect(await field.inputValue()).toBe('CLIENT-0042');
    await field.press('Enter');
    await page.getByText('Tracking reference updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Tracking: CLIENT-0042' }).waitFor();

    const saved = await call('POST', '/searches', { query: 'TAC=(battery)', type: 'commandline' });
    expect(saved.status).toBe(200);
  });

  it('offers the reference to pick the next time, found by part of it', async () => {
    await page.getByRole('button', { name: 'Tracking: CLIENT-0042' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Tracking Reference' });
    const field = dialog.getByRole('combobox', { name: 'Tracking Reference' });
    await field.fill('0042');
    await dialog.getByRole('option', { name: 'CLIENT-0042', exact: true }).waitFor();
    await dialog.getByRole('option', { name: 'Create new: 0042' }).waitFor();
    // A reference is set now, so the dialog closes like any other.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('activity', () => {
  it('lists the user’s actions with their reference and undoes one that carries an Undo', async () => {
    const folder = await call('POST', '/folders', { name: 'Widgets prior art' });
    expect(folder.status).toBe(201);
    const deleted = await call('DELETE', '/searches/1');
    expect(deleted.status).toBe(200);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Your activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const list = page.getByRole('table', { name: 'Your recent actions' });
    await list.waitFor();
    const rows = list.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toContain('Widgets prior art');
    expect(await rows.nth(2).innerText()).toContain('Searched #1: TAC=(battery)');
    expect(await rows.nth(2).innerText()).toContain('CLIENT-0042');
    await expectAccessible(page, 'Activity');
    await shot('activity');

    const undo = rows.nth(0).getByRole('button', { name: /^Undo:/ });
    await undo.click();
    await page.getByText('Undo Successful').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    const searches = await call('GET', '/searches');
    expect((searches.json as { data: { query_index: number }[] }).data.map((s) => s.query_index)).toEqual([1]);
  });
});

describe('tracking logs', () => {
  it('shows this month’s logs, narrows them by reference, and exports them to xlsx', async () => {
    await page.getByRole('link', { name: 'Tracking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tracking' }).waitFor();
    expect(await page.getByLabel('Period').inputValue()).toBe('this_month');
    const logs = page.getByRole('table', { name: 'Tracking logs' });
    await logs.waitFor();
    const text = await logs.innerText();
    expect(text).toContain('Searched #1: TAC=(battery)');
    expect(text).toContain('CLIENT-0042');
    expect(text).toContain('Tracy Tracker');
    await expectAccessible(page, 'Tracking logs');
    await shot('tracking-logs');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^TrackingLogs_\d{8}_\d{6}\.xlsx$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('Download Complete').waitFor();

    await page.getByLabel('Period').selectOption('last_month');
    await page.getByTestId('tracking-empty').waitFor();
  });
});

describe('settings', () => {
  it('saves a preference at once, shows the server’s refusal under the field, and lists the sessions', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    await page.getByLabel('Results per page').selectOption('25');
    await expect
      .poll(
        async () =>
          ((await call('GET', '/user')).json as { preferences: { rows_per_page: number } }).preferences.rows_per_page,
      )
      .toBe(25);

    const sort = page.getByLabel('Sort order');
    await sort.fill('colour desc');
    await sort.press('Enter');
    await page.getByText('"colour desc" is not a sort key.', { exact: false }).waitFor();
    await sort.fill('publicationdate ASC');
    await sort.press('Tab');
    await expect.poll(async () => sort.inputValue()).toBe('publicationdate asc');

    const sessions = page.getByRole('table', { name: 'Your signed-in sessions' });
    await sessions.getByText('This browser').waitFor();
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('a much longer password');
    await page.getByLabel('Repeat the new password').fill('a much longer password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not correct.').waitFor();
    // Wrong current passwords are limited per user, as sign-ins are: after the last allowed one the form says when
    // to try again.
    for (let attempt = 2; attempt <= PASSWORD_CHANGE_MAX_FAILURES; attempt++) {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/password');
      await page.getByRole('button', { name: 'Change password' }).click();
      expect((await answered).status()).toBe(422);
    }
    await page.getByRole('button', { name: 'Change password' }).click();
    const limited = page.getByRole('alert').filter({ hasText: 'Too many wrong current passwords.' });
    await limited
      .getByText(`Too many wrong current passwords. Try again in ${PASSWORD_CHANGE_FAILURE_WINDOW_MINUTES} minutes.`)
      .waitFor();
    expect(await page.getByText('Your current password is not correct.').count()).toBe(0);

    await expectAccessible(page, 'Settings');
    await shot('settings');
    await page
      .locator('form')
      .filter({ hasText: 'Change password' })
      .screenshot({ path: '/tmp/settings-password.png' });
    await sessions.screenshot({ path: '/tmp/settings-sessions.png' });
  });
  it('signs out everywhere else: the other browser’s open page goes to sign-in as soon as it is looked at', async () => {
    const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const other = await elsewhere.newPage();
      await other.goto(`${fixture.server.url}/login`);
      await other.getByLabel('Email').fill(email);
      await other.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await other.getByRole('button', { name: 'Sign in' }).click();
      await other.waitForURL((u) => u.pathname === '/');
      await other.goto(`${fixture.server.url}/activity`);
      await other.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();

      await page.reload();
      await page.getByText('Signed in on 1 other browser.').waitFor();
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page.getByText('Signed out of 1 other session.').waitFor();

      // Nothing is clicked in the other page: it becomes visible again (its tab is brought back), asks whether its
      // session holds, hears 401 and goes to sign-in with the way back to where it was.
      expect(new URL(other.url()).pathname).toBe('/activity');
      const ping = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
      await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      expect((await ping).status()).toBe(401);
      await other.waitForURL((u) => u.pathname === '/login');
      expect(new URL(other.url()).searchParams.get('redirect')).toBe('/activity');
      // This page's own session is the one that stays.
      expect((await call('GET', '/session')).status).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });
});
