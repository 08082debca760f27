import type { GraphModel, RankingModel, TreeModel, TreeNode } from './chart-model';
import { OTHER_LABEL } from './chart-model';
import { baseOption, type ChartOptionJson, type DrawContext, legend, OTHER_COLOUR } from './chart-option-base';
import { isTerritoryless, jurisdictionName } from './jurisdictions';

// Charts that are not axes of bars or lines: the world map of jurisdictions, the tree map of a classification
// hierarchy and the network of citations.

/** The name ECharts knows the world geometry by (registered by the web app and by the server's exports). */
export const WORLD_MAP_NAME = 'world';

/**
 * Jurisdictions on a world map whose regions are named by ISO 3166-1 alpha-2 code (`nameMap` turns codes into the
 * names shown). Offices without a territory (EP, WO...) and codes the geometry does not draw are listed as bars
 * beside the map, so no item is left out of the picture.
 */
export function drawWorldMap(model: RankingModel, ctx: DrawContext): ChartOptionJson {
  const onMap = model.items.filter(
    (b) => !isTerritoryless(b.value) && (!ctx.mapRegions || ctx.mapRegions.has(b.value.toUpperCase())),
  );
  const beside: { label: string; count: number; code?: string }[] = model.items
    .filter((b) => !onMap.includes(b))
    .map((b) => ({ label: jurisdictionName(b.value), count: b.count, code: b.value }));
  if (model.other !== null) beside.push({ label: OTHER_LABEL, count: model.other });
  const nameMap: Record<string, string> = {};
  for (const code of [...(ctx.mapRegions ?? []), ...onMap.map((b) => b.value.toUpperCase())])
    nameMap[code] = jurisdictionName(code);
  const max = Math.max(1, ...onMap.map((b) => b.count));
  const mapSeries = {
    type: 'map',
    map: WORLD_MAP_NAME,
    name: ctx.counted,
    nameMap,
    roam: false,
    left: 8,
    right: beside.length > 0 ? '30%' : 8,
    top: 48,
    bottom: 56,
    label: { show: false },
    emphasis: { label: { show: false } },
    itemStyle: { areaColor: '#eeeeee', borderColor: '#999999', borderWidth: 0.5 },
    data: onMap.map((b) => ({
      name: nameMap[b.value.toUpperCase()],
      value: b.count,
      code: b.value,
      drill: { value: b.value },
    })),
  };
  const option: ChartOptionJson = {
    ...baseOption(ctx),
    visualMap: {
      type: 'continuous',
      seriesIndex: 0,
      min: 0,
      max,
      calculable: true,
      orient: 'horizontal',
      left: 8,
      bottom: 8,
      text: [ctx.counted, ''],
      inRange: { color: ['#e8eef7', ctx.colours[0]!] },
    },
    series: [mapSeries],
  };
  if (beside.length === 0) return option;
  return {
    ...option,
    grid: { left: '72%', right: 40, top: 72, bottom: 56, containLabel: true },
    // The bars carry their counts; an axis of numbers would crowd the narrow column.
    xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: { type: 'category', inverse: true, data: beside.map((b) => b.label) },
    graphic: [
      {
        type: 'text',
        right: 16,
        top: 44,
        style: { text: 'Not on the map', fontSize: 12, fill: '#555555' },
      },
    ],
    series: [
      mapSeries,
      {
        type: 'bar',
        name: ctx.counted,
        label: { show: true, position: 'right' },
        data: beside.map((b) =>
          b.code === undefined
            ? { value: b.count, itemStyle: { color: OTHER_COLOUR } }
            : { value: b.count, drill: { value: b.code } },
        ),
      },
    ],
  };
}

function treeNode(node: TreeNode): ChartOptionJson {
  return {
    name: node.value,
    value: node.count,
    level: node.level,
    drill: { value: node.value },
    ...(node.children.length > 0 ? { children: node.children.map(treeNode) } : {}),
  };
}

/** A classification hierarchy as nested rectangles: section, class, subclass, main group. */
export function drawTreeMap(model: TreeModel, ctx: DrawContext): ChartOptionJson {
  return {
    ...baseOption(ctx),
    series: [
      {
        type: 'treemap',
        name: ctx.counted,
        roam: false,
        nodeClick: false,
        top: 44,
        left: 8,
        right: 8,
        bottom: 8,
        breadcrumb: { show: false },
        upperLabel: { show: true, height: 18, color: '#ffffff' },
        label: { show: true, formatter: '{b}' },
        levels: [
          { itemStyle: { borderColor: '#ffffff', borderWidth: 3, gapWidth: 3 } },
          { itemStyle: { borderColorSaturation: 0.6, gapWidth: 2, borderWidth: 2 }, colorSaturation: [0.35, 0.55] },
          // Subclasses and main groups: their names inside the rectangles, no header band.
          { itemStyle: { gapWidth: 1, borderWidth: 1 }, colorSaturation: [0.3, 0.5], upperLabel: { show: false } },
          { colorSaturation: [0.3, 0.5], upperLabel: { show: false } },
        ],
        data: model.roots.map(treeNode),
      },
    ],
  };
}

/** Documents as circles sized by their count and the links between them, on a circle so every drawing is the same. */
export function drawGraph(model: GraphModel, ctx: DrawContext): ChartOptionJson {
  const categories = [...new Set(model.nodes.map((n) => n.category).filter((c): c is string => c !== undefined))];
  const max = Math.max(1, ...model.nodes.map((n) => n.count));
  return {
    ...baseOption(ctx),
    legend: { ...legend(ctx), data: categories },
    series: [
      {
        type: 'graph',
        name: ctx.counted,
        layout: 'circular',
        circular: { rotateLabel: true },
        top: 56,
        bottom: ctx.shape.legend ? 48 : 16,
        categories: categories.map((name) => ({ name })),
        label: { show: ctx.shape.labels, position: 'right' },
        lineStyle: { color: 'source', curveness: 0.2, opacity: 0.6 },
        data: model.nodes.map((n) => ({
          id: n.id,
          name: n.label,
          value: n.count,
          symbolSize: 6 + Math.round((18 * n.count) / max),
          drill: { value: n.id },
          ...(n.category !== undefined ? { category: categories.indexOf(n.category) } : {}),
        })),
        links: model.links.map((l) => ({ source: l.source, target: l.target, value: l.count })),
      },
    ],
  };
}
