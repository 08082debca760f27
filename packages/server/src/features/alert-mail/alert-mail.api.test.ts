import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertUnsubscriptions } from '../../db/alert-mail-tables';
import { alerts } from '../../db/alert-tables';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createOrganization, createUser } from '../../test/factories';
import { type ReceivedMail, startSmtpTestServer } from '../../test/smtp-test-server';
import { insertAlert } from '../alerts/alerts.repository';
import { deliverAlertRunMail } from './alert-mail.service';
import type { AlertRunMailInput } from './alert-run-mail';

const PUBLIC_URL = 'https://patents.example.com';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let organizationId: number;
let alertOwnerId: number;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ publicUrl: PUBLIC_URL, smtpUrl: smtp.url });
  organizationId = (await createOrganization(t.db)).id;
  alertOwnerId = (await createUser(t.db, { organizationId })).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const TOP_RESULTS = [
  {
    ucid: 'EP-3000001-A1',
    title: 'Battery cell with <cooling> channels',
    applicants: ['Acme Energy GmbH', 'Volt & Sons'],
    publicationDate: '2026-11-04',
  },
  { ucid: 'US-20260123456-A1', title: 'Electrode coating method', applicants: ['Beta Corp'], publicationDate: null },
];

/** A run of a new alert of its own (unsubscriptions belong to a real alert), as its mail is given it. */
async function run(overrides: Partial<AlertRunMailInput> = {}): Promise<AlertRunMailInput> {
  const alert = await insertAlert(t.db, {
    userId: alertOwnerId,
    type: 1,
    name: overrides.alertName ?? 'Battery competitors',
    query: 'TAC=(battery)',
    filters: { filtersToApply: {}, filtersToExclude: {} },
    schedule: { frequency: 'weekly', weekday: 0, day_of_month: null, hour: 0 },
    recipients: { user_ids: [], emails: [] },
  });
  return {
    alertId: alert.id,
    organizationId,
    alertName: alert.name,
    alertType: 1,
    runKey: crypto.randomUUID(),
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-11-08T00:00:00Z'),
    total: 27,
    topResults: TOP_RESULTS,
    recipients: [],
    mailEmptyRuns: false,
    ...overrides,
  };
}

/** Delivers a run and answers the mails the SMTP server received for it. */
async function deliver(input: AlertRunMailInput): Promise<{ sent: number; skipped: number; mails: ReceivedMail[] }> {
  const before = smtp.received.length;
  const counts = await deliverAlertRunMail(t.ctx, input);
  return { ...counts, mails: smtp.received.slice(before) };
}

function mailTo(mails: ReceivedMail[], email: string): ReceivedMail {
  const found = mails.find((m) => m.rcptTo.includes(email));
  if (!found) throw new Error(`no mail to ${email} among ${mails.flatMap((m) => m.rcptTo).join(', ')}`);
  return found;
}

function hrefs(mail: ReceivedMail): string[] {
  return [...String(mail.mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&#38;', '&'));
}

function header(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\s+/g, ' ')
    .trim();
}

function unsubscribeToken(mail: ReceivedMail): string {
  const link = hrefs(mail).find((h) => h.startsWith(`${PUBLIC_URL}/unsubscribe?`));
  if (!link) throw new Error('no unsubscribe link');
  return new URL(link).searchParams.get('token')!;
}

const checkToken = (token: string) =>
  t.request({ method: 'GET', url: `/api/alert-unsubscribe?token=${encodeURIComponent(token)}` });
const unsubscribe = (token: string) => t.request({ method: 'POST', url: '/api/alert-unsubscribe', body: { token } });

describe('alert run mail over SMTP', () => {
  it('mails each recipient the top results, the run link and document links, as HTML and plain text', async () => {
    const owner = await createUser(t.db, { organizationId, email: 'owner@example.com' });
    const input = await run({
      recipients: [
        { email: owner.email, userId: owner.id },
        { email: 'Outside.Reader@Example.com', userId: null },
      ],
    });
    const { sent, skipped, mails } = await deliver(input);
    expect({ sent, skipped }).toEqual({ sent: 2, skipped: 0 });
    expect(mails.flatMap((m) => m.rcptTo).sort()).toEqual(['outside.reader@example.com', 'owner@example.com']);

    const mail = mailTo(mails, 'owner@example.com');
    expect(mail.mail.subject).toBe('Battery competitors: 27 new results');
    expect(mail.mail.to).toMatchObject({ value: [{ address: 'owner@example.com' }] });
    const html = String(mail.mail.html);
    expect(html).toContain('Battery cell with &#60;cooling&#62; channels');
    expect(html).toContain('Acme Energy GmbH; Volt &#38; Sons');
    expect(html).toContain('2026-11-04');
    expect(mail.mail.text).toContain('Battery cell with <cooling> channels');
    expect(mail.mail.text).toContain('Electrode coating method');
    expect(mail.mail.text).toContain('The first 2 of 27:');

    const runUrl = `${PUBLIC_URL}/alert_runs/${input.runKey}`;
    const links = hrefs(mail);
    expect(links).toContain(runUrl);
    expect(links).toContain(`${PUBLIC_URL}/patent/EP-3000001-A1`);
    expect(links).toContain(`${PUBLIC_URL}/patent/US-20260123456-A1`);
    expect(mail.mail.text).toContain(runUrl);
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/patent/EP-3000001-A1`);

    // Each copy has its own unsubscribe link, also in the text part and the List-Unsubscribe headers.
    const token = unsubscribeToken(mail);
    expect(unsubscribeToken(mailTo(mails, 'outside.reader@example.com'))).not.toBe(token);
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${token}`);
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/alert-unsubscribe/one-click?token=${encodeURIComponent(token)}>`,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes through the link without a session, after which the next run skips that address', async () => {
    const reader = await createUser(t.db, { organizationId });
    const colleague = await createUser(t.db, { organizationId });
    const input = await run({
      recipients: [
        { email: reader.email, userId: reader.id },
        { email: colleague.email, userId: colleague.id },
      ],
    });
    const first = await deliver(input);
    expect(first.sent).toBe(2);
    const token = unsubscribeToken(mailTo(first.mails, reader.email));

    const check = await checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      alert_id: input.alertId,
      alert_name: 'Battery competitors',
      email: reader.email,
      unsubscribed: false,
    });

    const done = await unsubscribe(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      alert_id: input.alertId,
      alert_name: 'Battery competitors',
      email: reader.email,
      unsubscribed: true,
    });
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await checkToken(token)).json()).toMatchObject({ unsubscribed: true });

    const second = await deliver({ ...input, runKey: crypto.randomUUID() });
    expect({ sent: second.sent, skipped: second.skipped }).toEqual({ sent: 1, skipped: 1 });
    expect(second.mails.flatMap((m) => m.rcptTo)).toEqual([colleague.email]);

    // Leaving one alert's mails leaves the others alone.
    const other = await deliver(await run({ recipients: [{ email: reader.email, userId: reader.id }] }));
    expect(other.mails.flatMap((m) => m.rcptTo)).toEqual([reader.email]);
  });

  it('tells only the alert’s name; once the alert’s row is gone the link says so and its unsubscriptions went too', async () => {
    const input = await run({ alertName: 'Solar cells', recipients: [{ email: 'leaver@example.com', userId: null }] });
    const token = unsubscribeToken((await deliver(input)).mails[0]!);
    expect((await unsubscribe(token)).json()).toEqual({
      alert_id: input.alertId,
      alert_name: 'Solar cells',
      email: 'leaver@example.com',
      unsubscribed: true,
    });
    const stored = () =>
      t.db.select().from(alertUnsubscriptions).where(eq(alertUnsubscriptions.alertId, input.alertId));
    expect(await stored()).toHaveLength(1);

    // Removing an account removes its alerts, and the foreign key takes their unsubscriptions along.
    await t.db.delete(alerts).where(eq(alerts.id, input.alertId));
    expect(await stored()).toEqual([]);
    const gone = { alert_id: input.alertId, alert_name: null, email: 'leaver@example.com', unsubscribed: true };
    const check = await checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual(gone);
    const again = await unsubscribe(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(gone);
    expect(await stored()).toEqual([]);
  });

  it('takes a mail program’s one-click POST (form body, no header, no session) to the List-Unsubscribe URL', async () => {
    const input = await run({ recipients: [{ email: 'one-click@example.com', userId: null }] });
    const [mail] = (await deliver(input)).mails;
    const url = new URL(header(mail!, 'List-Unsubscribe')!.slice(1, -1));
    const response = await t.request({
      method: 'POST',
      url: url.pathname + url.search,
      noXhrHeader: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await deliver(input)).sent).toBe(0);
  });

  it('answers 400 to a tampered or foreign token, and 422 without one', async () => {
    const input = await run({ recipients: [{ email: 'victim@example.com', userId: null }] });
    const token = unsubscribeToken((await deliver(input)).mails[0]!);
    const [alertId, email, signature] = token.split('.');
    const forged = [
      `${Number(alertId) + 1}.${email}.${signature}`,
      `${alertId}.${Buffer.from('someone-else@example.com').toString('base64url')}.${signature}`,
      `${alertId}.${email}.${signature!.slice(0, -2)}AA`,
      'garbage',
    ];
    for (const bad of forged) {
      for (const response of [await checkToken(bad), await unsubscribe(bad)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'ALERT_UNSUBSCRIBE_TOKEN_INVALID',
          message: expect.stringContaining('unsubscribe link is not valid'),
        });
      }
    }
    const oneClick = await t.request({
      method: 'POST',
      url: `/api/alert-unsubscribe/one-click?token=${encodeURIComponent(forged[0]!)}`,
      noXhrHeader: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/alert-unsubscribe' })).statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/alert-unsubscribe', body: {} })).statusCode).toBe(422);
    // Nothing forged took effect: the address still gets the alert's mail.
    expect((await deliver(input)).sent).toBe(1);
  });

  it('still wants the XMLHttpRequest header on the SPA’s own unsubscribe call', async () => {
    const input = await run({ recipients: [{ email: 'csrf@example.com', userId: null }] });
    const token = unsubscribeToken((await deliver(input)).mails[0]!);
    const response = await t.request({
      method: 'POST',
      url: '/api/alert-unsubscribe',
      body: { token },
      noXhrHeader: true,
    });
    expect(response.statusCode).toBe(403);
    expect((await checkToken(token)).json()).toMatchObject({ unsubscribed: false });
  });

  it('skips deactivated accounts, accounts of another organisation and repeated addresses', async () => {
    const active = await createUser(t.db, { organizationId });
    const deactivated = await createUser(t.db, { organizationId, deactivated: true });
    const elsewhere = await createUser(t.db, { organizationId: (await createOrganization(t.db)).id });
    const { sent, skipped, mails } = await deliver(
      await run({
        recipients: [
          { email: active.email, userId: active.id },
          { email: active.email.toUpperCase(), userId: null },
          { email: deactivated.email, userId: deactivated.id },
          { email: elsewhere.email, userId: elsewhere.id },
          { email: 'ghost@example.com', userId: 999_999 },
        ],
      }),
    );
    expect({ sent, skipped }).toEqual({ sent: 1, skipped: 4 });
    expect(mails.flatMap((m) => m.rcptTo)).toEqual([active.email]);
  });

  it('does not mail an empty run unless the alert asks for empty runs', async () => {
    const empty = await run({ total: 0, topResults: [], recipients: [{ email: 'empty@example.com', userId: null }] });
    expect(await deliver(empty)).toEqual({ sent: 0, skipped: 1, mails: [] });
    const asked = await deliver({ ...empty, mailEmptyRuns: true });
    expect(asked.sent).toBe(1);
    expect(asked.mails[0]!.mail.subject).toBe('Battery competitors: 0 new results');

    // A watched-patents run with changes but no results is not empty.
    const changes = await deliver({
      ...empty,
      alertType: 2,
      changes: [{ ucid: 'EP-3000001-B1', kind: 'legal_event', summary: 'Opposition filed' }],
    });
    expect(changes.sent).toBe(1);
    expect(changes.mails[0]!.mail.text).toContain('EP-3000001-B1  Legal event: Opposition filed');
    expect(hrefs(changes.mails[0]!)).toContain(`${PUBLIC_URL}/patent/EP-3000001-B1`);
  });

  it('rate-limits unsubscribe calls per client address', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 30; i++) {
      const response = await t.request({
        method: 'GET',
        url: '/api/alert-unsubscribe?token=x',
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.request({ method: 'GET', url: '/api/alert-unsubscribe?token=x', remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
  });
});
