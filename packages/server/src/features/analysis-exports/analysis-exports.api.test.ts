// Chart and dashboard exports through the API (issue 20 item 6) on the real office documents: every level (none,
// Read, Write, Admin, another organisation, no session), the files read back with real parsers, the xlsx equal to
// the aggregate the SPA is given for the same chart, and bad formats or ids answered with the error shape.

import { AnalysisAggregateResponseSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, expectError, type Person, type World } from '../dashboards/dashboards-test-support';
import { buildSearchTestApp } from '../search/search-test-support';
import { pdfText, pngSize, svgTexts, xlsxRows } from './export-checks';

let w: World;
let workspaceId: number;
let dashboardId: number;
let chartIds: { top: number; trend: number; map: number };

async function made(who: Person, url: string, body: object): Promise<{ id: number }> {
  const response = await w.call(who, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

beforeAll(async () => {
  const { t } = await buildSearchTestApp();
  w = await buildWorld(t);
  workspaceId = await w.newWorkspace('Board landscape');
  const base = `/api/workspaces/${workspaceId}`;
  dashboardId = (await made('ada', `${base}/dashboards`, { name: 'For the board' })).id;
  const chart = (section: string, title: string, config: object = {}) =>
    made('ada', `${base}/charts`, { dashboard_id: dashboardId, section, title, config });
  chartIds = {
    top: (await chart('assignees/top', 'Who files most', { other: false, top: 15 })).id,
    trend: (await chart('dates/filing-trend', 'Filing trend')).id,
    map: (await chart('jurisdictions/countries', 'Where they file')).id,
  };
}, 240_000);
afterAll(async () => {
  await w?.t.close();
});

const chartUrl = (chartId: number, format: string, id = workspaceId) =>
  `/api/workspaces/${id}/charts/${chartId}/export/${format}`;
const dashboardUrl = (format: string, id = dashboardId) =>
  `/api/workspaces/${workspaceId}/dashboards/${id}/export/${format}`;

describe('GET /api/workspaces/{id}/charts/{chartId}/export/{format}', () => {
  it('gives a Read user the chart as SVG, PNG, PDF and xlsx, named after the chart', async () => {
    const svg = await w.call('reed', 'GET', chartUrl(chartIds.top, 'svg'));
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-disposition']).toContain('filename="Who-files-most.svg"');
    const texts = svgTexts(svg.body);
    expect(texts).toContain('Who files most');
    expect(texts).toContain('Families');

    const png = await w.call('reed', 'GET', chartUrl(chartIds.map, 'png'));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(pngSize(png.rawPayload)).toEqual({ width: 960, height: 600 });

    const pdf = await w.call('reed', 'GET', chartUrl(chartIds.trend, 'pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text, pages } = pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Filing trend');
    expect(text).toContain('Filing years');
  });

  it('writes to xlsx exactly the buckets the aggregate counts for the chart', async () => {
    const xlsx = await w.call('reed', 'GET', chartUrl(chartIds.top, 'xlsx'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const rows = await xlsxRows(xlsx.rawPayload);
    const aggregate = await w.call('reed', 'POST', '/api/analysis/aggregate', {
      query: 'TAC=(method OR system OR device)',
      sections: ['assignees/top'],
      grouping: 'simplefamily',
      top: 15,
    });
    const result = AnalysisAggregateResponseSchema.parse(aggregate.json()).sections['assignees/top'];
    if (result?.kind !== 'terms') throw new Error('terms expected');
    expect(result.buckets.length).toBeGreaterThan(3);
    expect(rows).toEqual([['Assignee', 'Families'], ...result.buckets.map((b) => [b.value, b.count])]);
  });

  it('answers every level: Read, Write and Admin get the file; no level and another organisation 404; no session 401', async () => {
    for (const who of ['ada', 'wendy', 'reed', 'rita'] as const)
      expect((await w.call(who, 'GET', chartUrl(chartIds.top, 'svg'))).statusCode, who).toBe(200);
    for (const who of ['nobody', 'bob'] as const)
      expectError(await w.call(who, 'GET', chartUrl(chartIds.top, 'png')), 404, 'WORKSPACE_NOT_FOUND');
    expectError(await w.call(null, 'GET', chartUrl(chartIds.top, 'png')), 401, 'AUTH_REQUIRED');
  });

  it('refuses unknown formats and ids with the error shape', async () => {
    const format = expectError(await w.call('ada', 'GET', chartUrl(chartIds.top, 'gif')), 422, 'VALIDATION_FAILED');
    expect(JSON.stringify(format)).toContain('png, svg, pdf, xlsx');
    expectError(await w.call('ada', 'GET', chartUrl(999_999, 'svg')), 404, 'CHART_NOT_FOUND');
    expectError(await w.call('ada', 'GET', chartUrl(0, 'svg')), 422, 'VALIDATION_FAILED');
    // A chart of another workspace is not found through this one.
    const other = await w.newWorkspace('Elsewhere');
    expectError(await w.call('ada', 'GET', chartUrl(chartIds.top, 'svg', other)), 404, 'CHART_NOT_FOUND');
  });
});

describe('custom-field charts', () => {
  it('counts a custom field the user may use, and says so for one that is gone', async () => {
    await w.t.db.execute(`UPDATE users SET is_admin = true WHERE id = ${w.ids.ada}`);
    const scheme = (await w.call('ada', 'POST', '/api/custom_field_schemes', { name: 'Review' })).json().id;
    const fields = await w.call('ada', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
      fields: [{ name: 'Status', type: 'single_choice', options: [{ label: 'To do' }, { label: 'Done' }] }],
    });
    expect(fields.statusCode, fields.body).toBe(200);
    const fieldId = (fields.json().fields as { id: number }[])[0]!.id;
    // The sections a chart may show are those of the user's active scheme (as GET /api/workspace_sections lists).
    const active = await w.call('ada', 'POST', `/api/custom_field_schemes/${scheme}/active`);
    expect(active.statusCode, active.body).toBeLessThan(300);
    const section = `custom-fields/cf_${fieldId}`;
    const chart = await made('ada', `/api/workspaces/${workspaceId}/charts`, {
      dashboard_id: dashboardId,
      section,
      title: 'Review status',
      config: { type: 'table' },
    });
    const xlsx = await w.call('ada', 'GET', chartUrl(chart.id, 'xlsx'));
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const aggregate = await w.call('ada', 'POST', '/api/analysis/aggregate', {
      query: 'TAC=(method OR system OR device)',
      sections: [section],
      grouping: 'simplefamily',
    });
    expect(aggregate.statusCode, aggregate.body).toBe(200);
    const result = AnalysisAggregateResponseSchema.parse(aggregate.json()).sections[section];
    if (result?.kind !== 'terms') throw new Error(`terms expected, got ${result?.kind}`);
    const rows = await xlsxRows(xlsx.rawPayload);
    expect(rows.slice(1)).toEqual(result.buckets.map((b) => [b.value, b.count]));
    const counted = await w.call('ada', 'GET', chartUrl(chart.id, 'svg'));
    expect(svgTexts(counted.body).join(' ')).not.toContain('no longer exists');
    // The field goes: the chart stays and its file says why it shows nothing.
    const emptied = await w.call('ada', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, { fields: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const svg = await w.call('ada', 'GET', chartUrl(chart.id, 'svg'));
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svgTexts(svg.body).join(' ')).toContain('no longer exists');
  });
});

describe('GET /api/workspaces/{id}/dashboards/{dashboardId}/export/{format}', () => {
  it('composes the dashboard’s charts in its grid as SVG, PNG and a one-page PDF', async () => {
    const titles = ['For the board', 'Who files most', 'Filing trend', 'Where they file'];
    const svg = await w.call('reed', 'GET', dashboardUrl('svg'));
    expect(svg.statusCode, svg.body).toBe(200);
    const texts = svgTexts(svg.body);
    for (const title of titles) expect(texts, title).toContain(title);
    const png = await w.call('reed', 'GET', dashboardUrl('png'));
    expect(png.statusCode).toBe(200);
    expect(pngSize(png.rawPayload).width).toBe(1440);
    const pdf = await w.call('reed', 'GET', dashboardUrl('pdf'));
    expect(pdf.statusCode).toBe(200);
    const { text, pages } = pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    for (const title of titles) expect(text, title).toContain(title);
  });

  it('is refused without a level, for unknown dashboards and for xlsx', async () => {
    expectError(await w.call('nobody', 'GET', dashboardUrl('svg')), 404, 'WORKSPACE_NOT_FOUND');
    expectError(await w.call('bob', 'GET', dashboardUrl('svg')), 404, 'WORKSPACE_NOT_FOUND');
    expectError(await w.call('ada', 'GET', dashboardUrl('svg', 999_999)), 404, 'DASHBOARD_NOT_FOUND');
    expectError(await w.call('ada', 'GET', dashboardUrl('xlsx')), 422, 'VALIDATION_FAILED');
  });
});
