import { loginPathFor } from '@app/shared';
import { i18n } from '../../i18n/i18n';
import { notify } from '../notifications/notify';
import { sessionExpiredNotice } from './sessionExpiredNotice';
import { sessionFailureAction } from './sessionFailureAction';

/** Set once a redirect is under way, so several failing calls in flight cause one toast and one redirect. */
let redirecting = false;

/**
 * Reacts to a 401/419 from any call (SPEC §4, §8): a full-page redirect to Login with the current path as the
 * `redirect` query, preceded by a warning for 419. A full page load (not a router navigation) drops every
 * cached answer of the old session.
 */
export function handleSessionFailure(status: 401 | 419, currentUserCall: boolean): void {
  const { pathname, search } = window.location;
  const action = sessionFailureAction(status, pathname, currentUserCall);
  if (action === 'ignore' || redirecting) return;
  redirecting = true;
  if (action === 'warnAndRedirect') {
    notify({ type: 'warning', title: i18n.t('session.expiredTitle'), message: i18n.t('session.expired') });
    sessionExpiredNotice.remember();
  }
  window.location.assign(loginPathFor(pathname + search));
}
