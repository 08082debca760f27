import { NOT_FOUND_ROUTE_NAME } from '@app/shared';
import { useMatches } from 'react-router';
import type { RouteHandle } from './RouteHandle';

/** The route name of the screen being shown (from the deepest match's handle). */
export function useRouteName(): string {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.routeName ?? NOT_FOUND_ROUTE_NAME;
}
