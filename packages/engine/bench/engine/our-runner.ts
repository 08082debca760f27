// Our engine: IndexWriter over an FsDirectory, then a Searcher, asking for what the FTS5 side computes: exact counts,
// the top 20 hits by score with ucid and title, exact facets (top 20 assignees, a publication year histogram) and
// collapse by simple family.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IndexWriter } from '../../src/index/index-writer.ts';
import { PATENT_SCHEMA } from '../../src/schema/patent-schema.ts';
import type { SearchRequest } from '../../src/search-types.ts';
import { Searcher } from '../../src/searcher.ts';
import { FsDirectory } from '../../src/store/fs-directory.ts';
import { elapsed } from './fts5-runner.ts';
import { MemorySampler, maxRss } from './measure.ts';
import type { Variant } from './queries.ts';
import { type Corpus, type EngineResult, indexCorpus, type RunOptions, runQueries } from './run.ts';

const ROWS = 20;
const FIELDS = ['ucid', 'titles'];

export function request(query: string, variant: Variant): SearchRequest {
  if (variant === 'facets')
    return {
      query,
      rows: ROWS,
      fl: FIELDS,
      facets: {
        assignees_name_original: { kind: 'terms', limit: 20 },
        publicationdate: { kind: 'years' },
      },
    };
  if (variant === 'collapse') return { query, rows: ROWS, fl: FIELDS, groupBy: 'simplefamily' };
  return { query, rows: ROWS, fl: FIELDS };
}

/** Index files and their sizes. */
export function indexFiles(path: string): { name: string; bytes: number }[] {
  return readdirSync(path)
    .map((name) => ({ name, bytes: statSync(join(path, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}

export async function runOurs(
  corpus: Corpus,
  path: string,
  options: RunOptions,
  log: (line: string) => void,
): Promise<EngineResult> {
  const sampler = new MemorySampler();
  const notes: string[] = [];
  const dir = await FsDirectory.open(path);
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const started = Date.now();
  const { ms: addMs, rawTextBytes } = await indexCorpus(
    corpus,
    (doc) => writer.addDocument(doc),
    sampler,
    (done) => {
      if (done % 100_000 === 0 || done === corpus.count) log(`  ours indexed ${done} documents (${elapsed(started)})`);
    },
  );
  let t = performance.now();
  await writer.commit();
  const indexMs = addMs + (performance.now() - t);
  const flushed = writer.committed.segments.length;
  // Merges start after a commit and run in the background; the merged segments count from the next commit.
  // Timed apart (like FTS5's 'optimize'), and the queries run on the merged index.
  t = performance.now();
  await writer.waitForMerges();
  await writer.commit();
  await writer.waitForMerges();
  await writer.close();
  const mergeMs = performance.now() - t;
  const indexPeakRss = sampler.endPhase();
  notes.push(
    `ours ${corpus.spec.name}: ${flushed} segments at the first commit, ${writer.committed.segments.length} after ` +
      `merging (${(mergeMs / 1000).toFixed(1)} s, then committed)`,
  );

  const files = indexFiles(path);
  const indexBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const storedBytes = files
    .filter((f) => f.name.endsWith('.stf') || f.name.endsWith('.stb'))
    .reduce((sum, f) => sum + f.bytes, 0);
  if (storedBytes === 0)
    notes.push('ours: no *.stf or *.stb file in the index directory; "without stored" equals the total');

  const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  const results = runQueries(
    corpus.queries,
    options,
    sampler,
    (query, variant) => {
      const result = searcher.search(request(query.query, variant));
      return result.grouping
        ? { numFound: result.numFound, numGroups: result.grouping.numGroups }
        : { numFound: result.numFound };
    },
    log,
  );
  const searchPeakRss = sampler.endPhase();
  searcher.close();
  sampler.stop();
  return {
    engine: 'ours',
    corpus: corpus.spec.name,
    available: true,
    docs: corpus.count,
    rawTextBytes,
    indexMs,
    extraIndexMs: mergeMs,
    indexBytes,
    storedBytes,
    files,
    peakRss: sampler.peak,
    indexPeakRss,
    searchPeakRss,
    maxRss: maxRss(),
    queries: corpus.queries,
    results,
    notes,
  };
}
