import { findRoute } from '@app/shared';

/** What the client does about a 401 or 419 answer (SPEC §4 Session, §8). */
export type SessionFailureAction = 'ignore' | 'redirect' | 'warnAndRedirect';

/**
 * Decides how a 401/419 is handled, given where the visitor is.
 * - On a guest-only screen (Login, password screens) nothing happens: the visitor is already where a redirect
 *   would send them, and a redirect would wipe the form they are filling in.
 * - The current-user call (GET /api/user) reports "not signed in" to the route guard instead: a 401 is simply a
 *   guest, and a 419 only redirects on screens that need sign-in (open and share screens work for guests).
 * - Otherwise 419 warns and redirects, 401 redirects.
 */
export function sessionFailureAction(
  status: 401 | 419,
  pathname: string,
  currentUserCall: boolean,
): SessionFailureAction {
  const access = findRoute(pathname)?.route.access;
  if (access === 'guest') return 'ignore';
  if (currentUserCall && (status === 401 || access !== 'auth')) return 'ignore';
  return status === 419 ? 'warnAndRedirect' : 'redirect';
}
