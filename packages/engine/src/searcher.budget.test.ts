import { parse, type QueryNode } from '@app/query';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import { clauseCounts } from './explanation';
import { IndexWriter } from './index/index-writer';
import type { EngineDocument } from './schema/document';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type { SearchRequest } from './search-types';
import { type SearchControl, Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';

// A corpus where truncations expand widely and postings span many blocks: 3,000 documents whose abstracts draw
// 40 words from 400 `w…` and 400 `x…` words (a fixed pseudo-random sequence, so every run sees the same index).
const WORDS = 400;

function corpus(): EngineDocument[] {
  // xorshift32: every bit of it is usable, unlike the low bits of a linear congruential generator.
  let seed = 12_345;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  return Array.from({ length: 3000 }, (_, i) => {
    const words = Array.from({ length: 40 }, () => `${next() % 2 === 0 ? 'w' : 'x'}${next() % WORDS}`);
    return {
      ucid: `EP-${1_000_000 + i}-A1`,
      titles: i % 10 === 0 ? 'solar panel' : 'battery pack',
      abstracts: words.join(' '),
      publicationdate: 20_100_101 + (i % 28),
    };
  });
}

let searcher: Searcher;

beforeAll(async () => {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  for (const doc of corpus()) writer.addDocument(doc);
  await writer.commit();
  await writer.close();
  searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
});

/** The engine error a search throws (fails the test if it answers). */
function refusal(request: SearchRequest, control: SearchControl = {}): EngineError {
  try {
    searcher.search(request, control);
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error(`"${String(request.query)}" answered instead of being stopped`);
}

function spanOf(query: string, error: EngineError): string {
  return query.slice(error.span!.start, error.span!.end);
}

describe('a search stops inside the engine', () => {
  it('at its deadline, naming the clause that took the time', () => {
    const query = 'TAC=(solar OR w* OR x1*)';
    // The clock stands still until the search has started, then jumps past the deadline.
    let calls = 0;
    const now = () => (++calls <= 2 ? 0 : 60_000);
    const error = refusal({ query, limits: { deadline: 10_000 } }, { now });
    expect(error.code).toBe('SEARCH_TIMEOUT');
    expect(spanOf(query, error)).toBe('w*');
    expect(error.message).toMatch(/^The search took too long; most of its time went into the part at characters 15–16/);
  });

  it('before it starts when its deadline passed while it waited', () => {
    const error = refusal({ query: 'solar', limits: { deadline: 1000 } }, { now: () => 2000 });
    expect(error.code).toBe('SEARCH_BUSY');
  });

  it('once it is cancelled', () => {
    let asked = 0;
    const cancelled = () => ++asked > 3;
    const error = refusal({ query: 'w* AND x*' }, { cancelled });
    expect(error.code).toBe('SEARCH_CANCELLED');
    expect(asked).toBe(4);
  });

  it('when it would visit more postings than its budget', () => {
    const query = 'battery AND (w1* OR x*)';
    const error = refusal({ query, limits: { maxPostingsVisited: 20_000 } });
    expect(error.code).toBe('QUERY_TOO_COSTLY');
    expect(spanOf(query, error)).toBe('x*');
    expect(error.message).toMatch(/more than 20,000 word occurrences, most of them for the part at characters 21–22/);
  });

  it('when its truncations together expand past the limit for the whole query, not per pattern', () => {
    const query = 'w* OR x* OR solar';
    const fine = searcher.search({ query: 'w*', limits: { maxTotalExpansions: 500 } });
    expect(fine.numFound).toBe(3000);
    const error = refusal({ query, limits: { maxTotalExpansions: 500 } });
    expect(error.code).toBe('QUERY_TOO_COSTLY');
    expect(spanOf(query, error)).toBe('x*');
  });

  it('when it would hold more postings in memory than allowed', () => {
    const error = refusal({ query: 'w* OR x*', limits: { maxPostingsBytes: 10_000 } });
    expect(error.code).toBe('QUERY_TOO_COSTLY');
    expect(error.message).toMatch(/needs more than 0 MB of the index at once/);
  });

  it('reports what it used when it answers', () => {
    const result = searcher.search({ query: 'w1*', rows: 0 });
    expect(result.cost.expansions).toBe(111); // w1, w10–w19, w100–w199
    expect(result.cost.work).toBeGreaterThan(result.numFound);
    expect(result.cost.postingsBytes).toBeGreaterThan(0);
  });
});

describe('searches named several times are one shared part of the query', () => {
  // #1 is a truncation; #k+1 names #k four times. As a tree, #6 would hold 4^5 = 1,024 copies of #1.
  const history: Record<number, QueryNode> = { 1: parse('w1* OR x2* OR solar').ast! };
  for (let k = 1; k <= 5; k++) history[k + 1] = parse(`(#${k} OR #${k}) AND (#${k} OR #${k})`).ast!;

  it('matches what the search it names matches, for the cost of that search', () => {
    // Expansions are cached per segment between searches (a cached one costs no dictionary work), so both searches
    // are compared with the truncations of #1 already expanded once.
    searcher.search({ query: '#1', history, rows: 0 });
    const base = searcher.search({ query: '#1', history, rows: 20 });
    const chain = searcher.search({ query: '#6', history, rows: 20 });
    expect(chain.numFound).toBe(base.numFound);
    expect(chain.hits.map((h) => h.ucid).sort()).toEqual(base.hits.map((h) => h.ucid).sort());
    expect(chain.cost.postingsBytes).toBe(base.cost.postingsBytes);
    expect(chain.cost.expansions).toBe(base.cost.expansions);
    expect(chain.cost.work).toBe(base.cost.work);
  });

  it('counts each clause of a shared search once', () => {
    const counts = clauseCounts(searcher, { query: '#6', history });
    const base = searcher.search({ query: '#1', history, rows: 0 }).numFound;
    expect(counts.count).toBe(base);
    expect(counts.children[0]!.children[0]).toBe(counts.children[1]!.children[1]);
  });

  it('refuses a chain deeper than 32 searches, and a graph of more than 20,000 parts', () => {
    const deep: Record<number, QueryNode> = { 1: parse('solar').ast! };
    for (let k = 1; k <= 40; k++) deep[k + 1] = parse(`#${k} AND battery`).ast!;
    const tooDeep = refusal({ query: '#41', history: deep });
    expect(tooDeep.code).toBe('QUERY_HISTORY_TOO_DEEP');
    const wide = Array.from({ length: 7000 }, (_, i) => `w${i}`).join(' OR ');
    const large: Record<number, QueryNode> = { 1: parse(wide).ast!, 2: parse(wide).ast!, 3: parse(wide).ast! };
    const query = '#1 OR #2 OR #3';
    const tooLarge = refusal({ query, history: large });
    expect(tooLarge.code).toBe('QUERY_TOO_LARGE');
  });
});
