import { z } from 'zod';
import { EXPORT_FIELDS, type ExportChoices, ExportChoicesSchema } from '../api/exports.schemas';
import {
  DEFAULT_AUTO_TRANSLATE,
  DEFAULT_GROUPING,
  DEFAULT_LOCALE,
  DEFAULT_MAX_SNIPPET_LENGTH,
  DEFAULT_MAX_SNIPPETS,
  DEFAULT_NOTIFICATION_POSITION,
  DEFAULT_RESULT_LAYOUT,
  DEFAULT_ROWS,
  DEFAULT_SORT,
  GROUPING_METHODS,
  MAX_ID,
  MAX_SNIPPET_LENGTH_LIMIT,
  MAX_SNIPPETS_LIMIT,
  MIN_SNIPPET_LENGTH,
  NOTIFICATION_POSITIONS,
  RESULT_LAYOUTS,
  ROWS_PER_PAGE_CHOICES,
  SUPPORTED_LOCALES,
} from '../constants';
import {
  DEFAULT_LIST_LAYOUT,
  DEFAULT_TABLE_LAYOUT,
  DEFAULT_THUMBNAIL_LAYOUT,
  IMAGE_DISPLAY_OPTIONS,
  LIST_DISPLAY_OPTIONS,
  type ListDisplayOption,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  SORTABLE_FIELDS,
  TABLE_COLUMN_NAMES,
  TABLE_COLUMNS,
  type TableColumnName,
} from './display-options';

/** The old forward-citations sort expression, migrated on read and write (SPEC §5). */
const LEGACY_FORWARD_CITATIONS_SORT = /^\s*(?:field\(\s*)?forward_?citations(?:_?count)?\)?\s+(asc|desc)\s*$/i;

/** `field dir, field dir`; an old forward-citations expression becomes `forwardcitationscount asc`. */
export const SortOrderSchema = z
  .string()
  .trim()
  .min(1, 'Choose at least one sort key.')
  .max(200)
  .transform((value, ctx) => {
    const keys = value.split(',').map((part) => part.trim());
    const out: string[] = [];
    for (const key of keys) {
      if (LEGACY_FORWARD_CITATIONS_SORT.test(key) && !/^forwardcitationscount\s/i.test(key)) {
        out.push('forwardcitationscount asc');
        continue;
      }
      const m = /^([a-z_]+)\s+(asc|desc)$/i.exec(key);
      const field = m?.[1]?.toLowerCase();
      if (!m || !field || !(SORTABLE_FIELDS as readonly string[]).includes(field)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${key}" is not a sort key. Write "field asc" or "field desc" with one of: ${SORTABLE_FIELDS.join(', ')}.`,
        });
        return z.NEVER;
      }
      out.push(`${field} ${m[2]?.toLowerCase()}`);
    }
    return out.join(', ');
  });

const HighlightingSettingsSchema = z.strictObject({
  on: z.boolean(),
  scheme: z.number().int().positive().max(MAX_ID).nullable(),
});

/** Arrays only (SPEC §5 message); unknown names dropped; images single-choice. */
const ListLayoutSchema = z.array(z.unknown(), { error: 'List configuration must be an Array' }).transform((items) => {
  const known = items.filter(
    (item): item is ListDisplayOption =>
      typeof item === 'string' && (LIST_DISPLAY_OPTIONS as readonly string[]).includes(item),
  );
  const unique = [...new Set(known)];
  const firstImage = unique.find((o) => IMAGE_DISPLAY_OPTIONS.includes(o));
  return unique.filter((o) => !IMAGE_DISPLAY_OPTIONS.includes(o) || o === firstImage);
});

const TableLayoutSchema = z.array(z.unknown(), { error: 'Table options must be an Array' }).transform((items) => {
  const seen = new Set<string>();
  const out: { name: TableColumnName; width: number }[] = [];
  for (const item of items) {
    const name = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || !(TABLE_COLUMN_NAMES as string[]).includes(name) || seen.has(name)) continue;
    seen.add(name);
    const column = name as TableColumnName;
    const asked = typeof item === 'object' ? (item as { width?: unknown }).width : undefined;
    const width =
      typeof asked === 'number' && Number.isFinite(asked)
        ? Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, asked)))
        : TABLE_COLUMNS[column];
    out.push({ name: column, width });
  }
  return out;
});

/** One schema per preference name (SPEC §3 User preferences). */
export const PREFERENCE_SCHEMAS = {
  locale: z.enum(SUPPORTED_LOCALES, { error: `Choose one of: ${SUPPORTED_LOCALES.join(', ')}.` }),
  system_message: z.enum(NOTIFICATION_POSITIONS, {
    error: `Choose one of: ${NOTIFICATION_POSITIONS.join(', ')}.`,
  }),
  rows_per_page: z.union(
    ROWS_PER_PAGE_CHOICES.map((n) => z.literal(n)),
    { error: `Choose one of: ${ROWS_PER_PAGE_CHOICES.join(', ')}.` },
  ),
  sort_order: SortOrderSchema,
  patent_grouping: z.enum(GROUPING_METHODS, { error: `Choose one of: ${GROUPING_METHODS.join(', ')}.` }),
  highlighting_settings: HighlightingSettingsSchema,
  max_snippets: z.number().int().min(0).max(MAX_SNIPPETS_LIMIT),
  max_snippet_length: z.number().int().min(MIN_SNIPPET_LENGTH).max(MAX_SNIPPET_LENGTH_LIMIT),
  results_layout: z.enum(RESULT_LAYOUTS, { error: `Choose one of: ${RESULT_LAYOUTS.join(', ')}.` }),
  list_layout: ListLayoutSchema,
  table_layout: TableLayoutSchema,
  thumbnail_layout: ListLayoutSchema,
  language_preference: z
    .string()
    .regex(/^(original|[a-z]{2})$/, 'Use "original" or a two-letter language code such as "en".'),
  auto_translate: z.boolean(),
  /** The export dialog's last choices (format, fields, grouping), so the next export starts from them. */
  export_options: ExportChoicesSchema,
} as const;

export type PreferenceName = keyof typeof PREFERENCE_SCHEMAS;
export const PREFERENCE_NAMES = Object.keys(PREFERENCE_SCHEMAS) as PreferenceName[];
export type UserPreferences = { [K in PreferenceName]: z.output<(typeof PREFERENCE_SCHEMAS)[K]> };

export function isPreferenceName(name: string): name is PreferenceName {
  return Object.hasOwn(PREFERENCE_SCHEMAS, name);
}

/** What the export dialog offers before the user has exported anything: Excel with the general fields. */
export const DEFAULT_EXPORT_CHOICES: ExportChoices = {
  format: 'xlsx',
  fields: EXPORT_FIELDS.filter((f) => f.group === 'general').map((f) => f.id),
  grouping: 'publications',
};

/** SPEC §9 defaults, applied under whatever the user has stored. */
export const DEFAULT_PREFERENCES: UserPreferences = {
  locale: DEFAULT_LOCALE,
  system_message: DEFAULT_NOTIFICATION_POSITION,
  rows_per_page: DEFAULT_ROWS,
  sort_order: DEFAULT_SORT,
  patent_grouping: DEFAULT_GROUPING,
  highlighting_settings: { on: true, scheme: null },
  max_snippets: DEFAULT_MAX_SNIPPETS,
  max_snippet_length: DEFAULT_MAX_SNIPPET_LENGTH,
  results_layout: DEFAULT_RESULT_LAYOUT,
  list_layout: DEFAULT_LIST_LAYOUT,
  table_layout: DEFAULT_TABLE_LAYOUT,
  thumbnail_layout: DEFAULT_THUMBNAIL_LAYOUT,
  language_preference: DEFAULT_LOCALE,
  auto_translate: DEFAULT_AUTO_TRANSLATE,
  export_options: DEFAULT_EXPORT_CHOICES,
};

/** Stored preferences over the defaults; a stored value that no longer validates falls back. */
export function withPreferenceDefaults(stored: Record<string, unknown> | null | undefined): UserPreferences {
  const out: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const name of PREFERENCE_NAMES) {
    if (stored && Object.hasOwn(stored, name)) {
      const parsed = PREFERENCE_SCHEMAS[name].safeParse(stored[name]);
      if (parsed.success) out[name] = parsed.data;
    }
  }
  return out as UserPreferences;
}
