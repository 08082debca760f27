import { sql } from 'drizzle-orm';
import type { TestApp } from './build-app';
import type { CreateOrganizationOptions } from './factories';
import { createOrganization, createUser } from './factories';

/**
 * The roles a permission matrix runs over (issue 16): the six kinds of user of one organisation and a user of
 * another organisation. `deactivated` has no session (it cannot sign in); its `session` is the one it held
 * before it was deactivated, which must be refused.
 */
export const ROLES = [
  'admin',
  'groupManager',
  'normal',
  'endUser',
  'readOnly',
  'deactivated',
  'otherOrganization',
] as const;
export type Role = (typeof ROLES)[number];

export type RoleUser = { id: number; email: string; organizationId: number; session: string };

export type RoleSet = {
  organizationId: number;
  otherOrganizationId: number;
  users: Record<Role, RoleUser>;
};

/**
 * Makes an organisation with one signed-in user per role, and a second organisation with its own admin
 * (`otherOrganization`). The deactivated user signs in first and is deactivated afterwards, so its session
 * token is a real one that the server must stop honouring.
 */
export async function createRoleSet(test: TestApp, organization: CreateOrganizationOptions = {}): Promise<RoleSet> {
  const org = await createOrganization(test.db, organization);
  const other = await createOrganization(test.db, { name: `${org.name} (other)` });
  const make = async (role: Role, flags: Parameters<typeof createUser>[1]): Promise<RoleUser> => {
    const user = await createUser(test.db, { firstName: role, lastName: 'Tester', ...flags });
    const session = await test.signIn(user);
    return { id: user.id, email: user.email, organizationId: user.organizationId!, session };
  };
  const users = {
    admin: await make('admin', { organizationId: org.id, is_admin: true }),
    groupManager: await make('groupManager', { organizationId: org.id, group_manager: true }),
    normal: await make('normal', { organizationId: org.id }),
    endUser: await make('endUser', { organizationId: org.id, is_end_user: true }),
    readOnly: await make('readOnly', { organizationId: org.id, is_read_only: true }),
    deactivated: await make('deactivated', { organizationId: org.id }),
    otherOrganization: await make('otherOrganization', { organizationId: other.id, is_admin: true }),
  } satisfies Record<Role, RoleUser>;
  await deactivateForTest(test, users.deactivated.id);
  return { organizationId: org.id, otherOrganizationId: other.id, users };
}

/** Sets `deactivated_at` directly; the users issue's deactivation call is what tests of that call use. */
async function deactivateForTest(test: TestApp, userId: number): Promise<void> {
  await test.db.execute(sql`UPDATE users SET deactivated_at = now() WHERE id = ${userId}`);
}
