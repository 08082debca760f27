// Truncation expansion over one segment's term dictionary: which term keys of a field a wildcard pattern matches.
//
// Three ways to find the candidates, chosen per pattern:
// - a prefix range of the dictionary (`photo*`, `colo!r`): the terms from the literal prefix on, in order;
// - a suffix range of the field's reversed-term index (`*ation`, `?ation`, `c*ll` when `c` is the larger range): every
//   term part of the field with its UTF-8 bytes reversed, sorted, so the terms ending in a suffix are one range;
// - the whole field (`*ation*`), with a byte filter on the longest literal run before any decoding.
// Candidates are tested on their bytes first (prefix, suffix, inner literal) and decoded only when they may match.
//
// The reversed index is built from the term dictionary the first time a field needs it and kept (segments are
// immutable), so the on-disk format is unchanged. Expansions are kept in a bounded LRU per segment, keyed by field and
// pattern, so a truncation searched again costs a map lookup. Both live in a `SegmentTerms`, which a reopened searcher
// carries over for the segments it still has.

import type { TermDictionary } from '../termdict/term-dictionary';
import type { TermInfo } from '../termdict/term-dictionary-writer';
import { compareBytes } from '../termdict/utf8-order';

/** What expansion needs of a truncated word (the planner's `TermPattern`). */
export type WildcardPattern = { readonly source: string; readonly prefix: string; readonly regex: RegExp };

/** One segment's matches of a pattern in one field, in term order. */
export type SegmentExpansion = {
  /** Term keys without the field prefix (spanning forms included, `liion\u00012`). */
  readonly keys: readonly string[];
  /** `infos[i]` is the postings info of `keys[i]`. */
  readonly infos: readonly TermInfo[];
  /** Key → info, for scorers that walk the search-wide key list; built on first use. */
  info(key: string): TermInfo | undefined;
};

/** The segment alone has more matches than the limit. */
export const TOO_BROAD = 'too-broad' as const;

/** Counts dictionary entries an expansion goes through (a search's budget); may throw to stop it. */
export type ScanMeter = (entries: number) => void;

/** Expansions kept per segment, and the keys they may hold together. */
const CACHE_ENTRIES = 256;
const CACHE_KEYS = 50_000;
/** A prefix range at most this long is scanned directly even when a reversed range could be used. */
const SMALL_RANGE = 1024;
/** Entries between two reports to the meter. */
const METER_EVERY = 1024;

const WILDCARDS = new Set(['*', '?', '!']);
const SPAN_MARK_BYTE = 0x01;
const utf8 = new TextDecoder();
const encoder = new TextEncoder();

/** A field's term parts (a key up to its span mark) with reversed bytes, sorted; each with its dictionary ordinal. */
class ReversedTerms {
  constructor(
    /** Reversed term parts, back to back in sorted order: entry i is `bytes[starts[i] .. starts[i + 1])`. */
    readonly bytes: Uint8Array,
    readonly starts: Uint32Array,
    /** Dictionary ordinal of entry i's key. */
    readonly ordinals: Uint32Array,
  ) {}

  get size(): number {
    return this.ordinals.length;
  }

  get memoryBytes(): number {
    return this.bytes.byteLength + this.starts.byteLength + this.ordinals.byteLength;
  }

  /** Entries `[lo, hi)` whose reversed bytes start with `prefix`. */
  range(prefix: Uint8Array): [number, number] {
    const lo = this.lowerBound(prefix, false);
    return [lo, this.lowerBound(prefix, true)];
  }

  /** First entry ≥ prefix (or, with `past`, the first entry after every one that starts with it). */
  private lowerBound(prefix: Uint8Array, past: boolean): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.starts[mid]!;
      const end = this.starts[mid + 1]!;
      let c: number;
      if (past) {
        // Compare only the first prefix.length bytes: an entry that starts with the prefix counts as equal, so "≤".
        const n = Math.min(end - start, prefix.length);
        c = compareBytes(this.bytes, start, start + n, prefix, 0, n);
        if (c === 0) c = n < prefix.length ? -1 : 0;
        if (c <= 0) lo = mid + 1;
        else hi = mid;
      } else {
        c = compareBytes(this.bytes, start, end, prefix, 0, prefix.length);
        if (c < 0) lo = mid + 1;
        else hi = mid;
      }
    }
    return lo;
  }

  /** Builds the index of the field whose keys are the dictionary's ordinals `[from, to)`. */
  static build(terms: TermDictionary, from: number, to: number, meter: ScanMeter | undefined): ReversedTerms {
    // The reversed term parts back to back in term order, then their order by bytes (`sortedOrder`: no string or
    // object per term), then the bytes copied out in that order.
    const count = to - from;
    let raw = new Uint8Array(Math.max(64, count * 8));
    const rawStarts = new Uint32Array(count + 1);
    let total = 0;
    let pending = 0;
    terms.visit(from, (term, length, ordinal) => {
      if (ordinal >= to) return false;
      let end = 1;
      while (end < length && term[end] !== SPAN_MARK_BYTE) end++;
      const n = end - 1;
      if (raw.length < total + n) {
        const grown = new Uint8Array((total + n) * 2);
        grown.set(raw.subarray(0, total));
        raw = grown;
      }
      for (let i = 0; i < n; i++) raw[total + i] = term[end - 1 - i]!;
      rawStarts[ordinal - from] = total;
      total += n;
      if (meter && ++pending === METER_EVERY) {
        meter(pending);
        pending = 0;
      }
      return true;
    });
    rawStarts[count] = total;
    if (meter) meter(pending);
    const order = sortedOrder(raw, rawStarts, count);
    const bytes = new Uint8Array(total);
    const starts = new Uint32Array(count + 1);
    const ordinals = new Uint32Array(count);
    let at = 0;
    for (let i = 0; i < count; i++) {
      const e = order[i]!;
      const start = rawStarts[e]!;
      const end = rawStarts[e + 1]!;
      starts[i] = at;
      for (let k = start; k < end; k++) bytes[at++] = raw[k]!;
      ordinals[i] = from + e;
    }
    starts[count] = at;
    return new ReversedTerms(bytes, starts, ordinals);
  }
}

/** Entries below this many are sorted in one go by a float key (first bytes and entry number in 53 bits). */
const KEYED_SORT_LIMIT = 2 ** 27;

/**
 * Entry numbers `0 … count − 1` sorted by their bytes (`bytes[starts[e] .. starts[e + 1])`, a shorter prefix first).
 * A native numeric sort does most of the work: each entry's key is its first three bytes (zero-padded) and
 * min(length, 3), which orders entries as their bytes do except among those that share their first three bytes; its
 * entry number rides in the low bits. Those runs are then sorted on from the fourth byte.
 */
function sortedOrder(bytes: Uint8Array, starts: Uint32Array, count: number): Uint32Array {
  const order = new Uint32Array(count);
  if (count >= KEYED_SORT_LIMIT) {
    for (let i = 0; i < count; i++) order[i] = i;
    sortByBytes(bytes, starts, order, 0, count, 0);
    return order;
  }
  const keyed = new Float64Array(count);
  for (let e = 0; e < count; e++) {
    const start = starts[e]!;
    const length = starts[e + 1]! - start;
    const b0 = length > 0 ? bytes[start]! : 0;
    const b1 = length > 1 ? bytes[start + 1]! : 0;
    const b2 = length > 2 ? bytes[start + 2]! : 0;
    keyed[e] = (((b0 * 256 + b1) * 256 + b2) * 4 + Math.min(length, 3)) * KEYED_SORT_LIMIT + e;
  }
  keyed.sort();
  for (let i = 0; i < count; i++) order[i] = keyed[i]! % KEYED_SORT_LIMIT;
  for (let i = 0; i < count; ) {
    const key = Math.floor(keyed[i]! / KEYED_SORT_LIMIT);
    let j = i + 1;
    while (j < count && Math.floor(keyed[j]! / KEYED_SORT_LIMIT) === key) j++;
    // Entries of three bytes or more that share their first three go on from the fourth.
    if (j - i > 1 && key % 4 === 3) sortByBytes(bytes, starts, order, i, j, 3);
    i = j;
  }
  return order;
}

/**
 * Sorts the entry numbers in `order[from, to)`, which share their first `fromDepth` bytes, by their bytes: multikey
 * quicksort (Bentley and Sedgewick), a three-way partition on one byte at a time, with an explicit stack.
 */
function sortByBytes(
  bytes: Uint8Array,
  starts: Uint32Array,
  order: Uint32Array,
  from: number,
  to: number,
  fromDepth: number,
): void {
  // Byte `d` of entry `e`, or −1 past its end.
  const key = (e: number, d: number) => {
    const at = starts[e]! + d;
    return at < starts[e + 1]! ? bytes[at]! : -1;
  };
  const stack: number[] = [from, to, fromDepth];
  while (stack.length > 0) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    const lo = stack.pop()!;
    if (hi - lo < 2) continue;
    if (hi - lo <= 12) {
      for (let i = lo + 1; i < hi; i++) {
        const e = order[i]!;
        let j = i;
        while (j > lo) {
          const f = order[j - 1]!;
          if (compareBytes(bytes, starts[f]! + depth, starts[f + 1]!, bytes, starts[e]! + depth, starts[e + 1]!) <= 0)
            break;
          order[j] = f;
          j--;
        }
        order[j] = e;
      }
      continue;
    }
    const a = key(order[lo]!, depth);
    const b = key(order[(lo + hi) >>> 1]!, depth);
    const c = key(order[hi - 1]!, depth);
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let lt = lo;
    let gt = hi - 1;
    let i = lo;
    while (i <= gt) {
      const k = key(order[i]!, depth);
      if (k < pivot) {
        const t = order[lt]!;
        order[lt++] = order[i]!;
        order[i++] = t;
      } else if (k > pivot) {
        const t = order[gt]!;
        order[gt--] = order[i]!;
        order[i] = t;
      } else i++;
    }
    stack.push(lo, lt, depth, gt + 1, hi, depth);
    // Entries equal on this byte go on with the next one, unless they all ended here.
    if (pivot >= 0) stack.push(lt, gt + 1, depth + 1);
  }
}

/** A pattern taken apart for byte filters: literal prefix, literal suffix and the longest literal run between. */
type PatternParts = {
  readonly prefix: Uint8Array;
  readonly suffix: Uint8Array;
  readonly inner: Uint8Array;
  /** `prefix*`: every term in the prefix range matches, no regex needed. */
  readonly prefixOnly: boolean;
  /** `*suffix`: every term in the suffix range matches. */
  readonly suffixOnly: boolean;
};

function patternParts(pattern: WildcardPattern): PatternParts {
  const chars = [...pattern.source];
  let first = 0;
  while (first < chars.length && !WILDCARDS.has(chars[first]!)) first++;
  let last = chars.length;
  while (last > first && !WILDCARDS.has(chars[last - 1]!)) last--;
  const prefix = chars.slice(0, first).join('');
  const suffix = first === chars.length ? '' : chars.slice(last).join('');
  // The longest literal run strictly between the first and the last wildcard.
  let inner = '';
  let run = '';
  for (let i = first; i < last; i++) {
    const ch = chars[i]!;
    if (WILDCARDS.has(ch)) {
      if (run.length > inner.length) inner = run;
      run = '';
    } else run += ch;
  }
  const middle = chars.slice(first, last);
  const prefixOnly = middle.length === 1 && middle[0] === '*' && suffix === '';
  const suffixOnly = middle.length === 1 && middle[0] === '*' && prefix === '';
  return {
    prefix: encoder.encode(prefix),
    suffix: encoder.encode(suffix),
    inner: encoder.encode(inner),
    prefixOnly,
    suffixOnly,
  };
}

function reversedBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[bytes.length - 1 - i]!;
  return out;
}

/** Whether `needle` occurs in `hay[start, end)`. */
function containsBytes(hay: Uint8Array, start: number, end: number, needle: Uint8Array): boolean {
  const n = needle.length;
  if (n === 0) return true;
  const first = needle[0]!;
  outer: for (let i = start; i + n <= end; i++) {
    if (hay[i] !== first) continue;
    for (let j = 1; j < n; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

class Expansion implements SegmentExpansion {
  private map: Map<string, TermInfo> | null = null;
  constructor(
    readonly keys: string[],
    readonly infos: TermInfo[],
  ) {}
  info(key: string): TermInfo | undefined {
    if (this.map === null) {
      this.map = new Map();
      for (let i = 0; i < this.keys.length; i++) this.map.set(this.keys[i]!, this.infos[i]!);
    }
    return this.map.get(key);
  }
}

/** Figures for tests and benchmarks. */
export type SegmentTermsStats = {
  /** Fields with a reversed-term index, and its entries and bytes summed over them. */
  readonly reversedFields: number;
  readonly reversedEntries: number;
  readonly reversedBytes: number;
  /** Expansions cached, the keys they hold, and the lookups the cache answered or missed. */
  readonly cachedExpansions: number;
  readonly cachedKeys: number;
  readonly hits: number;
  readonly misses: number;
};

/**
 * Truncation expansion for one segment's term dictionary: reversed-term indexes per field, built on first use, and an
 * LRU of expansions. Not for concurrent use from several threads (each worker opens its own segments).
 */
export class SegmentTerms {
  private readonly reversed = new Map<string, ReversedTerms>();
  private readonly cache = new Map<string, SegmentExpansion | typeof TOO_BROAD>();
  private cachedKeys = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly terms: TermDictionary,
    /**
     * A prefix range at most this long is scanned even when the pattern also has a literal suffix; longer ones are
     * compared with the suffix's range in the reversed index, and the smaller is used. Tests lower it to use both.
     */
    private readonly smallRange = SMALL_RANGE,
  ) {}

  /**
   * The keys of field `fieldPrefix` (the one-character key prefix) whose term part `pattern` matches, in term order,
   * or `TOO_BROAD` when there are more than `limit`. `meter` counts the dictionary entries visited (not called on a
   * cache hit) and may throw to stop the expansion; nothing is cached then.
   */
  expand(
    fieldPrefix: string,
    pattern: WildcardPattern,
    limit: number,
    meter?: ScanMeter,
  ): SegmentExpansion | typeof TOO_BROAD {
    const cacheKey = `${fieldPrefix}\u0000${limit}\u0000${pattern.regex.source}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) {
      this.hits++;
      // Most recently used last.
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, cached);
      return cached;
    }
    this.misses++;
    const result = this.expandUncached(fieldPrefix, pattern, limit, meter);
    this.remember(cacheKey, result);
    return result;
  }

  /** The same as `expand` without the cache: what the cache must always agree with. */
  expandUncached(
    fieldPrefix: string,
    pattern: WildcardPattern,
    limit: number,
    meter?: ScanMeter,
  ): SegmentExpansion | typeof TOO_BROAD {
    const parts = patternParts(pattern);
    const field = encoder.encode(fieldPrefix);
    const fieldStart = this.terms.rank(field);
    const fieldEnd = this.terms.rank(successor(field));
    if (fieldStart === fieldEnd) return new Expansion([], []);
    const useReversed =
      parts.suffix.length > 0 &&
      (parts.prefix.length === 0 || this.prefixRangeSize(field, parts.prefix) > this.smallRange) &&
      this.reversedRangeSmaller(fieldPrefix, fieldStart, fieldEnd, field, parts, meter);
    if (!useReversed) return this.matchForward(field, fieldStart, fieldEnd, pattern, parts, limit, meter);
    const ordinals: number[] = [];
    if (!this.matchReversed(fieldPrefix, pattern, parts, limit, ordinals, meter)) return TOO_BROAD;
    // Term order, as a prefix range gives them; increasing ordinals also share the dictionary's reads.
    ordinals.sort((a, b) => a - b);
    const keys: string[] = [];
    const infos: TermInfo[] = [];
    for (const ordinal of ordinals) {
      const entry = this.terms.entryAt(ordinal);
      keys.push(entry.term.slice(1));
      infos.push(entry.info);
    }
    return new Expansion(keys, infos);
  }

  /** Figures of what this segment holds for expansion. */
  stats(): SegmentTermsStats {
    let reversedEntries = 0;
    let reversedBytes = 0;
    for (const index of this.reversed.values()) {
      reversedEntries += index.size;
      reversedBytes += index.memoryBytes;
    }
    return {
      reversedFields: this.reversed.size,
      reversedEntries,
      reversedBytes,
      cachedExpansions: this.cache.size,
      cachedKeys: this.cachedKeys,
      hits: this.hits,
      misses: this.misses,
    };
  }

  private remember(cacheKey: string, result: SegmentExpansion | typeof TOO_BROAD): void {
    const size = (r: SegmentExpansion | typeof TOO_BROAD) => (r === TOO_BROAD ? 1 : r.keys.length + 1);
    this.cache.set(cacheKey, result);
    this.cachedKeys += size(result);
    for (const [key, value] of this.cache) {
      if (this.cache.size <= CACHE_ENTRIES && this.cachedKeys <= CACHE_KEYS) break;
      if (key === cacheKey) break;
      this.cache.delete(key);
      this.cachedKeys -= size(value);
    }
  }

  private prefixRangeSize(field: Uint8Array, prefix: Uint8Array): number {
    const start = concat(field, prefix);
    return this.terms.rank(successor(start)) - this.terms.rank(start);
  }

  /** Whether the reversed range of the suffix is smaller than the prefix range (builds the reversed index). */
  private reversedRangeSmaller(
    fieldPrefix: string,
    fieldStart: number,
    fieldEnd: number,
    field: Uint8Array,
    parts: PatternParts,
    meter: ScanMeter | undefined,
  ): boolean {
    const index = this.reversedIndex(fieldPrefix, fieldStart, fieldEnd, meter);
    if (parts.prefix.length === 0) return true;
    const [lo, hi] = index.range(reversedBytes(parts.suffix));
    return hi - lo < this.prefixRangeSize(field, parts.prefix);
  }

  private reversedIndex(fieldPrefix: string, from: number, to: number, meter: ScanMeter | undefined): ReversedTerms {
    let index = this.reversed.get(fieldPrefix);
    if (index === undefined) {
      index = ReversedTerms.build(this.terms, from, to, meter);
      this.reversed.set(fieldPrefix, index);
    }
    return index;
  }

  /** Candidates from the suffix range of the reversed index; false when more than `limit` match. */
  private matchReversed(
    fieldPrefix: string,
    pattern: WildcardPattern,
    parts: PatternParts,
    limit: number,
    ordinals: number[],
    meter: ScanMeter | undefined,
  ): boolean {
    const index = this.reversed.get(fieldPrefix)!;
    const [lo, hi] = index.range(reversedBytes(parts.suffix));
    const { bytes, starts } = index;
    let scratch = new Uint8Array(64);
    meter?.(hi - lo);
    for (let i = lo; i < hi; i++) {
      if (!parts.suffixOnly) {
        const start = starts[i]!;
        const n = starts[i + 1]! - start;
        if (scratch.length < n) scratch = new Uint8Array(n * 2);
        for (let j = 0; j < n; j++) scratch[j] = bytes[start + n - 1 - j]!;
        if (!startsWithBytes(scratch, 0, n, parts.prefix) || !containsBytes(scratch, 0, n, parts.inner)) continue;
        if (!pattern.regex.test(utf8.decode(scratch.subarray(0, n)))) continue;
      }
      if (ordinals.length === limit) return false;
      ordinals.push(index.ordinals[i]!);
    }
    return true;
  }

  /** Matches in the prefix range (the whole field when the prefix is empty), decoding only the terms that match. */
  private matchForward(
    field: Uint8Array,
    fieldStart: number,
    fieldEnd: number,
    pattern: WildcardPattern,
    parts: PatternParts,
    limit: number,
    meter: ScanMeter | undefined,
  ): SegmentExpansion | typeof TOO_BROAD {
    const start = concat(field, parts.prefix);
    const from = parts.prefix.length === 0 ? fieldStart : this.terms.rank(start);
    const keys: string[] = [];
    const infos: TermInfo[] = [];
    let pending = 0;
    let tooBroad = false;
    this.terms.visit(from, (term, length, ordinal) => {
      if (ordinal >= fieldEnd || !startsWithBytes(term, 0, length, start)) return false;
      if (meter && ++pending === METER_EVERY) {
        meter(pending);
        pending = 0;
      }
      if (!parts.prefixOnly) {
        let end = 1;
        while (end < length && term[end] !== SPAN_MARK_BYTE) end++;
        if (!endsWithBytes(term, start.length, end, parts.suffix)) return true;
        if (!containsBytes(term, start.length, end - parts.suffix.length, parts.inner)) return true;
        if (!pattern.regex.test(utf8.decode(term.subarray(1, end)))) return true;
      }
      if (keys.length === limit) {
        tooBroad = true;
        return false;
      }
      keys.push(utf8.decode(term.subarray(1, length)));
      infos.push(this.terms.currentInfo());
      return true;
    });
    if (meter) meter(pending);
    return tooBroad ? TOO_BROAD : new Expansion(keys, infos);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The smallest byte string greater than every string starting with `bytes` (UTF-8 has no 0xFF byte to carry). */
function successor(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  out[out.length - 1]!++;
  return out;
}

function startsWithBytes(bytes: Uint8Array, start: number, end: number, prefix: Uint8Array): boolean {
  if (end - start < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[start + i] !== prefix[i]) return false;
  return true;
}

function endsWithBytes(bytes: Uint8Array, start: number, end: number, suffix: Uint8Array): boolean {
  if (end - start < suffix.length) return false;
  const at = end - suffix.length;
  for (let i = 0; i < suffix.length; i++) if (bytes[at + i] !== suffix[i]) return false;
  return true;
}
