import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKeyword, logLikelihoodRatio } from './collector/aggregation-keywords';
import { IndexWriter } from './index/index-writer';
import type { EngineDocument } from './schema/document';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type { AggregationRequest, GroupBucket, GroupBy, KeywordBucket } from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';
import { naiveGroupKey } from './testing/naive-counts';
import { type NaiveDocument, naiveSearch, prepareDocument, UnsupportedQueryError } from './testing/naive-evaluator';
import { applyOps, type CorpusOp, corpusArbitrary, type GeneratedQuery, queryArbitrary } from './testing/random-corpus';

/**
 * The `lookup`, `groups` and `keywords` aggregations against a brute force over the documents: random corpora with
 * citations (numbers cited, ucids citing), a random table of values per ucid, random queries, all four groupings.
 * Keywords are recounted from the documents' token streams as the index analysed them (not from the stored texts
 * the engine reads), the background from every live document, the score recomputed.
 */

const RUNS = Number(process.env.AGG_ORACLE_RUNS ?? 25);
const QUERIES = 8;
const SEED = Number(process.env.AGG_ORACLE_SEED ?? 20261130);
const GROUPINGS: readonly GroupBy[] = ['none', 'applicationnumber', 'simplefamily', 'extendedfamily'];
const CITED = ['EP100', 'EP101', 'US200', 'US201', 'WO300'] as const;
const CITERS = Array.from({ length: 12 }, (_, i) => `D${String(i).padStart(3, '0')}`);
const TABLE_VALUES = ['high', 'medium', 'low'] as const;

const extraFields = fc.record(
  {
    extendedfamilyid: fc.constantFrom('X1', 'X2', 'X3'),
    citednumbers: fc.uniqueArray(fc.constantFrom(...CITED), { maxLength: 3 }),
    citedby: fc.uniqueArray(fc.constantFrom(...CITERS), { maxLength: 4 }),
  },
  { requiredKeys: [] },
);

type Scenario = {
  readonly ops: readonly CorpusOp[];
  readonly queries: readonly GeneratedQuery[];
  readonly table: Record<string, string[]>;
};

const scenarioArbitrary: fc.Arbitrary<Scenario> = corpusArbitrary(30).chain((script) => {
  const adds = script.ops.filter((op) => op.kind === 'add').length;
  return fc
    .record({
      extras: fc.array(extraFields, { minLength: adds, maxLength: adds }),
      queries: fc.array(queryArbitrary, { minLength: QUERIES, maxLength: QUERIES }),
      table: fc.dictionary(
        fc.constantFrom(...CITERS, 'D020', 'NOWHERE'),
        fc.uniqueArray(fc.constantFrom(...TABLE_VALUES), { maxLength: 2 }),
      ),
    })
    .map(({ extras, queries, table }) => {
      let i = 0;
      const ops = script.ops.map((op): CorpusOp => {
        if (op.kind !== 'add') return op;
        return { kind: 'add', doc: { ...op.doc, ...extras[i++]! } as EngineDocument };
      });
      return { ops, queries, table };
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

const list = (raw: unknown): string[] =>
  Array.isArray(raw) ? (raw as string[]) : raw === undefined ? [] : [String(raw)];

function byGroup(docs: readonly NaiveDocument[], countBy: GroupBy): Map<string, NaiveDocument[]> {
  const groups = new Map<string, NaiveDocument[]>();
  for (const doc of docs) {
    const key = naiveGroupKey(doc, countBy);
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  return groups;
}

function oracleLookup(
  docs: readonly NaiveDocument[],
  table: Record<string, string[]>,
  countBy: GroupBy,
  limit: number,
) {
  const groups = byGroup(docs, countBy);
  const counts = new Map<string, number>();
  let missing = 0;
  for (const members of groups.values()) {
    const values = new Set(members.flatMap((doc) => table[doc.ucid] ?? []));
    if (values.size === 0) missing++;
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const sorted = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  const otherCount = sorted.slice(limit).reduce((sum, b) => sum + b.count, 0);
  return {
    kind: 'terms',
    countBy,
    total: groups.size,
    buckets: sorted.slice(0, limit),
    otherCount,
    missingCount: missing,
  };
}

/** Per group: its members, its distinct citing ucids and cited numbers. */
function oracleGroups(docs: readonly NaiveDocument[], countBy: GroupBy) {
  return [...byGroup(docs, countBy).values()].map((members) => ({
    members: members.map((d) => d.ucid).sort(),
    citedby: [...new Set(members.flatMap((d) => list(d.source.citedby)))].sort(),
    citednumbers: [...new Set(members.flatMap((d) => list(d.source.citednumbers)))].sort(),
  }));
}

/** The keyword terms of a document as the index analysed its titles and abstracts (single-position tokens). */
function analysedWords(doc: NaiveDocument): Set<string> {
  const words = new Set<string>();
  for (const field of ['titles', 'abstracts'])
    for (const stream of doc.streams.get(field) ?? [])
      for (const token of stream) if ((token.positionLength ?? 1) === 1 && isKeyword(token.term)) words.add(token.term);
  return words;
}

function groupsHolding(docs: readonly NaiveDocument[], countBy: GroupBy): Map<string, number> {
  const counts = new Map<string, number>();
  for (const members of byGroup(docs, countBy).values()) {
    const words = new Set(members.flatMap((d) => [...analysedWords(d)]));
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

function oracleKeywords(
  matched: readonly NaiveDocument[],
  all: readonly NaiveDocument[],
  countBy: GroupBy,
  limit: number,
) {
  const set = groupsHolding(matched, countBy);
  const index = groupsHolding(all, countBy);
  const n = byGroup(matched, countBy).size;
  const rest = Math.max(0, byGroup(all, countBy).size - n);
  const candidates = [...set]
    .filter(([, count]) => count >= 2 || n < 20)
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, Math.max(100, limit * 5));
  const buckets: KeywordBucket[] = [];
  for (const [word, count] of candidates) {
    const inRest = Math.max(0, (index.get(word) ?? 0) - count);
    if (count / n <= inRest / Math.max(rest, 1)) continue;
    const score = Math.round(logLikelihoodRatio(count, n - count, inRest, Math.max(0, rest - inRest)) * 100) / 100;
    buckets.push({ value: word, count, score });
  }
  buckets.sort((x, y) => y.score - x.score || y.count - x.count || (x.value < y.value ? -1 : 1));
  return buckets.slice(0, limit);
}

describe('lookup, groups and keywords aggregations against the brute-force oracle', () => {
  it(`agree on ${RUNS} random corpora × ${QUERIES} queries × 4 groupings`, async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ ops, queries, table }) => {
        const docs = applyOps(ops).map((doc) => prepareDocument(doc));
        const searcher = await openIndex(ops);
        try {
          for (let q = 0; q < queries.length; q++) {
            let expected: NaiveDocument[];
            try {
              expected = naiveSearch(docs, queries[q]!.ast);
            } catch (error) {
              if (!(error instanceof UnsupportedQueryError)) throw error;
              continue;
            }
            const limit = 1 + (q % 4);
            const requests: Record<string, AggregationRequest> = {};
            for (const countBy of GROUPINGS) {
              requests[`lookup/${countBy}`] = { kind: 'lookup', table, limit: 1 + (q % 3), countBy };
              requests[`groups/${countBy}`] = {
                kind: 'groups',
                field: 'citedby',
                with: ['citednumbers'],
                limit,
                countBy,
              };
              requests[`keywords/${countBy}`] = {
                kind: 'keywords',
                fields: ['titles', 'abstracts'],
                limit: 8,
                countBy,
              };
            }
            const answers = searcher.search({ query: queries[q]!.text, rows: 0, aggregations: requests }).aggregations!;
            for (const countBy of GROUPINGS) {
              const context = `${queries[q]!.text} by ${countBy}`;
              expect(answers[`lookup/${countBy}`], context).toEqual(
                oracleLookup(expected, table, countBy, 1 + (q % 3)),
              );
              const groups = oracleGroups(expected, countBy);
              const ranked = groups
                .filter((g) => g.citedby.length > 0)
                .sort((a, b) => b.citedby.length - a.citedby.length);
              const answer = answers[`groups/${countBy}`]!;
              if (answer.kind !== 'groups') throw new Error(answer.kind);
              expect(answer.total, context).toBe(groups.length);
              expect(answer.missingCount, context).toBe(groups.length - ranked.length);
              expect(
                answer.buckets.map((b) => b.count),
                context,
              ).toEqual(ranked.slice(0, limit).map((g) => g.citedby.length));
              const ranksTotal = ranked.reduce((sum, g) => sum + g.citedby.length, 0);
              expect(answer.otherCount + answer.buckets.reduce((s, b) => s + b.count, 0), context).toBe(ranksTotal);
              for (const bucket of answer.buckets as GroupBucket[]) {
                const group = groups.find((g) => g.members[0] === bucket.label)!;
                expect(bucket.members, context).toEqual(group.members);
                expect(bucket.values, context).toEqual({ citedby: group.citedby, citednumbers: group.citednumbers });
              }
              const keywords = answers[`keywords/${countBy}`]!;
              if (keywords.kind !== 'keywords') throw new Error(keywords.kind);
              expect(keywords.sampled).toBeNull();
              expect(keywords.buckets, context).toEqual(oracleKeywords(expected, docs, countBy, 8));
              compared++;
            }
          }
        } finally {
          searcher.close();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(compared).toBeGreaterThan(RUNS);
  }, 120_000);

  it('reads an even sample of the groups above the sample size, and says so', async () => {
    const ops: CorpusOp[] = Array.from({ length: 12 }, (_, i) => ({
      kind: 'add',
      doc: { ucid: `S${i}`, titles: 'Lithium battery electrode', simplefamilyid: `F${i}`, applicationnumber: `A${i}` },
    }));
    const searcher = await openIndex(ops);
    const result = searcher.search({
      query: 'TI=battery',
      rows: 0,
      aggregations: { k: { kind: 'keywords', fields: ['titles'], sample: 5, countBy: 'none' } },
    });
    const answer = result.aggregations!.k!;
    if (answer.kind !== 'keywords') throw new Error(answer.kind);
    expect(answer.sampled).toBe(5);
    expect(answer.total).toBe(12);
    expect(answer.buckets.every((b) => b.count <= 5)).toBe(true);
    searcher.close();
  });
});
