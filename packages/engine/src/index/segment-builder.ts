import { NAME_VALUE_GAP } from '../analysis/analyzer';
import { TermTable } from '../analysis/term-table';
import { PostingsWriter } from '../codec/postings-writer';
import { StoredFieldsWriter } from '../codec/stored-fields';
import type { EngineDocument } from '../schema/document';
import {
  type CombinedFieldDef,
  type FieldDef,
  hasPositions,
  hasStringDocValues,
  isNumericField,
  type Schema,
} from '../schema/schema';
import { TermDictionaryWriter } from '../termdict/term-dictionary-writer';
import { compareTerms } from '../termdict/utf8-order';
import { ColumnsWriter, encodeStrings } from './columns';
import { withDerivedFields } from './derived-fields';
import {
  analyzePositionalFieldInto,
  analyzerFor,
  FieldTokens,
  numericFieldValue,
  stringFieldValues,
} from './field-analysis';
import { IntList } from './growable';
import {
  COLUMN,
  HEAD_BLOCK_BYTES,
  MISSING_NUMBER,
  type SegmentMeta,
  segmentFileNames,
  splitStored,
  UCID_FIELD,
} from './segment-files';
import { fieldPrefix, MAX_KEY_SPAN, termKey } from './term-key';

/**
 * A term's buffered postings: doc ids, frequencies and the positions of all its documents back to back. Plain
 * arrays, not typed arrays: most terms hold a handful of values, and V8 allocates small packed arrays far more
 * cheaply than typed arrays (the profile showed typed-array growth and GC dominating indexing).
 */
type TermBuffer = {
  /** Per document, interleaved: doc id, frequency, then that many positions. One array per term, not three. */
  data: number[];
  lastDoc: number;
  lastPosition: number;
  /** Index in `data` of the current document's frequency. */
  freqAt: number;
  docFreq: number;
};

/** Files of a built segment, ready to be written and fsynced. */
export type BuiltSegment = {
  readonly name: string;
  readonly docCount: number;
  readonly files: ReadonlyMap<string, Uint8Array>;
};

/**
 * Buffers analysed documents in memory (an inverted index of typed-array lists plus per-document columns) and
 * writes them as one immutable segment. Documents get doc ids 0, 1, … in the order they are added.
 */
export class SegmentBuilder {
  /**
   * Per field: the terms (with their spans) interned to ids, hashed on the char codes of the analysed text so a
   * repeated term costs no string, and each id's buffer.
   */
  private readonly terms: { table: TermTable; buffers: TermBuffer[] }[];
  /** The positional field being added, reused from field to field. */
  private readonly fieldTokens = new FieldTokens();
  private readonly stored = new StoredFieldsWriter({ maxBlockBytes: HEAD_BLOCK_BYTES });
  private readonly storedBody = new StoredFieldsWriter();
  private readonly numbers = new Map<string, IntList>();
  private readonly strings = new Map<string, string[][]>();
  private readonly lengths = new Map<string, IntList>();
  private readonly sentences = new Map<string, { offsets: IntList; starts: IntList }>();
  private readonly paragraphs = new Map<string, { offsets: IntList; starts: IntList }>();
  /** Per field of a combined field: each document's extent (last position + span), to offset the next field. */
  private readonly extents = new Map<string, IntList>();
  /** The schema's combined fields, with the indexes of their fields. */
  private readonly combined: { readonly def: CombinedFieldDef; readonly fieldIndexes: readonly number[] }[];
  private count = 0;
  private readonly prefixes: string[];
  /** Approximate bytes held, for flushing by memory. */
  ramBytes = 0;

  constructor(private readonly schema: Schema) {
    this.prefixes = schema.fields.map((_, i) => fieldPrefix(i));
    this.terms = schema.fields.map(() => ({ table: new TermTable(MAX_KEY_SPAN), buffers: [] }));
    for (const field of schema.fields) {
      if (isNumericField(field)) this.numbers.set(field.name, new IntList());
      if (hasStringDocValues(field)) this.strings.set(field.name, []);
      if (hasPositions(field)) {
        this.lengths.set(field.name, new IntList());
        this.sentences.set(field.name, { offsets: new IntList(), starts: new IntList() });
        this.paragraphs.set(field.name, { offsets: new IntList(), starts: new IntList() });
      }
    }
    this.strings.set(UCID_FIELD, []);
    this.combined = (schema.combinedFields ?? []).map((def) => ({
      def,
      fieldIndexes: def.fields.map((name) => {
        const index = schema.fields.findIndex((f) => f.name === name);
        if (index < 0 || schema.fields[index]!.type !== 'text') {
          throw new Error(`combined field ${def.name}: ${name} is not a text field of the schema`);
        }
        return index;
      }),
    }));
    for (const { def } of this.combined) for (const name of def.fields) this.extents.set(name, new IntList());
  }

  /** Documents added so far. */
  get docCount(): number {
    return this.count;
  }

  /** Analyses and buffers one document; returns its doc id in the segment. */
  addDocument(doc: EngineDocument): number {
    const docId = this.count++;
    const full = withDerivedFields(this.schema, doc);
    const { head, body } = splitStored(doc);
    this.stored.add(head);
    this.storedBody.add(body);
    this.ramBytes += head.length + body.length;
    this.strings.get(UCID_FIELD)!.push([doc.ucid]);
    const fields = this.schema.fields;
    for (let f = 0; f < fields.length; f++) this.addField(docId, f, fields[f]!, full[fields[f]!.name]);
    return docId;
  }

  private addField(docId: number, fieldIndex: number, field: FieldDef, raw: unknown): void {
    if (isNumericField(field)) {
      this.numbers.get(field.name)!.push(numericFieldValue(raw) ?? MISSING_NUMBER);
      return;
    }
    const strings = this.strings.get(field.name);
    if (hasPositions(field)) {
      const analyzed = this.fieldTokens;
      analyzePositionalFieldInto(field, raw, this.terms[fieldIndex]!.table, analyzed);
      this.lengths.get(field.name)!.push(analyzed.length);
      const sentences = this.sentences.get(field.name)!;
      sentences.offsets.push(sentences.starts.length);
      for (let k = 0; k < analyzed.sentenceStarts.length; k++)
        sentences.starts.push(analyzed.sentenceStarts.values[k]!);
      const paragraphs = this.paragraphs.get(field.name)!;
      paragraphs.offsets.push(paragraphs.starts.length);
      for (let k = 0; k < analyzed.paragraphStarts.length; k++) {
        paragraphs.starts.push(analyzed.paragraphStarts.values[k]!);
      }
      const extents = this.extents.get(field.name);
      if (extents !== undefined) extents.push(extentOf(analyzed));
      this.addTerms(docId, fieldIndex, analyzed.ids, analyzed.positions, analyzed.count);
      strings?.push(field.type === 'name' ? stringFieldValues(raw) : []);
      return;
    }
    const values = stringFieldValues(raw);
    strings?.push(values);
    if (values.length === 0) return;
    const tokens = analyzerFor(field.type).analyze(values);
    const table = this.terms[fieldIndex]!.table;
    const ids = new Int32Array(tokens.length);
    const positions = new Int32Array(tokens.length);
    let count = 0;
    for (const token of tokens) {
      const id = table.intern(token.term, token.positionLength ?? 1);
      if (id < 0) continue;
      ids[count] = id;
      positions[count++] = token.position;
    }
    this.addTerms(docId, fieldIndex, ids, positions, count);
  }

  /** Appends `count` occurrences (term id in the field's table, position) of one document, in position order. */
  private addTerms(docId: number, fieldIndex: number, ids: Int32Array, positions: Int32Array, count: number): void {
    // Tokens come in position order, so appending as they come keeps each term's positions sorted within a doc.
    const { table, buffers } = this.terms[fieldIndex]!;
    let ram = 0;
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      const position = positions[i]!;
      // Ids are handed out in the order terms first occur, so a new term's id is normally the next index: checking
      // the length first spares the out-of-bounds read.
      let buffer = id < buffers.length ? buffers[id] : undefined;
      if (buffer === undefined) {
        buffer = { data: [], lastDoc: -1, lastPosition: -1, freqAt: 0, docFreq: 0 };
        buffers[id] = buffer;
        ram += table.terms[id]!.length * 2 + 200;
      }
      const data = buffer.data;
      if (buffer.lastDoc !== docId) {
        buffer.freqAt = data.length + 1;
        data.push(docId, 1, position);
        buffer.lastDoc = docId;
        buffer.lastPosition = position;
        buffer.docFreq++;
        ram += 24;
      } else if (buffer.lastPosition !== position) {
        data[buffer.freqAt]!++;
        data.push(position);
        buffer.lastPosition = position;
        ram += 8;
      }
    }
    this.ramBytes += ram;
  }

  /**
   * Term `id` of field `f` as its key without the field prefix: the term itself, with a span mark for the joined and
   * written forms of compounds (see `termKey`), so equal keys of two fields are the same word.
   */
  private fieldTermKey(f: number, id: number): string {
    const { table } = this.terms[f]!;
    const span = table.span(id);
    return span === 1 ? table.terms[id]! : termKey(f, table.terms[id]!, span).slice(1);
  }

  /** Writes the buffered documents as segment `name`. The builder must not be used afterwards. */
  build(name: string): BuiltSegment {
    const names = segmentFileNames(name);
    const files = new Map<string, Uint8Array>();
    const keys: string[] = [];
    const buffers = new Map<string, TermBuffer | (() => number[])>();
    this.terms.forEach(({ table, buffers: byId }, f) => {
      for (let id = 0; id < table.size; id++) {
        if (byId[id] === undefined) continue;
        const key = this.prefixes[f]! + this.fieldTermKey(f, id);
        keys.push(key);
        buffers.set(key, byId[id]!);
      }
    });
    this.combined.forEach((group, g) => {
      const prefix = fieldPrefix(this.schema.fields.length + g);
      for (const [term, make] of this.combinedTerms(group.fieldIndexes)) {
        keys.push(prefix + term);
        buffers.set(prefix + term, make);
      }
    });
    keys.sort(compareTerms);
    const postings = new PostingsWriter(1 << 20);
    const dictionary = new TermDictionaryWriter();
    let scratch = new Int32Array(1024);
    for (const key of keys) {
      const buffer = buffers.get(key)!;
      postings.startTerm();
      const data = typeof buffer === 'function' ? buffer() : buffer.data;
      let at = 0;
      while (at < data.length) {
        const doc = data[at]!;
        const freq = data[at + 1]!;
        if (freq > scratch.length) scratch = new Int32Array(freq * 2);
        for (let k = 0; k < freq; k++) scratch[k] = data[at + 2 + k]!;
        postings.addDoc(doc, scratch.subarray(0, freq));
        at += 2 + freq;
      }
      dictionary.add(key, postings.finishTerm());
    }
    files.set(names.terms, dictionary.finish());
    files.set(names.postings, postings.finish());
    files.set(names.stored, this.stored.finish());
    files.set(names.storedBody, this.storedBody.finish());
    files.set(names.columns, this.buildColumns());
    return { name, docCount: this.count, files };
  }

  /**
   * The terms of a combined field, each with a function making its postings (in `TermBuffer.data`'s layout) when
   * written: the union of the fields' postings, a document's positions of field j offset by the extents of the
   * fields before it plus `NAME_VALUE_GAP` each, so no distance the query language allows (W1000 at most) spans
   * two fields.
   */
  private combinedTerms(fieldIndexes: readonly number[]): Map<string, () => number[]> {
    const k = fieldIndexes.length;
    const extents = fieldIndexes.map((f) => this.extents.get(this.schema.fields[f]!.name)!.values);
    const offsets = new Int32Array(this.count * k);
    for (let d = 0; d < this.count; d++) {
      let base = 0;
      for (let j = 0; j < k; j++) {
        offsets[d * k + j] = base;
        base += extents[j]![d]! + NAME_VALUE_GAP;
      }
    }
    const perTerm = new Map<string, (TermBuffer | undefined)[]>();
    fieldIndexes.forEach((f, j) => {
      const { table, buffers } = this.terms[f]!;
      for (let id = 0; id < table.size; id++) {
        const buffer = buffers[id];
        if (buffer === undefined) continue;
        const term = this.fieldTermKey(f, id);
        let list = perTerm.get(term);
        if (list === undefined) {
          list = new Array<TermBuffer | undefined>(k);
          perTerm.set(term, list);
        }
        list[j] = buffer;
      }
    });
    const result = new Map<string, () => number[]>();
    for (const [term, list] of perTerm) result.set(term, () => combinePostings(list, offsets, k));
    return result;
  }

  private buildColumns(): Uint8Array {
    const columns = new ColumnsWriter();
    const lengthStats: Record<string, { sum: number; docs: number }> = {};
    const numberFields: string[] = [];
    const stringFields: string[] = [];
    const positionalFields: string[] = [];
    for (const [field, list] of this.numbers) {
      if (!list.toArray().some((v) => v !== MISSING_NUMBER)) continue;
      numberFields.push(field);
      columns.set(COLUMN.number(field), list.toArray());
    }
    for (const [field, list] of this.lengths) {
      const lengths = list.toArray();
      let sum = 0;
      let docs = 0;
      for (const length of lengths) {
        sum += length;
        if (length > 0) docs++;
      }
      if (docs === 0) continue;
      positionalFields.push(field);
      lengthStats[field] = { sum, docs };
      columns.set(COLUMN.length(field), lengths);
      const sentences = this.sentences.get(field)!;
      columns.set(COLUMN.sentenceOffsets(field), withEnd(sentences.offsets, sentences.starts.length));
      columns.set(COLUMN.sentenceStarts(field), sentences.starts.toArray());
      const paragraphs = this.paragraphs.get(field)!;
      columns.set(COLUMN.paragraphOffsets(field), withEnd(paragraphs.offsets, paragraphs.starts.length));
      columns.set(COLUMN.paragraphStarts(field), paragraphs.starts.toArray());
    }
    for (const [field, perDoc] of this.strings) {
      if (!perDoc.some((values) => values.length > 0)) continue;
      stringFields.push(field);
      writeStringColumn(columns, field, perDoc);
    }
    const meta: SegmentMeta = {
      formatVersion: 1,
      docCount: this.count,
      fields: this.schema.fields.map((f) => f.name),
      lengthStats,
      numberFields,
      stringFields,
      positionalFields,
      ...(this.combined.length > 0 ? { combined: this.combined.map((c) => c.def) } : {}),
    };
    return columns.finish(meta);
  }
}

/** A field's extent in positions: one past the end of its last token (0 when it has none). */
function extentOf(tokens: FieldTokens): number {
  let extent = 0;
  for (let i = 0; i < tokens.count; i++) {
    const end = tokens.positions[i]! + tokens.positionLengths[i]!;
    if (end > extent) extent = end;
  }
  return extent;
}

/**
 * One term's combined postings from its buffers in the k fields (undefined where the field lacks it): documents in
 * order, each with its fields' positions one field after the other, offset by `offsets[doc·k + j]`.
 */
function combinePostings(buffers: readonly (TermBuffer | undefined)[], offsets: Int32Array, k: number): number[] {
  const out: number[] = [];
  const at = new Array<number>(k).fill(0);
  for (;;) {
    let doc = 0x7fffffff;
    for (let j = 0; j < k; j++) {
      const data = buffers[j]?.data;
      if (data !== undefined && at[j]! < data.length && data[at[j]!]! < doc) doc = data[at[j]!]!;
    }
    if (doc === 0x7fffffff) return out;
    const freqAt = out.length + 1;
    out.push(doc, 0);
    for (let j = 0; j < k; j++) {
      const data = buffers[j]?.data;
      if (data === undefined || at[j]! >= data.length || data[at[j]!] !== doc) continue;
      const freq = data[at[j]! + 1]!;
      const offset = offsets[doc * k + j]!;
      for (let i = 0; i < freq; i++) out.push(data[at[j]! + 2 + i]! + offset);
      out[freqAt] = out[freqAt]! + freq;
      at[j] = at[j]! + 2 + freq;
    }
  }
}

function withEnd(offsets: IntList, end: number): Int32Array {
  const copy = new Int32Array(offsets.length + 1);
  copy.set(offsets.values.subarray(0, offsets.length));
  copy[offsets.length] = end;
  return copy;
}

/** Writes per-document string values as ordinals into a sorted dictionary of the distinct values. */
export function writeStringColumn(columns: ColumnsWriter, field: string, perDoc: readonly (readonly string[])[]): void {
  const distinct = new Set<string>();
  for (const values of perDoc) for (const v of values) distinct.add(v);
  const dictionary = [...distinct].sort(compareTerms);
  const ordOf = new Map(dictionary.map((v, i) => [v, i]));
  const offsets = new Int32Array(perDoc.length + 1);
  const ords = new IntList(perDoc.length);
  for (let d = 0; d < perDoc.length; d++) {
    offsets[d] = ords.length;
    const docOrds = [...new Set(perDoc[d]!.map((v) => ordOf.get(v)!))].sort((a, b) => a - b);
    for (const ord of docOrds) ords.push(ord);
  }
  offsets[perDoc.length] = ords.length;
  const encoded = encodeStrings(dictionary);
  columns.set(COLUMN.valueOffsets(field), offsets);
  columns.set(COLUMN.valueOrds(field), ords.toArray());
  columns.set(COLUMN.dictionaryOffsets(field), encoded.offsets);
  columns.set(COLUMN.dictionaryBytes(field), encoded.bytes);
}
