import { ANALYSIS_SECTIONS, AnalysisAggregateResponseSchema, drillDownFilters, sectionPath } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { buildSearchTestApp, runSearch, saveSearch } from '../search/search-test-support';

// Analysis charts over the real office documents: every count is checked against an ordinary search of the same
// query with the bucket's value as a filter, grouped the same way, so a chart can never disagree with the results
// an analyst drills down to.

const QUERY = 'TAC=(method OR system OR device)';
let t: TestApp;
let session: string;
let index: number;

beforeAll(async () => {
  ({ t } = await buildSearchTestApp());
  session = await t.signIn(await createUser(t.db));
  index = await saveSearch(t, session, QUERY);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function aggregate(body: Record<string, unknown>, as: string | null = session) {
  const response = await t.request({
    method: 'POST',
    url: '/api/analysis/aggregate',
    ...(as ? { session: as } : {}),
    body,
  });
  return { status: response.statusCode, body: response.json() };
}

const GROUPED_BY = { publications: 'none', applications: 'applicationnumber', simplefamily: 'simplefamily' } as const;

/** What the results screen counts for the query with `filters`: documents, or groups when grouped. */
async function resultCount(grouping: keyof typeof GROUPED_BY, filters: Record<string, string[]>): Promise<number> {
  const { body } = await runSearch(t, session, index, {
    rows: 0,
    grouped_by: GROUPED_BY[grouping],
    filters: { filtersToApply: filters, filtersToExclude: {} },
  });
  return body.grouping ? body.grouping.ngroups : body.numFound;
}

describe('POST /api/analysis/aggregate', () => {
  it('needs a session and refuses unknown sections, empty queries and malformed queries at their place', async () => {
    expect((await aggregate({ query: QUERY, sections: ['assignees/top'] }, null)).status).toBe(401);
    const unknown = await aggregate({ query: QUERY, sections: ['assignees/top', 'nowhere/at-all'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.sections[0]).toContain('nowhere/at-all');
    expect((await aggregate({ query: ' ', sections: ['assignees/top'] })).status).toBe(422);
    expect((await aggregate({ query: QUERY, sections: [] })).status).toBe(422);
    const bad = await aggregate({ query: 'TAC=(solar W/ cell', sections: ['assignees/top'] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.error)).toMatch(/start/);
  });

  it('answers every built-in section', async () => {
    const sections = ANALYSIS_SECTIONS.map(sectionPath);
    const answer = await aggregate({ query: QUERY, sections, grouping: 'simplefamily' });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    const parsed = AnalysisAggregateResponseSchema.parse(answer.body);
    expect(Object.keys(parsed.sections).sort()).toEqual([...sections].sort());
    expect(parsed.sections['citations/forward']?.kind).toBe('citations');
    expect(parsed.sections['keywords/terms']?.kind).toBe('keywords');
    const hierarchy = parsed.sections['classifications/cpc-hierarchy'];
    expect(hierarchy?.kind).toBe('hierarchy');
  });

  it('counts the set exactly for each grouping: metrics equal the results screen’s counts', async () => {
    for (const grouping of ['publications', 'applications', 'simplefamily'] as const) {
      const answer = await aggregate({ query: QUERY, sections: ['dates/filing-trend'], grouping });
      expect(answer.status).toBe(200);
      const { metrics, numFound } = AnalysisAggregateResponseSchema.parse(answer.body);
      expect(numFound).toBe(await resultCount('publications', {}));
      expect(metrics.publications).toBe(numFound);
      expect(metrics.total, grouping).toBe(await resultCount(grouping, {}));
    }
  });

  it('gives each assignee and country bucket the count its drill-down finds', async () => {
    for (const grouping of ['publications', 'simplefamily'] as const) {
      const answer = await aggregate({
        query: QUERY,
        sections: ['assignees/top', 'jurisdictions/countries'],
        grouping,
        top: 5,
      });
      const parsed = AnalysisAggregateResponseSchema.parse(answer.body);
      const checks: [string, string][] = [
        ['assignees/top', 'assignees_name_probable'],
        ['jurisdictions/countries', 'country'],
      ];
      for (const [path, filter] of checks) {
        const result = parsed.sections[path]!;
        if (result.kind !== 'terms') throw new Error(`${path} answered ${result.kind}`);
        expect(result.buckets.length).toBeGreaterThan(0);
        for (const bucket of result.buckets.slice(0, 3))
          expect(bucket.count, `${path} ${bucket.value} (${grouping})`).toBe(
            await resultCount(grouping, { [filter]: [bucket.value] }),
          );
      }
    }
  });

  it('counts a filing year as the results screen’s application date range does', async () => {
    const answer = await aggregate({ query: QUERY, sections: ['dates/filing-trend'], grouping: 'simplefamily' });
    const result = AnalysisAggregateResponseSchema.parse(answer.body).sections['dates/filing-trend']!;
    if (result.kind !== 'years') throw new Error(`answered ${result.kind}`);
    const years = result.buckets.map((b) => Number(b.value));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const bucket of result.buckets.slice(-2))
      expect(bucket.count, bucket.value).toBe(
        await resultCount('simplefamily', { applicationdate: [`${bucket.value}0101:${bucket.value}1231`] }),
      );
  });

  it('gives each cell of an assignee × filing year heat map the count of its drill-down', async () => {
    const section = ANALYSIS_SECTIONS.find((s) => sectionPath(s) === 'assignees/by-year')!;
    const answer = await aggregate({ query: QUERY, sections: ['assignees/by-year'], grouping: 'simplefamily', top: 3 });
    const result = AnalysisAggregateResponseSchema.parse(answer.body).sections['assignees/by-year']!;
    if (result.kind !== 'pivot') throw new Error(`answered ${result.kind}`);
    const cells = result.rows.flatMap((row) => row.cells.map((cell) => ({ row: row.value, cell })));
    expect(cells.length).toBeGreaterThan(0);
    for (const { row, cell } of cells.slice(0, 4)) {
      const filters = drillDownFilters(section, row, cell.value);
      expect(filters).not.toBeNull();
      expect(cell.count, `${row} × ${cell.value}`).toBe(await resultCount('simplefamily', filters!));
    }
  });

  it('narrows by the filters it is given', async () => {
    const all = AnalysisAggregateResponseSchema.parse(
      (await aggregate({ query: QUERY, sections: ['jurisdictions/countries'], grouping: 'publications' })).body,
    );
    const countries = all.sections['jurisdictions/countries']!;
    if (countries.kind !== 'terms') throw new Error('no terms');
    const first = countries.buckets[0]!;
    const narrowed = AnalysisAggregateResponseSchema.parse(
      (
        await aggregate({
          query: QUERY,
          sections: ['jurisdictions/countries'],
          grouping: 'publications',
          filters: { filtersToApply: { country: [first.value] }, filtersToExclude: {} },
        })
      ).body,
    );
    expect(narrowed.numFound).toBe(first.count);
  });
});
