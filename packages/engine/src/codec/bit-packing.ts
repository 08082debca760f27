// Frame-of-reference bit packing: `n` values that all fit in `bits` bits are laid end to end in 32-bit words, value i
// at bit offset i*bits, least significant bits first. Width 0 means "all zero" and takes no words, which makes dense
// doc-id runs and all-ones frequency blocks free. Values must be < 2^31 (they land in Int32Arrays).

/** Bits needed to represent `max` (0 for 0). */
export function bitsRequired(max: number): number {
  return max === 0 ? 0 : 32 - Math.clz32(max);
}

/** Words needed to hold `count` values of `bits` bits. */
export function packedWords(count: number, bits: number): number {
  return (count * bits + 31) >>> 5;
}

/** Maximum of `values[start, end)`, as an unsigned number. */
export function maxOf(values: Int32Array, start: number, end: number): number {
  let max = 0;
  for (let i = start; i < end; i++) max |= values[i]!;
  // OR-ing gives a value with the same highest bit as the true maximum, which is all bitsRequired needs.
  return max >>> 0;
}

/**
 * Packs `values[start, start+n)` (each < 2^bits) into `words` from `wordPos`; returns the index after the last word
 * written. The target words must be zero or be overwritten wholly, so the packer writes every word it touches.
 */
export function packBits(
  values: Int32Array,
  start: number,
  n: number,
  bits: number,
  words: Uint32Array,
  wordPos: number,
): number {
  if (bits === 0) return wordPos;
  let w = wordPos;
  let acc = 0;
  let used = 0;
  for (let i = 0; i < n; i++) {
    const v = values[start + i]! >>> 0;
    acc |= v << used;
    used += bits;
    if (used >= 32) {
      words[w++] = acc;
      used -= 32;
      // The bits of v that did not fit start the next word; `>>> 32` would be a no-op in JS, hence the guard.
      acc = used === 0 ? 0 : v >>> (bits - used);
    }
  }
  if (used > 0) words[w++] = acc;
  return w;
}

/**
 * Unpacks `n` values of `bits` bits from `words[wordPos...]` into `out[outPos...]`. A streaming loop: one word load
 * per 32 bits, no multiplication per value.
 */
export function unpackBits(
  words: Uint32Array,
  wordPos: number,
  n: number,
  bits: number,
  out: Int32Array,
  outPos: number,
): void {
  if (bits === 0) {
    out.fill(0, outPos, outPos + n);
    return;
  }
  const mask = bits === 32 ? -1 : (1 << bits) - 1;
  let w = wordPos;
  let cur = words[w]!;
  let used = 0;
  for (let i = 0; i < n; i++) {
    const end = used + bits;
    if (end < 32) {
      out[outPos + i] = (cur >>> used) & mask;
      used = end;
    } else if (end === 32) {
      out[outPos + i] = (cur >>> used) & mask;
      cur = words[++w]!;
      used = 0;
    } else {
      const next = words[++w]!;
      out[outPos + i] = ((cur >>> used) | (next << (32 - used))) & mask;
      cur = next;
      used = end - 32;
    }
  }
}

/**
 * Unpacks `n` doc-id gaps (stored as gap − 1) and turns them into absolute doc ids in one pass, starting after
 * `previous`. Fusing the prefix sum saves a second pass over the block on the hottest path.
 */
export function unpackDocIds(
  words: Uint32Array,
  wordPos: number,
  n: number,
  bits: number,
  previous: number,
  out: Int32Array,
): void {
  let doc = previous;
  if (bits === 0) {
    for (let i = 0; i < n; i++) out[i] = ++doc;
    return;
  }
  const mask = bits === 32 ? -1 : (1 << bits) - 1;
  let w = wordPos;
  let cur = words[w]!;
  let used = 0;
  for (let i = 0; i < n; i++) {
    const end = used + bits;
    let v: number;
    if (end < 32) {
      v = (cur >>> used) & mask;
      used = end;
    } else if (end === 32) {
      v = (cur >>> used) & mask;
      cur = words[++w]!;
      used = 0;
    } else {
      const next = words[++w]!;
      v = ((cur >>> used) | (next << (32 - used))) & mask;
      cur = next;
      used = end - 32;
    }
    doc += v + 1;
    out[i] = doc;
  }
}

/** Reads value `index` of a packed run directly, for random access to one document's positions. */
export function readPacked(words: Uint32Array, wordPos: number, index: number, bits: number): number {
  if (bits === 0) return 0;
  const bit = index * bits;
  const w = wordPos + (bit >>> 5);
  const shift = bit & 31;
  let v = words[w]! >>> shift;
  if (shift + bits > 32) v |= words[w + 1]! << (32 - shift);
  return bits === 32 ? v >>> 0 : v & ((1 << bits) - 1);
}

/**
 * Packs `values[start, start+n)` at an arbitrary bit offset `bitPos` of `words` (which must be zero there), so several
 * runs can share words without padding; returns the bit offset after the run. Used for short runs (varint tails)
 * where per-run word padding would cost more than the data.
 */
export function packBitsAt(
  values: Int32Array,
  start: number,
  n: number,
  bits: number,
  words: Uint32Array,
  bitPos: number,
): number {
  if (bits === 0) return bitPos;
  let bit = bitPos;
  for (let i = 0; i < n; i++) {
    const v = values[start + i]! >>> 0;
    const w = bit >>> 5;
    const shift = bit & 31;
    words[w] = words[w]! | (v << shift);
    if (shift + bits > 32) words[w + 1] = words[w + 1]! | (v >>> (32 - shift));
    bit += bits;
  }
  return bit;
}

/** Reads value `index` of a run packed by `packBitsAt` at bit offset `bitPos`. */
export function readPackedAt(words: Uint32Array, bitPos: number, index: number, bits: number): number {
  if (bits === 0) return 0;
  const bit = bitPos + index * bits;
  const w = bit >>> 5;
  const shift = bit & 31;
  let v = words[w]! >>> shift;
  if (shift + bits > 32) v |= words[w + 1]! << (32 - shift);
  return bits === 32 ? v >>> 0 : v & ((1 << bits) - 1);
}
