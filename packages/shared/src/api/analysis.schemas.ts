import { z } from 'zod';
import { ANALYSIS_SECTION_GROUPS, CHART_TYPES } from '../analysis/analysis-catalogue';

// Answers of the analysis catalogue calls (SPEC §7 Workspaces and analysis).

const AxisSchema = z.union([
  z.object({ kind: z.literal('terms'), field: z.string() }),
  z.object({ kind: z.literal('years'), field: z.string() }),
]);

const MeasureSchema = z.union([
  z.object({ kind: z.literal('count'), axis: AxisSchema }),
  z.object({ kind: z.literal('pivot'), rows: AxisSchema, columns: AxisSchema }),
  z.object({ kind: z.literal('hierarchy'), field: z.string() }),
  z.object({ kind: z.literal('citations'), direction: z.enum(['forward', 'backward']) }),
  z.object({ kind: z.literal('keywords'), fields: z.array(z.string()).readonly() }),
  z.object({ kind: z.literal('custom-field'), fieldId: z.number().int() }),
]);

export const AnalysisSectionSchema = z.object({
  key: z.string(),
  /** `{group}/{key}`: the `{analysis_section}` of SPEC §2's section route. */
  path: z.string(),
  title: z.string(),
  measure: MeasureSchema,
  charts: z.array(z.enum(CHART_TYPES)).min(1),
});
export type AnalysisSectionAnswer = z.infer<typeof AnalysisSectionSchema>;

/** `GET /api/workspace_sections`: the section groups (SPEC §3 Analysis section group), each with its icon key. */
export const WorkspaceSectionsSchema = z.object({
  data: z.array(
    z.object({
      key: z.enum(ANALYSIS_SECTION_GROUPS),
      sections: z.array(AnalysisSectionSchema),
    }),
  ),
});
export type WorkspaceSections = z.infer<typeof WorkspaceSectionsSchema>;

/** `GET /api/analysis/field_names`: SPEC §3 Field names map. */
export const AnalysisFieldNamesSchema = z.object({
  fields: z.record(z.string(), z.object({ singular: z.string(), plural: z.string() })),
});
export type AnalysisFieldNames = z.infer<typeof AnalysisFieldNamesSchema>;

export const ChartDefaultsSchema = z.object({
  type: z.enum(CHART_TYPES),
  top: z.number().int().min(1),
  columnsTop: z.number().int().min(0),
  other: z.boolean(),
  sort: z.enum(['count-desc', 'value-asc']),
  labels: z.boolean(),
  legend: z.boolean(),
});

/** `GET /api/analysis/chart/default/all`: each section's first chart configuration, by section path. */
export const ChartDefaultsAllSchema = z.object({ data: z.record(z.string(), ChartDefaultsSchema) });
export type ChartDefaultsAll = z.infer<typeof ChartDefaultsAllSchema>;
