import { z } from 'zod';
import { DEFAULT_GROUPING, GROUPING_METHODS, MAX_ID } from '../constants';
import { ChartSchema, DashboardSchema } from './dashboards.schemas';
import { checksummed, SEARCH_QUERY_MAX_LENGTH, SearchFiltersSchema } from './search.schemas';

// Analysis workspaces (issue 20; SPEC §3 Workspace, Query, Label, Colour theme; §5; §6; §7 "Workspaces and
// analysis"). Levels are written as SPEC writes them: Admin, Write, Read.

export const WORKSPACE_NAME_MAX = 120;
export const WORKSPACE_QUERY_NAME_MAX = 120;
export const WORKSPACE_LABEL_NAME_MAX = 60;
export const ANALYSIS_THEME_NAME_MAX = 80;
/** Colours one theme may hold. */
export const ANALYSIS_THEME_COLOURS_MAX = 100;
/** How long after its last ping a viewer still counts as in the workspace: two missed pings (SPEC §9, 30000 ms). */
export const WORKSPACE_VIEWER_TIMEOUT_MS = 90_000;
/** Most workspaces `GET /workspaces_list?count=` answers. */
export const WORKSPACE_LIST_COUNT_MAX = 200;

/** Workspace permission levels, weakest first: the owner has Admin; the highest of all a user holds wins (SPEC §6). */
export const WORKSPACE_LEVELS = ['Read', 'Write', 'Admin'] as const;
export type WorkspaceLevel = (typeof WORKSPACE_LEVELS)[number];

/** The metrics of SPEC §9 by key, with their labels. */
export const WORKSPACE_METRIC_LABELS = {
  families: 'Families',
  applications: 'Applications',
  publications: 'Publications',
  grants: 'Grants',
  pending: 'Pending',
  total: 'Total',
  jurisdictions: 'Jurisdictions',
  earliest_priority: 'Earliest Priority',
  expiry: 'Expiry',
} as const;
export type WorkspaceMetricKey = keyof typeof WORKSPACE_METRIC_LABELS;

/** Set types of SPEC §5; anything else is 'Invalid set type' (checked by the server so the SPEC's message answers). */
export const WORKSPACE_SET_TYPES = ['set', 'global', 'clear'] as const;
export type WorkspaceSetType = (typeof WORKSPACE_SET_TYPES)[number];

/** `POST /workspace/label/{action}`: put one of the user's labels on a workspace, or take it off. */
export const WORKSPACE_LABEL_ACTIONS = ['attach', 'detach'] as const;

/** `GET|DELETE /workspaces/delete_by/{type}[/{a}/{b}]`: owned (no a, b), or updated between the dates a and b. */
export const WORKSPACE_DELETE_BY_TYPES = ['owned', 'updated'] as const;

const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
export const WorkspaceIdParamsSchema = z.object({ id: IdSchema });
export const WorkspaceQueryParamsSchema = z.object({ id: IdSchema, queryId: IdSchema });
export const WorkspaceSectionParamsSchema = z.object({
  id: IdSchema,
  section: z
    .string()
    .regex(/^[a-z0-9_-]{1,60}$/, 'A section is a lower-case name of at most 60 letters, digits, _ or -.'),
});
export const WorkspaceLabelActionParamsSchema = z.object({ action: z.enum(WORKSPACE_LABEL_ACTIONS) });
export const WorkspaceApplyActionParamsSchema = z.object({ action: z.enum(['apply', 'remove']) });
export const WorkspaceDeleteByParamsSchema = z.object({ type: z.enum(WORKSPACE_DELETE_BY_TYPES) });
const DayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD.');
export const WorkspaceDeleteByRangeParamsSchema = z.object({
  type: z.enum(WORKSPACE_DELETE_BY_TYPES),
  a: DayParam,
  b: DayParam,
});
export const AnalysisThemeIdParamsSchema = z.object({ id: IdSchema });
export const AnalysisThemeDefaultParamsSchema = z.object({ id: IdSchema, flag: z.enum(['0', '1']) });
export const WorkspaceListQuerySchema = z.object({
  checksum: z.string().max(128).optional(),
  count: z.coerce.number().int().min(1).max(WORKSPACE_LIST_COUNT_MAX).optional(),
});
export const AnalysisThemeListQuerySchema = z.object({ usersOnly: z.enum(['0', '1', 'true', 'false']).optional() });

const GroupingSchema = z.enum(GROUPING_METHODS, {
  error: `grouping must be one of ${GROUPING_METHODS.join(', ')}.`,
});
const WorkspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the workspace a name.')
  .max(WORKSPACE_NAME_MAX, `A workspace name has at most ${WORKSPACE_NAME_MAX} characters.`);

/** A saved query as it is given (SPEC §3 Query; grouping default simplefamily). */
export const WorkspaceQueryCreateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Give the query a name.')
    .max(WORKSPACE_QUERY_NAME_MAX, `A query name has at most ${WORKSPACE_QUERY_NAME_MAX} characters.`),
  full_query: z
    .string()
    .trim()
    .min(1, 'Enter a query')
    .max(SEARCH_QUERY_MAX_LENGTH, `A query has at most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
  filters: SearchFiltersSchema,
  grouping: GroupingSchema.default(DEFAULT_GROUPING),
});
export type WorkspaceQueryCreateBody = z.input<typeof WorkspaceQueryCreateSchema>;
export type WorkspaceQueryCreateParsed = z.output<typeof WorkspaceQueryCreateSchema>;

export const WorkspaceQueryUpdateSchema = z
  .strictObject({
    name: WorkspaceQueryCreateSchema.shape.name.optional(),
    full_query: WorkspaceQueryCreateSchema.shape.full_query.optional(),
    filters: SearchFiltersSchema.optional(),
    grouping: GroupingSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Give a new name, query, filters or grouping.');
export type WorkspaceQueryUpdateParsed = z.output<typeof WorkspaceQueryUpdateSchema>;

export const WorkspaceCreateSchema = z.strictObject({
  name: WorkspaceNameSchema,
  grouping: GroupingSchema.default(DEFAULT_GROUPING),
  queries: z.array(WorkspaceQueryCreateSchema).max(50, 'Start a workspace with at most 50 queries.').default([]),
});
export type WorkspaceCreateBody = z.input<typeof WorkspaceCreateSchema>;
export type WorkspaceCreateParsed = z.output<typeof WorkspaceCreateSchema>;

/** `PATCH /workspaces/{id}` (SPEC §7 names {grouping}; a new name goes the same way). */
export const WorkspaceUpdateSchema = z
  .strictObject({ name: WorkspaceNameSchema.optional(), grouping: GroupingSchema.optional() })
  .refine((b) => Object.keys(b).length > 0, 'Give a new name or grouping.');
export type WorkspaceUpdateParsed = z.output<typeof WorkspaceUpdateSchema>;

const MetricValue = z.union([z.number().finite(), z.string().max(40), z.null()]);
/** `PATCH /workspaces/{id}/metrics {metricData}`: the SPEC §9 metrics, each a number, a short text or null. */
export const WorkspaceMetricsSchema = z.strictObject({
  metricData: z.strictObject({
    families: MetricValue.optional(),
    applications: MetricValue.optional(),
    publications: MetricValue.optional(),
    grants: MetricValue.optional(),
    pending: MetricValue.optional(),
    total: MetricValue.optional(),
    jurisdictions: MetricValue.optional(),
    earliest_priority: MetricValue.optional(),
    expiry: MetricValue.optional(),
  }),
});
export type WorkspaceMetricsParsed = z.output<typeof WorkspaceMetricsSchema>;

const LevelSchema = z.enum(WORKSPACE_LEVELS, { error: `level must be one of ${WORKSPACE_LEVELS.join(', ')}.` });
/** `PUT /workspaces/{id}/permissions`: every user and group with a level besides the owner (replaces them all). */
export const WorkspacePermissionsBodySchema = z.strictObject({
  users: z.array(z.strictObject({ id: IdSchema, level: LevelSchema })).max(500),
  groups: z.array(z.strictObject({ id: IdSchema, level: LevelSchema })).max(500),
});
export type WorkspacePermissionsParsed = z.output<typeof WorkspacePermissionsBodySchema>;

/**
 * A workspace id as the `workspace/*` calls carry it in a body. Anything goes through here, so that the server can
 * answer SPEC §8's 'No workspace ID provided' and 'No Workspace ID found' instead of a generic validation message.
 */
const BodyWorkspaceId = z.union([z.string().max(40), z.number(), z.null()]).optional();

export const WorkspaceLabelBodySchema = z.strictObject({ workspace_id: BodyWorkspaceId, label_id: IdSchema });
export type WorkspaceLabelParsed = z.output<typeof WorkspaceLabelBodySchema>;
/** SPEC §5: a theme is applied when a theme id is given and removed when it is null. */
export const WorkspaceThemeBodySchema = z.strictObject({
  workspace_id: BodyWorkspaceId,
  theme_id: z.number().int().positive().max(MAX_ID).nullable().default(null),
});
export type WorkspaceThemeParsed = z.output<typeof WorkspaceThemeBodySchema>;
/** SPEC §5: type set, global or clear (checked by the server); clear needs a null set_id. */
export const WorkspaceSetBodySchema = z.strictObject({
  workspace_id: BodyWorkspaceId,
  type: z.string().max(40),
  set_id: z.number().int().positive().max(MAX_ID).nullable(),
});
export type WorkspaceSetParsed = z.output<typeof WorkspaceSetBodySchema>;

/** A set to chart against: some of the workspace's queries (none: all) and filters. */
export const AnalysisSetCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the set a name.').max(WORKSPACE_QUERY_NAME_MAX),
  query_ids: z.array(IdSchema).max(50).default([]),
  filters: SearchFiltersSchema,
});
export type AnalysisSetCreateParsed = z.output<typeof AnalysisSetCreateSchema>;
export const AnalysisSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['set', 'global']),
  workspace_id: z.number().int().nullable(),
  query_ids: z.array(z.number().int()),
  filters: z.object({
    filtersToApply: z.record(z.string(), z.array(z.string())),
    filtersToExclude: z.record(z.string(), z.array(z.string())),
  }),
});
export type AnalysisSet = z.infer<typeof AnalysisSetSchema>;
export const AnalysisSetListSchema = z.object({ data: z.array(AnalysisSetSchema) });

const ColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Write a colour as #rrggbb.');
/** One colour entry of a theme; the fourth element is the original colour (SPEC §3 Colour theme). */
const ColourEntrySchema = z
  .array(z.union([z.string().max(40), z.number().finite(), z.null()]))
  .min(1)
  .max(8);
export const AnalysisThemeCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the theme a name.').max(ANALYSIS_THEME_NAME_MAX),
  colour_range: z.array(ColourEntrySchema).min(1, 'Give at least one colour.').max(ANALYSIS_THEME_COLOURS_MAX),
  /** organization: a theme for everyone in the organisation (its administrators only). */
  scope: z.enum(['user', 'organization']).default('user'),
});
export type AnalysisThemeCreateParsed = z.output<typeof AnalysisThemeCreateSchema>;
export const AnalysisThemeUpdateSchema = z
  .strictObject({
    name: AnalysisThemeCreateSchema.shape.name.optional(),
    colour_range: AnalysisThemeCreateSchema.shape.colour_range.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Give a new name or colours.');
export type AnalysisThemeUpdateParsed = z.output<typeof AnalysisThemeUpdateSchema>;
export const AnalysisThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour_range: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  scope: z.enum(['user', 'organization']),
  is_default: z.boolean(),
  /** Whether the signed-in user may change or delete it. */
  editable: z.boolean(),
});
export type AnalysisTheme = z.infer<typeof AnalysisThemeSchema>;
export const AnalysisThemeListSchema = z.object({ data: z.array(AnalysisThemeSchema) });

export const WorkspaceLabelCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the label a name.').max(WORKSPACE_LABEL_NAME_MAX),
  colour: ColourSchema.default('#868e96'),
});
export type WorkspaceLabelCreateParsed = z.output<typeof WorkspaceLabelCreateSchema>;
export const WorkspaceLabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  /** The workspaces carrying it (among those the user still has a level on). */
  workspace_ids: z.array(z.number().int()),
});
export type WorkspaceLabel = z.infer<typeof WorkspaceLabelSchema>;
export const WorkspaceLabelListSchema = checksummed(WorkspaceLabelSchema);

const PersonSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });

/** SPEC §3 Query. */
export const WorkspaceQuerySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  full_query: z.string(),
  filters: AnalysisSetSchema.shape.filters,
  grouping: z.enum(GROUPING_METHODS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkspaceQuery = z.infer<typeof WorkspaceQuerySchema>;

/** How the signed-in user comes by their level (SPEC §3 access explanation). */
export const WorkspaceAccessSchema = z.object({
  /** `share`: a visitor of a dashboard or chart link (SPEC §6: share visitors Read). */
  type: z.enum(['owner', 'user', 'group', 'share']),
  permission: z.enum(WORKSPACE_LEVELS),
});

/** A workspace in lists: enough to show it and order it. */
export const WorkspaceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: PersonSchema.nullable(),
  grouping: z.enum(GROUPING_METHODS),
  no_of_queries: z.number().int(),
  metrics: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  /** The signed-in user's level. */
  permission: z.enum(WORKSPACE_LEVELS),
  label_ids: z.array(z.number().int()),
  updated_at: z.string(),
  created_at: z.string(),
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummarySchema>;
export const WorkspaceListSchema = checksummed(WorkspaceSummarySchema);

/** SPEC §3 Workspace, whole, with its dashboards and charts. */
export const WorkspaceSchema = WorkspaceSummarySchema.extend({
  owner: PersonSchema.extend({ permissions: z.array(z.enum(WORKSPACE_LEVELS)) }).nullable(),
  users: z.array(PersonSchema.extend({ permissions: z.array(z.enum(WORKSPACE_LEVELS)) })),
  groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      users: z.array(z.number().int()),
      permissions: z.array(z.enum(WORKSPACE_LEVELS)),
    }),
  ),
  queries: z.array(WorkspaceQuerySchema),
  dashboards: z.array(DashboardSchema),
  charts: z.array(ChartSchema),
  /** SPEC §4 Active dashboard for the caller: the stored one, else one of their global dashboards, else the first. */
  active_dashboard_id: z.number().int().nullable(),
  access: WorkspaceAccessSchema,
  theme_id: z.number().int().nullable(),
  /** The theme applied, whole, so everyone with a level can draw with it (it may be another user's own). */
  theme: AnalysisThemeSchema.nullable(),
  set: z.object({ type: z.enum(['set', 'global']), set_id: z.number().int() }).nullable(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;
/** `GET /workspaces/{id}` (SPEC §7: data). */
export const WorkspaceAnswerSchema = z.object({ data: WorkspaceSchema });

/** SPEC §3 Viewer: who is in the workspace now, with user details and where. */
export const WorkspaceViewerSchema = PersonSchema.extend({
  section: z.string().nullable(),
  active_at: z.string(),
  first_seen_at: z.string(),
  visits: z.number().int(),
  active: z.boolean(),
});
export const WorkspaceEngagementSchema = z.object({
  engaged_at: z.string().nullable(),
  viewers: z.array(WorkspaceViewerSchema),
});
export type WorkspaceEngagement = z.infer<typeof WorkspaceEngagementSchema>;

/** `PUT /workspaces/{id}/active[/{section}]` and `/active/clear`: the caller's marker after the call. */
export const WorkspaceActiveAnswerSchema = z.object({ section: z.string().nullable(), active_at: z.string() });

/** `GET /workspaces/delete_by/...`: what such a deletion takes; `DELETE` the same path answers what it took. */
export const WorkspaceDeleteByAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), updated_at: z.string() })),
});

/** `GET /workspaces/{id}/activity?checksum`: what was done in the workspace, newest first. */
export const WorkspaceActivityEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** Null once the user who did it is gone. */
  user: PersonSchema.nullable(),
});
export type WorkspaceActivityEntry = z.infer<typeof WorkspaceActivityEntrySchema>;
export const WorkspaceActivityListSchema = checksummed(WorkspaceActivityEntrySchema);
