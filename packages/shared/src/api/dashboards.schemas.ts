import { z } from 'zod';
import { CHART_TYPES } from '../analysis/analysis-catalogue';
import { MAX_ID } from '../constants';

// Dashboards and charts of an analysis workspace (issue 20 items 3 and 4; SPEC §3 Dashboard, Chart; §4 Active
// dashboard). A chart belongs to one dashboard and shows one section (SPEC §2 `{group}/{key}`) over some of the
// workspace's queries. Every change carries the version it was based on, so two analysts editing one chart at once
// never lose a change silently: changes to different settings merge, changes to the same setting are refused
// (409 CHART_CONFLICT) with the chart as it now is, and the SPA tells the user who changed it.

export const DASHBOARD_NAME_MAX = 120;
export const CHART_TITLE_MAX = 160;
/** Dashboards one workspace may hold, and charts one dashboard may hold. */
export const DASHBOARDS_PER_WORKSPACE_MAX = 50;
export const CHARTS_PER_DASHBOARD_MAX = 40;
/** Columns of the dashboard grid; a chart's x + w never exceeds it. */
export const DASHBOARD_GRID_COLUMNS = 12;

const Id = z.number().int().min(1).max(MAX_ID);
const Person = z.object({ id: z.number().int(), name: z.string() });

/** Where one chart sits in the dashboard grid, in grid cells. */
export const DashboardLayoutItemSchema = z
  .strictObject({
    chart_id: Id,
    x: z
      .number()
      .int()
      .min(0)
      .max(DASHBOARD_GRID_COLUMNS - 1),
    y: z.number().int().min(0).max(10_000),
    w: z.number().int().min(1).max(DASHBOARD_GRID_COLUMNS),
    h: z.number().int().min(1).max(40),
  })
  .refine((item) => item.x + item.w <= DASHBOARD_GRID_COLUMNS, {
    message: `A chart may not reach past the grid's ${DASHBOARD_GRID_COLUMNS} columns.`,
  });
export type DashboardLayoutItem = z.infer<typeof DashboardLayoutItemSchema>;

export const DashboardSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  layout: z.array(DashboardLayoutItemSchema),
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: Person.nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** How a chart is drawn; every setting is optional in a change, and the section's defaults fill the rest. */
export const ChartConfigSchema = z.strictObject({
  type: z.enum(CHART_TYPES),
  /** Values on the main axis; the rest folded into "Other" when `other` is on. */
  top: z.number().int().min(1).max(500),
  /** Values on the second axis of a pivot. */
  columnsTop: z.number().int().min(0).max(200),
  other: z.boolean(),
  sort: z.enum(['count-desc', 'value-asc']),
  labels: z.boolean(),
  legend: z.boolean(),
  /** The workspace queries shown; empty shows the first query. */
  query_ids: z.array(Id).max(20),
  /** A colour theme for this chart alone; null uses the workspace's. */
  theme_id: Id.nullable(),
});
export type ChartConfig = z.infer<typeof ChartConfigSchema>;
export const CHART_CONFIG_KEYS = Object.keys(ChartConfigSchema.shape) as (keyof ChartConfig)[];

export const ChartSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  dashboard_id: z.number().int(),
  /** The section path, `{group}/{key}` (custom fields: `custom-fields/{fieldId}`). */
  section: z.string(),
  title: z.string(),
  config: ChartConfigSchema,
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: Person.nullable(),
});
export type Chart = z.infer<typeof ChartSchema>;

const Title = z.string().trim().min(1, 'Enter a title.').max(CHART_TITLE_MAX, `At most ${CHART_TITLE_MAX} characters.`);
const DashboardName = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(DASHBOARD_NAME_MAX, `At most ${DASHBOARD_NAME_MAX} characters.`);

export const DashboardCreateSchema = z.strictObject({ name: DashboardName });
/** A change to a dashboard, based on the version the client last saw. */
export const DashboardUpdateSchema = z.strictObject({
  base_version: z.number().int().min(0),
  name: DashboardName.optional(),
  layout: z.array(DashboardLayoutItemSchema).max(CHARTS_PER_DASHBOARD_MAX).optional(),
});
export const ChartCreateSchema = z.strictObject({
  dashboard_id: Id,
  section: z.string().min(1).max(100),
  title: Title.optional(),
  config: ChartConfigSchema.partial().optional(),
});
/** A change to a chart: only the settings given change; `base_version` is the version the client last saw. */
export const ChartUpdateSchema = z.strictObject({
  base_version: z.number().int().min(0),
  title: Title.optional(),
  config: ChartConfigSchema.partial().optional(),
});

export const DashboardAnswerSchema = z.object({ data: DashboardSchema });
export const DashboardListSchema = z.object({ data: z.array(DashboardSchema) });
export const ChartAnswerSchema = z.object({ data: ChartSchema });
export const ChartListSchema = z.object({ data: z.array(ChartSchema) });

/**
 * 409 CHART_CONFLICT / DASHBOARD_CONFLICT: the change touched settings someone else changed after `base_version`.
 * `current` is the thing as it now is, `fields` the settings in conflict, `updated_by` who changed them last.
 */
export const EditConflictDetailsSchema = z.object({
  fields: z.array(z.string()),
  current: z.union([ChartSchema, DashboardSchema]),
  updated_by: Person.nullable(),
});

export const DashboardIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ID),
  dashboardId: z.coerce.number().int().min(1).max(MAX_ID),
});
export const ChartIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ID),
  chartId: z.coerce.number().int().min(1).max(MAX_ID),
});

/** `POST /analysis/load` and `share_load` (SPEC §7): what the loading screen stores in the session. */
export const ANALYSIS_REDIRECT_MODES = ['reload', 'dashboard', 'shared_dashboard', 'shared_chart'] as const;
export const AnalysisLoadBodySchema = z.strictObject({
  workspace_id: z.union([z.string(), z.number()]).optional(),
  redirect: z.string().max(40).optional(),
});
export const AnalysisShareLoadBodySchema = z.strictObject({
  type: z.string().max(40),
  key: z.string().min(1).max(200),
});
export const AnalysisLoadAnswerSchema = z.object({
  analysisID: z.string().regex(/^[a-z0-9]{32}$/),
  workspaceID: z.number().int(),
  no_of_queries: z.number().int(),
});
export type AnalysisLoadAnswer = z.infer<typeof AnalysisLoadAnswerSchema>;
