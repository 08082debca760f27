// `npm run bench:export [-- --documents N] [--format F]`: one export of N documents (10,000 by default) in each registered format,
// through the real export job (resolve the selection, fetch stored documents in pages, map, stream the file, fsync,
// rename) on a demo-corpus index and an in-memory PGlite. Each format runs in its own child process, which reports
// its wall time and its peak resident memory (VmHWM from /proc/self/status, after the export), so one format's
// garbage never counts against another. Targets (issue 17): xlsx and json under 10 s, every format under 60 s, peak
// memory under 300 MB: the export's own, that is the process's growth while it runs and its writer thread's peak
// (the server it runs in holds about 800 MB before any export, its database and index included). The fields are
// what a search report usually holds (every general field, the abstract, the first claim, IPC and CPC, the simple
// family); `--fields all` exports every field the format may hold for a
// selection instead, full descriptions and claims included, the heaviest export there is.

import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { EXPORT_FIELDS, EXPORT_FORMATS, type ExportFormat, fieldAllowed } from '@app/shared';
import { eq } from 'drizzle-orm';

const SELF = fileURLToPath(import.meta.url);
const USUAL_FIELDS = new Set(['abstract', 'first_claim', 'ipc', 'cpc', 'simple_family_members']);
const ALL_FIELDS = process.argv.includes('--fields') && process.argv[process.argv.indexOf('--fields') + 1] === 'all';
const SEED = 5;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const n = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a positive integer`);
  return n;
}

/** Peak resident set of this process since the last reset (or its start), in MB. */
async function peakRssMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Resets the peak to the current resident set (Linux: writing 5 to clear_refs), so the peak read after the export
 * is the export's: setting the bench up (migrations, generating the ucids) peaks higher than any export should.
 */
async function resetPeakRss(): Promise<void> {
  await writeFile('/proc/self/clear_refs', '5');
}

type Result = {
  format: ExportFormat;
  status: string;
  seconds: number;
  peakMb: number;
  baseMb: number;
  /** The writer thread's own peak (heap reserved plus buffers), as the job reports it. */
  writerMb: number; // NaN, sent as null, when the job reported none
  sizeMb: number;
  error: string | null;
};

/** In the child: one export of the selection in `format`, timed from the job's start to the renamed file. */
async function child(format: ExportFormat, indexDir: string, documents: number): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { createTestDatabase } = await import('../src/test/test-database');
  const { createOrganization, createUser, TEST_PASSWORD } = await import('../src/test/factories');
  const { SESSION_COOKIE_NAME } = await import('@app/shared');
  const dataDir = await mkdtemp(join(tmpdir(), `bench-export-${format}-`));
  await mkdir(join(dataDir, 'index'), { recursive: true });
  await symlink(indexDir, patentIndexPath(dataDir));
  const database = await createTestDatabase({ driver: 'pglite' });
  const app = await buildApp({
    db: database.db,
    dataDir,
    webDistDir: null,
    logLevel: 'silent',
    runJobs: false,
    searchThreads: 1,
    publicUrl: 'http://localhost:3000',
  });
  try {
    const organizationId = (await createOrganization(database.db)).id;
    const user = await createUser(database.db, { organizationId, firstName: 'Bench' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    const session = login.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value;
    const ucids = [...generateDemoCorpus({ seed: SEED, count: documents })].map((d) => d.id);
    const fields = EXPORT_FIELDS.filter((f) => fieldAllowed(f, format, 'selection'))
      .filter((f) => ALL_FIELDS || f.group === 'general' || USUAL_FIELDS.has(f.id))
      .map((f) => f.id);
    const created = await app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: `${SESSION_COOKIE_NAME}=${session}`,
      },
      payload: JSON.stringify({ source: { type: 'selection', ucids }, format, fields }),
    });
    if (created.statusCode !== 201) throw new Error(`POST /api/exports: ${created.statusCode} ${created.body}`);
    const id = created.json().id as number;
    // Warm the search thread first, so the figure is the export's, not the thread's start.
    await app.ctx.patents.warm();
    global.gc?.();
    await resetPeakRss();
    const baseMb = await peakRssMb();
    const started = performance.now();
    await app.ctx.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const peakMb = await peakRssMb();
    const row = (
      await app.inject({
        method: 'GET',
        url: `/api/exports/${id}`,
        headers: { cookie: `${SESSION_COOKIE_NAME}=${session}` },
      })
    ).json();
    const { jobs } = await import('../src/db/schema');
    const [job] = await database.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.kind, 'export'));
    const writerMb = Number((job?.result as { writerPeakMb?: number } | null)?.writerPeakMb ?? Number.NaN);
    const file = join(dataDir, 'exports', `${id}.${format}`);
    const sizeMb = row.status === 'finished' ? (await stat(file)).size / 1024 / 1024 : 0;
    const result: Result = { format, status: row.status, seconds, peakMb, baseMb, writerMb, sizeMb, error: row.error };
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function parent(): Promise<void> {
  const documents = option('--documents', 10_000);
  const workDir = await mkdtemp(join(tmpdir(), 'bench-export-index-'));
  try {
    const indexDir = join(workDir, 'patents');
    process.stdout.write(`Writing ${documents.toLocaleString('en')} demo documents into an index…\n`);
    const dir = await FsDirectory.open(indexDir);
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await loadDemoCorpus({ writer, directory: dir, count: documents, seed: SEED });
    await writer.close();

    const results: Result[] = [];
    const only = process.argv.indexOf('--format');
    const formats = only < 0 ? EXPORT_FORMATS : [process.argv[only + 1] as ExportFormat];
    for (const format of formats) {
      const run = spawnSync(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          'tsx',
          SELF,
          '--child',
          format,
          indexDir,
          '--documents',
          String(documents),
          ...(ALL_FIELDS ? ['--fields', 'all'] : []),
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) {
        process.stdout.write(`${format}: the child failed (${run.status})\n${run.stderr.slice(-2000)}\n`);
        continue;
      }
      const result = JSON.parse(line.slice('RESULT '.length)) as Result;
      results.push(result);
      process.stdout.write(`${format}: ${result.status} in ${result.seconds.toFixed(1)} s\n`);
    }
    printTable(results, documents);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function printTable(results: readonly Result[], documents: number): void {
  const target = (format: ExportFormat) => (format === 'xlsx' || format === 'json' ? 10 : 60);
  const rows = results.map((r) => {
    const done = r.status === 'finished';
    const ok = done && r.seconds < target(r.format) && r.writerMb < 300 && r.peakMb - r.baseMb < 300;
    return [
      r.format,
      done ? 'finished' : `${r.status}: ${r.error ?? ''}`.slice(0, 48),
      done ? r.seconds.toFixed(2) : '-',
      `< ${target(r.format)}`,
      r.peakMb.toFixed(0),
      r.baseMb.toFixed(0),
      (r.peakMb - r.baseMb).toFixed(0),
      Number.isFinite(r.writerMb ?? Number.NaN) ? r.writerMb.toFixed(0) : '-',
      done ? r.sizeMb.toFixed(1) : '-',
      done ? (ok ? 'yes' : 'NO') : '-',
    ];
  });
  // Peak is the whole process (the server with its embedded database and a search thread) while the export ran;
  // before is its resident memory just before, so the growth is what the export itself took, the writer thread
  // included. Writer is that thread's own peak (V8 heap reserved plus buffers), which its heap cap bounds.
  const header = [
    'format',
    'status',
    'seconds',
    'target s',
    'peak MB',
    'before MB',
    'grew MB',
    'writer MB',
    'file MB',
    'on target',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const what = ALL_FIELDS ? 'every field' : 'the usual report fields';
  process.stdout.write(`\nExport of ${documents.toLocaleString('en')} documents per format, ${what}\n`);
  process.stdout.write(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  await child(process.argv[childAt + 1] as ExportFormat, process.argv[childAt + 2]!, option('--documents', 10_000));
  process.exit(0);
} else {
  await parent();
}
