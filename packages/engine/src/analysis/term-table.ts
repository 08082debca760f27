import { foldTerm } from './folding';

const EMPTY = 0;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

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
  private hashOf: Int32Array<ArrayBuffer> = new Int32Array(64);
  /** Open addressing, linear probing: id + 1 per slot, 0 for empty. */
  private slots = new Int32Array(256);
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
    if (term.length === 0) return -1;
    const tag = Math.min(span, this.maxSpan);
    let hash = FNV_OFFSET ^ tag;
    for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), FNV_PRIME);
    const mask = this.mask;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return this.add(slot, term, tag, hash);
      const id = entry - 1;
      if (this.hashOf[id] === hash && this.spanOf[id] === tag && this.terms[id] === term) return id;
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
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) return this.add(slot, foldTerm(source.slice(start, end)), tag, hash);
      const id = entry - 1;
      if (
        this.hashOf[id] === hash &&
        this.spanOf[id] === tag &&
        equalsLowered(this.terms[id]!, source, start, length)
      ) {
        return id;
      }
    }
  }

  private add(slot: number, term: string, span: number, hash: number): number {
    const id = this.terms.length;
    this.terms.push(term);
    if (id === this.spanOf.length) {
      this.spanOf = grow(this.spanOf);
      this.hashOf = grow(this.hashOf);
    }
    this.spanOf[id] = span;
    this.hashOf[id] = hash;
    this.slots[slot] = id + 1;
    if (2 * this.terms.length > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.terms.length; id++) {
      let slot = this.hashOf[id]! & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** Whether `term` equals `source[start, start + length)` with ASCII upper case lowered (the source is ASCII). */
function equalsLowered(term: string, source: string, start: number, length: number): boolean {
  if (term.length !== length) return false;
  for (let i = 0; i < length; i++) {
    let unit = source.charCodeAt(start + i);
    if (unit >= 65 && unit <= 90) unit += 32;
    if (term.charCodeAt(i) !== unit) return false;
  }
  return true;
}

function grow(values: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(values.length * 2);
  grown.set(values);
  return grown;
}
