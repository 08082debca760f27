// Export formats at scale: `node --import tsx packages/server/bench/export-formats.bench.ts [--documents N]
// [--formats docx,pdf] [--heap-mb M]` (M caps each child's V8 heap, as a job runner could, --max-old-space-size).
// Each format writes N generated records (10,000 by default; German, Japanese and Chinese text, long claims on every
// third, a thumbnail on every other) in a child process of its own, so each peak memory (VmHWM, the most the process
// ever held) is that format's alone. Reported: wall time, CPU time (wall time depends on what else the machine runs),
// peak memory and file size. Targets of issue 17: under 60 s and under 300 MB each.

import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { writeDocx } from '../src/features/exports/docx-writer';
import { sampleRecord, sampleReport } from '../src/features/exports/export-sample-records';
import type { ExportWriterFactory } from '../src/features/exports/export-writer';
import { writeHtml } from '../src/features/exports/html-writer';
import { writePdf } from '../src/features/exports/pdf-writer';
import { writeRis } from '../src/features/exports/ris-writer';
import { writeXml } from '../src/features/exports/xml-writer';

const WRITERS = { docx: writeDocx, pdf: writePdf, html: writeHtml, xml: writeXml, ris: writeRis } as const;
type Format = keyof typeof WRITERS;

type Measure = { format: Format; seconds: number; cpuSeconds: number; peakMb: number; sizeMb: number };

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

/** In the child: write the records, then report the figures as one JSON line. */
async function child(format: Format, documents: number, path: string): Promise<void> {
  const factory: ExportWriterFactory = WRITERS[format];
  const report = sampleReport(format, documents);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const writer = await factory(path, report);
  for (let n = 0; n < documents; n++) await writer.write(sampleRecord(n, report.fields));
  await writer.close();
  const used = process.cpuUsage(cpu);
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  const measure: Measure = {
    format,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakMb: Number(hwm) / 1024,
    sizeMb: statSync(path).size / 1024 / 1024,
  };
  console.log(JSON.stringify(measure));
}

async function main(): Promise<void> {
  const documents = Number(option('--documents') ?? 10_000);
  if (!Number.isInteger(documents) || documents < 0) throw new Error('--documents needs a whole number');
  const childFormat = option('--child') as Format | undefined;
  if (childFormat) return child(childFormat, documents, option('--out')!);

  const formats = (option('--formats')?.split(',') ?? Object.keys(WRITERS)) as Format[];
  const dir = await mkdtemp(join(tmpdir(), 'export-bench-'));
  const rows: Measure[] = [];
  try {
    for (const format of formats) {
      if (!(format in WRITERS)) throw new Error(`unknown format ${format}`);
      const heap = option('--heap-mb');
      const args = [
        ...(heap ? [`--max-old-space-size=${heap}`] : []),
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
      ];
      args.push('--child', format);
      args.push('--documents', String(documents), '--out', join(dir, `bench.${format}`));
      const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      if (run.status !== 0) throw new Error(`${format} failed:\n${run.stderr}`);
      const line = run.stdout.trim().split('\n').at(-1)!;
      rows.push(JSON.parse(line) as Measure);
      await rm(join(dir, `bench.${format}`), { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const heap = option('--heap-mb') ? `, V8 heap capped at ${option('--heap-mb')} MB` : '';
  console.log(`\nExport formats, ${documents.toLocaleString('en')} documents each${heap} (target: < 60 s, < 300 MB)\n`);
  console.log('format   wall s   cpu s   peak MB   file MB');
  for (const r of rows) {
    const cells = [r.seconds.toFixed(1), r.cpuSeconds.toFixed(1), r.peakMb.toFixed(0), r.sizeMb.toFixed(1)];
    console.log(`${r.format.padEnd(6)} ${cells.map((c, i) => c.padStart([8, 7, 9, 9][i]!)).join(' ')}`);
  }
}

await main();
