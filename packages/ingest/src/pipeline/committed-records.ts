import { type Directory, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { fromEngineDocument } from '../engine-document';

/**
 * The committed index as the ingest sees it while it merges: the stored record of a publication, by ucid. Opened on
 * the last commit and reopened after each chunk's commit; a demo index counts as empty, because real documents
 * replace the demo corpus rather than merge into it.
 */
export class CommittedRecords {
  private constructor(
    private readonly searcher: Searcher,
    /** A demo index: its documents are about to be replaced, so they neither merge nor link. */
    private readonly replaced: boolean,
  ) {}

  static async open(directory: Directory, replaced: boolean): Promise<CommittedRecords> {
    return new CommittedRecords(await Searcher.open(directory, { schema: PATENT_SCHEMA }), replaced);
  }

  /** The searcher over the commit, for linking (null for an index whose documents are being replaced). */
  get snapshot(): Searcher | null {
    return this.replaced ? null : this.searcher;
  }

  get(ucid: string): PatentDocument | undefined {
    if (this.replaced) return undefined;
    for (const segment of this.searcher.segments) {
      const d = segment.docOf(ucid);
      if (d !== undefined && !segment.isDeleted(d)) return fromEngineDocument(segment.document(d));
    }
    return undefined;
  }

  /** Every live ucid of the commit. */
  *allUcids(): Generator<string> {
    for (const segment of this.searcher.segments) {
      for (let d = 0; d < segment.maxDoc; d++) if (!segment.isDeleted(d)) yield segment.ucid(d);
    }
  }
}
