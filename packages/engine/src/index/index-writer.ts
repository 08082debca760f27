import { EngineError } from '../engine-error';
import type { EngineDocument } from '../schema/document';
import type { Schema } from '../schema/schema';
import { type Directory, writeFileDurably } from '../store/directory';
import {
  type CommittedState,
  type CommitUserData,
  deletionFileName,
  readCommitted,
  removeUnreferenced,
  type SegmentEntry,
  writeCommit,
} from '../store/manifest';
import { type MergeSource, mergeSegments } from './merge';
import { type BuiltSegment, SegmentBuilder } from './segment-builder';
import { SegmentReader } from './segment-reader';

/** Options of an index writer. */
export type IndexWriterOptions = {
  readonly schema: Schema;
  /** Flush the buffer into a segment after this many documents (default 50,000). */
  readonly maxBufferedDocs?: number;
  /**
   * …or once the buffer's estimate of what it holds reaches this many bytes (default 256 MiB). The estimate counts
   * text and postings, not the objects around them: measured on generated patents, the process holds 1.5 to 2 times
   * the estimate, so the default keeps the buffer near 500 MB.
   */
  readonly ramBufferBytes?: number;
  /** Merge when more than this many segments exist (default 8); the smallest ones are merged together. */
  readonly mergeFactor?: number;
  /**
   * A merge never makes a segment larger than this many bytes (default 1 GiB), and segments over half of it are left
   * alone (unless deletions shrink them), so a merge's work and the files it rewrites stay bounded however large the
   * index grows; a large index keeps more segments instead.
   */
  readonly maxMergedSegmentBytes?: number;
  /** Run merges at all (default true). */
  readonly merges?: boolean;
};

/** A segment as the writer tracks it: its committed entry plus deletions not yet committed. */
type LiveSegment = {
  entry: SegmentEntry;
  reader: SegmentReader;
  /** Current deletions (bit per doc), including uncommitted ones. */
  deleted: Uint8Array;
  delCount: number;
  dirty: boolean;
};

const SEGMENT_COUNTER_KEY = 'engine.segmentCounter';

/** A segment with more than this share of its documents deleted is rewritten on its own (see `chooseMerge`). */
const DELETED_SHARE_TO_REWRITE = 1 / 3;

function setBit(bits: Uint8Array, d: number): boolean {
  const mask = 1 << (d & 7);
  if ((bits[d >>> 3]! & mask) !== 0) return false;
  bits[d >>> 3]! |= mask;
  return true;
}

function hasBit(bits: Uint8Array, d: number): boolean {
  return (bits[d >>> 3]! & (1 << (d & 7))) !== 0;
}

/**
 * Adds, updates and deletes documents by ucid. Documents are buffered and flushed into immutable segments;
 * `commit()` makes everything before it durable (segment and deletion files fsynced, then the manifest replaced
 * atomically), and opening the index after a crash at any moment gives exactly the last commit. Segments are
 * merged in the background; a merge becomes visible with the next commit. One writer per directory.
 */
export class IndexWriter {
  private segments: LiveSegment[] = [];
  private builder: SegmentBuilder;
  /** ucid → doc id in the buffer, so a second add of a ucid deletes the first. */
  private buffered = new Map<string, number>();
  private bufferDeleted = new Set<number>();
  private counter: number;
  private userData: CommitUserData;
  private merging: Promise<void> | null = null;
  /** The sources of the running merge. */
  private readonly mergingNow = new Set<LiveSegment>();
  /** Segment names written but not yet in a commit: protected from cleanup. */
  private readonly uncommitted = new Set<string>();
  private closed = false;
  private lastCommit: CommittedState;

  private constructor(
    private readonly dir: Directory,
    private readonly options: IndexWriterOptions,
    committed: CommittedState,
    segments: LiveSegment[],
  ) {
    this.segments = segments;
    this.builder = new SegmentBuilder(options.schema);
    this.counter = Number(committed.userData[SEGMENT_COUNTER_KEY] ?? 0);
    this.userData = committed.userData;
    this.lastCommit = committed;
  }

  /** Opens the last commit of `dir` (an empty index if there is none) for writing. */
  static async open(dir: Directory, options: IndexWriterOptions): Promise<IndexWriter> {
    const committed = await readCommitted(dir);
    const segments: LiveSegment[] = [];
    for (const entry of committed.segments) {
      const reader = await SegmentReader.open(dir, entry);
      const deleted = new Uint8Array((entry.docCount + 7) >>> 3);
      if (reader.deleted) deleted.set(reader.deleted.subarray(0, deleted.length));
      segments.push({ entry, reader, deleted, delCount: entry.delCount, dirty: false });
    }
    const writer = new IndexWriter(dir, options, committed, segments);
    // Files of a crashed writer (segments never committed) are garbage now.
    await removeUnreferenced(dir, committed);
    return writer;
  }

  /** The last commit this writer made or opened. */
  get committed(): CommittedState {
    return this.lastCommit;
  }

  /** Live documents, buffered ones included. */
  get docCount(): number {
    let count = this.builder.docCount - this.bufferDeleted.size;
    for (const s of this.segments) count += s.entry.docCount - s.delCount;
    return count;
  }

  /** Whether a live document (committed or buffered) has this ucid: an add would be an update. */
  contains(ucid: string): boolean {
    if (this.buffered.has(ucid)) return true;
    for (const segment of this.segments) {
      const d = segment.reader.docOf(ucid);
      if (d !== undefined && !hasBit(segment.deleted, d)) return true;
    }
    return false;
  }

  /** Adds a document, replacing any earlier one with the same ucid (from the next commit on). */
  async addDocument(doc: EngineDocument): Promise<void> {
    this.checkOpen();
    if (typeof doc?.ucid !== 'string' || doc.ucid.trim() === '') {
      throw new EngineError('DOCUMENT_INVALID', 'A document needs a non-empty string ucid');
    }
    this.deleteEverywhere(doc.ucid);
    const docId = this.builder.addDocument(doc);
    this.buffered.set(doc.ucid, docId);
    const maxDocs = this.options.maxBufferedDocs ?? 50_000;
    const maxBytes = this.options.ramBufferBytes ?? 256 * 1024 * 1024;
    if (this.builder.docCount >= maxDocs || this.builder.ramBytes >= maxBytes) await this.flush();
  }

  /** Same as `addDocument`: an update is a delete of the ucid plus an add. */
  updateDocument(doc: EngineDocument): Promise<void> {
    return this.addDocument(doc);
  }

  /** Deletes the document with this ucid, if any (from the next commit on). */
  async deleteDocument(ucid: string): Promise<void> {
    this.checkOpen();
    this.deleteEverywhere(ucid);
  }

  private deleteEverywhere(ucid: string): void {
    const bufferedId = this.buffered.get(ucid);
    if (bufferedId !== undefined) {
      this.bufferDeleted.add(bufferedId);
      this.buffered.delete(ucid);
    }
    for (const segment of this.segments) {
      const d = segment.reader.docOf(ucid);
      if (d !== undefined && setBit(segment.deleted, d)) {
        segment.delCount++;
        segment.dirty = true;
      }
    }
  }

  /** Writes the buffered documents as a new segment (durable files, not yet committed). */
  async flush(): Promise<void> {
    if (this.builder.docCount === 0) return;
    const builder = this.builder;
    const bufferDeleted = this.bufferDeleted;
    this.builder = new SegmentBuilder(this.options.schema);
    this.buffered = new Map();
    this.bufferDeleted = new Set();
    const name = this.nextSegmentName();
    const built = builder.build(name);
    const segment = await this.writeSegment(built);
    for (const d of bufferDeleted) {
      if (setBit(segment.deleted, d)) segment.delCount++;
    }
    segment.dirty = segment.delCount > 0;
    this.segments.push(segment);
  }

  private nextSegmentName(): string {
    this.counter++;
    const name = `_${this.counter.toString(36)}`;
    this.uncommitted.add(name);
    return name;
  }

  /** Writes the built files (`written` ones are already durable) and opens the segment. */
  private async writeSegment(built: BuiltSegment, written: readonly string[] = []): Promise<LiveSegment> {
    for (const [file, bytes] of built.files) await writeFileDurably(this.dir, file, bytes);
    const entry: SegmentEntry = {
      name: built.name,
      docCount: built.docCount,
      delGen: 0,
      delCount: 0,
      files: [...written, ...built.files.keys()],
    };
    const reader = await SegmentReader.open(this.dir, entry);
    return { entry, reader, deleted: new Uint8Array((built.docCount + 7) >>> 3), delCount: 0, dirty: false };
  }

  /**
   * Makes every add, update and delete so far durable and visible to searchers opened afterwards. `userData` is
   * stored with the commit (e.g. the ingest sequence number).
   */
  async commit(userData: CommitUserData = {}): Promise<CommittedState> {
    this.checkOpen();
    await this.flush();
    this.dropDeadSegments();
    const entries: SegmentEntry[] = [];
    for (const segment of this.segments) {
      if (segment.dirty) {
        const delGen = segment.entry.delGen + 1;
        await writeFileDurably(this.dir, deletionFileName(segment.entry.name, delGen), segment.deleted);
        segment.entry = { ...segment.entry, delGen, delCount: segment.delCount };
        segment.dirty = false;
      }
      entries.push(segment.entry);
    }
    this.userData = { ...this.userData, ...userData, [SEGMENT_COUNTER_KEY]: this.counter };
    this.lastCommit = await writeCommit(this.dir, { segments: entries, userData: this.userData });
    for (const entry of entries) this.uncommitted.delete(entry.name);
    await removeUnreferenced(this.dir, this.lastCommit, (file) => this.isUncommittedFile(file));
    this.maybeMerge();
    return this.lastCommit;
  }

  private isUncommittedFile(file: string): boolean {
    // Segment files are `<segment>.<ext>`, deletion files `<segment>_<delGen>.del`.
    const base = file.slice(0, Math.max(0, file.indexOf('.')));
    const segment = /^(_[0-9a-z]+)_\d+$/.exec(base)?.[1] ?? base;
    return this.uncommitted.has(segment);
  }

  /**
   * Segments whose every document is deleted (re-ingested documents leave them behind) leave the index at the next
   * commit, so searches stop opening them and cleanup deletes their files. One a running merge reads stays until the
   * merge ends.
   */
  private dropDeadSegments(): void {
    const dead = this.segments.filter((s) => s.delCount === s.entry.docCount && !this.mergingNow.has(s));
    if (dead.length === 0) return;
    this.segments = this.segments.filter((s) => !dead.includes(s));
    // Never committed (flushed, then wholly replaced before a commit): nothing protects its files any more.
    for (const segment of dead) this.uncommitted.delete(segment.entry.name);
  }

  /**
   * The segments to merge next, or null. When there are more than `mergeFactor` segments: the smallest (by live
   * bytes) up to `mergeFactor` of them whose sum stays within the size cap, if that is at least two. Otherwise the
   * segment with the largest share of deleted documents, alone, if over `DELETED_SHARE_TO_REWRITE`: deletions are
   * reclaimed even in an index that is not growing.
   */
  private chooseMerge(): LiveSegment[] | null {
    const factor = this.options.mergeFactor ?? 8;
    const deletedShare = (s: LiveSegment) => s.delCount / Math.max(1, s.entry.docCount);
    if (this.segments.length <= factor) {
      const worst = [...this.segments].sort((a, b) => deletedShare(b) - deletedShare(a))[0];
      const rewrite = worst && deletedShare(worst) > DELETED_SHARE_TO_REWRITE && worst.delCount < worst.entry.docCount;
      return rewrite ? [worst] : null;
    }
    const maxBytes = this.options.maxMergedSegmentBytes ?? 1024 * 1024 * 1024;
    const liveBytes = (s: LiveSegment) => s.reader.sizeBytes * (1 - deletedShare(s));
    const candidates = this.segments
      .map((segment) => ({ segment, bytes: liveBytes(segment) }))
      .filter((c) => c.bytes <= maxBytes / 2)
      .sort((a, b) => a.bytes - b.bytes);
    const chosen = new Set<LiveSegment>();
    let total = 0;
    for (const { segment, bytes } of candidates) {
      if (chosen.size === factor || total + bytes > maxBytes) break;
      chosen.add(segment);
      total += bytes;
    }
    return chosen.size >= 2 ? this.segments.filter((s) => chosen.has(s)) : null;
  }

  /** Starts a background merge when there are too many segments; a running merge is not doubled. */
  private maybeMerge(): void {
    if (this.merging || this.options.merges === false) return;
    const chosen = this.chooseMerge();
    if (chosen === null) return;
    for (const segment of chosen) this.mergingNow.add(segment);
    this.merging = this.merge(chosen)
      .catch((error: unknown) => {
        // A failed merge loses nothing: its sources stay in place. Surface it for the operator.
        console.error('engine: merge failed', error);
      })
      .finally(() => {
        this.merging = null;
        this.mergingNow.clear();
        // Merged segments may themselves be due for merging; keep going until the count is within the factor.
        if (!this.closed) this.maybeMerge();
      });
  }

  private async merge(chosen: LiveSegment[]): Promise<void> {
    // Snapshot of what is live now; deletions that arrive while the merge runs are carried over at the end.
    const snapshots = chosen.map((s) => s.deleted.slice());
    const sources: MergeSource[] = chosen.map((s, i) => ({
      reader: s.reader,
      isLive: (d) => !hasBit(snapshots[i]!, d),
    }));
    const name = this.nextSegmentName();
    let result: Awaited<ReturnType<typeof mergeSegments>>;
    try {
      result = await mergeSegments(this.dir, name, sources);
    } catch (error) {
      // Whatever the merge wrote is garbage: let the next cleanup remove it.
      this.uncommitted.delete(name);
      throw error;
    }
    const { segment: built, written, docMaps } = result;
    if (this.closed) return;
    const merged = await this.writeSegment(built, written);
    chosen.forEach((source, i) => {
      const map = docMaps[i]!;
      for (let d = 0; d < map.length; d++) {
        if (map[d]! >= 0 && hasBit(source.deleted, d) && setBit(merged.deleted, map[d]!)) merged.delCount++;
      }
    });
    merged.dirty = merged.delCount > 0;
    // Replace the sources at the first source's place; anything flushed meanwhile stays after it.
    const first = this.segments.indexOf(chosen[0]!);
    const rest = this.segments.filter((s) => !chosen.includes(s));
    rest.splice(Math.min(first, rest.length), 0, merged);
    this.segments = rest;
    // A source never committed (an earlier merge's output) is garbage now: let the next cleanup delete its files.
    for (const source of chosen) this.uncommitted.delete(source.entry.name);
  }

  /** Waits for a running merge (tests, shutdown). */
  async waitForMerges(): Promise<void> {
    while (this.merging) {
      await this.merging;
      // The chained merge starts in the same `finally`; let it register before looking again.
      await Promise.resolve();
    }
  }

  /** Waits for merges and releases the writer. Uncommitted changes are dropped, as after a crash. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.waitForMerges();
    this.closed = true;
  }

  private checkOpen(): void {
    if (this.closed) throw new EngineError('WRITER_CLOSED', 'The index writer is closed');
  }
}
