import { createUser, deliverAlertRunMail, findLink, readMails } from '@app/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, screenHeading } from './browser.ts';
import { type ServerFixture, startServerFixture } from './server-fixture.ts';

let fixture: ServerFixture;
let browser: Browser;
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

/** Mails one run of alert `alertId` to the address (as .eml, the server has no SMTP) and answers its unsubscribe link. */
async function unsubscribeLinkFor(alertId: number, email: string): Promise<string> {
  const user = await createUser(fixture.server.db, { organizationId, email });
  const before = (await readMails(fixture.mailDir)).length;
  await deliverAlertRunMail(fixture.server.app.ctx, {
    alertId,
    organizationId,
    alertName: 'Battery competitors',
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
  return link!;
}

async function guestPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

describe('the unsubscribe page of alert run mails', () => {
  it('lets a visitor who is not signed in confirm, then says it is done, also on a second visit', async () => {
    const link = await unsubscribeLinkFor(501, 'leaver@example.com');
    const page = await guestPage();
    await page.goto(link);
    expect(await screenHeading(page)).toBe('Unsubscribe from alert e-mails');
    await page.getByText('Stop sending the e-mails of alert 501 to leaver@example.com?').waitFor();
    await expectAccessible(page, 'Unsubscribe (confirm)');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page
      .getByRole('status')
      .getByText('leaver@example.com no longer receives the e-mails of alert 501.', {
        exact: false,
      })
      .waitFor();
    await expectAccessible(page, 'Unsubscribe (done)');
    expect(new URL(page.url()).pathname).toBe('/unsubscribe');

    // The link still works afterwards, and says so instead of offering the button again.
    await page.reload();
    await page.getByRole('status').getByText('no longer receives', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the server’s message for a changed link, and asks for the whole link when the token is missing', async () => {
    const link = new URL(await unsubscribeLinkFor(502, 'tamper@example.com'));
    const token = link.searchParams.get('token')!;
    link.searchParams.set('token', token.replace(/^502\./, '503.'));
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
