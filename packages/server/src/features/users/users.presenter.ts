import { type Organization, type User, withPreferenceDefaults } from '@app/shared';
import type { UserRecord } from './users.repository';

/** The User of SPEC §3 as GET /user and POST /login answer it; preferences are complete (defaults filled in). */
export function presentUser(user: UserRecord, organization: Organization | null): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_admin: user.isAdmin,
    is_end_user: user.isEndUser,
    is_read_only: user.isReadOnly,
    group_manager: user.groupManager,
    global_dashboards: user.globalDashboards,
    preferences: withPreferenceDefaults(user.preferences),
    organization,
    app_update: null,
  };
}

/** A person as lists show them: first and last name, or the e-mail address when both are empty. */
export function personName(first: string | null, last: string | null, email: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || (email ?? '');
}
