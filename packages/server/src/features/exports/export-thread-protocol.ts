import type { ExportFormat } from '@app/shared';
import type { ExportRecord, ExportReport } from './export-writer';

// Messages between an export job (main thread) and the writer thread that holds the format's writer. Kept apart
// from both sides so the main thread never loads the worker's module (it needs `parentPort`) and the worker never
// loads the job's (it needs the database).

/** What the writer thread is started with. */
export type WriterThreadData = {
  readonly format: ExportFormat;
  readonly path: string;
  readonly report: ExportReport;
};

/** Main thread to writer thread. */
export type ToWriterThread =
  | { readonly type: 'records'; readonly records: readonly ExportRecord[] }
  | { readonly type: 'close' };

/** The writer thread's own memory at its highest so far, in bytes (V8 heap reserved plus off-heap buffers). */
export type WriterThreadMemory = { readonly peakBytes: number };

/** Writer thread to main thread. */
export type FromWriterThread =
  | { readonly type: 'ready' }
  | { readonly type: 'written'; readonly memory: WriterThreadMemory }
  | { readonly type: 'closed'; readonly memory: WriterThreadMemory }
  | { readonly type: 'failed'; readonly message: string };
