import { join } from 'node:path';

/** Where the patent index lives in the data dir (the server, the ingest command and the demo corpus agree). */
export function patentIndexPath(dataDir: string): string {
  return join(dataDir, 'index', 'patents');
}

/** The full JSON report of the last ingest (every skip and failure, named), beside the index. */
export function ingestReportPath(dataDir: string): string {
  return join(dataDir, 'index', 'patents.ingest-report.json');
}

/** Where an ingest spools merged records while it reads a chunk; emptied when the next ingest starts. */
export function ingestSpoolPath(dataDir: string): string {
  return join(dataDir, 'index', 'ingest-spool');
}

/**
 * The JavaScript heap an ingest process is given (`--max-old-space-size`; `npm run ingest` and the admin ingest
 * job's child use it). Without it V8 lets garbage grow towards a quarter of the machine's memory before collecting;
 * with it an ingest of a million documents peaks well under 2 GB (README, `npm run bench:ingest`).
 */
export const INGEST_HEAP_MB = 1536;
