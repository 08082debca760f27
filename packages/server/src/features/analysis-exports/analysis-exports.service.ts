import {
  ANALYSIS_SECTIONS,
  type AnalysisGrouping,
  type AnalysisSection,
  AppError,
  type Chart,
  type SectionResultLike,
  sectionPath,
  themeColours,
  type Workspace,
} from '@app/shared';
import type { AppContext } from '../../context';
import { aggregateSections } from '../analysis/analysis-aggregate.service';
import { usableCustomFields } from '../analysis/analysis-custom-fields';
import type { UserRecord } from '../users/users.repository';
import { getAnalysisTheme } from '../workspaces/workspaces.repository';
import { getWorkspace } from '../workspaces/workspaces.service';
import {
  type DashboardRenderInput,
  renderChartPdf,
  renderChartPng,
  renderChartSvg,
  renderChartXlsx,
  renderDashboardPdf,
  renderDashboardPng,
  renderDashboardSvg,
} from './chart-exports';
import type { ChartRenderInput } from './chart-render';

// The files of a workspace's saved charts and dashboards: each chart counted over its query by the same aggregate
// service the SPA calls, drawn by the same option builder, with the chart's theme (or the workspace's).

export const CHART_EXPORT_FORMATS = ['png', 'svg', 'pdf', 'xlsx'] as const;
export const DASHBOARD_EXPORT_FORMATS = ['png', 'svg', 'pdf'] as const;
export type ChartExportFormat = (typeof CHART_EXPORT_FORMATS)[number];

export type ExportFile = { body: Buffer; contentType: string; filename: string };

const CONTENT_TYPES: Readonly<Record<ChartExportFormat, string>> = {
  png: 'image/png',
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The workspace's grouping method (SPEC §3) as the aggregate names it. */
const GROUPING_OF: Readonly<Record<string, AnalysisGrouping>> = {
  none: 'publications',
  applicationnumber: 'applications',
  simplefamily: 'simplefamily',
  extendedfamily: 'extendedfamily',
};

/** A file name of plain ASCII words from a title. */
export function fileNameOf(title: string, format: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${format}`;
}

/** The chart's section: from the catalogue, or one of the custom fields the user may use (null when neither). */
function sectionOf(chart: Chart, customSections: ReadonlyMap<string, AnalysisSection>): AnalysisSection | null {
  return ANALYSIS_SECTIONS.find((s) => sectionPath(s) === chart.section) ?? customSections.get(chart.section) ?? null;
}

/** A section the chart names that no longer exists (a deleted field, a scheme the user may not use): said so. */
function missingSection(chart: Chart): AnalysisSection {
  return {
    group: 'custom-fields',
    key: chart.section.split('/')[1] ?? chart.section,
    title: chart.title,
    measure: { kind: 'custom-field', fieldId: 0 },
    charts: ['bar', 'pie', 'donut', 'table'],
  };
}

/**
 * Each chart's drawing input: its section counted over its query (the first of `query_ids` in the workspace, else
 * the workspace's first query), one aggregate call per query for all the charts on it.
 */
async function chartInputs(
  ctx: AppContext,
  user: UserRecord,
  workspace: Workspace,
  charts: readonly Chart[],
): Promise<Map<number, ChartRenderInput>> {
  const grouping = GROUPING_OF[workspace.grouping] ?? 'simplefamily';
  const workspaceColours = themeColours(workspace.theme?.colour_range);
  const queryOf = (chart: Chart) =>
    chart.config.query_ids.map((id) => workspace.queries.find((q) => q.id === id)).find((q) => q !== undefined) ??
    workspace.queries[0];
  const customFields = await usableCustomFields(
    ctx,
    user,
    charts.map((c) => c.section),
  );
  const customSections = customFields.sections;
  const countable = (chart: Chart) => sectionOf(chart, customSections) !== null;
  const results = new Map<number, SectionResultLike>();
  const byQuery = new Map<number, Chart[]>();
  for (const chart of charts) {
    const query = queryOf(chart);
    if (!query) results.set(chart.id, { kind: 'unavailable', reason: 'This workspace has no query to count.' });
    else byQuery.set(query.id, [...(byQuery.get(query.id) ?? []), chart]);
  }
  for (const [queryId, onQuery] of byQuery) {
    const query = workspace.queries.find((q) => q.id === queryId)!;
    const known = onQuery.filter(countable);
    const answer =
      known.length === 0
        ? null
        : await aggregateSections(
            ctx,
            user,
            {
              query: query.full_query,
              filters: query.filters,
              grouping,
              sections: [...new Set(known.map((c) => c.section))],
              top: Math.max(...known.map((c) => c.config.top)),
            },
            undefined,
            customFields,
          );
    for (const chart of onQuery)
      results.set(
        chart.id,
        answer?.sections[chart.section] ?? {
          kind: 'unavailable',
          reason: "This chart's custom field no longer exists or is not in a scheme you may use.",
        },
      );
  }
  // A theme several charts share is read once.
  const themeIds = new Set(charts.flatMap((c) => (c.config.theme_id === null ? [] : [c.config.theme_id])));
  const themes = new Map(
    await Promise.all([...themeIds].map(async (id) => [id, await getAnalysisTheme(ctx.db, id)] as const)),
  );
  const inputs = new Map<number, ChartRenderInput>();
  for (const chart of charts) {
    const own = chart.config.theme_id === null ? undefined : themes.get(chart.config.theme_id);
    const colours = own ? themeColours(own.colourRange) : workspaceColours;
    inputs.set(chart.id, {
      section: sectionOf(chart, customSections) ?? missingSection(chart),
      result: results.get(chart.id)!,
      config: chart.config,
      grouping,
      title: chart.title,
      colours,
    });
  }
  return inputs;
}

/** `GET /workspaces/{id}/charts/{chartId}/export/{format}`: the chart as a file (Read on the workspace). */
export async function exportChart(
  ctx: AppContext,
  user: UserRecord,
  workspaceId: number,
  chartId: number,
  format: ChartExportFormat,
): Promise<ExportFile> {
  const workspace = await getWorkspace(ctx, user, workspaceId);
  const chart = workspace.charts.find((c) => c.id === chartId);
  if (!chart) throw new AppError('CHART_NOT_FOUND');
  const input = (await chartInputs(ctx, user, workspace, [chart])).get(chart.id)!;
  const body =
    format === 'svg'
      ? Buffer.from(renderChartSvg(input), 'utf8')
      : format === 'png'
        ? renderChartPng(input)
        : format === 'pdf'
          ? await renderChartPdf(input)
          : await renderChartXlsx(input);
  return { body, contentType: CONTENT_TYPES[format], filename: fileNameOf(chart.title, format) };
}

/** `GET /workspaces/{id}/dashboards/{dashboardId}/export/{format}`: the dashboard's grid as one picture. */
export async function exportDashboard(
  ctx: AppContext,
  user: UserRecord,
  workspaceId: number,
  dashboardId: number,
  format: (typeof DASHBOARD_EXPORT_FORMATS)[number],
): Promise<ExportFile> {
  const workspace = await getWorkspace(ctx, user, workspaceId);
  const dashboard = workspace.dashboards.find((d) => d.id === dashboardId);
  if (!dashboard) throw new AppError('DASHBOARD_NOT_FOUND');
  const charts = workspace.charts.filter((c) => c.dashboard_id === dashboard.id);
  // Charts the layout does not place yet go below it, two to a row, as the SPA lists them.
  const placed = new Set(dashboard.layout.map((item) => item.chart_id));
  const bottom = dashboard.layout.reduce((end, item) => Math.max(end, item.y + item.h), 0);
  const unplaced = charts
    .filter((c) => !placed.has(c.id))
    .map((c, i) => ({ chart_id: c.id, x: (i % 2) * 6, y: bottom + Math.floor(i / 2) * 5, w: 6, h: 5 }));
  const input: DashboardRenderInput = {
    name: dashboard.name,
    layout: [...dashboard.layout, ...unplaced],
    charts: await chartInputs(ctx, user, workspace, charts),
  };
  const body =
    format === 'svg'
      ? Buffer.from(renderDashboardSvg(input), 'utf8')
      : format === 'png'
        ? renderDashboardPng(input)
        : await renderDashboardPdf(input);
  return { body, contentType: CONTENT_TYPES[format], filename: fileNameOf(dashboard.name, format) };
}
