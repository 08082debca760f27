// Linking one ingest chunk against the committed index. The chunk's slices go into a link table; then the committed
// documents its links can reach are pulled in by term lookups in the link fields until nothing new turns up:
// - family members: every committed document sharing a family key with the table's, to the closure;
// - citations: for every number the chunk has or cites, the committed documents answering to it (their forward
//   citations may change) and citing it; for those documents' own numbers, the same counts and citers.
// A committed version of a chunk publication is replaced by the chunk's, so its keys are followed too (families it
// held together may split; documents it cited lose a citer) but the document itself is left out.
// Memory is the table: the chunk's slices plus the committed neighbours' keys, never a document or the corpus.

import type { EngineDocument, Searcher } from '@app/engine';
import type { CommittedSegment, CommittedSlice } from './committed';
import { committedSegments } from './committed';
import { IntList } from './int-list';
import { CITATION_KEYS_FIELD, FAMILY_KEYS_FIELD, type LinkSlice, PUBLICATION_KEYS_FIELD, sliceKeys } from './keys';
import { type DocumentLinks, LinkTable } from './link-table';
import { PlannedLinks } from './planned-links';

/** The links of a chunk, and what they change in the committed index. */
export type LinkPlan = {
  /** Family data and forward citations of a chunk publication. */
  linksOf(ucid: string): DocumentLinks;
  /**
   * Committed documents outside the chunk whose family data or forward citations the chunk changes, rewritten in
   * full and ready for `IndexWriter.updateDocument`, in index order.
   */
  rewrites(): AsyncIterable<EngineDocument>;
  readonly stats: LinkStats;
};

export type LinkStats = {
  readonly chunk: number;
  /** Committed documents pulled in as family members. */
  readonly familyNeighbours: number;
  /** Committed documents pulled in because their forward citations may change. */
  readonly citedNeighbours: number;
  /** Term lookups in the committed index. */
  readonly lookups: number;
};

/** A chunk publication with its keys; `at` is where its committed version is, when the chunk is read from the index. */
export type ChunkEntry = {
  readonly ucid: string;
  readonly an: string;
  readonly simple: string;
  readonly joins: readonly string[];
  readonly numbers: readonly string[];
  readonly cited: readonly string[];
  readonly at?: { readonly segment: number; readonly doc: number };
};

export function chunkEntryOf(slice: LinkSlice): ChunkEntry {
  const keys = sliceKeys(slice);
  return { ucid: slice.id, an: slice.applicationnumber ?? slice.publicationnumber, ...keys };
}

/** A committed document as a chunk entry, for relinking the index chunk by chunk. */
export function chunkEntryOfCommitted(slice: CommittedSlice, segment: number, doc: number): ChunkEntry {
  return {
    ucid: slice.ucid,
    an: slice.an,
    simple: slice.familyKeys.find((k) => k.startsWith('S:')) ?? `S:${slice.ucid}`,
    joins: slice.familyKeys.filter((k) => !k.startsWith('S:')),
    numbers: slice.numbers,
    cited: slice.cited,
    at: { segment, doc },
  };
}

/**
 * Plans the links of a chunk of up to a few hundred thousand publications against the committed index (`null` for
 * none). `chunk` is iterated once; each publication must occur in it once. Family ids and members, and forward
 * citations, are what linking the whole corpus at once would give, whatever the chunking and order.
 */
export async function planLinks(
  chunk: () => AsyncIterable<LinkSlice> | Iterable<LinkSlice>,
  committed: Searcher | null,
): Promise<LinkPlan> {
  const entries: ChunkEntry[] = [];
  for await (const slice of chunk()) entries.push(chunkEntryOf(slice));
  const segments = committed ? committedSegments(committed) : null;
  return new ChunkPlanner(entries, segments, { lookups: true, neighbours: true }).plan();
}

const location = (segment: number, doc: number) => segment * 2 ** 31 + doc;

/** Builds the table for one chunk; see the file comment. */
export class ChunkPlanner {
  private readonly table = new LinkTable();
  private readonly chunkNodes = new Map<string, number>();
  /** Committed documents seen (pulled in, or replaced by the chunk), by location. */
  private readonly seen = new Set<number>();
  /** Committed versions of chunk publications, by location: the chunk's versions replace them. */
  private readonly replaced = new Set<number>();
  /** Where committed table entries are: segment and doc per node (−1 for chunk entries without a committed copy). */
  private readonly segmentOf = new IntList();
  private readonly docOf = new IntList();
  private readonly nodeAt = new Map<number, number>();
  private readonly cited = new Set<number>();
  private readonly resolved = new Set<number>();
  private familyNeighbours = 0;
  private lookupCount = 0;

  private readonly neighbours: boolean;
  private readonly lookups: boolean;

  /**
   * `lookups`: reach committed documents through the link fields (off when the chunk is the whole index);
   * `neighbours`: find the committed documents outside the chunk whose links change (off when relinking).
   */
  constructor(
    entries: readonly ChunkEntry[],
    private readonly segments: readonly CommittedSegment[] | null,
    options: { readonly lookups: boolean; readonly neighbours: boolean },
  ) {
    this.lookups = options.lookups && segments !== null;
    this.neighbours = options.neighbours;
    for (const entry of entries) this.addEntry(entry);
    if (this.lookups && segments!.some((s) => !s.hasLinkFields))
      throw new Error('the index was written before link fields existed: relink it first (relinkIndex)');
  }

  private addEntry(entry: ChunkEntry): void {
    if (this.chunkNodes.has(entry.ucid)) throw new Error(`${entry.ucid} occurs twice in one chunk`);
    const node = this.table.add({ ucid: entry.ucid, an: entry.an, family: entry, numbers: entry.numbers });
    this.chunkNodes.set(entry.ucid, node);
    this.segmentOf.push(entry.at?.segment ?? -1);
    this.docOf.push(entry.at?.doc ?? -1);
    for (const number of entry.numbers) this.table.countTarget(this.table.number(number), 1);
    for (const number of entry.cited) this.table.addCiter(this.table.number(number), entry.ucid);
  }

  plan(): PlannedLinks {
    if (this.lookups) this.pullCommitted(this.segments!);
    return new PlannedLinks(this.table, this.chunkNodes, this.segments, {
      segmentOf: this.segmentOf,
      docOf: this.docOf,
      cited: this.cited,
      stats: {
        chunk: this.chunkNodes.size,
        familyNeighbours: this.familyNeighbours,
        citedNeighbours: this.cited.size,
        lookups: this.lookupCount,
      },
    });
  }

  private pullCommitted(segments: readonly CommittedSegment[]): void {
    const chunkSize = this.table.size;
    const queued = new Set<number>();
    let frontier: string[] = [];
    const follow = (keys: readonly string[]) => {
      for (const key of keys) {
        const id = this.table.keys.id(key);
        if (!queued.has(id)) {
          queued.add(id);
          frontier.push(key);
        }
      }
    };
    for (let node = 0; node < chunkSize; node++) follow(this.table.familyKeys(node));
    // Every number so far is the chunk's: its own and those it cites.
    const numbers = new Set<number>();
    for (let i = 0; i < this.table.numbers.size; i++) numbers.add(i);

    // The committed versions of chunk publications: their keys lead to what they linked.
    const ucids: string[] = [];
    for (const [ucid, node] of this.chunkNodes) {
      // Read from the index (relinking): that copy is the chunk's own, keys and all.
      if (this.segmentOf.get(node) >= 0) this.see(location(this.segmentOf.get(node), this.docOf.get(node)));
      else ucids.push(`U:${ucid}`);
    }
    this.findAll(segments, PUBLICATION_KEYS_FIELD, ucids, (segment, value, doc) => {
      this.see(location(segment.index, doc));
      const node = this.chunkNodes.get(value.slice(2))!;
      if (this.segmentOf.get(node) < 0) {
        this.segmentOf.set(node, segment.index);
        this.docOf.set(node, doc);
      }
      const slice = segment.slice(doc);
      follow(slice.familyKeys);
      for (const number of [...slice.numbers, ...slice.cited]) numbers.add(this.table.number(number));
    });

    // Family members, to the closure, a round per step away from the chunk.
    while (frontier.length > 0) {
      const keys = frontier;
      frontier = [];
      const pulled: [CommittedSegment, number][] = [];
      this.findAll(segments, FAMILY_KEYS_FIELD, keys, (segment, _key, doc) => {
        const at = location(segment.index, doc);
        if (!this.seen.has(at)) {
          this.seen.add(at);
          pulled.push([segment, doc]);
        }
      });
      for (const [segment, doc] of pulled) {
        const slice = segment.slice(doc);
        this.addCommitted(segment, doc, slice, true);
        this.familyNeighbours++;
        follow(slice.familyKeys);
      }
    }
    // Numbers the chunk touches: their committed targets may gain or lose citers.
    this.resolve(segments, [...numbers], true);
    if (!this.neighbours) return;
    // The cited neighbours' other numbers: counted and their citers found, so their citations are whole.
    const more = new Set<number>();
    for (const node of this.cited) for (const number of this.table.numbersOf(node)) more.add(number);
    this.resolve(segments, [...more], false);
  }

  private see(replaced: number): void {
    this.seen.add(replaced);
    this.replaced.add(replaced);
  }

  private findAll(
    segments: readonly CommittedSegment[],
    field: string,
    values: readonly string[],
    found: (segment: CommittedSegment, value: string, doc: number, frequency: number) => void,
  ): void {
    this.lookupCount += values.length * segments.length;
    for (const segment of segments)
      segment.findAll(field, values, (value, doc, frequency) => found(segment, value, doc, frequency));
  }

  private addCommitted(segment: CommittedSegment, doc: number, slice: CommittedSlice, family: boolean): number {
    const entry = chunkEntryOfCommitted(slice, segment.index, doc);
    const node = this.table.add({
      ucid: entry.ucid,
      an: entry.an,
      ...(family ? { family: entry } : {}),
      numbers: entry.numbers,
    });
    this.segmentOf.push(segment.index);
    this.docOf.push(doc);
    this.nodeAt.set(location(segment.index, doc), node);
    return node;
  }

  /**
   * Counts the committed documents answering to each number and finds those citing it (a committed version of a
   * chunk publication never counts); with `targets`, the documents answering are pulled in as cited neighbours.
   */
  private resolve(segments: readonly CommittedSegment[], numbers: readonly number[], targets: boolean): void {
    const values = numbers.filter((n) => !this.resolved.has(n)).map((n) => `P:${this.table.numbers.values[n]!}`);
    for (const n of numbers) this.resolved.add(n);
    const numberOf = (value: string) => this.table.numbers.find(value.slice(2));
    const pulled: [CommittedSegment, number][] = [];
    this.findAll(segments, PUBLICATION_KEYS_FIELD, values, (segment, value, doc, frequency) => {
      const at = location(segment.index, doc);
      if (this.replaced.has(at)) return;
      this.table.countTarget(numberOf(value), frequency);
      if (targets && this.neighbours) pulled.push([segment, doc]);
    });
    for (const [segment, doc] of pulled) {
      const at = location(segment.index, doc);
      let node = this.nodeAt.get(at);
      if (node === undefined) {
        this.seen.add(at);
        node = this.addCommitted(segment, doc, segment.slice(doc), false);
      }
      this.cited.add(node);
    }
    this.findAll(segments, CITATION_KEYS_FIELD, values, (segment, value, doc) => {
      if (!this.replaced.has(location(segment.index, doc))) this.table.addCiter(numberOf(value), segment.ucid(doc));
    });
  }
}
