import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTerm } from './analysis/folding';
import { IndexWriter } from './index/index-writer';
import type { EngineDocument } from './schema/document';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type { GroupBy, SearchHit, SearchRequest, SearchResult } from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';
import { naiveFacet, naiveGroups, naiveNumericRanges, naiveYearHistogram } from './testing/naive-counts';
import { type NaiveDocument, naiveSearch, prepareDocument, UnsupportedQueryError } from './testing/naive-evaluator';
import {
  applyOps,
  type CorpusOp,
  type CorpusScript,
  corpusArbitrary,
  type GeneratedQuery,
  queryArbitrary,
} from './testing/random-corpus';

/**
 * The searcher against a brute-force oracle (testing/naive-evaluator.ts): random small corpora, built with updates,
 * deletes, several commits and tiny flushes (so several segments, merges and deleted documents), and random queries of
 * every operator. For each query: the set of hits, numFound, group counts, facet counts, the year histogram, numeric
 * ranges, and sorted pages must be what the oracle computes. On a difference the failing operations are reduced
 * (operations, then fields) and printed with the query, ready to paste into a unit test.
 *
 * ORACLE_RUNS, ORACLE_QUERIES and ORACLE_SEED override the size and the seed (e.g. for a long exploratory run);
 * ORACLE_ALL and ORACLE_SKIP help to survey every difference (see below).
 */

const RUNS = Number(process.env.ORACLE_RUNS ?? 60);
const QUERIES = Number(process.env.ORACLE_QUERIES ?? 50);
const SEED = Number(process.env.ORACLE_SEED ?? 20261122);
/** ORACLE_ALL=1: go on after a differing corpus and report every differing query at the end. */
const ALL = process.env.ORACLE_ALL === '1';
/** ORACLE_SKIP=<regex>: leave out queries (or filters) whose text matches, to look past a known difference. */
const SKIP = process.env.ORACLE_SKIP ? new RegExp(process.env.ORACLE_SKIP) : null;

/** How one query is asked: its paging, sort, grouping and an optional filter. */
type Case = {
  readonly query: GeneratedQuery;
  readonly asTree: boolean;
  readonly filter: GeneratedQuery | null;
  readonly groupBy: GroupBy;
  /** The sort of the full search and of the page: relevance (the default) or publication date. */
  readonly order: 'score' | 'asc' | 'desc';
  readonly pageStart: number;
  readonly pageRows: number;
};

const caseArbitrary: fc.Arbitrary<Case> = fc.record({
  query: queryArbitrary,
  asTree: fc.boolean(),
  filter: fc.option(queryArbitrary, { freq: 5 }),
  groupBy: fc.constantFrom<GroupBy>('simplefamily', 'applicationnumber'),
  order: fc.constantFrom<'score' | 'asc' | 'desc'>('score', 'asc', 'desc'),
  pageStart: fc.nat({ max: 12 }),
  pageRows: fc.integer({ min: 1, max: 8 }),
});

type Scenario = { readonly corpus: CorpusScript; readonly mergeFactor: number; readonly cases: readonly Case[] };

const scenarioArbitrary: fc.Arbitrary<Scenario> = fc.record({
  corpus: corpusArbitrary(60),
  mergeFactor: fc.constantFrom(3, 8),
  cases: fc.array(caseArbitrary, { minLength: QUERIES, maxLength: QUERIES }),
});

async function openIndex(ops: readonly CorpusOp[], mergeFactor: number): Promise<Searcher> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 7, mergeFactor });
  for (const op of ops) {
    if (op.kind === 'add') await writer.addDocument(op.doc);
    else if (op.kind === 'delete') await writer.deleteDocument(op.ucid);
    else await writer.commit();
  }
  await writer.commit();
  await writer.close();
  return Searcher.open(dir, { schema: PATENT_SCHEMA });
}

// ---------------------------------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------------------------------

/** Facet values compared case- and space-insensitively: keyword doc values may be kept folded. */
function facetKey(value: string): string {
  return foldTerm(value.replace(/\s+/g, ' ').trim());
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function describeSet(label: string, engine: readonly string[], oracle: readonly string[]): string {
  const e = new Set(engine);
  const o = new Set(oracle);
  const extra = [...e].filter((u) => !o.has(u)).sort();
  const missing = [...o].filter((u) => !e.has(u)).sort();
  return `${label}: engine has ${engine.length}, oracle ${oracle.length}; only engine [${extra.join(', ')}], only oracle [${missing.join(', ')}]`;
}

function mapOf(record: Readonly<Record<string, number>>): string {
  return JSON.stringify(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function search(searcher: Searcher, request: SearchRequest, differences: string[], what: string): SearchResult | null {
  try {
    return searcher.search(request);
  } catch (error) {
    differences.push(`${what}: the engine threw ${error instanceof Error ? `${error.name}: ${error.message}` : error}`);
    return null;
  }
}

/** Every difference between the engine and the oracle for one case (empty when they agree), and the oracle's hits. */
function compareCase(
  searcher: Searcher,
  docs: readonly NaiveDocument[],
  c: Case,
): { differences: string[]; hits: number } {
  const differences: string[] = [];
  const byUcid = new Map(docs.map((d) => [d.ucid, d]));
  let expected = naiveSearch(docs, c.query.ast);
  const filters = c.filter === null ? undefined : [c.filter.text];
  if (c.filter !== null) {
    const allowed = new Set(naiveSearch(docs, c.filter.ast).map((d) => d.ucid));
    expected = expected.filter((d) => allowed.has(d.ucid));
  }
  const expectedUcids = expected.map((d) => d.ucid);
  const all = Math.max(docs.length, 1);
  const query = c.asTree ? c.query.ast : c.query.text;

  // 1. The hits (in the case's sort), numFound, facets, year histogram and numeric ranges.
  const sort = c.order === 'score' ? undefined : [{ field: 'publicationdate', order: c.order } as const];
  const ranges = [
    { label: 'before 2005', to: 20050101 },
    { label: '2005-2014', from: 20050101, to: 20150101 },
    { label: 'since 2015', from: 20150101 },
  ];
  const full = search(
    searcher,
    {
      query,
      filters,
      rows: all,
      sort,
      facets: {
        country: { kind: 'terms', limit: 1000 },
        assignees_name_original: { kind: 'terms', limit: 1000 },
        kindcode: { kind: 'terms', limit: 2 },
        years: { kind: 'years', field: 'publicationdate' },
        ranges: { kind: 'ranges', field: 'publicationdate', ranges },
      },
    },
    differences,
    'search',
  );
  if (full !== null) {
    const hitUcids = full.hits.map((h) => h.ucid);
    if (!sameSet(hitUcids, expectedUcids)) differences.push(describeSet('hits', hitUcids, expectedUcids));
    if (new Set(hitUcids).size !== hitUcids.length) differences.push(`hits: duplicate ucids [${hitUcids.join(', ')}]`);
    if (full.numFound !== expected.length)
      differences.push(`numFound: engine ${full.numFound}, oracle ${expected.length}`);

    for (const field of ['country', 'assignees_name_original']) {
      const oracle = naiveFacet(expected, field);
      const want: Record<string, number> = {};
      for (const [value, count] of oracle.counts) want[facetKey(value)] = (want[facetKey(value)] ?? 0) + count;
      const facet = full.facets[field];
      if (facet === undefined) {
        differences.push(`facet ${field}: missing from the result`);
        continue;
      }
      const got: Record<string, number> = {};
      for (const bucket of facet.buckets)
        got[facetKey(bucket.value)] = (got[facetKey(bucket.value)] ?? 0) + bucket.count;
      if (mapOf(got) !== mapOf(want)) differences.push(`facet ${field}: engine ${mapOf(got)}, oracle ${mapOf(want)}`);
      if (facet.otherCount !== 0) differences.push(`facet ${field}: otherCount ${facet.otherCount} with limit 1000`);
      if (facet.missingCount !== oracle.missing) {
        differences.push(`facet ${field}: missingCount engine ${facet.missingCount}, oracle ${oracle.missing}`);
      }
    }

    // A facet with a small limit: the most frequent values (ties in any order) and the rest in otherCount.
    const kinds = naiveFacet(expected, 'kindcode');
    const kindCounts = new Map<string, number>();
    for (const [value, count] of kinds.counts) kindCounts.set(facetKey(value), count);
    const sortedCounts = [...kindCounts.values()].sort((a, b) => b - a);
    const kindFacet = full.facets.kindcode;
    if (kindFacet === undefined) differences.push('facet kindcode: missing from the result');
    else {
      const bucketCounts = kindFacet.buckets.map((b) => b.count);
      const wantTop = sortedCounts.slice(0, 2);
      const wantOther = sortedCounts.slice(2).reduce((a, b) => a + b, 0);
      const wrongBucket = kindFacet.buckets.find((b) => kindCounts.get(facetKey(b.value)) !== b.count);
      if (JSON.stringify(bucketCounts) !== JSON.stringify(wantTop) || wrongBucket !== undefined) {
        differences.push(
          `facet kindcode limit 2: engine ${JSON.stringify(kindFacet.buckets)}, oracle counts ${JSON.stringify([...kindCounts])}`,
        );
      }
      if (kindFacet.otherCount !== wantOther) {
        differences.push(`facet kindcode limit 2: otherCount engine ${kindFacet.otherCount}, oracle ${wantOther}`);
      }
      if (kindFacet.missingCount !== kinds.missing) {
        differences.push(`facet kindcode: missingCount engine ${kindFacet.missingCount}, oracle ${kinds.missing}`);
      }
    }

    const histogram = Object.fromEntries((full.facets.years?.buckets ?? []).map((b) => [b.value, b.count]));
    const wantHistogram = naiveYearHistogram(expected, 'publicationdate');
    if (mapOf(histogram) !== mapOf(wantHistogram)) {
      differences.push(`year histogram: engine ${mapOf(histogram)}, oracle ${mapOf(wantHistogram)}`);
    }
    const gotRanges = (full.facets.ranges?.buckets ?? []).map((b) => b.count);
    const wantRanges = naiveNumericRanges(expected, 'publicationdate', ranges);
    if (JSON.stringify(gotRanges) !== JSON.stringify(wantRanges)) {
      differences.push(`numeric ranges: engine ${JSON.stringify(gotRanges)}, oracle ${JSON.stringify(wantRanges)}`);
    }
  }

  // 2. Grouping: the number of groups and of documents in them, one hit per group with its size.
  const keyField = PATENT_SCHEMA.collapseKeys[c.groupBy] as string;
  const groups = naiveGroups(expected, keyField);
  const grouped = search(searcher, { query, filters, rows: all, groupBy: c.groupBy }, differences, 'grouped search');
  if (grouped !== null) {
    const numDocs = [...groups.values()].reduce((a, b) => a + b, 0);
    const g = grouped.grouping;
    if (g === undefined) differences.push(`groupBy ${c.groupBy}: no grouping in the result`);
    else if (g.numGroups !== groups.size || g.numDocs !== numDocs) {
      differences.push(
        `groupBy ${c.groupBy}: engine ${g.numGroups} groups of ${g.numDocs} documents, oracle ${groups.size} of ${numDocs}`,
      );
    }
    if (grouped.numFound !== expected.length) {
      differences.push(`groupBy ${c.groupBy}: numFound engine ${grouped.numFound}, oracle ${expected.length}`);
    }
    const seen = new Set<string>();
    for (const hit of grouped.hits) {
      const doc = byUcid.get(hit.ucid);
      const key = doc === undefined ? undefined : String(doc.source[keyField]);
      if (doc === undefined || !expectedUcids.includes(hit.ucid) || key === undefined) {
        differences.push(`groupBy ${c.groupBy}: hit ${hit.ucid} does not match`);
        continue;
      }
      if (seen.has(key)) differences.push(`groupBy ${c.groupBy}: two hits of group ${key}`);
      seen.add(key);
      if (hit.groupSize !== undefined && hit.groupSize !== groups.get(key)) {
        differences.push(`groupBy ${c.groupBy}: hit ${hit.ucid} groupSize ${hit.groupSize}, oracle ${groups.get(key)}`);
      }
    }
    if (grouped.hits.length !== groups.size) {
      differences.push(`groupBy ${c.groupBy}: ${grouped.hits.length} hits for ${groups.size} groups (rows ${all})`);
    }
  }

  // 3. The order of the full search, and a page that must be its slice (ties compared by their sort key).
  if (full === null) return { differences, hits: expected.length };
  const dateOf = (ucid: string): number | null => byUcid.get(ucid)?.numbers.get('publicationdate') ?? null;
  const keyOf = (hit: SearchHit): number | null => (c.order === 'score' ? hit.score : dateOf(hit.ucid));
  const keys = full.hits.map(keyOf);
  if (c.order !== 'score') {
    const present = keys.filter((k): k is number => k !== null);
    const want = expected
      .map((d) => d.numbers.get('publicationdate'))
      .filter((k): k is number => k !== undefined)
      .sort((a, b) => (c.order === 'asc' ? a - b : b - a));
    // Documents without the date may come first or last, but together.
    const missing = keys.length - present.length;
    const last = keys.slice(0, present.length).every((k) => k !== null);
    const first = keys.slice(missing).every((k) => k !== null);
    if (JSON.stringify(present) !== JSON.stringify(want) || keys.length !== expected.length || !(first || last)) {
      differences.push(
        `sort ${c.order}: engine keys ${JSON.stringify(keys)}, oracle ${JSON.stringify(want)} (+ missing)`,
      );
    }
  } else {
    const unordered = keys.findIndex((k, i) => i > 0 && (k as number) > (keys[i - 1] as number));
    if (unordered > 0) differences.push(`sort score: scores not descending at ${unordered}: ${JSON.stringify(keys)}`);
  }
  const page = search(searcher, { query, filters, start: c.pageStart, rows: c.pageRows, sort }, differences, 'page');
  if (page !== null) {
    const pageKeys = page.hits.map(keyOf);
    const slice = keys.slice(c.pageStart, c.pageStart + c.pageRows);
    const same =
      pageKeys.length === slice.length &&
      pageKeys.every(
        (k, i) => k === slice[i] || (k !== null && Math.abs(k - (slice[i] ?? Number.NaN)) <= 1e-9 * Math.abs(k)),
      );
    if (!same) {
      differences.push(
        `page start ${c.pageStart} rows ${c.pageRows} sort ${c.order}: engine keys ${JSON.stringify(pageKeys)}, slice of the full order ${JSON.stringify(slice)}`,
      );
    }
    const notMatching = page.hits.filter((h) => !expectedUcids.includes(h.ucid)).map((h) => h.ucid);
    if (notMatching.length > 0) differences.push(`page: hits that do not match [${notMatching.join(', ')}]`);
    if (new Set(page.hits.map((h) => h.ucid)).size !== page.hits.length) differences.push('page: duplicate hits');
    if (page.numFound !== expected.length)
      differences.push(`page: numFound ${page.numFound}, oracle ${expected.length}`);
  }
  return { differences, hits: expected.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Reduction and report
// ---------------------------------------------------------------------------------------------------------------

async function differencesFor(ops: readonly CorpusOp[], mergeFactor: number, c: Case): Promise<string[]> {
  const searcher = await openIndex(ops, mergeFactor);
  try {
    return compareCase(
      searcher,
      applyOps(ops).map((doc) => prepareDocument(doc)),
      c,
    ).differences;
  } catch (error) {
    if (error instanceof UnsupportedQueryError) return [];
    throw error;
  } finally {
    searcher.close();
  }
}

/** What a difference is about: `hits`, `numFound`, `facet country`, `groupBy simplefamily`, … */
function topic(difference: string): string {
  return difference.slice(0, difference.indexOf(':'));
}

/**
 * Drops operations, then document fields, while the case still differs on the same topic as the first difference
 * (so the reduction keeps the bug, not some other difference it runs into): a small reproduction.
 */
async function reduce(ops: readonly CorpusOp[], mergeFactor: number, c: Case, first: string): Promise<CorpusOp[]> {
  let current = [...ops];
  let budget = 400;
  const stillFails = async (candidate: CorpusOp[]): Promise<boolean> =>
    budget-- > 0 && (await differencesFor(candidate, mergeFactor, c)).some((d) => topic(d) === topic(first));
  // A plain build of the live documents is the nicest reproduction: try it first.
  const plain: CorpusOp[] = applyOps(current).map((doc) => ({ kind: 'add', doc }));
  if (await stillFails(plain)) current = plain;
  for (let i = current.length - 1; i >= 0; i--) {
    const candidate = current.filter((_, j) => j !== i);
    if (await stillFails(candidate)) current = candidate;
  }
  // Then fields, then parts of values (paragraphs, languages, sentences, words), document by document.
  for (let i = 0; i < current.length; i++) {
    for (const key of Object.keys(current[i]?.kind === 'add' ? (current[i] as { doc: EngineDocument }).doc : {})) {
      if (KEEP.has(key)) continue;
      let shrinking = true;
      while (shrinking) {
        shrinking = false;
        const op = current[i];
        if (op?.kind !== 'add' || !(key in op.doc)) break;
        for (const smaller of [undefined, ...smallerValues(op.doc[key])]) {
          const { [key]: _old, ...rest } = op.doc;
          const doc: EngineDocument =
            smaller === undefined ? { ...rest, ucid: op.doc.ucid } : { ...rest, ucid: op.doc.ucid, [key]: smaller };
          const candidate = current.map((o, j): CorpusOp => (j === i ? { kind: 'add', doc } : o));
          if (await stillFails(candidate)) {
            current = candidate;
            shrinking = smaller !== undefined;
            break;
          }
        }
      }
    }
  }
  return current;
}

/** Fields the reduction keeps: without a collapse key a document's group is a choice, not a bug. */
const KEEP = new Set(['ucid', 'simplefamilyid', 'applicationnumber']);

/** Values one step smaller: an element, language, sentence or word less. */
function smallerValues(value: unknown): unknown[] {
  const out: unknown[] = [];
  if (Array.isArray(value)) {
    if (value.length > 1) for (let i = 0; i < value.length; i++) out.push(value.filter((_, j) => j !== i));
    for (let i = 0; i < value.length; i++) {
      for (const smaller of smallerValues(value[i])) out.push(value.map((v, j) => (j === i ? smaller : v)));
    }
  } else if (typeof value === 'string') {
    const sentences = value.split(/(?<=\.) /);
    if (sentences.length > 1)
      for (let i = 0; i < sentences.length; i++) out.push(sentences.filter((_, j) => j !== i).join(' '));
    else {
      const words = value.split(' ');
      if (words.length > 1) for (let i = 0; i < words.length; i++) out.push(words.filter((_, j) => j !== i).join(' '));
    }
  } else if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length > 1)
      for (const [key] of entries) out.push(Object.fromEntries(entries.filter(([k]) => k !== key)));
    for (const [key, inner] of entries) {
      for (const smaller of smallerValues(inner)) out.push({ ...value, [key]: smaller });
    }
  }
  return out;
}

function describeCase(c: Case): string {
  const parts = [`query: ${c.query.text}`, `passed as ${c.asTree ? 'a parsed tree' : 'text'}`];
  if (c.filter !== null) parts.push(`filter: ${c.filter.text}`);
  parts.push(
    `groupBy ${c.groupBy}, sort ${c.order === 'score' ? 'score' : `publicationdate ${c.order}`}, page start ${c.pageStart} rows ${c.pageRows}`,
  );
  return parts.join('\n');
}

function describeOps(ops: readonly CorpusOp[]): string {
  return ops
    .map((op) =>
      op.kind === 'add' ? `add ${JSON.stringify(op.doc)}` : op.kind === 'delete' ? `delete ${op.ucid}` : 'commit',
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------------------------

describe('searcher against the brute-force oracle', () => {
  it(`agrees on ${RUNS} random corpora × ${QUERIES} random queries`, async () => {
    const stats = { cases: 0, skipped: 0, unsupported: 0, none: 0, some: 0, every: 0, differing: 0 };
    const reports: string[] = [];
    let reductions = ALL ? 12 : 3;
    // fc.check, not fc.assert: the reduced report below says more than the whole generated scenario would.
    const details = await fc.check(
      fc.asyncProperty(scenarioArbitrary, async ({ corpus, mergeFactor, cases }) => {
        const docs = corpus.live.map((doc) => prepareDocument(doc));
        const searcher = await openIndex(corpus.ops, mergeFactor);
        const failing: { c: Case; differences: string[] }[] = [];
        try {
          for (const c of cases) {
            if (SKIP !== null && (SKIP.test(c.query.text) || (c.filter !== null && SKIP.test(c.filter.text)))) {
              stats.skipped++;
              continue;
            }
            let differences: string[];
            let n: number;
            try {
              ({ differences, hits: n } = compareCase(searcher, docs, c));
            } catch (error) {
              if (!(error instanceof UnsupportedQueryError)) throw error;
              stats.unsupported++;
              continue;
            }
            stats.cases++;
            if (n === 0) stats.none++;
            else if (n === docs.length) stats.every++;
            else stats.some++;
            if (differences.length > 0) failing.push({ c, differences });
          }
        } finally {
          searcher.close();
        }
        if (failing.length === 0) return;
        stats.differing += failing.length;
        // Reduce the first few failing queries to small reproductions; list the others.
        reports.push(`${failing.length} of ${cases.length} queries differ on corpus ${reports.length + 1}.`);
        for (const { c, differences } of failing) {
          if (reductions-- <= 0) {
            reports.push(`${describeCase(c)}
  ${differences.join('\n  ')}`);
            continue;
          }
          const ops = await reduce(corpus.ops, mergeFactor, c, differences[0]!);
          const reduced = await differencesFor(ops, mergeFactor, c);
          reports.push(
            [
              describeCase(c),
              `differences:\n  ${differences.join('\n  ')}`,
              `reduced (mergeFactor ${mergeFactor}, maxBufferedDocs 7; ops then a final commit):`,
              describeOps(ops),
              `differences after reduction:\n  ${reduced.join('\n  ')}`,
            ].join('\n'),
          );
        }
        if (!ALL) throw new Error(reports.join('\n\n'));
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(
      `oracle: ${stats.cases} queries compared (${stats.none} with no hit, ${stats.some} with some, ${stats.every} with every document), ${stats.differing} differ, ${stats.unsupported} unsupported, ${stats.skipped} skipped`,
    );
    if (details.failed || reports.length > 0) {
      const cause = details.failed
        ? details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance)
        : reports.join('\n\n');
      throw new Error(
        `The engine and the oracle differ (seed ${SEED}, ${details.numRuns} of ${RUNS} corpora).\n\n${cause}`,
      );
    }
    expect(stats.unsupported).toBe(0);
    // The generator must keep producing queries that separate documents, or the comparison proves little.
    expect(stats.some).toBeGreaterThan(stats.cases * 0.3);
  }, 600_000);
});
