import {
  type AnalysisGrouping,
  type AnalysisSection,
  buildChartOption,
  type ChartShape,
  type ChartTable,
  type SectionResultLike,
  WORLD_MAP_NAME,
} from '@app/shared';
import { worldGeoJson, worldMapRegions } from '@app/shared/world-map';
import * as echarts from 'echarts';
import { measureChartText } from './text-measure';

// A chart drawn on the server exactly as the SPA draws it: the shared option builder, rendered by Apache ECharts
// without a browser (its SVG renderer in server-side mode), so an export looks like the chart on screen.

/** One chart to draw: the section, its aggregate answer and the chart's settings. */
export type ChartRenderInput = {
  section: AnalysisSection;
  result: SectionResultLike;
  config: ChartShape;
  grouping: AnalysisGrouping;
  title?: string;
  /** The theme's colours; the default palette when empty or absent. */
  colours?: readonly string[];
  width?: number;
  height?: number;
};

export const CHART_EXPORT_SIZE = { width: 960, height: 600 } as const;
/** The sans-serif font ECharts names in its SVG, as PNG and PDF draw it (fonts-dejavu-core, installed by CI). */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

let worldMap: Set<string> | null = null;
let measuring = false;

/** ECharts measures labels with the chart font, when the machine has it (see text-measure.ts). */
function measureWithChartFont(): void {
  if (measuring) return;
  measuring = true;
  if (measureChartText('M') === null) return;
  echarts.setPlatformAPI({
    measureText: (text: string, font?: string) => ({ width: measureChartText(text, font) ?? text.length * 7 }),
  });
}

/** The world geometry, registered with ECharts once per process; the codes it draws. */
function worldRegions(): Set<string> {
  if (!worldMap) {
    echarts.registerMap(WORLD_MAP_NAME, worldGeoJson() as unknown as Parameters<typeof echarts.registerMap>[1]);
    worldMap = worldMapRegions();
  }
  return worldMap;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A table chart as SVG: the title, the header row and as many rows as fit, then how many were left out. */
export function tableSvg(title: string, table: ChartTable, width: number, height: number): string {
  const rowHeight = 22;
  const top = 56;
  const fitting = Math.max(0, Math.floor((height - top - rowHeight * 2) / rowHeight));
  const rows = table.rows.slice(0, fitting);
  const columnWidth = (width - 32) / Math.max(1, table.columns.length);
  const cell = (text: string | number, column: number, y: number, bold: boolean) =>
    `<text x="${16 + column * columnWidth + (typeof text === 'number' ? columnWidth - 8 : 0)}" y="${y}" font-family="sans-serif" font-size="13" ${bold ? 'font-weight="bold" ' : ''}text-anchor="${typeof text === 'number' ? 'end' : 'start'}" fill="#222222">${escapeXml(String(text))}</text>`;
  const lines = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="30" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#333333">${escapeXml(title)}</text>`,
    ...table.columns.map((c, i) => cell(c, i, top, true)),
    `<line x1="16" x2="${width - 16}" y1="${top + 6}" y2="${top + 6}" stroke="#999999"/>`,
    ...rows.flatMap((row, r) => row.map((value, i) => cell(value, i, top + (r + 1) * rowHeight, false))),
  ];
  const left = table.rows.length - rows.length;
  const note = left > 0 ? `${left} more rows in the xlsx export` : (table.note ?? null);
  if (note !== null) lines.push(cell(note, 0, top + (rows.length + 1) * rowHeight + 4, false));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${lines.join('')}</svg>`;
}

/** The chart as an SVG document. */
/**
 * zrender numbers its instances and style classes process-wide and names the SVG's classes after them; renaming
 * them in order of first use makes the same chart the same file whenever it is drawn.
 */
function stableClassNames(svg: string): string {
  const names = new Map<string, string>();
  return svg.replace(/\bzr\d+-cls-\d+\b/g, (name) => {
    let stable = names.get(name);
    if (stable === undefined) {
      stable = `chart-cls-${names.size}`;
      names.set(name, stable);
    }
    return stable;
  });
}

export function renderChartSvg(input: ChartRenderInput): string {
  const width = input.width ?? CHART_EXPORT_SIZE.width;
  const height = input.height ?? CHART_EXPORT_SIZE.height;
  const drawing = buildChartOption({
    section: input.section,
    result: input.result,
    config: input.config,
    grouping: input.grouping,
    colours: input.colours ?? [],
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.config.type === 'world-map' ? { mapRegions: worldRegions() } : {}),
  });
  if (drawing.kind === 'table') return tableSvg(drawing.title, drawing.table, width, height);
  measureWithChartFont();
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(drawing.option);
    return stableClassNames(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}
