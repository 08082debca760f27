import type { SegmentReader } from '../index/segment-reader';
import { ArrayScorer, type Scorer } from './doc-set';

/**
 * A search limited to documents named by ucid (a folder's, the patent list's, a selection). Each segment turns the
 * ucids into its doc ids once, through its ucid column, so a set of any size costs one lookup per ucid and segment:
 * nothing is parsed, bound or scored, unlike the `PN=(u1 OR u2 …)` query it replaces, whose size the query limits
 * capped.
 */
export class DocumentSetFilter {
  private readonly ucids: readonly string[];

  constructor(ucids: readonly string[]) {
    this.ucids = [...new Set(ucids.map((ucid) => ucid.trim()))];
  }

  get size(): number {
    return this.ucids.length;
  }

  /** The documents of the set in this segment, deleted ones included (the searcher skips those), as a scorer. */
  scorer(segment: SegmentReader): Scorer {
    const docs = new Int32Array(this.ucids.length);
    let count = 0;
    for (const ucid of this.ucids) {
      // Ingest keeps ucids upper case (EP-1000000-A1); a ucid named in lower case means the same document.
      const doc = segment.docOf(ucid) ?? segment.docOf(ucid.toUpperCase());
      if (doc !== undefined) docs[count++] = doc;
    }
    // A ucid named in two cases is one document: sorted, then duplicates dropped.
    const sorted = docs.subarray(0, count).sort();
    let unique = 0;
    for (let i = 0; i < count; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i]!;
    const found = sorted.subarray(0, unique);
    return new ArrayScorer(found, unique);
  }
}
