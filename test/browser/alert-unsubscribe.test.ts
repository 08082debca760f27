import { createUser, deliverAlertRunMail, findLink, readMails } from '@app/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLogin } from './app-session.ts';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

let fixture: ServerFixture;
let browser: Browser;
let organizationId: number;
/** The alerts' owner, signed in: unsubscribe links stand for real alerts, made through the API. */
let owner: Page;

beforeAll(async () => {
  fixture = await startServerFixture();
  organizationId = fixture.server.bootstrap!.organizationId;
  browser = await launchChromium();
  const ownerUser = await createUser(fixture.server.db, { organizationId });
  owner = await guestPage();
  await signInThroughLogin(owner, fixture.server.url, ownerUser.email);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.stop();
});

/** Makes a query alert named `name` as the owner, through the API; answers its id. */
function makeAlert(name: string): Promise<number> {
  return owner.evaluate(async (alertName) => {
    const response = await fetch('/api/alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ type: 1, name: alertName, query: 'TAC=(solar)', schedule: { frequency: 'daily' } }),
    });
    if (response.status !== 201) throw new Error(`POST /api/alerts answered ${response.status}`);
    return (await response.json()).id as number;
  }, name);
}

/**
 * Mails one run of a new alert named `alertName` to the address (as .eml, the server has no SMTP) and answers the
 * alert's id and the mail's unsubscribe link.
 */
async function unsubscribeLinkFor(alertName: string, email: string): Promise<{ alertId: number; link: string }> {
  const alertId = await makeAlert(alertName);
  const user = await createUser(fixture.server.db, { organizationId, email });
  const before = (await readMails(fixture.mailDir)).length;
  await deliverAlertRunMail(fixture.server.app.ctx, {
    alertId,
    organizationId,
    alertName,
    alertType: 1,
    runKey: crypto.randomUUID(),
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-11-08T00:00:00Z'),
    total: 1,
    topResults: [{ ucid: 'EP-3000001-A1', title: 'Battery cell', applicants: ['Acme'], publicationDate: '2026-11-04' }],
    recipients: [{ email: user.email, userId: user.id }],
    mailEmptyRuns: false,
  });
  const mails = await readMails(fixture.mailDir);
  expect(mails).toHaveLength(before + 1);
  const link = findLink(mails.at(-1)!, '/unsubscribe?');
  expect(link).toBeDefined();
  return { alertId, link: link! };
}

async function guestPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

describe('the unsubscribe page of alert run mails', () => {
  it('lets a visitor who is not signed in confirm, then says it is done, also on a second visit', async () => {
    const { link } = await unsubscribeLinkFor('Solar cells', 'leaver@example.com');
    const page = await guestPage();
    await page.goto(link);
    expect(await screenHeading(page)).toBe('Unsubscribe from alert e-mails');
    await page.getByText('Stop sending the e-mails of the alert “Solar cells” to leaver@example.com?').waitFor();
    await expectAccessible(page, 'Unsubscribe (confirm)');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page
      .getByRole('status')
      .getByText('You will no longer receive mail for the alert “Solar cells” at leaver@example.com.', {
        exact: false,
      })
      .waitFor();
    await expectAccessible(page, 'Unsubscribe (done)');
    expect(new URL(page.url()).pathname).toBe('/unsubscribe');

    // The link still works afterwards, and says so instead of offering the button again.
    await page.reload();
    await page
      .getByRole('status')
      .getByText('no longer receive mail for the alert “Solar cells”', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the server’s message for a changed link, and asks for the whole link when the token is missing', async () => {
    const made = await unsubscribeLinkFor('Wind turbines', 'tamper@example.com');
    const link = new URL(made.link);
    const token = link.searchParams.get('token')!;
    link.searchParams.set('token', token.replace(/^\d+\./, `${made.alertId + 1}.`));
    const page = await guestPage();
    await page.goto(link.toString());
    expect(await screenHeading(page)).toBe('Unsubscribe from alert e-mails');
    await page.getByText('This unsubscribe link is not valid', { exact: false }).waitFor();
    await expectAccessible(page, 'Unsubscribe (bad link)');
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);

    await page.goto(`${fixture.server.url}/unsubscribe`);
    await page.getByText('The link has no token.', { exact: false }).waitFor();
    await page.context().close();
  });
});
