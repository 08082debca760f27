import { FolderFrame } from '../modules/folders/components/FolderFrame';
import { FolderNplScreen } from '../modules/folders/components/FolderNplScreen';

/** /folders/{id}/npl. */
export function FolderNpl() {
  return <FolderFrame section="npl">{(folder) => <FolderNplScreen folder={folder} />}</FolderFrame>;
}
