import { FoldersScreen } from '../modules/folders/components/FoldersScreen';

/** /folders. */
export function Folders() {
  return <FoldersScreen />;
}
