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
 * The arrays of a columns file. Only the header is read on open; an array is read on first use and kept, so a reader
 * holds the columns its searches use, not every column of the segment.
 */
export class ColumnsReader {
  private readonly loaded = new Map<string, Int32Array>();

  private constructor(
    private readonly source: ByteSource,
    private readonly dataStart: number,
    private readonly header: ColumnHeader,
  ) {}

  /** Opens a columns file from its bytes (which must start on a 4-byte boundary) or from a source. */
  static open(file: Uint8Array | ByteSource): ColumnsReader {
    if (file instanceof Uint8Array && file.byteOffset % 4 !== 0) throw new Error('columns file must be 4-byte aligned');
    const source = file instanceof Uint8Array ? bytesSource(file) : file;
    if (source.size < 8) throw new Error('not a columns file');
    const start = source.readSync(0, 8);
    const view = new DataView(start.buffer, start.byteOffset, 8);
    if (view.getUint32(0, true) !== MAGIC) throw new Error('not a columns file');
    const headerLength = view.getUint32(4, true);
    const header = JSON.parse(decoder.decode(source.readSync(8, headerLength))) as ColumnHeader;
    const dataStart = (8 + headerLength + 3) & ~3;
    return new ColumnsReader(source, dataStart, header);
  }

  /** The meta value given to `finish`. */
  get meta(): unknown {
    return this.header.meta;
  }

  /** Whether an array of that name exists. */
  has(name: string): boolean {
    return name in this.header.arrays;
  }

  /** The named array (read once, then kept); throws if absent. */
  get(name: string): Int32Array {
    let values = this.loaded.get(name);
    if (values === undefined) {
      values = this.read(name);
      this.loaded.set(name, values);
    }
    return values;
  }

  /** The named array read afresh and not kept (a merge reads each column once). */
  read(name: string): Int32Array {
    const entry = this.header.arrays[name];
    if (!entry) throw new Error(`column ${name} missing`);
    const bytes = this.source.readSync(this.dataStart + entry[0], 4 * entry[1]);
    return new Int32Array(bytes.buffer, bytes.byteOffset, entry[1]);
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
