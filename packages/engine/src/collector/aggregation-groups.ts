import { EngineError } from '../engine-error';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import type { GroupBy } from '../search-types';
import type { AggregationContext } from './aggregations';
import type { GlobalOrdinals } from './global-ordinals';

// Which group (publication, application, simple or extended family) a matching document counts in, for analysis
// aggregations (see aggregations.ts).

/** The group of a matching document: the global ordinal of its key, or `OWN_GROUP` (no key, or `countBy` none). */
export const OWN_GROUP = -1;

export class GroupIds {
  private readonly ordinals: GlobalOrdinals | null;
  private readonly keyField: string | null;
  private column: StringColumn | null = null;
  private segmentMap: Int32Array = new Int32Array(0);

  constructor(context: AggregationContext, countBy: GroupBy) {
    const field = countBy === 'none' ? null : context.schema.collapseKeys[countBy];
    if (field === undefined) throw new EngineError('SEARCH_INVALID', `Cannot count by ${countBy}`);
    this.ordinals = field === null ? null : context.globalOrdinals(field);
    this.keyField = field;
  }

  /** Number of keyed group ids. */
  get keyedSize(): number {
    return this.ordinals?.keys.length ?? 0;
  }

  setSegment(index: number, segment: SegmentReader): void {
    if (this.keyField === null) return;
    this.column = segment.strings(this.keyField);
    this.segmentMap = this.ordinals!.segmentMaps[index] ?? new Int32Array(0);
  }

  groupOf(doc: number): number {
    const column = this.column;
    if (column === null || column.offsets[doc + 1]! === column.offsets[doc]!) return OWN_GROUP;
    return this.segmentMap[column.ords[column.offsets[doc]!]!]!;
  }
}
