import { type Directory, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { fromEngineDocument } from '../engine-document';
import { storedDocument } from '../watch-stamps/watch-stamps';

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
    const stored = this.stored(ucid);
    return stored === undefined ? undefined : fromEngineDocument(stored);
  }

  /** The stored document as the index holds it, engine fields included (watch stamps read what it had). */
  stored(ucid: string): Readonly<Record<string, unknown>> | undefined {
    return this.replaced ? undefined : storedDocument(this.searcher, ucid);
  }

  /** Every live ucid of the commit. */
  *allUcids(): Generator<string> {
    for (const segment of this.searcher.segments) {
      for (let d = 0; d < segment.maxDoc; d++) if (!segment.isDeleted(d)) yield segment.ucid(d);
    }
  }
}
