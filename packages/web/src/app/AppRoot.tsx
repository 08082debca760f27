import { AppModalsProvider } from './modals/AppModalsProvider';
import { AppNotifications } from './notifications/AppNotifications';
import { RouteGuard } from './RouteGuard';
import { useUserLocale } from './useUserLocale';

/**
 * The root route's component. The toast area and modal stack live inside the router so their content may
 * use links; the guard below renders every screen.
 */
export function AppRoot() {
  useUserLocale();
  return (
    <AppModalsProvider>
      <AppNotifications />
      <RouteGuard />
    </AppModalsProvider>
  );
}
