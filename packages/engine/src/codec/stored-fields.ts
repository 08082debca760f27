// Stored documents: the source of each document, compressed in blocks of a few documents so that fetching one
// document decompresses one block (tens of KB), not the segment. Layout: ARCHITECTURE.md, "Stored fields".
//
// Compression is Brotli. Measured on title+abstract+claims JSON of 77 real USPTO/EPO documents in blocks of 16
// (bench/codec.bench.ts): deflate-6 ratio 0.169 at ~80 MB/s, Brotli quality 3 ratio 0.165-0.167 at 90-160 MB/s, quality 5
// ratio 0.151 at ~60-75 MB/s; decompression is similar for all. Flushes use quality 3 (indexing speed is the budget);
// merges, which run in the background, may pass a higher quality.

import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { ByteReader } from './byte-reader.ts';
import { type ByteSource, bytesSource, readKept } from './byte-source.ts';
import { ByteWriter } from './byte-writer.ts';
import { wordView } from './word-view.ts';

/** First and last bytes of a stored-fields file ("STF1"). */
export const STORED_FIELDS_MAGIC = 0x31465453;

/**
 * Decompressed blocks kept per reader (least recently used dropped first). A result page touches up to `rows`
 * blocks and users page back and forth or re-run a search, so recent blocks are likely asked again; 64 blocks of at
 * most 64 KiB bound the memory at 4 MiB per reader.
 */
const RECENT_BLOCKS = 64;

/** Options of `StoredFieldsWriter`. */
export type StoredFieldsOptions = {
  /** Brotli quality 0-11; 3 by default (see the file comment for the measurements). */
  readonly quality?: number;
  /** A block is closed once it holds this many documents (16 by default). */
  readonly maxBlockDocs?: number;
  /** ...or once its uncompressed size reaches this many bytes (64 KiB by default). */
  readonly maxBlockBytes?: number;
};

/** Collects documents (any bytes, typically JSON) in doc id order and writes the compressed stored-fields file. */
export class StoredFieldsWriter {
  private readonly out = new ByteWriter(1 << 16);
  private readonly quality: number;
  private readonly maxBlockDocs: number;
  private readonly maxBlockBytes: number;
  private readonly docBases: number[] = [];
  private readonly blockOffsets: number[] = [];
  /**
   * The open block's documents back to back, encoded straight into this reused buffer (no array per document), and
   * their lengths.
   */
  private pendingData = new Uint8Array(1 << 16);
  private pendingLengths: number[] = [];
  private pendingBytes = 0;
  private docCount = 0;
  /** Bytes handed out by `drain` (a multiple of four). */
  private drained = 0;
  private readonly encoder = new TextEncoder();

  constructor(options: StoredFieldsOptions = {}) {
    this.quality = options.quality ?? 3;
    this.maxBlockDocs = options.maxBlockDocs ?? 16;
    this.maxBlockBytes = options.maxBlockBytes ?? 64 * 1024;
    this.out.writeUint32LE(STORED_FIELDS_MAGIC);
  }

  /** Adds the next document (doc id = number of documents added before it). Bytes are copied. */
  add(doc: Uint8Array | string): number {
    const at = this.pendingBytes;
    let length: number;
    if (typeof doc === 'string') {
      // UTF-8 takes at most three bytes per UTF-16 code unit.
      this.reservePending(at + 3 * doc.length);
      length = this.encoder.encodeInto(doc, this.pendingData.subarray(at)).written;
    } else {
      this.reservePending(at + doc.length);
      this.pendingData.set(doc, at);
      length = doc.length;
    }
    this.pendingLengths.push(length);
    this.pendingBytes = at + length;
    const docId = this.docCount++;
    if (this.pendingLengths.length >= this.maxBlockDocs || this.pendingBytes >= this.maxBlockBytes) this.flushBlock();
    return docId;
  }

  private reservePending(bytes: number): void {
    if (bytes <= this.pendingData.length) return;
    const grown = new Uint8Array(Math.max(bytes, 2 * this.pendingData.length));
    grown.set(this.pendingData.subarray(0, this.pendingBytes));
    this.pendingData = grown;
  }

  /**
   * Hands out the closed blocks' bytes written so far (whole words), so a large merge can stream the file instead of
   * holding it; `finish()` then returns only the rest.
   */
  drain(): Uint8Array {
    const chunk = this.out.takeWords();
    this.drained += chunk.length;
    return chunk;
  }

  /** Bytes written and not yet drained. */
  get pendingFileBytes(): number {
    return this.out.length;
  }

  /** Closes the last block and returns the file's bytes (after any drained ones). */
  finish(): Uint8Array {
    if (this.pendingLengths.length > 0) this.flushBlock();
    const out = this.out;
    this.blockOffsets.push(this.drained + out.length);
    out.align(4);
    const indexOffset = this.drained + out.length;
    for (const base of this.docBases) out.writeUint32LE(base);
    for (const offset of this.blockOffsets) out.writeUint32LE(offset);
    out.writeUint32LE(this.docBases.length);
    out.writeUint32LE(this.docCount);
    out.writeUint32LE(indexOffset);
    out.writeUint32LE(STORED_FIELDS_MAGIC);
    return out.finish();
  }

  private flushBlock(): void {
    const lengths = this.pendingLengths;
    const block = new ByteWriter(this.pendingBytes + 5 * (lengths.length + 1));
    block.writeVarint(lengths.length);
    for (const length of lengths) block.writeVarint(length);
    block.writeBytes(this.pendingData.subarray(0, this.pendingBytes));
    const raw = block.finish();
    const compressed = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: this.quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    this.docBases.push(this.docCount - lengths.length);
    this.blockOffsets.push(this.drained + this.out.length);
    this.out.writeBytes(compressed);
    this.pendingLengths = [];
    this.pendingBytes = 0;
  }
}

/**
 * Random access to stored documents. Only the block index is held; a block is read from the source when a document
 * in it is asked for, and the recently decompressed ones are kept, so reading neighbours is cheap.
 */
export class StoredFieldsReader {
  /** Number of documents. */
  readonly docCount: number;
  private readonly docBases: Uint32Array;
  private readonly blockOffsets: Uint32Array;
  private cachedBlock = -1;
  private cachedStarts: Int32Array = new Int32Array(0);
  private cachedBytes: Uint8Array = new Uint8Array(0);
  private readonly decoder = new TextDecoder();

  private constructor(private readonly source: ByteSource) {
    const n = source.size;
    if (n < 20) throw new Error('stored fields file too short');
    // The footer and the block index are held: read past any block cache.
    const footerBytes = readKept(source, n - 16, 16);
    const footer = new DataView(footerBytes.buffer, footerBytes.byteOffset, 16);
    const headBytes = readKept(source, 0, 4);
    const head = new DataView(headBytes.buffer, headBytes.byteOffset, 4);
    if (footer.getUint32(12, true) !== STORED_FIELDS_MAGIC || head.getUint32(0, true) !== STORED_FIELDS_MAGIC) {
      throw new Error('not a stored fields file');
    }
    const blockCount = footer.getUint32(0, true);
    this.docCount = footer.getUint32(4, true);
    const indexOffset = footer.getUint32(8, true);
    const index = readKept(source, indexOffset, 4 * (2 * blockCount + 1));
    this.docBases = wordView(index, 0, blockCount);
    this.blockOffsets = wordView(index, 4 * blockCount, blockCount + 1);
  }

  /** Opens a stored-fields file from its bytes (not copied) or from a source read block by block. */
  static open(bytes: Uint8Array | ByteSource): StoredFieldsReader {
    return new StoredFieldsReader(bytes instanceof Uint8Array ? bytesSource(bytes) : bytes);
  }

  /** The bytes of document `docId`; a view into the cached block, valid until another block is read. */
  get(docId: number): Uint8Array {
    if (!(docId >= 0 && docId < this.docCount) || !Number.isInteger(docId)) throw new RangeError(`no doc ${docId}`);
    // Bisect for the last block whose first doc is ≤ docId.
    const bases = this.docBases;
    let lo = 0;
    let hi = bases.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (bases[mid]! <= docId) lo = mid;
      else hi = mid - 1;
    }
    if (lo !== this.cachedBlock) {
      const recent = this.recentBlocks.get(lo);
      if (recent) {
        // Refresh its place in the LRU order (Map iteration order is insertion order).
        this.recentBlocks.delete(lo);
        this.recentBlocks.set(lo, recent);
        this.cachedBlock = lo;
        this.cachedStarts = recent.starts;
        this.cachedBytes = recent.bytes;
      } else {
        this.loadBlock(lo);
        this.recentBlocks.set(lo, { starts: this.cachedStarts, bytes: this.cachedBytes });
        if (this.recentBlocks.size > RECENT_BLOCKS) this.recentBlocks.delete(this.recentBlocks.keys().next().value!);
      }
    }
    const i = docId - bases[lo]!;
    return this.cachedBytes.subarray(this.cachedStarts[i]!, this.cachedStarts[i + 1]!);
  }

  /** Document `docId` decoded as UTF-8 text. */
  getString(docId: number): string {
    return this.decoder.decode(this.get(docId));
  }

  private readonly recentBlocks = new Map<number, { starts: Int32Array; bytes: Uint8Array }>();

  private loadBlock(block: number): void {
    const start = this.blockOffsets[block]!;
    const end = this.blockOffsets[block + 1]!;
    const raw = new Uint8Array(brotliDecompressSync(this.source.readSync(start, end - start)));
    const reader = new ByteReader(raw);
    const n = reader.readVarint();
    const starts = new Int32Array(n + 1);
    let at = 0;
    for (let i = 0; i < n; i++) {
      starts[i] = at;
      at += reader.readVarint();
    }
    starts[n] = at;
    for (let i = 0; i <= n; i++) starts[i] = starts[i]! + reader.pos;
    if (starts[n]! !== raw.length) throw new Error('corrupt stored fields block');
    this.cachedBlock = block;
    this.cachedStarts = starts;
    this.cachedBytes = raw;
  }
}
