import type { Viewer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { activeNavPath } from './activeNavPath';
import { visibleNavItems } from './visibleNavItems';

const PATHS = [
  '/',
  '/search',
  '/search/history',
  '/folders',
  '/alerts',
  '/analysis/workspaces',
  '/npl',
  '/exports',
  '/tracking',
  '/users',
  '/groups',
  '/tasks',
].map((path) => ({ path }));

const base: Viewer = { is_admin: false, group_manager: false, is_end_user: false, is_read_only: false, modules: [] };
const paths = (viewer: Viewer) => visibleNavItems(PATHS, viewer).map((item) => item.path);
const originPlus = [{ name: 'origin_plus' as const, configuration: { enabled: true } }];

describe('visibleNavItems', () => {
  it('hides admin, group and module areas from a normal user', () => {
    expect(paths(base)).toEqual([
      '/',
      '/search',
      '/search/history',
      '/folders',
      '/alerts',
      '/analysis/workspaces',
      '/npl',
      '/exports',
      '/tracking',
    ]);
  });

  it('shows Users and Groups to admins, Groups to group managers', () => {
    expect(paths({ ...base, is_admin: true })).toEqual(expect.arrayContaining(['/users', '/groups']));
    const manager = paths({ ...base, group_manager: true });
    expect(manager).toContain('/groups');
    expect(manager).not.toContain('/users');
  });

  it('drops Dashboard and History for end users, Search, History and NPL for read-only users', () => {
    expect(paths({ ...base, is_end_user: true })).not.toEqual(expect.arrayContaining(['/']));
    expect(paths({ ...base, is_end_user: true })).not.toContain('/search/history');
    const readOnly = paths({ ...base, is_read_only: true });
    for (const hidden of ['/search', '/search/history', '/npl']) expect(readOnly).not.toContain(hidden);
  });

  it('shows Tasks only with the origin_plus module (or without an organisation)', () => {
    expect(paths({ ...base, modules: originPlus })).toContain('/tasks');
    expect(paths({ ...base, modules: null })).toContain('/tasks');
    expect(paths({ ...base, modules: [{ name: 'origin_plus', configuration: { enabled: false } }] })).not.toContain(
      '/tasks',
    );
  });
});

describe('activeNavPath', () => {
  const all = PATHS.map((p) => p.path);
  it('marks the longest entry that contains the location', () => {
    expect(activeNavPath('/search/history', all)).toBe('/search/history');
    expect(activeNavPath('/search/12/browse', all)).toBe('/search');
    expect(activeNavPath('/folders/3/patents', all)).toBe('/folders');
    expect(activeNavPath('/', all)).toBe('/');
  });

  it('marks nothing for screens outside the navigation', () => {
    expect(activeNavPath('/settings', all)).toBeNull();
    expect(activeNavPath('/foldersx', all)).toBeNull();
  });
});
