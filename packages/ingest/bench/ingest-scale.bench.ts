// Ingest at scale: `npm run bench:ingest -- [--docs N] [--chunk C] [--mode ingest|chunks|both] [--seed S]`.
// N generated demo documents (default 100,000) are written once as canonical JSON Lines; then, each in a child
// process of its own (so peak memory is its own):
// - ingest (the default): `ingestPaths` end to end: read, merge into the chunk spool, link each chunk of C
//   publications (default 250,000) against the committed index, write, rewrite changed neighbours, commit;
// - chunks: the same chunk loop without the reading and merging machinery (link-chunks.ts), to see linking alone.
// Prints documents per second, peak RSS (sampled, and the kernel's high-water mark) and the share of time linking
// (planning plus rewriting the committed documents a chunk changes).

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus } from '../src/demo-corpus';
import { INGEST_HEAP_MB } from '../src/index-path';
import { ingestPaths } from '../src/ingest';
import { canonicalJsonlReader, canonicalLines } from '../src/readers/canonical-jsonl';
import { linkChunks } from './link-chunks';

type Mode = 'ingest' | 'chunks';

type Options = { docs: number; chunk: number; seed: number; modes: Mode[]; run?: { mode: Mode; file: string } };

/** What one mode measured. */
export type Measured = {
  mode: Mode;
  documents: number;
  seconds: number;
  linkSeconds: number;
  /** Documents rewritten because a later chunk changed their links. */
  relinked: number;
  peakRssMb: number;
  highWaterMb: number;
  detail: string;
};

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { docs: 100_000, chunk: 250_000, seed: 1, modes: ['ingest'] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    const next = () => inline ?? argv[++i] ?? '';
    if (flag === '--docs') options.docs = Number(next());
    else if (flag === '--chunk') options.chunk = Number(next());
    else if (flag === '--seed') options.seed = Number(next());
    else if (flag === '--mode') {
      const mode = next();
      options.modes = mode === 'both' ? ['ingest', 'chunks'] : [mode as Mode];
    } else if (flag === '--run') options.run = { mode: next() as Mode, file: next() };
    else throw new Error(`Unknown option ${argv[i]}; use --docs N, --chunk C, --mode ingest|chunks|both, --seed S`);
  }
  for (const [name, value] of [
    ['--docs', options.docs],
    ['--chunk', options.chunk],
  ] as const)
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} needs a positive integer`);
  if (options.modes.some((m) => m !== 'ingest' && m !== 'chunks')) throw new Error('--mode is ingest, chunks or both');
  return options;
}

const log = (text: string) => process.stderr.write(`${text}\n`);

/** Peak resident memory: sampled every 100 ms, and the kernel's high-water mark (VmHWM) at the end. */
class PeakMemory {
  peak = process.memoryUsage().rss;
  private readonly timer = setInterval(() => {
    this.peak = Math.max(this.peak, process.memoryUsage().rss);
  }, 100);

  async stop(): Promise<{ peakRssMb: number; highWaterMb: number }> {
    clearInterval(this.timer);
    const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { peakRssMb: Math.max(this.peak, process.memoryUsage().rss) / 1e6, highWaterMb: (kb * 1024) / 1e6 };
  }
}

async function runMode(mode: Mode, file: string, chunk: number): Promise<Measured> {
  const memory = new PeakMemory();
  const work = await mkdtemp(join(tmpdir(), `ingest-scale-${mode}-`));
  try {
    const directory = await FsDirectory.open(join(work, 'index'));
    const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
    const started = performance.now();
    let result: Omit<Measured, 'mode' | 'seconds' | 'peakRssMb' | 'highWaterMb'>;
    if (mode === 'ingest') {
      let phase = '';
      const summary = await ingestPaths([file], {
        writer,
        directory,
        chunkSize: chunk,
        spoolDir: work,
        onProgress: (p) => {
          if (p.phase === phase) return;
          phase = p.phase;
          // Phase changes with the clock and memory, so a run that dies still shows where time and memory went.
          const at = ((performance.now() - started) / 1000).toFixed(0);
          const m = process.memoryUsage();
          log(
            `  ${at} s: ${p.phase} (${p.documents} read), rss ${(m.rss / 1e6).toFixed(0)} MB (heap ${(m.heapUsed / 1e6).toFixed(0)}, array buffers ${(m.arrayBuffers / 1e6).toFixed(0)})`,
          );
        },
      });
      result = {
        documents: summary.read,
        linkSeconds: summary.linkSeconds,
        relinked: summary.relinked,
        detail: `failed ${summary.failed}`,
      };
    } else {
      const documents = () => readCanonical(file);
      result = await linkChunks(documents, { writer, directory, chunk, spoolDir: work, log });
    }
    await writer.close();
    const seconds = (performance.now() - started) / 1000;
    return { mode, seconds, ...result, ...(await memory.stop()) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function* readCanonical(file: string) {
  const entry = { name: file, size: (await stat(file)).size, open: () => createReadStream(file) };
  for await (const result of canonicalJsonlReader.read(entry)) if (result.kind === 'document') yield result.document;
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

/** Runs one mode in a child process, so its peak memory is measured alone. */
function measureInChild(mode: Mode, file: string, chunk: number): Promise<Measured> {
  const script = fileURLToPath(import.meta.url);
  // The child runs as `npm run ingest` does, with the JavaScript heap held to INGEST_HEAP_MB.
  const args = [
    `--max-old-space-size=${INGEST_HEAP_MB}`,
    '--import',
    'tsx',
    script,
    '--run',
    mode,
    file,
    '--chunk',
    String(chunk),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      out += text;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Measured);
      else reject(new Error(`${mode} run failed (${signal ? `killed by ${signal}` : `exit ${code}`})`));
    });
  });
}

function table(rows: readonly Measured[]): string {
  const lines = [
    '| mode | documents | seconds | documents/s | linking s | linking share | relinked | peak RSS MB (sampled / VmHWM) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.mode} | ${r.documents.toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${(r.documents / r.seconds).toFixed(0)} | ${r.linkSeconds.toFixed(1)} | ${((100 * r.linkSeconds) / r.seconds).toFixed(1)} % | ${r.relinked.toLocaleString('en')} | ${r.peakRssMb.toFixed(0)} / ${r.highWaterMb.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.run) {
    const measured = await runMode(options.run.mode, options.run.file, options.chunk);
    process.stdout.write(`${JSON.stringify(measured)}\n`);
    return;
  }
  const work = await mkdtemp(join(tmpdir(), 'ingest-scale-'));
  try {
    const file = join(work, 'generated.jsonl');
    log(`generating ${options.docs.toLocaleString('en')} demo documents (seed ${options.seed}) …`);
    const generating = performance.now();
    const size = await writeGenerated(file, options.seed, options.docs);
    const generated = (performance.now() - generating) / 1000;
    log(`${(size / 1e6).toFixed(0)} MB of canonical JSON Lines; chunks of ${options.chunk.toLocaleString('en')}`);
    const rows: Measured[] = [];
    for (const mode of options.modes) {
      log(`${mode} …`);
      rows.push(await measureInChild(mode, file, options.chunk));
    }
    process.stdout.write(`${table(rows)}\n\n`);
    // The demo corpus generator with serialising and writing, before any ingest.
    process.stdout.write(
      `generating: ${options.docs.toLocaleString('en')} demo documents written in ${generated.toFixed(1)} s, ${(options.docs / generated).toFixed(0)} documents/s\n`,
    );
    for (const r of rows) process.stdout.write(`${r.mode}: ${r.detail}\n`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
