import { startWorker } from '@app/engine';
import type { ExportFormat } from '@app/shared';
import type { FromWriterThread, ToWriterThread, WriterThreadData, WriterThreadMemory } from './export-thread-protocol';
import type { ExportRecord, ExportReport, ExportWriter } from './export-writer';

/**
 * Runs a format's writer in a worker thread of its own (export-writer-worker.ts) with a capped heap: what a format
 * builds up while writing 10,000 documents stays inside the cap instead of growing the server, an export that would
 * need more fails with a clear message instead of taking the server down, and pdf and docx layout no longer hold up
 * the server's event loop. Records cross in batches, with at most one batch in flight, so the main thread holds no
 * more than two batches whatever the export's size.
 */

/** The writer thread's V8 old-generation cap by default, in MB (issue 17: an export stays under 300 MB). */
export const EXPORT_WRITER_HEAP_MB = 192;

/** Records per message to the writer thread. */
const BATCH = 50;

/**
 * The worker's module: from the sources (tests, tsx) the .ts module beside this one; in a build, the compiled
 * export-writer-worker.js, which scripts/build-server.mjs puts beside the file holding this code.
 */
const WRITER_WORKER = new URL(
  /\.[cm]?ts$/.test(import.meta.url) ? './export-writer-worker.ts' : './export-writer-worker.js',
  import.meta.url,
);

export type ThreadedExportWriter = ExportWriter & {
  /** The writer thread's highest memory so far (heap reserved plus buffers), as it last reported it. */
  readonly memory: () => WriterThreadMemory;
  /** Stops the thread without finishing the file (the job deletes what it left). */
  readonly abort: () => Promise<void>;
};

type Waiter = { resolve: (message: FromWriterThread) => void; reject: (error: Error) => void };

export async function openWriterThread(
  format: ExportFormat,
  path: string,
  report: ExportReport,
  heapMb: number = EXPORT_WRITER_HEAP_MB,
): Promise<ThreadedExportWriter> {
  const workerData: WriterThreadData = { format, path, report };
  const worker = startWorker(WRITER_WORKER, { workerData, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  const waiters: Waiter[] = [];
  let failure: Error | null = null;
  let finished = false;
  let memory: WriterThreadMemory = { peakBytes: 0 };

  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiters.splice(0)) waiter.reject(failure);
  };
  worker.on('message', (message: FromWriterThread) => {
    if (message.type === 'failed') return fail(new Error(message.message));
    if (message.type !== 'ready') memory = message.memory;
    // The thread exits by itself once the file is closed; that exit is not a failure.
    if (message.type === 'closed') finished = true;
    waiters.shift()?.resolve(message);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    fail(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new Error(
            `The ${format} file needed more than the ${heapMb} MB an export may use. Export fewer documents or fewer long-text fields.`,
          )
        : error,
    );
  });
  worker.on('exit', (code) => {
    if (!finished) fail(new Error(`The ${format} writer stopped unexpectedly (exit code ${code}).`));
  });
  /** The next answer of the thread (they come in the order of the messages sent). */
  const next = () =>
    new Promise<FromWriterThread>((resolve, reject) => {
      if (failure) reject(failure);
      else waiters.push({ resolve, reject });
    });
  const post = (message: ToWriterThread) => worker.postMessage(message);

  const stop = async () => {
    finished = true;
    await worker.terminate();
  };
  try {
    await next();
  } catch (error) {
    await stop();
    throw error;
  }

  let batch: ExportRecord[] = [];
  let inFlight: Promise<FromWriterThread> | null = null;
  const flush = async () => {
    if (inFlight) await inFlight;
    inFlight = null;
    if (batch.length === 0) return;
    post({ type: 'records', records: batch });
    batch = [];
    inFlight = next();
    // Failures are raised by the next write or close; this keeps an unawaited rejection from being unhandled.
    inFlight.catch(() => {});
  };

  return {
    async write(record) {
      if (failure) throw failure;
      batch.push(record);
      if (batch.length >= BATCH) await flush();
    },
    async close() {
      try {
        await flush();
        if (inFlight) await inFlight;
        post({ type: 'close' });
        await next();
      } finally {
        await stop();
      }
    },
    memory: () => memory,
    abort: stop,
  };
}
