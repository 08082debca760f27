import { FolderFrame } from '../modules/folders/components/FolderFrame';
import { FolderLabelsScreen } from '../modules/folders/components/FolderLabelsScreen';

/** /folders/{id}/labels. */
export function FolderLabels() {
  return <FolderFrame section="labels">{(folder) => <FolderLabelsScreen folder={folder} />}</FolderFrame>;
}
