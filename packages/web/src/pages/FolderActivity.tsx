import { FolderActivityScreen } from '../modules/folders/components/FolderActivityScreen';
import { FolderFrame } from '../modules/folders/components/FolderFrame';

/** /folders/{id}/activity. */
export function FolderActivity() {
  return <FolderFrame section="activity">{(folder) => <FolderActivityScreen folder={folder} />}</FolderFrame>;
}
