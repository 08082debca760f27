// Counts over the documents the naive evaluator matched: facets, groups, histograms, numeric ranges, written as
// plainly as possible to check the engine's collectors.

import { type NaiveDocument, stringValues } from './naive-evaluator';

/** Facet counts: each matching document counts once for each distinct value it holds; `missing` have none. */
export function naiveFacet(
  docs: readonly NaiveDocument[],
  field: string,
): { counts: Map<string, number>; missing: number } {
  const counts = new Map<string, number>();
  let missing = 0;
  for (const doc of docs) {
    const raw = doc.source[field];
    const values = typeof raw === 'boolean' ? [String(raw)] : stringValues(raw);
    const distinctValues = new Set(values.map((v) => v.trim()).filter((v) => v.length > 0));
    if (distinctValues.size === 0) missing++;
    for (const value of distinctValues) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return { counts, missing };
}

/** Groups by a collapse key: key → matching documents in it. Documents without the key are left out. */
export function naiveGroups(docs: readonly NaiveDocument[], field: string): Map<string, number> {
  const groups = new Map<string, number>();
  for (const doc of docs) {
    const values = stringValues(doc.source[field]);
    const key = values[0];
    if (key === undefined) continue;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return groups;
}

/** Matching documents by year of a date field (YYYYMMDD), as `{ "2019": 3 }`. */
export function naiveYearHistogram(docs: readonly NaiveDocument[], field: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const doc of docs) {
    const value = doc.numbers.get(field);
    if (value === undefined) continue;
    const year = String(Math.floor(value / 10000));
    out[year] = (out[year] ?? 0) + 1;
  }
  return out;
}

/** Matching documents in each [from, to) range of a numeric or date field. */
export function naiveNumericRanges(
  docs: readonly NaiveDocument[],
  field: string,
  ranges: readonly { readonly from?: number; readonly to?: number }[],
): number[] {
  return ranges.map((range) => {
    let count = 0;
    for (const doc of docs) {
      const value = doc.numbers.get(field);
      if (value === undefined) continue;
      if (range.from !== undefined && value < range.from) continue;
      if (range.to !== undefined && value >= range.to) continue;
      count++;
    }
    return count;
  });
}
