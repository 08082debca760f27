// The analysis catalogue (SPEC §2 section groups, §3 Analysis section group, Field names map, Grouping methods):
// which sections an analyst can open, what each counts, and how its chart first looks. The server answers it
// (`GET /api/workspace_sections`, `/api/analysis/field_names`, `/api/analysis/chart/default/all`) and the
// aggregations behind the charts read the same definitions, so a section's chart and its numbers cannot drift apart.

/** SPEC §2: the section groups, each with an icon of the same name, in the order the navigation lists them. */
export const ANALYSIS_SECTION_GROUPS = [
  'assignees',
  'classifications',
  'dates',
  'jurisdictions',
  'citations',
  'inventors',
  'agents',
  'keywords',
  'others',
  'custom-fields',
  'folders',
  'examiners',
] as const;
export type AnalysisSectionGroup = (typeof ANALYSIS_SECTION_GROUPS)[number];

/** SPEC §3 Grouping methods: what one counted item is. */
export const ANALYSIS_GROUPINGS = ['publications', 'applications', 'simplefamily', 'extendedfamily'] as const;
export type AnalysisGrouping = (typeof ANALYSIS_GROUPINGS)[number];

/** Chart types analysts expect (issue 20 item 3). */
export const CHART_TYPES = [
  'bar',
  'stacked-bar',
  'line',
  'pie',
  'donut',
  'heat-map',
  'tree-map',
  'world-map',
  'network',
  'table',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Date fields a section can count by year. */
export const ANALYSIS_DATE_FIELDS = [
  'publicationdate',
  'applicationdate',
  'earliestprioritydate',
  'grantdate',
  'expectedexpirydate',
] as const;
export type AnalysisDateField = (typeof ANALYSIS_DATE_FIELDS)[number];

/** One axis of what a section counts: the values of a field, or the years of a date field. */
export type AnalysisAxis = { kind: 'terms'; field: string } | { kind: 'years'; field: AnalysisDateField };

/**
 * What a section counts, for the chosen grouping: items per value (`count`), items per pair of values (`pivot`,
 * assignee × year), the classification hierarchy (`hierarchy`, counted at every level), the citation links
 * between the set's documents (`citations`), or the words that set the documents apart (`keywords`, from their
 * texts rather than a field's values), or the values the organisation gave a custom field (`custom-field`).
 */
export type AnalysisMeasure =
  | { kind: 'count'; axis: AnalysisAxis }
  | { kind: 'pivot'; rows: AnalysisAxis; columns: AnalysisAxis }
  | { kind: 'hierarchy'; field: 'cpcvalues' | 'ipcrvalues' }
  | { kind: 'citations'; direction: 'forward' | 'backward' }
  | { kind: 'keywords'; fields: readonly ('titles' | 'abstracts' | 'claims')[] }
  | { kind: 'custom-field'; fieldId: number };

/** One section: its place in the group, its title, what it counts and which charts can show it. */
export type AnalysisSection = {
  group: AnalysisSectionGroup;
  /** Unique within the group; `{group}/{key}` is the section's path (SPEC §2 `/section/{analysis_section}`). */
  key: string;
  title: string;
  measure: AnalysisMeasure;
  /** The chart types that can show this measure; the first is the default. */
  charts: readonly [ChartType, ...ChartType[]];
};

const terms = (field: string): AnalysisAxis => ({ kind: 'terms', field });
const years = (field: AnalysisDateField): AnalysisAxis => ({ kind: 'years', field });
const RANKING: readonly [ChartType, ...ChartType[]] = ['bar', 'pie', 'donut', 'table'];
const TREND: readonly [ChartType, ...ChartType[]] = ['line', 'bar', 'table'];
const MATRIX: readonly [ChartType, ...ChartType[]] = ['heat-map', 'stacked-bar', 'table'];

/** Every section of every group. Custom-field sections are added per field of the organisation's active scheme. */
export const ANALYSIS_SECTIONS: readonly AnalysisSection[] = [
  {
    group: 'assignees',
    key: 'top',
    title: 'Top assignees',
    measure: { kind: 'count', axis: terms('assignees_name_probable') },
    charts: RANKING,
  },
  {
    group: 'assignees',
    key: 'by-year',
    title: 'Assignees by filing year',
    measure: { kind: 'pivot', rows: terms('assignees_name_probable'), columns: years('applicationdate') },
    charts: MATRIX,
  },
  {
    group: 'assignees',
    key: 'by-cpc',
    title: 'Assignees by CPC',
    measure: { kind: 'pivot', rows: terms('assignees_name_probable'), columns: terms('cpcvalues') },
    charts: MATRIX,
  },
  {
    group: 'assignees',
    key: 'ultimate-owners',
    title: 'Ultimate owners',
    measure: { kind: 'count', axis: terms('ultimate_owner') },
    charts: RANKING,
  },
  {
    group: 'classifications',
    key: 'cpc',
    title: 'CPC',
    measure: { kind: 'count', axis: terms('cpcvalues') },
    charts: RANKING,
  },
  {
    group: 'classifications',
    key: 'cpc-hierarchy',
    title: 'CPC hierarchy',
    measure: { kind: 'hierarchy', field: 'cpcvalues' },
    charts: ['tree-map', 'table'],
  },
  {
    group: 'classifications',
    key: 'ipc',
    title: 'IPC',
    measure: { kind: 'count', axis: terms('ipcrvalues') },
    charts: RANKING,
  },
  {
    group: 'classifications',
    key: 'technology-fields',
    title: 'Technology fields',
    measure: { kind: 'count', axis: terms('ipctechnologyfield') },
    charts: RANKING,
  },
  {
    group: 'classifications',
    key: 'cpc-by-year',
    title: 'CPC by filing year',
    measure: { kind: 'pivot', rows: terms('cpcvalues'), columns: years('applicationdate') },
    charts: MATRIX,
  },
  {
    group: 'dates',
    key: 'filing-trend',
    title: 'Filing trend',
    measure: { kind: 'count', axis: years('applicationdate') },
    charts: TREND,
  },
  {
    group: 'dates',
    key: 'publication-trend',
    title: 'Publication trend',
    measure: { kind: 'count', axis: years('publicationdate') },
    charts: TREND,
  },
  {
    group: 'dates',
    key: 'priority-trend',
    title: 'Earliest priority trend',
    measure: { kind: 'count', axis: years('earliestprioritydate') },
    charts: TREND,
  },
  {
    group: 'dates',
    key: 'grant-trend',
    title: 'Grant trend',
    measure: { kind: 'count', axis: years('grantdate') },
    charts: TREND,
  },
  {
    group: 'dates',
    key: 'expiry',
    title: 'Expiry by year',
    measure: { kind: 'count', axis: years('expectedexpirydate') },
    charts: TREND,
  },
  {
    group: 'jurisdictions',
    key: 'countries',
    title: 'Jurisdictions',
    measure: { kind: 'count', axis: terms('country') },
    charts: ['world-map', 'bar', 'pie', 'table'],
  },
  {
    group: 'jurisdictions',
    key: 'by-year',
    title: 'Jurisdictions by filing year',
    measure: { kind: 'pivot', rows: terms('country'), columns: years('applicationdate') },
    charts: MATRIX,
  },
  {
    group: 'citations',
    key: 'forward',
    title: 'Citing documents',
    measure: { kind: 'citations', direction: 'forward' },
    charts: ['network', 'table'],
  },
  {
    group: 'citations',
    key: 'backward',
    title: 'Cited documents',
    measure: { kind: 'citations', direction: 'backward' },
    charts: ['network', 'table'],
  },
  {
    group: 'inventors',
    key: 'top',
    title: 'Top inventors',
    measure: { kind: 'count', axis: terms('inventors_name_normalized') },
    charts: RANKING,
  },
  {
    group: 'inventors',
    key: 'by-assignee',
    title: 'Inventors by assignee',
    measure: { kind: 'pivot', rows: terms('inventors_name_normalized'), columns: terms('assignees_name_probable') },
    charts: MATRIX,
  },
  {
    group: 'agents',
    key: 'top',
    title: 'Top agents',
    measure: { kind: 'count', axis: terms('agents_name_normalized') },
    charts: RANKING,
  },
  {
    group: 'keywords',
    key: 'terms',
    title: 'Keywords',
    measure: { kind: 'keywords', fields: ['titles', 'abstracts'] },
    charts: ['bar', 'table'],
  },

  {
    group: 'others',
    key: 'grants',
    title: 'Granted',
    measure: { kind: 'count', axis: terms('grant') },
    charts: ['pie', 'donut', 'bar', 'table'],
  },
  {
    group: 'others',
    key: 'pending',
    title: 'Pending',
    measure: { kind: 'count', axis: terms('pending') },
    charts: ['pie', 'donut', 'bar', 'table'],
  },
  {
    group: 'others',
    key: 'kind-codes',
    title: 'Kind codes',
    measure: { kind: 'count', axis: terms('kindcode') },
    charts: RANKING,
  },

  {
    group: 'others',
    key: 'document-types',
    title: 'Document types',
    measure: { kind: 'count', axis: terms('type') },
    charts: ['pie', 'donut', 'bar', 'table'],
  },
  {
    group: 'others',
    key: 'languages',
    title: 'Languages',
    measure: { kind: 'count', axis: terms('language') },
    charts: ['pie', 'bar', 'table'],
  },
  {
    group: 'others',
    key: 'standards',
    title: 'Standard essential patents',
    measure: { kind: 'count', axis: terms('seps_standard_organization') },
    charts: RANKING,
  },
  {
    group: 'folders',
    key: 'labels',
    title: 'Folder labels',
    measure: { kind: 'count', axis: terms('labels') },
    charts: RANKING,
  },
  {
    group: 'folders',
    key: 'ratings',
    title: 'Folder ratings',
    measure: { kind: 'count', axis: terms('ratings') },
    charts: ['bar', 'pie', 'table'],
  },
  {
    group: 'examiners',
    key: 'top',
    title: 'Top examiners',
    measure: { kind: 'count', axis: terms('examiners') },
    charts: RANKING,
  },
];

/** `{group}/{key}`: a section's path. */
export function sectionPath(section: Pick<AnalysisSection, 'group' | 'key'>): string {
  return `${section.group}/${section.key}`;
}

/** SPEC §3 Field names map: what one value of a field is called, and many. */
export const ANALYSIS_FIELD_NAMES: Readonly<Record<string, { singular: string; plural: string }>> = {
  assignees_name_probable: { singular: 'Assignee', plural: 'Assignees' },
  ultimate_owner: { singular: 'Ultimate owner', plural: 'Ultimate owners' },
  cpcvalues: { singular: 'CPC class', plural: 'CPC classes' },
  ipcrvalues: { singular: 'IPC class', plural: 'IPC classes' },
  ipctechnologyfield: { singular: 'Technology field', plural: 'Technology fields' },
  applicationdate: { singular: 'Filing year', plural: 'Filing years' },
  publicationdate: { singular: 'Publication year', plural: 'Publication years' },
  earliestprioritydate: { singular: 'Priority year', plural: 'Priority years' },
  grantdate: { singular: 'Grant year', plural: 'Grant years' },
  expectedexpirydate: { singular: 'Expiry year', plural: 'Expiry years' },
  country: { singular: 'Jurisdiction', plural: 'Jurisdictions' },
  inventors_name_normalized: { singular: 'Inventor', plural: 'Inventors' },
  agents_name_normalized: { singular: 'Agent', plural: 'Agents' },
  examiners: { singular: 'Examiner', plural: 'Examiners' },
  keywords: { singular: 'Keyword', plural: 'Keywords' },
  grant: { singular: 'Grant state', plural: 'Grant states' },
  pending: { singular: 'Pending state', plural: 'Pending states' },
  kindcode: { singular: 'Kind code', plural: 'Kind codes' },
  type: { singular: 'Document type', plural: 'Document types' },
  language: { singular: 'Language', plural: 'Languages' },
  seps_standard_organization: { singular: 'Standards body', plural: 'Standards bodies' },
  labels: { singular: 'Label', plural: 'Labels' },
  ratings: { singular: 'Rating', plural: 'Ratings' },
  citations: { singular: 'Citation', plural: 'Citations' },
  publications: { singular: 'Publication', plural: 'Publications' },
  applications: { singular: 'Application', plural: 'Applications' },
  simplefamily: { singular: 'Family', plural: 'Families' },
  extendedfamily: { singular: 'Extended family', plural: 'Extended families' },
};

/** How a chart first looks (`GET /api/analysis/chart/default/all`): type, how many values, the rest folded. */
export type ChartDefaults = {
  type: ChartType;
  /** Values shown on the main axis (the rest folded into "Other" when `other` is on). */
  top: number;
  /** Values shown on the second axis of a pivot. */
  columnsTop: number;
  other: boolean;
  sort: 'count-desc' | 'value-asc';
  labels: boolean;
  legend: boolean;
};

/** The default configuration of every section's chart, by section path. */
export function defaultChartConfigs(): Record<string, ChartDefaults> {
  return Object.fromEntries(
    ANALYSIS_SECTIONS.map((section) => {
      const type = section.charts[0];
      const trend = section.measure.kind === 'count' && section.measure.axis.kind === 'years';
      return [
        sectionPath(section),
        {
          type,
          top: trend ? 50 : section.measure.kind === 'pivot' ? 15 : 20,
          columnsTop: section.measure.kind === 'pivot' ? 20 : 0,
          other: !trend && section.measure.kind !== 'citations' && section.measure.kind !== 'keywords',
          sort: trend ? 'value-asc' : 'count-desc',
          labels: type !== 'line' && type !== 'network',
          legend: type === 'pie' || type === 'donut' || type === 'stacked-bar' || type === 'heat-map',
        } satisfies ChartDefaults,
      ];
    }),
  );
}

/** The sections of the organisation's custom fields (SPEC §2 group custom-fields): one per field of the active scheme. */
export function customFieldSections(fields: readonly { id: number; name: string }[]): AnalysisSection[] {
  return fields.map((field) => ({
    group: 'custom-fields',
    key: `cf_${field.id}`,
    title: field.name,
    measure: { kind: 'custom-field', fieldId: field.id },
    charts: ['bar', 'pie', 'donut', 'table'],
  }));
}
