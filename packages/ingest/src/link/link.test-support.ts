// Shared by the link tests and the kill fixture: documents that hold only what linking reads, the ingest's write
// step (plan, write the chunk with its links, rewrite the neighbours, commit), and the index read back as links.

import { type Directory, type IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { fromEngineDocument, linkedEngineDocument, toEngineDocument } from '../engine-document';
import { oracleLinks } from './families-oracle.test-support';
import { type LinkSlice, linkSliceOf } from './keys';
import type { DocumentLinks } from './link-table';
import { planLinks } from './plan';
import { UNLINKED_USER_DATA } from './relink';

/** A document holding a slice and nothing else. */
export function slimDocument(slice: LinkSlice): PatentDocument {
  return {
    id: slice.id,
    publicationnumber: slice.publicationnumber,
    ...(slice.applicationnumber !== undefined ? { applicationnumber: slice.applicationnumber } : {}),
    ...(slice.priorities !== undefined ? { priorities: [...slice.priorities] } : {}),
    ...(slice.docdbfamilyid !== undefined ? { docdbfamilyid: slice.docdbfamilyid } : {}),
    ...(slice.citations !== undefined ? { citations: { patents: [...slice.citations] } } : {}),
  } as PatentDocument;
}

/** One ingest chunk as the pipeline writes it: returns the ucids of the committed documents rewritten. */
export async function writeLinkedChunk(
  directory: Directory,
  writer: IndexWriter,
  slices: readonly LinkSlice[],
  onStep: (what: string) => void = () => {},
): Promise<string[]> {
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  const plan = await planLinks(() => slices, searcher);
  onStep('planned');
  for (const slice of slices) {
    const links = plan.linksOf(slice.id);
    await writer.addDocument(linkedEngineDocument({ ...slimDocument(slice), familydata: links.familydata }, links));
    onStep('written');
  }
  const rewritten: string[] = [];
  for await (const doc of plan.rewrites()) {
    await writer.updateDocument(doc);
    rewritten.push(doc.ucid);
    onStep('rewritten');
  }
  await writer.commit({ ingest: 'complete' });
  return rewritten;
}

/** A chunk written without links and committed as waiting for them, as an ingest killed before linking leaves it. */
export async function writeUnlinkedChunk(writer: IndexWriter, slices: readonly LinkSlice[]): Promise<void> {
  for (const slice of slices) await writer.addDocument(toEngineDocument(slimDocument(slice)));
  await writer.commit(UNLINKED_USER_DATA);
}

export type StoredLinks = Map<string, DocumentLinks & { readonly slice: LinkSlice }>;

/** Every live document's links as stored, with its slice. */
export async function storedLinks(directory: Directory): Promise<StoredLinks> {
  const searcher = await Searcher.open(directory, { schema: PATENT_SCHEMA });
  const out: StoredLinks = new Map();
  for (const segment of searcher.segments) {
    for (let d = 0; d < segment.maxDoc; d++) {
      if (segment.isDeleted(d)) continue;
      const stored = segment.document(d);
      const model = fromEngineDocument(stored);
      out.set(model.id, {
        familydata: model.familydata ?? {},
        citedby: (stored.citedby as string[] | undefined) ?? [],
        // The slice as written: these documents carry their office family id, the family data is computed.
        slice: linkSliceOf({ ...model, familydata: undefined }),
      });
    }
  }
  return out;
}

/** Differences between the stored links and the oracle's over the stored slices (none when the index is linked). */
export function linkDifferences(stored: StoredLinks, expected = oracleLinks([...stored.values()].map((s) => s.slice))) {
  const wrong: string[] = [];
  for (const [ucid, links] of stored) {
    const want = expected.get(ucid);
    const same =
      want !== undefined &&
      JSON.stringify(links.familydata) === JSON.stringify(want.familydata) &&
      JSON.stringify(links.citedby) === JSON.stringify(want.citedby);
    if (!same) wrong.push(ucid);
  }
  return wrong;
}

/** A small deterministic generator (mulberry32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

const OFFICES = ['EP', 'US', 'JP', 'CN', 'DE', 'KR'];
const KINDS = ['A1', 'B1', 'A', 'B2'];

/**
 * A random slice of publication `n` of a small world: few priorities and office families, so families join and
 * split; citations by full number or bare (which several kinds answer to, some more than three); `variant` changes
 * the keys, as a later ingest of the publication may.
 */
export function randomSlice(random: Random, n: number): LinkSlice {
  // Four publications (kinds) to a number: a bare citation of it is ambiguous once all four are in the index.
  const office = OFFICES[Math.floor(n / 4) % OFFICES.length]!;
  const serial = String(100 + Math.floor(n / 4));
  const kind = KINDS[n % 4]!;
  const priorities = Array.from({ length: random.int(3) }, () => ({ country: 'US', number: String(random.int(40)) }));
  const citations = Array.from({ length: random.int(4) }, () => {
    const cited = random.int(200);
    const number = `${OFFICES[Math.floor(cited / 4) % OFFICES.length]}${100 + Math.floor(cited / 4)}`;
    return random.int(2) === 0 ? { number: `${number}${KINDS[cited % 4]}` } : { number };
  });
  return {
    id: `${office}-${serial}-${kind}`,
    publicationnumber: `${office}${serial}${kind}`,
    ...(random.int(4) > 0 ? { applicationnumber: `${office}${random.int(60)}` } : {}),
    ...(priorities.length > 0 ? { priorities } : {}),
    ...(random.int(5) === 0 ? { docdbfamilyid: String(random.int(10)) } : {}),
    ...(citations.length > 0 ? { citations } : {}),
  };
}
