import {
  ANALYSIS_FIELD_NAMES,
  type AnalysisGrouping,
  type AnalysisSection,
  drillDownFilters,
} from './analysis-catalogue';
import {
  type ChartModel,
  type ChartShape,
  chartModel,
  type MatrixModel,
  OTHER_LABEL,
  type RankingModel,
  type SectionResultLike,
} from './chart-model';
import {
  baseOption,
  type ChartOptionJson,
  DEFAULT_CHART_COLOURS,
  type DrawContext,
  emptyOption,
  legend,
  OTHER_COLOUR,
} from './chart-option-base';
import { drawGraph, drawTreeMap, drawWorldMap } from './chart-option-special';
import { type ChartTable, type FieldNames, fieldLabel, modelTable } from './chart-table';

// One builder of chart options for the SPA and the server's exports: the same section answer and settings give the
// same Apache ECharts option (plain JSON, so this package needs no charting library), and the same picture.

export type ChartOptionInput = {
  section: AnalysisSection;
  /** The section's aggregate answer (`AnalysisSectionResult`, or a kind added later). */
  result: SectionResultLike;
  config: ChartShape;
  /** The theme's colours, in order; the default palette when empty. */
  colours: readonly string[];
  grouping: AnalysisGrouping;
  fieldNames?: FieldNames;
  title?: string;
  /** The jurisdiction codes the world map's geometry draws; codes outside it are listed beside the map. */
  mapRegions?: ReadonlySet<string>;
};

export type { ChartOptionJson } from './chart-option-base';

export type ChartDrawing =
  | { kind: 'echarts'; option: ChartOptionJson; model: ChartModel; empty?: string }
  | { kind: 'table'; title: string; table: ChartTable; model: ChartModel };

/** Where a drawn value came from, kept on its data item so a click can open the documents behind it. */
export type DrillTarget = { value: string; column?: string };

function rankingBars(model: RankingModel, ctx: DrawContext): ChartOptionJson {
  const labels = model.items.map((b) => b.value);
  const data: ChartOptionJson[] = model.items.map((b) => ({ value: b.count, drill: { value: b.value } }));
  if (model.other !== null) {
    labels.push(OTHER_LABEL);
    data.push({ value: model.other, itemStyle: { color: OTHER_COLOUR } });
  }
  const category = {
    type: 'category',
    data: labels,
    name: fieldLabel(ctx.fieldNames, model.field, 'plural'),
    // Every value named (an export must not drop labels that would overlap); years may thin out.
    axisLabel: model.years ? {} : ROW_LABELS,
  };
  const value = { type: 'value', name: ctx.counted, minInterval: 1 };
  // Years read left to right; a ranking reads top to bottom with long names beside their bars.
  const horizontal = !model.years;
  return {
    ...baseOption(ctx),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 16, right: 48, top: 56, bottom: 40, containLabel: true },
    xAxis: horizontal
      ? { ...value, nameLocation: 'middle', nameGap: 28 }
      : { ...category, nameLocation: 'middle', nameGap: 28 },
    yAxis: horizontal ? { ...category, inverse: true, nameLocation: 'start' } : value,
    series: [
      {
        type: 'bar',
        name: ctx.counted,
        data,
        label: { show: ctx.shape.labels, position: horizontal ? 'right' : 'top' },
      },
    ],
  };
}

function rankingLine(model: RankingModel, ctx: DrawContext): ChartOptionJson {
  return {
    ...baseOption(ctx),
    tooltip: { trigger: 'axis' },
    grid: { left: 16, right: 32, top: 56, bottom: 40, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: model.items.map((b) => b.value),
      name: fieldLabel(ctx.fieldNames, model.field, 'plural'),
      nameLocation: 'middle',
      nameGap: 28,
    },
    yAxis: { type: 'value', name: ctx.counted, minInterval: 1 },
    series: [
      {
        type: 'line',
        name: ctx.counted,
        data: model.items.map((b) => ({ value: b.count, drill: { value: b.value } })),
        label: { show: ctx.shape.labels, position: 'top' },
        areaStyle: { opacity: 0.15 },
      },
    ],
  };
}

function rankingPie(model: RankingModel, ctx: DrawContext, donut: boolean): ChartOptionJson {
  const data: ChartOptionJson[] = model.items.map((b) => ({
    name: b.value,
    value: b.count,
    drill: { value: b.value },
  }));
  if (model.other !== null) data.push({ name: OTHER_LABEL, value: model.other, itemStyle: { color: OTHER_COLOUR } });
  return {
    ...baseOption(ctx),
    legend: legend(ctx),
    series: [
      {
        type: 'pie',
        name: ctx.counted,
        radius: donut ? ['40%', '68%'] : [0, '68%'],
        center: ['50%', '54%'],
        data,
        label: { show: ctx.shape.labels, formatter: '{b}: {c}' },
      },
    ],
  };
}

/** Every row named, long names cut (an export must not drop labels that would overlap). */
const ROW_LABELS = { interval: 0, width: 240, overflow: 'truncate' };
/** Years may thin out; named columns all show, slanted. */
function columnLabels(model: MatrixModel): ChartOptionJson {
  return model.columnYears ? {} : { interval: 0, rotate: 30, width: 120, overflow: 'truncate' };
}

function matrixColumns(model: MatrixModel): string[] {
  return [...model.columns, ...(model.rows.some((r) => r.other !== null) ? [OTHER_LABEL] : [])];
}

function matrixStacked(model: MatrixModel, ctx: DrawContext): ChartOptionJson {
  const columns = matrixColumns(model);
  const rows = [...model.rows.map((r) => r.value), ...(model.other !== null ? [OTHER_LABEL] : [])];
  const series: ChartOptionJson[] = columns.map((column, c) => ({
    type: 'bar',
    name: column,
    stack: 'items',
    ...(column === OTHER_LABEL && c === model.columns.length ? { itemStyle: { color: OTHER_COLOUR } } : {}),
    label: { show: ctx.shape.labels && c < model.columns.length, position: 'inside' },
    data: rows.map((_, r) => {
      const row = model.rows[r];
      if (!row) return c === model.columns.length ? { value: model.other ?? 0 } : { value: 0, label: { show: false } };
      const count = c < model.columns.length ? row.cells[c]! : (row.other ?? 0);
      // A zero adds nothing to the stack; its label would sit on the axis.
      const hidden = count === 0 ? { label: { show: false } } : {};
      return c < model.columns.length
        ? { value: count, drill: { value: row.value, column }, ...hidden }
        : { value: count, ...hidden };
    }),
  }));
  if (model.other !== null && !columns.includes(OTHER_LABEL))
    series.push({
      type: 'bar',
      name: OTHER_LABEL,
      stack: 'items',
      itemStyle: { color: OTHER_COLOUR },
      label: { show: false, position: 'inside' },
      data: rows.map((_, r) => ({ value: r === model.rows.length ? model.other! : 0 })),
    });
  return {
    ...baseOption(ctx),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: legend(ctx),
    grid: { left: 16, right: 32, top: 56, bottom: ctx.shape.legend ? 64 : 40, containLabel: true },
    xAxis: { type: 'value', name: ctx.counted, nameLocation: 'middle', nameGap: 28, minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows,
      name: fieldLabel(ctx.fieldNames, model.rowField, 'plural'),
      nameLocation: 'start',
      axisLabel: ROW_LABELS,
    },
    series,
  };
}

function matrixHeat(model: MatrixModel, ctx: DrawContext): ChartOptionJson {
  const columns = matrixColumns(model);
  const data: ChartOptionJson[] = [];
  let max = 0;
  model.rows.forEach((row, r) => {
    row.cells.forEach((count, c) => {
      max = Math.max(max, count);
      data.push({ value: [c, r, count], drill: { value: row.value, column: model.columns[c]! } });
    });
    if (columns.length > model.columns.length) data.push({ value: [model.columns.length, r, row.other ?? 0] });
  });
  return {
    ...baseOption(ctx),
    tooltip: { position: 'top' },
    grid: { left: 16, right: ctx.shape.legend ? 96 : 32, top: 56, bottom: 40, containLabel: true },
    xAxis: {
      type: 'category',
      data: columns,
      name: fieldLabel(ctx.fieldNames, model.columnField, 'plural'),
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: columnLabels(model),
      splitArea: { show: true },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: model.rows.map((r) => r.value),
      name: fieldLabel(ctx.fieldNames, model.rowField, 'plural'),
      nameLocation: 'start',
      axisLabel: ROW_LABELS,
      splitArea: { show: true },
    },
    visualMap: {
      show: ctx.shape.legend,
      min: 0,
      max: Math.max(max, 1),
      calculable: true,
      orient: 'vertical',
      right: 8,
      top: 'middle',
      text: [ctx.counted, ''],
      inRange: { color: ['#f4f7fb', ctx.colours[0]!] },
    },
    series: [{ type: 'heatmap', name: ctx.counted, data, label: { show: ctx.shape.labels } }],
  };
}

function draw(model: ChartModel, ctx: DrawContext): { option: ChartOptionJson; empty?: string } {
  const type = ctx.shape.type;
  if (model.kind === 'empty') return { option: emptyOption(ctx, model.reason), empty: model.reason };
  if (model.kind === 'ranking') {
    if (type === 'line') return { option: rankingLine(model, ctx) };
    if (type === 'pie' || type === 'donut') return { option: rankingPie(model, ctx, type === 'donut') };
    if (type === 'world-map') return { option: drawWorldMap(model, ctx) };
    return { option: rankingBars(model, ctx) };
  }
  if (model.kind === 'matrix')
    return { option: type === 'stacked-bar' ? matrixStacked(model, ctx) : matrixHeat(model, ctx) };
  if (model.kind === 'tree') return { option: drawTreeMap(model, ctx) };
  return { option: drawGraph(model, ctx) };
}

/**
 * The ECharts option of a section's chart (or, for the table type, its table), drawn from the section's aggregate
 * answer with the chart's settings and the theme's colours. Axis names are the field's plural label and the
 * grouping's (Families, Applications...), so every number says what it counts.
 */
export function buildChartOption(input: ChartOptionInput): ChartDrawing {
  const fieldNames = input.fieldNames ?? ANALYSIS_FIELD_NAMES;
  const title = input.title ?? input.section.title;
  const model = chartModel(input.section, input.result, input.config);
  if (input.config.type === 'table')
    return { kind: 'table', title, table: modelTable(model, input.grouping, fieldNames), model };
  const ctx: DrawContext = {
    title,
    colours: input.colours.length > 0 ? [...input.colours] : [...DEFAULT_CHART_COLOURS],
    counted: fieldLabel(fieldNames, input.grouping, 'plural'),
    shape: input.config,
    fieldNames,
    ...(input.mapRegions ? { mapRegions: input.mapRegions } : {}),
  };
  return { kind: 'echarts', model, ...draw(model, ctx) };
}

/** The documents behind a clicked bar, slice or cell: the results filters to open, or null where none apply. */
export function drillDownFor(section: AnalysisSection, params: { data?: unknown }): Record<string, string[]> | null {
  const drill = (params.data as { drill?: DrillTarget } | null | undefined)?.drill;
  if (!drill || typeof drill.value !== 'string') return null;
  return drillDownFilters(section, drill.value, drill.column);
}
