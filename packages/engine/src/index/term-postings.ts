import type { IntList } from './growable';
import { CURSOR_INTS, type IntSlicePool } from './int-slice-pool';

// A term's state, `STATE_INTS` ints from `id · STATE_INTS` in `TermPostings.state`: its stream's cursor in the pool,
// then these.
/** The last document added to the term (-1: none yet). */
const LAST_DOC = CURSOR_INTS;
/** The term's last position in that document, so a repeated (term, position) is stored once. */
const LAST_POSITION = CURSOR_INTS + 1;
/** Pool address of that document's frequency, counted up in place as its positions come. */
const FREQ_AT = CURSOR_INTS + 2;
const STATE_INTS = CURSOR_INTS + 3;

/**
 * The buffered postings of one field's terms, by the term ids of the field's `TermTable`: per term one stream in a
 * pool shared by the segment's fields holding, per document, its doc id, frequency, then that many positions. The
 * per-term state lives in one Int32Array rather than an object per term, so the collector has nothing to trace.
 */
export class TermPostings {
  private state = new Int32Array(STATE_INTS * 1024);
  /** Terms with a state: ids below it. */
  private terms = 0;

  constructor(private readonly pool: IntSlicePool) {}

  /**
   * Appends `count` occurrences (term id, position) of document `docId`, in position order (so each term's positions
   * stay sorted within a document). `termLength(id)` is a term's length, when it first occurs,, for the estimate returned: bytes held,
   * by the same measure as before the pool (term text, a fixed cost per term, 24 bytes per document and 8 per
   * further position), so a writer flushes where it did.
   */
  add(
    docId: number,
    ids: Int32Array,
    positions: Int32Array,
    count: number,
    termLength: (id: number) => number,
  ): number {
    const pool = this.pool;
    let ram = 0;
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      const position = positions[i]!;
      if (id >= this.terms) this.startTerms(id);
      const state = this.state;
      const at = id * STATE_INTS;
      const lastDoc = state[at + LAST_DOC]!;
      if (lastDoc !== docId) {
        if (lastDoc === -1) ram += termLength(id) * 2 + 200;
        pool.append(state, at, docId);
        state[at + FREQ_AT] = pool.append(state, at, 1);
        pool.append(state, at, position);
        state[at + LAST_DOC] = docId;
        state[at + LAST_POSITION] = position;
        ram += 24;
      } else if (state[at + LAST_POSITION] !== position) {
        pool.increment(state[at + FREQ_AT]!);
        pool.append(state, at, position);
        state[at + LAST_POSITION] = position;
        ram += 8;
      }
    }
    return ram;
  }

  /** Whether term `id` has postings (-1: no term). */
  has(id: number): boolean {
    return id >= 0 && id < this.terms && this.state[id * STATE_INTS + LAST_DOC] !== -1;
  }

  /** Replaces the contents of `out` with term `id`'s postings (doc id, frequency, positions; document after document). */
  read(id: number, out: IntList): void {
    if (this.has(id)) this.pool.read(this.state, id * STATE_INTS, out);
    else out.length = 0;
  }

  /** Starts the terms up to `id` (ids are handed out in order, so normally just `id`). */
  private startTerms(id: number): void {
    if ((id + 1) * STATE_INTS > this.state.length) {
      let capacity = this.state.length * 2;
      while (capacity < (id + 1) * STATE_INTS) capacity *= 2;
      const grown = new Int32Array(capacity);
      grown.set(this.state);
      this.state = grown;
    }
    for (let t = this.terms; t <= id; t++) {
      const at = t * STATE_INTS;
      this.pool.startStream(this.state, at);
      this.state[at + LAST_DOC] = -1;
      this.state[at + LAST_POSITION] = -1;
    }
    this.terms = id + 1;
  }
}
