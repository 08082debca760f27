import { describe, expect, it } from 'vitest';
import type { AnalysisSectionResult } from '../api/analysis.schemas';
import { ANALYSIS_SECTIONS, type AnalysisSection, defaultChartConfigs, sectionPath } from './analysis-catalogue';
import type { ChartShape } from './chart-model';
import { buildChartOption, drillDownFor } from './chart-option';
import { themeColours } from './chart-option-base';
import { chartTableModel } from './chart-table';

const section = (path: string): AnalysisSection => ANALYSIS_SECTIONS.find((s) => sectionPath(s) === path)!;
const shape = (path: string, change: Partial<ChartShape> = {}): ChartShape => ({
  ...defaultChartConfigs()[path]!,
  ...change,
});
// biome-ignore lint/suspicious/noExplicitAny: the tests read into option trees ECharts types loosely anyway
type Option = Record<string, any>;
const optionOf = (drawing: ReturnType<typeof buildChartOption>): Option => {
  if (drawing.kind !== 'echarts') throw new Error('expected a chart');
  // Plain JSON: what the SPA and the server both hand to ECharts.
  expect(JSON.parse(JSON.stringify(drawing.option))).toEqual(drawing.option);
  return drawing.option;
};

const assignees: AnalysisSectionResult = {
  kind: 'terms',
  total: 30,
  buckets: [
    { value: 'ACME', count: 12 },
    { value: 'Globex', count: 9 },
    { value: 'Initech', count: 4 },
  ],
  otherCount: 5,
  missingCount: 1,
};
const filing: AnalysisSectionResult = {
  kind: 'years',
  total: 10,
  buckets: [
    { value: '2021', count: 4 },
    { value: '2018', count: 6 },
  ],
  otherCount: 0,
  missingCount: 0,
};
const byYear: AnalysisSectionResult = {
  kind: 'pivot',
  total: 20,
  rows: [
    {
      value: 'ACME',
      count: 10,
      otherCount: 1,
      cells: [
        { value: '2020', count: 6 },
        { value: '2022', count: 3 },
      ],
    },
    { value: 'Globex', count: 5, otherCount: 0, cells: [{ value: '2022', count: 5 }] },
  ],
  columns: [
    { value: '2022', count: 8 },
    { value: '2020', count: 6 },
  ],
  otherCount: 5,
  missingCount: 0,
};
const hierarchy: AnalysisSectionResult = {
  kind: 'hierarchy',
  levels: [
    {
      level: 'section',
      buckets: [
        { value: 'H', count: 9 },
        { value: 'G', count: 3 },
      ],
    },
    {
      level: 'class',
      buckets: [
        { value: 'H04', count: 7 },
        { value: 'G06', count: 3 },
      ],
    },
    {
      level: 'subclass',
      buckets: [
        { value: 'H04L', count: 5 },
        { value: 'H04W', count: 3 },
      ],
    },
    {
      level: 'maingroup',
      buckets: [
        { value: 'H04L9', count: 4 },
        { value: 'B01D53', count: 1 },
      ],
    },
  ],
};
const countries: AnalysisSectionResult = {
  kind: 'terms',
  total: 20,
  buckets: [
    { value: 'US', count: 8 },
    { value: 'EP', count: 5 },
    { value: 'DE', count: 4 },
    { value: 'WO', count: 3 },
  ],
  otherCount: 0,
  missingCount: 0,
};
const base = { colours: ['#123456', '#abcdef'], grouping: 'simplefamily' as const };

describe('buildChartOption', () => {
  it('draws a ranking as horizontal bars named by the field and the grouping, with the rest as Other', () => {
    const option = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/top'),
        result: assignees,
        config: shape('assignees/top'),
      }),
    );
    expect(option.title.text).toBe('Top assignees');
    expect(option.color).toEqual(['#123456', '#abcdef']);
    expect(option.yAxis).toMatchObject({
      type: 'category',
      name: 'Assignees',
      data: ['ACME', 'Globex', 'Initech', 'Other'],
    });
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'Families' });
    expect(option.series[0].data.map((d: Option) => d.value)).toEqual([12, 9, 4, 5]);
    const off = optionOf(
      buildChartOption({
        ...base,
        grouping: 'applications',
        section: section('assignees/top'),
        result: assignees,
        config: shape('assignees/top', { other: false, top: 2 }),
      }),
    );
    expect(off.yAxis.data).toEqual(['ACME', 'Globex']);
    expect(off.xAxis.name).toBe('Applications');
  });

  it('draws a filing trend oldest first with the years without items at 0', () => {
    const option = optionOf(
      buildChartOption({
        ...base,
        section: section('dates/filing-trend'),
        result: filing,
        config: shape('dates/filing-trend'),
      }),
    );
    expect(option.xAxis.data).toEqual(['2018', '2019', '2020', '2021']);
    expect(option.series[0].type).toBe('line');
    expect(option.series[0].data.map((d: Option) => d.value)).toEqual([6, 0, 0, 4]);
    expect(option.yAxis.name).toBe('Families');
  });

  it('draws pies and donuts with the Other slice', () => {
    const pie = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/top'),
        result: assignees,
        config: shape('assignees/top', { type: 'pie' }),
      }),
    );
    const donut = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/top'),
        result: assignees,
        config: shape('assignees/top', { type: 'donut' }),
      }),
    );
    expect(pie.series[0].data.map((d: Option) => d.name)).toEqual(['ACME', 'Globex', 'Initech', 'Other']);
    expect(pie.series[0].radius[0]).toBe(0);
    expect(donut.series[0].radius[0]).toBe('40%');
  });

  it('draws a pivot as a heat map and as stacked bars, years filled and the rest of each row as Other', () => {
    const heat = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/by-year'),
        result: byYear,
        config: shape('assignees/by-year'),
      }),
    );
    expect(heat.xAxis.data).toEqual(['2020', '2021', '2022', 'Other']);
    expect(heat.yAxis.data).toEqual(['ACME', 'Globex']);
    expect(heat.xAxis.name).toBe('Filing years');
    const cells = heat.series[0].data.map((d: Option) => d.value);
    expect(cells).toContainEqual([0, 0, 6]);
    expect(cells).toContainEqual([2, 1, 5]);
    expect(cells).toContainEqual([3, 0, 1]);
    const stacked = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/by-year'),
        result: byYear,
        config: shape('assignees/by-year', { type: 'stacked-bar' }),
      }),
    );
    expect(stacked.yAxis.data).toEqual(['ACME', 'Globex', 'Other']);
    expect(stacked.series.map((s: Option) => s.name)).toEqual(['2020', '2021', '2022', 'Other']);
    expect(stacked.series.every((s: Option) => s.stack === 'items')).toBe(true);
    expect(stacked.series[3].data.map((d: Option) => d.value)).toEqual([1, 0, 5]);
  });

  it('nests the CPC hierarchy section → class → subclass → main group in a tree map', () => {
    const option = optionOf(
      buildChartOption({
        ...base,
        section: section('classifications/cpc-hierarchy'),
        result: hierarchy,
        config: shape('classifications/cpc-hierarchy'),
      }),
    );
    const [h, g] = option.series[0].data;
    expect(option.series[0].type).toBe('treemap');
    expect(h).toMatchObject({ name: 'H', value: 9 });
    expect(h.children[0]).toMatchObject({ name: 'H04', value: 7 });
    expect(h.children[0].children.map((c: Option) => c.name)).toEqual(['H04L', 'H04W']);
    expect(h.children[0].children[0].children[0]).toMatchObject({ name: 'H04L9', value: 4 });
    expect(g.children[0].name).toBe('G06');
  });

  it('puts countries on the world map by ISO code and lists offices without a territory beside it', () => {
    const option = optionOf(
      buildChartOption({
        ...base,
        section: section('jurisdictions/countries'),
        result: countries,
        config: shape('jurisdictions/countries'),
        mapRegions: new Set(['US', 'DE', 'FR']),
      }),
    );
    const map = option.series[0];
    expect(map).toMatchObject({ type: 'map', map: 'world' });
    expect(map.nameMap).toMatchObject({ US: 'United States', DE: 'Germany', FR: 'France' });
    expect(map.data.map((d: Option) => [d.code, d.name, d.value])).toEqual([
      ['US', 'United States', 8],
      ['DE', 'Germany', 4],
    ]);
    expect(option.yAxis.data).toEqual(['European Patent Office', 'WIPO (PCT)']);
    expect(option.series[1].data.map((d: Option) => d.value)).toEqual([5, 3]);
  });

  it('shows why a chart is empty (a network before citations are counted, a query without documents)', () => {
    const drawing = buildChartOption({
      ...base,
      section: section('citations/forward'),
      result: { kind: 'unavailable', reason: 'Citation networks are not counted yet.' },
      config: shape('citations/forward'),
    });
    expect(drawing.kind === 'echarts' && drawing.empty).toBe('Citation networks are not counted yet.');
    expect(optionOf(drawing).graphic[0].style.text).toBe('Citation networks are not counted yet.');
    const none = buildChartOption({
      ...base,
      section: section('assignees/top'),
      result: { ...assignees, buckets: [], otherCount: 0 },
      config: shape('assignees/top'),
    });
    expect(none.kind === 'echarts' && none.empty).toBe('No documents to count.');
  });

  it('gives the table type a table with singular and plural headers', () => {
    const drawing = buildChartOption({
      ...base,
      section: section('assignees/top'),
      result: assignees,
      config: shape('assignees/top', { type: 'table' }),
      title: 'Who files',
    });
    expect(drawing).toMatchObject({
      kind: 'table',
      title: 'Who files',
      table: {
        columns: ['Assignee', 'Families'],
        rows: [
          ['ACME', 12],
          ['Globex', 9],
          ['Initech', 4],
          ['Other', 5],
        ],
      },
    });
    const matrix = chartTableModel({
      section: section('assignees/by-year'),
      result: byYear,
      config: shape('assignees/by-year'),
      grouping: 'publications',
    });
    expect(matrix.columns).toEqual(['Assignee', '2020', '2021', '2022', 'Other', 'Publications']);
    expect(matrix.rows[0]).toEqual(['ACME', 6, 0, 3, 1, 10]);
    expect(matrix.rows[2]).toEqual(['Other', '', '', '', '', 5]);
  });

  it('opens the documents behind a clicked bar or cell', () => {
    const bar = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/top'),
        result: assignees,
        config: shape('assignees/top'),
      }),
    );
    expect(drillDownFor(section('assignees/top'), { data: bar.series[0].data[1] })).toEqual({
      assignees_name_probable: ['Globex'],
    });
    expect(drillDownFor(section('assignees/top'), { data: bar.series[0].data[3] })).toBeNull();
    const heat = optionOf(
      buildChartOption({
        ...base,
        section: section('assignees/by-year'),
        result: byYear,
        config: shape('assignees/by-year'),
      }),
    );
    expect(drillDownFor(section('assignees/by-year'), { data: heat.series[0].data[0] })).toEqual({
      assignees_name_probable: ['ACME'],
      applicationdate: ['20200101:20201231'],
    });
  });

  it('draws a citation network as a graph, and its ranking as the table', () => {
    const citations: AnalysisSectionResult = {
      kind: 'citations',
      direction: 'forward',
      total: 3,
      buckets: [
        { value: 'US-1', count: 4 },
        { value: 'EP-2', count: 2 },
      ],
      otherCount: 0,
      missingCount: 0,
      network: {
        nodes: [
          { id: 'US-1', label: 'US-1', count: 4, inSet: true },
          { id: 'EP-2', label: 'EP-2', count: 2, inSet: false },
        ],
        links: [{ source: 'US-1', target: 'EP-2' }],
      },
    };
    const graph = optionOf(
      buildChartOption({
        ...base,
        section: section('citations/forward'),
        result: citations,
        config: shape('citations/forward'),
      }),
    );
    expect(graph.series[0].type).toBe('graph');
    expect(graph.series[0].data.map((n: Option) => [n.id, n.category])).toEqual([
      ['US-1', 0],
      ['EP-2', 1],
    ]);
    expect(graph.series[0].links).toEqual([{ source: 'US-1', target: 'EP-2', value: 1 }]);
    const table = chartTableModel({
      section: section('citations/forward'),
      result: citations,
      config: shape('citations/forward'),
      grouping: 'simplefamily',
    });
    expect(table).toEqual({
      columns: ['Citation', 'Families'],
      rows: [
        ['US-1', 4],
        ['EP-2', 2],
      ],
    });
  });

  it('ranks keywords by the items holding them', () => {
    const keywords: AnalysisSectionResult = {
      kind: 'keywords',
      total: 9,
      buckets: [
        { value: 'battery', count: 5, score: 30.5 },
        { value: 'anode', count: 3, score: 12 },
      ],
    };
    const bar = optionOf(
      buildChartOption({
        ...base,
        section: section('keywords/terms'),
        result: keywords,
        config: shape('keywords/terms'),
      }),
    );
    expect(bar.yAxis).toMatchObject({ name: 'Keywords', data: ['battery', 'anode'] });
  });

  it('reads a theme’s colours', () => {
    expect(
      themeColours([
        ['#ff0000', 0, 1, '#ee0000'],
        [null, 2, 3, '#00ff00'],
      ]),
    ).toEqual(['#ff0000', '#00ff00']);
  });
});
