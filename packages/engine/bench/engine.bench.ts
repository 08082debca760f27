// Engine benchmark (`npm run bench:engine`): our index writer and searcher against SQLite FTS5 and Xapian on
// - a generated corpus of 1,000,000 documents (title, abstract, claims),
// - a generated corpus of 100,000 documents with descriptions,
// - the real USPTO and EPO documents in ../shared/data,
// with a query set covering every operator class, each plain, with facets and collapsed by family.
// Prints a Markdown table per corpus (stdout; progress goes to stderr) and the issue's targets as PASS / MISS.
//
// Each engine runs in its own child process per corpus, so peak memory, JIT state and garbage are its own. The
// corpus is regenerated in each child from the seed (deterministic); generation time is never counted.
// FTS5 comes from better-sqlite3, installed on demand into bench/fts5 (see engine/fts5-runner.ts). Xapian is Debian's
// python3-xapian, driven through bench/xapian/xapian_peer.py (see engine/xapian-runner.ts); where /usr/bin/python3
// cannot import it, the report says Xapian was skipped and why.
//
// Run: node --import tsx packages/engine/bench/engine.bench.ts [--quick] [--fts5-only] [--no-fts5] [--no-xapian] [--help]

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFts5, runFts5 } from './engine/fts5-runner.ts';
import { type BenchOptions, parseOptions } from './engine/options.ts';
import { type CorpusOutcome, corpusReport, type EngineOutcome, targetReport } from './engine/report.ts';
import { type CorpusName, type CorpusSpec, type EngineName, type EngineResult, openCorpus } from './engine/run.ts';
import { probeXapian, runXapian, xapianPython } from './engine/xapian-runner.ts';

const ENTRY = fileURLToPath(import.meta.url);
const ENGINE_SRC = fileURLToPath(new URL('../src/', import.meta.url));
const OUR_MODULES = ['searcher.ts', 'index/index-writer.ts'];
const log = (line: string) => process.stderr.write(`${line}\n`);

type ChildRequest = {
  readonly engine: EngineName;
  readonly spec: CorpusSpec;
  readonly path: string;
  readonly runs: number;
  readonly warmup: number;
  readonly budgetMs: number;
  readonly result: string;
};

/** In a child process: build one engine's index of one corpus, run the queries, write the result as JSON. */
async function child(request: ChildRequest): Promise<void> {
  const corpus = openCorpus(request.spec);
  const options = { runs: request.runs, warmup: request.warmup, budgetMs: request.budgetMs };
  let result: EngineResult;
  if (request.engine === 'fts5') result = await runFts5(corpus, request.path, options, log);
  else if (request.engine === 'xapian') result = await runXapian(corpus, request.path, options, log);
  else {
    // Imported here so that --fts5-only works before the searcher exists.
    const { runOurs } = await import('./engine/our-runner.ts');
    result = await runOurs(corpus, request.path, options, log);
  }
  writeFileSync(request.result, JSON.stringify(result));
}

function corpusTitle(name: CorpusName, options: BenchOptions, docs?: number): string {
  const n = (v: number) => v.toLocaleString('en-US');
  if (name === 'generated') return `Generated corpus: ${n(options.docs)} documents (title, abstract, claims)`;
  if (name === 'descriptions')
    return `Generated corpus with descriptions: ${n(options.descDocs)} documents (title, abstract, claims, description; queries in FT)`;
  return `Real documents: ${docs === undefined ? '' : `${n(docs)} `}USPTO and EPO publications in ${options.dataDir} (title, abstract, claims)`;
}

const ENGINE_LABEL: Record<EngineName, string> = { ours: 'ours', fts5: 'FTS5', xapian: 'Xapian' };

function runChild(engine: EngineName, spec: CorpusSpec, options: BenchOptions): EngineOutcome {
  const base = join(options.dir, `${spec.name}-${engine}`);
  const path = engine === 'fts5' ? `${base}.db` : base;
  const extra = engine === 'xapian' ? [`${base}.compact`] : [];
  const resultFile = `${base}.result.json`;
  rmSync(path, { recursive: true, force: true });
  const request: ChildRequest = {
    engine,
    spec,
    path,
    runs: options.runs,
    warmup: options.warmup,
    budgetMs: options.budgetMs,
    result: resultFile,
  };
  const started = Date.now();
  log(`${ENGINE_LABEL[engine]} on ${spec.name}: indexing and querying in a child process…`);
  const child = spawnSync(process.execPath, [...process.execArgv, ENTRY, '--child', JSON.stringify(request)], {
    stdio: ['ignore', 2, 2],
  });
  try {
    if (child.error) return { available: false, reason: `child process: ${child.error.message}` };
    if (child.status !== 0 || !existsSync(resultFile))
      return {
        available: false,
        reason: `child process failed (${child.signal ? `signal ${child.signal}` : `exit code ${child.status}`}); see stderr`,
      };
    log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return JSON.parse(readFileSync(resultFile, 'utf8')) as EngineResult;
  } finally {
    rmSync(resultFile, { force: true });
    if (!options.keep) for (const p of [path, ...extra]) rmSync(p, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') {
    await child(JSON.parse(args[1]!) as ChildRequest);
    return;
  }
  const parsed = parseOptions(args, process.env);
  if (typeof parsed === 'string') {
    const help = args.includes('--help');
    (help ? process.stdout : process.stderr).write(`${parsed}\n`);
    process.exitCode = help ? 0 : 2;
    return;
  }
  const options = parsed;
  // Only a folder this run created is removed at the end; in a given --dir only the indexes it built are.
  const createdDir = !existsSync(options.dir);
  mkdirSync(options.dir, { recursive: true });

  let fts5Reason: string | undefined = options.fts5 ? undefined : 'not run (--ours-only, --xapian-only or --no-fts5)';
  if (options.fts5) {
    fts5Reason = ensureFts5(log);
    if (fts5Reason !== undefined) log(`FTS5: unavailable (${fts5Reason})`);
  }
  let oursReason: string | undefined = options.ours ? undefined : 'not run (--fts5-only or --xapian-only)';
  if (options.ours) {
    const missing = OUR_MODULES.filter((m) => !existsSync(join(ENGINE_SRC, m)));
    if (missing.length > 0) oursReason = `packages/engine/src/${missing.join(' and ')} not written yet`;
  }

  let xapianReason: string | undefined = options.xapian
    ? undefined
    : 'not run (--no-xapian, --fts5-only or --ours-only)';
  let xapianVersion = '';
  if (options.xapian) {
    const probe = probeXapian();
    if ('reason' in probe) {
      xapianReason = `skipped: ${probe.reason}`;
      log(`Xapian: ${xapianReason}`);
    } else xapianVersion = ` ${probe.version} (${xapianPython()})`;
  }

  const outcomes: CorpusOutcome[] = [];
  for (const name of options.corpora) {
    const spec: CorpusSpec = {
      name,
      docs: name === 'generated' ? options.docs : name === 'descriptions' ? options.descDocs : 0,
      seed: name === 'descriptions' ? options.seed + 1 : options.seed,
      dataDir: options.dataDir,
    };
    if (name === 'real' && !existsSync(options.dataDir)) {
      log(`real documents: ${options.dataDir} does not exist; skipped`);
      continue;
    }
    const ours: EngineOutcome =
      oursReason === undefined ? runChild('ours', spec, options) : { available: false, reason: oursReason };
    const fts5: EngineOutcome =
      fts5Reason === undefined ? runChild('fts5', spec, options) : { available: false, reason: fts5Reason };
    const xapian: EngineOutcome =
      xapianReason === undefined ? runChild('xapian', spec, options) : { available: false, reason: xapianReason };
    const docs = [ours, fts5, xapian].find((o): o is EngineResult => o.available)?.docs;
    outcomes.push({ corpus: name, title: corpusTitle(name, options, docs), ours, fts5, xapian });
  }
  if (createdDir && !options.keep) rmSync(options.dir, { recursive: true, force: true });

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const out = [
    '# Engine benchmark',
    '',
    `Node ${process.version}, ${cpus().length} × ${cpu}; ${options.warmup} warm-up + up to ${options.runs} measured runs per ` +
      `query and variant (budget ${options.budgetMs} ms); seed ${options.seed}${options.quick ? '; quick mode' : ''}.`,
    'Variants: plain = top 20 hits by score with exact count; facets = plus top 20 assignees_name_original and a ' +
      'publicationdate year histogram; collapse = grouped by simplefamily. FTS5, Xapian: n/a where they cannot express ' +
      'the class. Xapian times are taken inside its Python process (query building and get_mset).',
    `ours: ${oursReason === undefined ? 'ran' : `unavailable (${oursReason})`}. ` +
      `FTS5: ${fts5Reason === undefined ? 'ran' : `unavailable (${fts5Reason})`}. ` +
      `Xapian${xapianVersion}: ${xapianReason === undefined ? 'ran' : xapianReason}.`,
    '',
  ];
  for (const outcome of outcomes) out.push(...corpusReport(outcome, options.detail));
  out.push(...targetReport(outcomes.find((o) => o.corpus === 'generated')));
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
