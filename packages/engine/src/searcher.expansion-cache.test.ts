import { describe, expect, it } from 'vitest';
import { IndexWriter } from './index/index-writer';
import type { EngineDocument } from './schema/document';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type { SearchResult } from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';

// Expansions are cached per segment between searches and handed from a searcher to the one that replaces it. Whatever
// the cache holds, a search must answer exactly what a searcher that never expanded anything answers.

const STEMS = ['nat', 'stat', 'rat', 'separ', 'oper', 'ammet', 'volt', 'photo', 'electr', 'therm'];
const ENDINGS = ['ion', 'ions', 'ation', 'ator', 'meter', 'ic', 'ical', 'ode', 'olysis', 'on'];

function documents(from: number, count: number): EngineDocument[] {
  let seed = 4242 + from;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const word = () => STEMS[next() % STEMS.length]! + ENDINGS[next() % ENDINGS.length]!;
  return Array.from({ length: count }, (_, i) => ({
    ucid: `EP-${2_000_000 + from + i}-A1`,
    titles: `${word()} ${word()}`,
    abstracts: Array.from({ length: 12 }, word).join(' '),
    claims: [`1. A ${word()}-${word()} device with ${word()}.`],
    publicationdate: 20_100_101 + ((from + i) % 28),
  }));
}

const QUERIES = [
  '*ation',
  '*meter OR *olysis',
  'TI=*ion',
  'photo*',
  'electr* AND *ode',
  'st?tion*',
  'rat!o*',
  'o*tion',
  '*ation* W3 volt*',
  '"photo" OR ph*ic',
  'TAC=(*ical NOT therm*)',
];

/** What a search answers, scores included. */
function answers(searcher: Searcher): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const query of QUERIES) {
    const result: SearchResult = searcher.search({ query, rows: 15 });
    out[query] = { numFound: result.numFound, hits: result.hits.map((h) => [h.ucid, h.score]) };
  }
  return out;
}

async function indexWith(dir: MemoryDirectory, batches: number, size: number, from = 0): Promise<void> {
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: size, mergeFactor: 50 });
  for (let b = 0; b < batches; b++) {
    for (const doc of documents(from + b * size, size)) await writer.addDocument(doc);
    await writer.commit();
  }
  await writer.close();
}

describe('expansion cache', () => {
  it('answers as uncached expansion over several segments and across searchers', async () => {
    const dir = new MemoryDirectory();
    await indexWith(dir, 4, 60);
    const first = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(first.segments.length).toBeGreaterThan(1);
    const cold = answers(first);
    for (const query of QUERIES) expect((cold[query] as { numFound: number }).numFound, query).toBeGreaterThan(0);
    // The same searcher again: every expansion from its segments' caches.
    expect(answers(first)).toEqual(cold);
    const hits = first.segments.reduce((sum, s) => sum + s.expansion.stats().hits, 0);
    expect(hits).toBeGreaterThan(0);
    expect(first.segments.some((s) => s.expansion.stats().reversedFields > 0)).toBe(true);
    // A searcher that has never expanded anything agrees.
    const fresh = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(fresh.segments.every((s) => s.expansion.stats().misses === 0)).toBe(true);
    expect(answers(fresh)).toEqual(cold);

    // A new commit adds segments and deletes documents of old ones (updates): the refreshed searcher keeps the old
    // segments' caches, builds new ones for the new segments, and answers as a searcher opened from nothing.
    await indexWith(dir, 2, 60, 150);
    const refreshed = await Searcher.open(dir, { schema: PATENT_SCHEMA, previous: first });
    const kept = refreshed.segments.filter((s) => first.segments.some((old) => old.expansion === s.expansion));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(refreshed.segments.length);
    const warm = answers(refreshed);
    expect(warm).toEqual(answers(await Searcher.open(dir, { schema: PATENT_SCHEMA })));
    expect(answers(refreshed)).toEqual(warm);
  });
});
