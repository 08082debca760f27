import { fillPath, findRoute, ROUTES } from '@app/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../lib/routes/RouteHandle';
import { buildRouteObjects } from './buildRouteObjects';

const routes = buildRouteObjects(ROUTES, () => async () => () => null);

/** A concrete path for a pattern, with a distinct value per param. */
function examplePath(pattern: string): string {
  const params: Record<string, string> = {};
  for (const m of pattern.matchAll(/:(\w+)/g)) if (m[1]) params[m[1]] = `x-${m[1]}`;
  return fillPath(pattern, params);
}

describe('buildRouteObjects', () => {
  it('has one route per table entry plus the catch-all', () => {
    expect(routes).toHaveLength(ROUTES.length + 1);
    expect(routes.at(-1)).toMatchObject({ path: '*', handle: { routeName: 'NotFound' } });
  });

  it('lets the router pick the same screen as the shared table for every route', () => {
    for (const route of ROUTES) {
      const path = examplePath(route.path);
      const matched = matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
      expect({ path, name: matched?.routeName }).toEqual({ path, name: findRoute(path)?.route.name });
    }
  });

  it('agrees on paths two patterns could both claim', () => {
    for (const path of [
      '/search/history',
      '/search/exports/browse',
      '/patent/document/legal',
      '/analysis/workspaces',
    ]) {
      const matched = matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
      expect(matched?.routeName).toBe(findRoute(path)?.route.name);
    }
  });

  it('sends unknown paths to the catch-all', () => {
    const matched = matchRoutes(routes, '/no/such/screen')?.at(-1)?.route.handle as RouteHandle | undefined;
    expect(matched?.routeName).toBe('NotFound');
  });
});
