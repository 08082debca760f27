// Ingest throughput on real files: `node --import tsx packages/ingest/bench/ingest.bench.ts [--data DIR]`. Every
// real file under the shared data folder, read with `ingestPaths` into a fresh on-disk index. Prints a Markdown table
// of documents per second and megabytes per second (linking included). Generated corpora at scale, with memory and
// the share of linking: ingest-scale.bench.ts. Indexing alone beside SQLite FTS5, in documents per CPU-second:
// packages/engine/bench/indexing.bench.ts (`npm run bench:ingest` runs all three, that one first).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { type IngestSummary, ingestPaths } from '../src/ingest';

type Options = { data: string };

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { data: join(import.meta.dirname, '../../../../shared/data') };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    const next = () => inline ?? argv[++i] ?? '';
    if (flag === '--data') options.data = next();
    else throw new Error(`Unknown option ${argv[i]}; use --data DIR`);
  }
  return options;
}

type Row = { corpus: string; summary: IngestSummary; bytes: number };

async function ingestInto(paths: readonly string[], work: string, name: string): Promise<IngestSummary> {
  const dir = await FsDirectory.open(join(work, name));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths(paths, { writer, directory: dir });
  await writer.close();
  return summary;
}

function log(text: string): void {
  process.stderr.write(`${text}\n`);
}

function table(rows: readonly Row[]): string {
  const lines = [
    '| corpus | documents | failed | MB | seconds | documents/s | MB/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { corpus, summary, bytes } of rows) {
    const mb = bytes / 1e6;
    lines.push(
      `| ${corpus} | ${summary.read.toLocaleString('en')} | ${summary.failed} | ${mb.toFixed(1)} | ${summary.seconds.toFixed(1)} | ${(summary.read / summary.seconds).toFixed(0)} | ${(mb / summary.seconds).toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const work = await mkdtemp(join(tmpdir(), 'ingest-bench-'));
  const rows: Row[] = [];
  try {
    log(`real files under ${options.data} …`);
    const real = await ingestInto([options.data], work, 'real');
    rows.push({ corpus: 'real files (shared data)', summary: real, bytes: real.bytes });

    process.stdout.write(`${table(rows)}\n`);
    process.stdout.write(
      `\nSeconds include linking (families, forward citations): ${real.linkSeconds.toFixed(1)} s; relinked ${real.relinked}.\n`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
