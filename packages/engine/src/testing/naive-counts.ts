// Counts over the documents the naive evaluator matched: facets, groups, histograms, numeric ranges, written as
// plainly as possible to check the engine's collectors.

import { classificationAncestors } from '../analysis/classification-code';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import type { Schema } from '../schema/schema';
import type { AggregationAxis, AggregationMetrics, ClassificationLevel, GroupBy } from '../search-types';
import { compareTerms } from '../termdict/utf8-order';
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

// ---------------------------------------------------------------------------------------------------------------
// Aggregations: distinct groups per value, by brute force over the stored documents
// ---------------------------------------------------------------------------------------------------------------

/** The group a document counts in: its collapse key, or itself (no key, or `none`). */
export function naiveGroupKey(doc: NaiveDocument, countBy: GroupBy, schema: Schema = PATENT_SCHEMA): string {
  if (countBy === 'none') return `doc:${doc.ucid}`;
  const field = schema.collapseKeys[countBy]!;
  const key = plainValues(doc.source[field]).sort(compareTerms)[0];
  return key === undefined ? `doc:${doc.ucid}` : `key:${key}`;
}

/** String values as the index keeps them: trimmed, empty ones dropped, booleans and numbers as text. */
function plainValues(raw: unknown): string[] {
  const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item))) out.push(String(item));
    else if (typeof item === 'string' && item.trim().length > 0) out.push(item.trim());
  }
  return out;
}

const LEVEL_DEPTH: Record<ClassificationLevel, number> = { section: 0, class: 1, subclass: 2, maingroup: 3, full: 4 };

/** A document's distinct values on an axis, as labels. */
export function naiveAxisValues(doc: NaiveDocument, axis: AggregationAxis): string[] {
  if (axis.kind === 'years') {
    const value = doc.numbers.get(axis.field);
    if (value === undefined) return [];
    const isDate = PATENT_SCHEMA.fields.find((f) => f.name === axis.field)?.type === 'date';
    return [String(isDate ? Math.floor(value / 10000) : value)];
  }
  let values = plainValues(doc.source[axis.field]);
  const level = axis.level;
  if (level !== undefined && level !== 'full') {
    values = values.map((value) => {
      const ancestors = classificationAncestors(value);
      return ancestors.length === 0 ? value : ancestors[Math.min(LEVEL_DEPTH[level], ancestors.length - 1)]!;
    });
  }
  return [...new Set(values)];
}

/** Value → the set of groups holding it, plus every group and the groups with a value. */
export function naiveDistinctGroups(
  docs: readonly NaiveDocument[],
  axis: AggregationAxis,
  countBy: GroupBy,
): { groups: Map<string, Set<string>>; all: Set<string>; withValue: Set<string> } {
  const groups = new Map<string, Set<string>>();
  const all = new Set<string>();
  const withValue = new Set<string>();
  for (const doc of docs) {
    const group = naiveGroupKey(doc, countBy);
    all.add(group);
    const values = naiveAxisValues(doc, axis);
    if (values.length > 0) withValue.add(group);
    for (const value of values) {
      let set = groups.get(value);
      if (!set) {
        set = new Set();
        groups.set(value, set);
      }
      set.add(group);
    }
  }
  return { groups, all, withValue };
}

/** Pivot cells: row value → column value → groups. */
export function naivePivotCells(
  docs: readonly NaiveDocument[],
  rows: AggregationAxis,
  columns: AggregationAxis,
  countBy: GroupBy,
): Map<string, Map<string, Set<string>>> {
  const cells = new Map<string, Map<string, Set<string>>>();
  for (const doc of docs) {
    const group = naiveGroupKey(doc, countBy);
    const columnValues = naiveAxisValues(doc, columns);
    for (const a of naiveAxisValues(doc, rows)) {
      let row = cells.get(a);
      if (!row) {
        row = new Map();
        cells.set(a, row);
      }
      for (const b of columnValues) {
        let set = row.get(b);
        if (!set) {
          set = new Set();
          row.set(b, set);
        }
        set.add(group);
      }
    }
  }
  return cells;
}

/** The workspace figures by brute force. */
export function naiveMetrics(docs: readonly NaiveDocument[], countBy: GroupBy): AggregationMetrics {
  const distinct = (by: GroupBy) => new Set(docs.map((d) => naiveGroupKey(d, by))).size;
  const flagged = (field: string) =>
    new Set(docs.filter((d) => plainValues(d.source[field]).includes('true')).map((d) => naiveGroupKey(d, countBy)))
      .size;
  const dates = (field: string) => docs.map((d) => d.numbers.get(field)).filter((v): v is number => v !== undefined);
  const priorities = dates('earliestprioritydate');
  const expiries = dates('expectedexpirydate');
  return {
    publications: docs.length,
    applications: distinct('applicationnumber'),
    simpleFamilies: distinct('simplefamily'),
    extendedFamilies: distinct('extendedfamily'),
    total: distinct(countBy),
    grants: flagged('grant'),
    pending: flagged('pending'),
    jurisdictions: new Set(docs.flatMap((d) => plainValues(d.source.country))).size,
    earliestPriority: priorities.length === 0 ? null : Math.min(...priorities),
    expiry: {
      earliest: expiries.length === 0 ? null : Math.min(...expiries),
      latest: expiries.length === 0 ? null : Math.max(...expiries),
    },
  };
}
