// What a finished run hands on: the watched patents' changes summarised for people, and the run's mail to its owner
// and recipients (features/alert-mail), with the first results read from the index.

import { formatYyyymmdd, type WatchedChange } from '@app/shared';
import type { AppContext } from '../../context';
import { deliverAlertRunMail } from '../alert-mail/alert-mail.service';
import { ALERT_MAIL_TOP_RESULTS, type AlertRunMailInput } from '../alert-mail/alert-run-mail';
import type { UserRecord } from '../users/users.repository';
import type { AlertRow, AlertRunRow } from './alerts.repository';

type StoredDoc = Record<string, unknown>;

/** A by-language field's text: English first, then any. */
function textOf(doc: StoredDoc, field: string): string | null {
  const byLanguage = doc[field];
  if (!byLanguage || typeof byLanguage !== 'object') return null;
  const texts = byLanguage as Record<string, unknown>;
  const value = texts.en ?? Object.values(texts)[0];
  return typeof value === 'string' && value !== '' ? value : null;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** One line a person reads in the mail for a change. */
export function changeSummary(change: WatchedChange): string {
  switch (change.kind) {
    case 'family_member':
      return `New family member ${change.detail}`;
    case 'forward_citation':
      return `Newly cited by ${change.detail}`;
    case 'legal_event': {
      const { category, description, code, date } = change.detail;
      const what = category === 'other' ? 'Legal event' : category[0]!.toUpperCase() + category.slice(1);
      return `${what}: ${description || code} (${code}, ${formatYyyymmdd(date) ?? date})`;
    }
    case 'status':
      return `Status changed from ${change.detail.from} to ${change.detail.to}`;
  }
}

/** The run's first results as the mail lists them. */
async function topResults(ctx: AppContext, ucids: readonly string[]): Promise<AlertRunMailInput['topResults']> {
  const first = ucids.slice(0, ALERT_MAIL_TOP_RESULTS);
  if (first.length === 0) return [];
  const result = await ctx.patents.search({
    documents: first,
    rows: first.length,
    fl: ['titles', 'assignees_name_original', 'assignees_name_probable', 'publicationdate'],
  });
  const byUcid = new Map(result.hits.map((hit) => [hit.ucid, hit.fields as StoredDoc]));
  return first.map((ucid) => {
    const doc = byUcid.get(ucid) ?? {};
    const applicants = stringsOf(doc.assignees_name_original);
    return {
      ucid,
      title: textOf(doc, 'titles') ?? ucid,
      applicants: applicants.length > 0 ? applicants : stringsOf(doc.assignees_name_probable),
      publicationDate: formatYyyymmdd(doc.publicationdate),
    };
  });
}

/** Mails a finished run to the owner and the alert's recipients (users of the organisation, and other addresses). */
export async function mailFinishedRun(
  ctx: AppContext,
  alert: AlertRow,
  run: AlertRunRow,
  owner: UserRecord,
  ucids: readonly string[],
  changes: readonly WatchedChange[],
): Promise<{ sent: number; skipped: number }> {
  const recipients: AlertRunMailInput['recipients'] = [
    { email: owner.email, userId: owner.id },
    ...alert.recipients.user_ids.map((userId) => ({ email: '', userId })),
    ...alert.recipients.emails.map((email) => ({ email, userId: null })),
  ];
  return deliverAlertRunMail(ctx, {
    alertId: alert.id,
    organizationId: owner.organizationId ?? 0,
    alertName: alert.name,
    alertType: alert.type as 1 | 2 | 3,
    runKey: run.key,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    total: ucids.length,
    topResults: await topResults(ctx, ucids),
    changes: changes.map((change) => ({ ucid: change.ucid, kind: change.kind, summary: changeSummary(change) })),
    recipients,
    mailEmptyRuns: alert.mailEmptyRuns,
  });
}
