import { z } from 'zod';
import { MODULE_NAMES } from '../auth/modules';
import { MAX_ID } from '../constants';
import { MAX_EXPORT_CAP } from './exports.schemas';

export const ORGANIZATION_NAME_MAX = 120;
export const FOLDER_CATEGORY_NAME_MAX = 80;
export const TRACKING_FORMAT_HINT_MAX = 200;
/** The largest folder limit an organisation may set: far above the default, still a folder one screen can page. */
export const FOLDER_LIMIT_MAX = 1_000_000;

const FolderCountSchema = z
  .number({ error: 'Give a whole number.' })
  .int('Give a whole number.')
  .min(1, 'Give at least 1.')
  .max(FOLDER_LIMIT_MAX, `Give at most ${FOLDER_LIMIT_MAX.toLocaleString('en')}.`);

/** Most documents one export may hold (issue 17). */
const ExportCapSchema = z
  .number({ error: 'Give a whole number.' })
  .int('Give a whole number.')
  .min(1, 'Give at least 1.')
  .max(MAX_EXPORT_CAP, `Give at most ${MAX_EXPORT_CAP.toLocaleString('en')}.`);

/**
 * `PATCH /api/organization` (admins): the name and the folder limit with its warning threshold; null sets a limit
 * back to the default. The server also refuses a warning above the limit in force after the change.
 */
export const OrganizationUpdateSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Give the organisation a name.')
      .max(ORGANIZATION_NAME_MAX, `A name has at most ${ORGANIZATION_NAME_MAX} characters.`)
      .optional(),
    folder_limit: FolderCountSchema.nullable().optional(),
    folder_warning: FolderCountSchema.nullable().optional(),
    export_cap: ExportCapSchema.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Give a new name, folder limit, warning threshold or export cap.');
export type OrganizationUpdateBody = z.input<typeof OrganizationUpdateSchema>;

/** What an admin sees of the organisation's own settings: GET and PATCH /api/organization/settings answer it. */
export const OrganizationSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The organisation's own values; null where it uses the default. */
  folder_limit: z.number().int().nullable(),
  folder_warning: z.number().int().nullable(),
  /** The values in force (the organisation's own, else the defaults). */
  effective_folder_limit: z.number().int(),
  effective_folder_warning: z.number().int(),
  /** Most documents one export may hold: the organisation's own (null: the default) and the one in force. */
  export_cap: z.number().int().nullable(),
  effective_export_cap: z.number().int(),
});
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

export const ModuleNameParamsSchema = z.object({
  name: z.enum(MODULE_NAMES, { error: `The module is one of: ${MODULE_NAMES.join(', ')}.` }),
});

/** Every module has `enabled`; tracking also says whether a reference is required and how references look. */
const PlainModuleConfigurationSchema = z.strictObject({ enabled: z.boolean({ error: 'Say whether it is on.' }) });
const TrackingConfigurationSchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether it is on.' }),
  required: z.boolean({ error: 'Say whether a reference is required.' }).default(false),
  tracking_id_format: z
    .string()
    .trim()
    .max(TRACKING_FORMAT_HINT_MAX, `A format hint has at most ${TRACKING_FORMAT_HINT_MAX} characters.`)
    .default(''),
  /** SPEC §3: read but unused; kept so an organisation that has one does not lose it. */
  regex_pattern: z.string().max(TRACKING_FORMAT_HINT_MAX).optional(),
});

/** The configuration schema of each module (SPEC §3 Module). */
export function moduleConfigurationSchema(name: (typeof MODULE_NAMES)[number]) {
  return name === 'tracking' ? TrackingConfigurationSchema : PlainModuleConfigurationSchema;
}

/** `PUT /api/organization/modules/{name}` (admins): the module's whole configuration, checked per module. */
export const ModuleUpdateSchema = z.strictObject({
  configuration: z.record(z.string(), z.unknown(), { error: 'Give the module’s configuration.' }),
});
export type ModuleUpdateBody = z.input<typeof ModuleUpdateSchema>;

const CategoryNameSchema = z
  .string({ error: 'Give the category a name.' })
  .trim()
  .min(1, 'Give the category a name.')
  .max(FOLDER_CATEGORY_NAME_MAX, `A category name has at most ${FOLDER_CATEGORY_NAME_MAX} characters.`);

/** `POST /api/folder_categories` and `PATCH /api/folder_categories/{id}` (admins). */
export const FolderCategoryWriteSchema = z.strictObject({ name: CategoryNameSchema });
export type FolderCategoryWriteBody = z.input<typeof FolderCategoryWriteSchema>;
export const FolderCategoryIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
