import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../modules/session/hooks/useCurrentUser';
import { useSessionPing } from '../modules/session/hooks/useSessionPing';
import { viewerFromUser } from '../modules/session/utils/viewerFromUser';
import { NotFound } from '../ui/NotFound';
import { AppLayout } from './AppLayout';
import { FullPageLoader } from './FullPageLoader';
import { GuestLayout } from './GuestLayout';
import { guardDecision } from './guardDecision';
import { PopoutLayout } from './PopoutLayout';
import { PublicLayout } from './PublicLayout';
import { RouteLoadingBar } from './RouteLoadingBar';
import { UserLoadError } from './UserLoadError';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Wraps every route (SPEC §2 "Behaviour on entering a route"): loads the current user once, asks the shared
 * `resolveRoute` what this viewer may see here, and then redirects, shows NotFound in place (the URL stays),
 * or shows the screen inside the frame that suits it.
 */
export function RouteGuard() {
  const location = useLocation();
  const { data: user, isError, refetch } = useCurrentUser();
  // `undefined` until the first answer; `null` is a guest.
  const known = user !== undefined;
  const viewer = useMemo(() => (user ? viewerFromUser(user) : null), [user]);
  const decision = useMemo(
    () => (known ? guardDecision(location.pathname, location.search, viewer) : null),
    [known, location.pathname, location.search, viewer],
  );
  useDocumentTitle(decision);
  // Every screen of a signed-in visitor asks; where a failed call is not sent to sign-in (the guest screens), the
  // ping's failure is not either (sessionFailureAction).
  useSessionPing(Boolean(user));

  if (!decision) return isError ? <UserLoadError onRetry={() => void refetch()} /> : <FullPageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const screen = decision.kind === 'page' ? <Outlet /> : <NotFound />;
  const loadsData = decision.kind === 'page' && decision.loadsData;
  const loadingBar = <RouteLoadingBar loadsData={loadsData} />;
  switch (decision.layout) {
    case 'app':
      return user ? (
        <AppLayout user={user} loadingBar={loadingBar}>
          {screen}
        </AppLayout>
      ) : null;
    case 'guest':
      return <GuestLayout loadingBar={loadingBar}>{screen}</GuestLayout>;
    case 'public':
      return <PublicLayout loadingBar={loadingBar}>{screen}</PublicLayout>;
    case 'popout':
      return <PopoutLayout loadingBar={loadingBar}>{screen}</PopoutLayout>;
  }
}
