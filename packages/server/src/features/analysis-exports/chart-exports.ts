import { ANALYSIS_FIELD_NAMES, chartTableModel, DASHBOARD_GRID_COLUMNS, type DashboardLayoutItem } from '@app/shared';
import { svgPagesToPdf, svgToPng, tableToXlsx } from './chart-files';
import { CHART_EXPORT_SIZE, type ChartRenderInput, escapeXml, renderChartSvg } from './chart-render';

// The files of one chart and of a whole dashboard (issue 20 item 6): PNG, SVG and PDF of the picture, xlsx of a
// chart's numbers.

export { renderChartSvg } from './chart-render';

const size = (input: ChartRenderInput) => ({
  width: input.width ?? CHART_EXPORT_SIZE.width,
  height: input.height ?? CHART_EXPORT_SIZE.height,
});
const titleOf = (input: ChartRenderInput) => input.title ?? input.section.title;

export function renderChartPng(input: ChartRenderInput): Buffer {
  return svgToPng(renderChartSvg(input));
}

export function renderChartPdf(input: ChartRenderInput): Promise<Buffer> {
  return svgPagesToPdf([{ svg: renderChartSvg(input), ...size(input) }], titleOf(input));
}

/** The chart's numbers: the field's singular label and the grouping's plural as the header, pivots as a matrix. */
export function renderChartXlsx(input: ChartRenderInput): Promise<Buffer> {
  const table = chartTableModel({
    section: input.section,
    result: input.result,
    config: input.config,
    grouping: input.grouping,
    fieldNames: ANALYSIS_FIELD_NAMES,
  });
  return tableToXlsx(table, titleOf(input));
}

/** A dashboard to draw: its name, its grid and the charts the grid places (by chart id). */
export type DashboardRenderInput = {
  name: string;
  layout: readonly DashboardLayoutItem[];
  charts: ReadonlyMap<number, ChartRenderInput>;
  /** The width of the whole grid in pixels. */
  width?: number;
};

export const DASHBOARD_EXPORT_WIDTH = 1440;
/** The height of one grid row, in pixels. */
export const DASHBOARD_ROW_HEIGHT = 80;
const HEADER = 56;
const GAP = 12;

/** The chart's SVG with its ids made unique on the page (two charts' clip paths must not meet). */
function scopedSvg(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/**
 * The dashboard as one SVG: each chart drawn at the size of its grid cells and placed where the grid puts it,
 * under the dashboard's name; charts of the layout that no longer exist are left out.
 */
export function renderDashboardSvgSized(input: DashboardRenderInput): { svg: string; width: number; height: number } {
  const width = input.width ?? DASHBOARD_EXPORT_WIDTH;
  const column = (width - GAP) / DASHBOARD_GRID_COLUMNS;
  const placed = input.layout.filter((item) => input.charts.has(item.chart_id));
  const rows = placed.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);
  const height = HEADER + Math.max(1, rows) * DASHBOARD_ROW_HEIGHT + GAP;
  const parts = placed.map((item, i) => {
    const x = Math.round(GAP + item.x * column);
    const y = Math.round(HEADER + item.y * DASHBOARD_ROW_HEIGHT);
    const w = Math.round(item.w * column - GAP);
    const h = Math.round(item.h * DASHBOARD_ROW_HEIGHT - GAP);
    const chartSvg = renderChartSvg({ ...input.charts.get(item.chart_id)!, width: w, height: h });
    const inner = scopedSvg(chartSvg, `c${i}-`)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '');
    return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#dddddd"/>`;
  });
  const empty =
    placed.length === 0
      ? `<text x="${width / 2}" y="${HEADER + 40}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#666666">This dashboard has no charts.</text>`
      : '';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#f6f7f9"/>`,
    `<text x="${GAP}" y="36" font-family="sans-serif" font-size="22" font-weight="bold" fill="#222222">${escapeXml(input.name)}</text>`,
    ...parts,
    empty,
    '</svg>',
  ].join('');
  return { svg, width, height };
}

export function renderDashboardSvg(input: DashboardRenderInput): string {
  return renderDashboardSvgSized(input).svg;
}

export function renderDashboardPng(input: DashboardRenderInput): Buffer {
  return svgToPng(renderDashboardSvg(input));
}

/**
 * The dashboard as a one-page PDF the size of its grid: the page is the dashboard as the analyst arranged it (the
 * same picture as the PNG and SVG, in vectors), rather than the charts torn apart onto pages of their own.
 */
export function renderDashboardPdf(input: DashboardRenderInput): Promise<Buffer> {
  return svgPagesToPdf([renderDashboardSvgSized(input)], input.name);
}
