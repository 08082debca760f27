import { describe, expect, it } from 'vitest';
import { type AlertRunMailInput, alertRunMail, isEmptyRun } from './alert-run-mail';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const PUBLIC_URL = 'https://patents.example.com';

function input(overrides: Partial<AlertRunMailInput> = {}): AlertRunMailInput {
  return {
    alertId: 7,
    organizationId: 1,
    alertName: 'Competitor filings',
    alertType: 1,
    runKey: '4b0f5d3e-6a8c-4d1e-9f2a-1c3b5d7e9f00',
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: new Date('2026-11-08T00:00:00Z'),
    total: 1,
    topResults: [{ ucid: 'EP-1000000-A1', title: 'A widget', applicants: ['ACME'], publicationDate: '2026-11-04' }],
    recipients: [{ email: 'ann@example.com', userId: null }],
    mailEmptyRuns: false,
    ...overrides,
  };
}

const recipient = {
  email: 'ann@example.com',
  unsubscribeUrl: `${PUBLIC_URL}/unsubscribe?token=t`,
  oneClickUnsubscribeUrl: `${PUBLIC_URL}/api/alert-unsubscribe/one-click?token=t`,
};

describe('alertRunMail', () => {
  it('escapes titles, applicants, summaries and the alert name in the HTML part', () => {
    const mail = alertRunMail(
      input({
        alertName: 'Mine <img src=x onerror=alert(1)>',
        topResults: [
          {
            ucid: 'EP-1-A1',
            title: 'Widget <script>alert("x")</script> & co',
            applicants: ['"Quote" & <Sons>'],
            publicationDate: null,
          },
        ],
        changes: [{ ucid: 'EP-1-A1', kind: 'status', summary: '<b>dead</b>' }],
      }),
      recipient,
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>dead');
    expect(mail.html).toContain('Widget &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co');
    expect(mail.html).toContain('&#34;Quote&#34; &#38; &#60;Sons&#62;');
    // The plain-text part is not HTML: it keeps the title as written.
    expect(mail.text).toContain('Widget <script>alert("x")</script> & co');
  });

  it('keeps a newline in the alert name out of the subject', () => {
    const mail = alertRunMail(input({ alertName: 'Evil\r\nBcc: victim@example.com' }), recipient, PUBLIC_URL);
    expect(mail.subject).toBe('Evil Bcc: victim@example.com: 1 new result');
  });

  it('encodes document numbers in links and lists at most ten results', () => {
    const topResults = Array.from({ length: 12 }, (_, i) => ({
      ucid: `US-${i}/A B`,
      title: `Title ${i}`,
      applicants: [],
      publicationDate: null,
    }));
    const mail = alertRunMail(input({ total: 40, topResults }), recipient, PUBLIC_URL);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/patent/US-0%2FA%20B"`);
    expect(mail.html).toContain('Title 9');
    expect(mail.html).not.toContain('Title 10');
    expect(mail.text).toContain('The first 10 of 40:');
  });

  it('says how many changes a watched-patents run found', () => {
    const mail = alertRunMail(
      input({
        alertType: 2,
        total: 0,
        topResults: [],
        changes: [{ ucid: 'EP-1-B1', kind: 'legal_event', summary: 'Opposition filed' }],
      }),
      recipient,
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('Competitor filings: 1 change');
    expect(mail.text).toContain('EP-1-B1  Legal event: Opposition filed');
  });

  it('tells an empty run from one with results or changes', () => {
    expect(isEmptyRun({ total: 0 })).toBe(true);
    expect(isEmptyRun({ total: 0, changes: [] })).toBe(true);
    expect(isEmptyRun({ total: 1 })).toBe(false);
    expect(isEmptyRun({ total: 0, changes: [{ ucid: 'x', kind: 'status', summary: 'lapsed' }] })).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'test-secret';

  it('round-trip the alert and the address, lower-cased', () => {
    const token = createUnsubscribeToken(secret, { alertId: 42, email: 'Ann@Example.com' });
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ alertId: 42, email: 'ann@example.com' });
  });

  it('refuse another secret, another alert id, another address and a changed signature', () => {
    const token = createUnsubscribeToken(secret, { alertId: 42, email: 'ann@example.com' });
    const [, email, signature] = token.split('.');
    const otherEmail = Buffer.from('bob@example.com').toString('base64url');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken('another-secret', token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `43.${email}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `42.${otherEmail}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `42.${email}.${flipped}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `042.${email}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'not a token')).toBeNull();
  });
});
