import { describe, expect, it } from 'vitest';
import { roleChoiceOf, roleChoiceProblem, roleFlagsOf } from './roleChoice';

describe('role choices of the user form', () => {
  it('maps flags to one access level and back', () => {
    const flags = { is_admin: false, group_manager: true, is_end_user: false, is_read_only: true };
    expect(roleChoiceOf(flags)).toEqual({ access: 'read_only', isAdmin: false, groupManager: true });
    expect(roleFlagsOf(roleChoiceOf(flags))).toEqual(flags);
  });

  it('refuses an admin with restricted access, as the server does', () => {
    expect(roleChoiceProblem({ access: 'end_user', isAdmin: true, groupManager: false })).toBe(
      'An admin cannot also be an end user or a read-only user.',
    );
    expect(roleChoiceProblem({ access: 'normal', isAdmin: true, groupManager: true })).toBeNull();
  });
});
