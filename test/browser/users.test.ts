import { createGroup, createUser, findLink, readMails } from '@app/server';
import { ACTIVITY_PING_INTERVAL_MS } from '@app/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

// Issue 16, "What it must show": the admin invites a colleague, who sets a password from the mail and signs in; a
// folder shared with the colleague's group shows up for them; made read-only, their Search route is NotFound;
// deactivated, their open page goes to sign-in. On the way: the users screen's filters, search, dialogs and the
// hand-over of the deactivated colleague's work, each checked with axe-core and photographed.

const COLLEAGUE = { email: 'cora.colleague@example.com', password: 'cora’s own first password' };

let fixture: ServerFixture;
let browser: Browser;
let adminContext: BrowserContext;
let colleagueContext: BrowserContext;
let admin: Page;
let colleague: Page;
let folderId: number;
let readerEmail: string;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/users-${name}.png` });
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

function userRow(page: Page, text: string) {
  return page.getByTestId('user-row').filter({ hasText: text });
}

beforeAll(async () => {
  fixture = await startServerFixture();
  const organizationId = fixture.server.bootstrap!.organizationId;
  const adminUser = await createUser(fixture.server.db, {
    organizationId,
    firstName: 'Ada',
    lastName: 'Admin',
    is_admin: true,
  });
  const reader = await createUser(fixture.server.db, {
    organizationId,
    firstName: 'Rita',
    lastName: 'Reader',
    is_read_only: true,
  });
  readerEmail = reader.email;
  await createGroup(fixture.server.db, { organizationId, name: 'Research' });
  browser = await launchChromium();
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  colleagueContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  admin = await adminContext.newPage();
  colleague = await colleagueContext.newPage();
  await signInThroughLogin(admin, fixture.server.url, adminUser.email);
});

afterAll(async () => {
  await adminContext?.close();
  await colleagueContext?.close();
  await browser?.close();
  await fixture?.stop();
});

describe('people of the organisation', () => {
  it('lists users, filtered and searched through the address', async () => {
    await admin.goto(`${fixture.server.url}/users`);
    expect(await screenHeading(admin)).toBe('Users');
    await userRow(admin, 'Rita Reader').waitFor();
    await admin.getByText('Read-only users', { exact: true }).click();
    await admin.waitForURL((u) => u.pathname === '/users/read_only');
    await userRow(admin, 'Rita Reader').waitFor();
    // The address changes before the list re-renders: wait for the row to go rather than counting at once.
    await userRow(admin, 'Ada Admin').waitFor({ state: 'detached' });
    await admin.getByText('All', { exact: true }).click();
    await admin.getByLabel('Search by name or e-mail').fill('ada');
    await admin.waitForURL((u) => u.pathname === '/users' && u.search === '?q=ada');
    await userRow(admin, 'Ada Admin').waitFor();
    await userRow(admin, 'Rita Reader').waitFor({ state: 'detached' });
    await admin.getByLabel('Search by name or e-mail').fill('nobody-here');
    await admin.getByText('No user matches this filter and search.').waitFor();
    await expectAccessible(admin, 'Users');
    await admin.getByLabel('Search by name or e-mail').fill('');
    await userRow(admin, 'Rita Reader').waitFor();
    await shot(admin, 'list');
  });

  it('invites a colleague, who sets a password from the mail and signs in', async () => {
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter a valid e-mail address.').waitFor();
    await dialog.getByText('Enter a first name.').waitFor();
    await dialog.getByLabel('E-mail').fill(COLLEAGUE.email);
    await dialog.getByLabel('First name').fill('Cora');
    await dialog.getByLabel('Last name').fill('Colleague');
    await dialog.getByLabel('Research').check();
    await expectAccessible(admin, 'Invite user dialog', '[role="dialog"]');
    await shot(admin, 'invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${COLLEAGUE.email}.`).waitFor();
    const row = userRow(admin, 'Cora Colleague');
    await row.getByText('Invitation pending').waitFor();
    expect(await row.locator('td').nth(3).innerText()).toBe('Research');

    const mail = (await readMails(fixture.mailDir)).find((m) => m.to === COLLEAGUE.email);
    const link = findLink(mail!, '/set-password');
    expect(link).toBeDefined();
    await colleague.goto(link!.replace(/^https?:\/\/[^/]+/, fixture.server.url));
    await colleague.getByText(`For the account ${COLLEAGUE.email}.`).waitFor();
    await colleague.getByLabel('New password').fill(COLLEAGUE.password);
    await colleague.getByLabel('Confirm password').fill(COLLEAGUE.password);
    await colleague.getByRole('button', { name: 'Save password' }).click();
    await colleague.waitForURL((u) => u.pathname === '/login');
    await colleague.getByLabel('Email').fill(COLLEAGUE.email);
    await colleague.getByLabel('Password', { exact: true }).fill(COLLEAGUE.password);
    await colleague.getByRole('button', { name: 'Sign in' }).click();
    await colleague.waitForURL((u) => u.pathname === '/');
    // Work of the colleague's own, to be handed over once they leave.
    const made = await colleague.evaluate(async () => {
      const response = await fetch('/api/folders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ name: 'Cora’s notes' }),
      });
      return response.status;
    });
    expect(made).toBe(201);

    // The link worked once; opened again it says so.
    // (In a guest's browser: a signed-in visitor of a guest-only route is sent home.)
    const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const again = await guest.newPage();
    await again.goto(link!.replace(/^https?:\/\/[^/]+/, fixture.server.url));
    await again.getByText('This link is invalid or has expired. Ask for a new one.').waitFor();
    await again.getByText('Ask your administrator to invite you again.', { exact: false }).waitFor();
    await expectAccessible(again, 'Set password, used link');
    await shot(again, 'set-password-used');
    await guest.close();
  });

  it('shares a folder with the colleague’s group, and the colleague sees it', async () => {
    folderId = await admin.evaluate(async () => {
      const response = await fetch('/api/folders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ name: 'Team prior art' }),
      });
      return (await response.json()).id as number;
    });
    await admin.goto(`${fixture.server.url}/folders/${folderId}/permissions`);
    await admin.getByText('Not shared with anyone yet.').waitFor();
    const picker = admin.getByLabel('Person or group').first();
    await picker.click();
    await picker.fill('Research');
    await admin.getByRole('option', { name: /Research/ }).click();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.getByRole('button', { name: 'Save permissions' }).click();
    await admin.getByText('Saved who may use “Team prior art”.').waitFor();

    await colleague.goto(`${fixture.server.url}/folders`);
    await colleague.getByTestId('folder-row').filter({ hasText: 'Team prior art' }).waitFor();
  });

  it('makes the colleague read-only, and their Search route becomes NotFound', async () => {
    await colleague.goto(`${fixture.server.url}/search`);
    expect(await screenHeading(colleague)).toBe('Search');

    await admin.goto(`${fixture.server.url}/users`);
    await userRow(admin, 'Cora Colleague').getByRole('button', { name: 'Edit Cora Colleague' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit user' });
    // An admin with restricted access is refused in the form, as the server would.
    await dialog.getByLabel('Read-only user').check();
    await dialog.getByLabel('Admin', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('An admin cannot also be an end user or a read-only user.').waitFor();
    await dialog.getByLabel('Admin', { exact: true }).uncheck();
    await expectAccessible(admin, 'Edit user dialog', '[role="dialog"]');
    await shot(admin, 'edit-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved Cora Colleague.').waitFor();
    await userRow(admin, 'Cora Colleague').getByText('Read-only user').waitFor();

    await colleague.goto(`${fixture.server.url}/search`);
    expect(await screenHeading(colleague)).toBe('Page not found');
  });

  it('deactivates the colleague: their open page goes to sign-in without their doing anything', async () => {
    // The page's own clock, so its next session ping (every ACTIVITY_PING_INTERVAL_MS) comes when the test says,
    // not after half a minute of waiting; the page is loaded after installing it so every timer runs on it.
    await colleague.clock.install();
    await colleague.goto(`${fixture.server.url}/folders`);
    await colleague.getByTestId('folder-row').filter({ hasText: 'Team prior art' }).waitFor();

    await userRow(admin, 'Cora Colleague').getByRole('button', { name: 'Deactivate Cora Colleague' }).click();
    const confirmDialog = admin.getByRole('dialog', { name: 'Deactivate user' });
    await confirmDialog.getByText('They are signed out at once', { exact: false }).waitFor();
    await confirmDialog.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText('Cora Colleague is deactivated.').waitFor();
    await userRow(admin, 'Cora Colleague').waitFor({ state: 'detached' });

    // Nobody touches the colleague's page: its clock reaches the next ping, whose 401 sends it to sign-in, with the
    // page it was on as the way back (SPEC §2).
    expect(new URL(colleague.url()).pathname).toBe('/folders');
    const ping = colleague.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
    await colleague.clock.runFor(ACTIVITY_PING_INTERVAL_MS);
    expect((await ping).status()).toBe(401);
    await colleague.waitForURL((u) => u.pathname === '/login');
    expect(new URL(colleague.url()).searchParams.get('redirect')).toBe('/folders');
  });

  it('lists the deactivated colleague and hands their folder over', async () => {
    await admin.getByText('Deactivated', { exact: true }).click();
    await admin.waitForURL((u) => u.pathname === '/users/deactivated');
    const row = userRow(admin, 'Cora Colleague');
    await row.waitFor();
    await expectAccessible(admin, 'Deactivated users');
    await shot(admin, 'deactivated');
    await row.getByRole('button', { name: 'Hand over the work of Cora Colleague' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hand over folders and searches' });
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    await dialog.getByText('Choose who receives them.').waitFor();
    await dialog.getByLabel('Receiving user').selectOption({ label: `Rita Reader (${readerEmail})` });
    await expectAccessible(admin, 'Hand over dialog', '[role="dialog"]');
    await shot(admin, 'hand-over');
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    await admin.getByText('Cora Colleague’s work went to Rita Reader: 1 folder, 0 searches.').waitFor();

    await row.getByRole('button', { name: 'Reactivate Cora Colleague' }).click();
    await admin.getByRole('dialog', { name: 'Reactivate user' }).getByRole('button', { name: 'Reactivate' }).click();
    await admin.getByText('Cora Colleague can sign in again.').waitFor();
    await admin.getByText('No user is deactivated.').waitFor();
    await settled(admin);
  });
});
