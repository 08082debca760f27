import type { IntList } from './growable';

/**
 * Many append-only Int32 streams (one per term of a segment being built) in one pool of fixed-size Int32 blocks, as
 * Lucene's IntBlockPool: a stream is a chain of slices of growing size, and the last int of each slice holds the
 * address of the next. Nothing is copied when a stream grows, and the garbage collector sees a few hundred typed
 * arrays instead of a JS array per term.
 *
 * An address is `block index · BLOCK_INTS + offset`; a slice never crosses a block. The caller keeps each stream's
 * cursor (see `StreamCursor`) wherever suits it (the segment builder keeps them in a typed array per field).
 */
export class IntSlicePool {
  /** The blocks, each `BLOCK_INTS` long. */
  readonly blocks: Int32Array[] = [];
  /** Ints used of the last block (blocks before it are full or their tails unused). */
  private used = BLOCK_INTS;

  /** Allocates a slice of `size` ints (at most `BLOCK_INTS`) and returns its address. */
  allocate(size: number): number {
    if (this.used + size > BLOCK_INTS) {
      // The old block's tail is left unused: less than the largest slice per block.
      this.blocks.push(new Int32Array(BLOCK_INTS));
      this.used = 0;
    }
    const address = (this.blocks.length - 1) * BLOCK_INTS + this.used;
    this.used += size;
    return address;
  }

  get(address: number): number {
    return this.blocks[address >>> BLOCK_SHIFT]![address & BLOCK_MASK]!;
  }

  set(address: number, value: number): void {
    this.blocks[address >>> BLOCK_SHIFT]![address & BLOCK_MASK] = value;
  }

  /** Adds one to the int at `address` (a document's frequency, as its positions come). */
  increment(address: number): void {
    this.blocks[address >>> BLOCK_SHIFT]![address & BLOCK_MASK]!++;
  }

  /** Bytes held by the blocks. */
  get bytes(): number {
    return this.blocks.length * BLOCK_INTS * 4;
  }

  /** Starts a stream in `cursors` at `at` (`CURSOR_INTS` ints): its first slice, nothing written yet. */
  startStream(cursors: Int32Array, at: number): void {
    const start = this.allocate(SLICE_SIZES[0]!);
    cursors[at + CURSOR.start] = start;
    cursors[at + CURSOR.write] = start;
    cursors[at + CURSOR.sliceEnd] = start + SLICE_SIZES[0]! - 1;
    cursors[at + CURSOR.level] = 0;
  }

  /** Appends `value` to the stream whose cursor is at `at` in `cursors`; returns the address it went to. */
  append(cursors: Int32Array, at: number, value: number): number {
    let write = cursors[at + CURSOR.write]!;
    if (write === cursors[at + CURSOR.sliceEnd]) write = this.nextSlice(cursors, at, write);
    this.blocks[write >>> BLOCK_SHIFT]![write & BLOCK_MASK] = value;
    cursors[at + CURSOR.write] = write + 1;
    return write;
  }

  /** Links a new slice, one level larger (up to the largest), at the full slice's last int `end`. */
  private nextSlice(cursors: Int32Array, at: number, end: number): number {
    const level = Math.min(cursors[at + CURSOR.level]! + 1, SLICE_SIZES.length - 1);
    const size = SLICE_SIZES[level]!;
    const slice = this.allocate(size);
    this.set(end, slice);
    cursors[at + CURSOR.level] = level;
    cursors[at + CURSOR.sliceEnd] = slice + size - 1;
    return slice;
  }

  /** Replaces the contents of `out` with the values of the stream whose cursor is at `at` in `cursors`. */
  read(cursors: Int32Array, at: number, out: IntList): void {
    const end = cursors[at + CURSOR.write]!;
    let address = cursors[at + CURSOR.start]!;
    let level = 0;
    out.length = 0;
    for (;;) {
      const sliceEnd = address + SLICE_SIZES[level]! - 1;
      const stop = end >= address && end <= sliceEnd ? end : sliceEnd;
      const block = this.blocks[address >>> BLOCK_SHIFT]!;
      const from = address & BLOCK_MASK;
      const count = stop - address;
      out.reserve(count);
      // A loop rather than set(subarray): most slices are a few ints, and a view would be an allocation per slice.
      const values = out.values;
      const to = out.length - from;
      for (let i = from; i < from + count; i++) values[to + i] = block[i]!;
      out.length += count;
      if (stop === end) return;
      address = block[sliceEnd & BLOCK_MASK]!;
      if (level < SLICE_SIZES.length - 1) level++;
    }
  }
}

/** Ints per block: 256 KB blocks, so a buffer of a few hundred MB is a few thousand arrays. */
export const BLOCK_SHIFT = 16;
export const BLOCK_INTS = 1 << BLOCK_SHIFT;
const BLOCK_MASK = BLOCK_INTS - 1;

/**
 * Slice sizes by level, the last one int of each being the link. Most terms of a segment occur in one or two
 * documents (three ints each and one per further position), so the first slice is small; a frequent term's slices
 * grow to 1,024 ints, where a link costs 0.1 %.
 */
const SLICE_SIZES: readonly number[] = [4, 8, 16, 32, 64, 128, 256, 512, 1024];

/** Offsets in a stream's cursor, `CURSOR_INTS` ints kept by the caller. */
export const CURSOR = {
  /** Address of the first slice, where reading starts. */
  start: 0,
  /** Address the next value goes to. */
  write: 1,
  /** Address of the current slice's last int, which will hold the link to the next slice. */
  sliceEnd: 2,
  /** The current slice's index in `SLICE_SIZES`. */
  level: 3,
} as const;
export const CURSOR_INTS = 4;
