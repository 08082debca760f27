import { hasRole, homePathFor, type Viewer, viewerHasModule } from '../auth/roles';
import { fillPath, matchPath, type PathParams } from './match-path';
import { ROUTES, type RouteDef } from './route-table';

/** What entering a path leads to, for a given viewer. */
export type RouteOutcome =
  | { readonly kind: 'page'; readonly route: RouteDef; readonly params: PathParams }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound' };

/** The first route of the table whose pattern matches, with its params. */
export function findRoute(pathname: string): { route: RouteDef; params: PathParams } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** The Login path that brings the visitor back to `fullPath` after signing in. */
export function loginPathFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Decides what a visitor sees at `pathname` + `search` (SPEC §2 and §6). Order: old-path redirects,
 * guest-only, open and share routes, sign-in, role gates, module gates, the end-user Dashboard rule.
 * Role and module refusals are NotFound so that a route's existence is not revealed.
 */
export function resolveRoute(pathname: string, search: string, viewer: Viewer | null): RouteOutcome {
  const found = findRoute(pathname);
  if (!found) return { kind: 'notFound' };
  const { route, params } = found;

  if (route.redirectTo) return { kind: 'redirect', to: fillPath(route.redirectTo, params) + search };

  switch (route.access) {
    case 'guest':
      return viewer ? { kind: 'redirect', to: homePathFor(viewer) } : { kind: 'page', route, params };
    case 'open':
    case 'share':
      return { kind: 'page', route, params };
    case 'auth':
      break;
  }

  if (!viewer) {
    if (route.keyAccess && new URLSearchParams(search).get('key')) return { kind: 'page', route, params };
    return { kind: 'redirect', to: loginPathFor(pathname + search) };
  }
  if (route.only && !route.only.some((role) => hasRole(viewer, role))) return { kind: 'notFound' };
  if (route.deny?.some((role) => hasRole(viewer, role))) return { kind: 'notFound' };
  if (route.module && !viewerHasModule(viewer, route.module)) return { kind: 'notFound' };
  if (route.endUserRedirect && viewer.is_end_user) return { kind: 'redirect', to: route.endUserRedirect };
  return { kind: 'page', route, params };
}

/**
 * A `redirect` query value is followed only if it is a path on this site; anything else (another
 * origin, `//host`, `javascript:`) falls back to home, so Login cannot be used as an open redirect.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
