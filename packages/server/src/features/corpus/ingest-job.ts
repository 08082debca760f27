// The ingest job: runs `ingest-cli --json` (the code behind `npm run ingest`) on an uploaded file in a child
// process, so parsing a large delivery never blocks the server's requests, and turns its progress lines into job
// progress. The child takes the index write lock; when another writer holds it the job waits and tries again.

import { spawn } from 'node:child_process';
import { stat, unlink } from 'node:fs/promises';
import { EXIT_INDEX_BUSY, EXIT_NOTHING_READ, INGEST_HEAP_MB } from '@app/ingest';
import { z } from 'zod';
import { JobDeferredError, type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { nodeScriptArgs, REPOSITORY_ROOT } from '../../node-scripts';

export const INGEST_JOB_KIND = 'ingest';

/** What an ingest job row carries: the stored upload, and the name the user gave it. */
export const IngestJobPayloadSchema = z.object({ file: z.string(), name: z.string(), bytes: z.number() });
export type IngestJobPayload = z.infer<typeof IngestJobPayloadSchema>;

/** How long a job waits before trying again when another process writes the index. */
const BUSY_RETRY_MS = 15_000;
const STDERR_KEPT = 4000;

export function ingestJobHandler(options: { dataDir: string; onIngested?: () => void }): JobHandler {
  return async (job, { report, signal }) => {
    const parsed = IngestJobPayloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('The job does not name an uploaded file.');
    const { file, name } = parsed.data;
    try {
      await stat(file);
    } catch {
      throw new PermanentJobError(`The uploaded file "${name}" is no longer on the server; upload it again.`);
    }
    const { code, summary, stderr } = await runIngestChild(file, options.dataDir, signal, report);
    if (code === EXIT_INDEX_BUSY) throw new JobDeferredError(stderr.trim(), BUSY_RETRY_MS);
    if (code === EXIT_NOTHING_READ) {
      await unlink(file).catch(() => {});
      throw new PermanentJobError(nothingReadMessage(name, summary));
    }
    if (code !== 0 || !summary) {
      throw new Error(
        `Ingesting "${name}" stopped with exit code ${code}: ${stderr.trim().slice(-500) || 'no message'}`,
      );
    }
    // The documents are in the index; the upload has served its purpose.
    await unlink(file).catch(() => {});
    options.onIngested?.();
    return { name, summary };
  };
}

/** Why an upload gave no document, in the words of its summary: what was skipped or failed, and why. */
function nothingReadMessage(name: string, summary: Record<string, unknown> | null): string {
  const reasons = (field: string) =>
    Object.entries((summary?.[field] as Record<string, number> | undefined) ?? {}).map(
      ([reason, count]) => `${count} × ${reason}`,
    );
  const why = [...reasons('failuresByReason'), ...reasons('skipsByReason')];
  return `No patent document was read from "${name}", so the index is unchanged${why.length > 0 ? `: ${why.slice(0, 5).join('; ')}` : '.'}`;
}

type ChildOutcome = { code: number | null; summary: Record<string, unknown> | null; stderr: string };

function runIngestChild(
  file: string,
  dataDir: string,
  signal: AbortSignal,
  report: (progress: Record<string, unknown>) => void,
): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const args = [`--max-old-space-size=${INGEST_HEAP_MB}`, ...nodeScriptArgs('ingest/ingest-cli'), '--json', file];
    const child = spawn(process.execPath, args, {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGTERM',
    });
    let summary: Record<string, unknown> | null = null;
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
        try {
          const message = JSON.parse(line) as { progress?: Record<string, unknown>; summary?: Record<string, unknown> };
          if (message.progress) report(message.progress);
          if (message.summary) summary = message.summary;
        } catch {
          // Not one of our lines (a library printing); keep it with the errors for the record.
          stderr = `${stderr}${line}\n`.slice(-STDERR_KEPT);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => {
      if (signal.aborted) resolve({ code: null, summary: null, stderr: 'stopped: the server is shutting down' });
      else reject(error);
    });
    child.on('close', (code) => resolve({ code, summary, stderr }));
  });
}
