import { describe, expect, it } from 'vitest';
import { IndexWriter } from '../index/index-writer';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import { DEFAULT_SORT } from '../search-types';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';
import { compareHits } from './top-docs';

// Hits without a value in a sort key sort last, and among themselves by the next key and then index order: were
// two missing values "equal and done", pages of a sort by date would overlap and skip documents without a date.

describe('missing sort values', () => {
  it('tie, so the next key and index order decide', () => {
    const keys = [
      { field: 'publicationdate', order: 'desc' as const },
      { field: 'applicationdate', order: 'asc' as const },
    ];
    const hit = (doc: number, values: number[]) => ({ segment: 0, doc, score: 0, values });
    expect(compareHits(keys, hit(1, [Number.NaN, 5]), hit(2, [Number.NaN, 3]))).toBeGreaterThan(0);
    expect(compareHits(keys, hit(1, [Number.NaN, Number.NaN]), hit(2, [Number.NaN, Number.NaN]))).toBeLessThan(0);
    expect(compareHits(keys, hit(2, [Number.NaN, 1]), hit(1, [20200101, 9]))).toBeGreaterThan(0);
  });

  it('never make pages overlap: every document once, those without a date last', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 9 });
    const ucids = Array.from({ length: 40 }, (_, i) => `EP-${3_000_000 + i}-A1`);
    for (const [i, ucid] of ucids.entries())
      await writer.addDocument({ ucid, titles: 'solar', ...(i % 3 === 0 ? {} : { publicationdate: 20100101 }) });
    await writer.commit();
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    const seen: string[] = [];
    for (let start = 0; start < ucids.length; start += 7) {
      const page = searcher.search({ documents: ucids, sort: DEFAULT_SORT, start, rows: 7, fl: ['publicationdate'] });
      seen.push(...page.hits.map((h) => h.ucid));
    }
    expect([...seen].sort()).toEqual([...ucids].sort());
    const dated = ucids.length - Math.ceil(ucids.length / 3);
    expect(seen.slice(dated).every((ucid) => Number(ucid.slice(3, 10)) % 3 === 0)).toBe(true);
  });
});
