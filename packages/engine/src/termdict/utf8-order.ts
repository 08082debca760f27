// Terms are ordered by their UTF-8 bytes. UTF-8 was designed so that byte order equals Unicode code point order,
// which is NOT JavaScript's `<` on strings (UTF-16 code units put U+E000..U+FFFF after the astral planes). Every
// sort of terms must therefore use these comparators, never the default string comparison.

/** Compares two byte ranges lexicographically (shorter prefix first): negative, zero or positive. */
export function compareBytes(
  a: Uint8Array,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bStart: number,
  bEnd: number,
): number {
  const n = Math.min(aEnd - aStart, bEnd - bStart);
  for (let i = 0; i < n; i++) {
    const d = a[aStart + i]! - b[bStart + i]!;
    if (d !== 0) return d;
  }
  return aEnd - aStart - (bEnd - bStart);
}

/** Compares two strings in code point order, i.e. the order of their UTF-8 encodings, without encoding them. */
export function compareTerms(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (D800..DFFF) encode code points above FFFF, so they must sort after every other BMP unit.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
