import { bitsRequired, maxOf, packBits, packBitsAt, packedWords } from './bit-packing.ts';
import { ByteWriter } from './byte-writer.ts';
import {
  BLOCK_HEADER_WORDS,
  BLOCK_SIZE,
  TAIL_PACK_MIN_POSITIONS,
  TERMINATED,
  type TermPostingsInfo,
} from './postings-block.ts';

/** Positions, sentence ordinals or paragraph ordinals of one document, in increasing order. */
export type PositionList = Int32Array | readonly number[];

/** Growable Int32Array: `grow` returns the (possibly new) array with room for `needed` values. */
function grow(array: Int32Array, needed: number): Int32Array {
  if (needed <= array.length) return array;
  let capacity = array.length * 2;
  while (capacity < needed) capacity *= 2;
  const grown = new Int32Array(capacity);
  grown.set(array);
  return grown;
}

function growWords(array: Uint32Array, needed: number): Uint32Array {
  if (needed <= array.length) return array;
  let capacity = array.length * 2;
  while (capacity < needed) capacity *= 2;
  const grown = new Uint32Array(capacity);
  grown.set(array);
  return grown;
}

/**
 * Writes the postings of many terms, one after another, into one growing byte buffer: call `startTerm()`, then
 * `addDoc` for each document in increasing doc id order, then `finishTerm()` for the term's `TermPostingsInfo`.
 * Full blocks of 128 documents are frame-of-reference bit packed; the last partial block is varint coded.
 */
export class PostingsWriter {
  /** The postings bytes written so far and not drained; `finish()` returns them. */
  readonly out: ByteWriter;
  /** Bytes handed out by `drain` (always a multiple of four, so alignment in `out` is alignment in the file). */
  private drained = 0;

  // The block being filled.
  private docs = new Int32Array(BLOCK_SIZE);
  private freqs = new Int32Array(BLOCK_SIZE);
  private positions: Int32Array = new Int32Array(1024);
  private sentences: Int32Array = new Int32Array(1024);
  private paragraphs: Int32Array = new Int32Array(1024);
  private count = 0;
  private positionCount = 0;

  // The term being written: its packed blocks are held back until `finishTerm` because the skip table precedes them.
  private blockWords: Uint32Array = new Uint32Array(4096);
  private blockWordCount = 0;
  private skipLastDoc: Uint32Array = new Uint32Array(64);
  private skipEnd: Uint32Array = new Uint32Array(64);
  private blockCount = 0;
  private lastDoc = -1;
  private docFreq = 0;
  private totalTermFreq = 0;
  private inTerm = false;

  // Scratch for one block's doc-id gaps and frequencies.
  private scratchDeltas = new Int32Array(BLOCK_SIZE);
  private scratchFreqs = new Int32Array(BLOCK_SIZE);
  // Scratch for the six runs of a block or packed tail (`splitRuns`), and a packed tail's bit stream, reused from
  // term to term (most terms have a packed tail and nothing else).
  private runs: Int32Array = new Int32Array(1024);
  private tailWords: Uint32Array = new Uint32Array(256);
  private tailBytes = new Uint8Array(this.tailWords.buffer);

  constructor(initialCapacity = 1 << 16) {
    this.out = new ByteWriter(initialCapacity);
  }

  /** Begins a new term. */
  startTerm(): void {
    if (this.inTerm) throw new Error('startTerm called twice without finishTerm');
    this.inTerm = true;
    this.count = 0;
    this.positionCount = 0;
    this.blockWordCount = 0;
    this.blockCount = 0;
    this.lastDoc = -1;
    this.docFreq = 0;
    this.totalTermFreq = 0;
  }

  /**
   * Adds one document. `positions` must be non-empty (its length is the term frequency) and non-decreasing;
   * `sentences` and `paragraphs`, when given, hold one non-decreasing ordinal per position (omitted means all 0).
   */
  addDoc(docId: number, positions: PositionList, sentences?: PositionList, paragraphs?: PositionList): void {
    const freq = positions.length;
    if (sentences && sentences.length !== freq) throw new RangeError('one sentence ordinal per position');
    if (paragraphs && paragraphs.length !== freq) throw new RangeError('one paragraph ordinal per position');
    const at = this.startDoc(docId, freq);
    copyNonDecreasing(positions, 0, freq, this.positions, at, 'positions');
    if (sentences) copyNonDecreasing(sentences, 0, freq, this.sentences, at, 'sentences');
    else this.sentences.fill(0, at, at + freq);
    if (paragraphs) copyNonDecreasing(paragraphs, 0, freq, this.paragraphs, at, 'paragraphs');
    else this.paragraphs.fill(0, at, at + freq);
    this.endDoc(docId, freq);
  }

  /**
   * As `addDoc` with positions only (sentence and paragraph ordinals all 0): the `freq` positions from
   * `values[from]`, so a caller holding many documents' positions in one array needs no view per document.
   */
  addDocPositions(docId: number, values: Int32Array, from: number, freq: number): void {
    const at = this.startDoc(docId, freq);
    copyNonDecreasing(values, from, freq, this.positions, at, 'positions');
    this.sentences.fill(0, at, at + freq);
    this.paragraphs.fill(0, at, at + freq);
    this.endDoc(docId, freq);
  }

  /** Checks document `docId` with `freq` positions and makes room for them; returns where they go. */
  private startDoc(docId: number, freq: number): number {
    if (!this.inTerm) throw new Error('addDoc outside startTerm/finishTerm');
    if (!(docId > this.lastDoc && docId < TERMINATED)) throw new RangeError(`doc ids must increase: ${docId}`);
    if (freq === 0) throw new RangeError('a document needs at least one position');
    const at = this.positionCount;
    this.positions = grow(this.positions, at + freq);
    this.sentences = grow(this.sentences, at + freq);
    this.paragraphs = grow(this.paragraphs, at + freq);
    return at;
  }

  private endDoc(docId: number, freq: number): void {
    this.docs[this.count] = docId;
    this.freqs[this.count] = freq;
    this.count++;
    this.positionCount += freq;
    this.lastDoc = docId;
    this.docFreq++;
    this.totalTermFreq += freq;
    if (this.count === BLOCK_SIZE) this.flushBlock();
  }

  /** Ends the term, writes its skip table, packed blocks and varint tail, and says where they are. */
  finishTerm(): TermPostingsInfo {
    if (!this.inTerm) throw new Error('finishTerm without startTerm');
    if (this.docFreq === 0) throw new Error('a term needs at least one document');
    this.inTerm = false;
    const out = this.out;
    if (this.blockCount > 0) {
      // Packed words are read through a Uint32Array view, so they must start on a 4-byte boundary.
      out.align(4);
    }
    const start = out.length;
    if (this.blockCount > 0) {
      out.writeWords(this.skipLastDoc, 0, this.blockCount);
      out.writeWords(this.skipEnd, 0, this.blockCount);
      out.writeWords(this.blockWords, 0, this.blockWordCount);
    }
    if (this.count > 0) this.writeTail();
    return {
      docFreq: this.docFreq,
      totalTermFreq: this.totalTermFreq,
      offset: this.drained + start,
      length: out.length - start,
    };
  }

  /**
   * Drops the term being written without writing anything (a merge that finds every document of a term deleted).
   * Safe because packed blocks are held back until `finishTerm`.
   */
  abandonTerm(): void {
    if (!this.inTerm) throw new Error('abandonTerm without startTerm');
    this.inTerm = false;
  }

  /** Documents added to the term being written. */
  get termDocFreq(): number {
    return this.docFreq;
  }

  /**
   * Hands out the finished terms' bytes written so far (whole words), so a large merge can stream its postings to
   * the file instead of holding them; `finish()` then returns only the rest. Offsets stay those of the whole file.
   */
  drain(): Uint8Array {
    if (this.inTerm) throw new Error('drain inside a term');
    const chunk = this.out.takeWords();
    this.drained += chunk.length;
    return chunk;
  }

  /** The postings of every finished term (after any drained bytes). */
  finish(): Uint8Array {
    if (this.inTerm) throw new Error('finish inside a term');
    return this.out.finish();
  }

  private flushBlock(): void {
    const n = BLOCK_SIZE;
    const p = this.positionCount;
    const docs = this.docs;
    const freqs = this.freqs;
    const previous = this.blockCount === 0 ? -1 : this.skipLastDoc[this.blockCount - 1]!;

    // Gaps minus one and frequencies minus one, so dense runs and all-ones blocks pack to width 0.
    const deltas = this.scratchDeltas;
    let prev = previous;
    for (let i = 0; i < n; i++) {
      deltas[i] = docs[i]! - prev - 1;
      prev = docs[i]!;
    }
    const docBits = bitsRequired(maxOf(deltas, 0, n));
    const freqMinusOne = this.scratchFreqs;
    for (let i = 0; i < n; i++) freqMinusOne[i] = freqs[i]! - 1;
    const freqBits = bitsRequired(maxOf(freqMinusOne, 0, n));

    const gapCount = p - n;
    const runs = this.splitRuns();
    const widths: number[] = [];
    for (let r = 0; r < 6; r++) {
      const start = this.runStart(r);
      widths.push(bitsRequired(maxOf(runs, start, start + (r & 1 ? gapCount : n))));
    }

    let size = BLOCK_HEADER_WORDS + packedWords(n, docBits) + packedWords(n, freqBits);
    for (let s = 0; s < 3; s++) size += packedWords(n, widths[2 * s]!) + packedWords(gapCount, widths[2 * s + 1]!);
    this.blockWords = growWords(this.blockWords, this.blockWordCount + size);
    const words = this.blockWords;
    let w = this.blockWordCount;
    words[w++] = docBits | (freqBits << 8) | (widths[0]! << 16) | (widths[1]! << 24);
    words[w++] = widths[2]! | (widths[3]! << 8) | (widths[4]! << 16) | (widths[5]! << 24);
    words[w++] = p;
    w = packBits(deltas, 0, n, docBits, words, w);
    w = packBits(freqMinusOne, 0, n, freqBits, words, w);
    for (let r = 0; r < 6; r++) w = packBits(runs, this.runStart(r), r & 1 ? gapCount : n, widths[r]!, words, w);
    this.blockWordCount = w;

    if (this.blockCount === this.skipLastDoc.length) {
      this.skipLastDoc = growWords(this.skipLastDoc, this.blockCount + 1);
      this.skipEnd = growWords(this.skipEnd, this.blockCount + 1);
    }
    this.skipLastDoc[this.blockCount] = docs[n - 1]!;
    this.skipEnd[this.blockCount] = w;
    this.blockCount++;
    this.count = 0;
    this.positionCount = 0;
  }

  private writeTail(): void {
    const out = this.out;
    const n = this.count;
    let prev = this.blockCount === 0 ? -1 : this.skipLastDoc[this.blockCount - 1]!;
    for (let i = 0; i < n; i++) {
      // Lucene's trick: the low bit says "frequency 1", the common case, which then costs no byte of its own.
      const f = this.freqs[i]!;
      out.writeVarint((this.docs[i]! - prev - 1) * 2 + (f === 1 ? 1 : 0));
      if (f !== 1) out.writeVarint(f - 2);
      prev = this.docs[i]!;
    }
    if (this.positionCount >= TAIL_PACK_MIN_POSITIONS) this.writePackedTailPositions();
    else this.writeVarintTailPositions();
  }

  private writeVarintTailPositions(): void {
    const out = this.out;
    let at = 0;
    for (let i = 0; i < this.count; i++) {
      const f = this.freqs[i]!;
      for (let s = 0; s < 3; s++) {
        const stream = s === 0 ? this.positions : s === 1 ? this.sentences : this.paragraphs;
        out.writeVarint(stream[at]!);
        for (let j = 1; j < f; j++) out.writeVarint(stream[at + j]! - stream[at + j - 1]!);
      }
      at += f;
    }
  }

  /**
   * Splits the documents being written (a block, or the tail) into six runs in `runs`: per stream (positions,
   * sentences, paragraphs) each document's first value, then the gaps between its values. Returns `runs`.
   */
  private splitRuns(): Int32Array {
    const n = this.count;
    this.runs = grow(this.runs, 3 * this.positionCount);
    const runs = this.runs;
    for (let s = 0; s < 3; s++) {
      const stream = s === 0 ? this.positions : s === 1 ? this.sentences : this.paragraphs;
      const first = this.runStart(2 * s);
      let g = this.runStart(2 * s + 1);
      let at = 0;
      for (let i = 0; i < n; i++) {
        const f = this.freqs[i]!;
        runs[first + i] = stream[at]!;
        for (let j = 1; j < f; j++) runs[g++] = stream[at + j]! - stream[at + j - 1]!;
        at += f;
      }
    }
    return runs;
  }

  /** Where run r (first values, gaps; of positions, sentences, paragraphs) starts in `runs`. */
  private runStart(r: number): number {
    return (r >>> 1) * this.positionCount + (r & 1) * this.count;
  }

  /** Four bytes of widths (six 5-bit fields), then the six runs of a packed block sharing one bit stream. */
  private writePackedTailPositions(): void {
    const n = this.count;
    const gapCount = this.positionCount - n;
    const runs = this.splitRuns();
    let header = 0;
    let totalBits = 0;
    for (let r = 0; r < 6; r++) {
      const start = this.runStart(r);
      const length = r & 1 ? gapCount : n;
      const bits = bitsRequired(maxOf(runs, start, start + length));
      header |= bits << (5 * r);
      totalBits += length * bits;
    }
    const wordCount = ((totalBits + 31) >>> 5) + 1;
    if (wordCount > this.tailWords.length) {
      this.tailWords = new Uint32Array(Math.max(wordCount, this.tailWords.length * 2));
      this.tailBytes = new Uint8Array(this.tailWords.buffer);
    }
    const words = this.tailWords;
    words.fill(0, 0, wordCount);
    let bit = 0;
    for (let r = 0; r < 6; r++) {
      bit = packBitsAt(runs, this.runStart(r), r & 1 ? gapCount : n, (header >>> (5 * r)) & 31, words, bit);
    }
    const out = this.out;
    out.writeUint32LE(header);
    out.writeBytes(this.tailBytes, 0, (totalBits + 7) >>> 3);
  }
}

function copyNonDecreasing(
  source: PositionList,
  from: number,
  count: number,
  target: Int32Array,
  at: number,
  what: string,
): void {
  let prev = 0;
  for (let j = 0; j < count; j++) {
    const v = source[from + j]!;
    if (!(v >= prev && v <= 0x7fffffff) || !Number.isInteger(v)) {
      throw new RangeError(`${what} must be non-decreasing non-negative int32: ${v}`);
    }
    target[at + j] = v;
    prev = v;
  }
}
