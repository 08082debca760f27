import { readdir, stat } from 'node:fs/promises';
import type { Directory, IndexWriter } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { type ClassificationTitleSink, titleSinkBeside } from './classification-titles/title-writer';
import { DEMO_CORPUS_REMOVED_VALUE, DEMO_CORPUS_USER_DATA_KEY, isDemoIndex } from './demo-index';
import { entryHead, walkInputs } from './input';
import { relinkIndex } from './link/relink';
import { mergeRecords } from './merge/merge-record';
import { CommittedRecords } from './pipeline/committed-records';
import { emptySummary, type IngestSummary, recordFailure, recordSkip, writeReport } from './pipeline/ingest-summary';
import { RecordSpool } from './pipeline/record-spool';
import { deleteDemoDocuments, finishUnlinkedIndex, writeLinkedChunk } from './pipeline/write-chunk';
import { ALL_READERS } from './readers/all-readers';
import { notAPublicationReader } from './readers/non-publications';
import type { AnyReadResult, FormatReader, SourceEntry } from './readers/reader';

export type { IngestProblem, IngestSummary } from './pipeline/ingest-summary';

/** Progress after each document or entry, and through the phases of each chunk. */
export type IngestProgress = {
  readonly phase: 'reading' | 'linking' | 'writing' | 'done';
  readonly documents: number;
  readonly failed: number;
  readonly entries: number;
  /** Publications written to the index so far. */
  readonly written: number;
  /** Publications read and merged into the current batch but not written yet. */
  readonly queued: number;
  /**
   * Of the whole ingest, 0 to 1, never going back: half for reading the input (by bytes), half for writing what was
   * read (written of written and queued).
   */
  readonly fraction: number;
};

export type IngestOptions = {
  readonly writer: IndexWriter;
  /** The writer's directory: merging reads stored records from it, linking reaches families through it. */
  readonly directory: Directory;
  readonly readers?: readonly FormatReader<AnyReadResult>[];
  /**
   * Publications per chunk (default 250,000). A chunk is linked, written and committed as one step, so memory is
   * bounded by the chunk and an ingest killed at any moment leaves the index at the last chunk's commit with every
   * family consistent.
   */
  readonly chunkSize?: number;
  /**
   * Publications read and merged on disk before any is written (default 1,000,000): a batch is written chunk by
   * chunk in the spool's order (`RecordSpool.chunks`, newest priority first), so chunks are cited by what is
   * already committed instead of changing it. Memory holds one small slot per publication of the batch.
   */
  readonly batchSize?: number;
  /** Where the merge spool lives while a chunk is read (default the system's temp folder). */
  readonly spoolDir?: string;
  /** Write the full JSON report here when the ingest ends (every skip and failure, named). */
  readonly reportPath?: string;
  /** The ingest time recorded in provenance (default now); tests fix it. */
  readonly ingestedAt?: string;
  readonly onProgress?: (progress: IngestProgress) => void;
  /** Where classification titles read from scheme files go (default: the title table beside the index). */
  readonly classificationTitles?: ClassificationTitleSink;
};

async function totalBytes(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (!info.isDirectory()) return info.size;
    let sum = 0;
    for (const name of await readdir(path)) sum += await totalBytes(`${path}/${name}`);
    return sum;
  } catch {
    return 0;
  }
}

/**
 * Reads every document under `paths` (files, folders, archives; formats recognised by content) into the index.
 * Every source record of one publication is merged into one record (`mergeRecords`), with what the index already
 * held of it too. A document that fails is reported with its file and position and counted; it never stops the
 * batch. Work goes in batches read and merged into a spool on disk (see `batchSize`), each written in chunks (see
 * `chunkSize`): link families and forward citations, write, commit. An ingest that reads no document at all
 * changes nothing, the demo corpus included, and says so.
 */
export async function ingestPaths(paths: readonly string[], options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  const readers = options.readers ?? ALL_READERS;
  const titles = options.classificationTitles ?? titleSinkBeside(options.directory);
  const chunkSize = options.chunkSize ?? 250_000;
  const batchSize = Math.max(chunkSize, options.batchSize ?? 1_000_000);
  for (const [name, size] of [
    ['chunkSize', chunkSize],
    ['batchSize', batchSize],
  ] as const)
    if (!Number.isSafeInteger(size) || size <= 0) throw new Error(`${name} must be a positive integer, not ${size}`);
  const ingestedAt = options.ingestedAt ?? new Date().toISOString();
  const summary = emptySummary();
  let total = 0;
  for (const path of paths) total += await totalBytes(path);
  let entries = 0;
  let phase: IngestProgress['phase'] = 'reading';
  let written = 0;
  let writtenInBatch = 0;
  let fraction = 0;
  const progress = () => {
    const queued = spool.size - writtenInBatch;
    const reading = total > 0 ? Math.min(1, summary.bytes / total) : phase === 'reading' ? 0 : 1;
    const writing = written + queued > 0 ? written / (written + queued) : 0;
    fraction = phase === 'done' ? 1 : Math.max(fraction, (reading + writing) / 2);
    options.onProgress?.({
      phase,
      documents: summary.read,
      failed: summary.failed,
      entries,
      written,
      queued,
      fraction,
    });
  };

  summary.relinked += await finishUnlinkedIndex(options.directory, options.writer);
  let demo = isDemoIndex(options.writer.committed.userData);
  let committed = await CommittedRecords.open(options.directory, demo);
  let spool = await RecordSpool.create(options.spoolDir);

  const writeBatch = async () => {
    if (spool.size === 0) return;
    for (const chunk of spool.chunks(chunkSize)) {
      if (demo) summary.demoRemoved = await deleteDemoDocuments(committed, options.writer);
      const outcome = await writeLinkedChunk(() => spool.recordsOf(chunk), committed, options.writer, {
        ingestedAt,
        onPhase: (next) => {
          phase = next;
          progress();
        },
        onWritten: (count) => {
          written += count;
          writtenInBatch += count;
          progress();
        },
      });
      summary.linkSeconds += outcome.linkSeconds;
      summary.relinked += outcome.relinked;
      await options.writer.commit({
        ingest: 'complete',
        ...(demo ? { [DEMO_CORPUS_USER_DATA_KEY]: DEMO_CORPUS_REMOVED_VALUE } : {}),
      });
      demo = false;
      committed = await CommittedRecords.open(options.directory, false);
    }
    await spool.dispose();
    spool = await RecordSpool.create(options.spoolDir);
    writtenInBatch = 0;
    phase = 'reading';
  };

  const accept = async (incoming: PatentDocument) => {
    const known = spool.has(incoming.id) ? await spool.get(incoming.id) : committed.get(incoming.id);
    if (known !== undefined) summary.merged++;
    if (!spool.has(incoming.id)) {
      if (known === undefined) summary.added++;
      else summary.updated++;
    }
    await spool.put(mergeRecords(known, incoming, ingestedAt));
    if (spool.size >= batchSize) await writeBatch();
  };

  try {
    for await (const item of walkInputs(paths)) {
      if (item.kind === 'input-error') {
        recordFailure(summary, { file: item.file, message: item.message });
        continue;
      }
      entries++;
      await readEntry(item.entry, readers, summary, accept, titles);
      summary.bytes += item.entry.size ?? 0;
      progress();
    }
    await writeBatch();
    await titles.commit();
  } finally {
    await spool.dispose();
  }
  summary.seconds = (performance.now() - started) / 1000;
  phase = 'done';
  progress();
  if (options.reportPath) await writeReport(summary, options.reportPath);
  return summary;
}

/** Reads one entry with the reader that recognises it, handing each document to `accept`. */
async function readEntry(
  entry: SourceEntry,
  readers: readonly FormatReader<AnyReadResult>[],
  summary: IngestSummary,
  accept: (doc: PatentDocument) => Promise<void>,
  titles: ClassificationTitleSink,
): Promise<void> {
  const head = await entryHead(entry);
  if (head.trim() === '') {
    recordFailure(summary, { file: entry.name, message: 'empty file: no document' });
    return;
  }
  // An entry no reader claims is described by the catch-all (last in ALL_READERS, and the fallback of any other list).
  const reader = readers.find((r) => r.detect(head)) ?? notAPublicationReader;
  const counts = summary.byFormat[reader.format] ?? { documents: 0, failed: 0 };
  summary.byFormat[reader.format] = counts;
  try {
    for await (const result of reader.read(entry)) {
      if (result.kind === 'skipped') {
        recordSkip(summary, { file: result.file, message: result.reason });
      } else if (result.kind === 'error') {
        counts.failed++;
        recordFailure(summary, {
          file: result.file,
          ...(result.position ? { position: result.position } : {}),
          message: result.message,
        });
      } else if (result.kind === 'document') {
        summary.read++;
        counts.documents++;
        await accept(result.document);
      } else if (result.kind === 'classification-titles') {
        summary.classificationTitles += result.entries.length;
        await titles.add(result.entries);
      }
    }
  } catch (error) {
    // A reader that throws (a bug, or I/O failing mid-file) costs that entry only.
    counts.failed++;
    recordFailure(summary, { file: entry.name, message: `reading failed: ${(error as Error).message}` });
  }
}

/**
 * The corpus pass: relinks every document of the committed index (families, forward citations) in chunks, from the
 * link fields alone, and rewrites those whose links changed. Returns how many (see `relinkIndex`).
 */
export async function linkCorpus(directory: Directory, writer: IndexWriter): Promise<number> {
  return relinkIndex(directory, writer);
}
