import { findRoute, homePathFor, type RoleFlags, safeRedirectTarget } from '@app/shared';

/**
 * Where a visitor goes once signed in: the `redirect` query of the sign-in URL when it is a path on this site
 * (safeRedirectTarget), else home for their role. A target that is itself a sign-in screen would bounce back
 * and forth, so it also falls back to home.
 */
export function postSignInPath(search: string, viewer: RoleFlags): string {
  const target = safeRedirectTarget(new URLSearchParams(search).get('redirect'));
  if (!target) return homePathFor(viewer);
  const pathname = new URL(target, 'http://localhost').pathname;
  if (findRoute(pathname)?.route.access === 'guest') return homePathFor(viewer);
  return target;
}
