import {
  AppError,
  DEFAULT_EXPORT_CAP,
  DEFAULT_FOLDER_LIMIT,
  DEFAULT_FOLDER_WARNING,
  type FieldErrors,
  type ModuleName,
  moduleConfigurationSchema,
  type OrganizationModule,
  type OrganizationSettings,
  type OrganizationUpdateBody,
} from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { presentModules } from './organization.presenter';
import {
  createFolderCategory,
  deleteFolderCategory,
  type FolderCategoryRecord,
  getModulesByOrganization,
  getOrganizationById,
  nextFolderCategoryPosition,
  type OrganizationRecord,
  renameFolderCategory,
  updateOrganization,
  upsertModules,
} from './organization.repository';

/** Who asks: only their organisation matters here (the route already checked they are an admin). */
type Caller = { organizationId: number | null };

// An admin's changes to their own organisation. Every call names no organisation: it is always the caller's, so
// one organisation's admin can never reach another's settings.

function ownOrganizationId(user: Caller): number {
  if (user.organizationId === null)
    throw new AppError('NOT_FOUND', { message: 'You do not belong to an organisation.' });
  return user.organizationId;
}

function presentSettings(row: OrganizationRecord): OrganizationSettings {
  const limit = row.folderLimit ?? DEFAULT_FOLDER_LIMIT;
  return {
    id: row.id,
    name: row.name,
    folder_limit: row.folderLimit,
    folder_warning: row.folderWarning,
    effective_folder_limit: limit,
    effective_folder_warning: Math.min(row.folderWarning ?? DEFAULT_FOLDER_WARNING, limit),
    export_cap: row.exportCap,
    effective_export_cap: row.exportCap ?? DEFAULT_EXPORT_CAP,
  };
}

export async function organizationSettings(ctx: AppContext, user: Caller): Promise<OrganizationSettings> {
  const row = await getOrganizationById(ctx.db, ownOrganizationId(user));
  if (!row) throw new AppError('NOT_FOUND', { message: 'You do not belong to an organisation.' });
  return presentSettings(row);
}

/** The most documents one export of the organisation's users may hold (issue 17). */
export async function exportCapOf(ctx: AppContext, organizationId: number | null): Promise<number> {
  if (organizationId === null) return DEFAULT_EXPORT_CAP;
  return (await getOrganizationById(ctx.db, organizationId))?.exportCap ?? DEFAULT_EXPORT_CAP;
}

/**
 * Changes the name, folder limits and export cap. The warning may not pass the limit in force after the change, whichever of
 * the two the call sets; the field error names the warning.
 */
export async function changeOrganization(
  ctx: AppContext,
  user: Caller,
  body: OrganizationUpdateBody,
): Promise<OrganizationSettings> {
  const id = ownOrganizationId(user);
  const current = await getOrganizationById(ctx.db, id);
  if (!current) throw new AppError('NOT_FOUND', { message: 'You do not belong to an organisation.' });
  const limit = (body.folder_limit === undefined ? current.folderLimit : body.folder_limit) ?? DEFAULT_FOLDER_LIMIT;
  const warning = (body.folder_warning === undefined ? current.folderWarning : body.folder_warning) ?? null;
  if (warning !== null && warning > limit) {
    const message = `The warning threshold cannot be above the limit (${limit.toLocaleString('en')}).`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { folder_warning: [message] } });
  }
  const row = await updateOrganization(ctx.db, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.folder_limit !== undefined ? { folderLimit: body.folder_limit } : {}),
    ...(body.folder_warning !== undefined ? { folderWarning: body.folder_warning } : {}),
    ...(body.export_cap !== undefined ? { exportCap: body.export_cap } : {}),
  });
  if (!row) throw new AppError('NOT_FOUND', { message: 'You do not belong to an organisation.' });
  return presentSettings(row);
}

/** Zod issues of a module configuration as form errors under `configuration.…`. */
function configurationFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const name = ['configuration', ...path].join('.');
      const message = issue.code === 'unrecognized_keys' ? 'This setting is not known for this module.' : issue.message;
      fields[name] = [...(fields[name] ?? []), message];
    }
  }
  return fields;
}

/** Switches a module on or off with its configuration, checked against that module's settings (SPEC §3 Module). */
export async function configureModule(
  ctx: AppContext,
  user: Caller,
  name: ModuleName,
  configuration: Record<string, unknown>,
): Promise<OrganizationModule> {
  const organizationId = ownOrganizationId(user);
  const parsed = moduleConfigurationSchema(name).safeParse(configuration);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { fields: configurationFields(parsed.error) });
  }
  await upsertModules(ctx.db, organizationId, [{ name, configuration: parsed.data }]);
  const saved = presentModules(await getModulesByOrganization(ctx.db, organizationId)).find((m) => m.name === name);
  if (!saved) throw new Error(`module ${name} was not saved`);
  return saved;
}

function categoryNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `Your organisation has no folder category ${id}.` });
}

const presentCategory = (row: FolderCategoryRecord) => ({ id: row.id, name: row.name });

export async function addFolderCategory(ctx: AppContext, user: Caller, name: string) {
  const organizationId = ownOrganizationId(user);
  return ctx.db.transaction(async (tx) => {
    const position = await nextFolderCategoryPosition(tx, organizationId);
    return presentCategory(await createFolderCategory(tx, { organizationId, name, position }));
  });
}

export async function renameCategory(ctx: AppContext, user: Caller, id: number, name: string) {
  const row = await renameFolderCategory(ctx.db, ownOrganizationId(user), id, name);
  if (!row) throw categoryNotFound(id);
  return presentCategory(row);
}

/** Deletes a category; its folders stay, uncategorised. */
export async function removeCategory(ctx: AppContext, user: Caller, id: number): Promise<void> {
  if (!(await deleteFolderCategory(ctx.db, ownOrganizationId(user), id))) throw categoryNotFound(id);
}
