import type { PatentDocument } from '@app/shared';
import { linkSliceOf } from './link/keys';
import { ChunkPlanner, chunkEntryOf } from './link/plan';

/** What family building needs of a document. */
export type FamilyInput = Pick<
  PatentDocument,
  'id' | 'applicationnumber' | 'priorities' | 'familydata' | 'citations' | 'publicationnumber'
> &
  Partial<Pick<PatentDocument, 'docdbfamilyid'>>;

/** A document's computed links: its families and the documents citing it. */
export type CorpusLinks = {
  readonly simpleFamily: string;
  readonly extendedFamily: string;
  /** Ucids of the corpus documents that cite this one (forward citations). */
  readonly citedBy: readonly string[];
};

/** The links of every document of `docs`, with its family data; a ucid met twice counts as its last version. */
function linkAll(docs: Iterable<FamilyInput>) {
  const byId = new Map<string, FamilyInput>();
  for (const doc of docs) byId.set(doc.id, doc);
  const entries = [...byId.values()].map((doc) => chunkEntryOf(linkSliceOf(doc)));
  return { ids: [...byId.keys()], plan: new ChunkPlanner(entries, null, { lookups: false, neighbours: false }).plan() };
}

/**
 * Simple families (the office's DOCDB family id where the source gives one, else the identical set of priorities),
 * extended families (documents connected through any shared priority or application, directly or in a chain) and
 * forward citations (the inverse of the corpus's backward citations), computed over the whole corpus. Ids are
 * deterministic: `S:` + the DOCDB id or the sorted priority set, `X:D:` + the smallest ucid of the connected set.
 * The same computation as the ingest's chunked linking (`link/plan.ts`), over one chunk holding everything.
 */
export function computeCorpusLinks(docs: Iterable<FamilyInput>): Map<string, CorpusLinks> {
  const { ids, plan } = linkAll(docs);
  const links = new Map<string, CorpusLinks>();
  for (const id of ids) {
    const { familydata, citedby } = plan.linksOf(id);
    links.set(id, {
      simpleFamily: familydata['simple-family-data']!.id!,
      extendedFamily: familydata['extended-family-data']!.id!,
      citedBy: citedby,
    });
  }
  return links;
}

/** The family data of each document from the links: member publications with their application numbers. */
export function familyDataOf(
  docs: readonly FamilyInput[],
  links: ReadonlyMap<string, CorpusLinks>,
): Map<string, NonNullable<PatentDocument['familydata']>> {
  const groups = new Map<string, FamilyInput[]>();
  const add = (id: string, doc: FamilyInput) => {
    const group = groups.get(id);
    if (group) group.push(doc);
    else groups.set(id, [doc]);
  };
  for (const doc of docs) {
    const link = links.get(doc.id)!;
    add(link.simpleFamily, doc);
    add(link.extendedFamily, doc);
  }
  const publication = (d: FamilyInput) => ({ ucid: d.id, an: d.applicationnumber ?? d.publicationnumber });
  // Members in ucid order, so the data does not depend on where documents sit in the index.
  const members = new Map<string, { ucid: string; an: string }[]>();
  for (const [id, group] of groups)
    members.set(id, [...group].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(publication));
  const out = new Map<string, NonNullable<PatentDocument['familydata']>>();
  for (const doc of docs) {
    const link = links.get(doc.id)!;
    out.set(doc.id, {
      'simple-family-data': { id: link.simpleFamily, publications: members.get(link.simpleFamily)! },
      'extended-family-data': { id: link.extendedFamily, publications: members.get(link.extendedFamily)! },
    });
  }
  return out;
}
