import type { ChartShape } from './chart-model';
import type { FieldNames } from './chart-table';

// What every chart option shares: colours, title, the empty state, and the context the drawing functions read.

/** An Apache ECharts option: plain data, with no functions, so it can be sent, stored and rendered anywhere. */
export type ChartOptionJson = Record<string, unknown>;

export const DEFAULT_CHART_COLOURS = [
  '#2f6db5',
  '#e07b39',
  '#3a9e6e',
  '#c44e52',
  '#8172b2',
  '#937860',
  '#da8bc3',
  '#8c8c8c',
  '#ccb974',
  '#64b5cd',
] as const;
/** The folded bucket is drawn grey whatever the theme, so it never reads as a value of its own. */
export const OTHER_COLOUR = '#b0b0b0';

export type DrawContext = {
  title: string;
  colours: string[];
  counted: string;
  shape: ChartShape;
  fieldNames: FieldNames;
  mapRegions?: ReadonlySet<string>;
};

/** The colours of a theme's `colour_range` (SPEC §3: entries whose fourth element is the original colour). */
export function themeColours(colourRange: readonly (readonly (string | number | null)[])[] | undefined): string[] {
  const isColour = (v: unknown): v is string =>
    typeof v === 'string' && /^(#[0-9a-f]{3,8}|rgba?\(.*\))$/i.test(v.trim());
  return (colourRange ?? []).map((entry) => entry.find(isColour) ?? entry[3]).filter(isColour);
}

export function baseOption(ctx: DrawContext): ChartOptionJson {
  return {
    color: ctx.colours,
    title: { text: ctx.title, left: 'center', top: 8, textStyle: { fontSize: 16 } },
    tooltip: { trigger: 'item' },
    animation: false,
    backgroundColor: '#ffffff',
  };
}

export function legend(ctx: DrawContext): ChartOptionJson {
  return { show: ctx.shape.legend, type: 'scroll', bottom: 4 };
}

/** An option that says why there is nothing to draw, titled like the chart it stands for. */
export function emptyOption(ctx: DrawContext, reason: string): ChartOptionJson {
  return {
    ...baseOption(ctx),
    graphic: [{ type: 'text', left: 'center', top: 'middle', style: { text: reason, fontSize: 14, fill: '#666666' } }],
    series: [],
  };
}
