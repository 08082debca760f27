import { PostingsWriter } from '../codec/postings-writer';
import { StoredFieldsWriter } from '../codec/stored-fields';
import type { TermEntry } from '../termdict/term-dictionary';
import { TermDictionaryWriter } from '../termdict/term-dictionary-writer';
import { compareTerms } from '../termdict/utf8-order';
import { ColumnsWriter } from './columns';
import { IntList } from './growable';
import type { BuiltSegment } from './segment-builder';
import { writeStringColumn } from './segment-builder';
import { COLUMN, HEAD_BLOCK_BYTES, MISSING_NUMBER, type SegmentMeta, segmentFileNames } from './segment-files';
import type { SegmentReader } from './segment-reader';

/** A source of a merge: the segment and which of its documents were live when the merge started. */
export type MergeSource = { readonly reader: SegmentReader; readonly isLive: (d: number) => boolean };

/** A merged segment plus, per source, the new doc id of each old one (−1 for documents left out). */
export type MergeResult = { readonly segment: BuiltSegment; readonly docMaps: readonly Int32Array[] };

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Merges segments without re-analysing anything: postings are copied term by term through a k-way merge of the
 * sorted term dictionaries with doc ids renumbered, columns and stored documents are concatenated. Deleted
 * documents are dropped. Yields to the event loop regularly so the writer stays responsive.
 */
export async function mergeSegments(name: string, sources: readonly MergeSource[]): Promise<MergeResult> {
  const fields = sources[0]!.reader.meta.fields;
  for (const { reader } of sources) {
    if (reader.meta.fields.join('\u0000') !== fields.join('\u0000')) {
      throw new Error('cannot merge segments written with different schemas');
    }
  }
  const docMaps: Int32Array[] = [];
  let docCount = 0;
  for (const { reader, isLive } of sources) {
    const map = new Int32Array(reader.maxDoc);
    for (let d = 0; d < reader.maxDoc; d++) map[d] = isLive(d) ? docCount++ : -1;
    docMaps.push(map);
  }

  const names = segmentFileNames(name);
  const files = new Map<string, Uint8Array>();
  files.set(names.stored, await mergeStored(sources, docMaps, 'head'));
  files.set(names.storedBody, await mergeStored(sources, docMaps, 'body'));
  const { terms, postings } = await mergePostings(sources, docMaps);
  files.set(names.terms, terms);
  files.set(names.postings, postings);
  files.set(names.columns, mergeColumns(sources, docMaps, docCount, fields));
  return { segment: { name, docCount, files }, docMaps };
}

async function mergeStored(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  part: 'head' | 'body',
): Promise<Uint8Array> {
  const writer = new StoredFieldsWriter(
    part === 'head' ? { quality: 4, maxBlockBytes: HEAD_BLOCK_BYTES } : { quality: 4 },
  );
  for (let s = 0; s < sources.length; s++) {
    const { reader } = sources[s]!;
    for (let d = 0; d < reader.maxDoc; d++) {
      if (docMaps[s]![d]! >= 0) writer.add((part === 'head' ? reader.stored : reader.storedBody).get(d));
      if ((d & 4095) === 4095) await yieldToEventLoop();
    }
  }
  return writer.finish();
}

async function mergePostings(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
): Promise<{ terms: Uint8Array; postings: Uint8Array }> {
  const iterators = sources.map(({ reader }) => reader.terms.entries());
  const heads: (TermEntry | null)[] = iterators.map((it) => it.next().value ?? null);
  const postings = new PostingsWriter(1 << 20);
  const dictionary = new TermDictionaryWriter();
  let termsDone = 0;
  for (;;) {
    let key: string | null = null;
    for (const head of heads) if (head && (key === null || compareTerms(head.term, key) < 0)) key = head.term;
    if (key === null) break;
    postings.startTerm();
    for (let s = 0; s < sources.length; s++) {
      const head = heads[s];
      if (!head || head.term !== key) continue;
      const map = docMaps[s]!;
      const reader = sources[s]!.reader.postings(head.info);
      for (let d = reader.doc(); d !== 0x7fffffff; d = reader.advance()) {
        const target = map[d]!;
        if (target >= 0) postings.addDoc(target, reader.positions().subarray(0, reader.freq()));
      }
      heads[s] = iterators[s]!.next().value ?? null;
    }
    if (postings.termDocFreq > 0) dictionary.add(key, postings.finishTerm());
    else postings.abandonTerm();
    if ((++termsDone & 8191) === 0) await yieldToEventLoop();
  }
  return { terms: dictionary.finish(), postings: postings.finish() };
}

function mergeColumns(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  docCount: number,
  fields: readonly string[],
): Uint8Array {
  const columns = new ColumnsWriter();
  const metas = sources.map(({ reader }) => reader.meta);
  const union = (pick: (meta: SegmentMeta) => readonly string[]) =>
    fields.filter((f) => metas.some((m) => pick(m).includes(f)));
  const numberFields = union((m) => m.numberFields);
  const positionalFields = union((m) => m.positionalFields);
  const stringFields = [...new Set(metas.flatMap((m) => m.stringFields))];

  for (const field of numberFields) {
    const out = new Int32Array(docCount).fill(MISSING_NUMBER);
    eachLive(sources, docMaps, (reader, d, target) => {
      const values = reader.numbers(field);
      if (values) out[target] = values[d]!;
    });
    columns.set(COLUMN.number(field), out);
  }

  const lengthStats: Record<string, { sum: number; docs: number }> = {};
  for (const field of positionalFields) {
    const lengths = new Int32Array(docCount);
    const sentences = { offsets: new Int32Array(docCount + 1), starts: new IntList() };
    const paragraphs = { offsets: new Int32Array(docCount + 1), starts: new IntList() };
    let sum = 0;
    let docs = 0;
    eachLive(sources, docMaps, (reader, d, target) => {
      const length = reader.lengths(field)?.[d] ?? 0;
      lengths[target] = length;
      sum += length;
      if (length > 0) docs++;
      for (const [kind, out] of [
        ['sentence', sentences],
        ['paragraph', paragraphs],
      ] as const) {
        out.offsets[target] = out.starts.length;
        const column = reader.boundaries(field, kind);
        if (column)
          for (let i = column.offsets[d]!; i < column.offsets[d + 1]!; i++) out.starts.push(column.starts[i]!);
      }
    });
    sentences.offsets[docCount] = sentences.starts.length;
    paragraphs.offsets[docCount] = paragraphs.starts.length;
    lengthStats[field] = { sum, docs };
    columns.set(COLUMN.length(field), lengths);
    columns.set(COLUMN.sentenceOffsets(field), sentences.offsets);
    columns.set(COLUMN.sentenceStarts(field), sentences.starts.toArray());
    columns.set(COLUMN.paragraphOffsets(field), paragraphs.offsets);
    columns.set(COLUMN.paragraphStarts(field), paragraphs.starts.toArray());
  }

  for (const field of stringFields) {
    const perDoc: string[][] = new Array(docCount);
    eachLive(sources, docMaps, (reader, d, target) => {
      const column = reader.strings(field);
      const values: string[] = [];
      if (column) {
        const dictionary = column.dictionary();
        for (let i = column.offsets[d]!; i < column.offsets[d + 1]!; i++) values.push(dictionary[column.ords[i]!]!);
      }
      perDoc[target] = values;
    });
    writeStringColumn(columns, field, perDoc);
  }

  const meta: SegmentMeta = {
    formatVersion: 1,
    docCount,
    fields,
    lengthStats,
    numberFields,
    stringFields,
    positionalFields,
  };
  return columns.finish(meta);
}

function eachLive(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  visit: (reader: SegmentReader, d: number, target: number) => void,
): void {
  for (let s = 0; s < sources.length; s++) {
    const map = docMaps[s]!;
    const reader = sources[s]!.reader;
    for (let d = 0; d < map.length; d++) if (map[d]! >= 0) visit(reader, d, map[d]!);
  }
}
