import { FolderFrame } from '../modules/folders/components/FolderFrame';
import { FolderPermissionsScreen } from '../modules/folders/components/FolderPermissionsScreen';

/** /folders/{id}/permissions. */
export function FolderPermissions() {
  return <FolderFrame section="permissions">{(folder) => <FolderPermissionsScreen folder={folder} />}</FolderFrame>;
}
