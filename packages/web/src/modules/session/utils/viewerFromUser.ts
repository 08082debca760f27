import type { User, Viewer } from '@app/shared';

/** What the access rules of @app/shared need from a user: role flags and the organisation's modules. */
export function viewerFromUser(user: User): Viewer {
  return {
    is_admin: user.is_admin,
    group_manager: user.group_manager,
    is_end_user: user.is_end_user,
    is_read_only: user.is_read_only,
    // No organisation means module checks pass (SPEC §5), which `null` expresses for the shared rules.
    modules: user.organization?.modules ?? null,
  };
}
