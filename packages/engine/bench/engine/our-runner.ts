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

  // Truncations are expanded once per segment and cached (with a reversed-term index built on a field's first left
  // truncation), so the measured runs below see warm caches. The first search of each on a fresh searcher is cold.
  const fresh = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  const cold: string[] = [];
  for (const query of corpus.queries) {
    if (query.cls !== 'left truncation' && query.cls !== 'internal truncation' && query.cls !== 'truncation') continue;
    const start = performance.now();
    try {
      fresh.search(request(query.query, 'plain'));
      cold.push(`${query.query} ${(performance.now() - start).toFixed(1)}`);
    } catch (error) {
      cold.push(`${query.query} failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  notes.push(`ours: first search of each truncation on a freshly opened searcher (cold), ms: ${cold.join(', ')}`);
  fresh.close();

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
  notes.push(expansionMemory(searcher));
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

/** What the searcher holds for truncation expansion after the runs (engines before the reversed index have none). */
function expansionMemory(searcher: Searcher): string {
  type Stats = { reversedFields: number; reversedEntries: number; reversedBytes: number; cachedKeys: number };
  let fields = 0;
  let entries = 0;
  let bytes = 0;
  let cachedKeys = 0;
  let terms = 0;
  for (const segment of searcher.segments) {
    terms += segment.terms.size;
    const expansion = (segment as unknown as { expansion?: { stats(): Stats } }).expansion;
    if (!expansion) return 'ours: no truncation expansion index (this engine has none)';
    const stats = expansion.stats();
    fields += stats.reversedFields;
    entries += stats.reversedEntries;
    bytes += stats.reversedBytes;
    cachedKeys += stats.cachedKeys;
  }
  return (
    `ours: reversed-term indexes for ${fields} field×segment pairs, ${entries.toLocaleString('en')} terms ` +
    `(${((100 * entries) / Math.max(terms, 1)).toFixed(1)} % of the ${terms.toLocaleString('en')} term keys of all ` +
    `segments), ${(bytes / 2 ** 20).toFixed(1)} MiB (${(bytes / Math.max(entries, 1)).toFixed(1)} B/term); ` +
    `expansion caches hold ${cachedKeys.toLocaleString('en')} keys`
  );
}
