import { classificationAncestors } from '../analysis/classification-code';
import { EngineError } from '../engine-error';
import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import { type FieldDef, fieldOf, hasStringDocValues } from '../schema/schema';
import type { AggregationAxis, ClassificationLevel } from '../search-types';
import type { AggregationContext } from './aggregations';
import type { GlobalOrdinals } from './global-ordinals';

// The axes of analysis aggregations (see aggregations.ts): how a document's values on a field, a classification
// level or the years of a date field become small ids, and how an id reads back as a value.

/** A copy of `array` with room for at least `size` entries (doubling), zero-filled. */
export function grown(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  let n = Math.max(array.length * 2, 16);
  while (n < size) n *= 2;
  const copy = new Int32Array(n);
  copy.set(array);
  return copy;
}

const LEVELS: readonly ClassificationLevel[] = ['section', 'class', 'subclass', 'maingroup', 'full'];

/** The values of one document on an axis, as small ids. */
export interface Axis {
  readonly kind: 'terms' | 'years';
  /** Takes the segment's columns (kept by segment index: values are read after the pass, group by group). */
  setSegment(index: number, segment: SegmentReader): void;
  /** Writes the value ids of `doc` of segment `segment` into `values` (from 0) and returns how many. */
  read(segment: number, doc: number): number;
  readonly values: Int32Array;
  /** How many value ids there are (years beyond it may come), to size the arrays by value id once. */
  readonly size: number;
  label(id: number): string;
}

/** Global level ids of a classification field's global ordinals, per level; kept as long as the ordinals. */
const LEVEL_MAPS = new WeakMap<GlobalOrdinals, Map<ClassificationLevel, { ids: Int32Array; labels: string[] }>>();

function levelMap(ordinals: GlobalOrdinals, level: ClassificationLevel): { ids: Int32Array; labels: string[] } {
  let byLevel = LEVEL_MAPS.get(ordinals);
  if (!byLevel) {
    byLevel = new Map();
    LEVEL_MAPS.set(ordinals, byLevel);
  }
  let map = byLevel.get(level);
  if (!map) {
    const depth = LEVELS.indexOf(level);
    const ids = new Int32Array(ordinals.keys.length);
    const labels: string[] = [];
    const idOf = new Map<string, number>();
    for (let g = 0; g < ordinals.keys.length; g++) {
      const ancestors = classificationAncestors(ordinals.keys[g]!);
      // The code at that level; a code that stops above it (or has no IPC shape) is itself.
      const code = ancestors.length === 0 ? ordinals.keys[g]! : ancestors[Math.min(depth, ancestors.length - 1)]!;
      let id = idOf.get(code);
      if (id === undefined) {
        id = labels.length;
        idOf.set(code, id);
        labels.push(code);
      }
      ids[g] = id;
    }
    map = { ids, labels };
    byLevel.set(level, map);
  }
  return map;
}

export class TermsAxis implements Axis {
  readonly kind = 'terms';
  values = new Int32Array(16);
  private readonly columns: (StringColumn | null)[] = [];
  private readonly maps: Int32Array[] = [];
  private readonly ordinals: GlobalOrdinals;
  private readonly level: { ids: Int32Array; labels: string[] } | null;

  constructor(
    context: AggregationContext,
    private readonly field: string,
    level: ClassificationLevel | undefined,
  ) {
    this.ordinals = context.globalOrdinals(field);
    this.level = level === undefined || level === 'full' ? null : levelMap(this.ordinals, level);
  }

  get size(): number {
    return this.level === null ? this.ordinals.keys.length : this.level.labels.length;
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.columns[index] = segment.strings(this.field);
    this.maps[index] = this.ordinals.segmentMaps[index] ?? new Int32Array(0);
  }

  read(segment: number, doc: number): number {
    const column = this.columns[segment];
    if (!column) return 0;
    const start = column.offsets[doc]!;
    const end = column.offsets[doc + 1]!;
    if (end - start > this.values.length) this.values = grown(this.values, end - start);
    const values = this.values;
    const map = this.maps[segment]!;
    const ords = column.ords;
    let n = 0;
    // Codes that meet at a level repeat here; the counters count a group once per value anyway.
    if (this.level === null) for (let i = start; i < end; i++) values[n++] = map[ords[i]!]!;
    else {
      const ids = this.level.ids;
      for (let i = start; i < end; i++) values[n++] = ids[map[ords[i]!]!]!;
    }
    return n;
  }

  label(id: number): string {
    return this.level === null ? this.ordinals.keys[id]! : this.level.labels[id]!;
  }
}

const FIRST_YEAR = 1700;
const YEAR_SLOTS = 600;

export class YearsAxis implements Axis {
  readonly kind = 'years';
  readonly values = new Int32Array(1);
  readonly size = YEAR_SLOTS;
  private readonly columns: (Int32Array | null)[] = [];
  /** Years outside 1700–2299 get ids from 600 on. */
  private readonly unusual = new Map<number, number>();
  private readonly unusualYears: number[] = [];

  constructor(
    private readonly field: string,
    /** Whether the column holds YYYYMMDD dates (else years already). */
    private readonly dates: boolean,
  ) {}

  setSegment(index: number, segment: SegmentReader): void {
    this.columns[index] = segment.numbers(this.field);
  }

  read(segment: number, doc: number): number {
    const value = this.columns[segment]?.[doc] ?? MISSING_NUMBER;
    if (value === MISSING_NUMBER) return 0;
    const year = this.dates ? Math.floor(value / 10000) : value;
    const slot = year - FIRST_YEAR;
    if (slot >= 0 && slot < YEAR_SLOTS) this.values[0] = slot;
    else {
      let id = this.unusual.get(year);
      if (id === undefined) {
        id = YEAR_SLOTS + this.unusualYears.length;
        this.unusual.set(year, id);
        this.unusualYears.push(year);
      }
      this.values[0] = id;
    }
    return 1;
  }

  year(id: number): number {
    return id < YEAR_SLOTS ? id + FIRST_YEAR : this.unusualYears[id - YEAR_SLOTS]!;
  }

  label(id: number): string {
    return String(this.year(id));
  }
}

export function axisOf(context: AggregationContext, axis: AggregationAxis, name: string): Axis {
  const field = fieldOf(context.schema, axis.field);
  const refuse = (what: string) =>
    new EngineError('SEARCH_INVALID', `${axis.field} cannot be used for ${what} (aggregation ${name})`);
  if (axis.kind === 'terms') {
    if (!field || !hasStringDocValues(field)) throw refuse('terms');
    if (axis.level !== undefined) {
      if (!LEVELS.includes(axis.level)) throw new EngineError('SEARCH_INVALID', `Unknown level ${axis.level}`);
      if (field.type !== 'classification' && axis.level !== 'full') throw refuse('classification levels');
    }
    return new TermsAxis(context, axis.field, axis.level);
  }
  if (axis.kind === 'years') {
    if (!isYearField(field)) throw refuse('years');
    return new YearsAxis(axis.field, field.type === 'date');
  }
  throw new EngineError('SEARCH_INVALID', `Aggregation ${name} has an axis of no known kind`);
}

function isYearField(field: FieldDef | undefined): field is FieldDef {
  return field !== undefined && (field.type === 'date' || field.derivedFrom?.transform === 'year');
}

/**
 * Values given per ucid by the caller (`lookup` aggregations: custom field values kept in a database). Each segment
 * finds the ucids it holds once (a binary search of its ucid dictionary each), so reading a document is one map
 * look-up; documents the table does not name have no value.
 */
export class LookupAxis implements Axis {
  readonly kind = 'terms';
  values = new Int32Array(16);
  private readonly labels: string[] = [];
  private readonly rows: { ucid: string; ids: Int32Array }[] = [];
  private readonly bySegment: Map<number, Int32Array>[] = [];

  constructor(table: Readonly<Record<string, readonly string[]>>) {
    const idOf = new Map<string, number>();
    for (const [ucid, values] of Object.entries(table)) {
      const ids = [...new Set(values)].map((value) => {
        let id = idOf.get(value);
        if (id === undefined) {
          id = this.labels.length;
          idOf.set(value, id);
          this.labels.push(value);
        }
        return id;
      });
      if (ids.length > 0) this.rows.push({ ucid, ids: Int32Array.from(ids) });
    }
  }

  get size(): number {
    return this.labels.length;
  }

  setSegment(index: number, segment: SegmentReader): void {
    const docs = new Map<number, Int32Array>();
    for (const { ucid, ids } of this.rows) {
      const doc = segment.docOf(ucid);
      if (doc !== undefined && !segment.isDeleted(doc)) docs.set(doc, ids);
    }
    this.bySegment[index] = docs;
  }

  read(segment: number, doc: number): number {
    const ids = this.bySegment[segment]?.get(doc);
    if (!ids) return 0;
    if (ids.length > this.values.length) this.values = grown(this.values, ids.length);
    this.values.set(ids);
    return ids.length;
  }

  label(id: number): string {
    return this.labels[id]!;
  }
}
