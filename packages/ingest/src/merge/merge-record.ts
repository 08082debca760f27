import type { PatentDocument, ProvenanceSource } from '@app/shared';
import {
  ANY_TRUE_FIELDS,
  combineItems,
  DERIVED_FIELDS,
  DERIVED_UNLESS_STATED,
  isEmpty,
  KEYED_FIELDS,
  UNION_FIELDS,
  unionIdentity,
} from './field-rules';
import { outranks, sourceKey, sourceRank } from './source-precedence';

type Fields = Record<string, unknown>;

/** Fields that describe the record rather than the publication: never counted or merged as content. */
const NOT_CONTENT = new Set<string>(['provenance', ...DERIVED_FIELDS]);

/** The content fields a record holds, as owner paths: `titles.en`, `classifications.cpc`, `applicants`. */
function contentPaths(doc: Fields): string[] {
  const paths: string[] = [];
  for (const [field, value] of Object.entries(doc)) {
    if (NOT_CONTENT.has(field) || isEmpty(value)) continue;
    if (KEYED_FIELDS.has(field)) {
      for (const [key, inner] of Object.entries(value as Fields)) if (!isEmpty(inner)) paths.push(`${field}.${key}`);
    } else if (field === 'citations') {
      for (const [key, inner] of Object.entries(value as Fields)) if (!isEmpty(inner)) paths.push(`citations.${key}`);
    } else paths.push(field);
  }
  return paths.sort();
}

/** The provenance entry of one source record as it arrives from a reader. */
export function sourceOf(doc: PatentDocument, ingested: string): ProvenanceSource {
  const { format, file, position } = doc.provenance;
  const fields = contentPaths(doc as Fields);
  return {
    format,
    file,
    ...(position !== undefined ? { position } : {}),
    ingested,
    rank: sourceRank(doc),
    richness: fields.length,
    fields,
  };
}

/** A stored record's sources; a record from before merging existed counts as one source owning all it holds. */
function sourcesOf(doc: PatentDocument): ProvenanceSource[] {
  if (doc.provenance.sources !== undefined) return doc.provenance.sources.map((s) => ({ ...s, fields: [...s.fields] }));
  return [sourceOf(doc, '')];
}

function getPath(doc: Fields, path: string): unknown {
  const dot = path.indexOf('.');
  if (dot < 0) return doc[path];
  return (doc[path.slice(0, dot)] as Fields | undefined)?.[path.slice(dot + 1)];
}

function setPath(doc: Fields, path: string, value: unknown): void {
  const dot = path.indexOf('.');
  if (dot < 0) {
    doc[path] = value;
    return;
  }
  const field = path.slice(0, dot);
  doc[field] = { ...((doc[field] as Fields | undefined) ?? {}), [path.slice(dot + 1)]: value };
}

/** Items of a list grouped by identity, each group in a fixed order (its items written out, sorted). */
function groupByIdentity(field: string, list: readonly Fields[]): Map<string, Fields[]> {
  const groups = new Map<string, Fields[]>();
  for (const item of list) {
    const identity = unionIdentity(field, item);
    groups.set(identity, [...(groups.get(identity) ?? []), item]);
  }
  for (const group of groups.values()) group.sort((x, y) => compareText(JSON.stringify(x), JSON.stringify(y)));
  return groups;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The union of two lists as multisets: an item one source lists twice (OPS repeats a legal event once per
 * designated state) stays twice, an item both sources list appears once, as often as the source that lists it most.
 */
function unionLists(field: string, a: readonly Fields[], b: readonly Fields[]): Fields[] {
  const left = groupByIdentity(field, a);
  const right = groupByIdentity(field, b);
  const merged: Fields[] = [];
  for (const identity of new Set([...left.keys(), ...right.keys()])) {
    const x = left.get(identity) ?? [];
    const y = right.get(identity) ?? [];
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const item = x[i] && y[i] ? combineItems(field, x[i]!, y[i]!) : (x[i] ?? y[i])!;
      // Citation categories in one order, so the same citation reads the same from any source.
      merged.push(Array.isArray(item.categories) ? { ...item, categories: [...item.categories].sort() } : item);
    }
  }
  const order = UNION_FIELDS[field]!;
  return merged.sort((p, q) => compareText(order(p), order(q)) || compareText(JSON.stringify(p), JSON.stringify(q)));
}

/**
 * Union lists in their canonical order (by date where items have one, else by key) with repeats kept, so one record
 * reads the same whether its sources came one, twice or in any order. Office listing order is not kept.
 */
function canonicalLists(doc: Fields): void {
  for (const field of Object.keys(UNION_FIELDS)) {
    const list = getPath(doc, field) as Fields[] | undefined;
    if (list !== undefined && list.length > 0) setPath(doc, field, unionLists(field, list, []));
  }
}

/** A source record as the merge takes it: the office's DOCDB family id is kept as stated; families are linked. */
export function sourceRecord(doc: PatentDocument): PatentDocument {
  const stated = doc.familydata?.['simple-family-data']?.id;
  if (stated === undefined || doc.docdbfamilyid !== undefined) return doc;
  // Our own canonical export writes computed ids (`S:...`); only a bare id is the office's.
  return stated.includes(':') ? doc : { ...doc, docdbfamilyid: stated };
}

/** Removes what is derived from the record (recomputed after every merge) and an expiry no source stated. */
export function withoutDerived(doc: PatentDocument): PatentDocument {
  const out: Fields = { ...doc };
  for (const field of DERIVED_FIELDS) delete out[field];
  const owned = new Set(sourcesOf(doc).flatMap((s) => s.fields));
  for (const field of DERIVED_UNLESS_STATED) if (!owned.has(field)) delete out[field];
  return out as PatentDocument;
}

/** The existence flags, from what the merged record holds. */
function withExistenceFlags(doc: Fields): void {
  const has = (field: string) => !isEmpty(doc[field]);
  doc.tiexists = has('titles');
  doc.abexists = has('abstracts');
  doc.claexists = has('claims');
  doc.descexists = has('descriptions');
}

/**
 * Merges one source record into what is known of its publication. Every field comes from the best source that has
 * it (`outranks`): scalars and whole lists where the source is authoritative for the list (parties, names,
 * classifications of one scheme, one language's claims) are owned by one source; events, priorities, citations,
 * drawings, national phases and SEP declarations are unions without duplicates; an empty or missing value never
 * removes one. The same source read again (same format, file and position) replaces its own contribution. The
 * result is the same whatever order the sources arrive in, which the property test over shared/data checks.
 */
export function mergeRecords(existing: PatentDocument | undefined, source: PatentDocument, ingested: string) {
  const incoming = sourceRecord(source);
  const arriving = sourceOf(incoming, ingested);
  if (existing === undefined) {
    const fresh = { ...withoutDerived(incoming) } as Fields;
    fresh.provenance = { ...incoming.provenance, sources: [arriving] };
    canonicalLists(fresh);
    withExistenceFlags(fresh);
    return fresh as PatentDocument;
  }
  const merged = { ...withoutDerived(existing) } as Fields;
  const sources = sourcesOf(existing);
  const previous = sources.findIndex((s) => sourceKey(s) === sourceKey(arriving));
  if (previous >= 0) {
    // Read again: it keeps ownership of what it gave before and no longer gives, so nothing is lost.
    const [before] = sources.splice(previous, 1);
    arriving.fields = [...new Set([...arriving.fields, ...before!.fields])];
    // It keeps its first ingest time too: when the publication entered the index (`firstindexed`) must not move.
    if (before!.ingested !== '' && (arriving.ingested === '' || before!.ingested < arriving.ingested))
      arriving.ingested = before!.ingested;
  }
  const ownerOf = (path: string) => sources.find((s) => s.fields.includes(path));
  const take = (path: string) => {
    for (const s of sources) s.fields = s.fields.filter((f) => f !== path);
  };
  const incomingFields = incoming as Fields;

  for (const path of contentPaths(incomingFields)) {
    const value = getPath(incomingFields, path);
    const field = path.startsWith('citations.') ? path : path.split('.')[0]!;
    if (field in UNION_FIELDS) {
      const current = (getPath(merged, path) as Fields[] | undefined) ?? [];
      setPath(merged, path, unionLists(field, current, value as Fields[]));
      continue;
    }
    const owner = ownerOf(path);
    const current = getPath(merged, path);
    // A yes beats a no for the any-true flags; otherwise (and between equal answers) the better source wins.
    const wins =
      owner === undefined ||
      isEmpty(current) ||
      (ANY_TRUE_FIELDS.has(path) && current !== value ? value === true : outranks(arriving, owner));
    if (wins) {
      take(path);
      setPath(merged, path, value);
    } else arriving.fields = arriving.fields.filter((f) => f !== path);
  }

  canonicalLists(merged);
  sources.push(arriving);
  sources.sort((a, b) => (sourceKey(a) < sourceKey(b) ? -1 : sourceKey(a) > sourceKey(b) ? 1 : 0));
  for (const s of sources) s.fields.sort();
  const best = sources.reduce((a, b) => (outranks(b, a) ? b : a));
  merged.provenance = {
    format: best.format,
    file: best.file,
    ...(best.position !== undefined ? { position: best.position } : {}),
    sources,
  };
  withExistenceFlags(merged);
  return merged as PatentDocument;
}
