import { findRoute, resolveRoute, type Viewer } from '@app/shared';
import { postSignInPath } from '../modules/session/utils/postSignInPath';

/** Which frame a screen is shown in. */
export type LayoutKind =
  /** Signed-in frame: header, navigation, user menu. */
  | 'app'
  /** Centred card: sign-in screens, and Expired / PdfNotFound / NotFound for guests. */
  | 'guest'
  /** Full-width frame without navigation: share links and key-access pages opened by guests. */
  | 'public'
  /** A popout window of a signed-in user (SPEC §2 patent popouts): the screen alone, without the app's navigation. */
  | 'popout';

/** What RouteGuard renders for a location. */
export type GuardDecision =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'page'; readonly routeName: string; readonly layout: LayoutKind; readonly loadsData: boolean }
  | { readonly kind: 'notFound'; readonly layout: LayoutKind };

/**
 * The guard's decision for `pathname` + `search` and a viewer (null = guest). Access comes from the shared
 * `resolveRoute` (SPEC §2, §6); on top of it, a signed-in visitor on a sign-in screen follows that URL's
 * `redirect` query, so Login can hand the navigation after sign-in to the guard.
 */
export function guardDecision(pathname: string, search: string, viewer: Viewer | null): GuardDecision {
  const outcome = resolveRoute(pathname, search, viewer);
  switch (outcome.kind) {
    case 'redirect': {
      const onGuestRoute = findRoute(pathname)?.route.access === 'guest';
      return { kind: 'redirect', to: viewer && onGuestRoute ? postSignInPath(search, viewer) : outcome.to };
    }
    case 'notFound':
      return { kind: 'notFound', layout: viewer ? 'app' : 'guest' };
    case 'page': {
      const { route } = outcome;
      let layout: LayoutKind;
      if (route.access === 'guest') layout = 'guest';
      else if (viewer) layout = route.popout === true ? 'popout' : 'app';
      else layout = route.access === 'open' ? 'guest' : 'public';
      return { kind: 'page', routeName: route.name, layout, loadsData: route.loadsData === true };
    }
  }
}
