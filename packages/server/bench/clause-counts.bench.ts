// `npm run bench:clause-counts [-- --docs N --runs R]`: how long the counts per clause of a 20-clause query take on a
// generated corpus (default 100,000 documents), the latency a searcher waits for after a pause in typing. Target:
// under 150 ms, so the counts keep pace with typing. The corpus is kept in data-bench/ between runs.

import { join } from 'node:path';
import { clauseCounts, FsDirectory, PATENT_SCHEMA, Searcher } from '@app/engine';
import { patentIndexPath } from '@app/ingest';
import { ensureCorpus } from './bench-corpus';

// Twenty clauses of every kind a professional query has: fields, truncation, proximity, classification, dates.
const QUERY = [
  'TAC=(battery W5 electrode*)',
  'TI=(sensor OR detector)',
  'AB=(method NOT apparatus)',
  'CL=(device W/3 control*)',
  'TAC=(wireless AND network*)',
  'PA=(corp* OR inc*)',
  'CPC=H01M*',
  'IPC=G06F*',
  'PD>=2010',
  'TAC=(solar W3 cell*)',
].join(' OR ');

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

const docs = option('docs', 100_000);
const runs = option('runs', 20);
const dataDir = join(process.cwd(), 'data-bench', `api-${docs}`);
await ensureCorpus(dataDir, docs);
const searcher = await Searcher.open(await FsDirectory.open(patentIndexPath(dataDir)), { schema: PATENT_SCHEMA });
const first = clauseCounts(searcher, { query: QUERY });
const clauses = (function count(node: typeof first): number {
  return 1 + node.children.reduce((sum, child) => sum + count(child), 0);
})(first);
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  clauseCounts(searcher, { query: QUERY });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
process.stdout.write(
  [
    `## Clause counts: ${docs.toLocaleString('en')} generated documents, ${clauses} clauses counted, ${runs} runs`,
    '',
    `Query: \`${QUERY}\` (${first.count.toLocaleString('en')} matches)`,
    '',
    `median ${at(0.5)} ms, p95 ${at(0.95)} ms, min ${times[0]!.toFixed(1)} ms (target: under 150 ms)`,
    '',
  ].join('\n'),
);
