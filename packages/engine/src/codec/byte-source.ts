// Where a reader's bytes come from. A segment's files are far larger than what one search touches (a million-document
// index is gigabytes), so readers ask for ranges instead of holding whole files: the operating system's page cache
// keeps hot ranges in memory without counting against the process, and memory stays bounded however large the
// index grows. Reads are synchronous because query evaluation is; a positioned read of cached pages costs about as
// much as copying them.

/** Random access to the bytes of one immutable file. */
export type ByteSource = {
  /** Size in bytes. */
  readonly size: number;
  /**
   * `length` bytes from `offset`. The result starts on a 4-byte boundary of its buffer, so codecs can view it as
   * words; callers may keep it but must not modify it (an in-memory source returns a view, not a copy).
   */
  readSync(offset: number, length: number): Uint8Array;
  /**
   * The same bytes, bypassing a cache the source reads through (`BlockCache.wrap`): for what a reader reads once on
   * open and keeps (a dictionary's sparse index, a stored-fields index), which caching would only duplicate.
   */
  readonly readUncached?: (offset: number, length: number) => Uint8Array;
};

/** `source.readUncached` where the source has it, else `readSync`. */
export function readKept(source: ByteSource, offset: number, length: number): Uint8Array {
  return source.readUncached ? source.readUncached(offset, length) : source.readSync(offset, length);
}

/** A source over bytes already in memory (tests, freshly built segments). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    readSync(offset, length) {
      if (!(offset >= 0 && length >= 0 && offset + length <= bytes.length)) {
        throw new RangeError(`read of ${length} bytes at ${offset} past the end (${bytes.length})`);
      }
      const view = bytes.subarray(offset, offset + length);
      if ((view.byteOffset & 3) === 0) return view;
      const copy = new Uint8Array(length);
      copy.set(view);
      return copy;
    },
  };
}
