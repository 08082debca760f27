// Command line and environment of `npm run bench:engine`.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPORA, type CorpusName } from './run.ts';

export const USAGE = `Usage: node --import tsx packages/engine/bench/engine.bench.ts [options]

  --quick              20,000 generated documents and 2,000 with descriptions (a smoke run)
  --docs N             generated documents, title + abstract + claims (default 1,000,000; env BENCH_DOCS)
  --desc-docs N        generated documents with descriptions (default 100,000; env BENCH_DESC_DOCS)
  --corpus LIST        which corpora, comma-separated: generated,descriptions,real (default all)
  --fts5-only          run only the SQLite FTS5 side
  --no-fts5            leave out the SQLite FTS5 side (our engine and Xapian only)
  --ours-only          run only our engine
  --xapian-only        run only the Xapian peer
  --no-xapian          leave out the Xapian peer (run where /usr/bin/python3 imports xapian, else reported as
                       skipped; env BENCH_XAPIAN_PYTHON names another Python)
  --runs N             measured runs per query and variant (default 10; 7 for 1M documents)
  --warmup N           warm-up runs per query and variant (default 2)
  --budget-ms N        stop measuring a query after N ms of runs, once it has 3 (default 5000)
  --seed N             generator seed (default 20240601)
  --dir PATH           where indexes are built (default a new folder in the system temp dir)
  --keep               keep the indexes afterwards (default: each is deleted once measured)
  --data-dir PATH      the real documents (default ../shared/data beside the repository)
  --detail             also print every query's figures
  --help               this text
`;

export type BenchOptions = {
  readonly docs: number;
  readonly descDocs: number;
  readonly corpora: readonly CorpusName[];
  readonly fts5: boolean;
  readonly ours: boolean;
  readonly xapian: boolean;
  readonly runs: number;
  readonly warmup: number;
  readonly budgetMs: number;
  readonly seed: number;
  readonly dir: string;
  readonly keep: boolean;
  readonly dataDir: string;
  readonly detail: boolean;
  readonly quick: boolean;
};

/** `shared/data` beside the repository root (packages/engine/bench/engine → ../../../../../shared/data). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions | string {
  const switches = new Set([
    'quick',
    'fts5-only',
    'no-fts5',
    'ours-only',
    'no-xapian',
    'xapian-only',
    'keep',
    'detail',
    'help',
  ]);
  const valued = new Set(['docs', 'desc-docs', 'corpus', 'runs', 'warmup', 'budget-ms', 'seed', 'dir', 'data-dir']);
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) return `unexpected argument ${arg}\n\n${USAGE}`;
    const eq = arg.indexOf('=');
    const key = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!switches.has(key) && !valued.has(key)) return `unknown option --${key}\n\n${USAGE}`;
    if (switches.has(key)) flags.set(key, true);
    else if (eq > 0) flags.set(key, arg.slice(eq + 1));
    else {
      const value = argv[++i];
      if (value === undefined) return `${arg} needs a value\n\n${USAGE}`;
      flags.set(key, value);
    }
  }
  if (flags.has('help')) return USAGE;
  const number = (key: string, fallback: number): number | string => {
    const v = flags.get(key);
    if (v === undefined) return fallback;
    const n = Number(String(v).replaceAll('_', '').replaceAll(',', ''));
    return Number.isInteger(n) && n >= 0 ? n : `--${key} needs a whole number, not ${v}`;
  };
  const quick = flags.has('quick');
  const docs = number('docs', quick ? 20_000 : Number(env.BENCH_DOCS ?? 1_000_000));
  const descDocs = number('desc-docs', quick ? 2_000 : Number(env.BENCH_DESC_DOCS ?? 100_000));
  const runs = number('runs', typeof docs === 'number' && docs >= 500_000 ? 7 : 10);
  const warmup = number('warmup', 2);
  const budgetMs = number('budget-ms', 5_000);
  const seed = number('seed', 20240601);
  for (const v of [docs, descDocs, runs, warmup, budgetMs, seed]) if (typeof v === 'string') return v;
  const corpusFlag = flags.get('corpus');
  const corpora = (typeof corpusFlag === 'string' ? corpusFlag.split(',') : [...CORPORA]).map((c) => c.trim());
  for (const c of corpora)
    if (!(CORPORA as readonly string[]).includes(c)) return `unknown corpus ${c} (${CORPORA.join(', ')})`;
  if (['fts5-only', 'ours-only', 'xapian-only'].filter((f) => flags.has(f)).length > 1)
    return '--fts5-only, --ours-only and --xapian-only exclude each other';
  if (flags.has('xapian-only') && flags.has('no-xapian')) return '--xapian-only and --no-xapian exclude each other';
  if (flags.has('fts5-only') && flags.has('no-fts5')) return '--fts5-only and --no-fts5 exclude each other';
  if ((runs as number) < 1) return '--runs must be at least 1';
  const dir = flags.get('dir');
  const dataDir = flags.get('data-dir');
  return {
    docs: docs as number,
    descDocs: descDocs as number,
    corpora: corpora as CorpusName[],
    fts5: !flags.has('ours-only') && !flags.has('xapian-only') && !flags.has('no-fts5'),
    ours: !flags.has('fts5-only') && !flags.has('xapian-only'),
    xapian: !flags.has('fts5-only') && !flags.has('ours-only') && !flags.has('no-xapian'),
    runs: runs as number,
    warmup: warmup as number,
    budgetMs: budgetMs as number,
    seed: seed as number,
    dir: typeof dir === 'string' ? dir : join(tmpdir(), `engine-bench-${process.pid}`),
    keep: flags.has('keep'),
    dataDir: typeof dataDir === 'string' ? dataDir : DEFAULT_DATA_DIR,
    detail: flags.has('detail'),
    quick,
  };
}
