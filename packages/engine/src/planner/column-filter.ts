import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader } from '../index/segment-reader';
import { ArrayScorer, type Scorer } from '../query/doc-set';

/**
 * A filter on a field's stored values (doc values), for facet selections: it matches a value exactly as the facet
 * counted it, so a facet bucket of N and the filtered result count are the same number. A query-language clause
 * could not promise that for name fields, whose words are analysed. Not scored.
 */
export type ColumnFilter = {
  readonly field: string;
  /** Exact stored values of a string column (name, keyword, classification, number or flag field). */
  readonly values?: readonly string[];
  /** Inclusive ranges over a numeric or date column. */
  readonly ranges?: readonly { readonly min: number; readonly max: number }[];
  /** Also match documents with no value in the field. */
  readonly missing?: boolean;
  /** Keep the documents that do not match instead (an exclusion). */
  readonly exclude?: boolean;
};

/** The documents of one segment that the filter keeps, as a scorer. */
export function columnFilterScorer(segment: SegmentReader, filter: ColumnFilter): Scorer {
  const matches = segmentMatcher(segment, filter);
  const docs = new Int32Array(segment.maxDoc);
  let count = 0;
  for (let d = 0; d < segment.maxDoc; d++) if (matches(d) !== (filter.exclude === true)) docs[count++] = d;
  return new ArrayScorer(docs, count);
}

function segmentMatcher(segment: SegmentReader, filter: ColumnFilter): (doc: number) => boolean {
  const strings = segment.strings(filter.field);
  const numbers = segment.numbers(filter.field);
  const missing = filter.missing === true;
  if (strings) {
    const wanted = new Set(filter.values ?? []);
    const dictionary = strings.dictionary();
    const ords = new Uint8Array(strings.size);
    for (let o = 0; o < dictionary.length; o++) if (wanted.has(dictionary[o]!)) ords[o] = 1;
    return (doc) => {
      const start = strings.offsets[doc]!;
      const end = strings.offsets[doc + 1]!;
      if (start === end) return missing;
      for (let i = start; i < end; i++) if (ords[strings.ords[i]!] === 1) return true;
      return false;
    };
  }
  if (numbers) {
    const ranges = filter.ranges ?? [];
    return (doc) => {
      const v = numbers[doc]!;
      if (v === MISSING_NUMBER) return missing;
      return ranges.some((r) => v >= r.min && v <= r.max);
    };
  }
  // The field has no values in this segment at all.
  return () => missing;
}
