import { FsDirectory, readCommitted } from '@app/engine';
import { isDemoIndex, linkingUnfinished, patentIndexPath } from '@app/ingest';
import { type CorpusStatus, SYNTHETIC_DEMO_LABEL } from '@app/shared';

/** What the data dir's patent index holds, from its last commit (cheap: one manifest read). */
export async function readCorpusStatus(dataDir: string): Promise<CorpusStatus> {
  const committed = await readCommitted(await FsDirectory.open(patentIndexPath(dataDir)));
  const documents = committed.segments.reduce((sum, s) => sum + s.docCount - s.delCount, 0);
  const synthetic = isDemoIndex(committed.userData);
  return {
    documents,
    synthetic,
    label: synthetic ? SYNTHETIC_DEMO_LABEL : null,
    generation: committed.generation,
    linked: !linkingUnfinished(committed.userData),
  };
}
