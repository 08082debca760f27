import { join } from 'node:path';
import {
  ANALYSIS_GROUPINGS,
  ANALYSIS_SECTIONS,
  AnalysisAggregateResponseSchema,
  type AnalysisAxis,
  type AnalysisGrouping,
  type AnalysisSection,
  type AnalysisSectionResult,
  customFieldSections,
  defaultChartConfigs,
  sectionPath,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFolderWorld, type FolderWorld } from '../folders/folder-test-support';
import { DATA, SEARCH_TEST_PATHS } from '../search/search-test-support';
import {
  axisValues,
  type Counts,
  countItems,
  itemsOf,
  rankedCounts,
  type StoredDoc,
  storedDocuments,
  textHolds,
  valuesOf,
} from './analysis-brute-force';

// Every section of the catalogue (custom-field sections included) under every grouping, against a brute-force count
// over the real documents the query finds, read whole from the index: the counts of a chart's values, which values
// a top-N chart shows (any of tied ones), the rest folded into "other", the items without a value, the citation
// network's links and each keyword's items.

const QUERY = 'TAC=(method OR system OR device)';
let w: FolderWorld;
let docs: StoredDoc[];
const customValues = new Map<number, Map<string, string[]>>();
let customSections: AnalysisSection[] = [];

beforeAll(async () => {
  // The search tests' documents, and 1,269 US publications of which 84 are cited by others among them: the
  // citation sections have forward citations and links to count.
  w = await buildFolderWorld([
    ...SEARCH_TEST_PATHS,
    join(DATA, 'uspto-ppubs/patent_client/cassettes_search_results_biblio.json.gz'),
  ]);
  await w.t.db.execute(`UPDATE users SET is_admin = true WHERE id = ${w.ids.ada}`);
  const scheme = (await w.call('ada', 'POST', '/api/custom_field_schemes', { name: 'Review' })).json().id;
  const answer = await w.call('ada', 'PATCH', `/api/custom_field_schemes/${scheme}/fields`, {
    fields: [
      { name: 'Status', type: 'single_choice', options: [{ label: 'To do' }, { label: 'Done' }] },
      { name: 'Colours', type: 'multiple_choice', options: [{ label: 'Red' }, { label: 'Blue' }] },
    ],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const fields = answer.json().fields as { id: number; name: string; options: { id: number; label: string }[] }[];
  customSections = customFieldSections(fields);
  const folder = await w.newFolder();
  const ucids = w.ucids.slice(0, 10);
  await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids });
  for (const field of fields) customValues.set(field.id, new Map());
  for (const [i, ucid] of ucids.entries()) {
    const values: Record<number, number[]> = {};
    for (const [f, field] of fields.entries()) {
      // A spread of none, one and (for the multiple choice) two options over the patents.
      const chosen = field.options.filter((_, o) => (i + f + o) % 3 === 0);
      if (chosen.length === 0) continue;
      values[field.id] = chosen.map((o) => o.id);
      customValues.get(field.id)!.set(
        ucid,
        chosen.map((o) => o.label),
      );
    }
    const put = await w.call('ada', 'PUT', `/api/folders/${folder}/custom_field_values/${ucid}`, { values });
    expect(put.statusCode, put.body).toBe(200);
  }
  docs = await storedDocuments(w.t.dataDir, QUERY);
}, 180_000);
afterAll(async () => {
  await w?.t.close();
});

const defaults = defaultChartConfigs();
const sum = (counts: Iterable<number>) => [...counts].reduce((a, b) => a + b, 0);

type Ranked = { buckets: { value: string; count: number }[]; otherCount: number; missingCount: number; total: number };

/** A top-N ranking against brute-force counts: the counts it shows, each value's own, the rest, the missing. */
function expectRanking(got: Ranked, want: ReturnType<typeof countItems>, limit: number, where: string) {
  expect(got.total, `${where} total`).toBe(want.total);
  expect(got.missingCount, `${where} missing`).toBe(want.missing);
  expect(
    got.buckets.map((b) => b.count),
    `${where} counts`,
  ).toEqual(rankedCounts(want.counts, limit));
  for (const bucket of got.buckets)
    expect(bucket.count, `${where} ${bucket.value}`).toBe(want.counts.get(bucket.value));
  expect(got.otherCount, `${where} other`).toBe(sum(want.counts.values()) - sum(got.buckets.map((b) => b.count)));
}

function expectYears(got: Ranked, want: ReturnType<typeof countItems>, where: string) {
  const all = [...want.counts].sort((a, b) => Number(a[0]) - Number(b[0]));
  expect(
    got.buckets.map((b) => [b.value, b.count]),
    where,
  ).toEqual(all);
  expect([got.total, got.missingCount, got.otherCount], where).toEqual([want.total, want.missing, 0]);
}

function expectAxis(got: Ranked, items: StoredDoc[][], axis: AnalysisAxis, limit: number, where: string) {
  const want = countItems(items, (doc) => axisValues(doc, axis));
  if (axis.kind === 'years') expectYears(got, want, where);
  else expectRanking(got, want, limit, where);
}

function expectPivot(result: AnalysisSectionResult, items: StoredDoc[][], section: AnalysisSection, where: string) {
  if (result.kind !== 'pivot' || section.measure.kind !== 'pivot') throw new Error(`${where}: ${result.kind}`);
  const { rows, columns } = section.measure;
  const top = defaults[sectionPath(section)]!;
  expectAxis({ ...result, buckets: result.rows }, items, rows, top.top, `${where} rows`);
  const columnRanking = { ...result, buckets: result.columns, otherCount: 0 };
  const columnCounts = countItems(items, (doc) => axisValues(doc, columns));
  if (columns.kind === 'years')
    expectYears({ ...columnRanking, missingCount: columnCounts.missing }, columnCounts, where);
  else
    expect(
      result.columns.map((c) => c.count),
      `${where} columns`,
    ).toEqual(rankedCounts(columnCounts.counts, top.columnsTop));
  for (const c of result.columns) expect(c.count, `${where} column ${c.value}`).toBe(columnCounts.counts.get(c.value));
  const chosen = new Set(result.columns.map((c) => c.value));
  for (const row of result.rows) {
    // Cells pair values of one document: an item counts in a cell when one of its documents holds both.
    const cells = countItems(items, (doc) =>
      axisValues(doc, rows).includes(row.value) ? axisValues(doc, columns).map(String) : [],
    ).counts;
    const shown = result.columns.flatMap((c) =>
      cells.has(c.value) ? [{ value: c.value, count: cells.get(c.value)! }] : [],
    );
    expect(row.cells, `${where} ${row.value} cells`).toEqual(shown);
    const other = sum([...cells].filter(([value]) => !chosen.has(value)).map(([, n]) => n));
    expect(row.otherCount, `${where} ${row.value} other`).toBe(other);
  }
}

function expectCitations(result: AnalysisSectionResult, items: StoredDoc[][], section: AnalysisSection, where: string) {
  if (result.kind !== 'citations' || section.measure.kind !== 'citations') throw new Error(`${where}: ${result.kind}`);
  const limit = defaults[sectionPath(section)]!.top;
  const byLabel = new Map(items.map((item) => [item.map((d) => d.ucid).sort()[0]!, item]));
  const cited = countItems(items, (doc) => valuesOf(doc.fields.citednumbers));
  if (section.measure.direction === 'backward') expectRanking(result, cited, limit, where);
  else {
    const citing: Counts = new Map();
    for (const [label, item] of byLabel) {
      const citers = new Set(item.flatMap((d) => valuesOf(d.fields.citedby)));
      if (citers.size > 0) citing.set(label, citers.size);
    }
    expectRanking(result, { counts: citing, missing: items.length - citing.size, total: items.length }, limit, where);
  }
  // The network: every link it should have among its nodes, and no other.
  const nodes = new Map(result.network.nodes.map((n) => [n.id, n]));
  const expected = new Set<string>();
  for (const source of result.network.nodes.filter((n) => n.inSet)) {
    const members = byLabel.get(source.id)!;
    const citedNumbers = new Set(members.flatMap((d) => valuesOf(d.fields.citednumbers)));
    for (const target of nodes.values()) {
      if (target.id === source.id) continue;
      const citesItem =
        target.inSet &&
        byLabel.get(target.id)!.some((d) => valuesOf(d.fields.citedby).some((c) => members.some((m) => m.ucid === c)));
      if (citesItem || citedNumbers.has(target.id)) expected.add(`${source.id} → ${target.id}`);
    }
  }
  expect(new Set(result.network.links.map((l) => `${l.source} → ${l.target}`)), `${where} links`).toEqual(expected);
}

function expectKeywords(result: AnalysisSectionResult, items: StoredDoc[][], where: string) {
  if (result.kind !== 'keywords') throw new Error(`${where}: ${result.kind}`);
  expect(result.sampled, where).toBeUndefined();
  expect(result.total, where).toBe(items.length);
  expect(result.buckets.length, where).toBeGreaterThan(0);
  const scores = result.buckets.map((b) => b.score);
  expect(scores, where).toEqual([...scores].sort((a, b) => b - a));
  for (const bucket of result.buckets) {
    const holding = items.filter((item) =>
      item.some((d) => textHolds(d.fields.titles, bucket.value) || textHolds(d.fields.abstracts, bucket.value)),
    ).length;
    expect(bucket.count, `${where} ${bucket.value}`).toBe(holding);
  }
}

function check(section: AnalysisSection, result: AnalysisSectionResult, items: StoredDoc[][], where: string) {
  const measure = section.measure;
  const limit = defaults[sectionPath(section)]?.top ?? 20;
  switch (measure.kind) {
    case 'count':
      if (result.kind !== 'terms' && result.kind !== 'years') throw new Error(`${where}: ${result.kind}`);
      return expectAxis(result, items, measure.axis, limit, where);
    case 'pivot':
      return expectPivot(result, items, section, where);
    case 'hierarchy':
      if (result.kind !== 'hierarchy') throw new Error(`${where}: ${result.kind}`);
      for (const level of result.levels) {
        const got = { buckets: level.buckets, total: items.length, missingCount: 0, otherCount: 0 };
        const want = countItems(items, (doc) =>
          axisValues(doc, { kind: 'level', field: measure.field, level: level.level }),
        );
        const ranked = rankedCounts(want.counts, limit);
        expect(
          got.buckets.map((b) => b.count),
          `${where} ${level.level}`,
        ).toEqual(ranked);
        for (const b of got.buckets)
          expect(b.count, `${where} ${level.level} ${b.value}`).toBe(want.counts.get(b.value));
      }
      return;
    case 'citations':
      return expectCitations(result, items, section, where);
    case 'keywords':
      return expectKeywords(result, items, where);
    case 'custom-field': {
      if (result.kind !== 'terms') throw new Error(`${where}: ${result.kind}`);
      const table = customValues.get(measure.fieldId)!;
      return expectRanking(
        result,
        countItems(items, (doc) => table.get(doc.ucid) ?? []),
        limit,
        where,
      );
    }
  }
}

describe('POST /api/analysis/aggregate against a brute-force count over the real documents', () => {
  for (const grouping of ANALYSIS_GROUPINGS)
    it(`counts every section exactly by ${grouping}`, async () => {
      const sections = [...ANALYSIS_SECTIONS, ...customSections];
      const response = await w.call('ada', 'POST', '/api/analysis/aggregate', {
        query: QUERY,
        grouping,
        sections: sections.map(sectionPath),
      });
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      const answer = AnalysisAggregateResponseSchema.parse(response.json());
      expect(answer.numFound).toBe(docs.length);
      const items = itemsOf(docs, grouping as AnalysisGrouping);
      let nonEmpty = 0;
      for (const section of sections) {
        const result = answer.sections[sectionPath(section)]!;
        check(section, result, items, `${sectionPath(section)} by ${grouping}`);
        if (JSON.stringify(result).includes('"count":')) nonEmpty++;
      }
      // The new kinds have something to show here: cited documents and citing items with links, keywords, values.
      const shown = (path: string) => {
        const result = answer.sections[path]!;
        return 'buckets' in result ? result.buckets.length : 0;
      };
      for (const path of [
        'citations/backward',
        'citations/forward',
        'keywords/terms',
        ...customSections.map(sectionPath),
      ])
        expect(shown(path), path).toBeGreaterThan(0);
      const network = answer.sections['citations/forward'];
      if (network?.kind !== 'citations') throw new Error('no network');
      expect(network.network.links.length).toBeGreaterThan(0);
      // Most sections have something to count in these documents (folders and a few office fields may not).
      expect(nonEmpty).toBeGreaterThan(sections.length * 0.6);
    });

  it('refuses a custom-field section to users the scheme is not shared with, like the custom fields feature', async () => {
    const path = sectionPath(customSections[0]!);
    for (const who of ['bob', 'eve']) {
      const response = await w.call(who, 'POST', '/api/analysis/aggregate', { query: QUERY, sections: [path] });
      expect(response.statusCode, who).toBe(422);
      expect(response.json().error.fields.sections[0]).toContain(path);
    }
  });
});
