import { classificationAncestors } from '../analysis/classification-code';
import { EngineError } from '../engine-error';
import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader, StringColumn } from '../index/segment-reader';
import { type FieldDef, fieldOf, hasStringDocValues, type Schema } from '../schema/schema';
import type {
  AggregationAxis,
  AggregationBucket,
  AggregationMetrics,
  AggregationRequest,
  AggregationResult,
  ClassificationLevel,
  GroupBy,
  PivotRow,
} from '../search-types';
import { bestK } from './best-k';
import type { Collector } from './collector';
import { DEFAULT_FACET_LIMIT, MAX_FACET_LIMIT } from './facets';
import type { GlobalOrdinals } from './global-ordinals';

// Analysis aggregations: per value, the number of DISTINCT groups (publications, applications, simple or extended
// families) among the matches. Every document is given a group id: the global ordinal of its collapse key, or, for a
// document that is its own group (no key, or counting publications), a fresh id above every ordinal. A (value, group)
// pair is counted the first time it is seen; pairs of keyed groups are remembered in an open-addressing hash set of
// int32 pairs, so memory is bounded by the distinct pairs (at most matches × values per document), never by values ×
// groups. Own-group documents need no set: their values are distinct within the document and they never come back.

/** What aggregations need of the searcher: the schema and a field's global ordinals (cached per searcher). */
export type AggregationContext = {
  readonly schema: Schema;
  readonly globalOrdinals: (field: string) => GlobalOrdinals;
};

const LEVELS: readonly ClassificationLevel[] = ['section', 'class', 'subclass', 'maingroup', 'full'];

// ---------------------------------------------------------------------------------------------------------------
// Hash structures on int32 pairs
// ---------------------------------------------------------------------------------------------------------------

function hashPair(x: number, y: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y + 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/** A set of non-negative int32 pairs; `add` says whether the pair is new. Linear probing, grown at half full. */
export class PairSet {
  private xs: Int32Array;
  private ys: Int32Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1024) {
    let n = 16;
    while (n < capacity) n *= 2;
    this.xs = new Int32Array(n);
    this.ys = new Int32Array(n);
    this.mask = n - 1;
  }

  add(x: number, y: number): boolean {
    const stored = x + 1;
    let h = hashPair(x, y) & this.mask;
    for (;;) {
      const k = this.xs[h]!;
      if (k === 0) break;
      if (k === stored && this.ys[h] === y) return false;
      h = (h + 1) & this.mask;
    }
    this.xs[h] = stored;
    this.ys[h] = y;
    if (++this.size * 2 > this.xs.length) this.grow();
    return true;
  }

  private grow(): void {
    const xs = this.xs;
    const ys = this.ys;
    this.xs = new Int32Array(xs.length * 2);
    this.ys = new Int32Array(xs.length * 2);
    this.mask = this.xs.length - 1;
    for (let i = 0; i < xs.length; i++) {
      const k = xs[i]!;
      if (k === 0) continue;
      let h = hashPair(k - 1, ys[i]!) & this.mask;
      while (this.xs[h] !== 0) h = (h + 1) & this.mask;
      this.xs[h] = k;
      this.ys[h] = ys[i]!;
    }
  }

  /** Bytes held. */
  get bytes(): number {
    return this.xs.byteLength * 2;
  }
}

/** Numbers the distinct non-negative int32 pairs it is given: pair → 0, 1, 2… in first-seen order. */
class PairIds {
  private xs: Int32Array;
  private ys: Int32Array;
  private ids: Int32Array;
  private mask: number;
  /** The pairs by id. */
  firsts = new Int32Array(64);
  seconds = new Int32Array(64);
  size = 0;

  constructor() {
    this.xs = new Int32Array(256);
    this.ys = new Int32Array(256);
    this.ids = new Int32Array(256);
    this.mask = 255;
  }

  idOf(x: number, y: number): number {
    const stored = x + 1;
    let h = hashPair(x, y) & this.mask;
    for (;;) {
      const k = this.xs[h]!;
      if (k === 0) break;
      if (k === stored && this.ys[h] === y) return this.ids[h]!;
      h = (h + 1) & this.mask;
    }
    const id = this.size++;
    this.xs[h] = stored;
    this.ys[h] = y;
    this.ids[h] = id;
    if (id >= this.firsts.length) {
      this.firsts = grown(this.firsts, id + 1);
      this.seconds = grown(this.seconds, id + 1);
    }
    this.firsts[id] = x;
    this.seconds[id] = y;
    if (this.size * 2 > this.xs.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const n = this.xs.length * 2;
    this.xs = new Int32Array(n);
    this.ys = new Int32Array(n);
    this.ids = new Int32Array(n);
    this.mask = n - 1;
    for (let id = 0; id < this.size; id++) {
      const x = this.firsts[id]!;
      const y = this.seconds[id]!;
      let h = hashPair(x, y) & this.mask;
      while (this.xs[h] !== 0) h = (h + 1) & this.mask;
      this.xs[h] = x + 1;
      this.ys[h] = y;
      this.ids[h] = id;
    }
  }
}

/** A copy of `array` with room for at least `size` entries (doubling), zero-filled. */
function grown(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  let n = Math.max(array.length * 2, 16);
  while (n < size) n *= 2;
  const copy = new Int32Array(n);
  copy.set(array);
  return copy;
}

// ---------------------------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------------------------

/**
 * The group of each matching document: the global ordinal of its key (`ownGroup` false), or a fresh id above them
 * for a document that is its own group (no key, or `countBy` none). `flags` marks keyed groups seen (bit 1) and
 * holding a value (bit 2); own groups are counted as they come.
 */
class GroupIds {
  private readonly ordinals: GlobalOrdinals | null;
  private column: StringColumn | null = null;
  private segmentMap: Int32Array = new Int32Array(0);
  private next: number;
  /** Set by `groupOf`: whether the last document is its own group. */
  ownGroup = false;

  constructor(context: AggregationContext, countBy: GroupBy) {
    const field = countBy === 'none' ? null : context.schema.collapseKeys[countBy];
    if (field === undefined) throw new EngineError('SEARCH_INVALID', `Cannot count by ${countBy}`);
    this.ordinals = field === null ? null : context.globalOrdinals(field);
    this.keyField = field;
    this.next = this.ordinals?.keys.length ?? 0;
  }

  readonly keyField: string | null;

  /** Number of keyed group ids (own groups come after). */
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
    if (column === null || column.offsets[doc + 1]! === column.offsets[doc]!) {
      this.ownGroup = true;
      return this.next++;
    }
    this.ownGroup = false;
    return this.segmentMap[column.ords[column.offsets[doc]!]!]!;
  }
}

/** Counts distinct groups among the matches, and those with a value. */
class GroupTally {
  private readonly flags: Uint8Array;
  total = 0;
  withValue = 0;

  constructor(keyedSize: number) {
    this.flags = new Uint8Array(keyedSize);
  }

  add(group: number, own: boolean, hasValue: boolean): void {
    if (own) {
      this.total++;
      if (hasValue) this.withValue++;
      return;
    }
    const f = this.flags[group]!;
    if ((f & 1) === 0) this.total++;
    if (hasValue && (f & 2) === 0) this.withValue++;
    this.flags[group] = f | 1 | (hasValue ? 2 : 0);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Axes
// ---------------------------------------------------------------------------------------------------------------

/** The values of one document on an axis, as small ids, distinct within the document. */
interface Axis {
  readonly kind: 'terms' | 'years';
  setSegment(index: number, segment: SegmentReader): void;
  /** Writes the document's value ids into `values` (from 0) and returns how many. */
  read(doc: number): number;
  readonly values: Int32Array;
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

class TermsAxis implements Axis {
  readonly kind = 'terms';
  values = new Int32Array(16);
  private column: StringColumn | null = null;
  private segmentMap: Int32Array = new Int32Array(0);
  private readonly ordinals: GlobalOrdinals;
  private readonly level: { ids: Int32Array; labels: string[] } | null;
  /** Per level id, the last document stamp that held it: dedups codes that meet at a level. */
  private readonly stamps: Int32Array;
  private stamp = 0;

  constructor(
    context: AggregationContext,
    private readonly field: string,
    level: ClassificationLevel | undefined,
  ) {
    this.ordinals = context.globalOrdinals(field);
    this.level = level === undefined || level === 'full' ? null : levelMap(this.ordinals, level);
    this.stamps = new Int32Array(this.level?.labels.length ?? 0);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.column = segment.strings(this.field);
    this.segmentMap = this.ordinals.segmentMaps[index] ?? new Int32Array(0);
  }

  read(doc: number): number {
    const column = this.column;
    if (column === null) return 0;
    const start = column.offsets[doc]!;
    const end = column.offsets[doc + 1]!;
    if (end - start > this.values.length) this.values = grown(this.values, end - start);
    const values = this.values;
    const map = this.segmentMap;
    let n = 0;
    if (this.level === null) {
      // A document's ordinals are distinct already (the column writer dedups them).
      for (let i = start; i < end; i++) values[n++] = map[column.ords[i]!]!;
      return n;
    }
    const ids = this.level.ids;
    const stamps = this.stamps;
    const stamp = ++this.stamp;
    for (let i = start; i < end; i++) {
      const id = ids[map[column.ords[i]!]!]!;
      if (stamps[id] === stamp) continue;
      stamps[id] = stamp;
      values[n++] = id;
    }
    return n;
  }

  label(id: number): string {
    return this.level === null ? this.ordinals.keys[id]! : this.level.labels[id]!;
  }
}

const FIRST_YEAR = 1700;
const YEAR_SLOTS = 600;

class YearsAxis implements Axis {
  readonly kind = 'years';
  readonly values = new Int32Array(1);
  private column: Int32Array | null = null;
  /** Years outside 1700–2299 get ids from 600 on. */
  private readonly unusual = new Map<number, number>();
  private readonly unusualYears: number[] = [];

  constructor(
    private readonly field: string,
    /** Whether the column holds YYYYMMDD dates (else years already). */
    private readonly dates: boolean,
  ) {}

  setSegment(_index: number, segment: SegmentReader): void {
    this.column = segment.numbers(this.field);
  }

  read(doc: number): number {
    const value = this.column?.[doc] ?? MISSING_NUMBER;
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

function axisOf(context: AggregationContext, axis: AggregationAxis, name: string): Axis {
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

function checkLimit(limit: number | undefined, fallback: number): number {
  const value = limit ?? fallback;
  if (!Number.isInteger(value) || value < 0 || value > MAX_FACET_LIMIT)
    throw new EngineError(
      'SEARCH_INVALID',
      `limit must be a whole number from 0 to ${MAX_FACET_LIMIT.toLocaleString('en')}`,
    );
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Counting
// ---------------------------------------------------------------------------------------------------------------

/** Distinct groups per value id. */
class DistinctCounts {
  counts = new Int32Array(64);
  /** The last keyed group counted for each value: a cheap first check before the pair set. */
  private last = new Int32Array(64).fill(-1);
  private readonly pairs = new PairSet();

  add(value: number, group: number, own: boolean): void {
    if (value >= this.counts.length) {
      this.counts = grown(this.counts, value + 1);
      const last = new Int32Array(this.counts.length).fill(-1);
      last.set(this.last);
      this.last = last;
    }
    if (!own) {
      if (this.last[value] === group) return;
      this.last[value] = group;
      if (!this.pairs.add(value, group)) return;
    }
    this.counts[value]!++;
  }

  /** The ids with a count, `limit` best by count then label (all when `limit` is null), and the rest's sum. */
  top(limit: number | null, label: (id: number) => string): { ids: number[]; other: number } {
    const present: number[] = [];
    for (let id = 0; id < this.counts.length; id++) if (this.counts[id]! > 0) present.push(id);
    const counts = this.counts;
    const byCount = (a: number, b: number): number => {
      const d = counts[b]! - counts[a]!;
      if (d !== 0) return d;
      const la = label(a);
      const lb = label(b);
      return la < lb ? -1 : la > lb ? 1 : 0;
    };
    if (limit === null) return { ids: present.sort(byCount), other: 0 };
    const ids = bestK(present, limit, byCount);
    let other = 0;
    for (const id of present) other += counts[id]!;
    for (const id of ids) other -= counts[id]!;
    return { ids, other };
  }
}

/** A collector answering one aggregation. */
interface AggregationCounter {
  setSegment(index: number, segment: SegmentReader): void;
  /** Counts one match whose group is `group`. */
  collect(doc: number, group: number, own: boolean): void;
  result(countBy: GroupBy): AggregationResult;
}

/** Ids of one axis in the order they are answered: years oldest first, terms by count (already ordered by `top`). */
function ordered(axis: Axis, ids: number[]): number[] {
  if (axis.kind !== 'years') return ids;
  const years = axis as YearsAxis;
  return [...ids].sort((a, b) => years.year(a) - years.year(b));
}

class AxisCounter implements AggregationCounter {
  private readonly counts = new DistinctCounts();
  private readonly tally: GroupTally;

  constructor(
    private readonly axis: Axis,
    private readonly limit: number | null,
    keyedSize: number,
  ) {
    this.tally = new GroupTally(keyedSize);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.axis.setSegment(index, segment);
  }

  collect(doc: number, group: number, own: boolean): void {
    const n = this.axis.read(doc);
    const values = this.axis.values;
    for (let i = 0; i < n; i++) this.counts.add(values[i]!, group, own);
    this.tally.add(group, own, n > 0);
  }

  result(countBy: GroupBy): AggregationResult {
    const axis = this.axis;
    const label = (id: number) => axis.label(id);
    const { ids, other } = this.counts.top(this.limit, label);
    const buckets = ordered(axis, ids).map((id) => ({ value: label(id), count: this.counts.counts[id]! }));
    return {
      kind: axis.kind,
      countBy,
      total: this.tally.total,
      buckets,
      otherCount: other,
      missingCount: this.tally.total - this.tally.withValue,
    };
  }
}

/**
 * Value A × value B: distinct groups per A, per B and per (A, B) cell. Cells are numbered by a pair map, and
 * (cell, group) pairs deduplicated like (value, group) pairs.
 */
class PivotCounter implements AggregationCounter {
  private readonly rowCounts = new DistinctCounts();
  private readonly columnCounts = new DistinctCounts();
  private readonly cellCounts = new DistinctCounts();
  private readonly cells = new PairIds();
  private readonly tally: GroupTally;
  private columnValues = new Int32Array(16);

  constructor(
    private readonly rows: Axis,
    private readonly columns: Axis,
    private readonly rowLimit: number | null,
    private readonly columnLimit: number | null,
    keyedSize: number,
  ) {
    this.tally = new GroupTally(keyedSize);
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.rows.setSegment(index, segment);
    this.columns.setSegment(index, segment);
  }

  collect(doc: number, group: number, own: boolean): void {
    // The column axis's buffer is copied: both axes may be the same kind of reader with their own buffers, but
    // reading rows must not disturb the column values.
    const m = this.columns.read(doc);
    if (m > this.columnValues.length) this.columnValues = grown(this.columnValues, m);
    const columnValues = this.columnValues;
    columnValues.set(this.columns.values.subarray(0, m));
    const n = this.rows.read(doc);
    const rowValues = this.rows.values;
    for (let j = 0; j < m; j++) this.columnCounts.add(columnValues[j]!, group, own);
    for (let i = 0; i < n; i++) {
      const a = rowValues[i]!;
      this.rowCounts.add(a, group, own);
      for (let j = 0; j < m; j++) this.cellCounts.add(this.cells.idOf(a, columnValues[j]!), group, own);
    }
    this.tally.add(group, own, n > 0);
  }

  result(countBy: GroupBy): AggregationResult {
    const rows = this.rows;
    const columns = this.columns;
    const rowTop = this.rowCounts.top(this.rowLimit, (id) => rows.label(id));
    const columnTop = this.columnCounts.top(this.columnLimit, (id) => columns.label(id));
    const rowIds = ordered(rows, rowTop.ids);
    const columnIds = ordered(columns, columnTop.ids);
    const rowIndex = new Map(rowIds.map((id, i) => [id, i]));
    const columnIndex = new Map(columnIds.map((id, i) => [id, i]));
    const grid = rowIds.map(() => new Int32Array(columnIds.length));
    const others = rowIds.map(() => 0);
    const cellCounts = this.cellCounts.counts;
    for (let cell = 0; cell < this.cells.size; cell++) {
      const r = rowIndex.get(this.cells.firsts[cell]!);
      if (r === undefined) continue;
      const count = cellCounts[cell] ?? 0;
      const c = columnIndex.get(this.cells.seconds[cell]!);
      if (c === undefined) others[r]! += count;
      else grid[r]![c] = count;
    }
    const rowResults: PivotRow[] = rowIds.map((id, r) => {
      const cells: AggregationBucket[] = [];
      for (let c = 0; c < columnIds.length; c++) {
        const count = grid[r]![c]!;
        if (count > 0) cells.push({ value: columns.label(columnIds[c]!), count });
      }
      return { value: rows.label(id), count: this.rowCounts.counts[id]!, cells, otherCount: others[r]! };
    });
    return {
      kind: 'pivot',
      countBy,
      total: this.tally.total,
      rows: rowResults,
      columns: columnIds.map((id) => ({ value: columns.label(id), count: this.columnCounts.counts[id]! })),
      otherCount: rowTop.other,
      missingCount: this.tally.total - this.tally.withValue,
    };
  }
}

/** Distinct keys of a collapse field among the matches; a document without one counts as its own. */
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
    const groups = this.groups;
    if (groups === null) {
      this.count++;
      return;
    }
    const g = groups.groupOf(doc);
    if (groups.ownGroup) this.count++;
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
 * The workspace figures. Fields that the schema lacks give 0 or null: they come from the patent schema's
 * `applicationnumber`, `simplefamilyid`, `extendedfamilyid`, `grant`, `pending`, `country`, `earliestprioritydate`
 * and `expectedexpirydate`.
 */
class MetricsCounter implements AggregationCounter {
  private publications = 0;
  private readonly applications: DistinctKeys;
  private readonly simpleFamilies: DistinctKeys;
  private readonly extendedFamilies: DistinctKeys;
  private readonly tally: GroupTally;
  /** Per keyed group of `countBy`: bit 1 counted as granted, bit 2 as pending. */
  private readonly flags: Uint8Array;
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
    this.tally = new GroupTally(keyedSize);
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

  collect(doc: number, group: number, own: boolean): void {
    this.publications++;
    this.applications.collect(doc);
    this.simpleFamilies.collect(doc);
    this.extendedFamilies.collect(doc);
    this.tally.add(group, own, false);
    const granted = hasOrdinal(this.grant, doc, this.grantTrue);
    const pending = hasOrdinal(this.pendingColumn, doc, this.pendingTrue);
    if (own) {
      if (granted) this.grants++;
      if (pending) this.pending++;
    } else {
      const f = this.flags[group]!;
      if (granted && (f & 1) === 0) this.grants++;
      if (pending && (f & 2) === 0) this.pending++;
      this.flags[group] = f | (granted ? 1 : 0) | (pending ? 2 : 0);
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
      total: this.tally.total,
      grants: this.grants,
      pending: this.pending,
      jurisdictions: this.jurisdictions,
      earliestPriority: finite(this.earliestPriority),
      expiry: { earliest: finite(this.earliestExpiry), latest: finite(this.latestExpiry) },
    };
    return { kind: 'metrics', countBy, metrics };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The collector
// ---------------------------------------------------------------------------------------------------------------

/** One grouping's aggregations: the group of a document is found once for all of them. */
type CountByGroup = { readonly countBy: GroupBy; readonly groups: GroupIds; readonly counters: AggregationCounter[] };

/**
 * Every aggregation of a request, answered under the name it was asked by, counted in the search's one pass.
 * Fields and limits are checked here, before any segment is read.
 */
export class AggregationsCollector implements Collector {
  readonly needsScores = false;
  private readonly names: string[];
  private readonly byGroup: CountByGroup[] = [];
  /** Per name: its grouping and counter. */
  private readonly answers: { readonly group: CountByGroup; readonly counter: AggregationCounter }[];

  constructor(
    context: AggregationContext,
    requests: Readonly<Record<string, AggregationRequest>>,
    defaultCountBy: GroupBy,
  ) {
    this.names = Object.keys(requests);
    this.answers = this.names.map((name) => {
      const request = requests[name]!;
      const countBy = request.countBy ?? defaultCountBy;
      if (!['none', 'applicationnumber', 'simplefamily', 'extendedfamily'].includes(countBy))
        throw new EngineError('SEARCH_INVALID', `Cannot count by ${countBy} (aggregation ${name})`);
      let group = this.byGroup.find((g) => g.countBy === countBy);
      if (!group) {
        group = { countBy, groups: new GroupIds(context, countBy), counters: [] };
        this.byGroup.push(group);
      }
      const counter = counterOf(context, name, request, group.groups.keyedSize);
      group.counters.push(counter);
      return { group, counter };
    });
  }

  setSegment(index: number, segment: SegmentReader): void {
    for (const { groups, counters } of this.byGroup) {
      groups.setSegment(index, segment);
      for (const counter of counters) counter.setSegment(index, segment);
    }
  }

  collect(doc: number): void {
    const byGroup = this.byGroup;
    for (let g = 0; g < byGroup.length; g++) {
      const { groups, counters } = byGroup[g]!;
      const group = groups.groupOf(doc);
      const own = groups.ownGroup;
      for (let i = 0; i < counters.length; i++) counters[i]!.collect(doc, group, own);
    }
  }

  results(): Record<string, AggregationResult> {
    return Object.fromEntries(
      this.names.map((name, i) => {
        const { group, counter } = this.answers[i]!;
        return [name, counter.result(group.countBy)];
      }),
    );
  }
}

function counterOf(
  context: AggregationContext,
  name: string,
  request: AggregationRequest,
  keyedSize: number,
): AggregationCounter {
  switch (request.kind) {
    case 'terms':
      return new AxisCounter(axisOf(context, request, name), checkLimit(request.limit, DEFAULT_FACET_LIMIT), keyedSize);
    case 'years':
      return new AxisCounter(axisOf(context, request, name), null, keyedSize);
    case 'pivot': {
      const { rows, columns } = request;
      if (!rows || !columns) throw new EngineError('SEARCH_INVALID', `Pivot ${name} needs rows and columns`);
      return new PivotCounter(
        axisOf(context, rows, name),
        axisOf(context, columns, name),
        rows.kind === 'terms' ? checkLimit(rows.limit, DEFAULT_FACET_LIMIT) : null,
        columns.kind === 'terms' && columns.limit !== undefined ? checkLimit(columns.limit, 0) : null,
        keyedSize,
      );
    }
    case 'metrics':
      return new MetricsCounter(context, keyedSize);
    default:
      throw new EngineError('SEARCH_INVALID', `Aggregation ${name} is of no known kind`);
  }
}
