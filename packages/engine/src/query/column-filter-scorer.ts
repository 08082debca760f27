import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader } from '../index/segment-reader';
import type { ColumnFilter } from '../planner/column-filter';
import { ArrayScorer, type Scorer } from './doc-set';

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
