import type { QueryNode } from '@app/query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexWriter } from '../index/index-writer';
import type { EngineDocument } from '../schema/document';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import type { GroupBy, SearchRequest, SearchResult, SortKey } from '../search-types';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';
import { type CorpusOp, corpusArbitrary, queryArbitrary } from '../testing/random-corpus';

// A set of documents given as `documents` must answer exactly what the `PN=(u1 OR u2 …)` query the server used to
// build answers: the same hits in the same order, the same counts, groups and facets. Only the scores differ, by
// the constant the PN clause adds to every hit.

/** The random corpus names documents D000…; here they get real publication numbers, which PN searches. */
function withNumber(ucid: string): { ucid: string; publicationnumber: string } {
  const n = 1_000_000 + Number(ucid.slice(1));
  return { ucid: `EP-${n}-A1`, publicationnumber: `EP${n}A1` };
}

function renumbered(op: CorpusOp): CorpusOp {
  if (op.kind === 'add') return { kind: 'add', doc: { ...op.doc, ...withNumber(op.doc.ucid) } as EngineDocument };
  if (op.kind === 'delete') return { kind: 'delete', ucid: withNumber(op.ucid).ucid };
  return op;
}

async function openIndex(ops: readonly CorpusOp[]): Promise<Searcher> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 7, mergeFactor: 3 });
  for (const op of ops.map(renumbered)) {
    if (op.kind === 'add') await writer.addDocument(op.doc);
    else if (op.kind === 'delete') await writer.deleteDocument(op.ucid);
    else await writer.commit();
  }
  await writer.commit();
  await writer.close();
  return Searcher.open(dir, { schema: PATENT_SCHEMA });
}

const SORTS: readonly (readonly SortKey[])[] = [
  [
    { field: 'score', order: 'desc' },
    { field: 'publicationdate', order: 'desc' },
  ],
  [{ field: 'publicationdate', order: 'asc' }],
];

const FACETS: SearchRequest['facets'] = {
  country: { kind: 'terms', limit: 3 },
  assignees_name_original: { kind: 'terms' },
  publicationdate: { kind: 'years' },
  expiry: {
    kind: 'ranges',
    field: 'publicationdate',
    ranges: [
      { label: 'old', to: 20100101 },
      { label: 'new', from: 20100101 },
    ],
    missingLabel: 'unknown',
  },
};

/** Indices of the corpus's ucids (some past its end: ucids the index does not hold). */
const membersArbitrary = fc.uniqueArray(fc.nat({ max: 70 }), { minLength: 1, maxLength: 40 });

const caseArbitrary = fc.record({
  members: membersArbitrary,
  query: fc.option(queryArbitrary, { nil: undefined }),
  sort: fc.constantFrom(...SORTS),
  groupBy: fc.constantFrom<GroupBy>('none', 'simplefamily'),
  start: fc.nat({ max: 5 }),
  rows: fc.integer({ min: 0, max: 30 }),
});

/** What must be equal: everything but the scores. */
function comparable(result: SearchResult) {
  return {
    numFound: result.numFound,
    grouping: result.grouping,
    hits: result.hits.map((hit) => [hit.ucid, hit.groupSize, hit.groupKey]),
    facets: result.facets,
  };
}

describe('a document-set filter', () => {
  it('answers exactly what the equivalent PN=(…) query answers', { timeout: 120_000 }, async () => {
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(
        corpusArbitrary(40),
        fc.array(caseArbitrary, { minLength: 5, maxLength: 5 }),
        async (corpus, cases) => {
          const searcher = await openIndex(corpus.ops);
          for (const c of cases) {
            const ucids = c.members.map((i) => withNumber(`D${i}`).ucid);
            const shared = { sort: c.sort, groupBy: c.groupBy, start: c.start, rows: c.rows, facets: FACETS };
            const set = `PN=(${ucids.join(' OR ')})`;
            const asText = searcher.search({ ...shared, query: c.query ? `${set} AND (${c.query.text})` : set });
            const asSet = searcher.search({
              ...shared,
              documents: ucids,
              ...(c.query ? { query: c.query.ast } : {}),
            });
            expect(comparable(asSet), `${c.query?.text ?? '(no query)'} over ${ucids.length} ucids`).toEqual(
              comparable(asText),
            );
            if (asSet.numFound > 0) matched++;
          }
        },
      ),
      { numRuns: 25 },
    );
    // Not a comparison of two empty answers.
    expect(matched).toBeGreaterThan(25);
  });

  it('as a clause of a query (a resolved custom field) answers what PN=(…) in its place answers', {
    timeout: 120_000,
  }, async () => {
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(
        corpusArbitrary(40),
        fc.array(
          fc.record({
            members: membersArbitrary,
            query: queryArbitrary,
            op: fc.constantFrom('AND', 'OR', 'NOT', 'XOR'),
            setFirst: fc.boolean(),
          }),
          { minLength: 5, maxLength: 5 },
        ),
        async (corpus, cases) => {
          const searcher = await openIndex(corpus.ops);
          for (const c of cases) {
            const ucids = c.members.map((i) => withNumber(`D${i}`).ucid);
            const span = { start: 0, end: 0 };
            const set: QueryNode = { kind: 'DocumentSet', ucids, written: 'CF_1=x', span };
            const [a, b] = c.setFirst ? [set, c.query.ast] : [c.query.ast, set];
            const [ta, tb] = c.setFirst
              ? [`PN=(${ucids.join(' OR ')})`, `(${c.query.text})`]
              : [`(${c.query.text})`, `PN=(${ucids.join(' OR ')})`];
            // Scores differ (PN adds a constant), so order by date: the hits, groups and counts must agree.
            const shared = { sort: SORTS[1]!, rows: 100, facets: FACETS };
            const asText = searcher.search({ ...shared, query: `${ta} ${c.op} ${tb}` });
            const asSet = searcher.search({
              ...shared,
              query: { kind: 'Boolean', op: c.op, operands: [a, b], span } as QueryNode,
            });
            expect(comparable(asSet), `${ta} ${c.op} ${tb}`).toEqual(comparable(asText));
            if (asSet.numFound > 0) matched++;
          }
        },
      ),
      { numRuns: 20 },
    );
    expect(matched).toBeGreaterThan(20);
  });

  it('takes ucids in any case, skips unknown ones, and is the search when there is no query', async () => {
    const searcher = await openIndex([
      { kind: 'add', doc: { ucid: 'D1', titles: 'solar cell' } },
      { kind: 'add', doc: { ucid: 'D2', titles: 'wind turbine' } },
      { kind: 'commit' },
      { kind: 'add', doc: { ucid: 'D3', titles: 'solar panel' } },
    ]);
    const found = (request: Omit<SearchRequest, 'rows'>) =>
      searcher
        .search({ ...request, rows: 10 })
        .hits.map((h) => h.ucid)
        .sort();
    expect(found({ documents: ['ep-1000001-a1', 'EP-1000003-A1', 'EP-9999999-A1'] })).toEqual([
      'EP-1000001-A1',
      'EP-1000003-A1',
    ]);
    expect(found({ query: 'solar', documents: ['EP-1000001-A1', 'EP-1000002-A1'] })).toEqual(['EP-1000001-A1']);
    expect(searcher.search({ documents: [], rows: 10 }).numFound).toBe(0);
  });
});
