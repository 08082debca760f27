import { wordView } from '../codec/word-view.ts';
import { TERM_DICTIONARY_MAGIC, TERMS_PER_BLOCK, type TermInfo } from './term-dictionary-writer.ts';
import { compareBytes } from './utf8-order.ts';

/** A term and its info, as yielded by iteration. */
export type TermEntry = { readonly term: string; readonly info: TermInfo };

/** Result of a capped scan: the matches found and whether the cap cut the scan short. */
export type TermScan = { readonly entries: TermEntry[]; readonly truncated: boolean };

/**
 * A read-only view over a serialized term dictionary (see `TermDictionaryWriter`). Opening costs O(1): it reads the
 * header and views the block index in place; terms are decoded only inside the one block a lookup lands in.
 */
export class TermDictionary {
  /** Number of terms. */
  readonly size: number;
  private readonly blockIndex: Uint32Array;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();
  private target = new Uint8Array(64);

  // Decoding state of the entry last read by `readEntry` (kept in fields so a scan allocates nothing per term).
  private pos = 0;
  private term = new Uint8Array(64);
  private termLength = 0;
  private docFreq = 0;
  private totalTermFreq = 0;
  private offset = 0;
  private length = 0;

  private constructor(private readonly bytes: Uint8Array) {
    if (bytes.length < 16) throw new Error('term dictionary too short');
    const header = new DataView(bytes.buffer, bytes.byteOffset, 16);
    if (header.getUint32(0, true) !== TERM_DICTIONARY_MAGIC) throw new Error('not a term dictionary');
    this.size = header.getUint32(4, true);
    const blockCount = header.getUint32(8, true);
    this.blockIndex = wordView(bytes, header.getUint32(12, true), blockCount);
  }

  /** Opens a dictionary from its bytes without copying them. */
  static open(bytes: Uint8Array): TermDictionary {
    return new TermDictionary(bytes);
  }

  /** The info of `term`, or null if the term is absent. */
  lookup(term: string | Uint8Array): TermInfo | null {
    const length = this.encodeTarget(term);
    const block = this.findBlock(length);
    if (block < 0) return null;
    this.pos = this.blockIndex[block]!;
    const count = this.blockTerms(block);
    for (let i = 0; i < count; i++) {
      this.readEntry(i === 0);
      const c = compareBytes(this.term, 0, this.termLength, this.target, 0, length);
      if (c === 0) return this.info();
      if (c > 0) return null;
    }
    return null;
  }

  /** Terms starting with `prefix`, in order (truncation expansion: `motor*`). */
  *prefix(prefix: string): Generator<TermEntry> {
    const length = this.encodeTarget(prefix);
    const target = this.target.slice(0, length);
    const start = Math.max(0, this.findBlock(length));
    for (let block = start; block < this.blockIndex.length; block++) {
      this.pos = this.blockIndex[block]!;
      const count = this.blockTerms(block);
      for (let i = 0; i < count; i++) {
        this.readEntry(i === 0);
        if (compareBytes(this.term, 0, this.termLength, target, 0, length) < 0) continue;
        if (!this.startsWith(target)) return;
        const entry = this.entry();
        // Generators may be resumed after other calls moved the cursor: save and restore it around the yield.
        const saved = this.saveCursor();
        yield entry;
        this.restoreCursor(saved);
      }
    }
  }

  /** Every term in order. */
  entries(): Generator<TermEntry> {
    return this.prefix('');
  }

  /**
   * Scans every term and returns those `predicate` accepts, stopping after `limit` matches (wildcard patterns such as
   * `c?r*` that no prefix narrows). `truncated` says whether more matches may exist.
   */
  scan(predicate: (term: string) => boolean, limit: number): TermScan {
    const entries: TermEntry[] = [];
    for (let block = 0; block < this.blockIndex.length; block++) {
      this.pos = this.blockIndex[block]!;
      const count = this.blockTerms(block);
      for (let i = 0; i < count; i++) {
        this.readEntry(i === 0);
        const term = this.decoder.decode(this.term.subarray(0, this.termLength));
        if (!predicate(term)) continue;
        if (entries.length === limit) return { entries, truncated: true };
        entries.push({ term, info: this.info() });
      }
    }
    return { entries, truncated: false };
  }

  /** Encodes `term` into the reusable target buffer; returns its byte length. */
  private encodeTarget(term: string | Uint8Array): number {
    if (typeof term !== 'string') {
      if (this.target.length < term.length) this.target = new Uint8Array(term.length * 2);
      this.target.set(term);
      return term.length;
    }
    if (this.target.length < term.length * 3) this.target = new Uint8Array(term.length * 6);
    return this.encoder.encodeInto(term, this.target).written;
  }

  /** Index of the last block whose first term is ≤ the target, or −1 if the target precedes every term. */
  private findBlock(length: number): number {
    const index = this.blockIndex;
    const bytes = this.bytes;
    let lo = 0;
    let hi = index.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      // A block's first entry has shared length 0, a one-byte varint, then the full term.
      this.pos = index[mid]! + 1;
      const termLength = this.readVarint();
      const c = compareBytes(bytes, this.pos, this.pos + termLength, this.target, 0, length);
      if (c <= 0) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** Number of terms in `block`: 16 except in the last block (padding follows it, so bytes cannot bound it). */
  private blockTerms(block: number): number {
    return block + 1 < this.blockIndex.length ? TERMS_PER_BLOCK : this.size - block * TERMS_PER_BLOCK;
  }

  private readEntry(first: boolean): void {
    const shared = this.readVarint();
    const suffix = this.readVarint();
    const length = shared + suffix;
    if (this.term.length < length) {
      const grown = new Uint8Array(length * 2);
      grown.set(this.term.subarray(0, shared));
      this.term = grown;
    }
    this.term.set(this.bytes.subarray(this.pos, this.pos + suffix), shared);
    this.pos += suffix;
    this.termLength = length;
    this.docFreq = this.readVarint();
    this.totalTermFreq = this.docFreq + this.readVarint();
    if (first) this.offset = this.readVarint();
    else {
      const z = this.readVarint();
      this.offset = this.offset + this.length + (z % 2 === 0 ? z / 2 : -(z + 1) / 2);
    }
    this.length = this.readVarint();
  }

  private readVarint(): number {
    const bytes = this.bytes;
    let b = bytes[this.pos++]!;
    if (b < 0x80) return b;
    let value = b & 0x7f;
    let shift = 7;
    do {
      b = bytes[this.pos++]!;
      value += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b >= 0x80);
    return value;
  }

  private startsWith(prefix: Uint8Array): boolean {
    if (this.termLength < prefix.length) return false;
    for (let i = 0; i < prefix.length; i++) if (this.term[i] !== prefix[i]) return false;
    return true;
  }

  private info(): TermInfo {
    return { docFreq: this.docFreq, totalTermFreq: this.totalTermFreq, offset: this.offset, length: this.length };
  }

  private entry(): TermEntry {
    return { term: this.decoder.decode(this.term.subarray(0, this.termLength)), info: this.info() };
  }

  private saveCursor(): [number, Uint8Array, number, number] {
    return [this.pos, this.term.slice(0, this.termLength), this.offset, this.length];
  }

  private restoreCursor([pos, term, offset, length]: [number, Uint8Array, number, number]): void {
    this.pos = pos;
    if (this.term.length < term.length) this.term = new Uint8Array(term.length * 2);
    this.term.set(term);
    this.termLength = term.length;
    this.offset = offset;
    this.length = length;
  }
}
