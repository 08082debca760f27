// Reader of USPTO Open Data Portal (ODP) API responses. The patent file wrapper responses whose records carry
// `applicationMetaData` (get patent, search, search download, meta-data) become documents, one per application;
// every other ODP response (PTAB, petitions, office actions, citations, bulk products, status codes, trademarks, the
// per-topic file wrapper endpoints, XML) is skipped with the reason. Records are read one at a time from the
// record arrays (`patentFileWrapperDataBag`, `patentdata`), so a bulk file is never held whole.

import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { finish } from './uspto-common';
import { mapOdpRecord, ODP_FORMAT, recordOfPascalCase } from './uspto-odp-document';
import { scanJsonRecords } from './uspto-odp-json-scan';
import {
  DOCUMENT_RECORD_ARRAYS,
  detectOdp,
  isOdpRecordArray,
  type Json,
  nonDocumentReason,
  wrapperTopic,
  xmlReason,
} from './uspto-odp-responses';
import { textChunks } from './xml';

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDocumentArray = (key: string) => (DOCUMENT_RECORD_ARRAYS as readonly string[]).includes(key);
const BOM = /^\uFEFF/;
const HEAD_LIMIT = 64 * 1024;

/** The first element name of an XML text, when it has one. */
function rootElement(text: string): string | undefined {
  return /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(text.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
}

function listed(numbers: readonly string[]): string {
  const shown = numbers.slice(0, 3).join(', ');
  if (numbers.length === 1) return `application ${shown}`;
  return `${numbers.length} applications (${shown}${numbers.length > 3 ? ', …' : ''})`;
}

/** Why the records of a file that gave no document gave none, one sentence per kind. */
type Notes = {
  /** File wrapper records without application data, by topic → their application numbers. */
  readonly topics: Map<string, string[]>;
  /** Records with application data but no number at all. */
  unidentified: number;
  /** Applications with neither a patent nor a pre-grant publication. */
  readonly unpublished: string[];
};

function notesText(notes: Notes): string[] {
  const out: string[] = [];
  for (const [topic, numbers] of notes.topics) {
    out.push(
      `USPTO ODP ${topic} response for ${listed(numbers)}: no bibliographic data (applicationMetaData), so no document`,
    );
  }
  if (notes.unidentified > 0) {
    const records = notes.unidentified === 1 ? 'a record' : `${notes.unidentified} records`;
    out.push(
      `USPTO ODP patent data with ${records} without application, patent or publication number (the request's field selection left them out): no document can be identified`,
    );
  }
  if (notes.unpublished.length > 0) {
    out.push(
      `USPTO ODP ${listed(notes.unpublished)} without patent or pre-grant publication number: a document needs a publication`,
    );
  }
  return out;
}

async function* readJson(entry: SourceEntry, chunks: AsyncIterable<string>): AsyncGenerator<ReadResult> {
  const file = entry.name;
  const arrays = new Map<string, { count: number; first: Json | undefined }>();
  const notes: Notes = { topics: new Map(), unidentified: 0, unpublished: [] };
  let results = 0;
  const mapRecord = (record: Json, index: number, line: number, column: number): ReadResult | undefined => {
    const mapped = mapOdpRecord(record, file, index, line);
    if ('reason' in mapped) {
      if (mapped.reason === 'no-number') notes.unidentified += 1;
      else notes.unpublished.push(mapped.application ?? '?');
      return undefined;
    }
    results += 1;
    return finish(mapped, file, { line, column, document: index });
  };

  for await (const event of scanJsonRecords(chunks, { isRecordArray: isOdpRecordArray })) {
    if (event.kind === 'error') {
      yield { kind: 'error', file, position: { line: event.line, column: event.column }, message: event.message };
      return;
    }
    if (event.kind === 'record') {
      const key = event.path.join('.');
      const { index, line, column } = event;
      if (!isDocumentArray(key)) {
        const seen = arrays.get(key);
        arrays.set(key, {
          count: (seen?.count ?? 0) + 1,
          first: seen?.first ?? (isJson(event.value) ? event.value : undefined),
        });
        continue;
      }
      if (!isJson(event.value)) {
        results += 1;
        yield {
          kind: 'error',
          file,
          position: { line, column, document: index },
          message: `The ${key} record ${index} is not a JSON object.`,
        };
        continue;
      }
      if (event.value.applicationMetaData === undefined) {
        const topic = wrapperTopic(event.value);
        const numbers = notes.topics.get(topic) ?? [];
        numbers.push(String(event.value.applicationNumberText ?? '?'));
        notes.topics.set(topic, numbers);
        continue;
      }
      const result = mapRecord(event.value, index, line, column);
      if (result !== undefined) yield result;
      continue;
    }
    const envelope = isJson(event.envelope) ? event.envelope : undefined;
    const pascal = envelope === undefined ? undefined : recordOfPascalCase(envelope);
    if (pascal !== undefined) {
      const result = mapRecord(pascal, 0, 1, 1);
      if (result !== undefined) yield result;
    }
    const text = notesText(notes);
    if (text.length > 0) {
      yield { kind: 'skipped', file, reason: text.join('; ') };
      return;
    }
    if (results > 0) return;
    const reason = nonDocumentReason({ envelope, arrays });
    if (reason !== undefined) {
      yield { kind: 'skipped', file, reason };
      return;
    }
    yield {
      kind: 'error',
      file,
      position: { line: 1, column: 1 },
      message: `Unknown USPTO ODP response: its keys (${event.keys.slice(0, 6).join(', ')}) hold no record this reader knows.`,
    };
  }
}

async function* readOdp(entry: SourceEntry): AsyncGenerator<ReadResult> {
  const iterator = textChunks(entry)[Symbol.asyncIterator]();
  let head = '';
  let ended = false;
  const more = async (): Promise<boolean> => {
    const next = await iterator.next();
    if (next.done) ended = true;
    else head += next.value;
    return !ended;
  };
  // Enough of the start to tell JSON from XML.
  while (head.replace(BOM, '').trim() === '' && (await more()));
  if (head.replace(BOM, '').trim() === '') {
    yield {
      kind: 'error',
      file: entry.name,
      position: { line: 1, column: 1 },
      message: 'Empty file: no USPTO ODP response.',
    };
    return;
  }
  if (head.replace(BOM, '').trimStart().startsWith('<')) {
    while (rootElement(head) === undefined && head.length < HEAD_LIMIT && (await more()));
    await iterator.return?.(undefined);
    yield { kind: 'skipped', file: entry.name, reason: xmlReason(rootElement(head)) };
    return;
  }
  const chunks = (async function* () {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  yield* readJson(entry, chunks);
}

/** The USPTO ODP response reader. */
export const usptoOdpJsonReader: FormatReader = { format: ODP_FORMAT, detect: detectOdp, read: readOdp };
