import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexWriter } from './index/index-writer';
import type { EngineDocument } from './schema/document';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type {
  AggregationAxis,
  AggregationBucket,
  AggregationRequest,
  AggregationResult,
  ClassificationLevel,
  GroupBy,
} from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';
import { naiveDistinctGroups, naiveMetrics, naivePivotCells } from './testing/naive-counts';
import { type NaiveDocument, naiveSearch, prepareDocument, UnsupportedQueryError } from './testing/naive-evaluator';
import { applyOps, type CorpusOp, corpusArbitrary, type GeneratedQuery, queryArbitrary } from './testing/random-corpus';

/**
 * Aggregations against a brute force over the stored documents: random small corpora (several segments, updates,
 * deletes), random queries, and for each query every aggregation kind under all four groupings, asked in one search
 * (each aggregation names its own `countBy`). Counts must be the exact numbers of distinct groups the oracle finds,
 * buckets the oracle's top values (ties by value), `otherCount`, `missingCount` and `total` exact.
 *
 * AGG_ORACLE_RUNS, AGG_ORACLE_QUERIES and AGG_ORACLE_SEED override the size and the seed.
 */

const RUNS = Number(process.env.AGG_ORACLE_RUNS ?? 40);
const QUERIES = Number(process.env.AGG_ORACLE_QUERIES ?? 15);
const SEED = Number(process.env.AGG_ORACLE_SEED ?? 20261129);

const GROUPINGS: readonly GroupBy[] = ['none', 'applicationnumber', 'simplefamily', 'extendedfamily'];
const INVENTORS = ['Anna Berg', 'Li Wei', 'John Smith', 'Maria Rossi', 'Kenji Sato'] as const;
const EXTENDED = ['X1', 'X2', 'X3'] as const;
const LEVELS: readonly ClassificationLevel[] = ['section', 'class', 'subclass', 'maingroup', 'full'];

/** Fields the base corpus lacks: extended families (sometimes missing), inventors, more dates, pending. */
const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    extendedfamilyid: fc.constantFrom(...EXTENDED),
    inventors_name_normalized: fc.uniqueArray(fc.constantFrom(...INVENTORS), { minLength: 1, maxLength: 3 }),
    earliestprioritydate: fc
      .tuple(fc.integer({ min: 1995, max: 2019 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => y * 10000 + m * 100 + d),
    expectedexpirydate: fc
      .tuple(fc.integer({ min: 2015, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => y * 10000 + m * 100 + d),
    pending: fc.boolean(),
    // Sometimes no application number: the document is then its own application.
    dropApplication: fc.boolean(),
  },
  { requiredKeys: [] },
);

type Scenario = { readonly ops: readonly CorpusOp[]; readonly queries: readonly GeneratedQuery[] };

const scenarioArbitrary: fc.Arbitrary<Scenario> = corpusArbitrary(40).chain((script) => {
  const adds = script.ops.filter((op) => op.kind === 'add').length;
  return fc
    .record({
      extras: fc.array(extraFields, { minLength: adds, maxLength: adds }),
      queries: fc.array(queryArbitrary, { minLength: QUERIES, maxLength: QUERIES }),
    })
    .map(({ extras, queries }) => {
      let i = 0;
      const ops = script.ops.map((op): CorpusOp => {
        if (op.kind !== 'add') return op;
        const { dropApplication, ...extra } = extras[i++]!;
        const doc: Record<string, unknown> = { ...op.doc, ...extra };
        if (dropApplication === true) delete doc.applicationnumber;
        return { kind: 'add', doc: doc as EngineDocument };
      });
      return { ops, queries };
    });
});

async function openIndex(ops: readonly CorpusOp[]): Promise<Searcher> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 5, mergeFactor: 4 });
  for (const op of ops) {
    if (op.kind === 'add') await writer.addDocument(op.doc);
    else if (op.kind === 'delete') await writer.deleteDocument(op.ucid);
    else await writer.commit();
  }
  await writer.commit();
  await writer.close();
  return Searcher.open(dir, { schema: PATENT_SCHEMA });
}

/** The aggregations asked for each query (under each grouping); limits vary with the query's index. */
function requestsFor(q: number): Record<string, AggregationRequest> {
  const level = LEVELS[q % LEVELS.length]!;
  const requests: Record<string, AggregationRequest> = {};
  for (const countBy of GROUPINGS) {
    requests[`assignees/${countBy}`] = {
      kind: 'terms',
      field: 'assignees_name_original',
      limit: 1 + (q % 5),
      countBy,
    };
    requests[`inventors/${countBy}`] = { kind: 'terms', field: 'inventors_name_normalized', limit: 100, countBy };
    requests[`cpc/${countBy}`] = { kind: 'terms', field: 'cpcvalues', level, limit: 2 + (q % 7), countBy };
    requests[`country/${countBy}`] = { kind: 'terms', field: 'country', limit: 3, countBy };
    requests[`pubyears/${countBy}`] = { kind: 'years', field: 'publicationdate', countBy };
    requests[`prioyears/${countBy}`] = { kind: 'years', field: 'earliestpriorityyear', countBy };
    requests[`assigneeXyear/${countBy}`] = {
      kind: 'pivot',
      rows: { kind: 'terms', field: 'assignees_name_original', limit: 1 + (q % 4) },
      columns: { kind: 'years', field: 'publicationdate' },
      countBy,
    };
    requests[`assigneeXcpc/${countBy}`] = {
      kind: 'pivot',
      rows: { kind: 'terms', field: 'assignees_name_original', limit: 2 + (q % 3) },
      columns:
        q % 2 === 0 ? { kind: 'terms', field: 'cpcvalues', level } : { kind: 'terms', field: 'cpcvalues', limit: 3 },
      countBy,
    };
    requests[`metrics/${countBy}`] = { kind: 'metrics', countBy };
  }
  return requests;
}

type Counted = { value: string; count: number };

/** Values by count (most first), ties by value, as the engine orders them. */
function byCount(counts: Map<string, Set<string>>): Counted[] {
  return [...counts]
    .map(([value, groups]) => ({ value, count: groups.size }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

function ordered(axis: AggregationAxis, counted: Counted[]): Counted[] {
  return axis.kind === 'years' ? [...counted].sort((a, b) => Number(a.value) - Number(b.value)) : counted;
}

/** The oracle's answer to one aggregation. */
function oracle(docs: readonly NaiveDocument[], request: AggregationRequest, countBy: GroupBy): AggregationResult {
  if (request.kind === 'metrics') return { kind: 'metrics', countBy, metrics: naiveMetrics(docs, countBy) };
  if (request.kind !== 'pivot' && request.kind !== 'terms' && request.kind !== 'years')
    throw new Error(`no oracle here for ${request.kind}`);
  const first = request.kind === 'pivot' ? request.rows : request;
  const limit = first.kind === 'terms' ? (first.limit ?? 20) : Number.POSITIVE_INFINITY;
  const { groups, all, withValue } = naiveDistinctGroups(docs, first, countBy);
  const sorted = byCount(groups);
  const chosen = ordered(first, sorted.slice(0, limit));
  const otherCount = sorted.slice(limit).reduce((sum, b) => sum + b.count, 0);
  const common = { countBy, total: all.size, otherCount, missingCount: all.size - withValue.size };
  if (request.kind !== 'pivot') return { kind: request.kind, buckets: chosen, ...common };
  const columnAxis = request.columns;
  const columnLimit =
    columnAxis.kind === 'terms' && columnAxis.limit !== undefined ? columnAxis.limit : Number.POSITIVE_INFINITY;
  const columnCounts = byCount(naiveDistinctGroups(docs, columnAxis, countBy).groups);
  const columns = ordered(columnAxis, columnCounts.slice(0, columnLimit));
  const chosenColumns = new Set(columns.map((c) => c.value));
  const cells = naivePivotCells(docs, first, columnAxis, countBy);
  const rows = chosen.map((row) => {
    const rowCells = cells.get(row.value) ?? new Map<string, Set<string>>();
    const inColumns: AggregationBucket[] = [];
    for (const column of columns) {
      const n = rowCells.get(column.value)?.size ?? 0;
      if (n > 0) inColumns.push({ value: column.value, count: n });
    }
    let other = 0;
    for (const [value, set] of rowCells) if (!chosenColumns.has(value)) other += set.size;
    return { ...row, cells: inColumns, otherCount: other };
  });
  return { kind: 'pivot', rows, columns, ...common };
}

// ---------------------------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------------------------

describe('aggregations against the brute-force oracle', () => {
  it(`agree on ${RUNS} random corpora × ${QUERIES} queries × 4 groupings`, async () => {
    const stats = { queries: 0, unsupported: 0, some: 0, groupsApart: 0, compared: 0 };
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ ops, queries }) => {
        const docs = applyOps(ops).map((doc) => prepareDocument(doc));
        const searcher = await openIndex(ops);
        try {
          for (let q = 0; q < queries.length; q++) {
            const query = queries[q]!;
            let expected: NaiveDocument[];
            try {
              expected = naiveSearch(docs, query.ast);
            } catch (error) {
              if (!(error instanceof UnsupportedQueryError)) throw error;
              stats.unsupported++;
              continue;
            }
            stats.queries++;
            if (expected.length > 0 && expected.length < docs.length) stats.some++;
            const requests = requestsFor(q);
            const result = searcher.search({ query: query.text, rows: 0, aggregations: requests });
            expect(result.numFound).toBe(expected.length);
            expect(result.hits).toEqual([]);
            const answers = result.aggregations ?? {};
            for (const [name, request] of Object.entries(requests)) {
              const countBy = request.countBy!;
              const want = oracle(expected, request, countBy);
              stats.compared++;
              // A grouping that merges documents here shows the dedup working, not just the document count.
              if (want.kind !== 'metrics' && countBy !== 'none' && want.total < expected.length) stats.groupsApart++;
              expect(answers[name], `${name} for ${query.text} over ${docs.length} documents`).toEqual(want);
            }
          }
        } finally {
          searcher.close();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(
      `aggregation oracle: ${stats.queries} queries, ${stats.compared} aggregations compared, ${stats.some} queries with some but not all documents, ${stats.groupsApart} comparisons where groups merge documents, ${stats.unsupported} unsupported`,
    );
    expect(stats.some).toBeGreaterThan(stats.queries * 0.3);
    expect(stats.groupsApart).toBeGreaterThan(stats.compared * 0.2);
  }, 120_000);
});
