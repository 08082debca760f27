import { resolveRoute, type Viewer } from '@app/shared';

/**
 * The entries this viewer may open. The rule is the guard's own (`resolveRoute` gives a page), so a link is
 * shown exactly when following it would not end in NotFound or a redirect (e.g. Dashboard for end users).
 */
export function visibleNavItems<T extends { readonly path: string }>(items: readonly T[], viewer: Viewer): T[] {
  return items.filter((item) => resolveRoute(item.path, '', viewer).kind === 'page');
}
