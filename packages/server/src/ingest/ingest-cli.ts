// `npm run ingest -- <paths...>`: reads patent documents from files, folders and archives (formats recognised by
// content) into the patent index under DATA_DIR/index/patents. Prints a progress bar on stderr and a summary.
// With `--json` (how the server's ingest jobs run it) it prints one JSON object per line on stdout instead:
// `{"progress":{...}}` as it goes and `{"summary":{...}}` at the end; exit code 3 means the index was busy, 4 that
// nothing was read (the index is unchanged). `--relink` only finishes the linking an interrupted ingest left undone. The full report (every skip and failure) is written beside the index.

import { mkdir, rm } from 'node:fs/promises';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import {
  acquireIndexWriteLock,
  EXIT_INDEX_BUSY,
  EXIT_NOTHING_READ,
  finishUnlinkedIndex,
  IndexBusyError,
  type IndexWriteLock,
  type IngestProgress,
  type IngestSummary,
  ingestPaths,
  ingestReportPath,
  ingestSpoolPath,
  patentIndexPath,
  readNothing,
  summaryLines,
} from '@app/ingest';
import { loadConfig } from '../config';

function bar(progress: IngestProgress, started: number): string {
  const width = 30;
  const filled = Math.round(progress.fraction * width);
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? progress.documents / seconds : 0;
  const eta =
    progress.fraction > 0.01 ? Math.max(0, Math.round((seconds / progress.fraction) * (1 - progress.fraction))) : null;
  const etaText = eta === null ? '--:--' : `${Math.floor(eta / 60)}:${String(eta % 60).padStart(2, '0')}`;
  const state =
    progress.phase === 'reading'
      ? `ETA ${etaText}`
      : progress.phase === 'done'
        ? 'done'
        : `${progress.phase}: ${progress.written.toLocaleString('en')} of ${(progress.written + progress.queued).toLocaleString('en')} written, ETA ${etaText}`;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(progress.fraction * 100).toFixed(0).padStart(3)}%  ${progress.documents.toLocaleString('en')} documents  ${rate.toFixed(0)}/s  ${progress.failed} failed  ${state}`;
}

function printSummary(summary: IngestSummary): void {
  process.stdout.write(`${summaryLines(summary).join('\n')}\n`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const relinkOnly = args.includes('--relink');
  const sizes: { chunkSize?: number; batchSize?: number } = {};
  const paths: string[] = [];
  let badSize = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json' || arg === '--relink') continue;
    if (arg === '--chunk' || arg === '--batch') {
      const size = Number(args[++i]);
      if (!(Number.isInteger(size) && size > 0)) badSize = true;
      sizes[arg === '--chunk' ? 'chunkSize' : 'batchSize'] = size;
    } else paths.push(arg);
  }
  if ((paths.length === 0 && !relinkOnly) || badSize) {
    process.stderr.write('Usage: npm run ingest -- [--chunk N] [--batch N] <file|folder|archive>...   (or --relink)\n');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  let lock: IndexWriteLock;
  try {
    lock = await acquireIndexWriteLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof IndexBusyError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = EXIT_INDEX_BUSY;
    return;
  }
  try {
    const dir = await FsDirectory.open(patentIndexPath(config.dataDir));
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    if (relinkOnly) {
      // What the server runs on start when the last ingest stopped before linking: link, then mark complete.
      const relinked = await finishUnlinkedIndex(dir, writer);
      await writer.close();
      process.stdout.write(`relink: ${relinked.toLocaleString('en')} documents gained their families and citations\n`);
      return;
    }
    // A spool left by a killed ingest is garbage now: this process holds the write lock.
    const spoolDir = ingestSpoolPath(config.dataDir);
    await rm(spoolDir, { recursive: true, force: true });
    await mkdir(spoolDir, { recursive: true });
    const started = performance.now();
    const interactive = !json && process.stderr.isTTY === true;
    let lastDraw = 0;
    const summary = await ingestPaths(paths, {
      writer,
      directory: dir,
      reportPath: ingestReportPath(config.dataDir),
      spoolDir,
      ...sizes,
      onProgress: (progress) => {
        const now = performance.now();
        if (now - lastDraw < 200 && progress.fraction < 1) return;
        lastDraw = now;
        if (json) process.stdout.write(`${JSON.stringify({ progress })}\n`);
        else process.stderr.write(interactive ? `\r${bar(progress, started)}` : `${bar(progress, started)}\n`);
      },
    });
    if (interactive) process.stderr.write('\n');
    await writer.close();
    if (json) process.stdout.write(`${JSON.stringify({ summary })}\n`);
    else printSummary(summary);
    if (readNothing(summary)) {
      // Nothing arrived, so nothing changed (the demo corpus stays): that is a failed ingest, not an empty success.
      process.stderr.write('No patent document was read: the index is unchanged.\n');
      process.exitCode = EXIT_NOTHING_READ;
    }
  } finally {
    await lock.release();
  }
}

await main();
