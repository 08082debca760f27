import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EngineError } from '../engine-error.ts';
import { IndexWriter } from '../index/index-writer.ts';
import { PATENT_SCHEMA } from '../schema/patent-schema.ts';
import { Searcher } from '../searcher.ts';
import { FsDirectory } from '../store/fs-directory.ts';
import { EngineSearchPool } from './engine-search-pool.ts';

let path: string;
let writer: IndexWriter;
let pool: EngineSearchPool;

beforeAll(async () => {
  path = await mkdtemp(join(tmpdir(), 'engine-pool-'));
  writer = await IndexWriter.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA });
  for (let i = 0; i < 50; i++) {
    await writer.addDocument({
      ucid: `D${i}`,
      titles: `solar cell ${i % 2 === 0 ? 'even' : 'odd'}`,
      country: i % 3 === 0 ? 'EP' : 'US',
      publicationdate: 20000101 + i * 10000,
    });
  }
  await writer.commit();
  pool = await EngineSearchPool.start({ path, schema: 'patent', size: 2 });
}, 30_000);

afterAll(async () => {
  await pool?.close();
  await writer?.close();
  await rm(path, { recursive: true, force: true });
});

it('answers exactly what a Searcher in this thread answers', async () => {
  const request = {
    query: 'solar AND even',
    rows: 5,
    facets: { country: { kind: 'terms' as const } },
    aggregations: { countries: { kind: 'terms' as const, field: 'country', countBy: 'simplefamily' as const } },
    groupBy: 'none' as const,
  };
  const local = (await Searcher.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA })).search(request);
  const pooled = await pool.search(request);
  expect(pooled).toEqual(local);
  expect(pooled.numFound).toBe(25);
  expect(pooled.aggregations?.countries?.kind).toBe('terms');
});

it('runs searches side by side and sees a new commit after refresh', async () => {
  const results = await Promise.all(Array.from({ length: 8 }, () => pool.search({ query: 'solar', rows: 0 })));
  expect(results.map((r) => r.numFound)).toEqual(Array(8).fill(50));
  await writer.addDocument({ ucid: 'NEW', titles: 'solar roof' });
  await writer.deleteDocument('D0');
  await writer.commit();
  expect((await pool.search({ query: 'solar', rows: 0 })).numFound).toBe(50);
  await pool.refresh();
  expect((await pool.search({ query: 'roof', rows: 1 })).hits[0]?.ucid).toBe('NEW');
  expect((await pool.search({ query: 'solar', rows: 0 })).numFound).toBe(50);
});

it('returns engine errors as EngineError with code and span, and keeps serving', async () => {
  const error = await pool.search({ query: 'solar AND (cell' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).span).toBeDefined();
  const history = await pool.search({
    query: '#1 AND even',
    history: { 1: { kind: 'Term', text: 'cell', wildcard: false, quoted: false, span: { start: 0, end: 4 } } },
    rows: 0,
  });
  // D0 (even) was deleted by the test before.
  expect(history.numFound).toBe(24);
  const counts = await pool.clauseCounts({ query: 'solar AND even' });
  expect(counts.children.map((c) => c.count)).toEqual([50, 24]);
  const explanation = await pool.explain({ query: 'even' }, 'D2');
  expect(explanation.matched).toBe(true);
});
