import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PatentDocument } from '@app/shared';
import { linkSliceOf, sliceKeys } from '../link/keys';

/**
 * Where a record's latest version sits in the spool file, and where it goes in the writing order: `date` is its
 * earliest priority date (else filing, else publication date) and `family` a hash of its simple family key.
 */
type Slot = { offset: number; length: number; date: number; family: number };

/** Bytes read at once when records are read back in file order. */
const READ_RUN_BYTES = 4 * 1024 * 1024;

const FLUSH_BYTES = 4 * 1024 * 1024;

/**
 * The merged records of one ingest batch, on disk: a publication met again is read back, merged and appended, and
 * only its latest version counts. Memory holds one slot per publication, never the records, so a batch of a
 * million full-text documents costs about a hundred megabytes here. `chunks` gives the order the batch is written in. The file lives in a temporary folder that
 * `dispose` removes; a killed ingest leaves it for the operating system's temp cleaning, never in the index.
 */
export class RecordSpool {
  private readonly slots = new Map<string, Slot>();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private written = 0;

  private constructor(
    private readonly folder: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(parent = tmpdir()): Promise<RecordSpool> {
    const folder = await mkdtemp(join(parent, 'ingest-spool-'));
    const file = join(folder, 'records.jsonl');
    return new RecordSpool(folder, await open(file, 'w+'));
  }

  /** Publications in the batch. */
  get size(): number {
    return this.slots.size;
  }

  has(ucid: string): boolean {
    return this.slots.has(ucid);
  }

  /** The latest version of a publication in this batch. */
  async get(ucid: string): Promise<PatentDocument | undefined> {
    const slot = this.slots.get(ucid);
    if (slot === undefined) return undefined;
    if (slot.offset + slot.length > this.written) await this.flush();
    const bytes = Buffer.alloc(slot.length);
    await this.handle.read(bytes, 0, slot.length, slot.offset);
    return JSON.parse(bytes.toString('utf8')) as PatentDocument;
  }

  /** Appends a version of a publication; it replaces any earlier one. */
  async put(doc: PatentDocument): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(doc)}\n`, 'utf8');
    const offset = this.written + this.pendingBytes;
    this.slots.set(doc.id, { offset, length: line.length - 1, date: writingDate(doc), family: familyHash(doc) });
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    await this.handle.write(bytes, 0, bytes.length, this.written);
    this.written += bytes.length;
  }

  /**
   * The batch cut into chunks of at most `size` publications, in the order they are best written: newest earliest
   * priority first, a family's members side by side. Citations point back in time, so a chunk written this way is
   * cited by the chunks already committed, whose citing keys linking finds, rather than citing them, which would
   * make their forward citations change and their documents be rewritten. Families sharing a priority date land
   * in one chunk unless a chunk boundary falls inside them. The order is a function of the batch alone.
   */
  chunks(size: number): string[][] {
    const order = [...this.slots.keys()];
    const slots = this.slots;
    order.sort((a, b) => {
      const x = slots.get(a)!;
      const y = slots.get(b)!;
      return y.date - x.date || x.family - y.family || (a < b ? -1 : a > b ? 1 : 0);
    });
    const chunks: string[][] = [];
    for (let i = 0; i < order.length; i += size) chunks.push(order.slice(i, i + size));
    return chunks;
  }

  /** The latest versions of `ucids` (publications of this batch), read in file order in runs of a few megabytes. */
  async *recordsOf(ucids: readonly string[]): AsyncGenerator<PatentDocument> {
    await this.flush();
    const slots = ucids.map((ucid) => {
      const slot = this.slots.get(ucid);
      if (slot === undefined) throw new Error(`${ucid} is not in the spool`);
      return slot;
    });
    slots.sort((a, b) => a.offset - b.offset);
    for (let first = 0; first < slots.length; ) {
      let last = first;
      while (
        last + 1 < slots.length &&
        slots[last + 1]!.offset + slots[last + 1]!.length - slots[first]!.offset <= READ_RUN_BYTES
      )
        last++;
      const start = slots[first]!.offset;
      const bytes = Buffer.alloc(slots[last]!.offset + slots[last]!.length - start);
      await this.handle.read(bytes, 0, bytes.length, start);
      for (let i = first; i <= last; i++) {
        const slot = slots[i]!;
        yield JSON.parse(
          bytes.toString('utf8', slot.offset - start, slot.offset - start + slot.length),
        ) as PatentDocument;
      }
      first = last + 1;
    }
  }

  async dispose(): Promise<void> {
    await this.handle.close().catch(() => {});
    await rm(this.folder, { recursive: true, force: true });
  }
}

/** Earliest priority, else filing, else publication date (YYYYMMDD), else 0. */
function writingDate(doc: PatentDocument): number {
  return doc.earliestprioritydate ?? doc.applicationdate ?? doc.publicationdate ?? 0;
}

/** A 32-bit FNV-1a hash of the record's simple family key, so members of one family sort side by side. */
function familyHash(doc: PatentDocument): number {
  const key = sliceKeys(linkSliceOf(doc)).simple;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
