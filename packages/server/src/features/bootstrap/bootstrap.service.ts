import { randomBytes } from 'node:crypto';
import { MODULE_NAMES, normalizeEmail } from '@app/shared';
import type { Database } from '../../db/client';
import { hashPassword } from '../auth/password';
import {
  createOrganization,
  hasAnyOrganization,
  lockForBootstrap,
  upsertModules,
} from '../organization/organization.repository';
import { createUser } from '../users/users.repository';

export const DEFAULT_ORGANIZATION_NAME = 'My organisation';
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** The first administrator's sign-in, to be shown once. `passwordGenerated` says whether we made the password up. */
export type BootstrapCredentials = {
  email: string;
  password: string;
  passwordGenerated: boolean;
  /** The organisation created with it, e.g. for tests that add users to it. */
  organizationId: number;
};

/** Every licensed module, switched off; tracking also not required. */
export function defaultModules(): { name: string; configuration: Record<string, unknown> }[] {
  return MODULE_NAMES.map((name) => ({
    name,
    configuration: name === 'tracking' ? { enabled: false, required: false } : { enabled: false },
  }));
}

/**
 * On the very first start (no organisation yet) creates "My organisation" with every module off and an
 * administrator; returns the credentials. On any later start it does nothing and returns null.
 */
export async function bootstrapFirstStart(
  db: Database,
  options: { adminEmail?: string | undefined; adminPassword?: string | undefined; now: Date },
): Promise<BootstrapCredentials | null> {
  if (await hasAnyOrganization(db)) return null;
  const email = normalizeEmail(options.adminEmail ?? DEFAULT_ADMIN_EMAIL);
  const passwordGenerated = !options.adminPassword;
  const password = options.adminPassword || randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await lockForBootstrap(tx);
    if (await hasAnyOrganization(tx)) return null;
    const organization = await createOrganization(tx, { name: DEFAULT_ORGANIZATION_NAME, createdAt: options.now });
    await upsertModules(tx, organization.id, defaultModules());
    await createUser(tx, {
      email,
      firstName: 'Admin',
      lastName: '',
      passwordHash,
      organizationId: organization.id,
      isAdmin: true,
      createdAt: options.now,
      updatedAt: options.now,
    });
    return { email, password, passwordGenerated, organizationId: organization.id };
  });
}
