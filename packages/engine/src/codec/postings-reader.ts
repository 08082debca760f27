import { packedWords, readPacked, readPackedAt, unpackBits, unpackDocIds } from './bit-packing.ts';
import { ByteReader } from './byte-reader.ts';
import {
  BLOCK_HEADER_WORDS,
  BLOCK_SIZE,
  fullBlockCount,
  TAIL_PACK_MIN_POSITIONS,
  TERMINATED,
  type TermPostingsInfo,
} from './postings-block.ts';
import { wordView } from './word-view.ts';

const EMPTY_WORDS = new Uint32Array(0);
/** What the position buffers start as: most readers never decode a position (a word scored on its own). */
const EMPTY_INTS = new Int32Array(0);

/** Where a reader reports the work it does (documents and positions decoded), for a search's budget. */
export interface WorkMeter {
  spend(units: number): void;
}

/** Receives postings a block at a time (`PostingsReader.readRest`). */
export interface PostingsVisitor {
  /**
   * Doc ids `docs[from..to)` (increasing) and their frequencies `freqs[from..to)`; the buffers are the reader's own,
   * valid during the call only.
   */
  block(docs: Int32Array, freqs: Int32Array, from: number, to: number): void;
}

/**
 * Iterates one term's postings (DocSet contract): `doc()` is the current doc id, `advance()` moves to the following one
 * (tantivy's `advance`), `seek(target)` moves to the first doc ≥ target, skipping whole 128-doc blocks through the
 * skip table without decoding them. Both return the new doc id, or `TERMINATED` once exhausted. A fresh reader is
 * already on its first document. Per-document data (`freq`, `positions`, `sentences`, `paragraphs`) is decoded
 * lazily, only for documents that ask. Nothing is allocated per document; `reset` reuses the reader for another term.
 */
export class PostingsReader {
  private info!: TermPostingsInfo;
  private words: Uint32Array = EMPTY_WORDS;
  private blockCount = 0;
  private tailStart = 0;

  /** Index of the current block; `blockCount` means the varint tail. */
  private block = 0;
  private blockStart = 0;
  private count = 0;
  private index = 0;
  private current = -1;

  private docBuf = new Int32Array(BLOCK_SIZE);
  private freqBuf = new Int32Array(BLOCK_SIZE);
  private freqsReady = false;
  /** `startBuf[i]` is the index of doc i's first position within the block; valid when `layoutReady`. */
  private startBuf = EMPTY_INTS;
  private layoutReady = false;
  private widths = new Int32Array(6);
  private streamOffsets = new Int32Array(6);

  // The tail's positions, sentences and paragraphs, decoded together on first use (at most 127 documents).
  private tailReader: ByteReader | null = null;
  private tailPositionsStart = 0;
  private tailStreams: Int32Array[] = [EMPTY_INTS, EMPTY_INTS, EMPTY_INTS];

  private tailWords = EMPTY_WORDS;

  private outBufs: Int32Array[] = [EMPTY_INTS, EMPTY_INTS, EMPTY_INTS];

  /** Told of every block of documents and positions decoded from now on; may throw to stop the search. */
  meter: WorkMeter | null = null;

  constructor(
    private bytes: Uint8Array,
    info: TermPostingsInfo,
  ) {
    this.reset(info);
  }

  /** Repositions the reader on the first document of another term, in the same postings bytes or in `bytes`. */
  reset(info: TermPostingsInfo, bytes?: Uint8Array): void {
    if (info.docFreq < 1) throw new RangeError('a term has at least one document');
    if (bytes !== undefined) this.bytes = bytes;
    this.info = info;
    this.blockCount = fullBlockCount(info.docFreq);
    const nb = this.blockCount;
    if (nb > 0) {
      // The skip table is read first to learn how many words the packed blocks span.
      const head = wordView(this.bytes, info.offset, 2 * nb);
      const blockWords = head[2 * nb - 1]!;
      this.words = wordView(this.bytes, info.offset, 2 * nb + blockWords);
      this.tailStart = info.offset + 4 * (2 * nb + blockWords);
    } else {
      this.words = EMPTY_WORDS;
      this.tailStart = info.offset;
    }
    this.current = -1;
    if (nb > 0) this.loadBlock(0);
    else this.loadTail();
  }

  /** Number of documents in the postings (an upper bound on the work of iterating them). */
  cost(): number {
    return this.info.docFreq;
  }

  /** The current doc id (`TERMINATED` once exhausted). */
  doc(): number {
    return this.current;
  }

  /** Moves to the next document and returns its id, or `TERMINATED`. */
  advance(): number {
    if (++this.index < this.count) {
      this.current = this.docBuf[this.index]!;
      return this.current;
    }
    return this.nextBlock();
  }

  /**
   * Moves to the first document ≥ `target` and returns it (or `TERMINATED`). Never moves backwards: a target at or
   * before the current doc leaves the reader where it is.
   */
  seek(target: number): number {
    if (target <= this.current) return this.current;
    if (this.block < this.blockCount && target > this.words[this.block]!) {
      // Skip: find the first block whose last doc reaches the target, galloping then bisecting over the table.
      const last = this.words;
      const nb = this.blockCount;
      let lo = this.block + 1;
      let step = 1;
      let hi = lo;
      while (hi < nb && last[hi]! < target) {
        lo = hi + 1;
        hi += step;
        step *= 2;
      }
      if (hi > nb) hi = nb;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (last[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      if (lo < nb) this.loadBlock(lo);
      else if (!this.loadTail()) return this.current;
    }
    const docs = this.docBuf;
    for (;;) {
      let i = this.index;
      const n = this.count;
      while (i < n && docs[i]! < target) i++;
      if (i < n) {
        this.index = i;
        this.current = docs[i]!;
        return this.current;
      }
      this.index = n - 1;
      if (this.nextBlock() === TERMINATED) return TERMINATED;
    }
  }

  /** The term's frequency in the current document. */
  freq(): number {
    if (!this.freqsReady) this.decodeFreqs();
    return this.freqBuf[this.index]!;
  }

  /**
   * Hands the rest of the postings, from the current document on, to `visitor` a block at a time, and leaves the
   * reader exhausted: for a caller that reads every document and its frequency anyway (a word summed in bulk), one
   * call per 128 documents instead of two per document.
   */
  readRest(visitor: PostingsVisitor): void {
    while (this.current !== TERMINATED) {
      if (!this.freqsReady) this.decodeFreqs();
      visitor.block(this.docBuf, this.freqBuf, this.index, this.count);
      this.index = this.count - 1;
      this.nextBlock();
    }
  }

  /**
   * Positions of the term in the current document, increasing. Returns a reused buffer whose first `freq()` entries
   * are valid until the reader moves; copy them to keep them.
   */
  positions(): Int32Array {
    return this.fill(0);
  }

  /** Sentence ordinal of each position (same indexing and buffer rules as `positions()`). */
  sentences(): Int32Array {
    return this.fill(1);
  }

  /** Paragraph ordinal of each position (same indexing and buffer rules as `positions()`). */
  paragraphs(): Int32Array {
    return this.fill(2);
  }

  private nextBlock(): number {
    if (this.current === TERMINATED) return TERMINATED;
    if (this.block + 1 < this.blockCount) this.loadBlock(this.block + 1);
    else if (this.block + 1 === this.blockCount) {
      if (!this.loadTail()) return TERMINATED;
    } else this.terminate();
    return this.current;
  }

  private terminate(): void {
    this.block = this.blockCount + 1;
    this.count = 0;
    this.index = 0;
    this.current = TERMINATED;
  }

  private loadBlock(b: number): void {
    const words = this.words;
    const nb = this.blockCount;
    const start = 2 * nb + (b === 0 ? 0 : words[nb + b - 1]!);
    const previous = b === 0 ? -1 : words[b - 1]!;
    this.meter?.spend(BLOCK_SIZE);
    unpackDocIds(words, start + BLOCK_HEADER_WORDS, BLOCK_SIZE, words[start]! & 0xff, previous, this.docBuf);
    this.block = b;
    this.blockStart = start;
    this.count = BLOCK_SIZE;
    this.index = 0;
    this.current = this.docBuf[0]!;
    this.freqsReady = false;
    this.layoutReady = false;
  }

  /** Decodes the tail's doc ids and frequencies; false (and terminated) if the term has no tail. */
  private loadTail(): boolean {
    const nb = this.blockCount;
    const n = this.info.docFreq - nb * BLOCK_SIZE;
    if (n === 0) {
      this.terminate();
      return false;
    }
    this.meter?.spend(n);
    const reader = new ByteReader(this.bytes, this.tailStart, this.info.offset + this.info.length);
    let doc = nb === 0 ? -1 : this.words[nb - 1]!;
    const docs = this.docBuf;
    const freqs = this.freqBuf;
    for (let i = 0; i < n; i++) {
      const code = reader.readVarint();
      doc += (code >>> 1) + 1;
      docs[i] = doc;
      freqs[i] = code & 1 ? 1 : reader.readVarint() + 2;
    }
    this.tailReader = reader;
    this.tailPositionsStart = reader.pos;
    this.block = nb;
    this.count = n;
    this.index = 0;
    this.current = docs[0]!;
    this.freqsReady = true;
    this.layoutReady = false;
    return true;
  }

  private decodeFreqs(): void {
    const words = this.words;
    const start = this.blockStart;
    const header = words[start]!;
    const freqPos = start + BLOCK_HEADER_WORDS + packedWords(BLOCK_SIZE, header & 0xff);
    const freqs = this.freqBuf;
    unpackBits(words, freqPos, BLOCK_SIZE, (header >>> 8) & 0xff, freqs, 0);
    for (let i = 0; i < BLOCK_SIZE; i++) freqs[i] = freqs[i]! + 1;
    this.freqsReady = true;
  }

  /** Computes per-doc position starts, and for packed blocks where each stream begins. */
  private prepareLayout(): void {
    if (!this.freqsReady) this.decodeFreqs();
    const n = this.count;
    if (this.startBuf.length === 0) this.startBuf = new Int32Array(BLOCK_SIZE + 1);
    const starts = this.startBuf;
    let total = 0;
    for (let i = 0; i < n; i++) {
      starts[i] = total;
      total += this.freqBuf[i]!;
    }
    starts[n] = total;
    this.meter?.spend(total);
    if (this.block < this.blockCount) {
      const words = this.words;
      const start = this.blockStart;
      const a = words[start]!;
      const b = words[start + 1]!;
      const gapCount = words[start + 2]! - BLOCK_SIZE;
      const widths = this.widths;
      widths[0] = (a >>> 16) & 0xff;
      widths[1] = a >>> 24;
      widths[2] = b & 0xff;
      widths[3] = (b >>> 8) & 0xff;
      widths[4] = (b >>> 16) & 0xff;
      widths[5] = b >>> 24;
      let pos =
        start + BLOCK_HEADER_WORDS + packedWords(BLOCK_SIZE, a & 0xff) + packedWords(BLOCK_SIZE, (a >>> 8) & 0xff);
      for (let s = 0; s < 3; s++) {
        this.streamOffsets[2 * s] = pos;
        pos += packedWords(BLOCK_SIZE, widths[2 * s]!);
        this.streamOffsets[2 * s + 1] = pos;
        pos += packedWords(gapCount, widths[2 * s + 1]!);
      }
    } else {
      this.decodeTailPositions(total);
    }
    this.layoutReady = true;
  }

  private decodeTailPositions(total: number): void {
    const reader = this.tailReader!;
    reader.pos = this.tailPositionsStart;
    for (let s = 0; s < 3; s++) {
      if (this.tailStreams[s]!.length < total) this.tailStreams[s] = new Int32Array(Math.max(256, 2 * total));
    }
    if (total >= TAIL_PACK_MIN_POSITIONS) this.decodePackedTail(reader, total);
    else this.decodeVarintTail(reader);
  }

  private decodeVarintTail(reader: ByteReader): void {
    const streams = this.tailStreams;
    let at = 0;
    for (let i = 0; i < this.count; i++) {
      const f = this.freqBuf[i]!;
      for (let s = 0; s < 3; s++) {
        const stream = streams[s]!;
        let v = reader.readVarint();
        stream[at] = v;
        for (let j = 1; j < f; j++) {
          v += reader.readVarint();
          stream[at + j] = v;
        }
      }
      at += f;
    }
  }

  private decodePackedTail(reader: ByteReader, total: number): void {
    const n = this.count;
    const gapCount = total - n;
    const header = reader.readUint32LE();
    let totalBits = 0;
    for (let r = 0; r < 6; r++) totalBits += (r % 2 === 0 ? n : gapCount) * ((header >>> (5 * r)) & 31);
    // Copy into an aligned scratch (with a spare word, since reads may touch the word after the last bit).
    const byteLength = (totalBits + 7) >>> 3;
    const wordCount = ((totalBits + 31) >>> 5) + 1;
    if (this.tailWords.length < wordCount) this.tailWords = new Uint32Array(Math.max(64, wordCount * 2));
    const words = this.tailWords;
    words.fill(0, 0, wordCount);
    new Uint8Array(words.buffer, 0, byteLength).set(reader.readBytes(byteLength));
    let bit = 0;
    for (let s = 0; s < 3; s++) {
      const stream = this.tailStreams[s]!;
      const firstBits = (header >>> (10 * s)) & 31;
      const gapBits = (header >>> (10 * s + 5)) & 31;
      const gapBit = bit + n * firstBits;
      let g = 0;
      let at = 0;
      for (let i = 0; i < n; i++) {
        const f = this.freqBuf[i]!;
        let v = readPackedAt(words, bit, i, firstBits);
        stream[at] = v;
        for (let j = 1; j < f; j++) {
          v += readPackedAt(words, gapBit, g++, gapBits);
          stream[at + j] = v;
        }
        at += f;
      }
      bit = gapBit + gapCount * gapBits;
    }
  }

  private fill(stream: number): Int32Array {
    if (this.current === TERMINATED) throw new Error('no current document');
    if (!this.layoutReady) this.prepareLayout();
    const i = this.index;
    const f = this.freqBuf[i]!;
    let out = this.outBufs[stream]!;
    if (out.length < f) {
      out = new Int32Array(Math.max(f, 64, out.length * 2));
      this.outBufs[stream] = out;
    }
    const start = this.startBuf[i]!;
    if (this.block === this.blockCount) {
      // A copy loop: a subarray view per call would be an allocation per document.
      const decoded = this.tailStreams[stream]!;
      for (let j = 0; j < f; j++) out[j] = decoded[start + j]!;
      return out;
    }
    const words = this.words;
    const firstBits = this.widths[2 * stream]!;
    const gapBits = this.widths[2 * stream + 1]!;
    const gapPos = this.streamOffsets[2 * stream + 1]!;
    let v = readPacked(words, this.streamOffsets[2 * stream]!, i, firstBits);
    out[0] = v;
    // Doc i's gaps follow the gaps of the docs before it: (positions before i) − (one first value per earlier doc).
    const gapBase = start - i;
    for (let j = 1; j < f; j++) {
      v += readPacked(words, gapPos, gapBase + j - 1, gapBits);
      out[j] = v;
    }
    return out;
  }
}
