import { ByteWriter } from '../codec/byte-writer.ts';
import type { TermPostingsInfo } from '../codec/postings-block.ts';
import { compareBytes } from './utf8-order.ts';

/** What the dictionary maps a term to: where its postings are and its statistics (tantivy's and Lucene's TermInfo). */
export type TermInfo = TermPostingsInfo;

/** Terms per front-coded block; the sparse index holds one entry per block. */
export const TERMS_PER_BLOCK = 16;

/** First bytes of a dictionary written before block keys had a section of their own ("TDC1"); still readable. */
export const TERM_DICTIONARY_MAGIC_V1 = 0x31434454;

/** First bytes of a serialized dictionary ("TDC2"). */
export const TERM_DICTIONARY_MAGIC = 0x32434454;

/**
 * Builds a serialized term dictionary from terms added in strictly increasing UTF-8 byte order. Terms are front-coded
 * in blocks of 16 (each stores only the suffix after the prefix it shares with the previous term) and a sparse index of
 * block offsets allows binary search over the blocks' first terms. Layout: ARCHITECTURE.md, "Term dictionary".
 */
export class TermDictionaryWriter {
  private readonly blocks = new ByteWriter(1 << 16);
  private readonly blockOffsets: number[] = [];
  /** First terms of the blocks, concatenated; `blockKeyStarts[b]` is where block b's starts. */
  private readonly blockKeyBytes = new ByteWriter(1 << 12);
  private readonly blockKeyStarts: number[] = [];
  private readonly encoder = new TextEncoder();
  /** The previous term's bytes: `previous[0, previousLength)`. */
  private previous: Uint8Array = new Uint8Array(0);
  private previousLength = 0;
  /**
   * A string term is encoded into `spare`; it then becomes `previous` and the previous term's buffer, when it was
   * ours, the next spare: two buffers for all the string terms of a segment rather than an array per term.
   */
  private spare: Uint8Array = new Uint8Array(256);
  private previousIsOurs = false;
  private previousOffset = 0;
  private count = 0;

  /** Adds the next term; it must sort strictly after the previous one (UTF-8 bytes, see utf8-order.ts). */
  add(term: string | Uint8Array, info: TermInfo): void {
    let bytes: Uint8Array;
    let length: number;
    if (typeof term === 'string') {
      // UTF-8 takes at most three bytes per UTF-16 code unit.
      if (this.spare.length < term.length * 3) this.spare = new Uint8Array(term.length * 3);
      bytes = this.spare;
      // ASCII (nearly every term) is copied unit by unit; a call to the encoder per term cost more than that.
      length = 0;
      while (length < term.length) {
        const unit = term.charCodeAt(length);
        if (unit >= 0x80) break;
        bytes[length++] = unit;
      }
      if (length < term.length) length = this.encoder.encodeInto(term, bytes).written;
    } else {
      bytes = term;
      length = term.length;
    }
    const out = this.blocks;
    const previous = this.previous;
    if (this.count > 0 && compareBytes(previous, 0, this.previousLength, bytes, 0, length) >= 0) {
      const text = new TextDecoder().decode(bytes.subarray(0, length));
      throw new Error(`terms must be added in increasing UTF-8 order: ${text}`);
    }
    const first = this.count % TERMS_PER_BLOCK === 0;
    let shared = 0;
    if (first) {
      this.blockOffsets.push(out.length);
      this.blockKeyStarts.push(this.blockKeyBytes.length);
      this.blockKeyBytes.writeBytes(bytes, 0, length);
    } else {
      const max = Math.min(this.previousLength, length);
      while (shared < max && previous[shared] === bytes[shared]) shared++;
    }
    out.writeVarint(shared);
    out.writeVarint(length - shared);
    out.writeBytes(bytes, shared, length);
    out.writeVarint(info.docFreq);
    out.writeVarint(info.totalTermFreq - info.docFreq);
    // Postings are usually written in term order, so each offset is the previous end (plus alignment padding).
    if (first) out.writeVarint(info.offset);
    else out.writeZigzag(info.offset - this.previousOffset);
    out.writeVarint(info.length);
    this.previousOffset = info.offset + info.length;
    if (bytes === this.spare) {
      this.spare = this.previousIsOurs ? previous : new Uint8Array(256);
      this.previousIsOurs = true;
    } else {
      this.previousIsOurs = false;
    }
    this.previous = bytes;
    this.previousLength = length;
    this.count++;
  }

  /** Number of terms added. */
  get size(): number {
    return this.count;
  }

  /** The serialized dictionary. */
  finish(): Uint8Array {
    const out = new ByteWriter(this.blocks.length + 4 * this.blockOffsets.length + this.blockKeyBytes.length + 64);
    out.writeUint32LE(TERM_DICTIONARY_MAGIC);
    out.writeUint32LE(this.count);
    out.writeUint32LE(this.blockOffsets.length);
    out.writeUint32LE(0); // index offset, patched below
    out.writeUint32LE(0); // block keys offset, patched below
    out.writeUint32LE(0); // padding: the blocks start on an 8-byte boundary
    const dataStart = out.length;
    out.writeBytes(this.blocks.finish());
    out.align(4);
    const indexOffset = out.length;
    for (const offset of this.blockOffsets) out.writeUint32LE(dataStart + offset);
    // Each block's first term again, packed: a reader keeps these (a sixteenth of the terms) and reads blocks on demand.
    const keysOffset = out.length;
    const keys = this.blockKeyBytes.finish();
    for (const start of this.blockKeyStarts) out.writeUint32LE(start);
    out.writeUint32LE(keys.length);
    out.writeBytes(keys);
    const bytes = out.finish();
    const header = new DataView(bytes.buffer, bytes.byteOffset);
    header.setUint32(12, indexOffset, true);
    header.setUint32(16, keysOffset, true);
    return bytes;
  }
}

/** Serializes sorted `(term, info)` pairs in one call. */
export function buildTermDictionary(entries: Iterable<readonly [string | Uint8Array, TermInfo]>): Uint8Array {
  const writer = new TermDictionaryWriter();
  for (const [term, info] of entries) writer.add(term, info);
  return writer.finish();
}
