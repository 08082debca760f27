import { PostingsWriter } from '../codec/postings-writer';
import { StoredFieldsWriter } from '../codec/stored-fields';
import type { Directory, FileOutput } from '../store/directory';
import type { TermEntry } from '../termdict/term-dictionary';
import { TermDictionaryWriter } from '../termdict/term-dictionary-writer';
import { compareTerms } from '../termdict/utf8-order';
import { ColumnsWriter, decodeStrings } from './columns';
import { IntList } from './growable';
import type { BuiltSegment } from './segment-builder';
import { writeStringColumn } from './segment-builder';
import { COLUMN, HEAD_BLOCK_BYTES, MISSING_NUMBER, type SegmentMeta, segmentFileNames } from './segment-files';
import type { SegmentReader } from './segment-reader';

/** A source of a merge: the segment and which of its documents were live when the merge started. */
export type MergeSource = { readonly reader: SegmentReader; readonly isLive: (d: number) => boolean };

/**
 * A merged segment plus, per source, the new doc id of each old one (−1 for documents left out). The segment's
 * postings and stored files are already written (and fsynced) in the directory; `segment.files` holds the rest.
 */
export type MergeResult = {
  readonly segment: BuiltSegment;
  readonly written: readonly string[];
  readonly docMaps: readonly Int32Array[];
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Written bytes are passed to the file once this many have gathered, so a merge holds little of its output. */
const STREAM_BYTES = 4 * 1024 * 1024;

/** A file a merge writes front to back, in chunks taken from a draining writer. */
class StreamedFile {
  private constructor(
    private readonly output: FileOutput,
    private readonly writer: { drain(): Uint8Array },
  ) {}

  static async create(dir: Directory, name: string, writer: { drain(): Uint8Array }): Promise<StreamedFile> {
    return new StreamedFile(await dir.createOutput(name), writer);
  }

  /** Passes what the writer holds to the file if it is a few megabytes. */
  async maybeFlush(pending: number): Promise<void> {
    if (pending >= STREAM_BYTES) await this.output.write(this.writer.drain());
  }

  /** Writes the last bytes, fsyncs and closes. */
  async finish(rest: Uint8Array): Promise<void> {
    try {
      await this.output.write(this.writer.drain());
      await this.output.write(rest);
      await this.output.sync();
    } finally {
      await this.output.close();
    }
  }

  async abandon(): Promise<void> {
    await this.output.close();
  }
}

/**
 * Merges segments without re-analysing anything: postings are copied term by term through a k-way merge of the
 * sorted term dictionaries with doc ids renumbered, columns and stored documents are concatenated. Deleted
 * documents are dropped. The stored and postings files (about three quarters of a segment) are streamed to `dir`
 * as they are written, so a merge's memory is its term dictionary and columns, not its whole output. Yields to the
 * event loop regularly so the writer stays responsive.
 */
export async function mergeSegments(
  dir: Directory,
  name: string,
  sources: readonly MergeSource[],
): Promise<MergeResult> {
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

  // Combined fields are copied like any field when every source has the same ones; otherwise (a segment written
  // before they existed) they are left out, and searches take the union of the fields' lists in the merged segment.
  const combined = sources[0]!.reader.meta.combined;
  const sameCombined = sources.every(
    ({ reader }) => JSON.stringify(reader.meta.combined ?? null) === JSON.stringify(combined ?? null),
  );
  const keptCombined = sameCombined ? combined : undefined;
  const keyLimit = 0x30 + fields.length + (keptCombined?.length ?? 0);

  const names = segmentFileNames(name);
  await mergeStored(dir, names.stored, sources, docMaps, 'head');
  await mergeStored(dir, names.storedBody, sources, docMaps, 'body');
  const terms = await mergePostings(dir, names.postings, sources, docMaps, keyLimit);
  const files = new Map<string, Uint8Array>();
  files.set(names.terms, terms);
  files.set(names.columns, mergeColumns(sources, docMaps, docCount, fields, keptCombined));
  return { segment: { name, docCount, files }, written: [names.stored, names.storedBody, names.postings], docMaps };
}

async function mergeStored(
  dir: Directory,
  file: string,
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  part: 'head' | 'body',
): Promise<void> {
  const writer = new StoredFieldsWriter(
    part === 'head' ? { quality: 4, maxBlockBytes: HEAD_BLOCK_BYTES } : { quality: 4 },
  );
  const out = await StreamedFile.create(dir, file, writer);
  try {
    for (let s = 0; s < sources.length; s++) {
      const { reader } = sources[s]!;
      const stored = part === 'head' ? reader.stored : reader.storedBody;
      for (let d = 0; d < reader.maxDoc; d++) {
        if (docMaps[s]![d]! >= 0) writer.add(stored.get(d));
        if ((d & 1023) === 1023) {
          await out.maybeFlush(writer.pendingFileBytes);
          await yieldToEventLoop();
        }
      }
    }
  } catch (error) {
    await out.abandon();
    throw error;
  }
  await out.finish(writer.finish());
}

/** Merges the postings, streaming them to `file`; returns the term dictionary. */
async function mergePostings(
  dir: Directory,
  file: string,
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  /** Keys whose prefix character is at or above this one (combined fields not kept) are left out. */
  keyLimit: number,
): Promise<Uint8Array> {
  const iterators = sources.map(({ reader }) => reader.terms.entries());
  const heads: (TermEntry | null)[] = iterators.map((it) => it.next().value ?? null);
  const postings = new PostingsWriter(1 << 20);
  const dictionary = new TermDictionaryWriter();
  const out = await StreamedFile.create(dir, file, postings);
  try {
    await copyPostings(sources, docMaps, heads, iterators, postings, dictionary, out, keyLimit);
  } catch (error) {
    await out.abandon();
    throw error;
  }
  await out.finish(postings.finish());
  return dictionary.finish();
}

async function copyPostings(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  heads: (TermEntry | null)[],
  iterators: readonly Iterator<TermEntry>[],
  postings: PostingsWriter,
  dictionary: TermDictionaryWriter,
  out: StreamedFile,
  keyLimit: number,
): Promise<void> {
  let termsDone = 0;
  for (;;) {
    let key: string | null = null;
    for (const head of heads) if (head && (key === null || compareTerms(head.term, key) < 0)) key = head.term;
    if (key === null || key.charCodeAt(0) >= keyLimit) break;
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
    if ((++termsDone & 8191) === 0) {
      await out.maybeFlush(postings.out.length);
      await yieldToEventLoop();
    }
  }
}

function mergeColumns(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  docCount: number,
  fields: readonly string[],
  combined: SegmentMeta['combined'],
): Uint8Array {
  const columns = new ColumnsWriter();
  const metas = sources.map(({ reader }) => reader.meta);
  const union = (pick: (meta: SegmentMeta) => readonly string[]) =>
    fields.filter((f) => metas.some((m) => pick(m).includes(f)));
  const numberFields = union((m) => m.numberFields);
  const positionalFields = union((m) => m.positionalFields);
  const stringFields = [...new Set(metas.flatMap((m) => m.stringFields))];

  // Each source column is read once, uncached: a merge must not leave its sources holding every column.
  const column = (reader: SegmentReader, name: string) => (reader.columns.has(name) ? reader.columns.read(name) : null);

  for (const field of numberFields) {
    const out = new Int32Array(docCount).fill(MISSING_NUMBER);
    eachSource(sources, docMaps, (reader, map) => {
      const values = column(reader, COLUMN.number(field));
      if (values) for (let d = 0; d < map.length; d++) if (map[d]! >= 0) out[map[d]!] = values[d]!;
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
    eachSource(sources, docMaps, (reader, map) => {
      const sourceLengths = column(reader, COLUMN.length(field));
      const boundaries = [
        [sentences, column(reader, COLUMN.sentenceOffsets(field)), column(reader, COLUMN.sentenceStarts(field))],
        [paragraphs, column(reader, COLUMN.paragraphOffsets(field)), column(reader, COLUMN.paragraphStarts(field))],
      ] as const;
      for (let d = 0; d < map.length; d++) {
        const target = map[d]!;
        if (target < 0) continue;
        const length = sourceLengths?.[d] ?? 0;
        lengths[target] = length;
        sum += length;
        if (length > 0) docs++;
        for (const [out, offsets, starts] of boundaries) {
          out.offsets[target] = out.starts.length;
          if (offsets && starts) for (let i = offsets[d]!; i < offsets[d + 1]!; i++) out.starts.push(starts[i]!);
        }
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
    eachSource(sources, docMaps, (reader, map) => {
      const offsets = column(reader, COLUMN.valueOffsets(field));
      const ords = column(reader, COLUMN.valueOrds(field));
      const dictionary =
        offsets && ords
          ? decodeStrings(
              reader.columns.read(COLUMN.dictionaryOffsets(field)),
              reader.columns.read(COLUMN.dictionaryBytes(field)),
            )
          : null;
      for (let d = 0; d < map.length; d++) {
        if (map[d]! < 0) continue;
        const values: string[] = [];
        if (offsets && ords && dictionary)
          for (let i = offsets[d]!; i < offsets[d + 1]!; i++) values.push(dictionary[ords[i]!]!);
        perDoc[map[d]!] = values;
      }
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
    ...(combined ? { combined } : {}),
  };
  return columns.finish(meta);
}

function eachSource(
  sources: readonly MergeSource[],
  docMaps: readonly Int32Array[],
  visit: (reader: SegmentReader, map: Int32Array) => void,
): void {
  for (let s = 0; s < sources.length; s++) visit(sources[s]!.reader, docMaps[s]!);
}
