import { type ByteSource, bytesSource, readKept } from '../codec/byte-source.ts';
import { wordView } from '../codec/word-view.ts';
import {
  TERM_DICTIONARY_MAGIC,
  TERM_DICTIONARY_MAGIC_V1,
  TERMS_PER_BLOCK,
  type TermInfo,
} from './term-dictionary-writer.ts';
import { compareBytes } from './utf8-order.ts';

/** A term and its info, as yielded by iteration. */
export type TermEntry = { readonly term: string; readonly info: TermInfo };

/** Result of a capped scan: the matches found and whether the cap cut the scan short. */
export type TermScan = { readonly entries: TermEntry[]; readonly truncated: boolean };

/** A suspended scan's place: file offset, block, current term, and the postings offset and length it decodes from. */
type Cursor = [pos: number, block: number, term: Uint8Array, offset: number, length: number];

/** Bytes read at once when a scan leaves the window (many blocks, few reads). */
const SCAN_WINDOW_BYTES = 64 * 1024;
/** Bytes read at least when a lookup leaves the window: its block and, for lookups in term order, a few after it. */
const LOOKUP_WINDOW_BYTES = 1024;

/**
 * A read-only serialized term dictionary (see `TermDictionaryWriter`) over its bytes or over a file. Only the sparse
 * index is held: each block's offset and first term, a sixteenth of the terms. Blocks are read on demand into a window
 * (a lookup's block and a little more, or 64 KiB for scans), so a lookup costs at most one positioned read, lookups in
 * term order and prefix scans share reads, and
 * memory does not grow with the dictionary (the operating system's page cache keeps what is hot). Terms are decoded
 * only inside the one block a lookup lands in.
 */
export class TermDictionary {
  /** Number of terms. */
  readonly size: number;
  /** File offset of each block. */
  private readonly blockIndex: Uint32Array;
  /** Where the last block ends (the sparse index follows the blocks). */
  private readonly blocksEnd: number;
  /** First term of each block, packed: block b's is `blockKeys[blockKeyStarts[b] .. blockKeyStarts[b + 1])`. */
  private readonly blockKeys: Uint8Array;
  private readonly blockKeyStarts: Uint32Array;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();
  private target = new Uint8Array(64);

  /** The window: file bytes `[base, base + bytes.length)`. */
  private bytes: Uint8Array;
  private base: number;

  // Decoding state of the entry last read by `readEntry` (kept in fields so a scan allocates nothing per term).
  // `pos` is a file offset.
  private pos = 0;
  private block = 0;
  private term = new Uint8Array(64);
  private termLength = 0;
  private docFreq = 0;
  private totalTermFreq = 0;
  private offset = 0;
  private length = 0;

  private constructor(private readonly source: ByteSource) {
    if (source.size < 16) throw new Error('term dictionary too short');
    // What is read here is held (header, sparse index, block keys): read past any block cache.
    const head = readKept(source, 0, Math.min(source.size, 24));
    const header = new DataView(head.buffer, head.byteOffset, head.length);
    const magic = header.getUint32(0, true);
    if (magic !== TERM_DICTIONARY_MAGIC && magic !== TERM_DICTIONARY_MAGIC_V1) throw new Error('not a term dictionary');
    this.size = header.getUint32(4, true);
    const blockCount = header.getUint32(8, true);
    const indexOffset = header.getUint32(12, true);
    this.blocksEnd = indexOffset;
    const index = readKept(source, indexOffset, 4 * blockCount);
    this.blockIndex = wordView(index, 0, blockCount);
    this.bytes = new Uint8Array(0);
    this.base = 0;
    if (magic === TERM_DICTIONARY_MAGIC) {
      const keysOffset = header.getUint32(16, true);
      const starts = readKept(source, keysOffset, 4 * (blockCount + 1));
      this.blockKeyStarts = wordView(starts, 0, blockCount + 1);
      this.blockKeys = readKept(source, keysOffset + 4 * (blockCount + 1), this.blockKeyStarts[blockCount]!);
    } else {
      // Written before the keys had their own section: the whole file stays the window, and the keys are gathered.
      this.bytes = readKept(source, 0, source.size);
      [this.blockKeys, this.blockKeyStarts] = this.gatherBlockKeys();
    }
  }

  /** Opens a dictionary from its bytes (without copying them) or from a file. */
  static open(file: Uint8Array | ByteSource): TermDictionary {
    return new TermDictionary(file instanceof Uint8Array ? bytesSource(file) : file);
  }

  /** The info of `term`, or null if the term is absent. */
  lookup(term: string | Uint8Array): TermInfo | null {
    const length = this.encodeTarget(term);
    const block = this.findBlock(length);
    if (block < 0) return null;
    this.enterBlock(block, LOOKUP_WINDOW_BYTES);
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
      this.enterBlock(block, SCAN_WINDOW_BYTES);
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
      this.enterBlock(block, SCAN_WINDOW_BYTES);
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

  /** Ordinal (position in term order) of the first term ≥ `term`; `size` when every term precedes it. */
  rank(term: string | Uint8Array): number {
    const length = this.encodeTarget(term);
    const block = this.findBlock(length);
    if (block < 0) return 0;
    this.enterBlock(block, LOOKUP_WINDOW_BYTES);
    const count = this.blockTerms(block);
    for (let i = 0; i < count; i++) {
      this.readEntry(i === 0);
      if (compareBytes(this.term, 0, this.termLength, this.target, 0, length) >= 0) return block * TERMS_PER_BLOCK + i;
    }
    return block * TERMS_PER_BLOCK + count;
  }

  /**
   * Walks the terms in order from ordinal `from`, calling `visit` with each term's UTF-8 bytes in a reused buffer (valid
   * only during the call: bytes `[0, length)`) and its ordinal, until `visit` returns false or the terms end. Nothing is
   * decoded or allocated per term; `currentInfo()` gives the visited term's postings info. `visit` must not call the
   * dictionary's other methods (they move the cursor).
   */
  visit(from: number, visit: (term: Uint8Array, length: number, ordinal: number) => boolean): void {
    if (from >= this.size) return;
    const first = Math.floor(from / TERMS_PER_BLOCK);
    for (let block = first; block < this.blockIndex.length; block++) {
      this.enterBlock(block, SCAN_WINDOW_BYTES);
      const count = this.blockTerms(block);
      const base = block * TERMS_PER_BLOCK;
      for (let i = 0; i < count; i++) {
        this.readEntry(i === 0);
        if (base + i < from) continue;
        if (!visit(this.term, this.termLength, base + i)) return;
      }
    }
  }

  /** The postings info of the term `visit` is visiting. */
  currentInfo(): TermInfo {
    return this.info();
  }

  /** The term at `ordinal` (0 ≤ ordinal < size) and its info; ordinals in increasing order share reads. */
  entryAt(ordinal: number): TermEntry {
    if (ordinal < 0 || ordinal >= this.size) throw new RangeError(`term ordinal ${ordinal} out of range`);
    const block = Math.floor(ordinal / TERMS_PER_BLOCK);
    this.enterBlock(block, LOOKUP_WINDOW_BYTES);
    const target = ordinal - block * TERMS_PER_BLOCK;
    for (let i = 0; i < target; i++) this.readEntry(i === 0);
    this.readEntry(target === 0);
    return this.entry();
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
    const starts = this.blockKeyStarts;
    const keys = this.blockKeys;
    let lo = 0;
    let hi = this.blockIndex.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareBytes(keys, starts[mid]!, starts[mid + 1]!, this.target, 0, length);
      if (c <= 0) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** Puts the cursor on the first entry of `block`, reading the file when the block is outside the window. */
  private enterBlock(block: number, window: number): void {
    const start = this.blockIndex[block]!;
    this.pos = start;
    this.block = block;
    this.cover(start, this.blockEnd(block), window);
  }

  private blockEnd(block: number): number {
    return block + 1 < this.blockIndex.length ? this.blockIndex[block + 1]! : this.blocksEnd;
  }

  /** Makes the window hold file bytes `[start, end)`, reading at least `window` bytes when it must read. */
  private cover(start: number, end: number, window: number): void {
    if (start >= this.base && end <= this.base + this.bytes.length) return;
    const length = Math.min(this.blocksEnd - start, Math.max(end - start, window));
    this.bytes = this.source.readSync(start, length);
    this.base = start;
  }

  /** The first term of every block, read from the blocks (dictionaries written before the keys had a section). */
  private gatherBlockKeys(): [Uint8Array, Uint32Array] {
    const blockCount = this.blockIndex.length;
    const starts = new Uint32Array(blockCount + 1);
    const parts: Uint8Array[] = [];
    let total = 0;
    for (let block = 0; block < blockCount; block++) {
      // A block's first entry has shared length 0, then its term's length and bytes.
      this.pos = this.blockIndex[block]! + 1;
      const termLength = this.readVarint();
      parts.push(this.bytes.subarray(this.pos, this.pos + termLength));
      starts[block] = total;
      total += termLength;
    }
    starts[blockCount] = total;
    const keys = new Uint8Array(total);
    for (let block = 0; block < blockCount; block++) keys.set(parts[block]!, starts[block]!);
    return [keys, starts];
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
    const at = this.pos - this.base;
    this.term.set(this.bytes.subarray(at, at + suffix), shared);
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
    const base = this.base;
    let b = bytes[this.pos++ - base]!;
    if (b < 0x80) return b;
    let value = b & 0x7f;
    let shift = 7;
    do {
      b = bytes[this.pos++ - base]!;
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

  private saveCursor(): Cursor {
    return [this.pos, this.block, this.term.slice(0, this.termLength), this.offset, this.length];
  }

  private restoreCursor([pos, block, term, offset, length]: Cursor): void {
    // Another call may have moved the window: the rest of the block is what the cursor reads next.
    this.cover(pos, this.blockEnd(block), SCAN_WINDOW_BYTES);
    this.pos = pos;
    this.block = block;
    if (this.term.length < term.length) this.term = new Uint8Array(term.length * 2);
    this.term.set(term);
    this.termLength = term.length;
    this.offset = offset;
    this.length = length;
  }
}
