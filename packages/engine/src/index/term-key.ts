// One term dictionary per segment holds every field: a key is one character naming the field (its index in the
// segment's field list, from '0') followed by the term. Field prefixes keep each field's terms contiguous, so exact,
// prefix and pattern lookups stay per field.
//
// A term that spans several word positions (the joined and written forms of a compound: `liion` and `li-ion` for
// "Li-ion" span 2) is stored under `term + SPAN_MARK + length`, a separate postings list. So the postings keep no
// per-position length, the length is implied by the key, and a lookup of `liion` also scans `liion\u0001…` to
// find the spanning occurrences. SPAN_MARK sorts before every printable character, so those keys are contiguous.

/** Separates a spanning term from its span length in a term key. */
export const SPAN_MARK = '\u0001';

/** Largest field count a segment supports (one UTF-8 byte per field prefix). */
export const MAX_FIELDS = 0x7f - 0x30;

/** The one-character prefix of field number `fieldIndex`. */
export function fieldPrefix(fieldIndex: number): string {
  if (fieldIndex < 0 || fieldIndex >= MAX_FIELDS) throw new RangeError(`field index ${fieldIndex} out of range`);
  return String.fromCharCode(0x30 + fieldIndex);
}

/** Largest span a term key tells apart: longer spans share its key. */
export const MAX_KEY_SPAN = 0x7f - 0x30 - 1;

/** The key of `term` in field `fieldIndex`, spanning `span` positions (1 for a plain word). */
export function termKey(fieldIndex: number, term: string, span = 1): string {
  const key = fieldPrefix(fieldIndex) + term;
  return span > 1 ? key + SPAN_MARK + String.fromCharCode(0x30 + Math.min(span, MAX_KEY_SPAN)) : key;
}

/** Splits a key without its field prefix into the term and its span. */
export function splitTermKey(keyWithoutField: string): { term: string; span: number } {
  const mark = keyWithoutField.indexOf(SPAN_MARK);
  if (mark < 0) return { term: keyWithoutField, span: 1 };
  return { term: keyWithoutField.slice(0, mark), span: keyWithoutField.charCodeAt(mark + 1) - 0x30 };
}
