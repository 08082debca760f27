import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token for cookies and e-mailed links: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token: its sha256 in hex, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
