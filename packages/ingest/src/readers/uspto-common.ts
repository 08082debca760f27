// Assembly of the USPTO readers: reading every document of an XML entry and building the final document from a
// mapper's draft (derived fields, schema check).

import {
  type ClassificationEntry,
  type Classifications,
  formatPartyName,
  isGrantKind,
  type PatentDocumentFields,
  PatentDocumentSchema,
  probableParties,
  ucidOf,
} from '@app/shared';
import type { ReadResult, SourceEntry, SourcePosition } from './reader';
import { uniq } from './uspto-fields';
import { parseXmlDocument, splitXmlDocuments, textChunks, type XmlNode } from './uspto-xml';

/** A reader's mapping of one parsed root: the document fields, or null when the root is not its format. */
export type XmlMapper = (root: XmlNode, context: MapContext) => DocumentDraft;

/** What a mapper knows about where the document came from. */
export type MapContext = { readonly file: string; readonly index: number; readonly line: number };

/**
 * Reads every document of an XML entry: splits, parses, checks the root against `roots` and maps. Problems are
 * per document; documents before (and after) a broken one are still returned.
 */
export async function* readXmlEntry(
  entry: SourceEntry,
  format: string,
  roots: readonly string[],
  map: XmlMapper,
): AsyncGenerator<ReadResult> {
  let count = 0;
  for await (const doc of splitXmlDocuments(textChunks(entry))) {
    count += 1;
    const parsed = parseXmlDocument(doc);
    if (!parsed.ok) {
      yield { kind: 'error', file: entry.name, position: parsed.position, message: parsed.message };
      continue;
    }
    if (!roots.includes(parsed.root.name)) {
      yield {
        kind: 'error',
        file: entry.name,
        position: { line: parsed.root.line, document: doc.index },
        message: `Unknown root element <${parsed.root.name}> for ${format} (expected ${roots.map((r) => `<${r}>`).join(' or ')}).`,
      };
      continue;
    }
    yield finish(map(parsed.root, { file: entry.name, index: doc.index, line: doc.line }), entry.name, {
      line: parsed.root.line,
      document: doc.index,
    });
  }
  if (count === 0)
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'Empty file: no document.' };
}

// ---------------------------------------------------------------------------------------------------------------
// Assembly.

/** Fields a mapper fills; `finish` derives the rest. `number` and `kind` make the ucid. */
export type DocumentDraft = Omit<PatentDocumentFields, 'id' | 'country' | 'kindcode' | 'publicationnumber'> & {
  readonly country: string;
  readonly number: string;
  readonly kind: string;
};

function nonEmpty<T>(values: readonly T[] | undefined): T[] | undefined {
  return values === undefined || values.length === 0 ? undefined : [...values];
}

function nonEmptyText(record: Record<string, string> | undefined): Record<string, string> | undefined {
  if (record === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (value.trim() !== '') out[key] = value;
  return Object.keys(out).length === 0 ? undefined : out;
}

function nonEmptyClassifications(value: Classifications | undefined): Classifications | undefined {
  if (value === undefined) return undefined;
  const out: Classifications = {};
  for (const [scheme, entries] of Object.entries(value) as [keyof Classifications, ClassificationEntry[]][]) {
    const list = uniq(entries ?? [], (e) => e.code);
    if (list.length > 0) out[scheme] = list;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** Builds the document from a draft: ucid, derived names and flags, empties dropped, schema-checked. */
export function finish(draft: DocumentDraft, file: string, position: SourcePosition): ReadResult {
  const { country, number, kind, ...rest } = draft;
  const id = ucidOf(country, number, kind);
  if (id === null) {
    return {
      kind: 'error',
      file,
      position,
      message: `No publication number: country ${JSON.stringify(country)}, number ${JSON.stringify(number)}, kind ${JSON.stringify(kind)}.`,
    };
  }
  const [cc = '', serial = '', kd = ''] = id.split('-');
  const doc: Record<string, unknown> = { id, country: cc, kindcode: kd, publicationnumber: cc + serial + kd };
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) doc[key] = value;
    } else doc[key] = value;
  }
  const titles = nonEmptyText(rest.titles);
  const abstracts = nonEmptyText(rest.abstracts);
  const claims = rest.claims?.en !== undefined && rest.claims.en.length > 0 ? rest.claims : undefined;
  const descriptions =
    rest.descriptions?.en !== undefined && rest.descriptions.en.length > 0 ? rest.descriptions : undefined;
  for (const [key, value] of [
    ['titles', titles],
    ['abstracts', abstracts],
    ['claims', claims],
    ['descriptions', descriptions],
  ] as const) {
    if (value === undefined) delete doc[key];
    else doc[key] = value;
  }
  if (claims !== undefined && rest.firstclaims === undefined) {
    const first = claims.en?.[0];
    if (first !== undefined) doc.firstclaims = { en: first.text };
  }
  const assignees = nonEmpty(rest.assignees_name_original);
  if (assignees !== undefined && rest.assignees_name_probable === undefined) {
    doc.assignees_name_probable = probableParties(assignees).map((p) => p.name);
  }
  if (rest.inventors !== undefined && rest.inventors_name_normalized === undefined) {
    const names = rest.inventors.map((p) => formatPartyName(p.name));
    if (names.length > 0) doc.inventors_name_normalized = uniq(names);
  }
  const classifications = nonEmptyClassifications(rest.classifications);
  if (classifications === undefined) delete doc.classifications;
  else doc.classifications = classifications;
  const patents = nonEmpty(rest.citations?.patents);
  const npl = nonEmpty(rest.citations?.npl);
  if (patents === undefined && npl === undefined) delete doc.citations;
  else doc.citations = { ...(patents ? { patents } : {}), ...(npl ? { npl } : {}) };
  const priorities = nonEmpty(rest.priorities);
  if (rest.earliestprioritydate === undefined) {
    const dates = [
      ...(priorities ?? []).map((p) => p.date).filter((d): d is number => d !== undefined),
      ...(rest.applicationdate === undefined ? [] : [rest.applicationdate]),
    ];
    if (dates.length > 0) {
      const earliest = Math.min(...dates);
      doc.earliestprioritydate = earliest;
      const from = priorities?.find((p) => p.date === earliest);
      doc.earliestprioritycountry = from?.country ?? cc;
    }
  }
  doc.tiexists ??= titles !== undefined;
  doc.abexists ??= abstracts !== undefined;
  doc.claexists ??= claims !== undefined;
  doc.descexists ??= descriptions !== undefined;
  const granted = isGrantKind(cc, kd, serial);
  doc.grant ??= granted;
  if (granted && doc.grantdate === undefined && rest.publicationdate !== undefined)
    doc.grantdate = rest.publicationdate;
  if (granted) doc.pending = false;
  const parsed = PatentDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return { kind: 'error', file, position, message: `Invalid document ${id}: ${issues}` };
  }
  return { kind: 'document', document: parsed.data };
}
