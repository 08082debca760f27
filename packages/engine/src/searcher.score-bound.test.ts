import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GroupingCollector } from './collector/grouping';
import { TopDocsCollector } from './collector/top-docs';
import { IndexWriter } from './index/index-writer';
import { CombinedTermScorer, MultiFieldTermScorer, TermScorer } from './query/term-scorer';
import type { EngineDocument } from './schema/document';
import { PATENT_COMBINED_FIELDS, PATENT_SCHEMA } from './schema/patent-schema';
import type { Schema } from './schema/schema';
import type { SearchRequest, SortKey } from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';
import { seededRandom } from './testing/seeded-random';

/**
 * The searcher skips scoring documents whose score bound cannot beat the page's worst kept hit. A page must still be
 * exactly the slice of the full order (ucids and scores), with the same counts and facets, as a search whose page is
 * so long that nothing can be skipped.
 */

const WORDS = ['battery', 'cell', 'sensor', 'device', 'solar', 'panel', 'lithium', 'anode', 'layer', 'film'];

/** Filler words (ba, be, … zu), so most documents hold only a few of the query words. */
const FILLER = [...'bcdfgklmnprstvz'].flatMap((c) => [...'aeiou'].map((v) => `${c}${v}${c}${v}`));

function text(next: () => number, words: number): string {
  const out: string[] = [];
  // A skewed choice of query words among filler, so frequencies, lengths and scores differ between documents.
  for (let i = 0; i < words; i++) {
    out.push(
      next() < 0.15 ? WORDS[Math.floor(next() ** 2 * WORDS.length)]! : FILLER[Math.floor(next() * FILLER.length)]!,
    );
  }
  return out.join(' ');
}

let searcher: Searcher;
let docCount = 0;

/** The same documents indexed with the schema's fields only, or with the combined TAC and FT fields too. */
async function build(schema: Schema): Promise<void> {
  docCount = 0;
  const next = seededRandom(20261129);
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema, maxBufferedDocs: 400 });
  for (let i = 0; i < 1500; i++) {
    const doc: EngineDocument = {
      ucid: `US-${1_000_000 + i}-A1`,
      titles: text(next, 1 + Math.floor(next() * 4)),
      abstracts: text(next, 3 + Math.floor(next() * 30)),
      claims: [text(next, 2 + Math.floor(next() * 20))],
      country: next() < 0.5 ? 'US' : 'EP',
      kindcode: 'A1',
      publicationdate: 20000101 + Math.floor(next() * 20) * 10000,
      simplefamilyid: `F${i % 700}`,
    };
    await writer.addDocument(doc);
    docCount++;
  }
  // Some documents deleted, so skipped and deleted documents mix.
  for (let i = 0; i < 1500; i += 37) await writer.deleteDocument(`US-${1_000_000 + i}-A1`);
  await writer.commit();
  searcher = await Searcher.open(dir, { schema });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const QUERIES = [
  'TAC=(battery OR cell OR sensor OR device)',
  'battery OR film OR anode',
  'TI=(battery OR cell) AND AB=(solar OR panel OR layer)',
  'TAC=(battery OR cell OR film) NOT TI=lithium',
  'any{2}(battery, anode, film, layer)',
  'any{3}(layer, battery, film, cell, anode)',
  'TAC=(battery OR "solar panel" OR film)',
  'AB=(cell AND battery) OR CL=(sensor OR device)',
  'battery AND film',
  'TAC=(battery AND layer) AND PD=2005:2012',
  'battery NOT film',
  '(layer AND film) NOT (cell OR anode)',
];
const SORTS: (readonly SortKey[] | undefined)[] = [
  undefined,
  [{ field: 'score', order: 'desc' }],
  [{ field: 'score', order: 'asc' }],
  [{ field: 'publicationdate', order: 'desc' }],
];

function page(request: SearchRequest) {
  const result = searcher.search({ ...request, facets: { country: { kind: 'terms' } } });
  return {
    numFound: result.numFound,
    grouping: result.grouping,
    facets: result.facets,
    hits: result.hits.map((h) => ({ ucid: h.ucid, score: h.score, groupSize: h.groupSize, groupKey: h.groupKey })),
  };
}

/**
 * The third value: whether words are scored in bulk there (`BulkWordScorer`: every document of a word is scored
 * term at a time, cheaply, so there is no per-document scoring left to skip; a word over combined fields is still
 * scored document by document).
 */
const SCHEMAS: [string, Schema, boolean][] = [
  ['its own fields', PATENT_SCHEMA, true],
  ['combined TAC and FT fields', { ...PATENT_SCHEMA, combinedFields: PATENT_COMBINED_FIELDS }, false],
];

/** How many documents reach the page's collectors with a score rather than -Infinity ("cannot reach the page"). */
function spyOnScoredCollects(): () => number {
  const spies = [TopDocsCollector, GroupingCollector].map((c) => vi.spyOn(c.prototype, 'collect'));
  return () =>
    spies.reduce(
      (sum, spy) => sum + spy.mock.calls.filter(([, score]) => score !== Number.NEGATIVE_INFINITY).length,
      0,
    );
}

describe.each(SCHEMAS)('an index with %s', (_name, schema, wordsInBulk) => {
  beforeAll(() => build(schema));

  describe('skipping documents whose score bound cannot reach the page', () => {
    it.each(QUERIES)('a page is the slice of the full order, grouped or not: %s', (query) => {
      for (const groupBy of ['none', 'simplefamily'] as const) {
        for (const sort of SORTS) {
          const full = page({ query, sort, groupBy, rows: docCount });
          for (const [start, rows] of [
            [0, 1],
            [0, 10],
            [7, 5],
            [40, 20],
          ] as const) {
            const part = page({ query, sort, groupBy, start, rows });
            expect(part.numFound).toBe(full.numFound);
            expect(part.grouping).toEqual(full.grouping);
            expect(part.facets).toEqual(full.facets);
            expect(part.hits).toEqual(full.hits.slice(start, start + rows));
          }
        }
      }
    });

    // Counting score calls means something only where words are scored document by document (combined fields);
    // with words in bulk the test after these counts what reaches the page instead. Defined only there, not skipped.
    if (!wordsInBulk) {
      it('scores far fewer documents when the page is short than when every match is on it', () => {
        const spies = [CombinedTermScorer, MultiFieldTermScorer, TermScorer].map((c) => vi.spyOn(c.prototype, 'score'));
        const scoreCalls = () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
        const query = 'TAC=(battery OR cell OR sensor OR device)';
        const { numFound } = searcher.search({ query, rows: docCount });
        const unbounded = scoreCalls();
        for (const spy of spies) spy.mockClear();
        expect(searcher.search({ query, rows: 10 }).numFound).toBe(numFound);
        const bounded = scoreCalls();
        expect(numFound).toBeGreaterThan(1000);
        expect(unbounded).toBeGreaterThanOrEqual(numFound);
        expect(bounded).toBeLessThan(unbounded / 2);
      });

      it('scores far fewer documents for a short page of families too', () => {
        const spies = [CombinedTermScorer, MultiFieldTermScorer, TermScorer].map((c) => vi.spyOn(c.prototype, 'score'));
        const scoreCalls = () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
        const query = 'TAC=(battery OR cell OR sensor OR device)';
        const all = searcher.search({ query, rows: docCount, groupBy: 'simplefamily' });
        const unbounded = scoreCalls();
        for (const spy of spies) spy.mockClear();
        const short = searcher.search({ query, rows: 10, groupBy: 'simplefamily' });
        expect(short.grouping).toEqual(all.grouping);
        expect(scoreCalls()).toBeLessThan(unbounded / 2);
      });
    }

    it('hands far fewer scored documents to a short page, of hits or of families', () => {
      let checked = 0;
      for (const query of QUERIES) {
        // Positional clauses offer no bound, so only queries without one must skip.
        if (query.includes('"')) continue;
        for (const groupBy of ['none', 'simplefamily'] as const) {
          const scoredCollects = spyOnScoredCollects();
          const { numFound } = searcher.search({ query, rows: 10, groupBy });
          vi.restoreAllMocks();
          if (numFound < 300) continue;
          expect(scoredCollects(), `${query} by ${groupBy}`).toBeLessThan(numFound / 2);
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(8);
    });
  });

  describe('postings readers handed from one segment (and one highlighted hit) to the next', () => {
    it('a page highlights each hit as a search of that document alone does', () => {
      const highlight = { maxSnippets: 3, maxSnippetLength: 120 };
      for (const query of QUERIES) {
        const page = searcher.search({ query, rows: 20, highlight });
        expect(page.hits.length).toBeGreaterThan(0);
        for (const hit of page.hits) {
          const alone = searcher.search({ query, rows: 1, highlight, documents: [hit.ucid] });
          expect(alone.hits.map((h) => [h.ucid, h.score, h.highlighting])).toEqual([
            [hit.ucid, hit.score, hit.highlighting],
          ]);
        }
      }
    });
  });

  describe('an OR, AND, at-least-n or NOT at the root collected in bulk', () => {
    // `… XOR <a word no document has>` matches and scores the same through the scorers (heap, leapfrog, exclusion):
    // XOR is never collected in bulk.
    const heapOf = (query: string) => `(${query}) XOR qqzzqqzz`;

    it('scores and counts as the disjunction does, filtered or not', () => {
      for (const query of QUERIES) {
        for (const filters of [undefined, ['TAC=(battery OR cell)'], ['TI=lithium'], [query]]) {
          for (const groupBy of ['none', 'simplefamily'] as const) {
            for (const rows of [0, 10, docCount]) {
              const bulk = page({ query, rows, groupBy, filters });
              const heap = page({ query: heapOf(query), rows, groupBy, filters });
              expect(bulk).toEqual(heap);
            }
          }
        }
      }
      // 12 queries × 4 filters × 2 groupings × 3 page sizes × 2 searches: seconds on a busy machine.
    }, 30_000);

    it('within a set of documents too', () => {
      const documents = Array.from({ length: 300 }, (_, i) => `US-${1_000_000 + i * 5}-A1`);
      for (const query of QUERIES) {
        expect(page({ query, rows: 10, documents })).toEqual(page({ query: heapOf(query), rows: 10, documents }));
      }
    });
  });
});
