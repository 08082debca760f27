// Kept literal rather than imported from varint.ts, which imports this file.
const MAX_UINT32 = 0xffffffff;

/**
 * A growable little-endian byte buffer. Capacity doubles, so appending n bytes costs amortised O(n); `finish()` hands
 * out a view of the written bytes without copying.
 */
export class ByteWriter {
  /** The backing array; only `[0, length)` is meaningful and it is replaced when the buffer grows. */
  bytes: Uint8Array;
  /** Number of bytes written so far. */
  length = 0;

  constructor(initialCapacity = 1024) {
    this.bytes = new Uint8Array(Math.max(16, initialCapacity));
  }

  /** Makes room for `extra` more bytes. */
  ensureCapacity(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.bytes.length) return;
    let capacity = this.bytes.length * 2;
    while (capacity < needed) capacity *= 2;
    const grown = new Uint8Array(capacity);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Appends one byte. */
  writeByte(value: number): void {
    this.ensureCapacity(1);
    this.bytes[this.length++] = value;
  }

  /** Appends an unsigned LEB128 varint (0 ≤ value ≤ 2^32 − 1): 7 bits a byte, high bit set on all but the last. */
  writeVarint(value: number): void {
    if (!(value >= 0 && value <= MAX_UINT32) || !Number.isInteger(value))
      throw new RangeError(`not a uint32: ${value}`);
    this.ensureCapacity(5);
    const bytes = this.bytes;
    let pos = this.length;
    let v = value >>> 0;
    while (v >= 0x80) {
      bytes[pos++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    bytes[pos++] = v;
    this.length = pos;
  }

  /** Appends a signed integer as a zigzag varint (small magnitudes of either sign stay short). */
  writeZigzag(value: number): void {
    this.writeVarint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  /** Appends a 32-bit unsigned integer, little-endian. */
  writeUint32LE(value: number): void {
    this.ensureCapacity(4);
    const bytes = this.bytes;
    const pos = this.length;
    bytes[pos] = value & 0xff;
    bytes[pos + 1] = (value >>> 8) & 0xff;
    bytes[pos + 2] = (value >>> 16) & 0xff;
    bytes[pos + 3] = (value >>> 24) & 0xff;
    this.length = pos + 4;
  }

  /** Appends raw bytes: `data[start, end)` (a part of a reused scratch buffer, say, without a view). */
  writeBytes(data: Uint8Array, start = 0, end = data.length): void {
    const length = end - start;
    this.ensureCapacity(length);
    if (length === data.length) this.bytes.set(data, this.length);
    else for (let i = 0; i < length; i++) this.bytes[this.length + i] = data[start + i]!;
    this.length += length;
  }

  /** Appends 32-bit words, little-endian, byte by byte (so the writer itself need not be aligned). */
  writeWords(words: Uint32Array, start: number, end: number): void {
    this.ensureCapacity((end - start) * 4);
    for (let i = start; i < end; i++) this.writeUint32LE(words[i]!);
  }

  /** Pads with zero bytes until `length` is a multiple of `alignment` (a power of two). */
  align(alignment: number): void {
    const pad = (alignment - (this.length & (alignment - 1))) & (alignment - 1);
    this.ensureCapacity(pad);
    this.bytes.fill(0, this.length, this.length + pad);
    this.length += pad;
  }

  /**
   * Removes and returns (as a copy) the bytes written so far up to the last whole 4-byte word, keeping the rest at the
   * front; `length` counts from there. Writers that stream a file out this way keep alignment, since what they hand
   * over is always a multiple of four.
   */
  takeWords(): Uint8Array {
    const n = this.length & ~3;
    const taken = this.bytes.slice(0, n);
    this.bytes.copyWithin(0, n, this.length);
    this.length -= n;
    return taken;
  }

  /** Forgets the content but keeps the capacity, for reuse. */
  reset(): void {
    this.length = 0;
  }

  /** The written bytes, as a view (no copy); further writes may or may not show through, so stop writing. */
  finish(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}
