import { endianness } from 'node:os';

// Packed data is written little-endian byte by byte and read back through Uint32Array, which uses the platform's
// byte order. Every platform Node 20 ships for is little-endian; fail loudly rather than decode garbage elsewhere.
if (endianness() !== 'LE') throw new Error('the engine codecs require a little-endian platform');

/**
 * A Uint32Array over `wordCount` words of `bytes` starting at byte `byteOffset`. A zero-copy view when the absolute
 * address is 4-byte aligned (files read through a Directory are), otherwise a copy of just that range.
 */
export function wordView(bytes: Uint8Array, byteOffset: number, wordCount: number): Uint32Array {
  const absolute = bytes.byteOffset + byteOffset;
  if (byteOffset + wordCount * 4 > bytes.length) throw new RangeError('word view past end of bytes');
  if ((absolute & 3) === 0) return new Uint32Array(bytes.buffer, absolute, wordCount);
  const copy = new Uint8Array(wordCount * 4);
  copy.set(bytes.subarray(byteOffset, byteOffset + wordCount * 4));
  return new Uint32Array(copy.buffer);
}
