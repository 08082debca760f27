import { describe, expect, it } from 'vitest';
import { matchesPeopleFilter, matchesPeopleSearch } from './people-filters';

const flags = { is_admin: false, group_manager: false, is_end_user: false, is_read_only: false };

describe('the user-list filters of SPEC §6', () => {
  it('puts each user under normal, end users or read-only users, and admins on top of that', () => {
    const admin = { ...flags, is_admin: true };
    const endUser = { ...flags, is_end_user: true };
    const readOnly = { ...flags, is_read_only: true, group_manager: true };
    expect(matchesPeopleFilter(admin, 'normal')).toBe(true);
    expect(matchesPeopleFilter(admin, 'admins')).toBe(true);
    expect(matchesPeopleFilter(endUser, 'normal')).toBe(false);
    expect(matchesPeopleFilter(endUser, 'end_users')).toBe(true);
    expect(matchesPeopleFilter(readOnly, 'read_only')).toBe(true);
    expect(matchesPeopleFilter(readOnly, 'end_users')).toBe(false);
    expect(matchesPeopleFilter(readOnly, 'all')).toBe(true);
  });

  it('finds people by every typed word in the name or e-mail, in any case', () => {
    const grace = { name: 'Grace Hopper', email: 'g.hopper@navy.example' };
    expect(matchesPeopleSearch(grace, '')).toBe(true);
    expect(matchesPeopleSearch(grace, 'HOP gra')).toBe(true);
    expect(matchesPeopleSearch(grace, 'navy.example')).toBe(true);
    expect(matchesPeopleSearch(grace, 'grace lovelace')).toBe(false);
  });
});
