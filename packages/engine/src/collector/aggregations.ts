import { EngineError } from '../engine-error';
import type { SegmentReader } from '../index/segment-reader';
import type { Schema } from '../schema/schema';
import type { AggregationBucket, AggregationRequest, AggregationResult, GroupBy, PivotRow } from '../search-types';
import { type Axis, axisOf, grown, LookupAxis, type TermsAxis, type YearsAxis } from './aggregation-axes';
import { GroupRankCounter } from './aggregation-group-ranking';
import { GroupIds, OWN_GROUP } from './aggregation-groups';
import { KeywordsCounter } from './aggregation-keywords';
import { MetricsCounter } from './aggregation-metrics';
import { bestK } from './best-k';
import type { Collector } from './collector';
import { DEFAULT_FACET_LIMIT, MAX_FACET_LIMIT } from './facets';
import type { GlobalOrdinals } from './global-ordinals';

// Analysis aggregations: per value, the number of DISTINCT groups (publications, applications, simple or extended
// families) among the matches. During the search's pass each match is logged with its group: the global ordinal of
// its collapse key, or "own" (no key, or counting publications). After the pass the log is ordered by group (a
// counting sort over the ordinals), and each aggregation reads its values group by group: a value seen again within
// the same group is recognised by a stamp per value id, so a group counts once per value without any set of
// (value, group) pairs. Memory: 12 bytes per match for the log, 8 more and an Int32Array per keyed ordinal while
// grouping, and arrays by value id (global ordinals, years, pivot cells). The workspace metrics need no grouping
// pass: they keep bitsets by global ordinal as documents come.

/** What aggregations need of the searcher: the schema and a field's global ordinals (cached per searcher). */
export type AggregationContext = {
  readonly schema: Schema;
  readonly globalOrdinals: (field: string) => GlobalOrdinals;
};

/** Most aggregations one search may ask for (a dashboard's charts under a few groupings). */
export const MAX_AGGREGATIONS = 200;

// ---------------------------------------------------------------------------------------------------------------
// Growable arrays and pair numbering
// ---------------------------------------------------------------------------------------------------------------

function hashPair(x: number, y: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y + 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/**
 * Numbers distinct pairs of non-negative int32s: (x, y) → 0, 1, 2… in first-seen order (a pivot's cells). Open
 * addressing with linear probing in one interleaved array (x + 1, y, id per slot), grown at half full.
 */
export class PairIds {
  private slots: Int32Array;
  private mask: number;
  /** The pairs by id. */
  firsts = new Int32Array(64);
  seconds = new Int32Array(64);
  size = 0;

  constructor(capacity = 256) {
    let n = 16;
    while (n < capacity) n *= 2;
    this.slots = new Int32Array(n * 3);
    this.mask = n - 1;
  }

  idOf(x: number, y: number): number {
    const slots = this.slots;
    const stored = x + 1;
    let h = hashPair(x, y) & this.mask;
    for (;;) {
      const at = h * 3;
      const k = slots[at]!;
      if (k === 0) break;
      if (k === stored && slots[at + 1] === y) return slots[at + 2]!;
      h = (h + 1) & this.mask;
    }
    const id = this.size++;
    slots[h * 3] = stored;
    slots[h * 3 + 1] = y;
    slots[h * 3 + 2] = id;
    if (id >= this.firsts.length) {
      this.firsts = grown(this.firsts, id + 1);
      this.seconds = grown(this.seconds, id + 1);
    }
    this.firsts[id] = x;
    this.seconds[id] = y;
    if (this.size * 2 > this.mask + 1) this.rehash();
    return id;
  }

  private rehash(): void {
    const n = (this.mask + 1) * 2;
    const slots = new Int32Array(n * 3);
    this.mask = n - 1;
    for (let id = 0; id < this.size; id++) {
      const x = this.firsts[id]!;
      const y = this.seconds[id]!;
      let h = hashPair(x, y) & this.mask;
      while (slots[h * 3] !== 0) h = (h + 1) & this.mask;
      slots[h * 3] = x + 1;
      slots[h * 3 + 1] = y;
      slots[h * 3 + 2] = id;
    }
    this.slots = slots;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------------------------

/** The matches of a search as they come: segment, doc and group of each (12 bytes a match). */
class MatchLog {
  segs = new Int32Array(1024);
  docs = new Int32Array(1024);
  groups = new Int32Array(1024);
  size = 0;

  add(segment: number, doc: number, group: number): void {
    const i = this.size++;
    if (i >= this.docs.length) {
      this.segs = grown(this.segs, i + 1);
      this.docs = grown(this.docs, i + 1);
      this.groups = grown(this.groups, i + 1);
    }
    this.segs[i] = segment;
    this.docs[i] = doc;
    this.groups[i] = group;
  }
}

/** The matches reordered so that each group's are together: group k is `segs`/`docs` from `bounds[k]` to `bounds[k + 1]`. */
export type GroupedMatches = {
  readonly segs: Int32Array;
  readonly docs: Int32Array;
  readonly bounds: Int32Array;
  /** Number of groups. */
  readonly count: number;
};

/** Orders the log by group (a counting sort over the keyed ordinals; own-group matches last, one group each). */
function groupMatches(log: MatchLog, keyedSize: number): GroupedMatches {
  const n = log.size;
  const starts = new Int32Array(keyedSize + 1);
  for (let i = 0; i < n; i++) {
    const g = log.groups[i]!;
    if (g !== OWN_GROUP) starts[g + 1]!++;
  }
  let keyedGroups = 0;
  for (let g = 0; g < keyedSize; g++) {
    if (starts[g + 1]! > 0) keyedGroups++;
    starts[g + 1]! += starts[g]!;
  }
  const keyedMatches = starts[keyedSize]!;
  const next = starts.slice(0, keyedSize);
  const segs = new Int32Array(n);
  const docs = new Int32Array(n);
  let own = keyedMatches;
  for (let i = 0; i < n; i++) {
    const g = log.groups[i]!;
    const at = g === OWN_GROUP ? own++ : next[g]!++;
    segs[at] = log.segs[i]!;
    docs[at] = log.docs[i]!;
  }
  const count = keyedGroups + (n - keyedMatches);
  const bounds = new Int32Array(count + 1);
  let k = 0;
  for (let g = 0; g < keyedSize; g++) if (starts[g + 1]! > starts[g]!) bounds[k++] = starts[g]!;
  for (let i = keyedMatches; i < n; i++) bounds[k++] = i;
  bounds[count] = n;
  return { segs, docs, bounds, count };
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

/**
 * Distinct groups per value id. Groups are counted one after another (`nextGroup`), so a value seen again in the same
 * group is recognised by a stamp per value: no set of (value, group) pairs is ever held.
 */
class DistinctCounts {
  counts: Int32Array;
  private stamps: Int32Array;
  private stamp = 0;

  constructor(size: number) {
    this.counts = new Int32Array(Math.max(size, 16));
    this.stamps = new Int32Array(Math.max(size, 16));
  }

  nextGroup(): void {
    this.stamp++;
  }

  /** Counts `value` for the current group; whether it was new to the group. */
  add(value: number): void {
    if (value >= this.counts.length) {
      this.counts = grown(this.counts, value + 1);
      this.stamps = grown(this.stamps, value + 1);
    }
    if (this.stamps[value] === this.stamp) return;
    this.stamps[value] = this.stamp;
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

/**
 * A collector answering one aggregation. Axis aggregations read their values after the pass, group by group
 * (`result`); the metrics count as documents come (`collect`).
 */
export interface AggregationCounter {
  /** Whether `result` needs the matches grouped. */
  readonly grouped: boolean;
  setSegment(index: number, segment: SegmentReader): void;
  collect(doc: number, group: number): void;
  /** `check` is called every few thousand groups: it throws when the search's budget or deadline is spent. */
  result(countBy: GroupBy, matches: GroupedMatches | null, check: () => void): AggregationResult;
}

/** Ids of one axis in the order they are answered: years oldest first, terms by count (already ordered by `top`). */
function ordered(axis: Axis, ids: number[]): number[] {
  if (axis.kind !== 'years') return ids;
  const years = axis as YearsAxis;
  return [...ids].sort((a, b) => years.year(a) - years.year(b));
}

class AxisCounter implements AggregationCounter {
  readonly grouped = true;

  constructor(
    private readonly axis: Axis,
    private readonly limit: number | null,
  ) {}

  setSegment(index: number, segment: SegmentReader): void {
    this.axis.setSegment(index, segment);
  }

  collect(): void {}

  result(countBy: GroupBy, matches: GroupedMatches, check: () => void): AggregationResult {
    const axis = this.axis;
    const counts = new DistinctCounts(axis.size);
    const { segs, docs, bounds } = matches;
    let withValue = 0;
    for (let k = 0; k < matches.count; k++) {
      if ((k & 4095) === 4095) check();
      counts.nextGroup();
      let has = false;
      for (let i = bounds[k]!; i < bounds[k + 1]!; i++) {
        const n = axis.read(segs[i]!, docs[i]!);
        const values = axis.values;
        for (let j = 0; j < n; j++) counts.add(values[j]!);
        if (n > 0) has = true;
      }
      if (has) withValue++;
    }
    const label = (id: number) => axis.label(id);
    const { ids, other } = counts.top(this.limit, label);
    const buckets = ordered(axis, ids).map((id) => ({ value: label(id), count: counts.counts[id]! }));
    return {
      kind: axis.kind,
      countBy,
      total: matches.count,
      buckets,
      otherCount: other,
      missingCount: matches.count - withValue,
    };
  }
}

/** Value A × value B: distinct groups per A, per B and per (A, B) cell of one document; cells numbered by `PairIds`. */
class PivotCounter implements AggregationCounter {
  readonly grouped = true;
  private columnValues = new Int32Array(16);

  constructor(
    private readonly rows: Axis,
    private readonly columns: Axis,
    private readonly rowLimit: number | null,
    private readonly columnLimit: number | null,
  ) {}

  setSegment(index: number, segment: SegmentReader): void {
    this.rows.setSegment(index, segment);
    this.columns.setSegment(index, segment);
  }

  collect(): void {}

  result(countBy: GroupBy, matches: GroupedMatches, check: () => void): AggregationResult {
    const rows = this.rows;
    const columns = this.columns;
    const rowCounts = new DistinctCounts(rows.size);
    const columnCounts = new DistinctCounts(columns.size);
    const cellCounts = new DistinctCounts(4096);
    const cells = new PairIds(4096);
    const { segs, docs, bounds } = matches;
    let withValue = 0;
    for (let k = 0; k < matches.count; k++) {
      if ((k & 4095) === 4095) check();
      rowCounts.nextGroup();
      columnCounts.nextGroup();
      cellCounts.nextGroup();
      let has = false;
      for (let i = bounds[k]!; i < bounds[k + 1]!; i++) {
        // The column values are copied: the row axis may share nothing with them, but reading it must not matter.
        const m = columns.read(segs[i]!, docs[i]!);
        if (m > this.columnValues.length) this.columnValues = grown(this.columnValues, m);
        const columnValues = this.columnValues;
        const read = columns.values;
        for (let j = 0; j < m; j++) {
          columnValues[j] = read[j]!;
          columnCounts.add(read[j]!);
        }
        const n = rows.read(segs[i]!, docs[i]!);
        const rowValues = rows.values;
        for (let r = 0; r < n; r++) {
          const a = rowValues[r]!;
          rowCounts.add(a);
          for (let j = 0; j < m; j++) cellCounts.add(cells.idOf(a, columnValues[j]!));
        }
        if (n > 0) has = true;
      }
      if (has) withValue++;
    }
    const rowTop = rowCounts.top(this.rowLimit, (id) => rows.label(id));
    const columnTop = columnCounts.top(this.columnLimit, (id) => columns.label(id));
    const rowIds = ordered(rows, rowTop.ids);
    const columnIds = ordered(columns, columnTop.ids);
    const rowIndex = new Map(rowIds.map((id, i) => [id, i]));
    const columnIndex = new Map(columnIds.map((id, i) => [id, i]));
    const grid = rowIds.map(() => new Int32Array(columnIds.length));
    const others = rowIds.map(() => 0);
    for (let cell = 0; cell < cells.size; cell++) {
      const r = rowIndex.get(cells.firsts[cell]!);
      if (r === undefined) continue;
      const count = cellCounts.counts[cell] ?? 0;
      const c = columnIndex.get(cells.seconds[cell]!);
      if (c === undefined) others[r]! += count;
      else grid[r]![c] = count;
    }
    const rowResults: PivotRow[] = rowIds.map((id, r) => {
      const rowCells: AggregationBucket[] = [];
      for (let c = 0; c < columnIds.length; c++) {
        const count = grid[r]![c]!;
        if (count > 0) rowCells.push({ value: columns.label(columnIds[c]!), count });
      }
      return { value: rows.label(id), count: rowCounts.counts[id]!, cells: rowCells, otherCount: others[r]! };
    });
    return {
      kind: 'pivot',
      countBy,
      total: matches.count,
      rows: rowResults,
      columns: columnIds.map((id) => ({ value: columns.label(id), count: columnCounts.counts[id]! })),
      otherCount: rowTop.other,
      missingCount: matches.count - withValue,
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The collector
// ---------------------------------------------------------------------------------------------------------------

/** One grouping's aggregations: a document's group is found once for all of them, and logged once if they need it. */
type CountByGroup = {
  readonly countBy: GroupBy;
  readonly groups: GroupIds;
  readonly counters: AggregationCounter[];
  log: MatchLog | null;
};

/**
 * Every aggregation of a request, answered under the name it was asked by, from the search's one pass. Fields and
 * limits are checked here, before any segment is read.
 */
export class AggregationsCollector implements Collector {
  readonly needsScores = false;
  private readonly names: string[];
  private readonly byGroup: CountByGroup[] = [];
  /** Per name: its grouping and counter. */
  private readonly answers: { readonly group: CountByGroup; readonly counter: AggregationCounter }[];
  private segment = 0;

  constructor(
    context: AggregationContext,
    requests: Readonly<Record<string, AggregationRequest>>,
    defaultCountBy: GroupBy,
  ) {
    this.names = Object.keys(requests);
    if (this.names.length > MAX_AGGREGATIONS)
      throw new EngineError('SEARCH_INVALID', `Ask for at most ${MAX_AGGREGATIONS} aggregations in one search`);
    this.answers = this.names.map((name) => {
      const request = requests[name]!;
      const countBy = request.countBy ?? defaultCountBy;
      if (!['none', 'applicationnumber', 'simplefamily', 'extendedfamily'].includes(countBy))
        throw new EngineError('SEARCH_INVALID', `Cannot count by ${countBy} (aggregation ${name})`);
      let group = this.byGroup.find((g) => g.countBy === countBy);
      if (!group) {
        group = { countBy, groups: new GroupIds(context, countBy), counters: [], log: null };
        this.byGroup.push(group);
      }
      const counter = counterOf(context, name, request, group.groups.keyedSize, countBy);
      group.counters.push(counter);
      if (counter.grouped) group.log ??= new MatchLog();
      return { group, counter };
    });
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.segment = index;
    for (const { groups, counters } of this.byGroup) {
      groups.setSegment(index, segment);
      for (const counter of counters) counter.setSegment(index, segment);
    }
  }

  collect(doc: number): void {
    const byGroup = this.byGroup;
    for (let g = 0; g < byGroup.length; g++) {
      const { groups, counters, log } = byGroup[g]!;
      const group = groups.groupOf(doc);
      log?.add(this.segment, doc, group);
      for (let i = 0; i < counters.length; i++) counters[i]!.collect(doc, group);
    }
  }

  /** The answers; `check` (the search's budget) is called now and then while the groups are counted. */
  results(check: () => void = () => {}): Record<string, AggregationResult> {
    const grouped = new Map<CountByGroup, GroupedMatches>();
    return Object.fromEntries(
      this.names.map((name, i) => {
        const { group, counter } = this.answers[i]!;
        let matches: GroupedMatches | null = null;
        if (counter.grouped) {
          matches = grouped.get(group) ?? groupMatches(group.log!, group.groups.keyedSize);
          grouped.set(group, matches);
        }
        return [name, counter.result(group.countBy, matches, check)];
      }),
    );
  }
}

function counterOf(
  context: AggregationContext,
  name: string,
  request: AggregationRequest,
  keyedSize: number,
  countBy: GroupBy,
): AggregationCounter {
  switch (request.kind) {
    case 'terms':
      return new AxisCounter(axisOf(context, request, name), checkLimit(request.limit, DEFAULT_FACET_LIMIT));
    case 'years':
      return new AxisCounter(axisOf(context, request, name), null);
    case 'pivot': {
      const { rows, columns } = request;
      if (!rows || !columns) throw new EngineError('SEARCH_INVALID', `Pivot ${name} needs rows and columns`);
      return new PivotCounter(
        axisOf(context, rows, name),
        axisOf(context, columns, name),
        rows.kind === 'terms' ? checkLimit(rows.limit, DEFAULT_FACET_LIMIT) : null,
        columns.kind === 'terms' && columns.limit !== undefined ? checkLimit(columns.limit, 0) : null,
      );
    }
    case 'metrics':
      return new MetricsCounter(context, keyedSize);
    case 'lookup':
      if (request.table === null || typeof request.table !== 'object')
        throw new EngineError('SEARCH_INVALID', `Lookup ${name} needs a table`);
      return new AxisCounter(new LookupAxis(request.table), checkLimit(request.limit, DEFAULT_FACET_LIMIT));
    case 'groups': {
      const terms = (field: string) => axisOf(context, { kind: 'terms', field }, name) as TermsAxis;
      const keyField = countBy === 'none' ? null : (context.schema.collapseKeys[countBy] ?? null);
      return new GroupRankCounter(
        terms(request.field),
        (request.with ?? []).map((field) => ({ field, axis: terms(field) })),
        keyField,
        request.field,
        checkLimit(request.limit, DEFAULT_FACET_LIMIT),
      );
    }
    case 'keywords':
      return new KeywordsCounter(
        context,
        request.fields,
        countBy,
        checkLimit(request.limit, DEFAULT_FACET_LIMIT),
        request.sample,
      );
    default:
      throw new EngineError('SEARCH_INVALID', `Aggregation ${name} is of no known kind`);
  }
}
