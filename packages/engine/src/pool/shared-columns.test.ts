// The search workers' columns, one copy per process: real worker threads of the real pool over an on-disk index.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { IndexWriter } from '../index/index-writer.ts';
import { PATENT_SCHEMA } from '../schema/patent-schema.ts';
import type { SearchRequest, SearchResult } from '../search-types.ts';
import { Searcher } from '../searcher.ts';
import { FsDirectory } from '../store/fs-directory.ts';
import { readCommitted } from '../store/manifest.ts';
import { SearchPool } from './search-pool.ts';
import type { HeldColumn, SearcherWorkerData } from './searcher-worker.ts';

const SEARCHER_WORKER = new URL('./searcher-worker.ts', import.meta.url);

let path: string;
let writer: IndexWriter;
const pools: SearchPool[] = [];

/** Documents with every kind of column the searches below read: dates, string facets, lengths, family ids. */
async function addDocuments(from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    await writer.addDocument({
      ucid: `D${i}`,
      titles: `solar cell ${i % 2 === 0 ? 'even' : 'odd'} ${i % 5 === 0 ? 'panel' : 'roof'}`,
      country: ['EP', 'US', 'DE'][i % 3],
      publicationdate: 20000101 + (i % 20) * 10000,
      simplefamily: `F${i % 7}`,
    });
  }
}

beforeAll(async () => {
  path = await mkdtemp(join(tmpdir(), 'engine-shared-columns-'));
  // Merging only when asked below (mergeFactor 1 merges any two segments; merges stay off until then).
  writer = await IndexWriter.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA, merges: false });
  await addDocuments(0, 40);
  await writer.commit();
  await addDocuments(40, 80);
  await writer.commit();
}, 30_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await writer?.close();
  await rm(path, { recursive: true, force: true });
});

async function startPool(): Promise<SearchPool> {
  const workerData: SearcherWorkerData = { path, schema: 'patent' };
  const pool = await SearchPool.start({ workerModule: SEARCHER_WORKER, workerData, size: 2 });
  pools.push(pool);
  return pool;
}

type Held = { readonly threadId: number; readonly columns: HeldColumn[] };

/** What each of the pool's two workers holds (asked until both have answered: the pool turns between free workers). */
async function heldByEachWorker(pool: SearchPool): Promise<Held[]> {
  const byThread = new Map<number, Held>();
  for (let i = 0; i < 20 && byThread.size < 2; i++) {
    const held = await pool.run<unknown, Held>('columns', null);
    byThread.set(held.threadId, held);
  }
  expect(byThread.size).toBe(2);
  return [...byThread.values()];
}

const REQUESTS: SearchRequest[] = [
  {
    query: 'solar AND even',
    rows: 10,
    facets: { country: { kind: 'terms' }, years: { kind: 'years', field: 'publicationdate' } },
    groupBy: 'none',
  },
  { query: 'cell OR panel', rows: 5, sort: [{ field: 'publicationdate', order: 'desc' }], groupBy: 'simplefamily' },
  { query: 'roof', rows: 20, facets: { country: { kind: 'terms' } }, groupBy: 'none' },
];

async function local(request: SearchRequest): Promise<SearchResult> {
  return (await Searcher.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA })).search(request);
}

it('answers as before from both workers, and a column one worker read is the same memory in the other', async () => {
  const pool = await startPool();
  for (const request of REQUESTS) {
    const expected = await local(request);
    expect(expected.numFound).toBeGreaterThan(0);
    // One after another, so the two workers take turns: each runs each request.
    for (let i = 0; i < 4; i++) expect(await pool.run('search', request)).toEqual(expected);
  }
  const [a, b] = await heldByEachWorker(pool);
  expect(a!.threadId).not.toBe(b!.threadId);
  expect(a!.columns.length).toBeGreaterThan(5);
  const key = (c: HeldColumn) => `${c.segment}/${c.name}`;
  expect(a!.columns.map(key).sort()).toEqual(b!.columns.map(key).sort());
  for (const column of [...a!.columns, ...b!.columns]) expect(column.shared).toBe(true);
  // The arrays came here over shared memory too: a value written through worker A's array is read through B's.
  for (const column of a!.columns.filter((c) => c.values.length > 0)) {
    const other = b!.columns.find((c) => key(c) === key(column))!;
    const before = column.values[0]!;
    column.values[0] = before ^ 0x5a5a5a5a;
    const seen = other.values[0];
    column.values[0] = before;
    expect(seen, key(column)).toBe(before ^ 0x5a5a5a5a);
  }
  // One copy in all: the pool keeps exactly the bytes one worker holds.
  const bytes = a!.columns.reduce((sum, c) => sum + c.bytes, 0);
  expect(pool.shared.bytes).toBe(bytes);
  expect(pool.shared.groups.length).toBe(2);
}, 60_000);

it('keeps one copy when both workers read the same columns at once', async () => {
  const pool = await startPool();
  const expected = await Promise.all(REQUESTS.map(local));
  // Both workers start on the same requests together, each reading columns the other may be reading too.
  const answers = await Promise.all(
    REQUESTS.flatMap((request) => [request, request]).map((r) => pool.run('search', r)),
  );
  expect(answers).toEqual(expected.flatMap((result) => [result, result]));
  // A racing worker's own copy is replaced by the one the pool kept, once its searcher asks for the array again.
  for (const request of REQUESTS) await Promise.all([pool.run('search', request), pool.run('search', request)]);
  const [a, b] = await heldByEachWorker(pool);
  const key = (c: HeldColumn) => `${c.segment}/${c.name}`;
  for (const column of a!.columns) {
    const other = b!.columns.find((c) => key(c) === key(column));
    if (other === undefined || column.values.length === 0) continue;
    const before = column.values[0]!;
    column.values[0] = before + 1;
    const seen = other.values[0];
    column.values[0] = before;
    expect(seen, key(column)).toBe(before + 1);
  }
  expect(pool.shared.bytes).toBe(a!.columns.reduce((sum, c) => sum + c.bytes, 0));
}, 60_000);

it('frees the columns of segments a merge replaced once every worker has reopened', async () => {
  const pool = await startPool();
  for (const request of REQUESTS) for (let i = 0; i < 2; i++) await pool.run('search', request);
  const before = pool.shared.groups;
  expect(before.length).toBe(2);
  expect(pool.shared.bytes).toBeGreaterThan(0);
  // A third segment, then a merge (more segments than mergeFactor: the smallest two are merged), then reopen.
  const merging = await IndexWriter.open(await FsDirectory.open(path), { schema: PATENT_SCHEMA, mergeFactor: 2 });
  await writer.close();
  writer = merging;
  await writer.addDocument({ ucid: 'NEW', titles: 'solar roof even', country: 'EP', publicationdate: 20240101 });
  await writer.commit();
  await writer.waitForMerges();
  // A merge's result is in the index from the next commit.
  await writer.commit();
  const live = (await readCommitted(await FsDirectory.open(path))).segments.map((entry) => entry.name);
  const replaced = before.filter((group) => !live.some((segment) => group.startsWith(`${segment}:`)));
  expect(replaced.length).toBeGreaterThan(0);
  await pool.refresh();
  for (const request of REQUESTS) {
    const expected = await local(request);
    for (let i = 0; i < 2; i++) expect(await pool.run('search', request)).toEqual(expected);
  }
  const held = await heldByEachWorker(pool);
  for (const { columns } of held) for (const column of columns) expect(live).toContain(column.segment);
  // The old searchers let go after their last request: the pool forgets the replaced segments' groups, and keeps one
  // copy of what the workers now hold.
  await vi.waitFor(() => expect(pool.shared.groups.filter((group) => replaced.includes(group))).toEqual([]));
  expect(pool.shared.groups.every((group) => live.some((segment) => group.startsWith(`${segment}:`)))).toBe(true);
  expect(pool.shared.bytes).toBe(held[0]!.columns.reduce((sum, c) => sum + c.bytes, 0));
}, 60_000);
