import { foldTerm } from './folding';

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

// A slot of the open-addressing table is four ints: the term's hash, its id + 1 (0: empty slot), where its code
// units start in `units` and how many there are. A lookup thus reads the slot and the term's units and nothing else
// (no per-id array, no string): two cache lines for a term seen before, where separate hash, span and term arrays
// and the term string cost five.
const SLOT_INTS = 4;
const SLOT_HASH = 0;
const SLOT_ID = 1;
const SLOT_UNITS_AT = 2;
const SLOT_LENGTH = 3;
/**
 * `units` holds each term's span tag (capped at this; a larger one is also checked in `spanOf`) and then its code
 * units, so one comparison covers both.
 */
const SPAN_UNIT_MAX = 0xffff;

/**
 * Interns terms (with a span tag, the number of positions the term covers) to dense ids 0, 1, …, hashing the
 * UTF-16 code units where they lie: a term seen before costs a hash and a comparison, no string. Strings are made
 * only for new terms. `internFolded` folds on the fly (ASCII lower-casing on char codes, `foldTerm` for anything
 * else), so the id of a word is the id of `foldTerm(word)`. One table serves one field of one segment.
 */
export class TermTable {
  /** The term of each id. */
  readonly terms: string[] = [];
  private spanOf: Int32Array<ArrayBuffer> = new Int32Array(64);
  /** Each term's span unit then its code units, term after term (see `SPAN_UNIT_MAX`). */
  private units: Uint16Array<ArrayBuffer> = new Uint16Array(1024);
  private unitsUsed = 0;
  private slots = new Int32Array(256 * SLOT_INTS);
  /** Slots minus one (a power of two minus one). */
  private mask = 255;

  /** @param maxSpan spans above it are interned as `maxSpan` (term keys cannot tell them apart). */
  constructor(private readonly maxSpan = Number.MAX_SAFE_INTEGER) {}

  /** Number of distinct terms. */
  get size(): number {
    return this.terms.length;
  }

  /** The span tag of `id`. */
  span(id: number): number {
    return this.spanOf[id]!;
  }

  /** Id of `term` (taken as it is) spanning `span`; -1 for the empty term. */
  intern(term: string, span = 1): number {
    const length = term.length;
    if (length === 0) return -1;
    const tag = Math.min(span, this.maxSpan);
    let hash = FNV_OFFSET ^ tag;
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), FNV_PRIME);
    const mask = this.mask;
    const slots = this.slots;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot * SLOT_INTS;
      const id = slots[at + SLOT_ID]! - 1;
      if (id < 0) return this.add(at, term, tag, hash);
      if (slots[at + SLOT_HASH] !== hash || slots[at + SLOT_LENGTH] !== length) continue;
      if (this.sameTerm(id, slots[at + SLOT_UNITS_AT]!, tag, term, 0, length, false)) return id;
    }
  }

  /**
   * Id of `foldTerm(source.slice(start, end))` spanning `span`, or -1 when the term folds to nothing. ASCII terms
   * (most of patent text) are lower-cased and hashed on their char codes, with no string unless the term is new.
   */
  internFolded(source: string, start: number, end: number, span = 1): number {
    const tag = Math.min(span, this.maxSpan);
    let hash = FNV_OFFSET ^ tag;
    for (let i = start; i < end; i++) {
      let unit = source.charCodeAt(i);
      if (unit >= 128) return this.intern(foldTerm(source.slice(start, end)), span);
      if (unit >= 65 && unit <= 90) unit += 32;
      hash = Math.imul(hash ^ unit, FNV_PRIME);
    }
    const length = end - start;
    if (length === 0) return -1;
    const mask = this.mask;
    const slots = this.slots;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot * SLOT_INTS;
      const id = slots[at + SLOT_ID]! - 1;
      if (id < 0) return this.add(at, foldTerm(source.slice(start, end)), tag, hash);
      if (slots[at + SLOT_HASH] !== hash || slots[at + SLOT_LENGTH] !== length) continue;
      if (this.sameTerm(id, slots[at + SLOT_UNITS_AT]!, tag, source, start, length, true)) return id;
    }
  }

  /**
   * Whether term `id`, its units at `unitsAt`, spans `tag` and is `source[start, start + length)` (ASCII upper case
   * lowered when `lower`; the caller has compared the lengths).
   */
  private sameTerm(
    id: number,
    unitsAt: number,
    tag: number,
    source: string,
    start: number,
    length: number,
    lower: boolean,
  ): boolean {
    const units = this.units;
    if (units[unitsAt] !== Math.min(tag, SPAN_UNIT_MAX)) return false;
    if (tag >= SPAN_UNIT_MAX && this.spanOf[id] !== tag) return false;
    const from = unitsAt + 1;
    for (let i = 0; i < length; i++) {
      let unit = source.charCodeAt(start + i);
      if (lower && unit >= 65 && unit <= 90) unit += 32;
      if (units[from + i] !== unit) return false;
    }
    return true;
  }

  /** Adds `term` as the next id in the empty slot at `at`. */
  private add(at: number, term: string, span: number, hash: number): number {
    const id = this.terms.length;
    const length = term.length;
    this.terms.push(ownCopy(term));
    if (id === this.spanOf.length) this.spanOf = grow(this.spanOf);
    this.spanOf[id] = span;
    const unitsAt = this.unitsUsed;
    if (unitsAt + 1 + length > this.units.length) {
      const grown = new Uint16Array(Math.max(2 * this.units.length, unitsAt + 1 + length));
      grown.set(this.units);
      this.units = grown;
    }
    const units = this.units;
    units[unitsAt] = Math.min(span, SPAN_UNIT_MAX);
    for (let i = 0; i < length; i++) units[unitsAt + 1 + i] = term.charCodeAt(i);
    this.unitsUsed = unitsAt + 1 + length;
    const slots = this.slots;
    slots[at + SLOT_HASH] = hash;
    slots[at + SLOT_ID] = id + 1;
    slots[at + SLOT_UNITS_AT] = unitsAt;
    slots[at + SLOT_LENGTH] = length;
    if (2 * this.terms.length > this.mask + 1) this.rehash();
    return id;
  }

  private rehash(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = slots.length / SLOT_INTS - 1;
    for (let from = 0; from < old.length; from += SLOT_INTS) {
      if (old[from + SLOT_ID] === 0) continue;
      let slot = old[from + SLOT_HASH]! & mask;
      while (slots[slot * SLOT_INTS + SLOT_ID] !== 0) slot = (slot + 1) & mask;
      slots.set(old.subarray(from, from + SLOT_INTS), slot * SLOT_INTS);
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/**
 * A copy of `term` that shares nothing with the text it was cut from. V8 makes a slice of 13 code units or more a
 * view of its parent string, so a new term sliced from a document (and lower-case already, which `foldTerm` returns
 * as it is) kept the whole field's text alive until the segment was flushed.
 */
function ownCopy(term: string): string {
  if (term.length < 13) return term;
  let copy = '';
  for (let from = 0; from < term.length; from += 4096) {
    const to = Math.min(term.length, from + 4096);
    const codes = new Array<number>(to - from);
    for (let i = from; i < to; i++) codes[i - from] = term.charCodeAt(i);
    copy += String.fromCharCode(...codes);
  }
  return copy;
}

function grow(values: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(values.length * 2);
  grown.set(values);
  return grown;
}
