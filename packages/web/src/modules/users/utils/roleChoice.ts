import { type RoleFlags, roleFlagsProblem } from '@app/shared';

/** How much a user may do: SPEC §6's normal user, end user or read-only user (one of them, never two). */
export type Access = 'normal' | 'end_user' | 'read_only';
export const ACCESS_CHOICES: readonly Access[] = ['normal', 'end_user', 'read_only'];

/** The form's role fields: the access radio and the two role checkboxes. */
export type RoleChoice = { access: Access; isAdmin: boolean; groupManager: boolean };

export function roleChoiceOf(flags: RoleFlags): RoleChoice {
  const access: Access = flags.is_read_only ? 'read_only' : flags.is_end_user ? 'end_user' : 'normal';
  return { access, isAdmin: flags.is_admin, groupManager: flags.group_manager };
}

export function roleFlagsOf(choice: RoleChoice): RoleFlags {
  return {
    is_admin: choice.isAdmin,
    group_manager: choice.groupManager,
    is_end_user: choice.access === 'end_user',
    is_read_only: choice.access === 'read_only',
  };
}

/** The same rule the server applies (an admin has full access), as a message for the form; null when valid. */
export function roleChoiceProblem(choice: RoleChoice): string | null {
  return roleFlagsProblem(roleFlagsOf(choice))?.message ?? null;
}
