import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockCache } from './codec/block-cache';
import { IndexWriter } from './index/index-writer';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type { GroupBy, SearchRequest } from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';
import { type CorpusScript, corpusArbitrary, type GeneratedQuery, queryArbitrary } from './testing/random-corpus';

/**
 * A searcher whose block cache is a small fraction of its index answers exactly as one that reads the files directly
 * and as one whose cache holds everything: hits, scores, counts, groups, facets, stored documents and highlighting,
 * over random corpora (several segments, deletions) and random queries.
 */

const RUNS = Number(process.env.BLOCK_CACHE_RUNS ?? 8);

type Case = { readonly query: GeneratedQuery; readonly groupBy: GroupBy | undefined };

const caseArbitrary: fc.Arbitrary<Case> = fc.record({
  query: queryArbitrary,
  groupBy: fc.constantFrom<GroupBy | undefined>(undefined, 'simplefamily'),
});

async function buildIndex(corpus: CorpusScript): Promise<MemoryDirectory> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 5, mergeFactor: 4 });
  for (const op of corpus.ops) {
    if (op.kind === 'add') await writer.addDocument(op.doc);
    else if (op.kind === 'delete') await writer.deleteDocument(op.ucid);
    else await writer.commit();
  }
  await writer.commit();
  await writer.close();
  return dir;
}

function request(c: Case, docs: number): SearchRequest {
  return {
    query: c.query.text,
    rows: Math.max(docs, 1),
    // Stored head and body fields both (claims come from the body file).
    fl: ['ucid', 'titles', 'claims', 'publicationdate'],
    highlight: { maxSnippets: 2 },
    facets: {
      assignees_name_original: { kind: 'terms', limit: 1000 },
      years: { kind: 'years', field: 'publicationdate' },
    },
    ...(c.groupBy ? { groupBy: c.groupBy } : {}),
  };
}

/** The result without what the search spent (its cost), or the error it threw. */
function answer(searcher: Searcher, r: SearchRequest): unknown {
  try {
    const { cost: _cost, ...rest } = searcher.search(r);
    return rest;
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

describe('Searcher over a block cache smaller than its index', () => {
  it('answers exactly as without a cache and with everything cached', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Enough live documents for an index of many blocks.
        corpusArbitrary(60).filter((c) => c.live.length >= 8),
        fc.array(caseArbitrary, { minLength: 16, maxLength: 16 }),
        async (corpus, cases) => {
          const dir = await buildIndex(corpus);
          const direct = await Searcher.open(dir, { schema: PATENT_SCHEMA, blockCache: null });
          const indexBytes = direct.segments.reduce((sum, s) => sum + s.sizeBytes, 0);
          // A fifth of the index (at least a few blocks), every read through it, so blocks are evicted all along.
          const blockSize = 64;
          const capacityBytes = Math.max(4 * blockSize, Math.floor(indexBytes / 5 / blockSize) * blockSize);
          const small = new BlockCache({ blockSize, capacityBytes, maxReadBytes: Number.POSITIVE_INFINITY });
          const tiny = await Searcher.open(dir, { schema: PATENT_SCHEMA, blockCache: small });
          const large = new BlockCache({ capacityBytes: 2 ** 30, maxReadBytes: Number.POSITIVE_INFINITY });
          const cached = await Searcher.open(dir, { schema: PATENT_SCHEMA, blockCache: large });
          const docs = corpus.live.length;
          for (const c of cases) {
            const r = request(c, docs);
            const want = answer(direct, r);
            expect(answer(tiny, r), c.query.text).toEqual(want);
            expect(answer(cached, r), c.query.text).toEqual(want);
          }
          // And again in another order, against warm caches.
          for (const c of [...cases].reverse()) {
            const r = request(c, docs);
            expect(answer(tiny, r), c.query.text).toEqual(answer(direct, r));
          }
          const stats = small.stats();
          expect(indexBytes).toBeGreaterThanOrEqual(4 * capacityBytes);
          expect(stats.peakBytes).toBeLessThanOrEqual(capacityBytes);
          expect(stats.misses).toBeGreaterThan(0);
          expect(stats.evictions).toBeGreaterThan(0);
          expect(large.stats().evictions).toBe(0);
          // A refreshed searcher on the same cache takes over the segments' cached files.
          const refreshed = await Searcher.open(dir, { schema: PATENT_SCHEMA, previous: cached });
          expect(refreshed.blockCache).toBe(large);
          const hits = large.stats().hits;
          if (cases.length > 0) {
            const r = request(cases[0]!, docs);
            expect(answer(refreshed, r)).toEqual(answer(direct, r));
            if (docs > 0 && large.stats().misses > 0) expect(large.stats().hits).toBeGreaterThanOrEqual(hits);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
