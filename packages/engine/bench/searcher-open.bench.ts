// How long `Searcher.open` takes on an existing index, and what the block cache holds afterwards.
// Build an index first, e.g. `npm run bench:engine -- --ours-only --corpus generated --docs 100000 --keep --dir D`
// (the index is D/generated-ours), then: node --import tsx packages/engine/bench/searcher-open.bench.ts D/generated-ours
// [QUERY] (default \`anode\`, searched once after the opens).

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BlockCache } from '../src/codec/block-cache.ts';
import { PATENT_SCHEMA } from '../src/schema/patent-schema.ts';
import { Searcher } from '../src/searcher.ts';
import { FsDirectory } from '../src/store/fs-directory.ts';

const path = process.argv[2];
if (!path) {
  process.stderr.write('usage: searcher-open.bench.ts INDEX_DIR\n');
  process.exit(2);
}
const bytes = readdirSync(path).reduce((sum, name) => sum + statSync(join(path, name)).size, 0);
const dir = await FsDirectory.open(path);
const times: number[] = [];
let last: Searcher | undefined;
for (let i = 0; i < 7; i++) {
  const cache = new BlockCache();
  const start = performance.now();
  last = await Searcher.open(dir, { schema: PATENT_SCHEMA, blockCache: cache });
  times.push(performance.now() - start);
}
const searcher = last!;
const query = process.argv[3] ?? 'anode';
const searchStart = performance.now();
const result = searcher.search({ query, rows: 20, fl: ['ucid', 'titles'] });
const searchMs = performance.now() - searchStart;
const docs = searcher.segments.reduce((sum, s) => sum + s.maxDoc, 0);
const terms = searcher.segments.reduce((sum, s) => sum + s.terms.size, 0);

const cache = searcher.blockCache!.stats();
times.sort((a, b) => a - b);
const heap = process.memoryUsage();
process.stdout.write(
  `${docs.toLocaleString('en-US')} documents in ${searcher.segments.length} segments, ${(bytes / 1e6).toFixed(1)} MB of files, ` +
    `${terms.toLocaleString('en-US')} terms\n` +
    `Searcher.open (new 64 MiB block cache each time), 7 opens: median ${times[3]!.toFixed(1)} ms, ` +
    `min ${times[0]!.toFixed(1)} ms, max ${times[6]!.toFixed(1)} ms\n` +
    `first search \`${query}\` on the last one: ${result.numFound.toLocaleString('en-US')} matches, ${searchMs.toFixed(1)} ms\n` +
    `block cache after open and that search: ${cache.blocks} blocks, ${(cache.bytes / 1e6).toFixed(2)} MB ` +
    `(${cache.misses} misses, ${cache.bypassed} reads past it); ` +
    `heap used ${(heap.heapUsed / 1e6).toFixed(0)} MB, array buffers ${(heap.arrayBuffers / 1e6).toFixed(0)} MB\n`,
);
