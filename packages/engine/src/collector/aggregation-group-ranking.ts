import type { SegmentReader } from '../index/segment-reader';
import type { GroupBucket, GroupBy } from '../search-types';
import { type Axis, grown } from './aggregation-axes';
import type { AggregationCounter, GroupedMatches } from './aggregations';
import { bestK } from './best-k';

// `groups` aggregations (see search-types.ts): the set's items themselves ranked by the distinct values of a field
// their matching documents hold together, e.g. a family's forward citations (the union of its members' `citedby`,
// each citing document once). Counted after the pass like the axis aggregations, group by group, with one stamp per
// value id; only the top groups are then read again for their members and values.

export class GroupRankCounter implements AggregationCounter {
  readonly grouped = true;
  private readonly segments: SegmentReader[] = [];

  constructor(
    private readonly axis: Axis,
    private readonly extras: readonly { field: string; axis: Axis }[],
    /** The field naming a group (null when counting publications: a document is its own group). */
    private readonly keyField: string | null,
    private readonly field: string,
    private readonly limit: number,
  ) {}

  setSegment(index: number, segment: SegmentReader): void {
    this.segments[index] = segment;
    this.axis.setSegment(index, segment);
    for (const extra of this.extras) extra.axis.setSegment(index, segment);
  }

  collect(): void {}

  result(
    countBy: GroupBy,
    matches: GroupedMatches,
    check: () => void,
  ): {
    kind: 'groups';
    countBy: GroupBy;
    total: number;
    buckets: GroupBucket[];
    otherCount: number;
    missingCount: number;
  } {
    const axis = this.axis;
    const { segs, docs, bounds } = matches;
    const counts = new Int32Array(matches.count);
    let stamps = new Int32Array(Math.max(axis.size, 16));
    let withValue = 0;
    for (let k = 0; k < matches.count; k++) {
      if ((k & 4095) === 4095) check();
      const stamp = k + 1;
      let count = 0;
      for (let i = bounds[k]!; i < bounds[k + 1]!; i++) {
        const n = axis.read(segs[i]!, docs[i]!);
        const values = axis.values;
        for (let j = 0; j < n; j++) {
          const v = values[j]!;
          if (v >= stamps.length) stamps = grown(stamps, v + 1);
          if (stamps[v] === stamp) continue;
          stamps[v] = stamp;
          count++;
        }
      }
      counts[k] = count;
      if (count > 0) withValue++;
    }
    const present: number[] = [];
    for (let k = 0; k < matches.count; k++) if (counts[k]! > 0) present.push(k);
    // Ties keep the order of the groups (by key ordinal): deterministic for one index.
    const top = bestK(present, this.limit, (a, b) => counts[b]! - counts[a]! || a - b);
    let otherCount = 0;
    for (const k of present) otherCount += counts[k]!;
    const buckets = top.map((k) => {
      otherCount -= counts[k]!;
      return this.bucket(k, counts[k]!, matches);
    });
    return {
      kind: 'groups',
      countBy,
      total: matches.count,
      buckets,
      otherCount,
      missingCount: matches.count - withValue,
    };
  }

  private bucket(k: number, count: number, matches: GroupedMatches): GroupBucket {
    const { segs, docs, bounds } = matches;
    const members: string[] = [];
    const values: Record<string, Set<string>> = { [this.field]: new Set() };
    for (const { field } of this.extras) values[field] = new Set();
    let key: string | null = null;
    for (let i = bounds[k]!; i < bounds[k + 1]!; i++) {
      const segment = this.segments[segs[i]!]!;
      const doc = docs[i]!;
      members.push(segment.ucid(doc));
      if (key === null && this.keyField !== null) key = firstString(segment, this.keyField, doc);
      for (const { field, axis } of [{ field: this.field, axis: this.axis }, ...this.extras]) {
        const n = axis.read(segs[i]!, doc);
        for (let j = 0; j < n; j++) values[field]!.add(axis.label(axis.values[j]!));
      }
    }
    members.sort();
    return {
      value: key ?? members[0]!,
      label: members[0]!,
      count,
      members,
      values: Object.fromEntries(Object.entries(values).map(([field, set]) => [field, [...set].sort()])),
    };
  }
}

function firstString(segment: SegmentReader, field: string, doc: number): string | null {
  const column = segment.strings(field);
  if (column === null || column.offsets[doc + 1] === column.offsets[doc]) return null;
  return column.dictionary()[column.ords[column.offsets[doc]!]!]!;
}
