import { NOT_FOUND_ROUTE_NAME, ROUTES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { screenTitleKey } from './screenTitleKey';

describe('screen titles', () => {
  it('exist in en.json for every route of the shared table and for NotFound', () => {
    const names = [...ROUTES.map((r) => r.name), NOT_FOUND_ROUTE_NAME];
    const missing = names.filter((name) => !i18n.exists(screenTitleKey(name)));
    expect(missing).toEqual([]);
  });

  it('turn dotted route names into flat keys', () => {
    expect(screenTitleKey('Search.Results')).toBe('screens.Search_Results');
    expect(i18n.t(screenTitleKey('Search.Results'))).toBe('Search results');
  });
});
