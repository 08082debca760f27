import { readdir, stat } from 'node:fs/promises';
import { type Directory, type IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import { withExpectedExpiry } from './derive-expiry';
import { fromEngineDocument, toEngineDocument } from './engine-document';
import { computeCorpusLinks, type FamilyInput, familyDataOf } from './families';
import { entryHead, walkInputs } from './input';
import { ALL_READERS } from './readers/all-readers';
import type { FormatReader, SourcePosition } from './readers/reader';

/** One problem met while ingesting: where, and what. */
export type IngestProblem = { readonly file: string; readonly position?: SourcePosition; readonly message: string };

/** What an ingest did, in numbers, with the first problems for the report. */
export type IngestSummary = {
  read: number;
  added: number;
  updated: number;
  failed: number;
  /** Entries that hold no patent documents, with their reasons (first 100). */
  skipped: number;
  byFormat: Record<string, { documents: number; failed: number }>;
  problems: IngestProblem[];
  skips: IngestProblem[];
  seconds: number;
  bytes: number;
  /** Documents whose families or forward citations changed in the corpus pass. */
  relinked: number;
};

/** Progress after each document or entry. */
export type IngestProgress = {
  readonly documents: number;
  readonly failed: number;
  readonly entries: number;
  readonly fraction: number;
};

export type IngestOptions = {
  readonly writer: IndexWriter;
  /** The writer's directory: after reading, families and forward citations are recomputed over the whole index. */
  readonly directory: Directory;
  readonly readers?: readonly FormatReader[];
  /** Commit after this many documents (default 10,000) and at the end, so a long ingest is durable as it goes. */
  readonly commitEvery?: number;
  readonly onProgress?: (progress: IngestProgress) => void;
};

const MAX_REPORTED = 100;

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
 * A document that fails is reported with its file and position and counted; it never stops the batch. A ucid seen
 * before is updated, never duplicated. Commits as it goes and at the end.
 */
export async function ingestPaths(paths: readonly string[], options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  const readers = options.readers ?? ALL_READERS;
  const commitEvery = options.commitEvery ?? 10_000;
  const summary: IngestSummary = {
    read: 0,
    added: 0,
    updated: 0,
    failed: 0,
    skipped: 0,
    byFormat: {},
    problems: [],
    skips: [],
    seconds: 0,
    bytes: 0,
    relinked: 0,
  };
  let total = 0;
  for (const path of paths) total += await totalBytes(path);
  let entries = 0;
  let sinceCommit = 0;
  const report = (list: IngestProblem[], problem: IngestProblem) => {
    if (list.length < MAX_REPORTED) list.push(problem);
  };
  const progress = () =>
    options.onProgress?.({
      documents: summary.read,
      failed: summary.failed,
      entries,
      fraction: total > 0 ? Math.min(1, summary.bytes / total) : 0,
    });

  for await (const item of walkInputs(paths)) {
    if (item.kind === 'input-error') {
      summary.failed++;
      report(summary.problems, { file: item.file, message: item.message });
      continue;
    }
    entries++;
    const head = await entryHead(item.entry);
    if (head.trim() === '') {
      summary.failed++;
      report(summary.problems, { file: item.entry.name, message: 'empty file: no document' });
      progress();
      continue;
    }
    const reader = readers.find((r) => r.detect(head));
    if (!reader) {
      summary.skipped++;
      report(summary.skips, { file: item.entry.name, message: 'not a patent document format we read' });
      summary.bytes += item.entry.size ?? 0;
      progress();
      continue;
    }
    const counts = summary.byFormat[reader.format] ?? { documents: 0, failed: 0 };
    summary.byFormat[reader.format] = counts;
    try {
      for await (const result of reader.read(item.entry)) {
        if (result.kind === 'skipped') {
          summary.skipped++;
          report(summary.skips, { file: result.file, message: result.reason });
        } else if (result.kind === 'error') {
          summary.failed++;
          counts.failed++;
          report(summary.problems, {
            file: result.file,
            ...(result.position ? { position: result.position } : {}),
            message: result.message,
          });
        } else {
          summary.read++;
          counts.documents++;
          const existed = options.writer.contains(result.document.id);
          await options.writer.addDocument(toEngineDocument(withExpectedExpiry(result.document)));
          if (existed) summary.updated++;
          else summary.added++;
          if (++sinceCommit >= commitEvery) {
            await options.writer.commit({ ingest: 'partial' });
            sinceCommit = 0;
          }
          if (summary.read % 200 === 0) progress();
        }
      }
    } catch (error) {
      // A reader that throws (a bug, or I/O failing mid-file) costs that entry only.
      summary.failed++;
      counts.failed++;
      report(summary.problems, { file: item.entry.name, message: `reading failed: ${(error as Error).message}` });
    }
    summary.bytes += item.entry.size ?? 0;
    progress();
  }
  await options.writer.commit({ ingest: 'read' });
  summary.relinked = await linkCorpus(options.directory, options.writer);
  await options.writer.commit({ ingest: 'complete' });
  summary.seconds = (performance.now() - started) / 1000;
  progress();
  return summary;
}

/**
 * The corpus pass: families and forward citations depend on every document, so after new ones arrive they are
 * recomputed over the whole committed index and the documents whose links changed are rewritten. Returns how many.
 */
export async function linkCorpus(directory: Directory, writer: IndexWriter): Promise<number> {
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  const stored = new Map<string, Record<string, unknown>>();
  for (const segment of searcher.segments) {
    for (let d = 0; d < segment.maxDoc; d++)
      if (!segment.isDeleted(d)) stored.set(segment.ucid(d), segment.document(d));
  }
  const inputs = [...stored.values()].map((doc) => ({ ...doc, id: doc.ucid }) as unknown as FamilyInput);
  const links = computeCorpusLinks(inputs);
  const families = familyDataOf(inputs, links);
  let changed = 0;
  for (const [ucid, doc] of stored) {
    const link = links.get(ucid)!;
    const familydata = families.get(ucid)!;
    const same =
      JSON.stringify(doc.familydata) === JSON.stringify(familydata) &&
      JSON.stringify(doc.citedby ?? []) === JSON.stringify(link.citedBy);
    if (same) continue;
    await writer.updateDocument({
      ...toEngineDocument(fromEngineDocument({ ...doc, familydata })),
      citedby: link.citedBy,
      forwardcitationcount: link.citedBy.length,
    });
    changed++;
  }
  return changed;
}

/** Deletes every synthetic demo document (provenance format `synthetic-demo`) and commits; returns how many. */
export async function removeDemoDocuments(directory: Directory, writer: IndexWriter): Promise<number> {
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  let removed = 0;
  for (const segment of searcher.segments) {
    for (let d = 0; d < segment.maxDoc; d++) {
      if (segment.isDeleted(d)) continue;
      const provenance = segment.document(d).provenance as { format?: string } | undefined;
      if (provenance?.format !== 'synthetic-demo') continue;
      await writer.deleteDocument(segment.ucid(d));
      removed++;
    }
  }
  await writer.commit({ demoCorpus: 'removed' });
  return removed;
}
