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
import { IntSlicePool } from './int-slice-pool';
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
import { TermPostings } from './term-postings';

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
   * repeated term costs no string, each id's buffered postings (in `pool`) and its length for the memory estimate.
   */
  private readonly terms: { table: TermTable; postings: TermPostings; termLength: (id: number) => number }[];
  /** The buffered postings of every field's terms. */
  private readonly pool = new IntSlicePool();
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
    this.terms = schema.fields.map(() => {
      const table = new TermTable(MAX_KEY_SPAN);
      return { table, postings: new TermPostings(this.pool), termLength: (id: number) => table.terms[id]!.length };
    });
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
    const { postings, termLength } = this.terms[fieldIndex]!;
    this.ramBytes += postings.add(docId, ids, positions, count, termLength);
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
    const postings = new PostingsWriter(1 << 20);
    const dictionary = new TermDictionaryWriter();
    // The postings of the term being written (`TermPostings`' layout), reused from term to term.
    const term = new IntList(1024);
    const writeTerm = (key: string) => {
      postings.startTerm();
      const data = term.values;
      let at = 0;
      while (at < term.length) {
        const freq = data[at + 1]!;
        postings.addDocPositions(data[at]!, data, at + 2, freq);
        at += 2 + freq;
      }
      dictionary.add(key, postings.finishTerm());
    };
    // A key is its field's one-character prefix and the term, and prefixes rise with the field number (combined
    // fields after the schema's): the dictionary's order is field after field, each field's terms sorted. Sorting
    // field by field compares no prefixes and needs no map from keys back to terms.
    const fieldCount = this.schema.fields.length;
    for (let f = 0; f < fieldCount; f++) {
      const { table, postings: buffered } = this.terms[f]!;
      const ids: number[] = [];
      const keyOf: string[] = new Array(table.size);
      for (let id = 0; id < table.size; id++) {
        if (!buffered.has(id)) continue;
        ids.push(id);
        keyOf[id] = this.fieldTermKey(f, id);
      }
      ids.sort((a, b) => compareTerms(keyOf[a]!, keyOf[b]!));
      for (const id of ids) {
        buffered.read(id, term);
        writeTerm(this.prefixes[f]! + keyOf[id]!);
      }
    }
    this.combined.forEach((group, g) => {
      const prefix = fieldPrefix(fieldCount + g);
      const terms = [...this.combinedTerms(group.fieldIndexes)].sort((a, b) => compareTerms(a[0], b[0]));
      for (const [key, make] of terms) {
        make(term);
        writeTerm(prefix + key);
      }
    });
    files.set(names.terms, dictionary.finish());
    files.set(names.postings, postings.finish());
    files.set(names.stored, this.stored.finish());
    files.set(names.storedBody, this.storedBody.finish());
    files.set(names.columns, this.buildColumns());
    return { name, docCount: this.count, files };
  }

  /**
   * The terms of a combined field, each with a function making its postings (in `TermPostings`' layout) when
   * written: the union of the fields' postings, a document's positions of field j offset by the extents of the
   * fields before it plus `NAME_VALUE_GAP` each, so no distance the query language allows (W1000 at most) spans
   * two fields.
   */
  private combinedTerms(fieldIndexes: readonly number[]): Map<string, (out: IntList) => void> {
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
    // Per term, its id in each field (-1 where the field lacks it).
    const perTerm = new Map<string, Int32Array>();
    fieldIndexes.forEach((f, j) => {
      const { table, postings } = this.terms[f]!;
      for (let id = 0; id < table.size; id++) {
        if (!postings.has(id)) continue;
        const term = this.fieldTermKey(f, id);
        let ids = perTerm.get(term);
        if (ids === undefined) {
          ids = new Int32Array(k).fill(-1);
          perTerm.set(term, ids);
        }
        ids[j] = id;
      }
    });
    const fieldPostings = fieldIndexes.map((f) => this.terms[f]!.postings);
    // Each field's postings of the term being combined, reused from term to term (one term is written at a time).
    const inputs = fieldIndexes.map(() => new IntList(1024));
    const result = new Map<string, (out: IntList) => void>();
    for (const [term, ids] of perTerm) {
      result.set(term, (out) => {
        for (let j = 0; j < k; j++) fieldPostings[j]!.read(ids[j]!, inputs[j]!);
        combinePostings(inputs, offsets, k, out);
      });
    }
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
 * One term's combined postings, into `out`, from its postings in each of the k fields (empty where the field lacks
 * it): documents in order, each with its fields' positions one field after the other, offset by `offsets[doc·k + j]`.
 */
function combinePostings(inputs: readonly IntList[], offsets: Int32Array, k: number, out: IntList): void {
  out.length = 0;
  const at = new Array<number>(k).fill(0);
  for (;;) {
    let doc = 0x7fffffff;
    for (let j = 0; j < k; j++) {
      const input = inputs[j]!;
      if (at[j]! < input.length && input.values[at[j]!]! < doc) doc = input.values[at[j]!]!;
    }
    if (doc === 0x7fffffff) return;
    const freqAt = out.length + 1;
    out.push(doc);
    out.push(0);
    for (let j = 0; j < k; j++) {
      const input = inputs[j]!;
      if (at[j]! >= input.length || input.values[at[j]!] !== doc) continue;
      const freq = input.values[at[j]! + 1]!;
      const offset = offsets[doc * k + j]!;
      out.reserve(freq);
      for (let i = 0; i < freq; i++) out.values[out.length + i] = input.values[at[j]! + 2 + i]! + offset;
      out.length += freq;
      out.values[freqAt]! += freq;
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
    const values = perDoc[d]!;
    // Most documents have one value (a ucid, a kind, a country): no set and no sort for those.
    if (values.length === 1) ords.push(ordOf.get(values[0]!)!);
    else for (const ord of [...new Set(values.map((v) => ordOf.get(v)!))].sort((a, b) => a - b)) ords.push(ord);
  }
  offsets[perDoc.length] = ords.length;
  const encoded = encodeStrings(dictionary);
  columns.set(COLUMN.valueOffsets(field), offsets);
  columns.set(COLUMN.valueOrds(field), ords.toArray());
  columns.set(COLUMN.dictionaryOffsets(field), encoded.offsets);
  columns.set(COLUMN.dictionaryBytes(field), encoded.bytes);
}
