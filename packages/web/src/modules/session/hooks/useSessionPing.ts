import { ACTIVITY_PING_INTERVAL_MS } from '@app/shared';
import { useEffect } from 'react';
import { sessionApi } from '../api/sessionApi';

/**
 * While `active` (a signed-in screen is open), asks the server every ACTIVITY_PING_INTERVAL_MS and whenever the tab
 * becomes visible again whether the session still holds. A session ended elsewhere (the user deactivated, "sign out
 * everywhere else", a password change, idling) then sends the page to sign-in without the user touching it: the
 * ping's 401/419 goes through apiRequest's session handling like any call's. A hidden tab skips its pings and asks
 * once it is looked at again, so background tabs cost nothing.
 */
export function useSessionPing(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ping = () => {
      if (document.visibilityState === 'hidden') return;
      // Network failures are not a verdict on the session; the next ping asks again.
      sessionApi.ping().catch(() => undefined);
    };
    const timer = window.setInterval(ping, ACTIVITY_PING_INTERVAL_MS);
    document.addEventListener('visibilitychange', ping);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ping);
    };
  }, [active]);
}
