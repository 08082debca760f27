import { createReadStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { PatentDocument } from '@app/shared';

/** Where a record's latest version sits in the spool file. */
type Slot = { offset: number; length: number };

const FLUSH_BYTES = 4 * 1024 * 1024;

/**
 * The merged records of one ingest chunk, on disk: a publication met again is read back, merged and appended, and
 * only its latest version counts. Memory holds one slot per publication, never the records, so a chunk of a
 * quarter of a million full-text documents costs a few megabytes here. The file lives in a temporary folder that
 * `dispose` removes; a killed ingest leaves it for the operating system's temp cleaning, never in the index.
 */
export class RecordSpool {
  private readonly slots = new Map<string, Slot>();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private written = 0;

  private constructor(
    private readonly folder: string,
    private readonly file: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(parent = tmpdir()): Promise<RecordSpool> {
    const folder = await mkdtemp(join(parent, 'ingest-spool-'));
    const file = join(folder, 'records.jsonl');
    return new RecordSpool(folder, file, await open(file, 'w+'));
  }

  /** Publications in the chunk. */
  get size(): number {
    return this.slots.size;
  }

  has(ucid: string): boolean {
    return this.slots.has(ucid);
  }

  /** The latest version of a publication in this chunk. */
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
    this.slots.set(doc.id, { offset, length: line.length - 1 });
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

  /** Every publication's latest version, in the order they were last written; may be iterated more than once. */
  async *records(): AsyncGenerator<PatentDocument> {
    await this.flush();
    const lines = createInterface({ input: createReadStream(this.file, { end: Math.max(0, this.written - 1) }) });
    let offset = 0;
    for await (const line of lines) {
      const here = offset;
      offset += Buffer.byteLength(line, 'utf8') + 1;
      if (line === '') continue;
      const doc = JSON.parse(line) as PatentDocument;
      if (this.slots.get(doc.id)?.offset === here) yield doc;
    }
  }

  async dispose(): Promise<void> {
    await this.handle.close().catch(() => {});
    await rm(this.folder, { recursive: true, force: true });
  }
}
