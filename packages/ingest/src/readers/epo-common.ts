// Shared document assembly of the EPO readers (EP full text, DOCDB, OPS, full-text documents): reading records with
// the EPO entities, paragraphs of text blocks, provenance, finishing (derived fields, pruning, schema check) and read
// results. The XML tree and its queries live in `xml`, the field mappings in `epo-fields`.

import {
  isGrantKind,
  type PatentDocument,
  type PatentDocumentFields,
  PatentDocumentSchema,
  type Priority,
} from '@app/shared';
import { resolveEntity } from './epo-entities';
import type { ReadResult, SourceEntry, SourcePosition } from './reader';
import { appendText, readXml, textOf, type XmlElement } from './xml';

/**
 * The paragraphs of a text block (description, abstract): one string per top-level paragraph, heading, table or
 * list, markup removed, empty ones dropped. Text lying directly in the block counts as a paragraph too.
 */
export function paragraphsOf(el: XmlElement | undefined): string[] {
  if (el === undefined) return [];
  const paragraphs: string[] = [];
  let loose: string[] = [];
  const flush = (): void => {
    const text = loose.join('').replace(/\s+/g, ' ').trim();
    if (text !== '') paragraphs.push(text);
    loose = [];
  };
  for (const node of el.children) {
    if (typeof node === 'string') {
      loose.push(node);
      continue;
    }
    if (['b', 'i', 'u', 'sub', 'sup', 'smallcaps', 'o', 'br'].includes(node.local)) {
      appendText(node, loose);
      continue;
    }
    flush();
    const text = textOf(node);
    if (text !== '') paragraphs.push(text);
  }
  flush();
  return paragraphs;
}

/** Splits `file.zip!/inner/x.xml` into the provenance file and archive entry. */
export function provenanceOf(
  format: string,
  name: string,
  index: number | undefined,
  line?: number,
): PatentDocumentFields['provenance'] {
  const bang = name.indexOf('!/');
  const file = bang < 0 ? name : name.slice(0, bang);
  const position: NonNullable<PatentDocumentFields['provenance']['position']> = {};
  if (bang >= 0) position.entry = name.slice(bang + 2);
  if (index !== undefined) position.index = index;
  if (line !== undefined && line > 0) position.line = line;
  return Object.keys(position).length > 0 ? { format, file, position } : { format, file };
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function prune<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && typeof field === 'object' && !Array.isArray(field)) {
      const inner = prune(field as Record<string, unknown>);
      if (!isEmpty(inner)) out[key] = inner;
    } else if (!isEmpty(field) || (key === 'publications' && Array.isArray(field))) {
      // A family's member list is required even when the source names none but the family id.
      out[key] = field;
    }
  }
  return out as T;
}

/**
 * Completes a document: drops empty fields, derives first claims, existence flags, grant, earliest priority, then
 * validates it against the model. Returns the document or the validation message.
 */
export function finishDocument(fields: PatentDocumentFields): { document: PatentDocument } | { error: string } {
  const doc = prune(fields as unknown as Record<string, unknown>) as unknown as PatentDocumentFields;
  if (doc.claims !== undefined && doc.firstclaims === undefined) {
    const first: Record<string, string> = {};
    for (const [lang, claims] of Object.entries(doc.claims)) {
      const claim = claims.find((item) => item.num === 1) ?? claims[0];
      if (claim !== undefined && claim.text !== '') first[lang] = claim.text;
    }
    if (Object.keys(first).length > 0) doc.firstclaims = first;
  }
  doc.tiexists = doc.titles !== undefined;
  doc.abexists = doc.abstracts !== undefined;
  doc.claexists = doc.claims !== undefined;
  doc.descexists = doc.descriptions !== undefined;
  doc.grant ??= isGrantKind(doc.country, doc.kindcode);
  if (doc.priorities !== undefined && doc.earliestprioritydate === undefined) {
    const dated = doc.priorities.filter((priority) => priority.date !== undefined);
    const earliest = dated.reduce<Priority | undefined>(
      (best, priority) => (best === undefined || priority.date! < best.date! ? priority : best),
      undefined,
    );
    if (earliest !== undefined) {
      doc.earliestprioritydate = earliest.date;
      doc.earliestprioritycountry = earliest.country;
    }
  }
  if (doc.earliestprioritydate === undefined && doc.applicationdate !== undefined) {
    doc.earliestprioritydate = doc.applicationdate;
  }
  const parsed = PatentDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
    return { error: `Invalid document ${fields.id}: ${issues.join('; ')}` };
  }
  return { document: parsed.data };
}

/** The read result of a finished document, or an error naming the document's place. */
export function resultOf(
  fields: PatentDocumentFields,
  file: string,
  position: SourcePosition,
): Extract<ReadResult, { kind: 'document' | 'error' }> {
  const finished = finishDocument(fields);
  if ('document' in finished) return { kind: 'document', document: finished.document };
  return { kind: 'error', file, position, message: finished.error };
}

/**
 * Reads every `<record>` element of an entry and maps it: the loop the EP, DOCDB and full-text readers share. A
 * mapping returns the document's fields or an error message; an XML error ends the entry (the documents before it
 * are kept), and an entry without any record is one error naming its root.
 */
export async function* readRecords(
  entry: SourceEntry,
  record: string,
  map: (element: XmlElement, index: number, rootName: string | undefined) => PatentDocumentFields | string,
  /** The element as messages name it (with its namespace prefix where the format writes one). */
  shown = record,
): AsyncGenerator<ReadResult> {
  let documents = 0;
  let rootName: string | undefined;
  for await (const event of readXml(entry, { isRecord: (local) => local === record, entities: resolveEntity })) {
    if (event.type === 'open') {
      rootName ??= event.element.name;
      continue;
    }
    if (event.type === 'error') {
      yield { kind: 'error', file: entry.name, position: event.position, message: event.message };
      return;
    }
    documents += 1;
    const position = { line: event.element.line, document: event.index };
    const mapped = map(event.element, event.index, rootName);
    if (typeof mapped === 'string') yield { kind: 'error', file: entry.name, position, message: mapped };
    else yield resultOf(mapped, entry.name, position);
  }
  if (documents === 0) {
    yield {
      kind: 'error',
      file: entry.name,
      position: { line: 1 },
      message: `No <${shown}> element: the root is <${rootName ?? '?'}>.`,
    };
  }
}
