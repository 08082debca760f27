import type { BlockCache } from '../codec/block-cache';
import type { ByteSource } from '../codec/byte-source';
import { PostingsReader } from '../codec/postings-reader';
import { StoredFieldsReader } from '../codec/stored-fields';
import type { Directory } from '../store/directory';
import { deletionFileName, type SegmentEntry } from '../store/manifest';
import { TermDictionary } from '../termdict/term-dictionary';
import type { TermInfo } from '../termdict/term-dictionary-writer';
import { compareBytes } from '../termdict/utf8-order';
import { type ColumnShare, ColumnsReader, decodeStrings } from './columns';
import { BODY_FIELDS, COLUMN, type SegmentMeta, segmentFileNames, UCID_FIELD } from './segment-files';
import { SegmentTerms } from './segment-terms';
import { parseMembers } from './stored-members';
import { fieldPrefix } from './term-key';

const utf8 = new TextDecoder();
const utf8Encoder = new TextEncoder();

/** Per-document string values of one field: ords of doc d are `ords[offsets[d] .. offsets[d+1])`. */
export type StringColumn = {
  readonly offsets: Int32Array;
  readonly ords: Int32Array;
  /** The sorted distinct values; decoded on first use. */
  readonly dictionary: () => readonly string[];
  readonly size: number;
};

/** The files a reader reads by range, and the block cache they go through (undefined: read directly). */
type SegmentSources = {
  readonly cache: BlockCache | undefined;
  readonly terms: ByteSource;
  readonly postings: ByteSource;
  readonly stored: ByteSource;
  readonly storedBody: ByteSource;
};

/** Sentence or paragraph starts of one field, per document (see `AnalyzedField`). */
export type BoundaryColumn = { readonly offsets: Int32Array; readonly starts: Int32Array };

/**
 * Read access to one committed segment: its term dictionary, postings, columns, stored documents and deletions.
 * Deletions and the term dictionary's sparse index (a sixteenth of the terms) are held; term blocks, postings,
 * columns and stored documents are read from the files as searches ask for them (see `ByteSource`), so a reader costs
 * memory in proportion to the columns in use, not to the segment. Readers are cheap and many may share a segment.
 */
export class SegmentReader {
  private readonly fieldIndexes: Map<string, number>;
  private readonly stringColumns = new Map<string, StringColumn | null>();
  /** `columns.version` when `stringColumns` was filled (its objects hold arrays a shared group may replace). */
  private stringsVersion = 0;
  /** Ordinal of a ucid in the ucid column's dictionary → the (last) doc holding it, or −1; built on first use. */
  private docsByUcidOrd: Int32Array | null = null;
  /**
   * Truncation expansion over this segment's terms: reversed-term indexes and cached expansions. Depends on the term
   * dictionary only, which never changes, so a reader reopened on the same segment (new deletions) takes it over.
   */
  readonly expansion: SegmentTerms;

  private constructor(
    readonly entry: SegmentEntry,
    readonly meta: SegmentMeta,
    readonly terms: TermDictionary,
    /** The postings file; each term's postings are read when a search asks for them. */
    readonly postingsFile: ByteSource,
    readonly columns: ColumnsReader,
    /** Stored head (see `BODY_FIELDS`): what result lists show. */
    readonly stored: StoredFieldsReader,
    /** Stored body: claims and descriptions. */
    readonly storedBody: StoredFieldsReader,
    /** Bit per document, set when deleted; null when nothing is deleted. */
    readonly deleted: Uint8Array | null,
    /** Bytes of the segment's files (deletions aside): what merges weigh. */
    readonly sizeBytes: number,
    expansion: SegmentTerms | null,
    /** The term dictionary, stored files and postings as read (through the block cache when there is one). */
    private readonly sources: SegmentSources,
  ) {
    this.fieldIndexes = new Map(meta.fields.map((name, i) => [name, i]));
    this.expansion = expansion ?? new SegmentTerms(terms);
  }

  /**
   * Opens the segment a commit names. `previous`, a reader of an earlier commit, hands over its expansion indexes and
   * cache when it reads the same segment (same name and term dictionary), and its cached sources when both read
   * through the same block cache. With `cache`, the term dictionary's blocks, postings and stored-document blocks are
   * read through it; columns are read on first use and kept, as without. With `share`, columns are read into shared
   * memory and kept there for every thread reading the segment (the reader holds them until `release()`).
   */
  static async open(
    dir: Directory,
    entry: SegmentEntry,
    previous?: SegmentReader,
    cache?: BlockCache,
    share?: ColumnShare,
  ): Promise<SegmentReader> {
    const names = segmentFileNames(entry.name);
    const [termFile, postingsFile, columnBytes, storedFile, storedBodyFile, deleted] = await Promise.all([
      dir.openSource(names.terms),
      dir.openSource(names.postings),
      dir.openSource(names.columns),
      dir.openSource(names.stored),
      dir.openSource(names.storedBody),
      entry.delGen > 0 ? dir.readFile(deletionFileName(entry.name, entry.delGen)) : Promise.resolve(null),
    ]);
    const sizeBytes = termFile.size + postingsFile.size + columnBytes.size + storedFile.size + storedBodyFile.size;
    const same = previous !== undefined && previous.entry.name === entry.name && previous.sizeBytes === sizeBytes;
    let sources: SegmentSources;
    if (cache === undefined) {
      sources = { cache, terms: termFile, postings: postingsFile, stored: storedFile, storedBody: storedBodyFile };
    } else if (same && previous.sources.cache === cache) {
      sources = previous.sources;
    } else {
      sources = {
        cache,
        terms: cache.wrap(termFile),
        postings: cache.wrap(postingsFile),
        stored: cache.wrap(storedFile),
        storedBody: cache.wrap(storedBodyFile),
      };
    }
    // The columns file's size beside the name: a segment name is unique within an index, the size guards the rest.
    const columns = ColumnsReader.open(
      columnBytes,
      share ? { columns: share, key: `${entry.name}:${columnBytes.size}` } : undefined,
    );
    const dictionary = TermDictionary.open(sources.terms);
    const reused = same && previous.terms.size === dictionary.size ? previous.expansion : null;
    return new SegmentReader(
      entry,
      columns.meta as SegmentMeta,
      dictionary,
      sources.postings,
      columns,
      StoredFieldsReader.open(sources.stored),
      StoredFieldsReader.open(sources.storedBody),
      deleted,
      sizeBytes,
      reused,
      sources,
    );
  }

  /** Documents in the segment, deleted ones included (doc ids are 0 … maxDoc − 1). */
  get maxDoc(): number {
    return this.meta.docCount;
  }

  /** Documents not deleted. */
  get liveDocs(): number {
    return this.meta.docCount - this.entry.delCount;
  }

  /** Whether doc `d` is deleted. */
  isDeleted(d: number): boolean {
    const deleted = this.deleted;
    return deleted !== null && (deleted[d >>> 3]! & (1 << (d & 7))) !== 0;
  }

  /** The one-character term-key prefix of a field, or null when the segment has no such field. */
  prefixOf(field: string): string | null {
    const index = this.fieldIndexes.get(field);
    return index === undefined ? null : fieldPrefix(index);
  }

  /**
   * How to iterate a word over `fields` with this segment's combined fields: the prefixes of the combined fields
   * that cover part of them (largest first, never overlapping) and of the fields left over. Null when no combined
   * field of the segment applies (segments written before them, or a single field), so the caller takes the union
   * of the fields' own lists.
   */
  coverOf(fields: readonly string[]): readonly string[] | null {
    const combined = this.meta.combined;
    if (combined === undefined || fields.length < 2) return null;
    const left = new Set(fields);
    const prefixes: string[] = [];
    for (;;) {
      let best = -1;
      combined.forEach((c, i) => {
        if (c.fields.length >= 2 && c.fields.every((f) => left.has(f))) {
          if (best < 0 || c.fields.length > combined[best]!.fields.length) best = i;
        }
      });
      if (best < 0) break;
      prefixes.push(fieldPrefix(this.meta.fields.length + best));
      for (const f of combined[best]!.fields) left.delete(f);
    }
    if (prefixes.length === 0) return null;
    for (const f of fields) {
      if (!left.has(f)) continue;
      const prefix = this.prefixOf(f);
      if (prefix !== null) prefixes.push(prefix);
    }
    return prefixes;
  }

  // Term lookups asked before. A search looks up each word once per field and segment and again for every hit it
  // highlights, and searchers repeat the words of their last search; a dictionary lookup costs microseconds.
  private readonly lookups = new Map<string, TermInfo | null>();
  private readonly wordKeys = new Map<string, readonly string[]>();

  /** Postings info of a full term key, or null. */
  lookup(key: string): TermInfo | null {
    let info = this.lookups.get(key);
    if (info === undefined) {
      info = this.terms.lookup(key);
      remember(this.lookups, key, info);
    }
    return info;
  }

  /** The keys of a word in the field of `prefix` (see `termKeysAt`), computed once and kept. */
  keysOfWord(prefix: string, term: string, compute: () => readonly string[]): readonly string[] {
    const key = prefix + term;
    let keys = this.wordKeys.get(key);
    if (keys === undefined) {
      keys = compute();
      remember(this.wordKeys, key, keys);
    }
    return keys;
  }

  /** A postings reader positioned on the first document of `info`. */
  postings(info: TermInfo): PostingsReader {
    return new PostingsReader(this.postingsFile.readSync(info.offset, info.length), { ...info, offset: 0 });
  }

  /** Moves a reader this segment gave out to the first document of another term (reusing its buffers). */
  repositionPostings(reader: PostingsReader, info: TermInfo): void {
    reader.reset({ ...info, offset: 0 }, this.postingsFile.readSync(info.offset, info.length));
  }

  /** The numeric column of a field, or null when no document of the segment has it. */
  numbers(field: string): Int32Array | null {
    const name = COLUMN.number(field);
    return this.columns.has(name) ? this.columns.get(name) : null;
  }

  /** Field lengths of a positional field, or null. */
  lengths(field: string): Int32Array | null {
    const name = COLUMN.length(field);
    return this.columns.has(name) ? this.columns.get(name) : null;
  }

  /** Sentence (`'sentence'`) or paragraph starts of a positional field, or null. */
  boundaries(field: string, kind: 'sentence' | 'paragraph'): BoundaryColumn | null {
    const offsets = kind === 'sentence' ? COLUMN.sentenceOffsets(field) : COLUMN.paragraphOffsets(field);
    const starts = kind === 'sentence' ? COLUMN.sentenceStarts(field) : COLUMN.paragraphStarts(field);
    if (!this.columns.has(offsets)) return null;
    return { offsets: this.columns.get(offsets), starts: this.columns.get(starts) };
  }

  /**
   * Lets go of the columns this reader holds in a shared group (see `open`'s `share`); the reader still answers,
   * reading any column it has not read yet on its own. Called once no search uses the reader. No-op unshared.
   */
  release(): void {
    this.columns.release();
  }

  /** Per-document string values of a field, or null when no document has any. */
  strings(field: string): StringColumn | null {
    if (this.columns.version !== this.stringsVersion) {
      this.stringColumns.clear();
      this.stringsVersion = this.columns.version;
    }
    let column = this.stringColumns.get(field);
    if (column !== undefined) return column;
    column = null;
    if (this.columns.has(COLUMN.valueOffsets(field))) {
      const dictionaryOffsets = this.columns.get(COLUMN.dictionaryOffsets(field));
      const dictionaryBytes = this.columns.get(COLUMN.dictionaryBytes(field));
      let decoded: string[] | null = null;
      column = {
        offsets: this.columns.get(COLUMN.valueOffsets(field)),
        ords: this.columns.get(COLUMN.valueOrds(field)),
        dictionary: () => {
          decoded ??= decodeStrings(dictionaryOffsets, dictionaryBytes);
          return decoded;
        },
        size: dictionaryOffsets.length - 1,
      };
    }
    this.stringColumns.set(field, column);
    return column;
  }

  /** The ucid of doc `d` (decoded alone: a segment's whole ucid dictionary is never turned into strings). */
  ucid(d: number): string {
    const column = this.strings(UCID_FIELD)!;
    return this.dictionaryValue(UCID_FIELD, column.ords[column.offsets[d]!]!);
  }

  /**
   * The doc id of a ucid in this segment (deleted or not; the last one when a ucid was written twice), or undefined.
   * A binary search of the sorted ucid dictionary and one array of four bytes a document, instead of a map of strings.
   */
  docOf(ucid: string): number | undefined {
    const column = this.strings(UCID_FIELD);
    if (column === null) return undefined;
    const ord = this.dictionaryOrd(UCID_FIELD, ucid);
    if (ord < 0) return undefined;
    if (this.docsByUcidOrd === null) {
      const docs = new Int32Array(column.size).fill(-1);
      for (let d = 0; d < this.maxDoc; d++) {
        for (let i = column.offsets[d]!; i < column.offsets[d + 1]!; i++) docs[column.ords[i]!] = d;
      }
      this.docsByUcidOrd = docs;
    }
    const doc = this.docsByUcidOrd[ord]!;
    return doc < 0 ? undefined : doc;
  }

  /** One value of a string field's sorted dictionary. */
  private dictionaryValue(field: string, ord: number): string {
    const offsets = this.columns.get(COLUMN.dictionaryOffsets(field));
    return utf8.decode(this.dictionaryBytes(field).subarray(offsets[ord]!, offsets[ord + 1]!));
  }

  /** The ordinal of `value` in a string field's sorted dictionary (UTF-8 byte order), or −1. */
  private dictionaryOrd(field: string, value: string): number {
    const offsets = this.columns.get(COLUMN.dictionaryOffsets(field));
    const bytes = this.dictionaryBytes(field);
    const target = utf8Encoder.encode(value);
    let lo = 0;
    let hi = offsets.length - 2;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareBytes(bytes, offsets[mid]!, offsets[mid + 1]!, target, 0, target.length);
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private dictionaryBytes(field: string): Uint8Array {
    const words = this.columns.get(COLUMN.dictionaryBytes(field));
    return new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
  }

  /**
   * The ucid and the named fields of a stored document: what a page of hits shows and highlights, without decoding
   * or parsing the rest of the head, or of the body (a description) when a body field (the claims) is named.
   */
  storedFields(d: number, fields: readonly string[]): Record<string, unknown> {
    const head = parseMembers(this.stored.get(d), [UCID_FIELD, ...fields.filter((f) => !BODY_FIELDS.has(f))]);
    const inBody = fields.filter((f) => BODY_FIELDS.has(f));
    return inBody.length === 0 ? head : { ...head, ...parseMembers(this.storedBody.get(d), inBody) };
  }

  /** The whole stored document of doc `d`, as given to the writer (key order aside); `storedFields` for a few. */
  document(d: number): Record<string, unknown> {
    const head = JSON.parse(this.stored.getString(d)) as Record<string, unknown>;
    return { ...head, ...(JSON.parse(this.storedBody.getString(d)) as Record<string, unknown>) };
  }
}

/** Entries a segment keeps per cache before it starts over: bounded memory, and a working set stays warm. */
const LOOKUP_CACHE_ENTRIES = 4096;

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= LOOKUP_CACHE_ENTRIES) cache.clear();
  cache.set(key, value);
}
