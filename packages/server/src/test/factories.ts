import { randomBytes } from 'node:crypto';
import type { ModuleName } from '@app/shared';
import type { Database } from '../db/client';
import { hashPassword } from '../features/auth/password';
import { defaultModules } from '../features/bootstrap/bootstrap.service';
import {
  createFolderCategory,
  createOrganization as insertOrganization,
  type OrganizationRecord,
  upsertModules,
} from '../features/organization/organization.repository';
import { createUser as insertUser, type UserRecord } from '../features/users/users.repository';

/** The password factory users get unless the test names one. */
export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${sequence}-${randomBytes(3).toString('hex')}`;
}

const hashes = new Map<string, Promise<string>>();
/** scrypt is slow on purpose; tests reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type CreateOrganizationOptions = {
  name?: string;
  /** Modules to switch on: `true` for `{ enabled: true }`, or a whole configuration. Others stay off. */
  modules?: Partial<Record<ModuleName, boolean | { enabled: boolean; [setting: string]: unknown }>>;
  /** Folder category names, in order. */
  folderCategories?: string[];
};

/** An organisation with a row for every module (off unless named in `modules`), like first start makes. */
export async function createOrganization(
  db: Database,
  options: CreateOrganizationOptions = {},
): Promise<OrganizationRecord> {
  const organization = await insertOrganization(db, { name: options.name ?? `Org ${unique()}`, createdAt: new Date() });
  const modules = defaultModules().map((m) => {
    const given = options.modules?.[m.name as ModuleName];
    if (given === undefined) return m;
    return { name: m.name, configuration: typeof given === 'boolean' ? { ...m.configuration, enabled: given } : given };
  });
  await upsertModules(db, organization.id, modules);
  for (const [position, name] of (options.folderCategories ?? []).entries()) {
    await createFolderCategory(db, { organizationId: organization.id, name, position });
  }
  return organization;
}

export type CreateUserOptions = {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Defaults to TEST_PASSWORD; `null` makes an invited user who has not set a password yet. */
  password?: string | null;
  /** Defaults to none (a user without organisation). */
  organizationId?: number | null;
  is_admin?: boolean;
  is_end_user?: boolean;
  is_read_only?: boolean;
  group_manager?: boolean;
  deactivated?: boolean;
  preferences?: Record<string, unknown>;
};

/** A user with the given role flags; the result carries the plain password for signing in. */
export async function createUser(
  db: Database,
  options: CreateUserOptions = {},
): Promise<UserRecord & { password: string | null }> {
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const now = new Date();
  const user = await insertUser(db, {
    email: options.email ?? `user-${unique()}@example.com`,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'User',
    passwordHash: password === null ? null : await cachedHash(password),
    organizationId: options.organizationId ?? null,
    isAdmin: options.is_admin ?? false,
    isEndUser: options.is_end_user ?? false,
    isReadOnly: options.is_read_only ?? false,
    groupManager: options.group_manager ?? false,
    deactivatedAt: options.deactivated ? now : null,
    preferences: options.preferences ?? {},
    createdAt: now,
    updatedAt: now,
  });
  return { ...user, password };
}
