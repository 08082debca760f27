import { type Directory, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { fromEngineDocument } from '../engine-document';

/**
 * The committed index as the ingest sees it while it merges: the stored record of a publication, by ucid. Opened on
 * the last commit and reopened after each chunk's commit; a demo index counts as empty, because real documents
 * replace the demo corpus rather than merge into it.
 */
export class CommittedRecords {
  private constructor(private readonly searcher: Searcher | null) {}

  static async open(directory: Directory, empty: boolean): Promise<CommittedRecords> {
    if (empty) return new CommittedRecords(null);
    return new CommittedRecords(await Searcher.open(directory, { schema: PATENT_SCHEMA }));
  }

  /** The searcher over the commit, for linking (null for an index that counts as empty). */
  get snapshot(): Searcher | null {
    return this.searcher;
  }

  get(ucid: string): PatentDocument | undefined {
    if (this.searcher === null) return undefined;
    for (const segment of this.searcher.segments) {
      const d = segment.docOf(ucid);
      if (d !== undefined && !segment.isDeleted(d)) return fromEngineDocument(segment.document(d));
    }
    return undefined;
  }
}
