import { fillPath } from '@app/shared';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/templates';

/** Most results a run mail lists; the run's page has the rest. */
export const ALERT_MAIL_TOP_RESULTS = 10;
/** Most watched-patent changes a run mail lists. */
export const ALERT_MAIL_CHANGES = 50;

export type AlertRunChangeKind = 'family_member' | 'legal_event' | 'forward_citation' | 'status';

/**
 * One finished alert run, as the alerts feature hands it over for mailing. Recipients are the owner and the chosen
 * people; `userId` is null for an address without an account.
 */
export type AlertRunMailInput = {
  alertId: number;
  organizationId: number;
  alertName: string;
  /** SPEC §9: 1 query alert, 2 watched patents, 3 workflow alert. */
  alertType: 1 | 2 | 3;
  /** The run's uuid; its page is /alert_runs/{runKey}. */
  runKey: string;
  periodStart: Date;
  periodEnd: Date;
  total: number;
  /** The best results first; the mail lists at most ALERT_MAIL_TOP_RESULTS. */
  topResults: { ucid: string; title: string; applicants: string[]; publicationDate: string | null }[];
  /** Watched-patent changes (type 2). */
  changes?: { ucid: string; kind: AlertRunChangeKind; summary: string }[];
  recipients: { email: string; userId: number | null }[];
  /** Mail a run with nothing in it too (off by default: an empty mail every day teaches people to ignore them). */
  mailEmptyRuns: boolean;
};

/** The addressee of one copy: the address and the links only they may use. */
export type AlertMailRecipient = { email: string; unsubscribeUrl: string; oneClickUnsubscribeUrl: string };

const TYPE_LABELS: Record<AlertRunMailInput['alertType'], string> = {
  1: 'Query alert',
  2: 'Watched patents',
  3: 'Workflow alert',
};

const CHANGE_LABELS: Record<AlertRunChangeKind, string> = {
  family_member: 'New family member',
  legal_event: 'Legal event',
  forward_citation: 'New forward citation',
  status: 'Status change',
};

/** Whether a run has anything to tell. */
export function isEmptyRun(input: Pick<AlertRunMailInput, 'total' | 'changes'>): boolean {
  return input.total === 0 && (input.changes?.length ?? 0) === 0;
}

/** The page of one document in the app (SPEC §2 /patent/{ucid}). */
export function documentUrl(publicUrl: string, ucid: string): string {
  return publicUrl + fillPath('/patent/:ucid', { ucid });
}

/** The page of one run's results (SPEC §2 /alert_runs/{uuid}). */
export function alertRunUrl(publicUrl: string, runKey: string): string {
  return publicUrl + fillPath('/alert_runs/:uuid', { uuid: runKey });
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** One line of header text: control characters (a newline in a name) would break the header or the layout. */
function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to take out.
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

function headline(input: AlertRunMailInput): string {
  const changes = input.changes?.length ?? 0;
  if (input.alertType === 2) return plural(changes, 'change', 'changes');
  if (input.alertType === 3) return `${plural(input.total, 'result', 'results')} to review`;
  return plural(input.total, 'new result', 'new results');
}

/**
 * The mail of one alert run to one recipient: the top results (each linking to its document), the watched-patent
 * changes, a link to the whole run and an unsubscribe link made for this address. Every value from the alert or the
 * documents is escaped; URLs are built from encoded parts.
 */
export function alertRunMail(input: AlertRunMailInput, recipient: AlertMailRecipient, publicUrl: string): MailMessage {
  const name = oneLine(input.alertName) || `Alert ${input.alertId}`;
  const runUrl = alertRunUrl(publicUrl, input.runKey);
  const period = `${day(input.periodStart)} to ${day(input.periodEnd)}`;
  const results = input.topResults.slice(0, ALERT_MAIL_TOP_RESULTS);
  const changes = (input.changes ?? []).slice(0, ALERT_MAIL_CHANGES);
  const moreChanges = (input.changes?.length ?? 0) - changes.length;
  const summary = `${TYPE_LABELS[input.alertType]} "${name}": ${headline(input)} (${period}).`;
  const resultsIntro =
    results.length === 0
      ? ''
      : results.length < input.total
        ? `The first ${results.length} of ${input.total.toLocaleString('en-US')}:`
        : 'Results:';
  const footer = `You receive this because you are a recipient of the alert "${name}".`;

  const text = [
    summary,
    '',
    ...(resultsIntro ? [resultsIntro, ''] : []),
    ...results.flatMap((r) => [
      `${r.ucid}  ${oneLine(r.title)}`,
      `  ${[r.applicants.map(oneLine).join('; '), r.publicationDate].filter(Boolean).join(' | ')}`,
      `  ${documentUrl(publicUrl, r.ucid)}`,
      '',
    ]),
    ...(changes.length > 0 ? ['Changes:', ''] : []),
    ...changes.map((c) => `${c.ucid}  ${CHANGE_LABELS[c.kind]}: ${oneLine(c.summary)}`),
    ...(moreChanges > 0 ? [`... and ${moreChanges} more on the run's page.`] : []),
    ...(changes.length > 0 ? [''] : []),
    `Open the run: ${runUrl}`,
    '',
    '--',
    footer,
    `Unsubscribe from this alert's e-mails: ${recipient.unsubscribeUrl}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const resultRows = results
    .map(
      (r) => `<tr>
<td style="padding: 4px 8px; white-space: nowrap"><a href="${e(documentUrl(publicUrl, r.ucid))}">${e(r.ucid)}</a></td>
<td style="padding: 4px 8px">${e(r.title)}</td>
<td style="padding: 4px 8px">${e(r.applicants.join('; '))}</td>
<td style="padding: 4px 8px; white-space: nowrap">${e(r.publicationDate ?? '')}</td>
</tr>`,
    )
    .join('\n');
  const resultTable =
    results.length === 0
      ? ''
      : `<p>${e(resultsIntro)}</p>
<table style="border-collapse: collapse">
<thead><tr><th align="left">Number</th><th align="left">Title</th><th align="left">Applicants</th><th align="left">Published</th></tr></thead>
<tbody>
${resultRows}
</tbody>
</table>`;
  const changeList =
    changes.length === 0
      ? ''
      : `<p>Changes:</p>
<ul>
${changes.map((c) => `<li><a href="${e(documentUrl(publicUrl, c.ucid))}">${e(c.ucid)}</a> ${e(CHANGE_LABELS[c.kind])}: ${e(c.summary)}</li>`).join('\n')}
</ul>${moreChanges > 0 ? `\n<p>... and ${moreChanges} more on the run's page.</p>` : ''}`;

  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${e(summary)}</p>
${resultTable}
${changeList}
<p><a href="${e(runUrl)}">Open the run</a></p>
<p style="color: #666; font-size: small">${e(footer)}<br>
<a href="${e(recipient.unsubscribeUrl)}">Unsubscribe from this alert's e-mails</a></p>
</body></html>`;

  return {
    to: recipient.email,
    subject: `${name}: ${headline(input)}`,
    text,
    html,
    // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button and may POST to the URL in one click.
    headers: {
      'List-Unsubscribe': `<${recipient.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
