import type { Organization, OrganizationModule } from '@app/shared';
import type { Database } from '../../db/client';
import { presentModules, presentOrganization } from './organization.presenter';
import {
  getFolderCategoriesByOrganization,
  getModulesByOrganization,
  getOrganizationById,
} from './organization.repository';

/** The organisation as GET /organization and GET /user show it, or null when it does not exist. */
export async function getOrganizationView(db: Database, organizationId: number | null): Promise<Organization | null> {
  if (organizationId === null) return null;
  const organization = await getOrganizationById(db, organizationId);
  if (!organization) return null;
  const [modules, categories] = await Promise.all([
    getModulesByOrganization(db, organizationId),
    getFolderCategoriesByOrganization(db, organizationId),
  ]);
  return presentOrganization(organization, modules, categories);
}

/** The organisation's modules for access checks; null for a user without organisation (SPEC §5). */
export async function getViewerModules(
  db: Database,
  organizationId: number | null,
): Promise<OrganizationModule[] | null> {
  if (organizationId === null) return null;
  return presentModules(await getModulesByOrganization(db, organizationId));
}
