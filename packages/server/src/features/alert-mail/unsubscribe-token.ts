import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@app/shared';

/** Who a token lets leave which alert's mails. */
export type UnsubscribeTarget = { alertId: number; email: string };

/** Keeps these MACs apart from any other value signed with the same secret. */
const PURPOSE = 'alert-unsubscribe';

function mac(secret: string, target: UnsubscribeTarget): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${target.alertId}\n${target.email}`).digest();
}

/**
 * `<alertId>.<address, base64url>.<HMAC-SHA256, base64url>`: it carries what it stands for, so checking it needs
 * the secret only, no stored row. It never expires: an unsubscribe link in an old mail should still work.
 */
export function createUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  // Addresses compare case-blind everywhere (users.email is stored lower case), so tokens do too.
  const email = normalizeEmail(target.email);
  const signature = mac(secret, { alertId: target.alertId, email });
  return `${target.alertId}.${Buffer.from(email).toString('base64url')}.${signature.toString('base64url')}`;
}

const TOKEN_SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

/** What a genuine token stands for; null for anything malformed or not signed with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  if (!Number.isSafeInteger(alertId) || alertId > 2_147_483_647) return null;
  const email = Buffer.from(match[2] ?? '', 'base64url').toString('utf8');
  // The address must round-trip, so two spellings of one token cannot both be valid.
  if (email === '' || Buffer.from(email).toString('base64url') !== match[2]) return null;
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = mac(secret, { alertId, email });
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { alertId, email };
}
