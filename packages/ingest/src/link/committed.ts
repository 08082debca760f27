// The committed index as the link table: which live documents hold a key (a term lookup in one of the link fields)
// and what a document's link values are (its doc values, decoded one value at a time, so that a segment's whole
// dictionary of keys is never turned into strings).

import {
  compareBytes,
  foldTerm,
  type PostingsReader,
  type Searcher,
  type SegmentReader,
  TERMINATED,
  type TermInfo,
} from '@app/engine';
import { CITATION_KEYS_FIELD, FAMILY_KEYS_FIELD, FAMILY_STAMP_FIELD, PUBLICATION_KEYS_FIELD } from './keys';

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** UTF-8 bytes as a string; keys are ASCII, and building short ASCII strings directly beats the decoder. */
function decode(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!;
    if (byte >= 0x80) return decoder.decode(bytes.subarray(start, end));
    text += String.fromCharCode(byte);
  }
  return text;
}

/** One field's per-document strings in a segment, decoded on demand. */
class ValueColumn {
  private constructor(
    private readonly offsets: Int32Array,
    private readonly ords: Int32Array,
    private readonly dictionaryOffsets: Int32Array,
    private readonly dictionaryBytes: Uint8Array,
  ) {}

  static open(segment: SegmentReader, field: string): ValueColumn | null {
    const column = segment.strings(field);
    if (column === null) return null;
    // The dictionary's columns, named as the engine's segment writer names them (`dict.o:` offsets, `dict.b:` UTF-8).
    const offsets = segment.columns.get(`dict.o:${field}`);
    const bytes = segment.columns.get(`dict.b:${field}`);
    return new ValueColumn(
      column.offsets,
      column.ords,
      offsets,
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
  }

  values(doc: number): string[] {
    const out: string[] = [];
    for (let i = this.offsets[doc]!; i < this.offsets[doc + 1]!; i++) out.push(this.value(this.ords[i]!));
    return out;
  }

  first(doc: number): string | undefined {
    const start = this.offsets[doc]!;
    return start < this.offsets[doc + 1]! ? this.value(this.ords[start]!) : undefined;
  }

  /** The ordinal of a value (the dictionary is sorted by UTF-8 bytes), or -1 when no document holds it. */
  ordOf(value: string): number {
    const target = encoder.encode(value);
    let lo = 0;
    let hi = this.dictionaryOffsets.length - 2;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareBytes(
        this.dictionaryBytes,
        this.dictionaryOffsets[mid]!,
        this.dictionaryOffsets[mid + 1]!,
        target,
        0,
        target.length,
      );
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  holds(doc: number, ord: number): boolean {
    for (let i = this.offsets[doc]!; i < this.offsets[doc + 1]!; i++) if (this.ords[i] === ord) return true;
    return false;
  }

  private value(ord: number): string {
    return decode(this.dictionaryBytes, this.dictionaryOffsets[ord]!, this.dictionaryOffsets[ord + 1]!);
  }
}

/** The link values of one committed document. */
export type CommittedSlice = {
  readonly ucid: string;
  readonly an: string;
  /** `familykeys` values: `S:` simple key and join keys. */
  readonly familyKeys: readonly string[];
  /** Publication numbers (the `P:` values of `publicationkeys`, without the prefix). */
  readonly numbers: readonly string[];
  /** Cited numbers (without the `P:` prefix). */
  readonly cited: readonly string[];
  readonly stamp: string | undefined;
  readonly citedby: readonly string[];
};

/** One segment of the commit. */
export class CommittedSegment {
  private readonly columns = new Map<string, ValueColumn | null>();
  private postingsReader: PostingsReader | null = null;

  constructor(
    readonly reader: SegmentReader,
    readonly index: number,
  ) {}

  /** Whether the segment was written with the link fields (documents written before them have none). */
  get hasLinkFields(): boolean {
    return this.reader.liveDocs === 0 || this.column(PUBLICATION_KEYS_FIELD) !== null;
  }

  private column(field: string): ValueColumn | null {
    let column = this.columns.get(field);
    if (column === undefined) {
      column = ValueColumn.open(this.reader, field);
      this.columns.set(field, column);
    }
    return column;
  }

  values(field: string, doc: number): string[] {
    return this.column(field)?.values(doc) ?? [];
  }

  /**
   * Finds the live documents holding any of `values` in a link field: `found(value, doc, frequency)` per document
   * and value held. Keyword terms are folded, so a document counts only when it holds the exact value. Few values
   * are looked up one by one; many (against the segment's size) by one pass over the field's terms.
   */
  findAll(field: string, values: readonly string[], found: (value: string, doc: number, frequency: number) => void) {
    const prefix = this.reader.prefixOf(field);
    const column = this.column(field);
    if (prefix === null || column === null || values.length === 0) return;
    const byTerm = new Map<string, string[]>();
    for (const value of values) {
      const term = prefix + foldTerm(value.trim().replace(/\s+/g, ' '));
      const list = byTerm.get(term);
      if (list) list.push(value);
      else byTerm.set(term, [value]);
    }
    const hits: [TermInfo, string[]][] = [];
    if (values.length * 8 < this.reader.maxDoc) {
      for (const [term, list] of byTerm) {
        const info = this.reader.lookup(term);
        if (info !== null) hits.push([info, list]);
      }
    } else {
      for (const entry of this.reader.terms.prefix(prefix)) {
        const list = byTerm.get(entry.term);
        if (list) hits.push([entry.info, list]);
      }
    }
    for (const [info, list] of hits) {
      const ords = list.map((value) => column.ordOf(value));
      let postings = this.postingsReader;
      if (postings === null) {
        postings = this.reader.postings(info);
        this.postingsReader = postings;
      } else this.reader.repositionPostings(postings, info);
      for (let d = postings.doc(); d !== TERMINATED; d = postings.advance()) {
        if (this.reader.isDeleted(d)) continue;
        for (let i = 0; i < list.length; i++)
          if (ords[i]! >= 0 && column.holds(d, ords[i]!)) found(list[i]!, d, postings.freq());
      }
    }
  }

  ucid(doc: number): string {
    return this.column('ucid')!.first(doc)!;
  }

  slice(doc: number): CommittedSlice {
    const unprefixed = (field: string) =>
      this.values(field, doc)
        .filter((v) => v.startsWith('P:'))
        .map((v) => v.slice(2));
    const an = this.column('applicationnumber')?.first(doc) ?? this.column('publicationnumber')?.first(doc) ?? '';
    return {
      ucid: this.ucid(doc),
      an,
      familyKeys: this.values(FAMILY_KEYS_FIELD, doc),
      numbers: unprefixed(PUBLICATION_KEYS_FIELD),
      cited: unprefixed(CITATION_KEYS_FIELD),
      stamp: this.column(FAMILY_STAMP_FIELD)?.first(doc),
      citedby: this.values('citedby', doc),
    };
  }

  /** The stored document, as written. */
  document(doc: number): Record<string, unknown> {
    return this.reader.document(doc);
  }
}

/** The segments of a searcher's commit, as the link table. */
export function committedSegments(searcher: Searcher): CommittedSegment[] {
  return searcher.segments.map((reader, i) => new CommittedSegment(reader, i));
}
