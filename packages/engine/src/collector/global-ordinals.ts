import type { SegmentReader } from '../index/segment-reader';

/**
 * A field's values numbered across all segments of a searcher (Lucene's OrdinalMap): segment ordinal → global
 * ordinal. Built once per searcher and field, so collapsing counts into typed arrays by global ordinal and never
 * touches a string or a map per query.
 */
export type GlobalOrdinals = { readonly segmentMaps: readonly Int32Array[]; readonly keys: readonly string[] };

/** Builds the global ordinals of a string field over the given segments. */
export function buildGlobalOrdinals(segments: readonly SegmentReader[], field: string): GlobalOrdinals {
  const ids = new Map<string, number>();
  const keys: string[] = [];
  const segmentMaps = segments.map((segment) => {
    const column = segment.strings(field);
    if (column === null) return new Int32Array(0);
    const dictionary = column.dictionary();
    const map = new Int32Array(dictionary.length);
    for (let ord = 0; ord < dictionary.length; ord++) {
      const key = dictionary[ord]!;
      let id = ids.get(key);
      if (id === undefined) {
        id = keys.length;
        ids.set(key, id);
        keys.push(key);
      }
      map[ord] = id;
    }
    return map;
  });
  return { segmentMaps, keys };
}
