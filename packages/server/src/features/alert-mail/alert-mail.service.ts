import { type AlertUnsubscribeInfo, AppError, normalizeEmail } from '@app/shared';
import type { AppContext } from '../../context';
import {
  alertNameOf,
  insertAlertUnsubscription,
  listRecipientAccounts,
  listUnsubscribedEmails,
} from './alert-mail.repository';
import { type AlertRunMailInput, alertRunMail, isEmptyRun } from './alert-run-mail';
import { createUnsubscribeToken, type UnsubscribeTarget, verifyUnsubscribeToken } from './unsubscribe-token';

/** The SPA page an unsubscribe link opens (shared route table: AlertUnsubscribe). */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Where mail programs POST their one-click unsubscribe (RFC 8058). */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/alert-unsubscribe/one-click?token=${encodeURIComponent(token)}`;
}

/**
 * The addresses that get this run's mail: each once, and not those who unsubscribed from the alert, nor accounts
 * that are deactivated or belong to another organisation than the alert's (a run's results are that organisation's).
 * An account is mailed at its current address, whatever address the recipient list still holds.
 */
async function deliverableAddresses(ctx: AppContext, input: AlertRunMailInput): Promise<string[]> {
  const userIds = [...new Set(input.recipients.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const accounts = new Map((await listRecipientAccounts(ctx.db, userIds)).map((a) => [a.id, a]));
  const addresses = new Set<string>();
  for (const recipient of input.recipients) {
    if (recipient.userId === null) {
      const email = normalizeEmail(recipient.email);
      if (email.includes('@')) addresses.add(email);
      continue;
    }
    const account = accounts.get(recipient.userId);
    if (!account || account.deactivatedAt !== null || account.organizationId !== input.organizationId) continue;
    addresses.add(account.email);
  }
  const unsubscribed = new Set(await listUnsubscribedEmails(ctx.db, input.alertId, [...addresses]));
  return [...addresses].filter((email) => !unsubscribed.has(email));
}

/**
 * Mails one finished run to its recipients, one message each (every copy carries its own unsubscribe link).
 * An empty run is not mailed unless the alert asks for it. `skipped` counts recipients left out for any reason.
 * Rejects if a delivery fails, so the job that called it fails and is retried.
 */
export async function deliverAlertRunMail(
  ctx: AppContext,
  input: AlertRunMailInput,
): Promise<{ sent: number; skipped: number }> {
  if (isEmptyRun(input) && !input.mailEmptyRuns) return { sent: 0, skipped: input.recipients.length };
  const addresses = await deliverableAddresses(ctx, input);
  for (const email of addresses) {
    const token = createUnsubscribeToken(ctx.secret, { alertId: input.alertId, email });
    const message = alertRunMail(
      input,
      {
        email,
        unsubscribeUrl: unsubscribePageUrl(ctx.publicUrl, token),
        oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(ctx.publicUrl, token),
      },
      ctx.publicUrl,
    );
    await ctx.mailer.send(message);
  }
  return { sent: addresses.length, skipped: input.recipients.length - addresses.length };
}

function targetOf(ctx: AppContext, token: string): UnsubscribeTarget {
  const target = verifyUnsubscribeToken(ctx.secret, token);
  if (!target) throw new AppError('ALERT_UNSUBSCRIBE_TOKEN_INVALID');
  return target;
}

/**
 * What an unsubscribe link stands for, with the alert's name (the mail said it already; nothing else of the alert
 * is shown to a visitor without a session); 400 when it was not made by us. An alert whose row is gone mails no
 * one, so its address counts as unsubscribed.
 */
export async function checkUnsubscribeToken(ctx: AppContext, token: string): Promise<AlertUnsubscribeInfo> {
  const target = targetOf(ctx, token);
  const name = await alertNameOf(ctx.db, target.alertId);
  const [done] = name === undefined ? [] : await listUnsubscribedEmails(ctx.db, target.alertId, [target.email]);
  return infoOf(target, name, name === undefined || done !== undefined);
}

/** Takes the address off the alert's mails; asking twice is fine. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<AlertUnsubscribeInfo> {
  const target = targetOf(ctx, token);
  await insertAlertUnsubscription(ctx.db, { ...target, createdAt: ctx.now() });
  return infoOf(target, await alertNameOf(ctx.db, target.alertId), true);
}

function infoOf(target: UnsubscribeTarget, name: string | undefined, unsubscribed: boolean): AlertUnsubscribeInfo {
  return { alert_id: target.alertId, alert_name: name ?? null, email: target.email, unsubscribed };
}
