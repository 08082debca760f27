// A bounded cache of file blocks that ByteSource reads go through (postings, term dictionary windows, stored-document
// blocks). Segment files are immutable, so a block, once read, is valid for as long as its file exists; the cache only
// saves the positioned read (a system call and a copy out of the page cache) when searches come back to the same
// ranges, and its size bounds what it holds however large the index grows.

import type { ByteSource } from './byte-source';

export type BlockCacheOptions = {
  /** Most bytes of blocks held (default 64 MiB). */
  readonly capacityBytes?: number;
  /**
   * Reads longer than this go to the file directly and leave the cache alone (default an eighth of the capacity): a
   * frequent term's postings read once per search should not flush what many small reads come back to.
   */
  readonly maxReadBytes?: number;
  /** Block size in bytes, a multiple of 4 (default 16 KiB). */
  readonly blockSize?: number;
};

export type BlockCacheStats = {
  readonly capacityBytes: number;
  readonly blockSize: number;
  /** Bytes of the blocks held now, and the most held at any time. */
  readonly bytes: number;
  readonly peakBytes: number;
  readonly blocks: number;
  readonly hits: number;
  readonly misses: number;
  readonly evictions: number;
  /** Reads too large for the cache, served by the file directly. */
  readonly bypassed: number;
};

/** Blocks per file key: block numbers stay below this (4 GiB files of 512-byte blocks would need 2^23). */
const BLOCKS_PER_FILE = 2 ** 24;

/**
 * A least-recently-used cache of fixed-size file blocks, shared by every source wrapped with `wrap` (one cache may
 * serve many segments and searchers). Keyed by (wrapped source, block number). Synchronous and single-threaded, like
 * the reads. A block handed out as a view stays valid after eviction (blocks are never written to), so a caller that
 * keeps it keeps that memory alive; the searcher's readers keep one postings list or dictionary window at a time.
 */
export class BlockCache {
  readonly capacityBytes: number;
  readonly blockSize: number;
  readonly maxReadBytes: number;
  /** Insertion order is recency: a hit moves its block to the end, eviction takes from the front. */
  private readonly blocks = new Map<number, Uint8Array>();
  private files = 0;
  private bytes = 0;
  private peakBytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;
  private bypassed = 0;

  constructor(options: BlockCacheOptions = {}) {
    this.capacityBytes = options.capacityBytes ?? 64 * 2 ** 20;
    this.blockSize = options.blockSize ?? 16 * 1024;
    this.maxReadBytes = options.maxReadBytes ?? this.capacityBytes / 8;
    if (!(this.blockSize >= 4 && this.blockSize % 4 === 0)) throw new RangeError('block size must be a multiple of 4');
    if (!(this.capacityBytes >= 0)) throw new RangeError('capacity must be at least 0');
  }

  /**
   * A source whose reads go through this cache. Each call names a new file in the cache, so readers that want to share
   * blocks share the wrapped source (a searcher's refresh hands its segments' sources over to the next one).
   */
  wrap(source: ByteSource): ByteSource {
    const base = this.files++ * BLOCKS_PER_FILE;
    return {
      size: source.size,
      readSync: (offset, length) => this.read(source, base, offset, length),
      readUncached: (offset, length) => source.readSync(offset, length),
    };
  }

  stats(): BlockCacheStats {
    return {
      capacityBytes: this.capacityBytes,
      blockSize: this.blockSize,
      bytes: this.bytes,
      peakBytes: this.peakBytes,
      blocks: this.blocks.size,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
      bypassed: this.bypassed,
    };
  }

  /** Drops every block (the statistics stay). */
  clear(): void {
    this.blocks.clear();
    this.bytes = 0;
  }

  private read(source: ByteSource, base: number, offset: number, length: number): Uint8Array {
    if (!(offset >= 0 && length >= 0 && offset + length <= source.size)) {
      throw new RangeError(`read of ${length} bytes at ${offset} past the end (${source.size})`);
    }
    const size = this.blockSize;
    if (length === 0) return new Uint8Array(0);
    if (length > this.maxReadBytes) {
      this.bypassed++;
      return source.readSync(offset, length);
    }
    const first = Math.floor(offset / size);
    const last = Math.floor((offset + length - 1) / size);
    if (first === last) {
      const block = this.block(source, base, first);
      const start = offset - first * size;
      // Blocks start on a 4-byte boundary; a view of one keeps that when the offset within it does.
      if (((block.byteOffset + start) & 3) === 0) return block.subarray(start, start + length);
      return block.slice(start, start + length);
    }
    const out = new Uint8Array(length);
    for (let b = first; b <= last; b++) {
      const block = this.block(source, base, b);
      const from = Math.max(offset, b * size);
      const to = Math.min(offset + length, (b + 1) * size);
      out.set(block.subarray(from - b * size, to - b * size), from - offset);
    }
    return out;
  }

  private block(source: ByteSource, base: number, b: number): Uint8Array {
    const key = base + b;
    const cached = this.blocks.get(key);
    if (cached !== undefined) {
      this.hits++;
      this.blocks.delete(key);
      this.blocks.set(key, cached);
      return cached;
    }
    this.misses++;
    const start = b * this.blockSize;
    const block = source.readSync(start, Math.min(this.blockSize, source.size - start));
    if (block.length > this.capacityBytes) return block;
    this.bytes += block.length;
    this.blocks.set(key, block);
    for (const [k, v] of this.blocks) {
      if (this.bytes <= this.capacityBytes) break;
      this.blocks.delete(k);
      this.bytes -= v.length;
      this.evictions++;
    }
    if (this.bytes > this.peakBytes) this.peakBytes = this.bytes;
    return block;
  }
}
