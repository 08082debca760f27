// Indexing rate against SQLite FTS5, measured in one run:
//   node --import tsx packages/engine/bench/indexing.bench.ts [--docs N] [--desc-docs M] [--seed S]
// (`npm run bench:ingest` runs it first, with small corpora.) Two generated corpora (engine/corpus.ts): N documents
// with title, abstract and claims (default 5,000), and M with ~1,000-word descriptions as well (default 1,000). Each
// engine indexes each corpus in a child process of its own (so JIT, garbage and peak memory are its own): ours with
// `IndexWriter.addDocument` + `commit` (merges excluded), FTS5 with INSERTs + COMMIT ('optimize' excluded), the
// generator's time excluded from both. Prints documents per CPU-second (user + system time of the child while it
// indexes) for both and their ratio, wall-clock documents/s and peak RSS.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '../src/index.ts';
import type { GeneratedDocument } from './engine/corpus.ts';
import { ensureFts5, FTS5_DIR } from './engine/fts5-runner.ts';
import { maxRss } from './engine/measure.ts';
import { type Corpus, type CorpusName, openCorpus } from './engine/run.ts';

type Engine = 'ours' | 'fts5';
type Measured = { engine: Engine; docs: number; cpuSeconds: number; wallSeconds: number; peakRssMb: number };
type Options = { docs: number; descDocs: number; seed: number; child?: { engine: Engine; corpus: CorpusName } };

const ENTRY = fileURLToPath(import.meta.url);
const DATA_DIR = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { docs: 5_000, descDocs: 1_000, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    const next = () => inline ?? argv[++i] ?? '';
    if (flag === '--docs') options.docs = Number(next());
    else if (flag === '--desc-docs') options.descDocs = Number(next());
    else if (flag === '--seed') options.seed = Number(next());
    else if (flag === '--child') options.child = { engine: next() as Engine, corpus: next() as CorpusName };
    else throw new Error(`Unknown option ${argv[i]}; use --docs N, --desc-docs M, --seed S`);
  }
  for (const [name, value] of [
    ['--docs', options.docs],
    ['--desc-docs', options.descDocs],
  ] as const)
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a non-negative integer`);
  return options;
}

/** Feeds the corpus in batches, timing (CPU and wall) only the engine's work on each batch. */
async function timed(
  corpus: Corpus,
  add: (doc: GeneratedDocument) => void | Promise<void>,
  finish: () => void | Promise<void>,
): Promise<{ cpuSeconds: number; wallSeconds: number }> {
  let cpu = 0;
  let wall = 0;
  let pending: GeneratedDocument[] = [];
  const flush = async () => {
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    for (const doc of pending) await add(doc);
    const used = process.cpuUsage(cpuStart);
    cpu += (used.user + used.system) / 1e6;
    wall += (performance.now() - wallStart) / 1000;
    pending = [];
  };
  for (const doc of corpus.documents()) {
    pending.push(doc);
    if (pending.length >= 500) await flush();
  }
  if (pending.length > 0) await flush();
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  await finish();
  const used = process.cpuUsage(cpuStart);
  return {
    cpuSeconds: cpu + (used.user + used.system) / 1e6,
    wallSeconds: wall + (performance.now() - wallStart) / 1000,
  };
}

async function indexOurs(corpus: Corpus, path: string): Promise<{ cpuSeconds: number; wallSeconds: number }> {
  const dir = await FsDirectory.open(path);
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const result = await timed(
    corpus,
    (doc) => writer.addDocument(doc),
    async () => {
      await writer.commit();
    },
  );
  await writer.waitForMerges();
  await writer.close();
  return result;
}

type Statement = { run(...params: unknown[]): unknown };
type Database = { prepare(sql: string): Statement; exec(sql: string): void; pragma(source: string): unknown };

async function indexFts5(corpus: Corpus, path: string): Promise<{ cpuSeconds: number; wallSeconds: number }> {
  const { createRequire } = await import('node:module');
  const Driver = createRequire(`${FTS5_DIR}package.json`)('better-sqlite3') as new (file: string) => Database;
  const db = new Driver(join(path, 'fts5.db'));
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  const columns = corpus.descriptions ? 'title, abstract, claims, description' : 'title, abstract, claims';
  db.exec(`CREATE VIRTUAL TABLE fts USING fts5(${columns}, tokenize = 'unicode61 remove_diacritics 2')`);
  const insert = db.prepare(
    corpus.descriptions
      ? 'INSERT INTO fts (rowid, title, abstract, claims, description) VALUES (?, ?, ?, ?, ?)'
      : 'INSERT INTO fts (rowid, title, abstract, claims) VALUES (?, ?, ?, ?)',
  );
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  let rowid = 0;
  let open = false;
  return timed(
    corpus,
    (doc) => {
      if (!open) begin.run();
      open = true;
      rowid++;
      const claims = doc.claims.join('\n\n');
      if (corpus.descriptions)
        insert.run(rowid, doc.titles, doc.abstracts, claims, (doc.descriptions ?? []).join('\n\n'));
      else insert.run(rowid, doc.titles, doc.abstracts, claims);
      if (rowid % 10_000 === 0) {
        commit.run();
        open = false;
      }
    },
    () => {
      if (open) commit.run();
    },
  );
}

async function child(engine: Engine, name: CorpusName, options: Options): Promise<void> {
  const docs = name === 'descriptions' ? options.descDocs : options.docs;
  const corpus = openCorpus({ name, docs, seed: options.seed, dataDir: DATA_DIR });
  const work = mkdtempSync(join(tmpdir(), `indexing-bench-${engine}-`));
  try {
    const { cpuSeconds, wallSeconds } =
      engine === 'ours' ? await indexOurs(corpus, work) : await indexFts5(corpus, work);
    const measured: Measured = { engine, docs, cpuSeconds, wallSeconds, peakRssMb: maxRss() / 1e6 };
    process.stdout.write(`${JSON.stringify(measured)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function measureInChild(engine: Engine, corpus: CorpusName, options: Options): Measured {
  const args = ['--import', 'tsx', ENTRY, '--child', engine, corpus];
  args.push('--docs', String(options.docs), '--desc-docs', String(options.descDocs), '--seed', String(options.seed));
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`${engine} on ${corpus} failed (exit ${run.status})`);
  return JSON.parse(line) as Measured;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.child) return child(options.child.engine, options.child.corpus, options);
  const fts5 = ensureFts5(log);
  if (fts5 !== undefined) log(`FTS5 unavailable (${fts5}); printing our rate alone`);
  const lines = [
    '| corpus | documents | ours docs/CPU-s | FTS5 docs/CPU-s | ours ÷ FTS5 | ours docs/s (wall) | FTS5 docs/s (wall) | peak RSS MB ours / FTS5 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const corpora: [CorpusName, string, number][] = [
    ['generated', 'generated (title, abstract, claims)', options.docs],
    ['descriptions', 'generated with ~1,000-word descriptions', options.descDocs],
  ];
  for (const [name, title, docs] of corpora) {
    if (docs === 0) continue;
    log(`indexing ${docs.toLocaleString('en')} ${title} documents: ours …`);
    const ours = measureInChild('ours', name, options);
    let theirs: Measured | undefined;
    if (fts5 === undefined) {
      log('… FTS5');
      theirs = measureInChild('fts5', name, options);
    }
    const rate = (m: Measured | undefined) => (m === undefined ? Number.NaN : m.docs / m.cpuSeconds);
    const wall = (m: Measured | undefined) => (m === undefined ? Number.NaN : m.docs / m.wallSeconds);
    lines.push(
      `| ${title} | ${docs.toLocaleString('en')} | ${rate(ours).toFixed(0)} | ${rate(theirs).toFixed(0)} | ${(rate(ours) / rate(theirs)).toFixed(2)} | ${wall(ours).toFixed(0)} | ${wall(theirs).toFixed(0)} | ${ours.peakRssMb.toFixed(0)} / ${theirs?.peakRssMb.toFixed(0) ?? '–'} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
