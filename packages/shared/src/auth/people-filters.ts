import type { RoleFlags } from './roles';

/** The user-list filters of SPEC §6; `all` shows every active user. */
export const PEOPLE_FILTERS = ['all', 'normal', 'end_users', 'read_only', 'admins'] as const;
export type PeopleFilter = (typeof PEOPLE_FILTERS)[number];

export function isPeopleFilter(value: string): value is PeopleFilter {
  return (PEOPLE_FILTERS as readonly string[]).includes(value);
}

/** Whether a user belongs under a filter: normal users are neither end users nor read-only users (SPEC §6). */
export function matchesPeopleFilter(person: RoleFlags, filter: PeopleFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'normal':
      return !person.is_end_user && !person.is_read_only;
    case 'end_users':
      return person.is_end_user;
    case 'read_only':
      return person.is_read_only;
    case 'admins':
      return person.is_admin;
  }
}

/** Whether every word typed is part of the person's name or e-mail, in any case and order. */
export function matchesPeopleSearch(person: { name: string; email: string }, text: string): boolean {
  const haystack = `${person.name} ${person.email}`.toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
