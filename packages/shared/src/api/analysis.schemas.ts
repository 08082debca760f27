import { z } from 'zod';
import { ANALYSIS_GROUPINGS, ANALYSIS_SECTION_GROUPS, CHART_TYPES } from '../analysis/analysis-catalogue';
import { SearchFiltersSchema } from './search.schemas';

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

/** `POST /api/analysis/aggregate`: the charts of some sections over a query, counted for one grouping. */
export const AnalysisAggregateBodySchema = z.strictObject({
  query: z.string().trim().min(1, 'Enter a query.').max(20_000, 'The query may have at most 20,000 characters.'),
  filters: SearchFiltersSchema,
  grouping: z.enum(ANALYSIS_GROUPINGS).default('simplefamily'),
  sections: z
    .array(z.string().max(100))
    .min(1, 'Choose at least one section.')
    .max(40, 'Ask for at most 40 sections at once.'),
  /** Values on a chart's main axis; the section's default when absent. */
  top: z.number().int().min(1).max(500).optional(),
});
export type AnalysisAggregateBody = z.input<typeof AnalysisAggregateBodySchema>;

const BucketSchema = z.object({ value: z.string(), count: z.number().int() });

const SectionResultSchema = z.union([
  z.object({
    kind: z.enum(['terms', 'years']),
    total: z.number().int(),
    buckets: z.array(BucketSchema),
    otherCount: z.number().int(),
    missingCount: z.number().int(),
  }),
  z.object({
    kind: z.literal('pivot'),
    total: z.number().int(),
    rows: z.array(BucketSchema.extend({ otherCount: z.number().int(), cells: z.array(BucketSchema) })),
    columns: z.array(BucketSchema),
    otherCount: z.number().int(),
    missingCount: z.number().int(),
  }),
  z.object({
    kind: z.literal('hierarchy'),
    levels: z.array(z.object({ level: z.string(), buckets: z.array(BucketSchema) })),
  }),
  /**
   * Citations: the ranking of the section's direction (backward: the documents the set's items cite most, each
   * counted once per item; forward: the set's items cited by the most documents, by a representative ucid) and the
   * citation network of both rankings' top items: who among them cites whom, and which of the most cited
   * documents each top item cites.
   */
  z.object({
    kind: z.literal('citations'),
    direction: z.enum(['forward', 'backward']),
    total: z.number().int(),
    buckets: z.array(BucketSchema),
    otherCount: z.number().int(),
    missingCount: z.number().int(),
    network: z.object({
      nodes: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int(), inSet: z.boolean() })),
      links: z.array(z.object({ source: z.string(), target: z.string() })),
    }),
  }),
  /**
   * The words that set the result set apart (titles and abstracts): items holding each word, and its significance
   * (log-likelihood ratio against the whole index). `sampled` is present when an even sample of that many items was
   * read instead of every item (counts are then of the sample).
   */
  z.object({
    kind: z.literal('keywords'),
    total: z.number().int(),
    sampled: z.number().int().optional(),
    buckets: z.array(BucketSchema.extend({ score: z.number() })),
  }),
  /** A section that cannot be counted, saying why. */
  z.object({ kind: z.literal('unavailable'), reason: z.string() }),
]);
export type AnalysisSectionResult = z.infer<typeof SectionResultSchema>;

export const AnalysisMetricsSchema = z.object({
  publications: z.number().int(),
  applications: z.number().int(),
  simpleFamilies: z.number().int(),
  extendedFamilies: z.number().int(),
  total: z.number().int(),
  grants: z.number().int(),
  pending: z.number().int(),
  jurisdictions: z.number().int(),
  earliestPriority: z.number().int().nullable(),
  expiry: z.object({ earliest: z.number().int().nullable(), latest: z.number().int().nullable() }),
});

export const AnalysisAggregateResponseSchema = z.object({
  grouping: z.enum(ANALYSIS_GROUPINGS),
  numFound: z.number().int(),
  metrics: AnalysisMetricsSchema,
  sections: z.record(z.string(), SectionResultSchema),
});
export type AnalysisAggregateResponse = z.infer<typeof AnalysisAggregateResponseSchema>;
