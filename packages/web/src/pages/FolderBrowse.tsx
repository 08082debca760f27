import { useTranslation } from 'react-i18next';
import { FolderFrame } from '../modules/folders/components/FolderFrame';
import { folderSource } from '../modules/resultSources/folderSource';
import { BrowseScreen } from '../modules/results/components/BrowseScreen';

/** /folders/{id}/patents/browse: the folder's patents one at a time. */
export function FolderBrowse() {
  const { t } = useTranslation();
  return (
    <FolderFrame section="patents">
      {(folder) => <BrowseScreen key={folder.id} source={folderSource(folder, t)} />}
    </FolderFrame>
  );
}
