// Ingest throughput: `node --import tsx packages/server/bench/ingest.bench.ts [--docs N] [--seed S] [--data DIR]`.
// (a) every real file under the shared data folder, (b) N generated demo documents (default 100,000) written as
// canonical JSON Lines; both read with `ingestPaths` into a fresh on-disk index. Prints a Markdown table of documents
// per second and megabytes per second (the corpus pass that links families and citations included).

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus } from '../src/demo-corpus';
import { type IngestSummary, ingestPaths } from '../src/ingest';
import { canonicalLines } from '../src/readers/canonical-jsonl';

type Options = { docs: number; seed: number; data: string };

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { docs: 100_000, seed: 1, data: join(import.meta.dirname, '../../../../shared/data') };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    const next = () => inline ?? argv[++i] ?? '';
    if (flag === '--docs') options.docs = Number(next());
    else if (flag === '--seed') options.seed = Number(next());
    else if (flag === '--data') options.data = next();
    else throw new Error(`Unknown option ${argv[i]}; use --docs N, --seed S, --data DIR`);
  }
  if (!Number.isInteger(options.docs) || options.docs <= 0) throw new Error('--docs needs a positive integer');
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

async function writeGenerated(file: string, seed: number, count: number): Promise<number> {
  const out = createWriteStream(file);
  for (const line of canonicalLines(generateDemoCorpus({ seed, count }))) {
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return (await stat(file)).size;
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

    log(`generating ${options.docs.toLocaleString('en')} demo documents (seed ${options.seed}) …`);
    const file = join(work, 'generated.jsonl');
    const started = performance.now();
    const size = await writeGenerated(file, options.seed, options.docs);
    const generation = (performance.now() - started) / 1000;
    log(
      `generated ${(size / 1e6).toFixed(1)} MB in ${generation.toFixed(1)} s (${(options.docs / generation).toFixed(0)} documents/s); ingesting …`,
    );
    const generated = await ingestInto([file], work, 'generated');
    rows.push({
      corpus: `${options.docs.toLocaleString('en')} generated (canonical JSONL)`,
      summary: generated,
      bytes: size,
    });

    process.stdout.write(`${table(rows)}\n`);
    process.stdout.write(
      `\nGeneration alone (JSONL written): ${(options.docs / generation).toFixed(0)} documents/s. Seconds include the corpus pass (families, forward citations); relinked: real ${real.relinked}, generated ${generated.relinked}.\n`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
