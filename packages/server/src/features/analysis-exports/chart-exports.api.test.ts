import {
  ANALYSIS_SECTIONS,
  type AnalysisAggregateResponse,
  AnalysisAggregateResponseSchema,
  type ChartShape,
  defaultChartConfigs,
  sectionPath,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp } from '../search/search-test-support';
import {
  renderChartPdf,
  renderChartPng,
  renderChartSvg,
  renderChartXlsx,
  renderDashboardPdf,
  renderDashboardPng,
  renderDashboardSvg,
} from './chart-exports';
import type { ChartRenderInput } from './chart-render';
import { pdfText, pngSize, showsLabel, svgTexts, xlsxRows } from './export-checks';

// The chart and dashboard files drawn from real aggregate answers over the office documents: each file read back
// with a real parser and compared with the numbers the aggregate gave.

const QUERY = 'TAC=(method OR system OR device)';
const SECTIONS = [
  'assignees/top',
  'dates/filing-trend',
  'assignees/by-year',
  'classifications/cpc-hierarchy',
  'jurisdictions/countries',
  'citations/forward',
];
let t: TestApp;
let answer: AnalysisAggregateResponse;

beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  const session = await t.signIn(await createUser(t.db));
  const response = await t.request({
    method: 'POST',
    url: '/api/analysis/aggregate',
    session,
    body: { query: QUERY, sections: SECTIONS, grouping: 'simplefamily', top: 10 },
  });
  answer = AnalysisAggregateResponseSchema.parse(response.json());
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function input(path: string, change: Partial<ChartShape> = {}, title?: string): ChartRenderInput {
  const section = ANALYSIS_SECTIONS.find((s) => sectionPath(s) === path)!;
  return {
    section,
    result: answer.sections[path]!,
    config: { ...defaultChartConfigs()[path]!, top: 10, ...change },
    grouping: 'simplefamily',
    ...(title !== undefined ? { title } : {}),
  };
}
const termsOf = (path: string) => {
  const result = answer.sections[path]!;
  if (result.kind !== 'terms' && result.kind !== 'years') throw new Error(`${path} is ${result.kind}`);
  return result;
};
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('chart exports', () => {
  it('draws a ranking as well-formed SVG with its title, axis names and every bucket', () => {
    const top = termsOf('assignees/top');
    expect(top.buckets.length).toBeGreaterThan(3);
    const texts = svgTexts(renderChartSvg(input('assignees/top', {}, 'Assignees & <rivals>')));
    expect(texts).toContain('Assignees & <rivals>');
    expect(texts).toContain('Families');
    for (const bucket of top.buckets) expect(showsLabel(texts, bucket.value), bucket.value).toBe(true);
    if (top.otherCount > 0) expect(texts).toContain('Other');
  });

  it('draws every chart type of the sections as well-formed SVG', () => {
    const cases: [string, ChartShape['type']][] = [
      ['assignees/top', 'pie'],
      ['assignees/top', 'donut'],
      ['assignees/top', 'table'],
      ['dates/filing-trend', 'line'],
      ['dates/filing-trend', 'bar'],
      ['assignees/by-year', 'heat-map'],
      ['assignees/by-year', 'stacked-bar'],
      ['classifications/cpc-hierarchy', 'tree-map'],
      ['jurisdictions/countries', 'world-map'],
      ['citations/forward', 'network'],
    ];
    for (const [path, type] of cases) {
      const texts = svgTexts(renderChartSvg(input(path, { type })));
      expect(texts, `${path} ${type}`).toContain(ANALYSIS_SECTIONS.find((s) => sectionPath(s) === path)!.title);
    }
    const pivot = answer.sections['assignees/by-year']!;
    if (pivot.kind !== 'pivot') throw new Error('pivot expected');
    const heat = svgTexts(renderChartSvg(input('assignees/by-year', { type: 'heat-map' })));
    for (const row of pivot.rows) expect(showsLabel(heat, row.value), row.value).toBe(true);
    const countries = termsOf('jurisdictions/countries');
    const map = renderChartSvg(input('jurisdictions/countries', { type: 'world-map' }));
    expect(map.match(/<path/g)!.length).toBeGreaterThan(150);
    const offices = countries.buckets.filter((b) => ['EP', 'WO'].includes(b.value));
    const mapTexts = svgTexts(map);
    for (const office of offices)
      expect(
        mapTexts.some((t) => /European Patent Office|WIPO/.test(t)),
        office.value,
      ).toBe(true);
    const citations = answer.sections['citations/forward']!;
    const network = renderChartSvg(input('citations/forward', { labels: true }));
    if (citations.kind === 'citations' && citations.network.nodes.length > 0) {
      const networkTexts = svgTexts(network);
      for (const node of citations.network.nodes.slice(0, 5))
        expect(showsLabel(networkTexts, node.label), node.label).toBe(true);
    }
  });

  it('makes a PNG of the asked size', () => {
    const png = renderChartPng({ ...input('assignees/top'), width: 800, height: 500 });
    expect(pngSize(png)).toEqual({ width: 800, height: 500 });
    expect(png.length).toBeGreaterThan(5_000);
    expect(pngSize(renderChartPng(input('jurisdictions/countries')))).toEqual({ width: 960, height: 600 });
  });

  it('makes a vector PDF whose text holds the title and the labels', async () => {
    const top = termsOf('assignees/top');
    const { text, pages } = pdfText(await renderChartPdf(input('assignees/top', {}, 'Who files most')));
    expect(pages).toBe(1);
    expect(text).toContain('Who files most');
    expect(text).toContain('Families');
    for (const bucket of top.buckets.slice(0, 5))
      expect(flat(text), bucket.value).toContain(flat(bucket.value).slice(0, 20));
  });

  it('writes the chart’s numbers to xlsx exactly as the aggregate counted them', async () => {
    const top = termsOf('assignees/top');
    const rows = await xlsxRows(await renderChartXlsx(input('assignees/top', { other: false })));
    expect(rows[0]).toEqual(['Assignee', 'Families']);
    expect(rows.slice(1)).toEqual(top.buckets.map((b) => [b.value, b.count]));
    const trend = termsOf('dates/filing-trend');
    const years = await xlsxRows(await renderChartXlsx(input('dates/filing-trend', { top: 500 })));
    expect(years[0]).toEqual(['Filing year', 'Families']);
    const counted = years.slice(1).filter((r) => r[1] !== 0);
    expect(counted).toEqual(
      [...trend.buckets].sort((a, b) => Number(a.value) - Number(b.value)).map((b) => [b.value, b.count]),
    );
    const pivot = answer.sections['assignees/by-year']!;
    if (pivot.kind !== 'pivot') throw new Error('pivot expected');
    const matrix = await xlsxRows(await renderChartXlsx(input('assignees/by-year', { other: false, columnsTop: 200 })));
    const header = matrix[0]!;
    expect(header[0]).toBe('Assignee');
    expect(header.at(-1)).toBe('Families');
    for (const row of pivot.rows) {
      const line = matrix.find((r) => r[0] === row.value)!;
      expect(line.at(-1)).toBe(row.count);
      for (const cell of row.cells)
        expect(line[header.indexOf(cell.value)], `${row.value} ${cell.value}`).toBe(cell.count);
    }
  });
});

describe('dashboard exports', () => {
  const dashboard = () => ({
    name: 'Board landscape',
    layout: [
      { chart_id: 1, x: 0, y: 0, w: 6, h: 5 },
      { chart_id: 2, x: 6, y: 0, w: 6, h: 5 },
      { chart_id: 3, x: 0, y: 5, w: 12, h: 6 },
      { chart_id: 99, x: 0, y: 11, w: 4, h: 4 },
    ],
    charts: new Map([
      [1, input('assignees/top', {}, 'Top assignees chart')],
      [2, input('dates/filing-trend', {}, 'Filing trend chart')],
      [3, input('jurisdictions/countries', {}, 'Where they file')],
    ]),
  });

  it('composes the charts in the grid as one SVG, PNG and one-page PDF', async () => {
    const svg = renderDashboardSvg(dashboard());
    const texts = svgTexts(svg);
    for (const title of ['Board landscape', 'Top assignees chart', 'Filing trend chart', 'Where they file'])
      expect(texts).toContain(title);
    // Ids stay unique when charts share a page.
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // The missing chart 99 is left out: the page ends below chart 3 (56 + 11 rows × 80 + 12).
    expect(pngSize(renderDashboardPng(dashboard()))).toEqual({ width: 1440, height: 948 });
    const { text, pages } = pdfText(await renderDashboardPdf(dashboard()));
    expect(pages).toBe(1);
    for (const title of ['Board landscape', 'Top assignees chart', 'Filing trend chart', 'Where they file'])
      expect(text).toContain(title);
  });
});
