import { z } from 'zod';
import { DEFAULT_ROWS, DEFAULT_SORT, GROUPING_METHODS, MAX_ID } from '../constants';
import { SORTABLE_FIELDS } from '../preferences/display-options';
import { SortOrderSchema } from '../preferences/preferences';
import { EXPORT_FORMATS, ExportSchema } from './exports.schemas';
import {
  ENTIRE_FIELD_MAX_ROWS,
  MAX_ROWS,
  MAX_START,
  SearchFiltersSchema,
  SearchResponseSchema,
} from './search.schemas';
import { UcidSchema } from './ucid.schemas';

/**
 * Public share links (issue 19; SPEC §2 share routes, §6 share links are public, §7 share calls). What the sharer
 * sends and sees, and what an anonymous visitor may ask of a link.
 */

export const SHARE_KINDS = ['search', 'folder', 'patent', 'alert_run'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The public path of each kind of link (SPEC §2); a patent's carries its ucid before the key. */
export function sharePath(kind: ShareKind, key: string, ucid?: string): string {
  if (kind === 'patent') return `/share/patent/${ucid ?? ''}/${key}`;
  return `/share/${kind === 'alert_run' ? 'alert_runs' : kind}/${key}`;
}

/**
 * The document field groups of SPEC §3 (the export field groups, less the folder's own annotations, which a link
 * never shows) a link may be restricted to. Identity fields (number, country, kind, title, publication date) are
 * always shown: a document without them cannot be recognised.
 */
export const SHARE_FIELD_GROUPS = [
  'general',
  'long_text',
  'classifications',
  'images',
  'family_members',
  'tables',
  'other',
] as const;
export type ShareFieldGroup = (typeof SHARE_FIELD_GROUPS)[number];

export const SHARE_IDENTITY_FIELDS = [
  'ucid',
  'id',
  'country',
  'kindcode',
  'publicationnumber',
  'publicationdate',
  'titles',
] as const;

/** The stored document fields (SPEC §3 Patent document) each group shows. */
export const SHARE_FIELD_GROUP_FIELDS: Readonly<Record<ShareFieldGroup, readonly string[]>> = {
  general: [
    'titles_mt',
    'applicationnumber',
    'applicationdate',
    'earliestprioritydate',
    'earliestprioritycountry',
    'expectedexpirydate',
    'expectedexpiryexplanation',
    'assignees_name_probable',
    'assignees_name_current',
    'assignees_name_original',
    'ultimate_owner',
    'inventors_name_normalized',
    'agents_name_normalized',
    'applicants',
    'inventors',
    'type',
    'grant',
    'pending',
    'language',
  ],
  long_text: ['abstracts', 'abstracts_mt', 'claims', 'firstclaims', 'descriptions', 'claimcount'],
  classifications: [
    'classifications',
    'cpcvalues',
    'ipcrvalues',
    'loclassifications',
    'jpftvalues',
    'jpfivalues',
    'usclassifications',
    'ipctechnologyfield',
  ],
  images: ['srcpat', 'drawings', 'drawingscount'],
  family_members: ['familydata', 'nationalphaseapplications', 'priorities', 'familysize'],
  tables: ['tables'],
  other: [
    'citations',
    'seps',
    'sepsexists',
    'seps_standard_organization',
    'seps_etsi_project',
    'litigationexists',
    'tiexists',
    'abexists',
    'claexists',
    'descexists',
    'fdaexists',
    'exampleexists',
  ],
};

/**
 * The field group a visitor's sort key needs (SPEC §5 sort keys); null: any link may sort by it (relevance, and
 * publication date, an identity field). A link restricted to other groups refuses the key (422).
 */
export const SHARE_SORT_FIELD_GROUPS: Readonly<Record<(typeof SORTABLE_FIELDS)[number], ShareFieldGroup | null>> = {
  score: null,
  publicationdate: null,
  applicationdate: 'general',
  earliestprioritydate: 'general',
  expectedexpirydate: 'general',
  forwardcitationscount: 'other',
  backwardcitationscount: 'other',
  familysize: 'family_members',
  claimscount: 'long_text',
};

/** The sort fields a link's visitor may use: all of them on a link showing every field (`fields` null). */
export function shareSortFields(fields: readonly ShareFieldGroup[] | null): (typeof SORTABLE_FIELDS)[number][] {
  return SORTABLE_FIELDS.filter((field) => {
    const group = SHARE_SORT_FIELD_GROUPS[field];
    return fields === null || group === null || fields.includes(group);
  });
}

export const ShareFieldGroupsSchema = z
  .array(z.enum(SHARE_FIELD_GROUPS, { error: `Field groups are ${SHARE_FIELD_GROUPS.join(', ')}.` }))
  .min(1, 'Choose at least one field group, or none to show every field.')
  .max(SHARE_FIELD_GROUPS.length);

/** `POST /api/share/{search|folder|patent|alert_runs}/{…}`: the link's options. */
export const ShareCreateSchema = z
  .strictObject({
    /** When the link stops working; none: it works until revoked. */
    expires_at: z.iso.datetime({ offset: true, error: 'expires_at must be a date and time (ISO 8601).' }).nullish(),
    /** Field groups shown; none: every field. */
    fields: ShareFieldGroupsSchema.nullish(),
    /** The name shown to visitors as who shared (the sharer's e-mail and account are never shown). */
    display_name: z.string().trim().max(120, 'The display name may have at most 120 characters.').nullish(),
    /** The result screen's filters at share time (searches, folders and alert runs), applied to every public call. */
    filters: SearchFiltersSchema.optional(),
    grouping: z.enum(GROUPING_METHODS, { error: `grouping must be one of ${GROUPING_METHODS.join(', ')}.` }).optional(),
  })
  .default({});
export type ShareCreateBody = z.input<typeof ShareCreateSchema>;
export type ShareCreateParsed = z.output<typeof ShareCreateSchema>;

export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;

/** A link as its sharer sees it (create answer, list). */
export const ShareLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHARE_KINDS),
  target: z.string(),
  /** What was shared, in words: the search's text, the folder's or alert's name, the ucid. */
  label: z.string(),
  display_name: z.string().nullable(),
  fields: z.array(z.enum(SHARE_FIELD_GROUPS)).nullable(),
  grouping: z.enum(GROUPING_METHODS),
  key: z.string(),
  /** The SPA path a visitor opens (SPEC §2), e.g. `/share/search/{key}`. */
  url: z.string(),
  views: z.number().int(),
  state: z.enum(SHARE_STATES),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkListSchema = z.object({ data: z.array(ShareLinkSchema) });

export const ShareLinkIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A link's key as a path or body value: 32 base64url characters (192 bits); anything else is no key of ours. */
export const ShareKeySchema = z
  .string({ error: 'Give the link’s key.' })
  .min(1, 'Give the link’s key.')
  .max(64, 'This is not a share key.');
export const ShareKeyParamsSchema = z.object({ key: ShareKeySchema });
export const SharePatentParamsSchema = z.object({ ucid: UcidSchema });

/** `GET /api/public/share/{key}`: what a link opens, for a visitor (no e-mail, no account id). */
export const PublicShareInfoSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  display_name: z.string().nullable(),
  title: z.string(),
  /** The shared patent's ucid (patent links only). */
  ucid: z.string().nullable(),
  fields: z.array(z.enum(SHARE_FIELD_GROUPS)).nullable(),
  grouping: z.enum(GROUPING_METHODS),
  expires_at: z.string().nullable(),
});
export type PublicShareInfo = z.infer<typeof PublicShareInfoSchema>;

const FieldList = z.union([z.string().max(2000), z.array(z.string().max(200)).max(100)]);

const PublicHighlightingSchema = z
  .strictObject({
    on: z.boolean().default(true),
    query: z.string().max(2000).nullable().default(null),
    max_snippets: z.number().int().min(0).max(10).default(3),
    max_snippet_length: z.number().int().min(20).max(1000).default(150),
    entire_field: z.boolean().default(false),
  })
  .default({ on: true, query: null, max_snippets: 3, max_snippet_length: 150, entire_field: false });

/**
 * `POST /api/patents/public/search/{key}`: a page of the shared set. No query, filter queries or highlighting
 * scheme of the sharer's: a visitor pages, sorts, groups and filters by facets inside what was shared.
 */
export const PublicSearchPayloadSchema = z
  .strictObject({
    start: z.number().int().min(0).max(MAX_START).default(0),
    rows: z.number().int().min(0).max(MAX_ROWS).default(DEFAULT_ROWS),
    sort: SortOrderSchema.default(DEFAULT_SORT),
    /** The link's grouping when absent. */
    grouped_by: z.enum(GROUPING_METHODS).optional(),
    /** Fields to return; each must be in the link's field groups. */
    fl: FieldList.optional(),
    highlighting: PublicHighlightingSchema,
    filters: SearchFiltersSchema,
    facets: z.array(z.string().max(100)).max(40).optional(),
    facet_limit: z.number().int().min(1).max(1000).default(20),
  })
  .superRefine((payload, ctx) => {
    if (payload.highlighting.entire_field && payload.rows > ENTIRE_FIELD_MAX_ROWS)
      ctx.addIssue({
        code: 'custom',
        path: ['highlighting', 'entire_field'],
        message: `Whole fields are answered for pages of at most ${ENTIRE_FIELD_MAX_ROWS} results.`,
      });
  })
  .default({
    start: 0,
    rows: DEFAULT_ROWS,
    sort: DEFAULT_SORT,
    highlighting: { on: true, query: null, max_snippets: 3, max_snippet_length: 150, entire_field: false },
    filters: { filtersToApply: {}, filtersToExclude: {} },
    facet_limit: 20,
  });
export type PublicSearchPayload = z.input<typeof PublicSearchPayloadSchema>;
export type PublicSearchPayloadParsed = z.output<typeof PublicSearchPayloadSchema>;

export const PUBLIC_BROWSE_TYPES = ['shared_search', 'shared_folder', 'shared_patent', 'shared_alert_run'] as const;

/** `POST /api/patents/public/search/browse`: one document of the shared set (SPEC §7). */
export const PublicBrowseSchema = z.strictObject({
  key: ShareKeySchema,
  type: z.enum(PUBLIC_BROWSE_TYPES, { error: 'Invalid share type' }),
  ucid: UcidSchema,
  startingTab: z.string().max(40).optional(),
  fl: FieldList.optional(),
  highlighting: PublicHighlightingSchema,
});
export type PublicBrowseBody = z.input<typeof PublicBrowseSchema>;

export const PublicSearchResponseSchema = SearchResponseSchema;

/** `GET /api/public/share/{key}/exports/{format}/queue|download`: an alert-run link's key and an export format. */
export const ShareExportParamsSchema = ShareKeyParamsSchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: `Choose a format: ${EXPORT_FORMATS.join(', ')}.` }),
});

/** A shared run's export as a visitor follows it: the export's state and progress, without its id. */
export const PublicShareExportSchema = ExportSchema.omit({ id: true });
export type PublicShareExport = z.infer<typeof PublicShareExportSchema>;
