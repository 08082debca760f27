// The outcome of planning a chunk: its publications' links, and the committed documents they change, rewritten in
// full from their stored documents (read one at a time, in index order).

import type { EngineDocument } from '@app/engine';
import { fromEngineDocument, linkedEngineDocument } from '../engine-document';
import type { CommittedSegment } from './committed';
import type { IntList } from './int-list';
import { familyStamp } from './keys';
import type { DocumentLinks, LinkTable } from './link-table';
import type { LinkPlan, LinkStats } from './plan';

export type PlanState = {
  readonly segmentOf: IntList;
  readonly docOf: IntList;
  readonly cited: ReadonlySet<number>;
  readonly stats: LinkStats;
};

/** The outcome of planning: links of the chunk and the committed documents they change. */
export class PlannedLinks implements LinkPlan {
  constructor(
    private readonly table: LinkTable,
    private readonly chunkNodes: ReadonlyMap<string, number>,
    private readonly segments: readonly CommittedSegment[] | null,
    private readonly state: PlanState,
  ) {}

  get stats(): LinkStats {
    return this.state.stats;
  }

  linksOf(ucid: string): DocumentLinks {
    const node = this.chunkNodes.get(ucid);
    if (node === undefined) throw new Error(`${ucid} is not in the chunk`);
    return this.table.linksOf(node);
  }

  async *rewrites(): AsyncIterable<EngineDocument> {
    const nodes: number[] = [];
    for (let node = this.chunkNodes.size; node < this.table.size; node++) nodes.push(node);
    yield* this.changed(nodes);
  }

  /** Chunk publications read from the index whose links there differ from the plan's, rewritten (relinking). */
  async *relinked(): AsyncIterable<EngineDocument> {
    yield* this.changed([...this.chunkNodes.values()], true);
  }

  private *changed(nodes: number[], chunk = false): Generator<EngineDocument> {
    const { segmentOf, docOf, cited } = this.state;
    const at = (node: number) => segmentOf.get(node) * 2 ** 31 + docOf.get(node);
    const inIndex = nodes.filter((node) => segmentOf.get(node) >= 0).sort((a, b) => at(a) - at(b));
    for (const node of inIndex) {
      const segment = this.segments![segmentOf.get(node)]!;
      const doc = docOf.get(node);
      const now = segment.hasLinkFields ? segment.slice(doc) : null;
      const familydata = this.table.inFamilies(node) ? this.table.familyData(node) : undefined;
      const citedby = chunk || cited.has(node) ? this.table.citedBy(node) : undefined;
      const familyChanged = familydata !== undefined && familyStamp(familydata) !== now?.stamp;
      const citedChanged = citedby !== undefined && !sameList(citedby, now?.citedby);
      if (now !== null && !familyChanged && !citedChanged) continue;
      const stored = segment.document(doc);
      const model = fromEngineDocument(stored);
      yield linkedEngineDocument(familydata === undefined ? model : { ...model, familydata }, {
        citedby: citedby ?? (stored.citedby as string[] | undefined) ?? [],
      });
    }
  }
}

function sameList(computed: readonly string[], stored: readonly string[] | undefined): boolean {
  if (stored === undefined || stored.length !== computed.length) return false;
  const sorted = [...stored].sort();
  return sorted.every((value, i) => value === computed[i]);
}
