/**
 * A cursor over bytes written by `ByteWriter`. Reads past the end throw a `RangeError` rather than returning garbage,
 * because a truncated file must never decode as a smaller valid one.
 */
export class ByteReader {
  /** Next byte to read. */
  pos: number;
  /** Exclusive end of the readable range. */
  readonly end: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    end = bytes.length,
  ) {
    this.pos = start;
    this.end = end;
  }

  /** Bytes left before `end`. */
  remaining(): number {
    return this.end - this.pos;
  }

  /** Reads one byte. */
  readByte(): number {
    if (this.pos >= this.end) throw new RangeError('read past end');
    return this.bytes[this.pos++]!;
  }

  /** Reads an unsigned LEB128 varint of at most 5 bytes (a uint32). */
  readVarint(): number {
    const bytes = this.bytes;
    let pos = this.pos;
    let b = pos < this.end ? bytes[pos++]! : -1;
    if (b < 0x80) {
      if (b < 0) throw new RangeError('read past end');
      this.pos = pos;
      return b;
    }
    let value = b & 0x7f;
    let shift = 7;
    for (;;) {
      if (pos >= this.end) throw new RangeError('read past end');
      b = bytes[pos++]!;
      if (shift === 28) {
        if (b > 0x0f) throw new RangeError('varint exceeds 32 bits');
        value = (value | (b << 28)) >>> 0;
        break;
      }
      value |= (b & 0x7f) << shift;
      if (b < 0x80) break;
      shift += 7;
    }
    this.pos = pos;
    return value;
  }

  /** Reads a zigzag varint written by `ByteWriter.writeZigzag`. */
  readZigzag(): number {
    const v = this.readVarint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }

  /** Reads a little-endian uint32. */
  readUint32LE(): number {
    const pos = this.pos;
    if (pos + 4 > this.end) throw new RangeError('read past end');
    const b = this.bytes;
    this.pos = pos + 4;
    return (b[pos]! | (b[pos + 1]! << 8) | (b[pos + 2]! << 16) | (b[pos + 3]! << 24)) >>> 0;
  }

  /** Returns the next `length` bytes as a view (no copy). */
  readBytes(length: number): Uint8Array {
    const pos = this.pos;
    if (length < 0 || pos + length > this.end) throw new RangeError('read past end');
    this.pos = pos + length;
    return this.bytes.subarray(pos, pos + length);
  }
}
