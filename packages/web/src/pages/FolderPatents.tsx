import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FolderFrame } from '../modules/folders/components/FolderFrame';
import { folderSource } from '../modules/resultSources/folderSource';
import { ResultsScreen } from '../modules/results/components/ResultsScreen';

/** /folders/{id}/patents (and /folders/{id}): the folder's patents through the results views. */
export function FolderPatents() {
  const { t } = useTranslation();
  return (
    <FolderFrame section="patents">
      {(folder) => (
        <>
          {folder.permission === 'read' && (
            <Alert variant="light" color="blue" data-testid="folder-read-only">
              {t('folders.readOnlyNotice')}
            </Alert>
          )}
          <ResultsScreen key={folder.id} source={folderSource(folder, t)} />
        </>
      )}
    </FolderFrame>
  );
}
