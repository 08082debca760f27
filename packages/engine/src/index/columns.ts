// A segment's per-document columns (doc values, field lengths, sentence and paragraph starts) in one file:
//   u32 magic "DVC1" | u32 header length | header JSON (UTF-8) | pad to 4 | Int32 arrays, each 4-byte aligned
// The header names each array with its offset and length, so readers view the file in place (no copy, no parse
// per document). Everything is Int32: dates are YYYYMMDD, counts and ordinals fit, and 4-byte alignment is what
// Directory.readFile guarantees (Float64 would need 8).

import { type ByteSource, bytesSource } from '../codec/byte-source';
import { ByteWriter } from '../codec/byte-writer';

const MAGIC = 0x31435644;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

type ColumnHeader = { readonly meta: unknown; readonly arrays: Record<string, [offset: number, length: number]> };

/** Collects named Int32 arrays and a JSON meta value, then writes them as one file. */
export class ColumnsWriter {
  private readonly arrays = new Map<string, Int32Array>();

  /** Adds an array under a unique name. */
  set(name: string, values: Int32Array): void {
    if (this.arrays.has(name)) throw new Error(`column ${name} written twice`);
    this.arrays.set(name, values);
  }

  /** The file bytes, with `meta` stored in the header. */
  finish(meta: unknown): Uint8Array {
    const entries: Record<string, [number, number]> = {};
    let offset = 0;
    for (const [name, values] of this.arrays) {
      entries[name] = [offset, values.length];
      offset += values.length * 4;
    }
    const header = encoder.encode(JSON.stringify({ meta, arrays: entries } satisfies ColumnHeader));
    const out = new ByteWriter(16 + header.length + offset);
    out.writeUint32LE(MAGIC);
    out.writeUint32LE(header.length);
    out.writeBytes(header);
    out.align(4);
    const dataStart = out.length;
    for (const values of this.arrays.values()) {
      out.writeWords(new Uint32Array(values.buffer, values.byteOffset, values.length), 0, values.length);
    }
    if (out.length !== dataStart + offset) throw new Error('column layout mismatch');
    // Offsets in the header are relative to the data start, which the reader recomputes from the header length.
    return out.finish();
  }
}

/**
 * The column arrays of one segment as several threads hold them (see `ColumnShare`): each array read once, into a
 * `SharedArrayBuffer`, and used by every thread that reads the segment.
 */
export type ColumnGroup = {
  /**
   * Changes when an array already handed out was replaced by another thread's copy of the same bytes (two threads
   * read it at once; one copy is kept): whoever keeps arrays of the group asks for them again.
   */
  readonly version: number;
  /** The buffer of the named array, if a thread has read it. */
  get(name: string): SharedArrayBuffer | undefined;
  /** Offers a buffer just read; returns the one to use (a buffer another thread gave first wins). */
  publish(name: string, buffer: SharedArrayBuffer): SharedArrayBuffer;
};

/**
 * Where readers of segments keep their column arrays so that threads of one process hold one copy (the search
 * pool's workers: `pool-worker.ts`). `hold` and `release` pair up per reader: a segment's arrays are freed once no
 * reader of any thread holds it. Segments are immutable (deletions are separate files), so a segment's columns never
 * change and `key` (segment name and file size) names them for good.
 */
export type ColumnShare = {
  hold(key: string): ColumnGroup;
  release(key: string): void;
};

/**
 * The arrays of a columns file. Only the header is read on open; an array is read on first use and kept, so a reader
 * holds the columns its searches use, not every column of the segment. With a `ColumnShare` the arrays are read
 * into shared memory and kept in the share's group, so every thread uses the copy the first one read.
 */
export class ColumnsReader {
  private readonly loaded = new Map<string, Int32Array>();
  /** The group's version when `loaded` was last emptied. */
  private seen = 0;
  private released = false;

  private constructor(
    private readonly source: ByteSource,
    private readonly dataStart: number,
    private readonly header: ColumnHeader,
    private readonly share: { readonly columns: ColumnShare; readonly key: string; readonly group: ColumnGroup } | null,
  ) {
    if (share !== null) this.seen = share.group.version;
  }

  /**
   * Opens a columns file from its bytes (which must start on a 4-byte boundary) or from a source. With `share`, the
   * reader holds the group of `share.key` until `release()`.
   */
  static open(
    file: Uint8Array | ByteSource,
    share?: { readonly columns: ColumnShare; readonly key: string },
  ): ColumnsReader {
    if (file instanceof Uint8Array && file.byteOffset % 4 !== 0) throw new Error('columns file must be 4-byte aligned');
    const source = file instanceof Uint8Array ? bytesSource(file) : file;
    if (source.size < 8) throw new Error('not a columns file');
    const start = source.readSync(0, 8);
    const view = new DataView(start.buffer, start.byteOffset, 8);
    if (view.getUint32(0, true) !== MAGIC) throw new Error('not a columns file');
    const headerLength = view.getUint32(4, true);
    const header = JSON.parse(decoder.decode(source.readSync(8, headerLength))) as ColumnHeader;
    const dataStart = (8 + headerLength + 3) & ~3;
    const held = share ? { ...share, group: share.columns.hold(share.key) } : null;
    return new ColumnsReader(source, dataStart, header, held);
  }

  /** The meta value given to `finish`. */
  get meta(): unknown {
    return this.header.meta;
  }

  /**
   * Changes when arrays this reader gave out were replaced by the shared copy (see `ColumnGroup.version`): a caller
   * that keeps arrays (or objects over them) asks for them again when it sees a new value. Always 0 unshared.
   */
  get version(): number {
    return this.share === null ? 0 : this.share.group.version;
  }

  /** Whether an array of that name exists. */
  has(name: string): boolean {
    return name in this.header.arrays;
  }

  /** The named array (read once, then kept); throws if absent. */
  get(name: string): Int32Array {
    const share = this.share;
    if (share !== null && share.group.version !== this.seen) {
      this.loaded.clear();
      this.seen = share.group.version;
    }
    let values = this.loaded.get(name);
    if (values === undefined) {
      values = share === null ? this.read(name) : this.readShared(share.group, name);
      this.loaded.set(name, values);
    }
    return values;
  }

  /** The arrays this reader has handed out, by name (for memory accounting and tests). */
  held(): ReadonlyMap<string, Int32Array> {
    if (this.share !== null && this.share.group.version !== this.seen) {
      this.loaded.clear();
      this.seen = this.share.group.version;
    }
    return this.loaded;
  }

  /** The named array read afresh and not kept (a merge reads each column once). */
  read(name: string): Int32Array {
    const entry = this.entry(name);
    const bytes = this.source.readSync(this.dataStart + entry[0], 4 * entry[1]);
    return new Int32Array(bytes.buffer, bytes.byteOffset, entry[1]);
  }

  /** Lets go of the shared group (once; later `get`s read unshared). A no-op without a share. */
  release(): void {
    if (this.share === null || this.released) return;
    this.released = true;
    this.share.columns.release(this.share.key);
  }

  /** The group's copy of an array, else the file's bytes copied into shared memory and offered to the group. */
  private readShared(group: ColumnGroup, name: string): Int32Array {
    let buffer = group.get(name);
    if (buffer === undefined) {
      const entry = this.entry(name);
      const bytes = this.source.readSync(this.dataStart + entry[0], 4 * entry[1]);
      const own = new SharedArrayBuffer(bytes.length);
      new Uint8Array(own).set(bytes);
      buffer = this.released ? own : group.publish(name, own);
    }
    return new Int32Array(buffer);
  }

  private entry(name: string): [number, number] {
    const entry = this.header.arrays[name];
    if (!entry) throw new Error(`column ${name} missing`);
    return entry;
  }
}

/** Strings as one UTF-8 blob plus offsets, for storing a sorted value dictionary in Int32 columns. */
export function encodeStrings(values: readonly string[]): { offsets: Int32Array; bytes: Int32Array } {
  const encoded = values.map((v) => encoder.encode(v));
  const offsets = new Int32Array(values.length + 1);
  let total = 0;
  for (let i = 0; i < encoded.length; i++) {
    offsets[i] = total;
    total += encoded[i]!.length;
  }
  offsets[values.length] = total;
  const bytes = new Uint8Array((total + 3) & ~3);
  for (let i = 0; i < encoded.length; i++) bytes.set(encoded[i]!, offsets[i]!);
  return { offsets, bytes: new Int32Array(bytes.buffer, 0, bytes.length / 4) };
}

/** Inverse of `encodeStrings`. */
export function decodeStrings(offsets: Int32Array, bytes: Int32Array): string[] {
  const raw = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values: string[] = new Array(offsets.length - 1);
  for (let i = 0; i < values.length; i++) values[i] = decoder.decode(raw.subarray(offsets[i]!, offsets[i + 1]!));
  return values;
}
