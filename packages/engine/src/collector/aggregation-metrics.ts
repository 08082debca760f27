import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import { fieldOf } from '../schema/schema';
import type { AggregationMetrics, AggregationResult, GroupBy } from '../search-types';
import { GroupIds, OWN_GROUP } from './aggregation-groups';
import type { AggregationContext, AggregationCounter } from './aggregations';
import type { GlobalOrdinals } from './global-ordinals';

// The workspace metrics of analysis aggregations (see aggregations.ts): families, applications, publications,
// grants, pending, jurisdictions, earliest priority and expiry, counted as documents come, with bitsets by global
// ordinal instead of the grouped pass the axis aggregations use.

/** Distinct keys of a collapse field among the matches (a bitset by global ordinal); a keyless document is its own. */
class DistinctKeys {
  private readonly groups: GroupIds | null;
  private readonly seen: Uint8Array;
  count = 0;

  constructor(context: AggregationContext, groupBy: GroupBy) {
    this.groups = context.schema.collapseKeys[groupBy] === undefined ? null : new GroupIds(context, groupBy);
    this.seen = new Uint8Array(this.groups?.keyedSize ?? 0);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.groups?.setSegment(index, segment);
  }

  collect(doc: number): void {
    const g = this.groups === null ? OWN_GROUP : this.groups.groupOf(doc);
    if (g === OWN_GROUP) this.count++;
    else if (this.seen[g] === 0) {
      this.seen[g] = 1;
      this.count++;
    }
  }
}

/** The ordinal of `true` in a flag column of the segment, or −1. */
function trueOrdinal(column: StringColumn | null): number {
  return column === null ? -1 : column.dictionary().indexOf('true');
}

function hasOrdinal(column: StringColumn | null, doc: number, ord: number): boolean {
  if (column === null || ord < 0) return false;
  for (let i = column.offsets[doc]!; i < column.offsets[doc + 1]!; i++) if (column.ords[i] === ord) return true;
  return false;
}

/**
 * The workspace figures, counted as documents come (bitsets by global ordinal, no grouping pass). Fields the schema
 * lacks give 0 or null: they come from the patent schema's `applicationnumber`, `simplefamilyid`, `extendedfamilyid`,
 * `grant`, `pending`, `country`, `earliestprioritydate` and `expectedexpirydate`.
 */
export class MetricsCounter implements AggregationCounter {
  readonly grouped = false;
  private publications = 0;
  private readonly applications: DistinctKeys;
  private readonly simpleFamilies: DistinctKeys;
  private readonly extendedFamilies: DistinctKeys;
  /** Per keyed group of `countBy`: bit 1 seen, bit 2 counted as granted, bit 4 as pending. */
  private readonly flags: Uint8Array;
  private total = 0;
  private grants = 0;
  private pending = 0;
  private readonly countries: Uint8Array;
  private readonly countryOrdinals: GlobalOrdinals | null;
  private jurisdictions = 0;
  private grant: StringColumn | null = null;
  private grantTrue = -1;
  private pendingColumn: StringColumn | null = null;
  private pendingTrue = -1;
  private country: StringColumn | null = null;
  private countryMap: Int32Array = new Int32Array(0);
  private priority: Int32Array | null = null;
  private expiry: Int32Array | null = null;
  private earliestPriority = Number.POSITIVE_INFINITY;
  private earliestExpiry = Number.POSITIVE_INFINITY;
  private latestExpiry = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly context: AggregationContext,
    keyedSize: number,
  ) {
    this.applications = new DistinctKeys(context, 'applicationnumber');
    this.simpleFamilies = new DistinctKeys(context, 'simplefamily');
    this.extendedFamilies = new DistinctKeys(context, 'extendedfamily');
    this.flags = new Uint8Array(keyedSize);
    this.countryOrdinals = this.has('country') ? context.globalOrdinals('country') : null;
    this.countries = new Uint8Array(this.countryOrdinals?.keys.length ?? 0);
  }

  private has(field: string): boolean {
    return fieldOf(this.context.schema, field) !== undefined;
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.applications.setSegment(index, segment);
    this.simpleFamilies.setSegment(index, segment);
    this.extendedFamilies.setSegment(index, segment);
    this.grant = this.has('grant') ? segment.strings('grant') : null;
    this.grantTrue = trueOrdinal(this.grant);
    this.pendingColumn = this.has('pending') ? segment.strings('pending') : null;
    this.pendingTrue = trueOrdinal(this.pendingColumn);
    this.country = this.countryOrdinals ? segment.strings('country') : null;
    this.countryMap = this.countryOrdinals?.segmentMaps[index] ?? new Int32Array(0);
    this.priority = this.has('earliestprioritydate') ? segment.numbers('earliestprioritydate') : null;
    this.expiry = this.has('expectedexpirydate') ? segment.numbers('expectedexpirydate') : null;
  }

  collect(doc: number, group: number): void {
    this.publications++;
    this.applications.collect(doc);
    this.simpleFamilies.collect(doc);
    this.extendedFamilies.collect(doc);
    const granted = hasOrdinal(this.grant, doc, this.grantTrue);
    const pending = hasOrdinal(this.pendingColumn, doc, this.pendingTrue);
    if (group === OWN_GROUP) {
      this.total++;
      if (granted) this.grants++;
      if (pending) this.pending++;
    } else {
      const f = this.flags[group]!;
      if ((f & 1) === 0) this.total++;
      if (granted && (f & 2) === 0) this.grants++;
      if (pending && (f & 4) === 0) this.pending++;
      this.flags[group] = f | 1 | (granted ? 2 : 0) | (pending ? 4 : 0);
    }
    const country = this.country;
    if (country !== null) {
      for (let i = country.offsets[doc]!; i < country.offsets[doc + 1]!; i++) {
        const g = this.countryMap[country.ords[i]!]!;
        if (this.countries[g] === 0) {
          this.countries[g] = 1;
          this.jurisdictions++;
        }
      }
    }
    const priority = this.priority?.[doc] ?? MISSING_NUMBER;
    if (priority !== MISSING_NUMBER && priority < this.earliestPriority) this.earliestPriority = priority;
    const expiry = this.expiry?.[doc] ?? MISSING_NUMBER;
    if (expiry !== MISSING_NUMBER) {
      if (expiry < this.earliestExpiry) this.earliestExpiry = expiry;
      if (expiry > this.latestExpiry) this.latestExpiry = expiry;
    }
  }

  result(countBy: GroupBy): AggregationResult {
    const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);
    const metrics: AggregationMetrics = {
      publications: this.publications,
      applications: this.applications.count,
      simpleFamilies: this.simpleFamilies.count,
      extendedFamilies: this.extendedFamilies.count,
      total: this.total,
      grants: this.grants,
      pending: this.pending,
      jurisdictions: this.jurisdictions,
      earliestPriority: finite(this.earliestPriority),
      expiry: { earliest: finite(this.earliestExpiry), latest: finite(this.latestExpiry) },
    };
    return { kind: 'metrics', countBy, metrics };
  }
}
