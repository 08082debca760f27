import type { AnalysisSectionResult, ChartConfig } from '@app/shared';
import { chartRows, pivotData } from './chartData';

/** A colour range for the series: the workspace theme's colours when it has one. */
export type Palette = readonly string[];
const DEFAULT_PALETTE: Palette = [
  '#1c7ed6',
  '#f76707',
  '#37b24d',
  '#ae3ec9',
  '#f59f00',
  '#1098ad',
  '#e03131',
  '#5c940d',
];

/**
 * The ECharts option of one chart: bars, lines, pies and donuts over one axis; heat maps and stacked bars over a
 * pivot; a tree map over the classification hierarchy. Null when the type draws no canvas (the table, or a result
 * this chart type cannot show).
 */
export function chartOption(
  result: AnalysisSectionResult,
  config: ChartConfig,
  palette: Palette = DEFAULT_PALETTE,
): Record<string, unknown> | null {
  const base = { color: [...palette], animation: false, tooltip: { trigger: 'item' } };
  const legend = { show: config.legend, type: 'scroll', bottom: 0 };
  if (result.kind === 'terms' || result.kind === 'years') {
    const rows = chartRows(result, config);
    const labels = rows.map((r) => r.value);
    const counts = rows.map((r) => r.count);
    const label = { show: config.labels };
    switch (config.type) {
      case 'pie':
      case 'donut':
        return {
          ...base,
          legend,
          series: [
            {
              type: 'pie',
              radius: config.type === 'donut' ? ['40%', '70%'] : '70%',
              label,
              data: rows.map((r) => ({ name: r.value, value: r.count })),
            },
          ],
        };
      case 'line':
        return {
          ...base,
          tooltip: { trigger: 'axis' },
          grid: { left: 48, right: 16, top: 24, bottom: 32, containLabel: true },
          xAxis: { type: 'category', data: labels },
          yAxis: { type: 'value' },
          series: [{ type: 'line', data: counts, label, smooth: false }],
        };
      case 'table':
      case 'network':
        return null;
      default:
        // A bar chart lists a ranking top to bottom; a year axis reads left to right.
        return result.kind === 'years'
          ? {
              ...base,
              tooltip: { trigger: 'axis' },
              grid: { left: 48, right: 16, top: 24, bottom: 32, containLabel: true },
              xAxis: { type: 'category', data: labels },
              yAxis: { type: 'value' },
              series: [{ type: 'bar', data: counts, label: { ...label, position: 'top' } }],
            }
          : {
              ...base,
              tooltip: { trigger: 'axis' },
              grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
              xAxis: { type: 'value' },
              yAxis: { type: 'category', data: [...labels].reverse(), axisLabel: { width: 160, overflow: 'truncate' } },
              series: [{ type: 'bar', data: [...counts].reverse(), label: { ...label, position: 'right' } }],
            };
    }
  }
  if (result.kind === 'pivot') {
    const pivot = pivotData(result, config);
    if (!pivot || config.type === 'table') return null;
    if (config.type === 'stacked-bar')
      return {
        ...base,
        legend,
        tooltip: { trigger: 'axis' },
        grid: { left: 8, right: 16, top: 8, bottom: config.legend ? 40 : 8, containLabel: true },
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: [...pivot.rows].reverse() },
        series: pivot.columns.map((column, c) => ({
          type: 'bar',
          stack: 'all',
          name: column,
          data: [...pivot.cells].reverse().map((row) => row[c] ?? 0),
        })),
      };
    const data = pivot.cells.flatMap((row, r) => row.map((count, c) => [c, r, count]));
    const max = Math.max(1, ...data.map((d) => d[2] ?? 0));
    return {
      ...base,
      grid: { left: 8, right: 16, top: 8, bottom: 48, containLabel: true },
      xAxis: { type: 'category', data: pivot.columns },
      yAxis: { type: 'category', data: pivot.rows, inverse: true },
      visualMap: {
        min: 0,
        max,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        show: config.legend,
        calculable: true,
      },
      series: [{ type: 'heatmap', data, label: { show: config.labels } }],
    };
  }
  if (result.kind === 'hierarchy') {
    const top = result.levels[0]?.buckets ?? [];
    return {
      ...base,
      series: [
        {
          type: 'treemap',
          roam: false,
          breadcrumb: { show: false },
          label: { show: true },
          data: top.slice(0, config.top).map((b) => ({ name: b.value, value: b.count })),
        },
      ],
    };
  }
  return null;
}
