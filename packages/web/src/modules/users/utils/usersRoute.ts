import { isPeopleFilter, type PeopleFilter } from '@app/shared';

/** What /users/{query} shows: one of SPEC §6's filters over active users, or the deactivated users. */
export type UsersView = PeopleFilter | 'deactivated';
export const USERS_VIEWS: readonly UsersView[] = ['all', 'normal', 'end_users', 'read_only', 'admins', 'deactivated'];

/** The screen's state as the address holds it: the view in the path, the typed search in `?q=`. */
export type UsersRoute = { view: UsersView; text: string };

/**
 * Reads /users/{query}?q=…: no segment is every active user; an unknown segment answers null (the screen shows
 * NotFound, as for any address that names nothing).
 */
export function parseUsersRoute(segment: string | undefined, search: URLSearchParams): UsersRoute | null {
  const text = search.get('q') ?? '';
  if (segment === undefined || segment === '') return { view: 'all', text };
  if (segment === 'deactivated' || isPeopleFilter(segment)) return { view: segment, text };
  return null;
}

/** The address of a view and search, so a filtered list can be bookmarked, shared and restored with Back. */
export function usersPath({ view, text }: UsersRoute): string {
  const path = view === 'all' ? '/users' : `/users/${view}`;
  const trimmed = text.trim();
  return trimmed ? `${path}?q=${encodeURIComponent(trimmed)}` : path;
}
