import { createUser, findLink, inviteUser, readMails, TEST_PASSWORD } from '@app/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

let fixture: ServerFixture;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let organizationId: number;

beforeAll(async () => {
  fixture = await startServerFixture();
  organizationId = fixture.server.bootstrap!.organizationId;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await fixture?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

const url = (path: string) => `${fixture.server.url}${path}`;
const pathOf = (p: Page) => {
  const u = new URL(p.url());
  return u.pathname + u.search;
};

async function signIn(email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('signing in and out', () => {
  it('brings a guest to Login and, after signing in, to the page first asked for', async () => {
    const user = await createUser(fixture.server.db, { organizationId, firstName: 'Ada' });
    // A screen that is not the Dashboard, with a query in the address, so both path and query must survive.
    await page.goto(url('/alerts?type=2'));
    await page.waitForURL((u) => u.pathname === '/login');
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent('/alerts?type=2')}`);
    expect(await screenHeading(page)).toBe('Sign in');
    await expectAccessible(page, 'Login');

    await signIn(user.email, TEST_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/alerts');
    expect(pathOf(page)).toBe('/alerts?type=2');
    expect(await screenHeading(page)).toBe('Alerts');
    // The query chose the tab: Watched patents is the selected one.
    await page.getByRole('tab', { name: 'Watched patents', selected: true }).waitFor();
    await expectAccessible(page, 'Alerts in the app layout');
  });

  it('sends an end user who signs in without a redirect to Search, and away from the Dashboard', async () => {
    const user = await createUser(fixture.server.db, { organizationId, is_end_user: true });
    await page.goto(url('/login'));
    await signIn(user.email, TEST_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/search');
    expect(await screenHeading(page)).toBe('Search');
    await page.goto(url('/'));
    await page.waitForURL((u) => u.pathname === '/search');
  });

  it('sends a signed-in user who opens a guest-only route to the Dashboard', async () => {
    const user = await createUser(fixture.server.db, { organizationId, firstName: 'Grace' });
    await page.goto(url('/login'));
    await signIn(user.email, TEST_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
    expect(await screenHeading(page)).toBe('Dashboard');
    await page.getByText('Welcome, Grace.').waitFor();
    await expectAccessible(page, 'Dashboard');

    for (const guestOnly of ['/login', '/forgot-password', '/password-reset/abcdefabcdefabcdef']) {
      await page.goto(url(guestOnly));
      await page.waitForURL((u) => u.pathname === '/');
      expect(await screenHeading(page)).toBe('Dashboard');
    }
  });

  it('shows NotFound for a route the role may not open, keeping the address', async () => {
    const user = await createUser(fixture.server.db, { organizationId, is_read_only: true });
    await page.goto(url('/login'));
    await signIn(user.email, TEST_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
    for (const forbidden of ['/users', '/search', '/npl', '/workflows']) {
      await page.goto(url(forbidden));
      expect(await screenHeading(page)).toBe('Page not found');
      expect(pathOf(page)).toBe(forbidden);
    }
    await expectAccessible(page, 'NotFound');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Search' }).count()).resolves.toBe(0);
    await expect(nav.getByRole('link', { name: 'Folders' }).count()).resolves.toBe(1);
  });

  it('signs out from the user menu, after which protected routes ask for sign-in again', async () => {
    const user = await createUser(fixture.server.db, { organizationId });
    await page.goto(url('/login?redirect=%2Fexports'));
    await signIn(user.email, TEST_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/exports');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await screenHeading(page)).toBe('Sign in');
    await page.goto(url('/exports'));
    await page.waitForURL((u) => u.pathname === '/login');
    expect(pathOf(page)).toBe('/login?redirect=%2Fexports');
  });

  it('shows a wrong password as an error under the field', async () => {
    const user = await createUser(fixture.server.db, { organizationId });
    await page.goto(url('/login'));
    await signIn(user.email, 'not the password at all');
    const error = page.getByText('These credentials do not match our records.');
    await error.waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page, 'Login with a field error');
  });

  it('sends an idle session back to Login with the expiry warning', async () => {
    const user = await createUser(fixture.server.db, { organizationId });
    await page.goto(url('/login?redirect=%2Falerts'));
    await signIn(user.email, TEST_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/alerts');
    // Leave the app before the clock jumps: any background request of the open
    // page would meet the expired session and navigate on its own, racing (and
    // aborting) the navigation this test makes.
    await page.goto('about:blank');
    fixture.advanceMinutes(121);
    try {
      await page.goto(url('/folders'));
      await page.waitForURL((u) => u.pathname === '/login');
      expect(pathOf(page)).toBe('/login?redirect=%2Ffolders');
      await page.getByText('Your session has expired. Please sign in again.').first().waitFor();
    } finally {
      fixture.advanceMinutes(-121);
    }
  });
});

describe('passwords', () => {
  it('resets a forgotten password through the mailed link, once', async () => {
    const user = await createUser(fixture.server.db, { organizationId, email: 'forgetful@example.com' });
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    expect(await screenHeading(page)).toBe('Forgot your password?');
    await expectAccessible(page, 'Forgot password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that address, we have sent a link').waitFor();

    const resetMail = async () => (await readMails(fixture.mailDir)).find((m) => m.to.includes(user.email));
    // Waits for the mail to arrive, however busy the machine.
    await expect.poll(resetMail, { timeout: 30_000 }).toBeDefined();
    const mail = await resetMail();
    expect(mail?.subject).toBe('Reset your password');
    const link = findLink(mail!, '/password-reset/');
    expect(link).toBeDefined();

    await page.goto(link!);
    expect(await screenHeading(page)).toBe('Choose a new password');
    await page.getByLabel('New password').waitFor();
    await expectAccessible(page, 'Password reset');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.locator('[id$="-error"]', { hasText: 'Use at least 10 characters.' }).waitFor();
    await expect(page.getByLabel('New password').getAttribute('aria-invalid')).resolves.toBe('true');

    const newPassword = 'a much longer new secret';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Your password has been saved. You can now sign in with it.').waitFor();
    await expectAccessible(page, 'Login after reset');

    await signIn(user.email, TEST_PASSWORD);
    await page.getByText('These credentials do not match our records.').waitFor();
    await signIn(user.email, newPassword);
    await page.waitForURL((u) => u.pathname === '/');

    const reused = await browser.newPage();
    await reused.goto(link!);
    await reused.getByText('This link is invalid or has expired. Ask for a new one.').waitFor();
    await expect(reused.getByRole('link', { name: 'Request a new link' }).count()).resolves.toBe(1);
    await reused.close();
  });

  it('lets an invited user choose a first password and sign in', async () => {
    const { link } = await inviteUser(fixture.server.app.ctx, {
      email: 'newcomer@example.com',
      firstName: 'New',
      lastName: 'Comer',
      organizationId,
    });
    await page.goto(link);
    expect(await screenHeading(page)).toBe('Set your password');
    await page.getByLabel('New password').waitFor();
    await expectAccessible(page, 'Set password');
    await page.getByLabel('New password').fill('my first proper password');
    await page.getByLabel('Confirm password').fill('my first proper password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await signIn('newcomer@example.com', 'my first proper password');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await screenHeading(page)).toBe('Dashboard');
  });

  it('explains a set-password page opened without its token', async () => {
    await page.goto(url('/set-password'));
    expect(await screenHeading(page)).toBe('Set your password');
    await page.getByText(/needs the link from your invitation e-mail/).waitFor();
    await expectAccessible(page, 'Set password without token');
  });
});

describe('open screens', () => {
  it('shows Expired, PdfNotFound and NotFound to guests', async () => {
    for (const [path, heading] of [
      ['/expired', 'This link has expired'],
      ['/pdf-not-found/US-7654321-B2', 'PDF not found'],
      ['/no/such/page', 'Page not found'],
    ] as const) {
      await page.goto(url(path));
      expect(await screenHeading(page)).toBe(heading);
      expect(pathOf(page)).toBe(path);
      await expectAccessible(page, heading);
    }
  });
});
