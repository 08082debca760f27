import { MODULE_NAMES, type ModuleName, type Organization, type OrganizationModule } from '@app/shared';
import type { FolderCategoryRecord, OrganizationModuleRecord, OrganizationRecord } from './organization.repository';

/** Module rows as the API shows them; rows of modules this version does not know are left out. */
export function presentModules(rows: OrganizationModuleRecord[]): OrganizationModule[] {
  return rows
    .filter((row): row is OrganizationModuleRecord & { name: ModuleName } =>
      (MODULE_NAMES as readonly string[]).includes(row.name),
    )
    .map((row) => ({
      name: row.name,
      configuration: { ...row.configuration, enabled: row.configuration.enabled === true },
    }));
}

/** The Organization of SPEC §3: its modules and folder categories. */
export function presentOrganization(
  organization: OrganizationRecord,
  modules: OrganizationModuleRecord[],
  categories: FolderCategoryRecord[],
): Organization {
  return {
    id: organization.id,
    name: organization.name,
    modules: presentModules(modules),
    folder_categories: categories.map((c) => ({ id: c.id, name: c.name })),
  };
}
