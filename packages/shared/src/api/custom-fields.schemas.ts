import { z } from 'zod';
import { MAX_ID } from '../constants';
import { checksummed } from './search.schemas';
import { UcidSchema } from './ucid.schemas';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'single_choice', 'multiple_choice', 'tree'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
/** Types whose values are options of the field. */
export const CHOICE_FIELD_TYPES: readonly CustomFieldType[] = ['single_choice', 'multiple_choice', 'tree'];

export const CUSTOM_FIELD_NAME_MAX = 80;
export const CUSTOM_FIELD_SCHEME_MAX_FIELDS = 100;
export const CUSTOM_FIELD_MAX_OPTIONS = 1000;
/** How deep a tree field's options may nest (a classification of a few levels, not a file system). */
export const CUSTOM_FIELD_TREE_MAX_DEPTH = 6;
export const CUSTOM_FIELD_TEXT_MAX = 2000;
/** Most patents one bulk call sets values on. */
export const CUSTOM_FIELD_BULK_MAX = 10_000;

const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const CustomFieldSchemeIdParamsSchema = z.object({ id: IdSchema });
export const CustomFieldSchemeListQuerySchema = z.object({
  checksum: z.string().max(64).optional(),
  withFields: z.enum(['0', '1']).default('0'),
});

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Give it a name.')
  .max(CUSTOM_FIELD_NAME_MAX, `A name has at most ${CUSTOM_FIELD_NAME_MAX} characters.`);

/** `POST /api/custom_field_schemes` and `PATCH /api/custom_field_schemes/{id}`. */
export const CustomFieldSchemeNameSchema = z.strictObject({ name: NameSchema });
export type CustomFieldSchemeNameBody = z.input<typeof CustomFieldSchemeNameSchema>;

/** An option as the fields editor sends it: with its id when it already exists (so its values stay), children for trees. */
export type CustomFieldOptionInput = {
  id?: number | undefined;
  label: string;
  children?: CustomFieldOptionInput[] | undefined;
};
export const CustomFieldOptionInputSchema: z.ZodType<CustomFieldOptionInput> = z.lazy(() =>
  z.strictObject({
    id: IdSchema.optional(),
    label: NameSchema,
    children: z.array(CustomFieldOptionInputSchema).max(CUSTOM_FIELD_MAX_OPTIONS).optional(),
  }),
);

const FieldInputSchema = z.strictObject({
  id: IdSchema.optional(),
  name: NameSchema,
  type: z.enum(CUSTOM_FIELD_TYPES, { error: 'Choose one of the field types.' }),
  queryable: z.boolean().default(false),
  options: z.array(CustomFieldOptionInputSchema).max(CUSTOM_FIELD_MAX_OPTIONS).default([]),
});
export type CustomFieldInput = z.infer<typeof FieldInputSchema>;

/**
 * `PATCH /api/custom_field_schemes/{id}/fields`: the scheme's whole field list in order. Fields and options named by id
 * are kept (renamed, reordered), those without an id are new, and those left out are removed. Removing what holds
 * values is refused, saying how many, until `confirm_removals` is true.
 */
export const CustomFieldsUpdateSchema = z.strictObject({
  fields: z
    .array(FieldInputSchema)
    .max(CUSTOM_FIELD_SCHEME_MAX_FIELDS, `A scheme has at most ${CUSTOM_FIELD_SCHEME_MAX_FIELDS} fields.`),
  confirm_removals: z.boolean().default(false),
});
export type CustomFieldsUpdateBody = z.infer<typeof CustomFieldsUpdateSchema>;

export type CustomFieldOption = { id: number; label: string; children: CustomFieldOption[] };
export const CustomFieldOptionSchema: z.ZodType<CustomFieldOption> = z.lazy(() =>
  z.object({ id: z.number().int(), label: z.string(), children: z.array(CustomFieldOptionSchema) }),
);

/** SPEC §3 Custom field scheme: each field queryable, name, type; choice and tree fields with their options. */
export const CustomFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  queryable: z.boolean(),
  options: z.array(CustomFieldOptionSchema),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const CustomFieldSchemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  fields: z.array(CustomFieldSchema).optional(),
});
export type CustomFieldScheme = z.infer<typeof CustomFieldSchemeSchema>;
export const CustomFieldSchemeListSchema = checksummed(CustomFieldSchemeSchema);
export const CustomFieldSchemeItemSchema = z.object({
  checksum: z.string(),
  match: z.boolean(),
  data: CustomFieldSchemeSchema.optional(),
});

/** `GET /api/active_custom_field_scheme?uuid`: the user's active scheme, or nulls and no fields when none is. */
export const ActiveCustomFieldSchemeQuerySchema = z.object({ uuid: z.string().max(64).optional() });
export const ActiveCustomFieldSchemeSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  fields: z.array(CustomFieldSchema),
});
export type ActiveCustomFieldScheme = z.infer<typeof ActiveCustomFieldSchemeSchema>;

/** `GET /api/custom_field_schemes/{id}/users`: who may use the scheme besides the organisation's admins. */
export const CustomFieldSchemeUsersSchema = z.object({
  users: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CustomFieldSchemeUsers = z.infer<typeof CustomFieldSchemeUsersSchema>;

/** `PUT /api/custom_field_schemes/{id}/permissions`: the users and groups that may use the scheme (replaces them). */
export const CustomFieldSchemePermissionsSchema = z.strictObject({
  user_ids: z.array(IdSchema).max(10_000).default([]),
  group_ids: z.array(IdSchema).max(10_000).default([]),
});
export type CustomFieldSchemePermissionsBody = z.infer<typeof CustomFieldSchemePermissionsSchema>;

/**
 * A value as the API carries it: text; a number; a date `YYYY-MM-DD`; an option id (single choice); option ids
 * (multiple choice, tree). `null` clears the field.
 */
export const CustomFieldValueSchema = z.union([
  z.string().max(CUSTOM_FIELD_TEXT_MAX, `A value has at most ${CUSTOM_FIELD_TEXT_MAX} characters.`),
  z.number().finite(),
  z.array(z.number().int().positive().max(MAX_ID)).max(CUSTOM_FIELD_MAX_OPTIONS),
  z.null(),
]);
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;
/** Field id → value. */
// An empty record passes here and is refused after the folder's permission check, so a refusal never comes before it.
const ValuesSchema = z.record(
  z.string().regex(/^[1-9][0-9]{0,9}$/, 'A field is named by its id.'),
  CustomFieldValueSchema,
);

export const FolderPatentValuesParamsSchema = z.object({ id: IdSchema, ucid: UcidSchema });
/** `PUT /api/folders/{id}/custom_field_values/{ucid}`. */
export const CustomFieldValuesSetSchema = z.strictObject({ values: ValuesSchema });
export type CustomFieldValuesSetBody = z.infer<typeof CustomFieldValuesSetSchema>;
/** `POST /api/folders/{id}/custom_field_values/bulk`: the same values on many patents of the folder. */
export const CustomFieldValuesBulkSchema = z.strictObject({
  ucids: z.array(UcidSchema).min(1, 'Choose at least one patent.').max(CUSTOM_FIELD_BULK_MAX),
  values: ValuesSchema,
});
export type CustomFieldValuesBulkBody = z.infer<typeof CustomFieldValuesBulkSchema>;

/** One patent's values: field id → value (what was set; fields without a value are absent). */
export const PatentCustomFieldValuesSchema = z.object({
  ucid: z.string(),
  values: z.record(z.string(), CustomFieldValueSchema),
});
export type PatentCustomFieldValues = z.infer<typeof PatentCustomFieldValuesSchema>;
export const FolderCustomFieldValuesSchema = z.object({ data: z.array(PatentCustomFieldValuesSchema) });
export const CustomFieldValuesBulkResultSchema = z.object({ updated: z.number().int() });

/** `POST /api/custom_field_values/patents {ucids}`: the results table's column, values shown as text, all folders merged. */
export const CustomFieldDisplayRequestSchema = z.strictObject({ ucids: z.array(UcidSchema).max(500) });
export const CustomFieldDisplaySchema = z.object({
  data: z.array(z.object({ ucid: z.string(), values: z.record(z.string(), z.array(z.string())) })),
});
export type CustomFieldDisplay = z.infer<typeof CustomFieldDisplaySchema>;

/** The filter name of a custom field (SPEC §5 `cf_…`): its id, so renaming the field keeps saved filters working. */
export function customFieldFilterName(fieldId: number): string {
  return `cf_${fieldId}`;
}
