import { isModuleEnabled, type ModuleName, type OrganizationModule } from './modules';

/** The role flags a user carries (SPEC §3 User, §6). */
export type RoleFlags = {
  is_admin: boolean;
  group_manager: boolean;
  is_end_user: boolean;
  is_read_only: boolean;
};

/** What access rules need to know about whoever is asking; `null` is a guest. */
export type Viewer = RoleFlags & { modules: readonly OrganizationModule[] | null };

/** Role names used in rules. `normal` is a user who is neither end user nor read-only (SPEC §6). */
export type RoleName = 'admin' | 'group_manager' | 'end_user' | 'read_only';

export function hasRole(viewer: RoleFlags, role: RoleName): boolean {
  switch (role) {
    case 'admin':
      return viewer.is_admin;
    case 'group_manager':
      return viewer.group_manager;
    case 'end_user':
      return viewer.is_end_user;
    case 'read_only':
      return viewer.is_read_only;
  }
}

/**
 * Module check for a viewer. A viewer without an organisation passes (SPEC §5: "when the user has
 * no organisation, a module check for non-users passes").
 */
export function viewerHasModule(viewer: Viewer, name: ModuleName): boolean {
  if (viewer.modules === null) return true;
  return isModuleEnabled(viewer.modules, name);
}

/** Where a signed-in user lands: Search for end users, Dashboard for everyone else (SPEC §2). */
export function homePathFor(viewer: RoleFlags): string {
  return viewer.is_end_user ? '/search' : '/';
}

/** Server-side capabilities shared with the SPA, so a hidden button and a refused call agree. */
export const can = {
  /** Read-only users cannot run new searches (SPEC §6). */
  createSearch: (v: RoleFlags) => !v.is_read_only,
  viewSearchHistory: (v: RoleFlags) => !v.is_read_only && !v.is_end_user,
  manageUsers: (v: RoleFlags) => v.is_admin,
  manageGroups: (v: RoleFlags) => v.is_admin || v.group_manager,
  /** The organisation's settings: modules, folder categories, the folder limit (issue 16). */
  manageOrganization: (v: RoleFlags) => v.is_admin,
  manageWorkflows: (v: RoleFlags) => v.is_admin,
  /** Custom field schemes, their fields and who may use them are the organisation's, set by its admins. */
  manageCustomFieldSchemes: (v: RoleFlags) => v.is_admin,
  /** Writes to the user's own working data (folders, alerts, labels) are closed to read-only users. */
  writeData: (v: RoleFlags) => !v.is_read_only,
} as const;

/**
 * Which role flags go together (SPEC §6). End user and read-only user are two kinds of restricted user, so one user
 * is at most one of them; an admin manages everything, so an admin is neither. Group manager combines with any.
 * Answers the flag to report and why, or null when the combination is valid.
 */
export function roleFlagsProblem(flags: Partial<RoleFlags>): { field: keyof RoleFlags; message: string } | null {
  if (flags.is_end_user && flags.is_read_only) {
    return { field: 'is_read_only', message: 'A user is either an end user or a read-only user, not both.' };
  }
  if (flags.is_admin && (flags.is_end_user || flags.is_read_only)) {
    return { field: 'is_admin', message: 'An admin cannot also be an end user or a read-only user.' };
  }
  return null;
}
