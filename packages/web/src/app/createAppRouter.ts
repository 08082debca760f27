import { ROUTES } from '@app/shared';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { buildRouteObjects } from './buildRouteObjects';
import { FullPageLoader } from './FullPageLoader';
import { RouteError } from './RouteError';
import { routeComponents } from './routeComponents';

const loadNotAvailableYet = () => import('../pages/NotAvailableYet').then((m) => m.NotAvailableYet);

/** The data router: one root (providers + guard) whose children come from the shared route table. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: AppRoot,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteError,
      children: buildRouteObjects(ROUTES, (name) => routeComponents[name] ?? loadNotAvailableYet),
    },
  ]);
}
