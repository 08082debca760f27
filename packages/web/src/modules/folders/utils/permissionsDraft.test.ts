import { describe, expect, it } from 'vitest';
import {
  addShare,
  type GroupShare,
  type PermissionShares,
  permissionsBody,
  permissionsChangeCount,
  removeShare,
  setShareLevel,
  shareCandidates,
  type UserShare,
} from './permissionsDraft';

const ada: UserShare = { id: 1, email: 'ada@example.com', name: 'Ada Lovelace', level: 'read' };
const alan: UserShare = { id: 2, email: 'alan@example.com', name: 'Alan Turing', level: 'write' };
const team: GroupShare = { id: 7, name: 'Research', level: 'admin' };
const saved: PermissionShares = { users: [ada, alan], groups: [team] };

describe('share edits', () => {
  it('changes one level and leaves the rest and the input alone', () => {
    expect(setShareLevel(saved.users, 2, 'admin')).toEqual([ada, { ...alan, level: 'admin' }]);
    expect(saved.users[1]?.level).toBe('write');
  });

  it('removes by id', () => {
    expect(removeShare(saved.users, 1)).toEqual([alan]);
    expect(removeShare(saved.groups, 99)).toEqual([team]);
  });

  it('adds at the end, or takes the new level when the grantee is there already', () => {
    expect(addShare([ada], alan)).toEqual([ada, alan]);
    expect(addShare(saved.users, { ...ada, level: 'admin' })).toEqual([{ ...ada, level: 'admin' }, alan]);
  });
});

describe('permissionsChangeCount', () => {
  it('is 0 for the same grants in another order', () => {
    expect(permissionsChangeCount(saved, saved)).toBe(0);
    expect(permissionsChangeCount(saved, { users: [alan, ada], groups: [team] })).toBe(0);
    expect(permissionsChangeCount(saved, { users: addShare(removeShare(saved.users, 1), ada), groups: [team] })).toBe(
      0,
    );
  });

  it('counts each grantee added, removed or at a new level once', () => {
    expect(permissionsChangeCount(saved, { ...saved, users: setShareLevel(saved.users, 1, 'write') })).toBe(1);
    expect(permissionsChangeCount(saved, { ...saved, groups: [] })).toBe(1);
    expect(permissionsChangeCount(saved, { ...saved, groups: [team, { id: 8, name: 'Legal', level: 'read' }] })).toBe(
      1,
    );
    expect(
      permissionsChangeCount(saved, {
        users: [
          { ...ada, level: 'admin' },
          { ...alan, id: 3 },
        ],
        groups: [],
      }),
    ).toBe(4);
  });
});

describe('permissionsBody', () => {
  it('keeps ids and levels in the draft’s order', () => {
    expect(permissionsBody({ users: [alan, ada], groups: [team] })).toEqual({
      users: [
        { id: 2, level: 'write' },
        { id: 1, level: 'read' },
      ],
      groups: [{ id: 7, level: 'admin' }],
    });
  });
});

describe('shareCandidates', () => {
  const people = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('leaves out who is shared with already and the creator', () => {
    expect(shareCandidates(people, saved.users, 4)).toEqual([{ id: 3 }]);
    expect(shareCandidates(people, [], null)).toEqual(people);
    expect(shareCandidates([{ id: 7 }, { id: 8 }], saved.groups)).toEqual([{ id: 8 }]);
  });
});
