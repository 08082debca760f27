import { NOT_FOUND_ROUTE_NAME, type RouteDef } from '@app/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/routes/RouteHandle';

/** Loads the component of one screen (a dynamic import, so each screen is its own chunk). */
type LoadComponent = () => Promise<ComponentType>;

/**
 * Router children built from the shared route table, in its order, plus the catch-all. Components load
 * through the router's `lazy`, so a navigation waits for its chunk with the old screen still shown (and the
 * loading bar on) instead of flashing a fallback. Access is not decided here: RouteGuard does that with
 * `resolveRoute`, the same function the server's route matrix test uses.
 */
export function buildRouteObjects(
  routes: readonly RouteDef[],
  loadComponent: (name: string) => LoadComponent,
): RouteObject[] {
  const screens = routes.map((route) => screenRoute(route.path, route.name, loadComponent(route.name)));
  return [...screens, screenRoute('*', NOT_FOUND_ROUTE_NAME, loadComponent(NOT_FOUND_ROUTE_NAME))];
}

function screenRoute(path: string, routeName: string, load: LoadComponent): RouteObject {
  const handle: RouteHandle = { routeName };
  return {
    path,
    handle,
    lazy: async () => ({ Component: await load() }),
  };
}
