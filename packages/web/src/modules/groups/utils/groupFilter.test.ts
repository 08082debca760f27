import type { GroupView, Person } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { canChangeGroup, filterGroups } from './groupFilter';

const person = (id: number, name: string, email: string): Person => ({
  id,
  name,
  email,
  first_name: name,
  last_name: '',
  user_type_id: null,
  is_admin: false,
  is_read_only: false,
  is_end_user: false,
  group_manager: false,
  invitation_pending: false,
});
const group = (id: number, name: string, member_ids: number[], manager_ids: number[] = []): GroupView => ({
  id,
  name,
  is_default: false,
  member_ids,
  manager_ids,
});

describe('filterGroups', () => {
  const people = new Map([
    [1, person(1, 'Ada Lovelace', 'ada@example.com')],
    [2, person(2, 'Bob Babbage', 'bob@example.com')],
  ]);
  const groups = [group(1, 'Chemistry', [1]), group(2, 'Mechanics', [2]), group(3, 'Empty', [])];

  it('keeps every group for an empty query', () => {
    expect(filterGroups(groups, people, '  ').map((g) => g.id)).toEqual([1, 2, 3]);
  });
  it('matches the group name, a member’s name or e-mail, ignoring case', () => {
    expect(filterGroups(groups, people, 'MECH').map((g) => g.id)).toEqual([2]);
    expect(filterGroups(groups, people, 'lovelace').map((g) => g.id)).toEqual([1]);
    expect(filterGroups(groups, people, 'bob@').map((g) => g.id)).toEqual([2]);
    expect(filterGroups(groups, people, 'nobody').map((g) => g.id)).toEqual([]);
  });
});

describe('canChangeGroup', () => {
  it('lets admins change any group and group managers only theirs', () => {
    const g = group(1, 'A', [], [7]);
    expect(canChangeGroup({ id: 1, is_admin: true, group_manager: false }, g)).toBe(true);
    expect(canChangeGroup({ id: 7, is_admin: false, group_manager: true }, g)).toBe(true);
    expect(canChangeGroup({ id: 8, is_admin: false, group_manager: true }, g)).toBe(false);
    expect(canChangeGroup({ id: 7, is_admin: false, group_manager: false }, g)).toBe(false);
  });
});
